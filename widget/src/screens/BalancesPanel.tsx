import { useMemo } from 'react'
import type { BalanceRow, BalanceTracker, ChainBalances } from '../balances/BalanceTracker'
import { chainValues, type ChainValues } from '../balances/chainValues'
import type { CurrencyChoice } from '../balances/CurrencyChoice'
import { formatAmount } from '../balances/formatAmount'
import { useObservable } from '../state/useObservable'
import { useT } from '../i18n/useT'
import { Isolated } from '../i18n/Isolated'
import { siteTokensEn } from '../i18n/siteTokens/en'
import { chainReadNotice } from './chainReadNotice'
import { BalanceWorth, ChainTotal } from './BalanceWorth'
import { CurrencySelect } from './CurrencySelect'

/** Balances of every mounted chain, grouped by network, kept live by the session's tracker, worth in `currency`. */
type Props = { balances: BalanceTracker; walletChainId: number; currency: CurrencyChoice }

export function BalancesPanel({ balances, walletChainId, currency }: Props) {
  const t = useT()
  const { chains } = useObservable(balances)
  useObservable(currency)
  const wanted = currency.current()
  // The network the wallet is on comes first: that is where the visitor is looking.
  const ordered = [...chains].sort(
    (a, b) => Number(b.chain.id === walletChainId) - Number(a.chain.id === walletChainId),
  )
  const refresh = () => void balances.refresh()
  return (
    <section aria-labelledby="balances-title" className="balances">
      <div className="section-head">
        <h2 id="balances-title">{t('balances.title')}</h2>
        <button type="button" className="link-button" onClick={refresh}>
          {t('balances.refresh')}
        </button>
      </div>
      <CurrencySelect currency={currency} chains={ordered.map(({ chain }) => chain)} />
      {ordered.map((chainBalances) => (
        <ChainSection
          key={chainBalances.chain.id}
          balances={chainBalances}
          values={chainValues(chainBalances.chain, chainBalances.fx, wanted)}
          locale={t.locale}
          onRetry={refresh}
        />
      ))}
    </section>
  )
}

type ChainProps = { balances: ChainBalances; values: ChainValues; locale: string; onRetry: () => void }

function ChainSection({ balances, values, locale, onRetry }: ChainProps) {
  const t = useT()
  const { chain, status, rows, error } = balances
  return (
    <div className="chain" data-testid="chain-balances" data-chain={chain.id} aria-busy={status === 'loading'}>
      {balances.chain && <h3>{chain.name}</h3>}
      {status === 'loading' && rows.length === 0 && (
        <ul className="balance-list" aria-label={t('balances.loading', { chain: chain.name })}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="balance-row skeleton" aria-hidden="true" />
          ))}
        </ul>
      )}
      {status === 'error' && (
        // The RPC's own words are for whoever asks (title); the visitor reads which network and that it retries.
        <div
          className="notice"
          role="alert"
          data-testid="chain-error"
          data-reason={balances.missingMulticall3 ? 'multicall3' : 'rpc'}
          title={error}
        >
          {rows.length > 0 ? `${t('balances.lastKnown')} ` : ''}
          {chainReadNotice(t, balances)}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      <ChainTotal chain={chain} rows={rows} values={values} locale={locale} />
      {rows.length > 0 && (
        <ul className="balance-list">
          {rows.map((row) => (
            <BalanceItem key={row.token} row={row} values={values} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  )
}

function BalanceItem({ row, values, locale }: { row: BalanceRow; values: ChainValues; locale: string }) {
  const t = useT()
  const amount =
    row.value !== undefined && row.decimals !== undefined ? formatAmount(row.value, row.decimals, locale) : undefined
  return (
    <li
      className={`balance-row${row.stale ? ' stale' : ''}`}
      data-testid="balance-row"
      data-token={row.token}
      data-symbol={row.symbol}
    >
      <span className="balance-token">
        <span className="balance-symbol" dir="ltr">
          {row.symbol}
        </span>
        {row.name && <span className="balance-name">{row.name}</span>}
        {row.addedBySite && <SiteTokenNote row={row} />}
      </span>
      <span className="balance-value">
        {amount && (
          <span data-testid="balance-amount" dir="ltr" title={`${amount.exact} ${row.symbol}`}>
            {amount.display}
          </span>
        )}
        {row.error && (
          <span className="balance-error" data-testid="balance-error" title={row.error}>
            {amount ? t('balances.notUpdated') : t('balances.unavailable')}: {row.error}
          </span>
        )}
        {!row.error && row.stale && <span className="balance-error">{t('balances.notUpdated')}</span>}
        <BalanceWorth row={row} values={values} locale={locale} />
      </span>
    </li>
  )
}

/**
 * A token only the host page listed: said so, with its contract address (what identifies it; its
 * symbol is the contract's own word), and, where its symbol or name reads as a listed token's, called
 * a look-alike of that one.
 */
function SiteTokenNote({ row }: { row: BalanceRow }) {
  const base = useT()
  const t = useMemo(() => base.with(siteTokensEn), [base])
  return (
    <>
      {/* The muted small line of a token's name, wrapping where the name would be cut: the address is read whole. */}
      <span
        className="balance-name"
        style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        data-testid="token-added-by-site"
      >
        <Isolated text="tokens.addedBySite" params={{ address: row.token }} t={t} />
      </span>
      {row.lookalikeOf !== undefined && (
        <span className="balance-error" role="note" data-testid="token-lookalike">
          <Isolated text="tokens.lookalike" params={{ symbol: row.lookalikeOf }} t={t} />
        </span>
      )}
    </>
  )
}
