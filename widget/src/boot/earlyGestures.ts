/**
 * Clicks on the prerendered first screen before React has hydrated it. Its buttons are HTML made at
 * build time, with no handler and no guard behind them: a click there must neither act nor vanish
 * without a word. Each is stopped before it reaches the page, and the page's note (rendered with the
 * screen, in its language, outside React's root) says that the click did nothing and to choose again.
 * Returns the hand-over, called once React has hydrated: from then on every click is the guard's to
 * judge, and a note shown stays until the visitor's next gesture, whichever screen is there by then
 * (the wallet's own connect screen may have taken over).
 */
export function stopEarlyGestures(root: HTMLElement, note: HTMLElement | null): () => void {
  let took = false
  const stop = (event: Event) => {
    if (!root.contains(event.target as Node)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    took = true
    if (note) note.hidden = false
  }
  const dismiss = () => note?.remove()
  // Capture, on the window: before any listener of the page's, React's root listeners included.
  addEventListener('click', stop, true)
  return () => {
    removeEventListener('click', stop, true)
    if (!took) return dismiss()
    addEventListener('pointerdown', dismiss, { once: true, capture: true })
    addEventListener('keydown', dismiss, { once: true, capture: true })
  }
}
