import type { Address, Hash } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { WalletportError } from '../../../protocol/errors'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { Text } from '../i18n/translate'
import { errorMessage, isUserRejection, rpcErrorCode, type Eip1193Provider } from '../wallets/eip1193'
import { explanationOf } from '../wallets/explainedError'
import { switchToChain } from '../wallets/switchToChain'

/** What the wallet is handed for a confirmed review: rebuilt from the review, never the host's params. */
export type WalletRequest =
  | { method: 'eth_sendTransaction'; params: [object]; chain: ChainConfig }
  | { method: 'personal_sign' | 'eth_signTypedData_v4'; params: unknown[] }

export type SubmitToWalletParameters<R extends WalletRequest> = {
  /** The connected account now (undefined: disconnected). */
  account: { address: Address; provider: Eip1193Provider } | undefined
  /** The account the review was shown for. */
  from: Address
  request: R
  /** False once the request ended while the widget was still asking: nothing then reaches the wallet. */
  stillWanted: () => boolean
}

export type SubmitToWalletReturnType<R extends WalletRequest> =
  (R extends { method: 'eth_sendTransaction' } ? Hash : unknown) | undefined

/**
 * The one way a confirmed review reaches the wallet, for every kind of request: from the reviewed
 * account, a transaction on the reviewed chain. Resolves with the wallet's answer (a transaction's
 * hash, checked to be one), or undefined when the request ended before it reached the wallet;
 * throws what the wallet or the checks refuse.
 */
export async function submitToWallet<R extends WalletRequest>({
  account,
  from,
  request,
  stillWanted,
}: SubmitToWalletParameters<R>): Promise<SubmitToWalletReturnType<R>> {
  if (!account || account.address.toLowerCase() !== from.toLowerCase()) {
    throw new WalletportError('NOT_CONNECTED', 'the wallet is no longer connected with this account')
  }
  if (request.method === 'eth_sendTransaction') {
    // Asked of the wallet now rather than taken from its last event: a wallet (a host-relayed
    // one above all) may have moved without saying so, and the chainId in the transaction is
    // only a second line of defence.
    const { chain } = request
    if (Number(await account.provider.request({ method: 'eth_chainId' })) !== chain.id) {
      const chainId = await switchToChain(account.provider, chain)
      if (chainId !== chain.id) throw new WalletportError('WALLET_ERROR', `the wallet stayed on chain ${chainId}`)
    }
  }
  if (!stillWanted()) return undefined // ended while the widget asked: nothing reaches the wallet
  const answer = await account.provider.request({ method: request.method, params: request.params })
  if (request.method === 'eth_sendTransaction' && (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer))) {
    throw new WalletportError('WALLET_ERROR', 'the wallet returned no transaction hash')
  }
  return answer as SubmitToWalletReturnType<R>
}

/**
 * What a wallet's refusal or failure is, for every kind of request: `failure` for the host, with its
 * EIP-1193 code for `handle.provider` (the widget's own checks keep their error), and `notice` for
 * the review the visitor is sent back to.
 */
export function walletRefusal(
  error: unknown,
  walletName: string,
  what: 'transaction' | 'request' | 'batch' = 'transaction',
): { rejected: boolean; failure: WalletportError; notice: Text } {
  const rejected = isUserRejection(error)
  const failure =
    error instanceof WalletportError
      ? error
      : rejected
        ? new WalletportError('USER_REJECTED', `the visitor rejected the ${what} in the wallet`, {
            code: RPC_ERROR.userRejected,
          })
        : new WalletportError('WALLET_ERROR', errorMessage(error), { code: rpcErrorCode(error) ?? -32603 })
  // A wallet that said its failure for the visitor (ExplainedError) is shown in their words, never a service's.
  const notice: Text = rejected
    ? { key: 'notice.sendRejected', params: { wallet: walletName } }
    : (explanationOf(error) ?? { key: 'notice.sendFailed', params: { wallet: walletName, reason: failure.message } })
  return { rejected, failure, notice }
}
