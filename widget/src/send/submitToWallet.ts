import type { Address, Hash } from 'viem'
import { WalletportError } from '../../../protocol/errors'
import type { ChainClient } from '../chain/chainClient'
import type { Text } from '../i18n/translate'
import { errorMessage, isUserRejection, type Eip1193Provider } from '../wallets/eip1193'
import { switchToChain } from '../wallets/switchToChain'
import type { PreparedSend } from './prepareSend'

export type SubmitParameters = {
  /** The connected account now (undefined: disconnected). */
  account: { address: Address; provider: Eip1193Provider } | undefined
  send: PreparedSend
  client: ChainClient
  /** False once the visitor cancelled while the widget was still asking: nothing then reaches the wallet. */
  stillWanted: () => boolean
}

/**
 * Hands the reviewed transaction to the wallet, from the reviewed account on the reviewed chain.
 * Resolves with its hash and the sender's nonce floor, or undefined when the visitor cancelled
 * before it reached the wallet; throws what the wallet or the checks refuse.
 */
export async function submitToWallet({ account, send, client, stillWanted }: SubmitParameters): Promise<{ hash: Hash; minNonce: number } | undefined> {
  if (!account || account.address.toLowerCase() !== send.from.toLowerCase()) {
    throw new WalletportError('NOT_CONNECTED', 'the wallet is no longer connected with this account')
  }
  // Asked of the wallet now rather than taken from its last event: a wallet (a host-relayed
  // one above all) may have moved without saying so, and the chainId in the transaction is
  // only a second line of defence.
  if (Number(await account.provider.request({ method: 'eth_chainId' })) !== send.chain.id) {
    const chainId = await switchToChain(account.provider, send.chain)
    if (chainId !== send.chain.id) throw new WalletportError('WALLET_ERROR', `the wallet stayed on chain ${chainId}`)
  }
  // What the wallet sends now has at least this nonce: a hash it reports of an earlier,
  // identical transfer (already on chain) is not taken for this one.
  const minNonce = Number(await client.request({ method: 'eth_getTransactionCount', params: [send.from, 'latest'] }))
  if (!stillWanted()) return undefined // cancelled while the widget asked: nothing reaches the wallet
  const hash = (await account.provider.request({ method: 'eth_sendTransaction', params: [send.tx] })) as Hash
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new WalletportError('WALLET_ERROR', 'the wallet returned no transaction hash')
  return { hash, minNonce }
}

/**
 * What a wallet's refusal or failure to send is: `failure` for the host (the widget's own checks
 * keep their error), `notice` for the review the visitor is sent back to.
 */
export function walletRefusal(error: unknown, walletName: string): { rejected: boolean; failure: WalletportError; notice: Text } {
  const rejected = isUserRejection(error)
  const failure =
    error instanceof WalletportError
      ? error
      : new WalletportError(rejected ? 'USER_REJECTED' : 'WALLET_ERROR', rejected ? 'the visitor rejected the transaction in the wallet' : errorMessage(error))
  const notice: Text = rejected
    ? { key: 'notice.sendRejected', params: { wallet: walletName } }
    : { key: 'notice.sendFailed', params: { wallet: walletName, reason: failure.message } }
  return { rejected, failure, notice }
}
