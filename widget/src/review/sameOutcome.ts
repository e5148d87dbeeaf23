import type { BalanceChange } from './balanceChangesOf'
import type { SimulationOutcome } from './simulateTransaction'

/**
 * Whether two previews say the same: the same status, the same balance changes asset by asset, and the
 * same warning that the contract behaves differently when watched. A revert's wording is not compared (a
 * node may word it otherwise from one run to the next); what it would do to the visitor is. A bundle's runs
 * are compared without the operator's token paymaster's fee (`comparedChanges`): it follows the base fee.
 */
export function sameOutcome(a: SimulationOutcome, b: SimulationOutcome): boolean {
  if (a.status === 'unavailable' || b.status === 'unavailable') return a.status === b.status
  return (
    a.status === b.status &&
    changesKey(a.comparedChanges ?? a.changes) === changesKey(b.comparedChanges ?? b.changes) &&
    !a.behavesDifferently === !b.behavesDifferently
  )
}

const changesKey = (changes: BalanceChange[]) =>
  changes
    .map(({ token, tokenId, diff }) => `${token.toLowerCase()}#${tokenId ?? ''}:${diff}`)
    .sort()
    .join(',')
