import type { Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { getGasPrice } from '../chain/chainClient'
import type { CounterpartyHistory } from './CounterpartyHistory'
import { maxSendAmount } from './maxSendAmount'
import type { SendContext } from './sendTypes'

/**
 * What the send form asks while the visitor types, read from the session, never changing the flow: the
 * account's counterparties (the early poisoning hint) and Max. The review checks everything again.
 */
export class SendFormQueries {
  readonly #context: SendContext
  readonly #history: CounterpartyHistory

  constructor(context: SendContext, history: CounterpartyHistory) {
    this.#context = context
    this.#history = history
  }

  /** The connected account's counterparties on a chain; empty when unknown. */
  counterparties = async (chainId: number): Promise<Address[]> => {
    const account = this.#context.account()
    const chain = this.#context.chains().find((c) => c.id === chainId)
    if (!account || !chain) return []
    return this.#history.get(chain, account.address).catch(() => [])
  }

  /** Max (maxSendAmount): what the connected wallet can send of `token` and still pay its fee. */
  maxAmount = (chain: ChainConfig, token: 'native' | Address, balance: bigint, to: Address): Promise<bigint> =>
    maxSendAmount({
      balance,
      token,
      to,
      gasPrice: () => getGasPrice(this.#context.client(chain)),
      batches: this.#context.account()?.batches,
    })
}
