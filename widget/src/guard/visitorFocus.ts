/**
 * Since when the focus in this document has been the visitor's own: from a pointer or a finger coming down inside
 * it, for as long as the window keeps the focus. Undefined while the focus is one the host page gave: `iframe.focus()`,
 * or a Tab out of a host field, which the widget cannot tell from the host's script. Every key after such a focus,
 * however many Tabs move it around inside, is still on a focus the host gave, so none of them may confirm.
 *
 * Any loss of the window's focus ends it, however short: a host that takes the focus to its own field and has the
 * visitor Tab back does so in tens of milliseconds, as fast as anything the widget does itself (Chromium sometimes
 * blurs the frame as a new screen removes the focused button: the visitor's next key is then told to click again).
 */
let visitorSince: number | undefined
let watching = false

/** Starts following this document's focus (once per document; later calls do nothing). */
export function watchVisitorFocus(): void {
  if (watching || typeof window === 'undefined') return
  watching = true
  // Capture, passive: seen before any handler of the widget's, never delayed by one. Only the browser's own events:
  // a script of this document cannot make a trusted one, and the host's scripts cannot reach this document at all.
  // A click coming in from the host page: pointerdown first, then the window's focus, which leaves this as it is.
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted) visitorSince ??= Date.now()
    },
    { capture: true, passive: true },
  )
  window.addEventListener('blur', () => (visitorSince = undefined))
}

/** Since when the visitor's own pointer or finger has held this document's focus; undefined: the host gave it. */
export function visitorFocusSince(): number | undefined {
  return visitorSince
}
