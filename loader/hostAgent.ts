/**
 * The host agent: host-page code the loader imports on the widget's first request (built as
 * widget/host/agent.js), so its bytes are not paid before the launcher shows.
 *
 * It discovers the EIP-6963 wallets injected in the host page and forwards the widget's EIP-1193
 * requests to the one the visitor picked; that wallet's events go back to the widget. A relayed
 * wallet is no more exposed than before: the host page could always call it directly.
 * It also keeps the widget's small records (session hint, pending send) in the host's storage,
 * for browsers that block the iframe's own storage (see HostAgentRequest).
 */
import type { AgentResponse, HostWalletAnnouncement, HostWalletEvent } from '../protocol/bridge'
import { isPlainObject } from '../protocol/guards'
import type { WalletInfo } from '../protocol/types'
import { parseHostAgentRequest } from '../protocol/validate'

type Eip1193 = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (data: unknown) => void): void
}

type Announced = { info: WalletInfo; provider: Eip1193 }

const RELAYED_EVENTS = ['accountsChanged', 'chainChanged', 'disconnect'] as const

export function createHostAgent(forward: (event: HostWalletEvent) => void) {
  const wallets = new Map<string, Announced>()
  const subscribed = new Set<string>()

  addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent).detail as unknown
    const announced = readAnnouncement(detail)
    if (announced) wallets.set(announced.id, announced)
  })

  const subscribe = (id: string, provider: Eip1193) => {
    if (subscribed.has(id)) return
    subscribed.add(id)
    for (const name of RELAYED_EVENTS) provider.on?.(name, (data) => forward({ id, event: name, data: cloneable(data) }))
  }

  return {
    async handle(raw: unknown): Promise<AgentResponse> {
      try {
        const request = parseHostAgentRequest(raw)
        if (request.op === 'recall') return { ok: true, value: localStorage.getItem(`walletport:${request.key}`) }
        if (request.op === 'remember') {
          if (request.value === null) localStorage.removeItem(`walletport:${request.key}`)
          else localStorage.setItem(`walletport:${request.key}`, request.value)
          return { ok: true, value: null }
        }
        if (request.op === 'discover') {
          // Wallets answer a request event synchronously; late ones announce themselves and
          // are found by the next discover.
          dispatchEvent(new Event('eip6963:requestProvider'))
          const list: HostWalletAnnouncement[] = [...wallets].map(([id, { info }]) => ({ id, info }))
          return { ok: true, value: list }
        }
        const wallet = wallets.get(request.id)
        if (!wallet) return { ok: false, error: { code: 4900, message: 'that host wallet is gone' } }
        subscribe(request.id, wallet.provider)
        const args = request.params === undefined ? { method: request.method } : { method: request.method, params: request.params }
        return { ok: true, value: cloneable(await wallet.provider.request(args)) }
      } catch (error) {
        const { code, message, data } = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
        return {
          ok: false,
          error: { code: typeof code === 'number' ? code : -32603, message: String(message ?? 'wallet error'), data: cloneable(data) },
        }
      }
    },
  }
}

function readAnnouncement(detail: unknown): (Announced & { id: string }) | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: Eip1193 }
  if (!isPlainObject(info) || typeof provider?.request !== 'function') return undefined
  const { uuid, name, rdns, icon } = info
  if (typeof uuid !== 'string' || typeof name !== 'string' || uuid.length > 100 || name.length > 100) return undefined
  const walletInfo: WalletInfo = { name }
  if (typeof rdns === 'string' && rdns.length <= 100) walletInfo.rdns = rdns
  if (typeof icon === 'string' && icon.startsWith('data:image/') && icon.length <= 100_000) walletInfo.icon = icon
  return { id: uuid, info: walletInfo, provider }
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
