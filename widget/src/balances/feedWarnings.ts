/**
 * One console warning per feed when it stops giving a price (reverted, zero or less, from the future, stale), not one
 * per block while it stays so; a feed that gave a price again warns again when it next stops. The visitor sees no
 * number and why (BalancesPanel); whoever runs the deployment reads this.
 */
export class FeedWarnings {
  /** By chain and feed address: the kind of the last warning, while the feed gives no price. */
  readonly #warned = new Map<string, string>()

  /** The outcome of one read of `feed` on `chainId`. */
  note(chainId: number, feed: string, outcome: { unavailable: string; reason: string } | object): void {
    const key = `${chainId}:${feed.toLowerCase()}`
    if (!('unavailable' in outcome)) {
      this.#warned.delete(key)
      return
    }
    if (this.#warned.get(key) === outcome.unavailable) return
    this.#warned.set(key, outcome.unavailable)
    console.warn(`walletport: chain ${chainId}, feed ${feed}: ${outcome.reason}; no value is shown`)
  }
}
