/**
 * How the loader placed this iframe: `inline` in a host container, or `modal` behind the
 * launcher button, where the iframe covers the viewport and the widget draws the dialog itself.
 */
export type Layout = 'inline' | 'modal'

export function detectLayout(): Layout {
  return location.hash === '#launcher' ? 'modal' : 'inline'
}
