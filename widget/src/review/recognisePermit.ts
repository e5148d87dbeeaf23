import { getAddress, isAddress, maxUint256 } from 'viem'
import { isPlainObject, type PlainObject } from '../../../protocol/guards'
import type { TypedDataRequest } from '../../../protocol/parseTypedData'
import { isUnlimitedAmount } from './unlimited'

export type PermitGrant = { token: `0x${string}`; amount: bigint; unlimited: boolean }

export type PermitSummary = {
  kind:
    /** EIP-2612 Permit{owner,spender,value,nonce,deadline}; token = domain.verifyingContract. */
    | 'permit'
    /** DAI Permit{holder,spender,nonce,expiry,allowed}; token = domain.verifyingContract; allowed = unlimited. */
    | 'daiPermit'
    /** Permit2 PermitSingle{details:{token,amount,expiration,nonce},spender,sigDeadline}. */
    | 'permit2Single'
    /** Permit2 PermitBatch{details:[{token,amount,expiration,nonce}],spender,sigDeadline}. */
    | 'permit2Batch'
    /** Permit2 PermitTransferFrom{permitted:{token,amount},spender,nonce,deadline}, with or without a witness. */
    | 'permit2TransferFrom'
    /** Permit2 PermitBatchTransferFrom{permitted:[{token,amount}],spender,nonce,deadline}, with or without a witness. */
    | 'permit2BatchTransferFrom'
  spender: `0x${string}`
  grants: PermitGrant[]
  /** Unix seconds when the permission itself ends (Permit2 details.expiration; 0 or max → undefined). */
  expiresAt?: bigint
  /** Unix seconds after which the signature can no longer be used (deadline / sigDeadline / expiry; DAI expiry 0 → undefined). */
  signatureDeadline?: bigint
}

/** Permit2 stores expirations as uint48; its maximum means the allowance never ends. */
const MAX_UINT48 = (1n << 48n) - 1n

/** Bits of each amount in the real contracts: Permit2 allowances are uint160, the rest uint256. */
const ALLOWANCE_BITS = 160
const TRANSFER_BITS = 256

/**
 * Names a typed-data signature that lets someone spend the visitor's tokens, so the review can say so
 * above the raw fields. Matching goes by primaryType and the fields read, never by exact type shape:
 * a field added to the struct changes its hash but must not hide the permit from the visitor. A
 * struct without the spender, token or amount is left to the generic field-by-field review.
 */
export function recognisePermit(data: TypedDataRequest): PermitSummary | undefined {
  const message = struct(data.types, data.primaryType, data.message)
  switch (data.primaryType) {
    case 'Permit':
      return tokenPermit(data, message)
    case 'PermitSingle':
    case 'PermitBatch':
      return permit2Allowance(data, message)
    case 'PermitTransferFrom':
    case 'PermitWitnessTransferFrom':
    case 'PermitBatchTransferFrom':
    case 'PermitBatchWitnessTransferFrom':
      return permit2Transfer(data, message)
    default:
      return undefined
  }
}

/** A struct value with the declared type of each field, so amounts are read with their own width. */
type StructValue = { type: string; value: PlainObject; types: TypedDataRequest['types'] }

function tokenPermit(data: TypedDataRequest, message: StructValue | undefined): PermitSummary | undefined {
  const spender = address(message, 'spender')
  const token = address({ type: 'EIP712Domain', value: data.domain, types: data.types }, 'verifyingContract')
  if (!message || !spender || !token) return undefined

  const value = integer(message, 'value', TRANSFER_BITS)
  if (value) {
    const summary: PermitSummary = { kind: 'permit', spender, grants: [grant(token, value)] }
    const deadline = integer(message, 'deadline', TRANSFER_BITS)
    if (deadline) summary.signatureDeadline = deadline.value
    return summary
  }
  const allowed = field(message, 'allowed')
  if (typeof allowed === 'boolean') {
    const summary: PermitSummary = {
      kind: 'daiPermit',
      spender,
      grants: [{ token, amount: allowed ? maxUint256 : 0n, unlimited: allowed }],
    }
    const expiry = integer(message, 'expiry', TRANSFER_BITS)
    if (expiry && expiry.value !== 0n) summary.signatureDeadline = expiry.value
    return summary
  }
  return undefined
}

