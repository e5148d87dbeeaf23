import { useEffect } from 'react'
import type { WidgetOptions } from '../../../protocol/bridge'
import { applyLook } from '../theme/look'

/**
 * Applies the host's theme and accent to the widget: `data-theme` on the root element (CSS
 * variables do the rest; `auto` follows prefers-color-scheme) and the accent as `--wp-accent`
 * (the bridge has already checked it is a colour, never arbitrary CSS). Applied by the shell as
 * soon as the host's options arrive, so no screen shows in another theme first.
 */
export function useTheme(options: WidgetOptions | undefined): void {
  const { theme = 'light', accent } = options ?? {}
  useEffect(() => applyLook({ theme, ...(accent ? { accent } : {}) }), [theme, accent])
}
