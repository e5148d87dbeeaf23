import { useEffect } from 'react'
import type { WidgetOptions } from '../../../protocol/bridge'
import type { WalletSession } from '../session/WalletSession'

/**
 * Applies the host's theme and accent to the widget: `data-theme` on the root element (CSS
 * variables do the rest; `auto` follows prefers-color-scheme) and the accent as `--wp-accent`
 * (the bridge has already checked it is a colour, never arbitrary CSS). Applied by the shell as
 * soon as the host's options arrive, so no screen shows in another theme first.
 */
export function useTheme(options: WidgetOptions | undefined): void {
  const { theme = 'light', accent } = options ?? {}
  useEffect(() => {
    const root = document.documentElement
    root.dataset.theme = theme
    if (accent) root.style.setProperty('--wp-accent', accent)
    else root.style.removeProperty('--wp-accent')
  }, [theme, accent])
}

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
