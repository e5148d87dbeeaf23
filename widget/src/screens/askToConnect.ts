import { askConnectConsent, type ConnectConsent } from '../guard/askConnectConsent'
import { WALLET_CAPABILITIES } from '../wallets/walletCapabilities'
import type { WalletOption } from '../wallets/walletOption'

export type AskToConnectParameters = {
  option: Pick<WalletOption, 'source' | 'info'>
  /** The name the connect screen showed for it (a label of ours, or the wallet's own name as read). */
  name: string
  hostOrigin: string
  locale: string
}

/**
 * What a wallet choice needs before the wallet is asked for an address, decided on the click itself (a
 * popup needs the visitor's activation): `undefined`, nothing (the wallet asks the visitor itself,
 * `asksOnConnect`); the secure window's answer to come; or `blocked`, the browser refused the popup,
 * which the screen says, never connecting without it.
 */
export function askToConnect({
  option,
  name,
  hostOrigin,
  locale,
}: AskToConnectParameters): ConnectConsent | 'blocked' | undefined {
  if (WALLET_CAPABILITIES[option.source].asksOnConnect) return undefined
  return askConnectConsent({ hostOrigin, locale, wallet: { ...option.info, name } }) ?? 'blocked'
}
