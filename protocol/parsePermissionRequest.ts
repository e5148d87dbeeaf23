import { rpcError } from './rpcError'
import * as RPC_ERROR from './rpcErrorCodes'
import type { Address } from './types'

/** The permission types the passkey account enforces (MetaMask's Advanced Permissions names, ERC-7715). */
export const PERMISSION_TYPES = [
  'native-token-periodic',
  'erc20-token-periodic',
  'native-token-stream',
  'erc20-token-stream',
  'erc20-token-allowance',
] as const
export type PermissionType = (typeof PERMISSION_TYPES)[number]
/** The rule types it accepts: `expiry` (required) and `redeemer` (one address). */
export const PERMISSION_RULE_TYPES = ['expiry', 'redeemer'] as const

/** What the account enforces: an amount per period, a stream (initial, then per second, up to max), or a total. */
export type PermissionLimit =
  | { kind: 'periodic'; amount: bigint; period: number }
  | { kind: 'stream'; initial: bigint; perSecond: bigint; max: bigint }
  | { kind: 'allowance'; amount: bigint }

/** One ERC-7715 permission request, parsed: every field checked, amounts as bigints, times in Unix seconds. */
export type PermissionRequest = {
  chainId: number
  /** The account asked for; undefined: the connected one. */
  from?: Address
  /** Who may redeem: the `redeemer` rule's one address, else `to`. */
  redeemer: Address
  /** The session account the site named (`to`), echoed in the answer. */
  to: Address
  type: PermissionType
  /** The ERC-20 contract; undefined for the native coin. */
  token?: Address
  limit: PermissionLimit
  /** When it starts; undefined: when granted. */
  start?: number
  expiry: number
  isAdjustmentAllowed: boolean
  /** The site's words, shown as the site's. */
  justification?: string
}

export type ParsePermissionRequestOptions = {
  /** The time now, Unix seconds: an expiry must be after it. */
  now: number
  /** The longest a grant may last, in seconds from now (the operator's cap). */
  maxDurationSeconds: number
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
/**
 * The account holds amounts in 128 bits; half that range and above is no real amount but "unlimited" in disguise
 * (review/unlimited.ts's rule), which a bounded permission must not be: refused rather than reviewed as a number.
 */
const ABSURD = 2n ** 127n
const MAX_UINT32 = 2 ** 32 - 1

const invalid = (field: string, message: string) =>
  rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, `${field}: ${message}`)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Parses `wallet_requestExecutionPermissions` params, hostile until parsed: `[{ chainId, from?, to, permission:
 * { type, isAdjustmentAllowed, data }, rules: [{ type: 'expiry', data: { timestamp } }, …] }]`. One request per
 * call (one review). An unknown type, a missing or past expiry, one beyond the cap, a zero or absurd amount, a period
 * of zero, a redeemer that is not an address: each -32602 naming the field, before any review.
 */
export function parsePermissionRequest(params: unknown, options: ParsePermissionRequestOptions): PermissionRequest {
  const [raw] = Array.isArray(params) && params.length === 1 ? params : []
  if (!isRecord(raw)) throw invalid('params', 'expected [{ chainId, to, permission, rules }] (one permission a call)')
  const chainId = parseChainId(raw.chainId)
  const from = raw.from === undefined ? undefined : address(raw.from, 'from')
  const to = address(raw.to, 'to')
  if (!isRecord(raw.permission)) throw invalid('permission', 'expected { type, isAdjustmentAllowed, data }')
  const { type, isAdjustmentAllowed = false, data } = raw.permission
  if (typeof type !== 'string' || !(PERMISSION_TYPES as readonly string[]).includes(type))
    throw invalid('permission.type', `expected one of ${PERMISSION_TYPES.join(', ')}`)
  if (typeof isAdjustmentAllowed !== 'boolean') throw invalid('permission.isAdjustmentAllowed', 'expected a boolean')
  if (!isRecord(data)) throw invalid('permission.data', 'expected an object')
  const rules = parseRules(raw.rules, options)
  const startTime = data.startTime === undefined ? undefined : seconds(data.startTime, 'permission.data.startTime')
  // A start already past is the grant's own moment (the account counts nothing before it): a backdated stream would
  // otherwise be reviewed for its rate while its accrual since then is there to take at once.
  const start = startTime !== undefined && startTime > options.now ? startTime : undefined
  if (startTime !== undefined && startTime >= rules.expiry)
    throw invalid('permission.data.startTime', 'must be before the expiry')
  const justification = data.justification === undefined ? undefined : text(data.justification)
  const permissionType = type as PermissionType
  return {
    chainId,
    ...(from ? { from } : {}),
    redeemer: rules.redeemer ?? to,
    to,
    type: permissionType,
    ...(permissionType.startsWith('erc20')
      ? { token: address(data.tokenAddress, 'permission.data.tokenAddress') }
      : {}),
    limit: parseLimit(permissionType, data, rules.expiry - (start ?? options.now)),
    ...(start !== undefined ? { start } : {}),
    expiry: rules.expiry,
    isAdjustmentAllowed,
    ...(justification !== undefined ? { justification } : {}),
  }
}

