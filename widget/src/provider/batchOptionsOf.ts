import type { ApprovalRequest } from '../../../protocol/parseApprovalRequest'
import type { ChainConfig } from '../../../protocol/config'
import type { BatchOptions } from '../wallets/atomicBatches'
import type { ConnectedWallet } from '../connection/connectionTypes'
import { sitePaymasterOf, type HostPaymasterRequest } from './sitePaymasterOf'

/**
 * What a `wallet_sendCalls` asked beyond its calls, for the connected wallet: the paymaster the site named (where
 * the wallet can use it, see sitePaymasterOf) and, for a wallet of ours that sends the batch as one operation, its
 * builder codes (ERC-8021), which the operation carries. A wallet that sends calls one after another gets the codes
 * in each call's data instead (buildBatchReview), so the review previews exactly what it signs.
 */
export function batchOptionsOf(
  request: ApprovalRequest,
  account: ConnectedWallet,
  chain: ChainConfig,
  viaHost: HostPaymasterRequest,
): BatchOptions {
  const paymaster = sitePaymasterOf(request, account, chain, viaHost)
  const suffix = request.method === 'wallet_sendCalls' && account.batches ? request.batch.dataSuffix : undefined
  return { ...(paymaster ? { paymaster } : {}), ...(suffix ? { dataSuffix: suffix.value } : {}) }
}
