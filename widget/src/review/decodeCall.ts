import { decodeFunctionData, parseAbi, slice, type Address, type Hex } from 'viem'
import type { GrantTerms } from '../chain/permissionsAbi'
import { isUnlimitedAmount } from './unlimited'

/**
 * The calls a review names in words. ERC-20 and ERC-721 share the selectors of `approve` and
 * `transferFrom`; the token's chain-read decimals tell the amount from a token id when shown.
 */
const KNOWN_CALLS = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function setApprovalForAll(address operator, bool approved)',
  // Permit2's allowance-transfer approve: token and spender are arguments, the call goes to Permit2.
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

export type DecodedCall =
  | { kind: 'transfer'; token: Address; to: Address; amount: bigint }
  | { kind: 'transferFrom'; token: Address; from: Address; to: Address; amount: bigint }
  | { kind: 'approve'; token: Address; spender: Address; amount: bigint; unlimited: boolean }
  | { kind: 'increaseAllowance'; token: Address; spender: Address; amount: bigint; unlimited: boolean }
  | { kind: 'setApprovalForAll'; collection: Address; operator: Address; approved: boolean }
  | {
      kind: 'permit2Approve'
      permit2: Address
      token: Address
      spender: Address
      amount: bigint
      unlimited: boolean
      expiration: bigint
    }
  /** A passkey account's own settings, named on its wallet's own requests only (DecodeTrust). */
  | { kind: 'setRecovery'; recoverer: Address; delaySeconds: number }
  | { kind: 'cancelRecovery' }
  | { kind: 'clearRecovery' }
  | { kind: 'addSigner'; signer: Hex }
  | { kind: 'removeSigner'; signer: Hex }
  /** A permission for an app (PasskeyPermissions.sol): what `site`'s `redeemer` may take, and until when. */
  | ({ kind: 'grantPermission' } & PermissionGrant)
  | { kind: 'revokePermission'; id: bigint }
  /** A recovery address's calls to the passkey account `account`, named on the wallet's own requests only. */
  | { kind: 'proposeRecovery'; account: Address; signer: Hex }
  | { kind: 'executeRecovery'; account: Address }
  /** Calldata the widget cannot name: shown as raw data with its 4-byte selector. */
  | { kind: 'unknown'; selector: Hex }

/** A grant's terms, as the review states them; `asset` undefined: the chain's native coin. */
export type PermissionGrant = Omit<GrantTerms, 'token' | 'kind'> & {
  asset?: Address
  limit: 'periodic' | 'stream' | 'allowance'
}

/** What a passkey account (devchain/contracts/PasskeyRecovery.sol) is asked of itself, named only on a self-call. */
const ACCOUNT_SETTINGS = parseAbi([
  'function grantPermission((address redeemer, address token, uint8 kind, uint128 amount, uint128 rate, uint128 max, uint32 period, uint48 start, uint48 expiry, string site) terms)',
  'function revokePermission(uint256 id)',
  'function setRecovery(address recoverer, uint32 delay)',
  'function cancelRecovery()',
  'function clearRecovery()',
  'function addSigner(bytes signer)',
  'function removeSigner(bytes signer)',
])

/** What a recovery address asks of the account it may recover (devchain/contracts/PasskeyRecovery.sol). */
const RECOVERY_CALLS = parseAbi(['function proposeRecovery(bytes signer)', 'function executeRecovery()'])

/**
 * Who asks, for the labels only the wallet itself may earn: a passkey account's own settings ("Adds a new passkey
 * as an owner of this wallet") and a recovery address's calls ("Completes the recovery of the wallet …"). On a
 * site's request, or from any other wallet, the same bytes are shown as an undecoded call: a site's contract can
 * have these selectors, and a 7702-delegated key's call to itself runs whatever code it delegates to.
 */
