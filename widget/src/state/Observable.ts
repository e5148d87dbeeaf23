/**
 * A value that React reads with `useSyncExternalStore`: the session, the balances and the send
 * flow each extend it. Only the owner changes the value (`publish`); everyone else subscribes.
 */
export class Observable<T> {
  #value: T
  readonly #listeners = new Set<() => void>()

  constructor(initial: T) {
    this.#value = initial
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  getSnapshot = (): T => this.#value

  protected publish(value: T): void {
    this.#value = value
    for (const listener of [...this.#listeners]) listener()
  }

  /**
   * Resolves with the first thing `pick` finds in the value, now or at a later publish; with
   * `timeoutMs`, resolves undefined when nothing came by then (and stops listening either way).
   */
  protected when<R>(pick: (value: T) => R | undefined): Promise<R>
  protected when<R>(pick: (value: T) => R | undefined, timeoutMs: number): Promise<R | undefined>
  protected when<R>(pick: (value: T) => R | undefined, timeoutMs?: number): Promise<R | undefined> {
    const now = pick(this.#value)
    if (now !== undefined) return Promise.resolve(now)
    return new Promise((resolve) => {
      const done = (result: R | undefined) => {
        clearTimeout(timer)
        unsubscribe()
        resolve(result)
      }
      const timer = timeoutMs === undefined ? undefined : setTimeout(() => done(undefined), timeoutMs)
      const unsubscribe = this.subscribe(() => {
        const found = pick(this.#value)
        if (found !== undefined) done(found)
      })
    })
  }
}
