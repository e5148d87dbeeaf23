import { useEffect } from 'react'
import type { WalletSession } from '../session/WalletSession'

/**
 * Inline layout: tells the loader the widget's height whenever it changes, so the iframe fits
 * its content (no inner scrollbar). The modal layout covers the viewport and needs none.
 */
export function useAutoHeight(session: Pick<WalletSession, 'layout' | 'reportHeight'>): void {
  useEffect(() => {
    if (session.layout !== 'inline') return
    const root = document.getElementById('root')
    if (!root || typeof ResizeObserver === 'undefined') return
    let last = 0
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(root.getBoundingClientRect().height)
      if (height === last) return
      last = height
      session.reportHeight(height)
    })
    observer.observe(root)
    return () => observer.disconnect()
  }, [session])
}
