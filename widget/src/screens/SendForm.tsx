import { useEffect, useId, useMemo, useState } from 'react'
import { formatUnits, type Address } from 'viem'
import type { BalanceRow, BalanceTracker } from '../balances/BalanceTracker'
import { formatAmount } from '../balances/formatAmount'
import { checkRecipient } from '../send/checkRecipient'
import { recipientHistory } from '../send/recipientHistory'
import { checkAmount } from '../send/parseAmount'
import type { SendDraft } from '../send/prepareSend'
import { errorMessage } from '../wallets/eip1193'
import type { Text } from '../i18n/translate'
import type { SendController } from '../send/SendController'
import { useObservable } from '../state/useObservable'
import { useT } from '../i18n/useT'
import { chainReadNotice } from './chainReadNotice'

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
  const [history, setHistory] = useState<Address[]>([])
  const historyChain = chainBalances?.chain.id
  useEffect(() => {
    if (historyChain === undefined) return
    let live = true
    void send.form.counterparties(historyChain).then((list) => live && setHistory(list))
    return () => {
      live = false
    }
  }, [send, historyChain])

  const recipient = useMemo(() => checkRecipient(to, row && row.token !== 'native' ? row.token : undefined), [to, row])
  const lookalikeOf =
    recipient.kind === 'address' ? recipientHistory(recipient.address, history).lookalikeOf : undefined
  const amountCheck = useMemo(
    () =>
      row?.decimals === undefined
        ? undefined
        : checkAmount({
            input: amount,
            decimals: row.decimals,
            symbol: row.symbol,
            ...(row.value !== undefined && !row.stale ? { balance: row.value } : {}),
            allowDecimalComma: true,
          }),
    [amount, row],
  )
  const recipientError = to.trim() && recipient.kind === 'invalid' ? t.text(recipient.text) : undefined
  const amountError = amount.trim() && amountCheck && !amountCheck.ok ? t.text(amountCheck.text) : undefined
  const canContinue = !busy && !!row && recipient.kind !== 'invalid' && amountCheck?.ok === true
  // No balance read on this chain: Review stays off, and the form says why.
  const unreadable = !row && chainBalances?.status === 'error' ? chainBalances : undefined

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
      {chains.length > 1 && (
        <label className="field">
          <span>{t('send.network')}</span>
          <select value={chainId} onChange={(e) => setChainId(Number(e.target.value))}>
            {chains.map((c) => (
              <option key={c.chain.id} value={c.chain.id}>
                {c.chain.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span>{t('send.token')}</span>
        <select
          value={row?.token ?? ''}
          onChange={(e) => setToken(e.target.value as 'native' | Address)}
          data-testid="send-token"
        >
          {rows.map((r) => (
            <option key={r.token} value={r.token}>
              {r.symbol}
              {r.value !== undefined && r.decimals !== undefined
                ? ` — ${formatAmount(r.value, r.decimals, t.locale).display}`
                : ''}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('send.recipient')}</span>
        <input
          value={to}
          onChange={(e) => setTo(e.target.value)}
          placeholder="0x… or name.eth"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!!recipientError}
          aria-describedby={recipientError ? `${ids}-to-error` : undefined}
          data-testid="send-to"
        />
        {recipientError && (
          <span className="field-error" id={`${ids}-to-error`} data-testid="send-to-error">
            {recipientError}
          </span>
        )}
        {lookalikeOf && (
          <span className="field-error" role="alert" data-testid="send-to-lookalike">
            {t('send.warnLookalike', { known: lookalikeOf })}
          </span>
        )}
      </label>
      <label className="field">
        <span id={`${ids}-amount-label`}>{t('send.amount')}</span>
        <span className="amount-input">
          {/* Named by its label text alone: the Max button inside the label is not part of the field's name. */}
          <input
            aria-labelledby={`${ids}-amount-label`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="decimal"
            placeholder="0.0"
            autoComplete="off"
            aria-invalid={!!amountError}
            aria-describedby={amountError ? `${ids}-amount-error` : undefined}
            data-testid="send-amount"
          />
          <button type="button" className="link-button" onClick={setMax}>
            {t('send.max')}
          </button>
        </span>
        {amountError && (
          <span className="field-error" id={`${ids}-amount-error`} data-testid="send-amount-error">
            {amountError}
          </span>
        )}
        {maxError && (
          <span className="field-error" role="alert" data-testid="send-max-error">
            {maxError}
          </span>
        )}
      </label>
      {unreadable && (
        <p className="notice" role="status" id={`${ids}-unreadable`} data-testid="send-unreadable">
          {t('send.needsBalances', { chain: unreadable.chain.name })} {chainReadNotice(t, unreadable)}
        </p>
      )}
      <button
        type="submit"
        className="primary"
        disabled={!canContinue}
        aria-describedby={unreadable ? `${ids}-unreadable` : undefined}
      >
        {busy ? t('send.checking') : t('send.review')}
      </button>
      <button type="button" className="secondary" onClick={send.cancel}>
        {t('common.cancel')}
      </button>
    </form>
  )
}

/** An address no one holds: a transfer to an empty account costs the most gas, so Max priced for it holds for any. */
function freshAddress(): Address {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
