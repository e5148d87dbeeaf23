/**
 * eth_sendTransaction's transaction from the host page, reduced to what the review shows.
 *
 * The widget forwards to the wallet only a transaction it rebuilds from these fields, so a field
 * the review does not show can never ride along: gas, fees, nonce and access lists are left to
 * the wallet; `input` is read as `data` (wallets and nodes accept either, and a review that read
 * only one could be shown one payload while the wallet sends the other); EIP-7702 authorizations
 * and blob transactions are refused outright, since the review cannot make their effect visible.
 */

import { WalletportError } from './errors'
import * as RPC_ERROR from './rpcErrorCodes'
import { describe, field, isAddress, isPlainObject } from './guards'

export type ReviewedTransaction = {
  from?: `0x${string}`
  /** Undefined: a contract creation, with `data` as its code. */
  to?: `0x${string}`
  value: bigint
  data: `0x${string}`
  /** The chain the dapp meant, when it said; the review refuses any other. */
  chainId?: number
}

/** Fields that change what the transaction does and that the review cannot show: refused. */
const REFUSED_FIELDS = ['authorizationList', 'blobVersionedHashes', 'blobs', 'maxFeePerBlobGas', 'sidecars'] as const

/** Transaction types the review can show: legacy, access list (EIP-2930) and EIP-1559. */
const ALLOWED_TYPES = new Set(['0x0', '0x1', '0x2', '0x00', '0x01', '0x02'])

/** 5 MB of calldata is far beyond any block: a bound on what is parsed, not a limit anyone meets. */
const MAX_HEX_CHARS = 10_000_002
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

export function parseTransactionRequest(raw: unknown): ReviewedTransaction {
  if (!isPlainObject(raw)) invalid(`the transaction must be an object, got ${describe(raw)}`)
  for (const name of REFUSED_FIELDS) {
    if (field(raw, name) !== undefined) invalid(`${name} is not supported: Walletport cannot show what it would do`)
  }
  const type = field(raw, 'type')
  if (type !== undefined && !(typeof type === 'string' && ALLOWED_TYPES.has(type.toLowerCase()))) {
    invalid(`transaction type ${describe(type)} is not supported (EIP-7702 and blob transactions are refused)`)
  }

  const tx: ReviewedTransaction = { value: 0n, data: '0x' }
  const from = field(raw, 'from')
  if (from !== undefined) {
    if (!isAddress(from)) invalid(`from: expected an address, got ${describe(from)}`)
    tx.from = from
  }
  const to = field(raw, 'to')
  if (to !== undefined && to !== null) {
    if (!isAddress(to)) invalid(`to: expected an address, got ${describe(to)}`)
    tx.to = to
  }
  const value = field(raw, 'value')
  if (value !== undefined) tx.value = quantity(value, 'value')

  const data = hexData(field(raw, 'data'), 'data')
  const input = hexData(field(raw, 'input'), 'input')
  if (data !== undefined && input !== undefined && data.toLowerCase() !== input.toLowerCase()) {
    invalid('data and input differ: the wallet could send either, so neither can be shown')
  }
  tx.data = (data ?? input ?? '0x').toLowerCase() as `0x${string}`
  if (!tx.to && tx.data === '0x') invalid('to: missing, and there is no contract code to deploy')

  const chainId = field(raw, 'chainId')
  if (chainId !== undefined) {
    const id = quantity(chainId, 'chainId')
    if (id === 0n || id > BigInt(Number.MAX_SAFE_INTEGER)) invalid(`chainId: ${describe(chainId)} is not a chain id`)
    tx.chainId = Number(id)
  }
  return tx
}

function quantity(raw: unknown, path: string): bigint {
  if (typeof raw !== 'string' || !QUANTITY.test(raw))
    invalid(`${path}: expected a hex quantity like "0x1", got ${describe(raw)}`)
  return BigInt(raw)
}

function hexData(raw: unknown, path: string): `0x${string}` | undefined {
  if (raw === undefined || raw === null) return undefined
  // An empty string is how some dapps and libraries say "no data"; other wallets read it so too.
  if (raw === '') return '0x'
  if (typeof raw !== 'string' || raw.length > MAX_HEX_CHARS || raw.length % 2 !== 0 || !/^0x[0-9a-fA-F]*$/.test(raw))
    invalid(`${path}: expected even-length hex bytes, got ${describe(raw)}`)
  return raw as `0x${string}`
}

/** JSON-RPC's "invalid params": what a dapp library expects for a malformed request. */
function invalid(message: string): never {
  throw new WalletportError('INVALID_REQUEST', message, { code: RPC_ERROR.invalidParams })
}
