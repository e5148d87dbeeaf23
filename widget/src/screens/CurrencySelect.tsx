import { useMemo } from 'react'
import type { ChainConfig } from '../../../protocol/config'
import type { CurrencyChoice } from '../balances/CurrencyChoice'
import { useObservable } from '../state/useObservable'
import { useT } from '../i18n/useT'

type Props = { currency: CurrencyChoice; chains: ChainConfig[] }

/**
 * The visitor's currency: "automatic" (the host's, else the language's) or one the mounted chains have a rate for,
 * remembered (CurrencyChoice). Not shown where no chain has an FX feed: every value is in USD then.
 */
export function CurrencySelect({ currency, chains }: Props) {
  const t = useT()
  const { chosen } = useObservable(currency)
  const codes = useMemo(() => {
    const rated = new Set(chains.flatMap((chain) => Object.keys(chain.fxFeeds ?? {})))
    return rated.size === 0 ? [] : ['USD', ...[...rated].sort()]
  }, [chains])
  const names = useMemo(() => new Intl.DisplayNames([t.locale], { type: 'currency' }), [t.locale])
  if (codes.length === 0) return null
  // A remembered code no chain here rates (another deployment's) is still the visitor's: it stays on the list.
  const listed = chosen === undefined || codes.includes(chosen) ? codes : [...codes, chosen]
  return (
    <label className="network-select">
      <span>{t('balances.currency')}</span>
      <select
        data-testid="currency-select"
        value={chosen ?? ''}
        onChange={(event) => currency.choose(event.target.value || undefined)}
      >
        <option value="">{t('balances.currencyAuto', { currency: currency.automatic() })}</option>
        {listed.map((code) => (
          <option key={code} value={code}>
            {`${code} · ${names.of(code) ?? code}`}
          </option>
        ))}
      </select>
    </label>
  )
}