export type DecodeTrust = {
  /** The wallet's own screens asked (ApprovalController.requestFromWallet), not the site. */
  byWallet?: boolean
  /** The account is the widget's passkey wallet (capabilities.account === 'smart'). */
  passkeyAccount?: boolean
}

/**
 * Names the call `data` makes on `to`; undefined for a plain value transfer (no data). `from`, the
 * account sending it: its calls to itself are read as its own settings when `trust` allows.
 */
export function decodeCall(to: Address, data: Hex, from?: Address, trust: DecodeTrust = {}): DecodedCall | undefined {
  if (data === '0x') return undefined
  const selector = data.length >= 10 ? slice(data, 0, 4) : data
  if (from && to.toLowerCase() === from.toLowerCase())
    return (trust.byWallet && trust.passkeyAccount && accountSetting(data)) || { kind: 'unknown', selector }
  let decoded
  try {
    decoded = decodeFunctionData({ abi: KNOWN_CALLS, data })
  } catch {
    return (trust.byWallet && recoveryCall(to, data)) || { kind: 'unknown', selector }
  }
  const { functionName, args } = decoded
  switch (functionName) {
    case 'transfer':
      return { kind: 'transfer', token: to, to: args[0], amount: args[1] }
    case 'transferFrom':
      return { kind: 'transferFrom', token: to, from: args[0], to: args[1], amount: args[2] }
    case 'increaseAllowance':
      return {
        kind: 'increaseAllowance',
        token: to,
        spender: args[0],
        amount: args[1],
        unlimited: isUnlimitedAmount(args[1]),
      }
    case 'setApprovalForAll':
      return { kind: 'setApprovalForAll', collection: to, operator: args[0], approved: args[1] }
    case 'approve':
      if (args.length === 4) {
        const [token, spender, amount, expiration] = args
        return {
          kind: 'permit2Approve',
          permit2: to,
          token,
          spender,
          amount,
          unlimited: isUnlimitedAmount(amount, 160),
          expiration: BigInt(expiration),
        }
      }
      return { kind: 'approve', token: to, spender: args[0], amount: args[1], unlimited: isUnlimitedAmount(args[1]) }
  }
}

/** The token contracts whose symbol and decimals the review needs for `call`. */
export function tokensOf(call: DecodedCall | undefined): Address[] {
  if (call?.kind === 'grantPermission') return call.asset ? [call.asset] : []
  return call && 'token' in call ? [call.token] : []
}

function accountSetting(data: Hex): DecodedCall | undefined {
  try {
    const decoded = decodeFunctionData({ abi: ACCOUNT_SETTINGS, data })
    if (decoded.functionName === 'setRecovery')
      return { kind: 'setRecovery', recoverer: decoded.args[0], delaySeconds: decoded.args[1] }
    if (decoded.functionName === 'grantPermission') return permissionGrant(decoded.args[0])
    if (decoded.functionName === 'revokePermission') return { kind: 'revokePermission', id: decoded.args[0] }
    if (decoded.functionName === 'addSigner' || decoded.functionName === 'removeSigner')
      return { kind: decoded.functionName, signer: decoded.args[0] }
    return { kind: decoded.functionName }
  } catch {
    return undefined
  }
}

const LIMITS = ['periodic', 'stream', 'allowance'] as const

function permissionGrant(terms: GrantTerms): DecodedCall | undefined {
  const limit = LIMITS[terms.kind]
  if (!limit) return undefined
  const { token, kind: _, ...rest } = terms
  return { kind: 'grantPermission', ...rest, limit, ...(BigInt(token) === 0n ? {} : { asset: token }) }
}

function recoveryCall(account: Address, data: Hex): DecodedCall | undefined {
  try {
    const decoded = decodeFunctionData({ abi: RECOVERY_CALLS, data })
    return decoded.functionName === 'proposeRecovery'
      ? { kind: 'proposeRecovery', account, signer: decoded.args[0] }
      : { kind: 'executeRecovery', account }
  } catch {
    return undefined
  }
}
