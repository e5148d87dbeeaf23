import { getAddress, type Address } from 'viem'
import { isAddress } from '../../../protocol/guards'
import { en, type MessageKey } from '../i18n/en'
import { translate, type Text } from '../i18n/translate'

/** Things that make a valid address a likely mistake; the visitor must acknowledge each. */
export type RecipientWarning = 'zeroAddress' | 'tokenContract'

export type RecipientCheck =
  | { kind: 'address'; address: Address; warnings: RecipientWarning[] }
  | { kind: 'ens'; name: string }
  | { kind: 'invalid'; message: string; text: Text }

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * Checks what the visitor (or host) typed as a recipient. An address in mixed case carries an
 * EIP-55 checksum, and one that does not match is refused: it was mistyped or altered. A name
 * with a dot is an ENS name, resolved later on chains that have ENS.
 */
export function checkRecipient(input: string, tokenAddress?: Address): RecipientCheck {
  const text = input.trim()
  if (text === '') return invalid('recipient.empty')
  if (isAddress(text)) {
    const checksummed = getAddress(text)
    const mixedCase = /[a-f]/.test(text.slice(2)) && /[A-F]/.test(text.slice(2))
    if (mixedCase && text !== checksummed) {
      return invalid('recipient.checksum')
    }
    return { kind: 'address', address: checksummed, warnings: recipientWarnings(checksummed, tokenAddress) }
  }
  if (text.length <= 255 && /^[^\s/:?#@]+\.[a-z0-9-]{2,}$/i.test(text) && !text.startsWith('0x')) {
    return { kind: 'ens', name: text.toLowerCase() }
  }
  if (/^0x/i.test(text)) return invalid('recipient.hex')
  return invalid('recipient.format')
}

function invalid(key: MessageKey): RecipientCheck {
  return { kind: 'invalid', message: translate(en, key), text: { key } }
}

export function recipientWarnings(address: Address, tokenAddress?: Address): RecipientWarning[] {
  const warnings: RecipientWarning[] = []
  if (address.toLowerCase() === ZERO_ADDRESS) warnings.push('zeroAddress')
  if (tokenAddress && address.toLowerCase() === tokenAddress.toLowerCase()) warnings.push('tokenContract')
  return warnings
}
