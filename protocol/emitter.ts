/**
 * Listeners by event name: the one emitter behind the host's `on()` (loader/events.ts), the host
 * agent's `handle.provider`, and the widget's relayed host wallets. An emit calls the listeners
 * there were when it began; one that throws does not starve the others, and its error is
 * reported the way an uncaught error in an event handler would be.
 */
export function createEmitter<Events extends object>() {
  type Listener<E extends keyof Events> = (payload: Events[E]) => void
  const listeners = new Map<keyof Events, Set<Listener<never>>>()

  const off = <E extends keyof Events>(name: E, listener: Listener<E>) => {
    listeners.get(name)?.delete(listener)
  }

  return {
    on<E extends keyof Events>(name: E, listener: Listener<E>): () => void {
      if (!listeners.has(name)) listeners.set(name, new Set())
      listeners.get(name)!.add(listener)
      return () => off(name, listener)
    },
    off,
    emit<E extends keyof Events>(name: E, payload: Events[E]) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          ;(listener as Listener<E>)(payload)
        } catch (error) {
          setTimeout(() => {
            throw error
          })
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}

export type Emitter<Events extends object> = ReturnType<typeof createEmitter<Events>>
