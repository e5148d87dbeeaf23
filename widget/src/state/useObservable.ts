import { useSyncExternalStore } from 'react'
import type { Observable } from './Observable'

/** Re-renders the component whenever `observable` publishes. */
export function useObservable<T>(observable: Observable<T>): T {
  return useSyncExternalStore(observable.subscribe, observable.getSnapshot)
}

const nothing = () => () => {}
const none = () => undefined

/** The same, for an observable that may not exist yet: undefined until it does. */
export function useOptionalObservable<T>(observable: Observable<T> | undefined): T | undefined {
  return useSyncExternalStore(observable?.subscribe ?? nothing, observable?.getSnapshot ?? none)
}
