import type { HeadsSocket, OpenHeadsSocket } from './headsSocket'

export type { HeadsHandlers, HeadsSocket, OpenHeadsSocket } from './headsSocket'

export type BlockWatcherOptions = {
  /** The chain's ws(s) URLs, tried in turn; none: the chain is polled only. */
  webSocketUrls: string[]
  pollIntervalMs: number
  /** One polling tick: reads the head over HTTP and refreshes when it is new. */
  poll: () => void
  /** The head read over HTTP (the eth_blockNumber a poll makes), for the silence check of a subscription that sends nothing. */
  readHead: () => Promise<bigint>
  /** The head is now at least `blockNumber` (a head the socket announced, or read on subscribing). */
  onHead: (blockNumber: bigint) => void
  /** Tests pass a fake; the widget loads viem's WebSocket transport only for chains that have a socket. */
  openSocket?: OpenHeadsSocket
}

/** The first wait before the socket is tried again; doubled on each failure in a row. */
const FIRST_RETRY_MS = 1000
const MAX_RETRY_MS = 30_000
/** A socket not subscribed by then is given up: a connect that hangs would otherwise never be retried. */
const CONNECT_TIMEOUT_MS = 10_000
/**
 * A subscription that has sent no head for max(3 × pollIntervalMs, this) is checked over HTTP. A
 * socket can look alive and say nothing: a server that subscribes and then sends no head, a NAT that
 * drops an idle TCP connection without a word (no keep-alive is sent, so nothing would ever fail).
 * Trade-off: on a chain that makes no block, the check costs one eth_blockNumber per window (at most
 * one a minute) where there was none; while heads arrive it costs no request and no timer churn (the
 * timer is set once per window, not per head). The 60 s floor keeps short idle windows, like those the
 * e2e tests and the bench measure (5–15 s after subscribing), at zero requests.
 */
const SILENCE_MIN_MS = 60_000

const openWithViem: OpenHeadsSocket = (url, handlers, signal) =>
  import('./subscribeNewHeads').then(({ subscribeNewHeads }) => subscribeNewHeads(url, handlers, signal))

/**
 * Tells one chain's balance tracker when to look: on each `newHeads` of the chain's WebSocket
 * while the subscription is alive (no request while heads arrive; a silent one is checked over HTTP
 * once a minute at most, see SILENCE_MIN_MS), else on an HTTP
 * polling tick every `pollIntervalMs`. When the socket fails or closes, polling takes over and
 * the socket is tried again after a backoff; once it is subscribed again, polling stops. While
 * the page is hidden, ticks are skipped and the latest head is held until it is visible again.
 */
export class BlockWatcher {
  readonly #options: BlockWatcherOptions
  readonly #openSocket: OpenHeadsSocket
  #stopped = false
  /** The current socket attempt; a callback of an earlier one (lost, timed out, stopped) is ignored. */
  #attempt = 0
  /** Gives the current attempt up, closing its socket even while it connects or subscribes. */
  #abort: AbortController | undefined
  #socket: HeadsSocket | undefined
  /** Connects made, to take the ws URLs in turn. */
  #tries = 0
  /** Socket failures since the last head: the backoff. Reset by a head, not by a subscribe, so a server that accepts and drops at once is not retried every second. */
  #failures = 0
  #pollTimer: ReturnType<typeof setInterval> | undefined
  #retryTimer: ReturnType<typeof setTimeout> | undefined
  #connectTimer: ReturnType<typeof setTimeout> | undefined
  #heldHead: bigint | undefined
  #keepPolling = false
  /** The live subscription's newest head (its own, or read over it on subscribing); undefined before the first. */
  #socketHead: bigint | undefined
  /** Since when the live subscription has been silent: its last head, or the last silence check. */
  #quietSince = 0
  #silenceTimer: ReturnType<typeof setTimeout> | undefined

  constructor(options: BlockWatcherOptions) {
    this.#options = options
    this.#openSocket = options.openSocket ?? openWithViem
  }

