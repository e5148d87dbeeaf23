import { useSyncExternalStore } from 'react'
import type { Observable } from './Observable'

/**
 * Re-renders the component whenever `observable` publishes. The same snapshot at build time and in
 * hydration (renderFirstScreen.tsx): what a screen shows there is decided by its props.
 */
export function useObservable<T>(observable: Observable<T>): T {
  return useSyncExternalStore(observable.subscribe, observable.getSnapshot, observable.getSnapshot)
}

const nothing = () => () => {}
const none = () => undefined

/** The same, for an observable that may not exist yet: undefined until it does. */
export function useOptionalObservable<T>(observable: Observable<T> | undefined): T | undefined {
  const snapshot = observable?.getSnapshot ?? none
  return useSyncExternalStore(observable?.subscribe ?? nothing, snapshot, snapshot)
}
