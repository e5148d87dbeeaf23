/** The socket side of block watching: what BlockWatcher asks of a `newHeads` subscription (subscribeNewHeads.ts gives it). */

/** A live `newHeads` subscription on one socket. */
export type HeadsSocket = {
  /** The chain's head, read over the same socket. */
  blockNumber(): Promise<bigint>
  /** Ends the subscription and the socket; no handler is called after it. */
  close(): void
}

export type HeadsHandlers = {
  onHead: (blockNumber: bigint) => void
  /** The socket failed or closed; at most once, and possibly while subscribing (the open then rejects too). */
  onLost: () => void
}

/** Opens a socket to `url` and resolves once `newHeads` is subscribed; rejects when it cannot, or once `signal` gives it up. */
export type OpenHeadsSocket = (url: string, handlers: HeadsHandlers, signal: AbortSignal) => Promise<HeadsSocket>
