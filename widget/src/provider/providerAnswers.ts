import type { ProviderMethodOf } from '../../../protocol/providerMethods'
import type { ChainConfig } from '../../../protocol/config'
import { parseGetAssetsParams } from '../../../protocol/parseGetAssetsParams'
import { PERMISSION_TYPES } from '../../../protocol/parsePermissionRequest'
import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { State } from '../../../protocol/types'
import { connectAndSignIn } from './connectAndSignIn'
import type { EXECUTION_PERMISSION_ANSWERS } from './executionPermissions'
import { listAssets } from './listAssets'
import type { ProviderContext } from './providerContext'
import { holdsPermissions, takesSitePaymaster, type WalletCapabilities } from '../wallets/walletCapabilities'

type Answer = (context: ProviderContext, params: unknown, state: State) => unknown

/** The ERC-7715 answers (executionPermissions.ts), loaded with their first use: most sites never ask for one. */
const permissions =
  (method: keyof typeof EXECUTION_PERMISSION_ANSWERS): Answer =>
  async (context, params, state) =>
    ((await import('./executionPermissions')).EXECUTION_PERMISSION_ANSWERS[method] as Answer)(context, params, state)

/**
 * How the widget answers each `local` and `wallet` method of the table (protocol/providerMethods.ts),
 * once the table's policy held (a connection where it needs one). A new method of those kinds is a
 * row there and an answer here; the types fail until both exist.
 */
export const PROVIDER_ANSWERS: Record<ProviderMethodOf<'local' | 'wallet'>, Answer> = {
  eth_requestAccounts: async ({ connection }) => [(await connection.requestConnect()).address],
  wallet_connect: (context, params) => connectAndSignIn(context, params),
  wallet_disconnect: ({ connection }) => {
    connection.disconnect()
    return null
  },
  eth_accounts: (_, __, state) => (state.status === 'connected' ? [state.address] : []),
  eth_chainId: ({ chains }, _, state) => `0x${(state.chainId ?? chains[0]!.id).toString(16)}`,
  net_version: ({ chains }, _, state) => String(state.chainId ?? chains[0]!.id),
  wallet_switchEthereumChain: async ({ chains, connection }, params, state) => {
    const target = Number(
      (Array.isArray(params) ? (params[0] as { chainId?: string } | undefined) : undefined)?.chainId,
    )
    if (!chains.some((c) => c.id === target))
      throw rpcError('UNSUPPORTED_CHAIN', RPC_ERROR.unrecognizedChain, `chain ${target} is not offered here`)
    if (state.status !== 'connected') throw rpcError('NOT_CONNECTED', RPC_ERROR.unauthorized, 'connect a wallet first')
    await connection.switchWalletChain(target, { throwOnFailure: true })
    return null
  },
  wallet_getCapabilities: ({ chains, connection }, params, state) =>
    capabilities(state, chains, params, connection.connectedWallet()?.capabilities),
  wallet_getAssets: async ({ balances }, params, state) => {
    const request = parseGetAssetsParams(params)
    if (request.account !== state.address?.toLowerCase())
      throw rpcError('NOT_CONNECTED', RPC_ERROR.unauthorized, 'assets are given for the connected account only')
    await balances.whenLoaded()
    return listAssets(balances.getSnapshot(), request)
  },
  wallet_getCallsStatus: ({ calls, clients }, params) => calls.status(batchId(params), (chain) => clients.get(chain)),
  wallet_showCallsStatus: ({ calls }, params) => {
    calls.show(batchId(params))
    return null
  },
  wallet_requestExecutionPermissions: permissions('wallet_requestExecutionPermissions'),
  wallet_grantPermissions: permissions('wallet_grantPermissions'),
  wallet_revokeExecutionPermission: permissions('wallet_revokeExecutionPermission'),
  wallet_revokePermissions: permissions('wallet_revokePermissions'),
  wallet_getSupportedExecutionPermissions: permissions('wallet_getSupportedExecutionPermissions'),
  wallet_getGrantedExecutionPermissions: permissions('wallet_getGrantedExecutionPermissions'),
  wallet_getPermissions: permissions('wallet_getPermissions'),
}

type ChainCapabilities = {
  atomic: { status: 'supported' | 'unsupported' }
  paymasterService: { supported: boolean }
  assetDiscovery: { supported: true }
  dataSuffix: { supported: true }
  permissions: { supported: boolean; signerTypes: string[]; permissionTypes: string[] }
}

/**
 * EIP-5792 capabilities, per mounted chain, truthfully: `atomic` is `supported` where the connected
 * wallet executes a batch all or nothing (the passkey wallet, on the chains it is offered on), and
 * `unsupported` elsewhere, since the widget then sends a batch's calls one after another;
 * `paymasterService` (ERC-7677) where the connected wallet pays through a paymaster the site names (the
 * passkey wallet again, see takesSitePaymaster), and not before a wallet is connected; `assetDiscovery`
 * (ERC-7811 wallet_getAssets) and `dataSuffix` (ERC-8021 builder codes) everywhere. Only for the connected account (4100 for another).
 */
function capabilities(
  state: State,
  chains: ChainConfig[],
  params: unknown,
  wallet: WalletCapabilities | undefined,
): Record<string, ChainCapabilities> {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (
    address !== undefined &&
    (typeof address !== 'string' || address.toLowerCase() !== state.address?.toLowerCase())
  ) {
    throw rpcError('NOT_CONNECTED', RPC_ERROR.unauthorized, 'capabilities are given for the connected account only')
  }
  const wanted = Array.isArray(chainIds)
    ? new Set(chainIds.map((id) => (typeof id === 'string' ? Number(id) : NaN)))
    : undefined
  return Object.fromEntries(
    chains
      .filter((chain) => !wanted || wanted.has(chain.id))
      .map((chain) => [
        `0x${chain.id.toString(16)}`,
        {
          atomic: {
            status: wallet?.atomicBatches && chain.passkeyWallet ? ('supported' as const) : ('unsupported' as const),
          },
          paymasterService: { supported: wallet !== undefined && takesSitePaymaster(wallet, chain) },
          // ERC-7811: wallet_getAssets answers for every wallet, from the balances the widget reads.
          assetDiscovery: { supported: true },
          // ERC-8021: the widget appends a batch's builder codes itself, whatever the wallet (batchOptionsOf).
          dataSuffix: { supported: true },
          // ERC-7715: where the connected wallet enforces grants on chain (the passkey account), per chain.
          permissions: permissionsCapability(wallet !== undefined && holdsPermissions(wallet, chain)),
        },
      ]),
  )
}

function permissionsCapability(supported: boolean): ChainCapabilities['permissions'] {
  return supported
    ? { supported, signerTypes: ['account'], permissionTypes: [...PERMISSION_TYPES] }
    : { supported, signerTypes: [], permissionTypes: [] }
}

function batchId(params: unknown): string {
  const [id] = Array.isArray(params) ? params : []
  if (typeof id !== 'string' || id.length === 0 || id.length > 100)
    throw rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, 'expected [id], the id wallet_sendCalls returned')
  return id
}
