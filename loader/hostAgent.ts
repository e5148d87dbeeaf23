/**
 * The host agent: host-page code the loader imports on the widget's first request (built as
 * widget/host/agent.js), so its bytes are not paid before the launcher shows.
 *
 * It discovers the EIP-6963 wallets injected in the host page and forwards the widget's EIP-1193
 * requests to the one the visitor picked; that wallet's events go back to the widget. A relayed
 * wallet is no more exposed than before: the host page could always call it directly.
 * It also keeps the widget's small records (session hint, pending send) in the host's storage,
 * for browsers that block the iframe's own storage (see HostAgentRequest), and makes the ERC-7677
 * requests to a paymaster the page named in a `wallet_sendCalls` (hostPaymaster.ts says why here).
 */
import * as RPC_ERROR from '../protocol/rpcErrorCodes'
import type { AgentResponse, HostWalletAnnouncement, HostWalletEvent, ProviderRequest } from '../protocol/bridge'
import { createEmitter } from '../protocol/emitter'
import { ProviderRpcError } from '../protocol/providerRpcError'
import type { EventName, WalletInfo, WalletportEvents } from '../protocol/types'
import { parseHostAgentRequest } from '../protocol/validate'
import { parseAnnouncement } from '../protocol/parseWalletInfo'
import { WALLETPORT_ICON } from '../protocol/walletportIcon'
import { createHostPaymaster, type HostPaymaster } from './hostPaymaster'

type Eip1193 = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (data: unknown) => void): void
  removeListener?(event: string, listener: (data: unknown) => void): void
}

type Announced = { info: WalletInfo; provider: Eip1193 }

const RELAYED_EVENTS = ['accountsChanged', 'chainChanged', 'disconnect'] as const

type HostCallFunction = ((method: 'hostWalletEvent', params: HostWalletEvent) => Promise<unknown>) &
  ((method: 'providerRequest', params: ProviderRequest) => Promise<unknown>)
type OnEvent = <E extends EventName>(event: E, listener: (payload: WalletportEvents[E]) => void) => () => void

/** The host agent of one mounted widget: the wallet relay, the host-side records, and `handle.provider`. */
export function createHostAgent(call: HostCallFunction, on: OnEvent) {
  const forward = (event: HostWalletEvent) => void call('hostWalletEvent', event).catch(() => {})
  const paymaster = createHostPaymaster()
  const provider = createHostProvider(call, on, paymaster)
  const wallets = new Map<string, Announced>()
  /** Undoes what the agent did to the page and its wallets; run by `dispose()`. */
  const cleanups: (() => void)[] = []
  let disposed = false
  const listen = (type: string, listener: (event: Event) => void) => {
    addEventListener(type, listener)
    cleanups.push(() => removeEventListener(type, listener))
  }

  listen('eip6963:announceProvider', (event) => {
    const announced = parseAnnouncement<Eip1193>((event as CustomEvent).detail)
    // Its own announcement ("Walletport", handle.provider) is not a wallet to relay into the widget.
    if (announced && announced.provider !== provider) wallets.set(announced.uuid, announced)
  })

  const subscribed = new Set<string>()
  const subscribe = (id: string, provider: Eip1193) => {
    if (subscribed.has(id)) return
    subscribed.add(id)
    for (const name of RELAYED_EVENTS) {
      const listener = (data: unknown) => forward({ id, event: name, data: cloneable(data) })
      provider.on?.(name, listener)
      cleanups.push(() => provider.removeListener?.(name, listener))
    }
  }

  return {
    provider,
    /** EIP-6963: offers `handle.provider` to the host page's dapp libraries as "Walletport". */
    announce() {
      if (disposed) return
      const info = Object.freeze({
        uuid: crypto.randomUUID(),
        name: 'Walletport',
        icon: WALLETPORT_ICON,
        rdns: 'io.walletport',
      })
      const announceIt = () =>
        dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
      listen('eip6963:requestProvider', announceIt)
      announceIt()
    },
    /** The handle was destroyed: no more listeners, wallet subscriptions or announcements; requests fail. */
    dispose() {
      disposed = true
      for (const cleanup of cleanups.splice(0)) {
        try {
          cleanup()
        } catch {
          // A wallet whose removeListener throws keeps its listener; the others are still removed.
        }
      }
      wallets.clear()
      subscribed.clear()
    },
    async handle(raw: unknown): Promise<AgentResponse> {
      try {
        if (disposed)
          return {
            ok: false,
            error: { code: RPC_ERROR.disconnected, message: 'Walletport was destroyed on this page' },
          }
        const request = parseHostAgentRequest(raw)
        if (request.op === 'recall') return { ok: true, value: localStorage.getItem(`walletport:${request.key}`) }
        if (request.op === 'remember') {
          if (request.value === null) localStorage.removeItem(`walletport:${request.key}`)
          else localStorage.setItem(`walletport:${request.key}`, request.value)
          return { ok: true, value: null }
        }
        if (request.op === 'paymaster') return await paymaster.fetch(request.url, request.method, request.params)
        if (request.op === 'discover') {
          // Wallets answer a request event synchronously; late ones announce themselves and
          // are found by the next discover.
          dispatchEvent(new Event('eip6963:requestProvider'))
          const list: HostWalletAnnouncement[] = [...wallets].map(([id, { info }]) => ({ id, info }))
          return { ok: true, value: list }
        }
        const wallet = wallets.get(request.id)
        if (!wallet) return { ok: false, error: { code: RPC_ERROR.disconnected, message: 'that host wallet is gone' } }
        subscribe(request.id, wallet.provider)
        const args =
          request.params === undefined ? { method: request.method } : { method: request.method, params: request.params }
        return { ok: true, value: cloneable(await wallet.provider.request(args)) }
      } catch (error) {
        const { code, message, data } = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
        return {
          ok: false,
          error: {
            code: typeof code === 'number' ? code : -32603,
            message: String(message ?? 'wallet error'),
            data: cloneable(data),
          },
        }
      }
    },
  }
}