  start(): void {
    // Polling covers the time until the socket is subscribed (it may never be).
    this.#updatePolling()
    if (this.#options.webSocketUrls.length > 0) this.#connect()
    globalThis.document?.addEventListener('visibilitychange', this.#onVisibility)
  }

  /**
   * Polls whatever the socket's state while `on`: the tracker asks for it while its reads fail, so
   * they are retried on its backoff even when the next head is far off (a quiet chain).
   */
  keepPolling(on: boolean): void {
    this.#keepPolling = on
    this.#updatePolling()
  }

  stop(): void {
    this.#stopped = true
    this.#endAttempt()
    this.#updatePolling()
    clearTimeout(this.#retryTimer)
    this.#heldHead = undefined
    globalThis.document?.removeEventListener('visibilitychange', this.#onVisibility)
  }

  #connect(): void {
    const attempt = ++this.#attempt
    const urls = this.#options.webSocketUrls
    // Several ws(s) URLs: each retry goes to the next, so one provider's outage is not waited out.
    const url = urls[this.#tries++ % urls.length]!
    this.#abort = new AbortController()
    this.#connectTimer = setTimeout(() => this.#lost(attempt), CONNECT_TIMEOUT_MS)
    const handlers = { onHead: (head: bigint) => this.#head(attempt, head, true), onLost: () => this.#lost(attempt) }
    this.#openSocket(url, handlers, this.#abort.signal).then(
      (socket) => {
        // Stopped, timed out or lost while connecting: this socket is nobody's.
        if (attempt !== this.#attempt) return socket.close()
        clearTimeout(this.#connectTimer)
        this.#socket = socket
        this.#updatePolling()
        this.#quietSince = Date.now()
        this.#watchSilence(attempt)
        // A block mined between the last poll and the subscription would otherwise wait for the next one.
        socket.blockNumber().then(
          (head) => this.#head(attempt, head, false),
          () => this.#lost(attempt),
        )
      },
      () => this.#lost(attempt),
    )
  }

  #lost(attempt: number): void {
    if (attempt !== this.#attempt) return
    this.#endAttempt()
    this.#updatePolling()
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.#failures, MAX_RETRY_MS)
    this.#failures++
    this.#retryTimer = setTimeout(() => this.#connect(), delay)
  }

  /** Whatever state the attempt is in (connecting, subscribing, live), it is over: its socket closed, its callbacks ignored. */
  #endAttempt(): void {
    this.#attempt++
    clearTimeout(this.#connectTimer)
    clearTimeout(this.#silenceTimer)
    this.#silenceTimer = undefined
    this.#socketHead = undefined
    this.#abort?.abort()
    this.#abort = undefined
    this.#socket?.close()
    this.#socket = undefined
  }

  #silenceWindow(): number {
    return Math.max(3 * this.#options.pollIntervalMs, SILENCE_MIN_MS)
  }

  /** Checks the subscription once it has been silent for a window (see SILENCE_MIN_MS). */
  #watchSilence(attempt: number): void {
    const wait = this.#quietSince + this.#silenceWindow() - Date.now()
    this.#silenceTimer = setTimeout(() => this.#checkSilence(attempt), Math.max(wait, 0))
  }

  /**
   * Silent for a window: one HTTP read. A head past the socket's last one means the socket missed
   * it: it is lost (polling, a reconnect with backoff) and that head is handed over. Otherwise the
   * chain is quiet, and the next check is a window later. Skipped while the page is hidden (ticks are
   * too) or while polling runs anyway (keepPolling): the polls read the head already.
   */
  #checkSilence(attempt: number): void {
    this.#silenceTimer = undefined
    if (attempt !== this.#attempt) return
    if (Date.now() - this.#quietSince < this.#silenceWindow()) return this.#watchSilence(attempt)
    const quiet = () => {
      this.#quietSince = Date.now()
      this.#watchSilence(attempt)
    }
    if (isHidden() || this.#pollTimer !== undefined) return quiet()
    this.#options.readHead().then(
      (head) => {
        if (attempt !== this.#attempt) return
        const last = this.#socketHead
        if (last !== undefined && head <= last) return quiet()
        this.#lost(attempt)
        this.#deliver(head)
      },
      // The HTTP RPC failing says nothing of the socket.
      () => attempt === this.#attempt && quiet(),
    )
  }

  #head(attempt: number, head: bigint, fromSubscription: boolean): void {
    if (attempt !== this.#attempt) return
    if (fromSubscription) this.#failures = 0
    if (this.#socketHead === undefined || head > this.#socketHead) this.#socketHead = head
    this.#quietSince = Date.now()
    this.#deliver(head)
  }

  /** Hands `head` over, or holds the newest while the page is hidden. */
  #deliver(head: bigint): void {
    if (isHidden()) {
      if (this.#heldHead === undefined || head > this.#heldHead) this.#heldHead = head
      return
    }
    this.#options.onHead(head)
  }

  readonly #onVisibility = (): void => {
    if (isHidden() || this.#heldHead === undefined) return
    const head = this.#heldHead
    this.#heldHead = undefined
    this.#options.onHead(head)
  }

  /** Polling runs while there is no live subscription, or while asked to; never after stop. */
  #updatePolling(): void {
    if (!this.#stopped && (this.#socket === undefined || this.#keepPolling)) {
      this.#pollTimer ??= setInterval(() => {
        if (!isHidden()) this.#options.poll()
      }, this.#options.pollIntervalMs)
      return
    }
    clearInterval(this.#pollTimer)
    this.#pollTimer = undefined
  }
}

function isHidden(): boolean {
  return globalThis.document?.visibilityState === 'hidden'
}
