import type { BalanceChange } from './balanceChangesOf'
import type { SimulationOutcome } from './simulateTransaction'

/**
 * What running the calls as the UserOperation took from the account beyond the calls themselves (its losses
 * only): a paymaster's charge. Unknown when the calls alone could not be simulated: then the operation is not
 * shown to take nothing.
 */
export function operationTakesOf(
  operation: SimulationOutcome,
  callsAlone: SimulationOutcome,
): BalanceChange[] | undefined {
  if (operation.status === 'unavailable' || callsAlone.status === 'unavailable') return undefined
  const alone = new Map(callsAlone.changes.map((change) => [assetKey(change), change.diff]))
  return operation.changes
    .map((change) => ({ ...change, diff: change.diff - (alone.get(assetKey(change)) ?? 0n) }))
    .filter((change) => change.diff < 0n)
}

const assetKey = ({ token, tokenId }: BalanceChange) => `${token.toLowerCase()}#${tokenId ?? ''}`
