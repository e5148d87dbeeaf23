import { useSyncExternalStore } from 'react'
import type { SendController, SendView } from './SendController'

export function useSendView(controller: SendController): SendView {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot)
}
