/** The key press behind a key's click on a button: when it went down, whether it repeated, when it came up. */
export type KeyPress = { at: number; held: boolean; releasedAt?: number }

/** How soon after its key came up a click is still that key's (Space clicks on release, in the same task). */
const RELEASE_CLICK_MS = 50

/**
 * Follows Enter and Space on one button, so that a key's click is judged by when its key went down and whether it
 * was held, not by when the click arrived: a held key repeats (Enter clicks on every repeat; Space clicks on release,
 * however late), and a lure of "Tab, then hold Enter" would otherwise confirm once the focus had lasted the delay.
 */
export class KeyPresses {
  #press: KeyPress | undefined

  onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    this.#press = event.repeat
      ? { ...(this.#press ?? { at: Date.now() }), held: true }
      : { at: Date.now(), held: false }
  }

  onKeyUp = (event: React.KeyboardEvent): void => {
    if (this.#press && (event.key === 'Enter' || event.key === ' '))
      this.#press = { ...this.#press, releasedAt: Date.now() }
  }

  /** The press behind a click at `now`: undefined where no key is (a screen reader's press through the tree). */
  current = (now: number): KeyPress | undefined => {
    const press = this.#press
    if (!press || (press.releasedAt !== undefined && now - press.releasedAt > RELEASE_CLICK_MS)) return undefined
    return press
  }
}
