import { parseEventLogs, type Address, type Hex } from 'viem'
import { getBlock, getCode, waitForTransactionReceipt } from 'viem/actions'
import { DEFAULT_MAX_PERMISSION_SECONDS, type ChainConfig } from '../../../protocol/config'
import { legacyToExecutionPermission } from '../../../protocol/legacyPermissionRequest'
import {
  PERMISSION_RULE_TYPES,
  PERMISSION_TYPES,
  parsePermissionContext,
  parsePermissionRequest,
} from '../../../protocol/parsePermissionRequest'
import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { State } from '../../../protocol/types'
import { PERMISSIONS_ABI } from '../chain/permissionsAbi'
import type { ConnectedWallet } from '../connection/connectionTypes'
import { holdsPermissions } from '../wallets/walletCapabilities'
import { grantPermissionData, grantTermsOf, permissionResponse, revokePermissionData } from './permissionGrant'
import type { ProviderContext } from './providerContext'
import { readGrants, readGrantsById } from './readGrants'

type Answer = (context: ProviderContext, params: unknown, state: State) => unknown

/**
 * The connected wallet and its chain when they hold permissions (the passkey wallet, on a chain its deployment
 * offers it on); any other wallet, or network, answers 4200: it has no account that could enforce them.
 */
function permissionWallet({ chains, connection }: ProviderContext): { wallet: ConnectedWallet; chain: ChainConfig } {
  const wallet = connection.connectedWallet()
  const chain = wallet && chains.find((c) => c.id === wallet.chainId)
  if (!wallet || !chain || !holdsPermissions(wallet.capabilities, chain))
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.unsupportedMethod,
      `${wallet?.walletName ?? 'this wallet'} cannot hold permissions for apps here: only the passkey wallet enforces them on chain`,
    )
  return { wallet, chain }
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Parse, check the token on chain, then one reviewed self-call of the account; answers the grant as ERC-7715 says. */
async function requestPermission(context: ProviderContext, params: unknown, legacy = false) {
  const { wallet, chain } = permissionWallet(context)
  const current = legacy ? legacyToExecutionPermission(params) : params
  const client = context.clients.get(chain)
  // The chain's clock, not the browser's: it is the one the account checks the start and the expiry against.
  const now = Number((await getBlock(client)).timestamp)
  // The operator's cap on how long a grant may last (the deployment config), else five years.
  const maxDurationSeconds = chain.passkeyWallet?.maxPermissionSeconds ?? DEFAULT_MAX_PERMISSION_SECONDS
  const request = parsePermissionRequest(current, { now, maxDurationSeconds })
  if (request.chainId !== chain.id)
    throw rpcError('UNSUPPORTED_CHAIN', RPC_ERROR.invalidParams, `chainId: the wallet is on chain ${chain.id}`)
  if (request.from && request.from !== wallet.address.toLowerCase())
    throw rpcError('NOT_CONNECTED', RPC_ERROR.unauthorized, 'from: not the connected account')
  if (request.redeemer === wallet.address.toLowerCase())
    throw rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, 'to: the account cannot be its own redeemer')
  if (request.token && ((await getCode(client, { address: request.token })) ?? '0x') === '0x')
    throw rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, 'permission.data.tokenAddress: not a contract')
  const terms = grantTermsOf(request, context.hostOrigin, now)
  const hash = (await context.approvals.requestFromWallet(grantPermissionData(terms))) as Hex
  const receipt = await waitForTransactionReceipt(client, { hash })
  const granted = parseEventLogs({ abi: PERMISSIONS_ABI, logs: receipt.logs, eventName: 'PermissionGranted' }).find(
    (log) => log.address.toLowerCase() === wallet.address.toLowerCase(),
  )
  if (!granted)
    throw rpcError('WALLET_ERROR', RPC_ERROR.internal, 'the grant was sent, but the account did not record it')
  context.permissionEvent?.('permissionGranted', chain.id)
  return [permissionResponse(wallet.address, chain.id, granted.args.id, terms, request.to)]
}

/** The site's own grants on the connected account, live ones only (not revoked, not expired). */
async function grantedToSite(context: ProviderContext) {
  const { wallet, chain } = permissionWallet(context)
  // Two reads of the chain, on the page's shared budget as its other reads are: a loop asking cannot drain the RPC.
  context.hostReads.spend()
  const grants = await readGrants(context.clients.get(chain), wallet.address)
  const now = nowSeconds()
  return grants
    .filter((g) => g.terms.site === context.hostOrigin && !g.revoked && g.terms.expiry > now)
    .map((g) => permissionResponse(wallet.address, chain.id, g.id, g.terms))
}

/** Revokes one of the site's grants, through one reviewed self-call. Another site's grant is not the site's to end. */
async function revokePermission(context: ProviderContext, params: unknown) {
  const { wallet, chain } = permissionWallet(context)
  const raw: unknown = Array.isArray(params) ? params[0] : params
  const { account, id } = parsePermissionContext(
    (raw as { permissionContext?: unknown } | undefined)?.permissionContext,
  )
  if (account !== wallet.address.toLowerCase())
    throw rpcError('NOT_CONNECTED', RPC_ERROR.unauthorized, 'permissionContext: a grant of another account')
  // Read by its id, not looked up among the newest grants: an older grant of the site is still its to revoke.
  const [grant] = await readGrantsById(context.clients.get(chain), wallet.address as Address, [id]).catch(() => [])
  if (!grant || grant.terms.site !== context.hostOrigin)
    throw rpcError('INVALID_REQUEST', RPC_ERROR.unauthorized, 'permissionContext: no grant of this site')
  await context.approvals.requestFromWallet(revokePermissionData(id))
  context.permissionEvent?.('permissionRevoked', chain.id)
  return {}
}

/** ERC-7715's supported types: per type, the chains where the connected wallet enforces it, and the rules. */
function supported(context: ProviderContext) {
  permissionWallet(context)
  const wallet = context.connection.connectedWallet()!
  const chainIds = context.chains
    .filter((c) => holdsPermissions(wallet.capabilities, c))
    .map((c) => `0x${c.id.toString(16)}`)
  return Object.fromEntries(PERMISSION_TYPES.map((type) => [type, { chainIds, ruleTypes: [...PERMISSION_RULE_TYPES] }]))
}

/** The ERC-7715 methods, by their current names and the older ones apps still send. */
export const EXECUTION_PERMISSION_ANSWERS = {
  wallet_requestExecutionPermissions: (context, params) => requestPermission(context, params),
  wallet_grantPermissions: (context, params) => requestPermission(context, params, true),
  wallet_revokeExecutionPermission: revokePermission,
  wallet_revokePermissions: revokePermission,
  wallet_getSupportedExecutionPermissions: supported,
  wallet_getGrantedExecutionPermissions: grantedToSite,
  wallet_getPermissions: grantedToSite,
} satisfies Record<string, Answer>