function permit2Allowance(data: TypedDataRequest, message: StructValue | undefined): PermitSummary | undefined {
  const spender = address(message, 'spender')
  if (!message || !spender) return undefined
  const batch = data.primaryType === 'PermitBatch'
  const details = structList(message, 'details')
  if (!details) return undefined

  const grants: PermitGrant[] = []
  const expirations: (bigint | undefined)[] = []
  for (const detail of details) {
    const token = address(detail, 'token')
    const amount = integer(detail, 'amount', ALLOWANCE_BITS)
    if (!token || !amount) return undefined
    grants.push(grant(token, amount))
    const expiration = integer(detail, 'expiration', TRANSFER_BITS)?.value
    expirations.push(expiration === undefined || expiration === 0n || expiration >= MAX_UINT48 ? undefined : expiration)
  }

  const summary: PermitSummary = { kind: batch ? 'permit2Batch' : 'permit2Single', spender, grants }
  // One date for the whole batch: the latest, and none if any grant never ends.
  if (expirations.length > 0 && expirations.every((e) => e !== undefined)) {
    summary.expiresAt = expirations.reduce((a, b) => (b! > a! ? b : a))
  }
  const sigDeadline = integer(message, 'sigDeadline', TRANSFER_BITS)
  if (sigDeadline) summary.signatureDeadline = sigDeadline.value
  return summary
}

function permit2Transfer(data: TypedDataRequest, message: StructValue | undefined): PermitSummary | undefined {
  const spender = address(message, 'spender')
  if (!message || !spender) return undefined
  const batch = data.primaryType.startsWith('PermitBatch')
  const permitted = structList(message, 'permitted')
  if (!permitted) return undefined

  const grants: PermitGrant[] = []
  for (const permission of permitted) {
    const token = address(permission, 'token')
    const amount = integer(permission, 'amount', TRANSFER_BITS)
    if (!token || !amount) return undefined
    grants.push(grant(token, amount))
  }
  const summary: PermitSummary = { kind: batch ? 'permit2BatchTransferFrom' : 'permit2TransferFrom', spender, grants }
  const deadline = integer(message, 'deadline', TRANSFER_BITS)
  if (deadline) summary.signatureDeadline = deadline.value
  return summary
}

function grant(token: `0x${string}`, amount: { value: bigint; bits: number }): PermitGrant {
  return { token, amount: amount.value, unlimited: isUnlimitedAmount(amount.value, amount.bits) }
}

function struct(types: TypedDataRequest['types'], type: string | undefined, value: unknown): StructValue | undefined {
  if (type === undefined || !Object.hasOwn(types, type) || !isPlainObject(value)) return undefined
  return { type, value, types }
}

/**
 * A field holding one struct or an array of them, read alike whatever the primaryType says: the
 * single and batch shapes must not be a way to slip past recognition.
 */
function structList(parent: StructValue, name: string): StructValue[] | undefined {
  const type = declaredType(parent, name)
  const value = field(parent, name)
  const array = type === undefined ? null : /^(.+)\[\d*\]$/.exec(type)
  if (!array) {
    const one = struct(parent.types, type, value)
    return one ? [one] : undefined
  }
  if (!Array.isArray(value)) return undefined
  const values: StructValue[] = []
  for (const item of value) {
    const one = struct(parent.types, array[1], item)
    if (!one) return undefined
    values.push(one)
  }
  return values
}

function declaredType(parent: StructValue | undefined, name: string): string | undefined {
  return parent?.types[parent.type]?.find((entry) => entry.name === name)?.type
}

function field(parent: StructValue | undefined, name: string): unknown {
  return parent && Object.hasOwn(parent.value, name) ? parent.value[name] : undefined
}

function address(parent: StructValue | undefined, name: string): `0x${string}` | undefined {
  const value = field(parent, name)
  return typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : undefined
}

/**
 * An integer field as a bigint, with the bits to judge "unlimited" by: the declared width or the real
 * contract's, whichever is smaller, so a widened declaration cannot hide an unlimited amount.
 */
function integer(
  parent: StructValue | undefined,
  name: string,
  contractBits: number,
): { value: bigint; bits: number } | undefined {
  const value = field(parent, name)
  let integer: bigint
  if (typeof value === 'number' && Number.isSafeInteger(value)) integer = BigInt(value)
  else if (typeof value === 'string' && value.length <= 100 && /^(0x[0-9a-fA-F]+|-?\d+)$/.test(value))
    integer = BigInt(value)
  else return undefined
  const declared = /^u?int(\d*)$/.exec(declaredType(parent, name) ?? '')
  const declaredBits = declared ? (declared[1] === '' ? 256 : Number(declared[1])) : contractBits
  return { value: integer, bits: Math.min(declaredBits, contractBits) }
}
