import type { WalletInfo } from '../../../protocol/types'
import type { MessageKey } from '../i18n/en'
import { Observable } from '../state/Observable'
import type { WalletOption } from '../wallets/walletOption'
import type { ConnectionController } from './ConnectionController'

/**
 * A wallet the visitor chose before the wallet's code was there: the option's id and its label (the
 * passkey wallet's two ways in share one id), and what the screen shows of it meanwhile.
 */
export type EarlyChoice = {
  id: string
  label: MessageKey | undefined
  info: WalletInfo
  /**
   * The visitor's answer in the secure window, for a wallet that answers at once (screens/askToConnect.ts):
   * opened on the shell's click, which had the activation a popup needs; the wallet connects only on a yes.
   */
  consent?: { answer: Promise<boolean>; close: () => void }
}

export type EarlyConnectState = {
  /** The screen the visitor is on: the home's "Connect a wallet", or the connect screen's wallets. */
  view: EarlyView
  /** The wallet chosen, by a click the guard took as the visitor's, waiting for the wallet's code. */
  choice: EarlyChoice | undefined
}

/** The two screens the shell draws before the wallet's code. */
export type EarlyView = 'home' | 'connect'

/**
 * The wallet choice that holds the keyboard's focus on a list (WalletChoices' `choiceKey`), and since
 * when it has held focus that came from inside the widget (undefined: from the host page), for the
 * list that replaces it to give the focus back to the same choice.
 */
export type FocusedChoice = { key: string; keyFocusedSince: number | undefined }

/** How long the handover waits for the chosen wallet to be listed (a wallet announcing itself late in the frame). */
const LISTED_WAIT_MS = 3000

/**
 * The connect screen before the wallet's code (viem, the session) has arrived: the shell shows the
 * home and the wallets from the config and the frame, and keeps here what the visitor did. When the
 * wallet is there, `handOver` carries it out once: the connect screen opened, the chosen wallet
 * connected as if clicked now. After the handover nothing more is kept (a late click of the
 * shell's screen, already gone, could not count twice).
 */
export class EarlyConnect extends Observable<EarlyConnectState> {
  #handedOver = false
  // Not state: the screen does not change with it, and the wallet's list asks for it once.
  #focused: FocusedChoice | undefined

  /** `first`: the screen the visit opens on (EarlyConnectScreen's `firstScreen`). */
  constructor(first: EarlyView) {
    super({ view: first, choice: undefined })
  }

  open = (): void => this.#set({ view: 'connect', choice: undefined })

  back = (): void => this.#set({ view: 'home', choice: undefined })

  /** Kept only while nothing else is chosen: one choice, carried out once. */
  choose = (choice: EarlyChoice): void => {
    if (this.getSnapshot().choice === undefined) this.#set({ view: 'connect', choice })
  }

  /** The visitor changed their mind while the code loaded: back to the list (a secure window asking goes too). */
  cancel = (): void => {
    this.getSnapshot().choice?.consent?.close()
    this.#set({ view: 'connect', choice: undefined })
  }

  /** The shell's list reports its focused choice, until the handover. */
  focus = (focused: FocusedChoice | undefined): void => {
    if (!this.#handedOver) this.#focused = focused
  }

  /**
   * The choice focused on the shell's list when the wallet's list replaced it, once: the wallet's list
   * asks as it mounts (the shell's button, gone, took the focus with it), and a later list gets none.
   */
  takeFocus = (): FocusedChoice | undefined => {
    if (!this.#handedOver) return undefined
    const focused = this.#focused
    this.#focused = undefined
    return focused
  }

  /** What the visitor did, once: every later call gets the home and no choice. */
  take(): EarlyConnectState {
    if (this.#handedOver) return { view: 'home', choice: undefined }
    this.#handedOver = true
    return this.getSnapshot()
  }

  #set(state: EarlyConnectState): void {
    // Every step leaves the list the focus was on (a choice made, Back, Cancel): its record goes with it.
    this.#focused = undefined
    if (!this.#handedOver) this.publish(state)
  }
}

type Controller = Pick<ConnectionController, 'getSnapshot' | 'subscribe' | 'showConnect' | 'chooseWallet'>

/**
 * Carries out what the visitor did before the wallet loaded, on the wallet's connection controller:
 * the connect screen opened, and the wallet chosen there connected (the same option of the full
 * list, found by id and label). A choice whose wallet is not listed within a moment is dropped, the
 * connect screen left open for the visitor to choose again; one made while the connection already
 * moved on (a host connect() answered, a session restored) steps aside.
 */
export async function handOver(early: EarlyConnect, controller: Controller): Promise<void> {
  const { view, choice } = early.take()
  if (view !== 'connect') return
  controller.showConnect()
  if (!choice) return
  if (choice.consent && !(await choice.consent.answer)) return
  const option = await listed(controller, choice)
  const { connection, view: now } = controller.getSnapshot()
  if (option && now === 'connect' && connection.status === 'disconnected') await controller.chooseWallet(option)
}

function listed(controller: Controller, choice: EarlyChoice): Promise<WalletOption | undefined> {
  const find = () =>
    controller.getSnapshot().wallets.find((option) => option.id === choice.id && option.label === choice.label)
  return new Promise((resolve) => {
    const done = (option: WalletOption | undefined) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(option)
    }
    const timer = setTimeout(() => done(undefined), LISTED_WAIT_MS)
    const unsubscribe = controller.subscribe(() => {
      const option = find()
      if (option) done(option)
    })
    const now = find()
    if (now) done(now)
  })
}
