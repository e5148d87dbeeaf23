import type { Text } from '../i18n/translate'
import type { ChainConfig } from '../../../protocol/config'
import type { SendRequest } from '../../../protocol/types'
import { WalletportError } from '../../../protocol/errors'
import type { CounterpartyHistory } from './CounterpartyHistory'
import { prepareSend, type PreparedTransfer, type SendDraft } from './prepareSend'
import type { SendContext } from './sendTypes'
import { feeFields, operationCallOf, quoteFee, type TokenFee } from '../wallets/atomicBatches'
import { errorMessage } from '../wallets/eip1193'
import { explanationOf } from '../wallets/explainedError'

export type DraftContext = Pick<SendContext, 'account' | 'chains' | 'balanceRow' | 'client'> & {
  history: CounterpartyHistory
}

/**
 * A draft checked against what the widget knows (a connected account, an offered chain, a listed
 * token whose decimals it could read), then priced and simulated by prepareSend with the token's
 * balance and the account's history. `fromVisitor`: typed in the form, where "1,5" may mean 1.5.
 */
export async function prepareDraft(
  context: DraftContext,
  draft: SendDraft,
  fromVisitor: boolean,
): Promise<PreparedTransfer> {
  const account = context.account()
  if (!account) throw new WalletportError('NOT_CONNECTED', 'connect a wallet first')
  const chain = context.chains().find((c) => c.id === draft.chainId)
  if (!chain) throw new WalletportError('UNSUPPORTED_CHAIN', `chain ${draft.chainId} is not offered here`)
  const row = await context.balanceRow(chain.id, draft.token)
  if (!row) throw new WalletportError('UNKNOWN_TOKEN', `${draft.token} is not a token listed on ${chain.name}`)
  if (row.decimals === undefined)
    throw new WalletportError('UNKNOWN_TOKEN', `the decimals of ${row.symbol} cannot be read`)
  // The account's history for the poisoning check; unreadable history leaves the check out rather than block the send.
  const counterparties = await context.history.get(chain, account.address).catch(() => undefined)
  const prepared = await prepareSend({
    client: context.client(chain),
    chain,
    from: account.address,
    draft,
    token: { symbol: row.symbol, decimals: row.decimals },
    ...(row.value !== undefined && !row.stale ? { balance: row.value } : {}),
    allowDecimalComma: fromVisitor,
    ...(counterparties ? { counterparties } : {}),
    feePaidByOperation: account.batches !== undefined,
    // The preview runs the operation the quote below then reads: the bundler's run of it, its paymaster's included.
    ...(account.batches ? { operation: operationCallOf.bind(undefined, account.batches, {}) } : {}),
  })
  // A passkey wallet sends a UserOperation: its own fee, or its paymaster's name, replaces the transaction's estimate.
  const { to, value, data } = prepared.tx
  const quote = await quoteFee(account.batches, [{ to, value: value ? BigInt(value) : 0n, data: data ?? '0x' }]).catch(
    (error: unknown) => {
      // Already said for the visitor (the passkey wallet's bundler or paymaster): kept, so the form can show it.
      throw explanationOf(error)
        ? error
        : new WalletportError('WALLET_ERROR', `${account.walletName} cannot price this send: ${errorMessage(error)}`)
    },
  )
  if (!quote) return prepared
  if (quote.feeToken) await checkTokenFee(context, chain, prepared, quote.feeToken)
  const { fee: _, ...rest } = prepared
  if (
    quote.sponsor === undefined &&
    !quote.feeToken &&
    prepared.token === 'native' &&
    row.value !== undefined &&
    !row.stale &&
    prepared.amount + quote.fee > row.value
  ) {
    throw new WalletportError('INSUFFICIENT_FUNDS', `Not enough ${row.symbol} left for the network fee.`)
  }
  return { ...rest, ...feeFields(quote) }
}

/** A fee paid in a token (the passkey wallet's token paymaster) needs that token, on top of what is sent of it. */
async function checkTokenFee(
  context: DraftContext,
  chain: ChainConfig,
  prepared: PreparedTransfer,
  feeToken: TokenFee,
): Promise<void> {
  const row = await context.balanceRow(chain.id, feeToken.token)
  if (row?.value === undefined || row.stale) return // the paymaster's own check stands
  const sent = prepared.token !== 'native' && prepared.token.toLowerCase() === feeToken.token.toLowerCase()
  if ((sent ? prepared.amount : 0n) + feeToken.amount > row.value)
    throw new WalletportError('INSUFFICIENT_FUNDS', `Not enough ${feeToken.symbol} left for the network fee.`)
}

/** The draft of a host's `send()`: on the chain it names, else the wallet's (when mounted), else the first. */
export function hostDraft(request: SendRequest, walletChainId: number, chains: readonly ChainConfig[]): SendDraft {
  const chainId = request.chainId ?? (chains.some((c) => c.id === walletChainId) ? walletChainId : chains[0]!.id)
  return { chainId, token: request.token, to: request.to, amount: request.amount }
}

/** Why a draft cannot be reviewed, for the form: the wallet's own sentence where it gave one, else the error's words. */
export function cannotReview(error: unknown): Text {
  return explanationOf(error) ?? { key: 'send.cannotReview', params: { reason: errorMessage(error) } }
}
