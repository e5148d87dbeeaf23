import type { EventName, WalletportEvents } from '../protocol/types'

export type Listener<E extends EventName> = (payload: WalletportEvents[E]) => void

/**
 * The host's event hub. Every event goes to the `on()` listeners and is also dispatched on
 * `window` as `walletport:<name>`, so a page can listen without touching the JS API, even
 * before the loader script has arrived.
 */
export function createEventHub() {
  const listeners = new Map<EventName, Set<Listener<never>>>()

  const off = <E extends EventName>(name: E, listener: Listener<E>) => {
    listeners.get(name)?.delete(listener as Listener<never>)
  }

  return {
    on<E extends EventName>(name: E, listener: Listener<E>): () => void {
      if (!listeners.has(name)) listeners.set(name, new Set())
      listeners.get(name)!.add(listener as Listener<never>)
      return () => off(name, listener)
    },
    off,
    emit<E extends EventName>(name: E, payload: WalletportEvents[E]) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          ;(listener as Listener<E>)(payload)
        } catch (error) {
          // A throwing host listener must not starve the others or break the bridge:
          // report it the way an uncaught error in an event handler would be.
          setTimeout(() => {
            throw error
          })
        }
      }
      dispatchEvent(new CustomEvent('walletport:' + name, { detail: payload }))
    },
    clear() {
      listeners.clear()
    },
  }
}

export type EventHub = ReturnType<typeof createEventHub>
