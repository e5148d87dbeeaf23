import { useSyncExternalStore } from 'react'
import type { BalancesSnapshot, BalanceTracker } from './BalanceTracker'

export function useBalances(tracker: BalanceTracker): BalancesSnapshot {
  return useSyncExternalStore(tracker.subscribe, tracker.getSnapshot)
}