function parseLimit(type: PermissionType, data: Record<string, unknown>, lifetime: number): PermissionLimit {
  if (type.endsWith('periodic')) {
    const period = seconds(data.periodDuration, 'permission.data.periodDuration')
    if (period === 0 || period > MAX_UINT32) throw invalid('permission.data.periodDuration', 'expected 1 s or more')
    return { kind: 'periodic', amount: amount(data.periodAmount, 'permission.data.periodAmount'), period }
  }
  if (type.endsWith('allowance'))
    return { kind: 'allowance', amount: amount(data.allowanceAmount, 'permission.data.allowanceAmount') }
  const initial =
    data.initialAmount === undefined ? 0n : amount(data.initialAmount, 'permission.data.initialAmount', true)
  const perSecond = amount(data.amountPerSecond, 'permission.data.amountPerSecond')
  // No maximum named: the most the stream can reach by its expiry, which the account enforces as its cap.
  const reachable = initial + perSecond * BigInt(Math.max(lifetime, 0))
  const max = data.maxAmount === undefined ? reachable : amount(data.maxAmount, 'permission.data.maxAmount')
  if (max < initial) throw invalid('permission.data.maxAmount', 'must be at least the initial amount')
  if (max >= ABSURD) throw invalid('permission.data.maxAmount', 'is absurdly large')
  return { kind: 'stream', initial, perSecond, max }
}

function parseRules(raw: unknown, { now, maxDurationSeconds }: ParsePermissionRequestOptions) {
  if (!Array.isArray(raw) || raw.length > 8) throw invalid('rules', 'expected an array with an expiry rule')
  let expiry: number | undefined
  let redeemer: Address | undefined
  for (const rule of raw) {
    if (!isRecord(rule) || !isRecord(rule.data)) throw invalid('rules', 'expected [{ type, data }]')
    if (rule.type === 'expiry') expiry = seconds(rule.data.timestamp, 'rules.expiry.timestamp')
    else if (rule.type === 'redeemer') {
      const { addresses } = rule.data
      if (!Array.isArray(addresses) || addresses.length !== 1)
        throw invalid('rules.redeemer.addresses', 'expected exactly one address (the account enforces one redeemer)')
      redeemer = address(addresses[0], 'rules.redeemer.addresses')
    } else throw invalid('rules.type', `expected one of ${PERMISSION_RULE_TYPES.join(', ')}`)
  }
  if (expiry === undefined) throw invalid('rules', 'an expiry rule is required: no permission without an end')
  if (expiry <= now) throw invalid('rules.expiry.timestamp', 'is in the past')
  if (expiry > now + maxDurationSeconds)
    throw invalid(
      'rules.expiry.timestamp',
      `is beyond the longest grant this wallet's operator allows (${maxDurationSeconds} s from now)`,
    )
  return { expiry, ...(redeemer ? { redeemer } : {}) }
}

function parseChainId(value: unknown): number {
  const id =
    typeof value === 'string' && /^0x[0-9a-fA-F]{1,13}$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw invalid('chainId', 'expected a hex chain id')
  return id
}

function address(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !ADDRESS.test(value)) throw invalid(field, 'expected a 0x-prefixed address')
  if (/^0x0{40}$/.test(value)) throw invalid(field, 'the zero address cannot be named')
  return value.toLowerCase() as Address
}

function amount(value: unknown, field: string, zeroAllowed = false): bigint {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) throw invalid(field, 'expected a hex amount')
  const parsed = BigInt(value)
  if (parsed === 0n && !zeroAllowed) throw invalid(field, 'must be more than zero')
  if (parsed >= ABSURD) throw invalid(field, 'is absurdly large')
  return parsed
}

function seconds(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value >= 2 ** 48)
    throw invalid(field, 'expected Unix seconds (a whole number)')
  return value
}

function text(value: unknown): string {
  if (typeof value !== 'string' || value.length > 200)
    throw invalid('permission.data.justification', 'expected text of 200 characters at most')
  return value
}

/** `permissionContext` as the passkey account answers it: `abi.encode(account, id)`, 64 bytes. */
export function parsePermissionContext(value: unknown, field = 'permissionContext'): { account: Address; id: bigint } {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{128}$/.test(value))
    throw invalid(field, 'expected the context a grant was answered with')
  if (!/^0x0{24}/.test(value)) throw invalid(field, 'expected the context a grant was answered with')
  return { account: `0x${value.slice(26, 66).toLowerCase()}` as Address, id: BigInt(`0x${value.slice(66)}`) }
}
