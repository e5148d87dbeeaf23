import type { Address } from 'viem'
import type { BalanceRow, ChainBalances } from '../balances/BalanceTracker'
import { formatAmount } from '../balances/formatAmount'
import { useT } from '../i18n/useT'
import { Isolated } from '../i18n/Isolated'

/** The network to send on, where there are several. */
export function NetworkField({
  chains,
  chainId,
  choose,
}: {
  chains: ChainBalances[]
  chainId: number
  choose: (chainId: number) => void
}) {
  const t = useT()
  return (
    <label className="field">
      <span>{t('send.network')}</span>
      <select value={chainId} onChange={(e) => choose(Number(e.target.value))}>
        {chains.map((c) => (
          <option key={c.chain.id} value={c.chain.id}>
            {c.chain.name}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The token to send, each with its balance. */
export function TokenField({
  rows,
  row,
  choose,
}: {
  rows: BalanceRow[]
  row: BalanceRow | undefined
  choose: (token: 'native' | Address) => void
}) {
  const t = useT()
  return (
    <label className="field">
      <span>{t('send.token')}</span>
      <select
        value={row?.token ?? ''}
        onChange={(e) => choose(e.target.value as 'native' | Address)}
        data-testid="send-token"
      >
        {rows.map((r) => (
          // An option holds text only, no isolate: left to right as a whole, its symbol (bidi controls dropped as it
          // is read, tokenMetadata.ts) stays before its amount.
          <option key={r.token} value={r.token} dir="ltr">
            {r.symbol}
            {r.value !== undefined && r.decimals !== undefined
              ? ` — ${formatAmount(r.value, r.decimals, t.locale).display}`
              : ''}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The recipient, as typed, with what is wrong with it and the earlier counterparty it looks like. */
export function RecipientField({
  ids,
  to,
  change,
  error,
  lookalikeOf,
}: {
  ids: string
  to: string
  change: (to: string) => void
  error: string | undefined
  lookalikeOf: Address | undefined
}) {
  const t = useT()
  return (
    <label className="field">
      <span>{t('send.recipient')}</span>
      <input
        value={to}
        onChange={(e) => change(e.target.value)}
        placeholder="0x… or name.eth"
        spellCheck={false}
        autoComplete="off"
        aria-invalid={!!error}
        aria-describedby={error ? `${ids}-to-error` : undefined}
        data-testid="send-to"
      />
      {error && (
        <span className="field-error" id={`${ids}-to-error`} data-testid="send-to-error">
          {error}
        </span>
      )}
      {lookalikeOf && (
        <span className="field-error" role="alert" data-testid="send-to-lookalike">
          <Isolated text="send.warnLookalike" params={{ known: lookalikeOf }} />
        </span>
      )}
    </label>
  )
}

/** The amount, as typed, with Max and what is wrong with either. */
export function AmountField({
  ids,
  amount,
  change,
  setMax,
  error,
  maxError,
}: {
  ids: string
  amount: string
  change: (amount: string) => void
  setMax: () => void
  error: string | undefined
  maxError: string | undefined
}) {
  const t = useT()
  return (
    <label className="field">
      <span id={`${ids}-amount-label`}>{t('send.amount')}</span>
      <span className="amount-input">
        {/* Named by its label text alone: the Max button inside the label is not part of the field's name. */}
        <input
          aria-labelledby={`${ids}-amount-label`}
          value={amount}
          onChange={(e) => change(e.target.value)}
          inputMode="decimal"
          placeholder="0.0"
          autoComplete="off"
          aria-invalid={!!error}
          aria-describedby={error ? `${ids}-amount-error` : undefined}
          data-testid="send-amount"
        />
        <button type="button" className="link-button" onClick={setMax}>
          {t('send.max')}
        </button>
      </span>
      {error && (
        <span className="field-error" id={`${ids}-amount-error`} data-testid="send-amount-error">
          {error}
        </span>
      )}
      {maxError && (
        <span className="field-error" role="alert" data-testid="send-max-error">
          {maxError}
        </span>
      )}
    </label>
  )
}
