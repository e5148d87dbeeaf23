/**
 * Clicks on the prerendered first screen before React has hydrated it. Its buttons are HTML made at
 * build time, with no handler and no guard behind them: a click there must neither act nor vanish
 * without a word. Each is stopped before it reaches the page, and the page's note (rendered with the
 * screen, in its language, outside React's root) says that the click did nothing and to choose again.
 * Once hydrated, every click is the guard's to judge; the note stays until the visitor's next gesture,
 * whichever screen is there by then (the wallet's own connect screen may have taken over).
 */
export class EarlyGestures {
  #root: HTMLElement
  #note: HTMLElement | null
  #took = false
  #listening = true

  constructor(root: HTMLElement, note: HTMLElement | null) {
    this.#root = root
    this.#note = note
    // Capture, on the window: before any listener of the page's, React's root listeners included.
    addEventListener('click', this.#stop, true)
  }

  /** Stops stopping clicks: React has hydrated the screen. A note shown stays until the next gesture. */
  handOver(): void {
    if (!this.#listening) return
    this.#listening = false
    removeEventListener('click', this.#stop, true)
    if (!this.#took) return this.#note?.remove()
    const dismiss = () => this.#note?.remove()
    addEventListener('pointerdown', dismiss, { once: true, capture: true })
    addEventListener('keydown', dismiss, { once: true, capture: true })
  }

  #stop = (event: Event) => {
    if (!(event.target instanceof Node) || !this.#root.contains(event.target)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    this.#took = true
    if (this.#note) this.#note.hidden = false
  }
}
