/**
 * The answers of an ERC-7677 paymaster web service (`pm_getPaymasterStubData`, `pm_getPaymasterData`)
 * for EntryPoint v0.8, read before anything of them is used. A paymaster the dapp names is the dapp's
 * service and comes through the host page: its answers are hostile input. Only the fields of the
 * standard are kept, each of the right shape (an address, bounded hex); `sponsor.name` is kept only as
 * short visible text (paymasterSponsorName). A malformed answer is the paymaster's failure: -32603.
 */

import { WalletportError } from './errors'
import * as RPC_ERROR from './rpcErrorCodes'
import { describe, field, isAddress, isPlainObject } from './guards'
import { HIDDEN_CHARACTERS } from './hiddenCharacters'

export type PaymasterMethod = 'pm_getPaymasterStubData' | 'pm_getPaymasterData'

/** An answer as the RPC gives it (hex strings), for viem's paymaster actions to read. */
export type PaymasterAnswer = {
  paymaster: `0x${string}`
  paymasterData: `0x${string}`
  paymasterVerificationGasLimit?: `0x${string}`
  paymasterPostOpGasLimit?: `0x${string}`
  /** Stub only: who pays, as the paymaster names itself. */
  sponsor?: { name: string }
  /** Stub only: the stub is already the final data (no pm_getPaymasterData). */
  isFinal?: boolean
}

/** The most paymasterData taken: a signature and a validity window, with room for a token paymaster's fields. */
export const MAX_PAYMASTER_DATA_BYTES = 2048
/** Longest sponsor name shown: "paid by …" on one line of the review. */
export const MAX_SPONSOR_NAME_LENGTH = 40

/** A uint128 gas limit, as a hex quantity (the EntryPoint packs them in 16 bytes). */
const GAS_LIMIT = /^0x[0-9a-fA-F]{1,32}$/
const ZERO_ADDRESS = /^0x0{40}$/

export function parsePaymasterAnswer(method: PaymasterMethod, raw: unknown): PaymasterAnswer {
  if (!isPlainObject(raw)) malformed(`expected an object, got ${describe(raw)}`)
  if (field(raw, 'paymasterAndData') !== undefined) malformed('paymasterAndData is EntryPoint v0.6; v0.8 is used')
  const paymaster = field(raw, 'paymaster')
  if (!isAddress(paymaster) || ZERO_ADDRESS.test(paymaster))
    malformed(`paymaster: expected a contract address, got ${describe(paymaster)}`)
  const paymasterData = field(raw, 'paymasterData')
  if (
    typeof paymasterData !== 'string' ||
    !/^0x(?:[0-9a-fA-F]{2})*$/.test(paymasterData) ||
    paymasterData.length > 2 + 2 * MAX_PAYMASTER_DATA_BYTES
  )
    malformed(`paymasterData: expected hex bytes (at most ${MAX_PAYMASTER_DATA_BYTES}), got ${describe(paymasterData)}`)
  const answer: PaymasterAnswer = { paymaster, paymasterData: paymasterData as `0x${string}` }
  for (const name of ['paymasterVerificationGasLimit', 'paymasterPostOpGasLimit'] as const) {
    const limit = field(raw, name)
    if (limit === undefined || limit === null) continue
    if (typeof limit !== 'string' || !GAS_LIMIT.test(limit))
      malformed(`${name}: expected a hex gas limit, got ${describe(limit)}`)
    answer[name] = limit as `0x${string}`
  }
  if (method === 'pm_getPaymasterData') return answer
  const isFinal = field(raw, 'isFinal')
  if (isFinal !== undefined && isFinal !== null && typeof isFinal !== 'boolean')
    malformed(`isFinal: expected true or false, got ${describe(isFinal)}`)
  if (isFinal === true) answer.isFinal = true
  const sponsor = field(raw, 'sponsor')
  const name = isPlainObject(sponsor) ? visibleName(field(sponsor, 'name')) : undefined
  if (name !== undefined) answer.sponsor = { name }
  return answer
}

/**
 * The name the review shows for a paymaster ("paid by …"): the one it gives itself when that is short
 * visible text, else its URL's host. A paymaster is a service on the network, whoever configured it.
 */
export function paymasterSponsorName(name: unknown, paymasterUrl: string): string {
  return visibleName(name) ?? new URL(paymasterUrl).host
}

function visibleName(name: unknown): string | undefined {
  const text = typeof name === 'string' ? name.trim() : ''
  if (text === '' || text.length > MAX_SPONSOR_NAME_LENGTH || HIDDEN_CHARACTERS.test(text)) return undefined
  return text
}

function malformed(message: string): never {
  throw new WalletportError('RPC_ERROR', `the paymaster's answer is malformed: ${message}`, {
    code: RPC_ERROR.internal,
  })
}
