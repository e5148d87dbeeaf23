import type { ProviderRequest } from '../../../protocol/bridge'
import type { WalletSession } from '../session/WalletSession'
import { isApprovalMethod, rpcError } from './ApprovalController'

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
  }
  if (isApprovalMethod(method)) return session.approvals.request(method, params)
  if (READ_METHODS.has(method)) {
    const chain = session.chains.find((c) => c.id === chainId)
    if (!chain) throw rpcError('UNSUPPORTED_CHAIN', 4901, `the wallet is on chain ${chainId}, which this site does not use`)
    return session.hostReads.request(chain, method, params)
  }
  throw rpcError('INVALID_REQUEST', 4200, `${method} is not supported by Walletport's provider`)
}
