import type { Address, Hash } from 'viem'
import { vi } from 'vitest'
import type { BatchCall, FeeQuote } from '../../../widget/src/wallets/atomicBatches'
import { ACCOUNT } from '../../support/sendFixtures'

/** The bundle transaction that included the fake wallet's operation. */
export const BUNDLE_HASH = `0x${'b7'.repeat(32)}` as Hash

type SendCallsResult = { transactionHash: Hash; sponsor: string | undefined }

/**
 * A wallet of the widget's own that runs a batch all or nothing, as the passkey wallet does (an
 * AtomicBatchWallet): `quoteCalls` answers `quote` (or runs it), `sendCalls` answers the bundle's
 * hash unless `send` says otherwise. As an EIP-1193 provider it is on chain 31337 with `address`,
 * and refuses eth_sendTransaction: a batch must never reach it call by call.
 */
export function atomicWallet({
  quote = { fee: 0n },
  send = async () => ({ transactionHash: BUNDLE_HASH, sponsor: undefined }),
  address = ACCOUNT,
}: {
  quote?: FeeQuote | ((calls: readonly BatchCall[]) => Promise<FeeQuote>)
  send?: (calls: readonly BatchCall[]) => Promise<SendCallsResult>
  address?: Address
} = {}) {
  return {
    request: vi.fn(async ({ method }: { method: string; params?: unknown }): Promise<unknown> => {
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'eth_accounts') return [address]
      throw new Error(`the atomic wallet was asked ${method}`)
    }),
    sendCalls: vi.fn<(calls: readonly BatchCall[]) => Promise<SendCallsResult>>(send),
    quoteCalls: vi.fn<(calls: readonly BatchCall[]) => Promise<FeeQuote>>(
      typeof quote === 'function' ? quote : async () => quote,
    ),
    // Not deployed yet: the preview runs the calls as the account's own.
    operationCall: vi.fn(async () => undefined),
  }
}
