import { byLanguage } from '../translate'
import { walletDe } from './de'
import { walletEn } from './en'
import { walletEs } from './es'

/**
 * The texts of the wallet's later screens (send, activity, receive, batches, the secure window, and the fee and
 * recipient lines the reviews share) for a BCP-47 tag, English when we have none: brought by the wallet
 * (WalletApp) and the secure window, not by the shell's first paint.
 */
export function walletTextsFor(locale: string): Record<keyof typeof walletEn, string> {
  return byLanguage(WALLET_CATALOGUES, locale) ?? walletEn
}

export const WALLET_CATALOGUES: Record<string, Record<keyof typeof walletEn, string>> = {
  en: walletEn,
  de: walletDe,
  es: walletEs,
}
