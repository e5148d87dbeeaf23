import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { Text } from '../i18n/translate'
import { walletEn, type WalletKey } from '../i18n/wallet/en'
import { translate } from '../i18n/translate'
import { ExplainedError } from '../wallets/explainedError'
import { isUserRejection } from '../wallets/eip1193'
import { fromUrl, unreachable } from './requestErrors'
import { SitePaymasterError } from './sitePaymaster'
import { HIDDEN_CHARACTERS } from '../../../protocol/hiddenCharacters'

export type ExplainServiceErrorParameters = {
  bundlerUrl: string
  /** The operator's ERC-7677 paymaster, where the config names one. */
  paymasterUrl?: string | undefined
  /** The paymaster the site named (`paymasterService`), where this operation asked it. */
  sitePaymasterUrl?: string | undefined
}

/**
 * A passkey operation's error as the visitor reads it: which service failed (the wallet's bundler, its paymaster, the
 * site's paymaster) and what they can do, in their language, the raw answer only in the console (once: an error
 * already explained is returned as it is). Errors that are no service's (the visitor's refusal, the wallet's own
 * checks) are returned unchanged.
 */
export function explainServiceError(error: unknown, services: ExplainServiceErrorParameters): unknown {
  if (error instanceof ExplainedError || isUserRejection(error)) return error
  const said = serviceText(error, services)
  if (!said) return error
  // The service's words are hostile text of any length: bounded for the console, and never on a screen.
  console.warn(
    `walletport: the passkey wallet’s service failed; the visitor was told ${said.key}. Its answer:`,
    rawWords(error),
  )
  return new ExplainedError(RPC_ERROR.internal, translate(walletEn, said.key, said.params), said)
}

type ServiceText = Text & { key: WalletKey }

/** Which service failed and how, as a text of the wallet's catalogue; undefined for an error of no service. */
export function serviceText(error: unknown, services: ExplainServiceErrorParameters): ServiceText | undefined {
  const { bundlerUrl, paymasterUrl, sitePaymasterUrl } = services
  const bundler = { host: hostOf(bundlerUrl) }
  if (error instanceof SitePaymasterError && sitePaymasterUrl)
    return { key: 'service.sitePaymasterRefused', params: { host: hostOf(sitePaymasterUrl) } }
  if ((error as { name?: unknown })?.name === 'WaitForUserOperationReceiptTimeoutError')
    return { key: 'service.notIncluded', params: bundler }
  if (paymasterUrl && fromUrl(error, paymasterUrl)) {
    const key = unreachable(error, paymasterUrl) ? 'service.paymasterUnreachable' : 'service.paymasterRefused'
    return { key, params: { host: hostOf(paymasterUrl) } }
  }
  const words = wordsOf(error)
  const code = /\bAA(\d)(\d)\b/.exec(words)
  if (code) return entryPointRefusal(`AA${code[1]}${code[2]}`, bundler.host, services)
  if (/Encoded error signature "0x[0-9a-f]*" not found on ABI|debug_traceCall/i.test(words))
    return { key: 'service.bundlerCannotValidate', params: bundler }
  if (!fromUrl(error, bundlerUrl)) return undefined
  return {
    key: unreachable(error, bundlerUrl) ? 'service.bundlerUnreachable' : 'service.bundlerFailed',
    params: bundler,
  }
}

/**
 * The EntryPoint's reason (ERC-4337's AA codes) in plain words, never the code itself: 1x the account's deployment, 2x
 * the account (21 its prefund, 23/24 its own check, 25 its nonce), 3x the paymaster (31 its deposit), 4x the gas the
 * operation was given; the bundler says which, from its simulation or its send.
 */
function entryPointRefusal(code: string, host: string, services: ExplainServiceErrorParameters): ServiceText {
  if (code === 'AA21') return { key: 'service.accountCannotPay' }
  if (code === 'AA25') return { key: 'service.nonce' }
  if (code.startsWith('AA2')) return { key: 'service.accountRefused' }
  const paymaster = services.sitePaymasterUrl ?? services.paymasterUrl
  if (code.startsWith('AA3') && paymaster) {
    const params = { host: hostOf(paymaster) }
    if (code === 'AA31') return { key: 'service.paymasterOutOfFunds', params }
    return { key: services.sitePaymasterUrl ? 'service.sitePaymasterRefused' : 'service.paymasterRefused', params }
  }
  if (code.startsWith('AA4')) return { key: 'service.gasTooLow' }
  return { key: 'service.bundlerRefused', params: { host } }
}

/** Every message along an error's causes (viem nests the service's own words a few levels down). */
function wordsOf(error: unknown): string {
  const words: string[] = []
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { message, details, cause } = current as { message?: unknown; details?: unknown; cause?: unknown }
    for (const text of [message, details]) if (typeof text === 'string') words.push(text)
    current = cause
  }
  return words.join('\n')
}

/** Every hidden character of the project's one list (controls, direction marks, zero-width, tags…). */
const HIDDEN = new RegExp(HIDDEN_CHARACTERS.source, 'gu')

/** The raw words for the developer's console: one line per cause, hidden characters out, at most 600 characters. */
export function rawWords(error: unknown): string {
  const words = wordsOf(error).replace(HIDDEN, ' ')
  return words.length > 600 ? `${words.slice(0, 600)}… (${words.length - 600} more characters)` : words
}

/** A service's host, as the visitor can tell one from another (never its path: it may hold an API key). */
function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'unknown'
  }
}
