import { useSyncExternalStore } from 'react'
import type { SessionSnapshot, WalletSession } from './WalletSession'

export function useSession(session: WalletSession): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot)
}
