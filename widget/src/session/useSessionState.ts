import { useSyncExternalStore } from 'react'
import type { State } from '../../../protocol/types'
import type { WalletSession } from './WalletSession'

export function useSessionState(session: WalletSession): State {
  return useSyncExternalStore(session.subscribe, session.getSnapshot)
}
