import type { LoaderBridgeMethods } from '../../../protocol/bridge'
import type { ChainConfig } from '../../../protocol/config'
import type { ApprovalRequest } from '../../../protocol/parseApprovalRequest'
import type { PaymasterMethod } from '../../../protocol/parsePaymasterAnswer'
import { rpcError } from '../../../protocol/rpcError'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import type { ConnectedWallet } from '../connection/connectionTypes'
import type { SitePaymaster } from '../wallets/atomicBatches'
import { ProviderRpcError } from '../wallets/eip1193'
import { takesSitePaymaster } from '../wallets/walletCapabilities'

/** One ERC-7677 request to `url`, made by the host page (loader/hostPaymaster.ts); rejects with the paymaster's error. */
export type HostPaymasterRequest = (url: string, method: PaymasterMethod, params: unknown[]) => Promise<unknown>

/**
 * The paymaster a site named for a batch (`paymasterService`), when the connected wallet can use it on
 * the chain: the passkey wallet. Another wallet refuses a request that requires one (5700, EIP-5792) and
 * pays as usual where the site marked it optional. Undefined when the request names none.
 */
export function sitePaymasterOf(
  request: ApprovalRequest,
  account: ConnectedWallet,
  chain: ChainConfig,
  viaHost: HostPaymasterRequest,
): SitePaymaster | undefined {
  const service = request.method === 'wallet_sendCalls' ? request.batch.paymasterService : undefined
  if (!service) return undefined
  if (!takesSitePaymaster(account.capabilities, chain)) {
    if (service.optional) return undefined
    throw rpcError(
      'INVALID_REQUEST',
      RPC_ERROR.unsupportedCapability,
      `paymasterService is not supported by ${account.walletName} on ${chain.name}: it pays its own network fees`,
    )
  }
  return { ...service, request: (method, params) => viaHost(service.url, method, params) }
}

/**
 * HostPaymasterRequest through the host agent (`agent` is the bridge's, its answers already parsed by
 * parseAgentResponse): the page that named the paymaster fetches it, so the widget's `connect-src`
 * never has to list a site's URL. The answer's value is parsed by the caller (parsePaymasterAnswer).
 */
export function viaHostPage(agent: () => LoaderBridgeMethods['agent'] | undefined): HostPaymasterRequest {
  return async (url, method, params) => {
    const ask = agent()
    if (!ask) throw new ProviderRpcError(RPC_ERROR.disconnected, 'the host page is not connected')
    const answer = await ask({ op: 'paymaster', url, method, params })
    if (!answer.ok) throw new ProviderRpcError(answer.error.code, answer.error.message)
    return answer.value
  }
}
