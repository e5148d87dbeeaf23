/**
 * EIP-6963 wallet announcements, from wallets in the iframe, wallets in the host page (through
 * the host agent), and the host agent's `discover` answer, which a hostile host can forge. Their
 * strings go on screen: each is checked here, once, for all three.
 */

import type { HostWalletAnnouncement } from './bridge'
import { field, isPlainObject } from './guards'
import { HIDDEN_CHARACTERS } from './hiddenCharacters'
import type { WalletInfo } from './types'

/** The most wallets one discover answer may list. */
const MAX_WALLETS = 50

/** An announcement's `info` as the widget shows it, with its uuid; undefined when malformed. */
export function parseWalletInfo(raw: unknown): { uuid: string; info: WalletInfo } | undefined {
  if (!isPlainObject(raw)) return undefined
  const uuid = field(raw, 'uuid')
  const name = field(raw, 'name')
  const rdns = field(raw, 'rdns')
  const icon = field(raw, 'icon')
  if (typeof uuid !== 'string' || uuid.length === 0 || uuid.length > 100) return undefined
  if (
    typeof name !== 'string' ||
    !name.trim() ||
    name.length > 100 ||
    HIDDEN_CHARACTERS.test(name) ||
    /[\t\n]/.test(name)
  )
    return undefined
  const info: WalletInfo = { name }
  if (typeof rdns === 'string' && /^[a-z0-9.-]{1,100}$/i.test(rdns)) info.rdns = rdns
  if (typeof icon === 'string' && icon.startsWith('data:image/') && icon.length <= 100_000) info.icon = icon
  return { uuid, info }
}

/** A provider as far as an announcement can show it: an object with a `request` function. */
export type AnnouncedProvider = { request: (...args: never[]) => unknown }

/**
 * An EIP-6963 `eip6963:announceProvider` event's detail, read the same way in the iframe and by
 * the host agent on the host page: its info as parseWalletInfo reads it, and its provider when
 * that has a `request` function (the type `P` is the caller's to assume); undefined otherwise.
 */
export function parseAnnouncement<P extends AnnouncedProvider>(
  detail: unknown,
): { uuid: string; info: WalletInfo; provider: P } | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: P }
  if (typeof provider?.request !== 'function') return undefined
  const parsed = parseWalletInfo(info)
  return parsed && { uuid: parsed.uuid, info: parsed.info, provider }
}

/** The host agent's `discover` answer: malformed entries are dropped, never cast. */
export function parseHostWalletAnnouncements(raw: unknown): HostWalletAnnouncement[] {
  if (!Array.isArray(raw)) return []
  const wallets: HostWalletAnnouncement[] = []
  for (const entry of raw.slice(0, MAX_WALLETS)) {
    if (!isPlainObject(entry)) continue
    const id = field(entry, 'id')
    const parsed = parseWalletInfo({
      ...(isPlainObject(field(entry, 'info')) ? (field(entry, 'info') as object) : {}),
      uuid: id,
    })
    if (parsed) wallets.push({ id: parsed.uuid, info: parsed.info })
  }
  return wallets
}
