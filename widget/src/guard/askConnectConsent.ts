import type { WalletInfo } from '../../../protocol/types'
import { openSecureWindow } from './secureWindow'

export type AskConnectConsentParameters = {
  hostOrigin: string
  locale: string
  /** The wallet as the connect screen named it. */
  wallet: WalletInfo
}

/** The visitor's answer, once the secure window gives it; `close` ends the window from the widget's side, as a no. */
export type ConnectConsent = { answer: Promise<boolean>; close: () => void }

/**
 * Asks, in the secure window opened on this click, whether the site may see the address of a wallet
 * that answers at once (`asksOnConnect` false: the dev wallet, an injected wallet that already knows
 * the widget's origin). Connecting discloses the address, and the in-frame guard cannot see every
 * trick a host can play over the connect screen (a `mask-image` on the iframe or an ancestor leaves
 * only the choice drawn over a decoy): a lured click can only open this window, which says which site
 * asks and what it will see, and connects nothing by itself. Undefined when the browser blocked it.
 */
export function askConnectConsent({
  hostOrigin,
  locale,
  wallet,
}: AskConnectConsentParameters): ConnectConsent | undefined {
  let settle: (confirmed: boolean) => void = () => {}
  const answer = new Promise<boolean>((resolve) => (settle = resolve))
  const opened = openSecureWindow(
    { hostOrigin, locale, needsAcknowledgement: false, content: { kind: 'connect', wallet } },
    { onConfirm: () => settle(true), onCancel: () => settle(false) },
  )
  if (!opened) return undefined
  return {
    answer,
    close: () => {
      opened.close()
      settle(false)
    },
  }
}
