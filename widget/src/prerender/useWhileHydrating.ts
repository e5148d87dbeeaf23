import { useSyncExternalStore } from 'react'

/** Nothing to subscribe to: whether React is hydrating changes only by React rendering again. */
const subscribe = () => () => {}

/**
 * `value` while React renders this tree at build time or hydrates it in the browser, and undefined on
 * every render after (and on a page rendered from nothing). React's own hook for it: on the server and
 * in hydration it reads the server snapshot, then renders again with the browser's at once. A screen
 * prerendered without something only the browser knows (the site's name) shows it one render later,
 * and the two renders of hydration match.
 */
export function useWhileHydrating<T>(value: T | undefined): T | undefined {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  )
  return hydrating ? value : undefined
}
