import type { Address, Hash, Hex } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import type { ChainClient } from '../chain/chainClient'
import { entryPointOf } from '../chain/entryPointOf'
import { userOperationOutcome } from '../chain/userOperationOutcome'

/** A batch the visitor confirmed: which of its calls the wallet took, in order. */
export type SentBatch = {
  id: string
  chain: ChainConfig
  from: Address
  /** One entry per call: its hash, or undefined when the wallet never took it; one entry for an atomic batch. */
  hashes: (Hash | undefined)[]
  /** Executed all or nothing, in one transaction (the passkey wallet's UserOperation). */
  atomic: boolean
  /** Why the wallet stopped taking calls, when it did. */
  stoppedBecause?: string
  /** Calls are still being handed to the wallet: the batch is pending whatever has landed. */
  sending: boolean
}

/** EIP-5792 `wallet_getCallsStatus` result, version 2. */
export type CallsStatus = {
  version: '2.0.0'
  id: string
  chainId: Hex
  atomic: boolean
  status: 100 | 200 | 400 | 500 | 600
  receipts: { logs: unknown[]; status: Hex; blockHash: Hash; blockNumber: Hex; gasUsed: Hex; transactionHash: Hash }[]
}

type Receipt = CallsStatus['receipts'][number] & Record<string, unknown>

/**
 * EIP-5792 `wallet_getCallsStatus` of a sent batch, from the chain's receipts: pending while calls are
 * still being handed over or have not landed, 200 only when every call landed and succeeded, 600 for a
 * partial failure.
 */
export async function readCallsStatus(batch: SentBatch, rpc: ChainClient): Promise<CallsStatus> {
  if (batch.atomic) return atomicStatus(batch, rpc)
  const receipts = await Promise.all(
    batch.hashes.map((hash) =>
      hash
        ? (rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as Promise<Receipt | null>)
        : Promise.resolve(undefined),
    ),
  )
  const sent = receipts.filter((receipt) => receipt !== undefined)
  const landed = receipts.filter((receipt): receipt is Receipt => !!receipt)
  const succeeded = landed.filter((receipt) => receipt.status === '0x1').length
  const status: CallsStatus['status'] =
    batch.sending || landed.length < sent.length
      ? 100
      : sent.length === 0
        ? 400
        : succeeded === receipts.length
          ? 200
          : succeeded === 0 && sent.length === receipts.length
            ? 500
            : 600
  return {
    version: '2.0.0',
    id: batch.id,
    chainId: `0x${batch.chain.id.toString(16)}`,
    atomic: batch.atomic,
    status,
    receipts: landed.map(({ logs, status: outcome, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs,
      status: outcome,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
    })),
  }
}

/**
 * An atomic batch's status from the chain, not from the bundler's word: the bundle's receipt, and in
 * it the EntryPoint's verdict on this account's operation (a bundle succeeds whether or not each of its
 * operations did) and only the logs of this operation's calls.
 */
async function atomicStatus(batch: SentBatch, rpc: ChainClient): Promise<CallsStatus> {
  const base = {
    version: '2.0.0' as const,
    id: batch.id,
    chainId: `0x${batch.chain.id.toString(16)}` as Hex,
    atomic: true,
  }
  const receipt = (await rpc.request({
    method: 'eth_getTransactionReceipt',
    params: [batch.hashes[0]!],
  })) as Receipt | null
  if (!receipt) return { ...base, status: 100, receipts: [] }
  const entryPoint = entryPointOf(batch.chain)
  const outcome = entryPoint
    ? userOperationOutcome(receipt.logs as Parameters<typeof userOperationOutcome>[0], entryPoint, batch.from)
    : undefined
  const { status, blockHash, blockNumber, gasUsed, transactionHash } = receipt
  const succeeded = status === '0x1' && outcome?.success === true
  return {
    ...base,
    status: succeeded ? 200 : 500,
    receipts: [
      {
        logs: outcome?.logs ?? [],
        status: succeeded ? '0x1' : '0x0',
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      },
    ],
  }
}
