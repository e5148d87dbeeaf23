import { useEffect, useState } from 'react'

/**
 * Renders the component again at `at` (a `Date.now()` time), so what it derives from the clock
 * (Confirm enabled once the guard's delay has passed) shows on time; nothing when undefined or past.
 */
export function useRerenderAt(at: number | undefined): void {
  const [, rerender] = useState(0)
  useEffect(() => {
    const wait = at === undefined ? 0 : at - Date.now()
    if (wait <= 0) return
    const timer = setTimeout(() => rerender((n) => n + 1), wait)
    return () => clearTimeout(timer)
  }, [at])
}
