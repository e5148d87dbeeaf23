import { useEffect, useId, useMemo, useState } from 'react'
import type { Address } from 'viem'
import type { BalanceRow, BalanceTracker, ChainBalances } from '../balances/BalanceTracker'
import { checkRecipient } from '../send/checkRecipient'
import { recipientHistory } from '../send/recipientHistory'
import { checkAmount } from '../send/parseAmount'
import type { SendDraft } from '../send/prepareSend'
import type { Text } from '../i18n/translate'
import type { SendController } from '../send/SendController'
import { useObservable } from '../state/useObservable'
import { useT } from '../i18n/useT'
import { AmountField, NetworkField, RecipientField, TokenField } from './SendFields'
import { chainReadNotice } from './chainReadNotice'
import { useMaxAmount } from './useMaxAmount'

/** `chainId`: the network the form starts on when the draft names none. */
type Props = {
  send: SendController
  balances: BalanceTracker
  chainId: number
  draft?: SendDraft
  notice?: Text
  busy: boolean
}

/** The send form: network, token (with balances), recipient, amount and Max, checked as the visitor types. */
export function SendForm({ send, balances, chainId: startChainId, draft, notice, busy }: Props) {
  const t = useT()
  const ids = useId()
  const { chains } = useObservable(balances)
  const [chainId, setChainId] = useState(draft?.chainId ?? startChainId)
  const chainBalances = chains.find((c) => c.chain.id === chainId) ?? chains[0]
  const rows = (chainBalances?.rows ?? []).filter((row) => row.decimals !== undefined)
  const [token, setToken] = useState<'native' | Address>(draft?.token ?? 'native')
  const [to, setTo] = useState(draft?.to ?? '')
  const [amount, setAmount] = useState(draft?.amount ?? '')
  const row: BalanceRow | undefined = rows.find((r) => r.token === token) ?? rows[0]

  // The account's history on this chain, for an early look-alike hint (the review asks for an acknowledgement).
  const history = useCounterparties(send, chainBalances?.chain.id)

  const recipient = useMemo(() => checkRecipient(to, row && row.token !== 'native' ? row.token : undefined), [to, row])
  const lookalikeOf =
    recipient.kind === 'address' ? recipientHistory(recipient.address, history).lookalikeOf : undefined
  const amountCheck = useMemo(() => checkRowAmount(amount, row), [amount, row])
  const recipientError = to.trim() && recipient.kind === 'invalid' ? t.text(recipient.text) : undefined
  const amountError = amount.trim() && amountCheck && !amountCheck.ok ? t.text(amountCheck.text) : undefined
  const canContinue = !busy && !!row && recipient.kind !== 'invalid' && amountCheck?.ok === true
  // No balance read on this chain: Review stays off, and the form says why.
  const unreadable = !row && chainBalances?.status === 'error' ? chainBalances : undefined

  const { setMax, maxError } = useMaxAmount({ send, chainBalances, row, recipient, setAmount })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!canContinue || !row) return
    void send.review({ chainId: chainBalances!.chain.id, token: row.token, to: to.trim(), amount: amount.trim() })
  }

  return (
    <form className="send-form" onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h1 id={`${ids}-title`}>{t('send.title')}</h1>
      {notice && (
        <p className="notice" role="alert" data-testid="send-notice">
          {t.text(notice)}
        </p>
      )}
      {chains.length > 1 && <NetworkField chains={chains} chainId={chainId} choose={setChainId} />}
      <TokenField rows={rows} row={row} choose={setToken} />
      <RecipientField ids={ids} to={to} change={setTo} error={recipientError} lookalikeOf={lookalikeOf} />
      <AmountField
        ids={ids}
        amount={amount}
        change={setAmount}
        setMax={setMax}
        error={amountError}
        maxError={maxError}
      />
      <ReviewButton id={`${ids}-unreadable`} busy={busy} canContinue={canContinue} unreadable={unreadable} />
      <button type="button" className="secondary" onClick={send.cancel}>
        {t('common.cancel')}
      </button>
    </form>
  )
}

/** Review, and why it is off where the chain's balances cannot be read (send-unreadable, linked by `id`). */
function ReviewButton({
  id,
  busy,
  canContinue,
  unreadable,
}: {
  id: string
  busy: boolean
  canContinue: boolean
  unreadable: ChainBalances | undefined
}) {
  const t = useT()
  return (
    <>
      {unreadable && (
        <p className="notice" role="status" id={id} data-testid="send-unreadable">
          {t('send.needsBalances', { chain: unreadable.chain.name })} {chainReadNotice(t, unreadable)}
        </p>
      )}
      <button type="submit" className="primary" disabled={!canContinue} aria-describedby={unreadable ? id : undefined}>
        {busy ? t('send.checking') : t('send.review')}
      </button>
    </>
  )
}

/** The amount as typed, checked against the token's decimals and its balance (a stale one is no bound); none without a token. */
function checkRowAmount(amount: string, row: BalanceRow | undefined) {
  if (row?.decimals === undefined) return undefined
  return checkAmount({
    input: amount,
    decimals: row.decimals,
    symbol: row.symbol,
    ...(row.value !== undefined && !row.stale ? { balance: row.value } : {}),
    allowDecimalComma: true,
  })
}

/** The addresses the account dealt with on `chainId` (none until they are read, or where there is no chain). */
function useCounterparties(send: SendController, chainId: number | undefined): Address[] {
  const [history, setHistory] = useState<Address[]>([])
  useEffect(() => {
    if (chainId === undefined) return
    let live = true
    void send.form.counterparties(chainId).then((list) => live && setHistory(list))
    return () => {
      live = false
    }
  }, [send, chainId])
  return history
}
