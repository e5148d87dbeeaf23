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

  /** Resolves with the first value `pick` finds something in, now or at a later publish. */
  protected when<R>(pick: (value: T) => R | undefined): Promise<R> {
    const now = pick(this.#value)
    if (now !== undefined) return Promise.resolve(now)
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        const found = pick(this.#value)
        if (found === undefined) return
        unsubscribe()
        resolve(found)
      })
    })
  }
}
