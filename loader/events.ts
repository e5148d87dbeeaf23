import { createEmitter } from '../protocol/emitter'
import type { EventName, WalletportEvents } from '../protocol/types'

export type Listener<E extends EventName> = (payload: WalletportEvents[E]) => void

/**
 * The host's event hub. Every event goes to the `on()` listeners (a throwing one starves neither
 * the others nor the bridge) and is also dispatched on `window` as `walletport:<name>`, so a page
 * can listen without touching the JS API, even before the loader script has arrived.
 */
export function createEventHub() {
  const emitter = createEmitter<WalletportEvents>()
  return {
    ...emitter,
    emit<E extends EventName>(name: E, payload: WalletportEvents[E]) {
      emitter.emit(name, payload)
      dispatchEvent(new CustomEvent('walletport:' + name, { detail: payload }))
    },
  }
}

export type EventHub = ReturnType<typeof createEventHub>
