/** How long the whole review must have been seen, without interruption, before Confirm takes a click. */
export const CONFIRM_DELAY_MS = 500

/**
 * Since when the review has been seen without interruption. A report of it not fully visible
 * stops the clock until it is visible again; an interruption that leaves it visible (the widget
 * window losing focus, the iframe resized) starts it again from zero. Pure: the hook feeds it
 * the browser's reports and the time.
 */
export class VisibilityClock {
  #visible = false
  #since: number | undefined

  /** A visibility report (IntersectionObserver v2, page visibility). */
  report(visible: boolean, now: number): void {
    if (visible && !this.#visible) this.#since = now
    if (!visible) this.#since = undefined
    this.#visible = visible
  }

  /** Something happened under the visitor's eyes (blur, resize): the wait starts over. */
  interrupt(now: number): void {
    if (this.#visible) this.#since = now
  }

  /** When Confirm may take a click for a review shown at `shownAt`; undefined while not visible. */
  readyAt(shownAt: number): number | undefined {
    return this.#since === undefined ? undefined : Math.max(this.#since, shownAt) + CONFIRM_DELAY_MS
  }
}
