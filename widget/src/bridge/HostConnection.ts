import type { BridgeResponse, WidgetOptions } from '../../../protocol/bridge'
import type { DeploymentConfig } from '../../../protocol/config'
import { toErrorInfo, WalletportError } from '../../../protocol/errors'
import { parseAgentResponse } from '../../../protocol/parseAgentResponse'
import { field, isPlainObject } from '../../../protocol/guards'
import { parseWidgetOptions } from '../../../protocol/parseWidgetOptions'
import { checkWidgetOptions } from '../boot/checkWidgetOptions'
import type { HostLink } from '../session/WalletSession'
import { Observable } from '../state/Observable'
import { connectHost } from './connectHost'

/**
 * The wallet's answer to a host call other than `configure`, which the connection keeps. The
 * wallet parses the call (protocol/validate.ts) before anything else: its parsers load with it.
 */
export type WalletRequestHandler = (raw: unknown) => Promise<unknown>

/** Opens the bridge to the host: penpal's (connectHost.ts), or a test's. */
export type ConnectToHost = (
  hostOrigin: string,
  call: (raw: unknown) => Promise<BridgeResponse>,
) => {
  promise: Promise<{ notify(message: unknown): unknown; agent(request: unknown): Promise<unknown> }>
  destroy(): void
}

/** Calls held while the wallet loads; our loader sends a handful at most. */
const MAX_WAITING = 64

/** The host's mount options, once it has sent them (`configure`). */
export type HostConnectionState = { options: WidgetOptions | undefined }

/**
 * The bridge to the host page, opened by the widget's shell as soon as the widget may run, before
 * the wallet's own code (viem, the session, the screens) has arrived. The handshake and the host's
 * `configure` are answered here at once, so the host's `ready` waits for neither; every other call
 * waits for the wallet, which parses and answers them in the order they came.
 * Never throws at the host: whatever fails becomes an error envelope, so a hostile host cannot
 * crash the widget.
 */
export class HostConnection extends Observable<HostConnectionState> {
  /** The outgoing half (events, ui messages, the host agent), once the handshake is done. */
  readonly link: Promise<HostLink>
  readonly #config: DeploymentConfig
  readonly #connection: ReturnType<ConnectToHost>
  #wallet: WalletRequestHandler | undefined
  readonly #waiting: { raw: unknown; settle: (answer: Promise<unknown>) => void }[] = []

  /** `connect` opens the bridge (penpal's, unless a test gives its own). */
  constructor(config: DeploymentConfig, hostOrigin: string, connect: ConnectToHost = connectHost) {
    super({ options: undefined })
    this.#config = config
    this.#connection = connect(hostOrigin, (raw) => this.#answer(raw))
    this.link = this.#connection.promise.then((host) => ({
      notify: async (message) => void (await host.notify(message)),
      agent: (request) => host.agent(request).then(parseAgentResponse),
    }))
    // For `npm run bench`'s trace of the widget's start (and anyone's devtools).
    this.link.then(
      () => performance.mark('walletport:handshake'),
      () => {},
    )
  }

  /** Resolves once the host's options have come, or after `timeoutMs` without them. */
  async configured(timeoutMs: number): Promise<void> {
    await this.when((state) => state.options, timeoutMs)
  }

  /** The wallet has loaded: it answers from now on, the calls that waited for it first. */
  attach(wallet: WalletRequestHandler): void {
    this.#wallet = wallet
    // Through a promise: a call the wallet's parser throws at synchronously is that call's error.
    for (const { raw, settle } of this.#waiting.splice(0)) settle(new Promise((resolve) => resolve(wallet(raw))))
  }

  destroy(): void {
    this.#connection.destroy()
  }

  async #answer(raw: unknown): Promise<BridgeResponse> {
    try {
      if (isPlainObject(raw) && field(raw, 'method') === 'configure') {
        // Once, as the loader does: a host repeating it would restart the balances (and sockets)
        // each time, and calls sent right after would run under options not yet applied.
        if (this.getSnapshot().options) throw new WalletportError('INVALID_REQUEST', 'the widget is already configured')
        const options = parseWidgetOptions(field(raw, 'params'))
        checkWidgetOptions({ config: this.#config, options })
        this.publish({ options })
        performance.mark('walletport:configured')
        return { ok: true, value: null }
      }
      // The loader configures first and calls only once that has answered: anything earlier is
      // not from our loader, and gets an answer rather than a wait with no end.
      if (!this.getSnapshot().options) throw new WalletportError('INVALID_REQUEST', 'configure the widget first')
      const wallet = this.#wallet
      if (!wallet && this.#waiting.length >= MAX_WAITING)
        throw new WalletportError('BUSY', `at most ${MAX_WAITING} calls wait for the wallet to load`)
      const value = await (wallet ? wallet(raw) : new Promise<unknown>((settle) => this.#waiting.push({ raw, settle })))
      return { ok: true, value }
    } catch (error) {
      return { ok: false, error: toErrorInfo(error) }
    }
  }
}
