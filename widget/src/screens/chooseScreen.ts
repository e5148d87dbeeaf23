import type { View } from '../connection/connectionTypes'

/** The screens of the wallet, one at a time. */
export type ScreenName = 'connect' | 'approval' | 'batchStatus' | 'send' | 'home'

/** What the choice reads: the session's view and each request flow's step. */
export type ScreenInputs = {
  view: View
  connected: boolean
  /** The host's provider request (ApprovalController): 'idle' when none. */
  approval: string
  /** The send flow (SendController): 'idle' when none. */
  send: string
  /** The batch `wallet_showCallsStatus` asked to show. */
  shownBatch: string | undefined
}

/**
 * Which screen shows, row by row: the first that holds wins. A request waiting for the visitor
 * comes before a status or the home screen, and none shows without a connected wallet.
 */
const SCREEN_TABLE: readonly { screen: ScreenName; when: (inputs: ScreenInputs) => boolean }[] = [
  { screen: 'connect', when: ({ view }) => view === 'connect' },
  { screen: 'approval', when: ({ connected, approval }) => connected && approval !== 'idle' },
  { screen: 'batchStatus', when: ({ connected, shownBatch }) => connected && shownBatch !== undefined },
  { screen: 'send', when: ({ connected, send }) => connected && send !== 'idle' },
  { screen: 'home', when: () => true },
]

/** The screen for these inputs (the table's last row always holds). */
export function chooseScreen(inputs: ScreenInputs): ScreenName {
  return SCREEN_TABLE.find(({ when }) => when(inputs))!.screen
}
