import { useSyncExternalStore } from 'react'
import type { Observable } from './Observable'

/** Re-renders the component whenever `observable` publishes. */
export function useObservable<T>(observable: Observable<T>): T {
  return useSyncExternalStore(observable.subscribe, observable.getSnapshot)
}
