import { useEffect, type ReactNode } from 'react'
import type { Address } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import type { ActivityEntry } from '../activity/scanTransfers'
import { formatAmount } from '../balances/formatAmount'
import { useT, type T } from '../i18n/useT'
import type { ActivityTracker } from '../activity/ActivityTracker'
import type { BalanceTracker } from '../balances/BalanceTracker'
import type { Embedding } from '../session/WalletSession'
import { useObservable } from '../state/useObservable'
import { Isolated } from '../i18n/Isolated'

/** `balances`: the chain-read symbol and decimals of the tokens in the list. */
type Props = {
  /** The "through <site>" note of a wallet the host page relays (RelayedWalletNote): on this screen too. */
  relayedNote?: ReactNode
  activity: ActivityTracker
  balances: BalanceTracker
  embedding: Embedding
  address: Address
  onBack: () => void
}

const STATUS_TEXT = {
  confirmed: 'activity.confirmed',
  pending: 'activity.pending',
  failed: 'activity.failedStatus',
} as const

/**
 * Activity: the widget's sends and the listed tokens' transfers in and out of this account, newest
 * first, each with direction, amount, counterparty (shortened; whole on focus), time, status and an
 * explorer link; followed while open (a transfer that lands appears without a click).
 */
export default function ActivityScreen({ activity, balances, embedding, address, onBack, relayedNote }: Props) {
  const t = useT()
  const view = useObservable(activity)
  useEffect(() => activity.open(address, embedding.chains), [activity, embedding, address])
  const locale = t.locale
  return (
    <section aria-labelledby="activity-title" data-testid="activity" data-status={view.status}>
      <h1 id="activity-title">{t('activity.title')}</h1>
      {relayedNote}
      {view.status === 'error' && (
        <p className="notice" role="alert" data-testid="activity-error">
          {view.entries.length > 0 ? `${t('balances.lastKnown')} ` : ''}
          {t('activity.failed', { reason: view.error ?? '' })}
        </p>
      )}
      {view.status === 'loading' && (
        <p className="muted" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
      {view.status === 'ready' && view.entries.length === 0 && (
        <p className="muted" data-testid="activity-empty">
          {t('activity.empty')}
        </p>
      )}
      {view.entries.length > 0 && (
        <ul className="activity-list" aria-live="polite">
          {view.entries.map((entry) => (
            <ActivityRow
              key={`${entry.chainId}:${entry.hash}:${entry.logIndex}`}
              entry={entry}
              chain={embedding.chains.find((c) => c.id === entry.chainId)}
              balances={balances}
              locale={locale}
            />
          ))}
        </ul>
      )}
      <button type="button" className="secondary" onClick={onBack}>
        {t('common.back')}
      </button>
    </section>
  )
}

/** One transfer in or out: how much, with whom, when, on which network, how far it got, and its explorer link. */
function ActivityRow({
  entry,
  chain,
  balances,
  locale,
}: {
  entry: ActivityEntry
  chain: ChainConfig | undefined
  balances: BalanceTracker
  locale: string
}) {
  const t = useT()
  const amount = amountText(entry, chain, balances, locale, t)
  const short = `${entry.counterparty.slice(0, 6)}…${entry.counterparty.slice(-4)}`
  const when = whenText(entry, locale, t)
  const explorer = chain?.explorerUrl ? `${chain.explorerUrl.replace(/\/$/, '')}/tx/${entry.hash}` : undefined
  return (
    <li
      className={`activity-row ${entry.direction}`}
      data-testid="activity-row"
      data-direction={entry.direction}
      data-hash={entry.hash}
      data-status={entry.status}
    >
      <div className="activity-main">
        <span aria-hidden="true">{entry.direction === 'in' ? '↓' : '↑'}</span>{' '}
        <Isolated text={entry.direction === 'in' ? 'activity.received' : 'activity.sent'} params={{ amount }} />{' '}
        <span
          className="address"
          dir="ltr"
          tabIndex={0}
          title={entry.counterparty}
          aria-label={entry.counterparty}
          data-testid="activity-counterparty"
        >
          {short}
        </span>
      </div>
      <div className="activity-meta muted">
        {[chain?.name, when, t(STATUS_TEXT[entry.status])].filter(Boolean).join(' · ')}
        {explorer && (
          <>
            {' · '}
            <a href={explorer} target="_blank" rel="noreferrer noopener">
              {t('activity.explorer')}
            </a>
          </>
        )}
      </div>
    </li>
  )
}

/** The amount moved, in its token's units where its decimals are known, else in base units. */
function amountText(
  entry: ActivityEntry,
  chain: ChainConfig | undefined,
  balances: BalanceTracker,
  locale: string,
  t: T,
) {
  const row = entry.token === 'native' ? undefined : balances.row(entry.chainId, entry.token)
  const symbol =
    entry.token === 'native' ? (chain?.nativeCurrency.symbol ?? 'ETH') : (row?.symbol ?? t('approval.tokens'))
  const decimals = entry.token === 'native' ? (chain?.nativeCurrency.decimals ?? 18) : row?.decimals
  return decimals === undefined
    ? `${entry.amount} ${t('review.baseUnits')}`
    : `${formatAmount(entry.amount, decimals, locale).display} ${symbol}`
}

/** When it happened: the block's time where known, else its block number, else nothing yet. */
function whenText(entry: ActivityEntry, locale: string, t: T): string {
  if (entry.timestamp !== undefined) return new Date(entry.timestamp * 1000).toLocaleString(locale)
  return entry.blockNumber !== undefined ? t('activity.block', { block: String(entry.blockNumber) }) : ''
}
