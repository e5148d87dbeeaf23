import { useEffect, useId, useMemo, useState } from 'react'
import { formatUnits, type Address } from 'viem'
import type { BalanceRow, BalanceTracker } from '../balances/BalanceTracker'
import { checkRecipient } from '../send/checkRecipient'
import { recipientHistory } from '../send/recipientHistory'
import { checkAmount } from '../send/parseAmount'
import type { SendDraft } from '../send/prepareSend'
import { errorMessage } from '../wallets/eip1193'
import type { Text } from '../i18n/translate'
import type { SendController } from '../send/SendController'
import { useObservable } from '../state/useObservable'
import { useT } from '../i18n/useT'
import { AmountField, NetworkField, RecipientField, TokenField } from './SendFields'

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
  // Max asks the wallet what its fee path needs (maxSendAmount): a refusal says why, beside the amount.
  const [maxError, setMaxError] = useState<string>()

  // The account's history on this chain, for an early look-alike hint (the review asks for an acknowledgement).
  const history = useCounterparties(send, chainBalances?.chain.id)

  const recipient = useMemo(() => checkRecipient(to, row && row.token !== 'native' ? row.token : undefined), [to, row])
  const lookalikeOf =
    recipient.kind === 'address' ? recipientHistory(recipient.address, history).lookalikeOf : undefined
  const amountCheck = useMemo(() => checkRowAmount(amount, row), [amount, row])
  const recipientError = to.trim() && recipient.kind === 'invalid' ? t.text(recipient.text) : undefined
  const amountError = amount.trim() && amountCheck && !amountCheck.ok ? t.text(amountCheck.text) : undefined
  const canContinue = !busy && !!row && recipient.kind !== 'invalid' && amountCheck?.ok === true

  const setMax = () => {
    if (!chainBalances || !row || row.value === undefined || row.decimals === undefined) return
    const { decimals } = row
    setMaxError(undefined)
    send.form
      .maxAmount(
        chainBalances.chain,
        row.token,
        row.value,
        recipient.kind === 'address' ? recipient.address : freshAddress(),
      )
      .then(
        (max) => setAmount(formatUnits(max, decimals)),
        (error: unknown) => setMaxError(t('send.maxFailed', { reason: errorMessage(error) })),
      )
  }

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
      <button type="submit" className="primary" disabled={!canContinue}>
        {busy ? t('send.checking') : t('send.review')}
      </button>
      <button type="button" className="secondary" onClick={send.cancel}>
        {t('common.cancel')}
      </button>
    </form>
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

/** An address no one holds: a transfer to an empty account costs the most gas, so Max priced for it holds for any. */
function freshAddress(): Address {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
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
