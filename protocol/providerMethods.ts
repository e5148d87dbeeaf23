/**
 * The methods of `handle.provider` (EIP-1193, EIP-5792), one row each: how the widget answers it and
 * what it may refuse with. The widget routes by this table (widget/src/provider/handleProviderRequest.ts);
 * a method that is not here is answered 4200 without reaching anything. docs/standards.md lists them.
 */

import * as RPC_ERROR from './rpcErrorCodes'

/**
 * - `local`: answered from the widget's own state (the connection, the batches it sent);
 * - `wallet`: asks the connected wallet, with its own prompt (accounts, a chain switch);
 * - `review`: parsed, reviewed, and only the visitor's confirmed click hands it to the wallet;
 * - `read`: a chain read through the widget's RPC, budgeted per host origin.
 */
export type ProviderMethodKind = 'local' | 'wallet' | 'review' | 'read'

export type ProviderMethodPolicy = {
  kind: ProviderMethodKind
  /** Refused with 4100 before anything else while no account is connected. */
  needsConnection: boolean
  /** The codes it may reject with besides 4100 (RPC_ERROR), for the docs and the tests. */
  errors: readonly number[]
}

const { userRejected, chainDisconnected, unrecognizedChain, invalidParams, internal, resourceBusy } = RPC_ERROR
const READ: ProviderMethodPolicy = {
  kind: 'read',
  needsConnection: false,
  errors: [chainDisconnected, invalidParams, RPC_ERROR.limitExceeded],
}
/** Every review can be rejected, void itself when the wallet leaves the chain, or find another one open. */
const REVIEW_ERRORS = [userRejected, chainDisconnected, invalidParams, resourceBusy, internal] as const
/** A wallet that cannot hold permissions answers 4200; a grant is a review, a revoke of another's grant 4100. */
const PERMISSION_REVIEW_ERRORS = [...REVIEW_ERRORS, RPC_ERROR.unsupportedMethod, RPC_ERROR.unauthorized] as const
const PERMISSION_READ_ERRORS = [RPC_ERROR.unsupportedMethod] as const

export const PROVIDER_METHODS = {
  eth_requestAccounts: { kind: 'wallet', needsConnection: false, errors: [userRejected] },
  eth_accounts: { kind: 'local', needsConnection: false, errors: [] },
  // ERC-7846: connect, and with signInWithEthereum sign in through one review; disconnect ends the session.
  wallet_connect: {
    kind: 'wallet',
    needsConnection: false,
    errors: [
      userRejected,
      invalidParams,
      RPC_ERROR.unsupportedCapability,
      RPC_ERROR.unauthorized,
      resourceBusy,
      internal,
    ],
  },
  wallet_disconnect: { kind: 'local', needsConnection: false, errors: [] },
  eth_chainId: { kind: 'local', needsConnection: false, errors: [] },
  net_version: { kind: 'local', needsConnection: false, errors: [] },
  // Its chain is checked first: a chain not offered is 4902 whether connected or not, then 4100.
  wallet_switchEthereumChain: {
    kind: 'wallet',
    needsConnection: false,
    errors: [userRejected, unrecognizedChain, RPC_ERROR.unauthorized, invalidParams],
  },
  wallet_getCapabilities: { kind: 'local', needsConnection: true, errors: [] },
  // ERC-7811, from the balances already read; for the connected account only.
  wallet_getAssets: { kind: 'local', needsConnection: true, errors: [invalidParams, RPC_ERROR.unauthorized] },
  wallet_getCallsStatus: { kind: 'local', needsConnection: false, errors: [RPC_ERROR.unknownBundle, invalidParams] },
  wallet_showCallsStatus: { kind: 'local', needsConnection: false, errors: [RPC_ERROR.unknownBundle, invalidParams] },
  eth_sendTransaction: { kind: 'review', needsConnection: true, errors: REVIEW_ERRORS },
  personal_sign: { kind: 'review', needsConnection: true, errors: REVIEW_ERRORS },
  eth_signTypedData_v4: { kind: 'review', needsConnection: true, errors: REVIEW_ERRORS },
  wallet_sendCalls: {
    kind: 'review',
    needsConnection: true,
    errors: [
      ...REVIEW_ERRORS,
      RPC_ERROR.unsupportedCapability,
      RPC_ERROR.duplicateBundleId,
      RPC_ERROR.bundleTooLarge,
      RPC_ERROR.atomicityNotSupported,
    ],
  },
  // ERC-7715 permissions for apps, enforced on chain by the passkey account (docs/permissions.md); other wallets 4200.
  // A grant or a revoke is one reviewed request of the account to itself; the older names map to the same answers.
  wallet_requestExecutionPermissions: { kind: 'wallet', needsConnection: true, errors: PERMISSION_REVIEW_ERRORS },
  wallet_grantPermissions: { kind: 'wallet', needsConnection: true, errors: PERMISSION_REVIEW_ERRORS },
  wallet_revokeExecutionPermission: { kind: 'wallet', needsConnection: true, errors: PERMISSION_REVIEW_ERRORS },
  wallet_revokePermissions: { kind: 'wallet', needsConnection: true, errors: PERMISSION_REVIEW_ERRORS },
  wallet_getSupportedExecutionPermissions: { kind: 'local', needsConnection: true, errors: PERMISSION_READ_ERRORS },
  wallet_getGrantedExecutionPermissions: { kind: 'local', needsConnection: true, errors: PERMISSION_READ_ERRORS },
  wallet_getPermissions: { kind: 'local', needsConnection: true, errors: PERMISSION_READ_ERRORS },
  eth_blockNumber: READ,
  eth_call: READ,
  eth_estimateGas: READ,
  eth_feeHistory: READ,
  eth_gasPrice: READ,
  eth_getBalance: READ,
  eth_getBlockByHash: READ,
  eth_getBlockByNumber: READ,
  eth_getCode: READ,
  eth_getLogs: READ,
  eth_getStorageAt: READ,
  eth_getTransactionByHash: READ,
  eth_getTransactionCount: READ,
  eth_getTransactionReceipt: READ,
  eth_maxPriorityFeePerGas: READ,
} as const satisfies Record<string, ProviderMethodPolicy>

export type ProviderMethod = keyof typeof PROVIDER_METHODS

/** The methods of one kind, as a type: `ProviderMethodOf<'review'>` is what the review takes. */
export type ProviderMethodOf<K extends ProviderMethodKind> = {
  [M in ProviderMethod]: (typeof PROVIDER_METHODS)[M]['kind'] extends K ? M : never
}[ProviderMethod]

/** The row of `method`, or undefined for a method Walletport does not answer (a hostile name included). */
export function providerMethod(method: string): { method: ProviderMethod; policy: ProviderMethodPolicy } | undefined {
  return Object.hasOwn(PROVIDER_METHODS, method)
    ? { method: method as ProviderMethod, policy: PROVIDER_METHODS[method as ProviderMethod] }
    : undefined
}

/** Whether `method` is one of kind `kind`. */
export function isProviderMethodOf<K extends ProviderMethodKind>(
  method: string,
  kind: K,
): method is ProviderMethodOf<K> {
  return providerMethod(method)?.policy.kind === kind
}
