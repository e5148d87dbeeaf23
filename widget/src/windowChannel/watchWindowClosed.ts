/** How often a window of ours is checked for being closed. */
const CLOSED_POLL_MS = 250

/**
 * Calls `onClosed` once `popup` (a window this widget opened) has been closed by the visitor, and returns
 * a stop function. A window that answers and then closes itself (the secure window's Confirm, the passkey
 * window's result) posts its message first, but the opener can see `closed` before that message is
 * delivered: taken at once, a confirm would read as a cancel. So a window counts as closed only when it
 * is still closed one poll later, by which time any message it sent before closing has arrived and
 * stopped this watch.
 */
export function watchWindowClosed(popup: Window, onClosed: () => void): () => void {
  let seenClosed = false
  const poll = setInterval(() => {
    if (!popup.closed) return
    if (!seenClosed) {
      seenClosed = true
      return
    }
    clearInterval(poll)
    onClosed()
  }, CLOSED_POLL_MS)
  return () => clearInterval(poll)
}
