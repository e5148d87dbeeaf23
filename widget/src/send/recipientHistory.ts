import type { Address } from 'viem'

export type RecipientHistoryReturnType = {
  /** An earlier counterparty this recipient imitates: the same first and last four hex characters, another address. */
  lookalikeOf?: Address
  /** This account has never dealt with this address (in what the widget can see). */
  firstTime: boolean
}

/**
 * What this account's history says of a recipient. Address poisoning sends a tiny transfer from
 * an address that starts and ends like a real counterparty, hoping the visitor copies it from
 * their history: an address that matches one on the first and last four hex characters but is
 * another is flagged.
 */
export function recipientHistory(to: Address, counterparties: readonly Address[]): RecipientHistoryReturnType {
  const target = to.toLowerCase()
  const known = counterparties.map((address) => address.toLowerCase())
  const lookalike = counterparties.find(
    (address, i) =>
      known[i] !== target && known[i]!.slice(2, 6) === target.slice(2, 6) && known[i]!.slice(-4) === target.slice(-4),
  )
  return { ...(lookalike ? { lookalikeOf: lookalike } : {}), firstTime: !known.includes(target) }
}
