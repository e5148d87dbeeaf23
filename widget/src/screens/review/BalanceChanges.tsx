import type { ChainConfig } from '../../../../protocol/config'
import { useT } from '../../i18n/useT'
import './review.css'
import type { SimulationOutcome } from '../../review/simulateTransaction'
import { tokenAmountText } from './amounts'

type Props = { simulation: SimulationOutcome | undefined; chain: ChainConfig; locale: string }

/**
 * The simulated effect on the visitor's balances: what leaves the account in red, what arrives
 * in green, each token by its chain-read symbol and contract; or why there is no preview.
 */
export function BalanceChanges({ simulation, chain, locale }: Props) {
  const t = useT()
  if (!simulation) return null
  if (simulation.status === 'unavailable') {
    return (
      <p className="notice" data-testid="simulation" data-status="unavailable">
        {t('review.previewUnavailable', { reason: simulation.reason })}
      </p>
    )
  }
  return (
    <div className="balance-changes" data-testid="simulation" data-status={simulation.status}>
      <h2>{t('review.changes')}</h2>
      {simulation.changes.length === 0 ? (
        <p className="muted">{t('review.noChanges')}</p>
      ) : (
        <ul>
          {simulation.changes.map((change) => {
            const native = change.token === 'native'
            const info = native
              ? { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals }
              : change
            const magnitude = change.diff < 0n ? -change.diff : change.diff
            const amount = tokenAmountText(magnitude, info, locale)
            const text =
              change.tokenId !== undefined
                ? t('review.items', {
                    // A number for the language's plural where it is one exactly; beyond, its digits (the `other` form).
                    count: magnitude <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(magnitude) : magnitude.toString(),
                    id: change.tokenId.toString(),
                    symbol: change.symbol ?? '',
                  }).trim()
                : `${amount.text}${amount.baseUnits ? ` ${t('review.baseUnits')}` : ''}`
            return (
              <li
                key={`${change.token}#${change.tokenId ?? ''}`}
                className={change.diff < 0n ? 'loss' : 'gain'}
                data-testid="balance-change"
              >
                <span className="amount" dir="ltr">
                  {change.diff < 0n ? '−' : '+'}
                  {text}
                </span>
                {!native && (
                  <span className="address" dir="ltr">
                    {change.token}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