/** Our errors' codes as EIP-1193 codes, when the widget gave none of its own. */
const PROVIDER_CODES: Partial<Record<string, number>> = {
  USER_REJECTED: RPC_ERROR.userRejected,
  NOT_CONNECTED: RPC_ERROR.unauthorized,
  INVALID_REQUEST: RPC_ERROR.unsupportedMethod,
  UNSUPPORTED_CHAIN: RPC_ERROR.unrecognizedChain,
  DESTROYED: RPC_ERROR.disconnected,
  TIMEOUT: RPC_ERROR.disconnected,
  BUSY: RPC_ERROR.resourceBusy,
}

/**
 * `handle.provider`: EIP-1193 for the host dapp, through the widget. Accounts come only after the
 * visitor connects; reads go to the widget's RPC; sending and signing wait for the visitor's click
 * inside the widget. Events follow the widget's events.
 */
function createHostProvider(call: HostCallFunction, on: OnEvent, paymaster: Pick<HostPaymaster, 'noteRequest'>) {
  const events = createEmitter<Record<string, unknown>>()
  const emit = events.emit
  const hex = (chainId: number) => `0x${chainId.toString(16)}`
  on('connect', ({ address, chainId }) => {
    emit('connect', { chainId: hex(chainId) })
    emit('accountsChanged', [address])
  })
  on('accountsChanged', ({ address }) => emit('accountsChanged', [address]))
  on('chainChanged', ({ chainId }) => emit('chainChanged', hex(chainId)))
  on('disconnect', () => {
    emit('accountsChanged', [])
    emit('disconnect', new ProviderRpcError(RPC_ERROR.disconnected, 'the visitor disconnected the wallet'))
  })
  const provider = {
    isWalletport: true,
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      try {
        paymaster.noteRequest(method, params)
        return await call('providerRequest', params === undefined ? { method } : { method, params })
      } catch (error) {
        const { code, rpcCode, message, data } = error as {
          code?: string
          rpcCode?: number
          message?: string
          data?: unknown
        }
        throw new ProviderRpcError(rpcCode ?? PROVIDER_CODES[code ?? ''] ?? -32603, message ?? 'request failed', data)
      }
    },
    on(event: string, listener: (data: unknown) => void) {
      events.on(event, listener)
      return provider
    },
    removeListener(event: string, listener: (data: unknown) => void) {
      events.off(event, listener)
      return provider
    },
  }
  return provider
}

/** Wallet answers may hold things postMessage cannot clone (functions, class instances): send data only. */
function cloneable(value: unknown): unknown {
  if (value === undefined) return undefined
  try {
    return JSON.parse(JSON.stringify(value)) as unknown
  } catch {
    return String(value)
  }
}

export type HostAgent = ReturnType<typeof createHostAgent>
export type HostAgentModule = { createHostAgent: typeof createHostAgent }

/** The provider surface the loader hands out before the agent has loaded. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (data: any) => void): Eip1193Provider // eslint-disable-line @typescript-eslint/no-explicit-any
  removeListener(event: string, listener: (data: any) => void): Eip1193Provider // eslint-disable-line @typescript-eslint/no-explicit-any
}
