import type { Address, Hash } from 'viem'
import type { ChainClient } from '../chain/chainClient'
import { submitToWallet } from '../request/submitToWallet'
import type { Eip1193Provider } from '../wallets/eip1193'
import type { PreparedTransfer } from './prepareSend'

export type SubmitSendParameters = {
  account: { address: Address; provider: Eip1193Provider } | undefined
  send: PreparedTransfer
  client: ChainClient
  stillWanted: () => boolean
}

/**
 * Hands a confirmed send to the wallet (request/submitToWallet), with the sender's nonce floor read
 * just before: what the wallet sends now has at least that nonce, so a hash it reports of an earlier,
 * identical transfer (already on chain) is not taken for this one. Undefined when the send ended first.
 */
export async function submitSend({
  account,
  send,
  client,
  stillWanted,
}: SubmitSendParameters): Promise<{ hash: Hash; minNonce: number } | undefined> {
  const minNonce = Number(await client.request({ method: 'eth_getTransactionCount', params: [send.from, 'latest'] }))
  const hash = await submitToWallet({
    account,
    from: send.from,
    request: { method: 'eth_sendTransaction', params: [send.tx], chain: send.chain },
    stillWanted,
  })
  return hash && { hash, minNonce }
}
