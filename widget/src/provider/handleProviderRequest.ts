import type { ProviderRequest } from '../../../protocol/bridge'
import type { WalletSession } from '../session/WalletSession'
import { isApprovalMethod } from './ApprovalController'
import { rpcError } from './rpcError'

/** Reads the host dapp may make through the widget's RPC: no key, no visitor data beyond the chain. */
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
])

/**
 * Answers one EIP-1193 request of `handle.provider`. Accounts only after the visitor connected;
 * reads go to the widget's RPC for the wallet's chain; anything that signs or sends waits for the
 * visitor's click on a review screen; everything else is unsupported (4200).
 */
export async function handleProviderRequest(session: WalletSession, { method, params }: ProviderRequest): Promise<unknown> {
  const state = session.getState()
  const chainId = state.chainId ?? session.chains[0]!.id
  switch (method) {
    case 'eth_requestAccounts':
      return [(await session.requestConnect()).address]
    case 'eth_accounts':
      return state.status === 'connected' ? [state.address] : []
    case 'eth_chainId':
      return `0x${chainId.toString(16)}`
    case 'net_version':
      return String(chainId)
    case 'wallet_switchEthereumChain': {
      const target = Number((Array.isArray(params) ? (params[0] as { chainId?: string } | undefined) : undefined)?.chainId)
      const chain = session.chains.find((c) => c.id === target)
      if (!chain) throw rpcError('UNSUPPORTED_CHAIN', 4902, `chain ${target} is not offered here`)
      if (state.status !== 'connected') throw rpcError('NOT_CONNECTED', 4100, 'connect a wallet first')
      await session.switchWalletChain(target, { throwOnFailure: true })
      return null
    }
    case 'wallet_getCapabilities':
      return capabilities(session, params)
    case 'wallet_getCallsStatus':
      return session.calls.status(batchId(params), (chain) => session.clients.get(chain))
    case 'wallet_showCallsStatus':
      session.calls.show(batchId(params))
      return null
  }
  if (isApprovalMethod(method)) return session.approvals.request(method, params)
  if (READ_METHODS.has(method)) {
    const chain = session.chains.find((c) => c.id === chainId)
    if (!chain) throw rpcError('UNSUPPORTED_CHAIN', 4901, `the wallet is on chain ${chainId}, which this site does not use`)
    return session.hostReads.request(chain, method, params)
  }
  throw rpcError('INVALID_REQUEST', 4200, `${method} is not supported by Walletport's provider`)
}

/**
 * EIP-5792 capabilities, per mounted chain: `atomic` is `unsupported`, truthfully, since the widget
 * sends a batch's calls one after another. Only for the connected account (4100 for another).
 */
function capabilities(session: WalletSession, params: unknown): Record<string, { atomic: { status: 'unsupported' } }> {
  const [address, chainIds] = Array.isArray(params) ? params : []
  const state = session.getState()
  if (state.status !== 'connected') throw rpcError('NOT_CONNECTED', 4100, 'connect a wallet first')
  if (address !== undefined && (typeof address !== 'string' || address.toLowerCase() !== state.address!.toLowerCase())) {
    throw rpcError('NOT_CONNECTED', 4100, 'capabilities are given for the connected account only')
  }
  const wanted = Array.isArray(chainIds) ? new Set(chainIds.map((id) => (typeof id === 'string' ? Number(id) : NaN))) : undefined
  return Object.fromEntries(
    session.chains.filter((chain) => !wanted || wanted.has(chain.id)).map((chain) => [`0x${chain.id.toString(16)}`, { atomic: { status: 'unsupported' as const } }]),
  )
}

function batchId(params: unknown): string {
  const [id] = Array.isArray(params) ? params : []
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) throw rpcError('INVALID_REQUEST', -32602, 'expected [id], the id wallet_sendCalls returned')
  return id
}
