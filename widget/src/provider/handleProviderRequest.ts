import type { ProviderRequest } from '../../../protocol/bridge'
import type { ChainConfig } from '../../../protocol/config'
import type { State } from '../../../protocol/types'
import type { ChainClients } from '../chain/chainClient'
import type { ConnectionController } from '../connection/ConnectionController'
import { isApprovalMethod, type ApprovalController } from './ApprovalController'
import type { CallsRegistry } from './CallsRegistry'
import type { HostReadRelay } from './HostReadRelay'
import { rpcError } from './rpcError'

/** What answering `handle.provider` takes from the widget (the session has all of it). */
export type ProviderContext = {
  /** The chains the host mounted; the first is the default. */
  readonly chains: ChainConfig[]
  connection: Pick<ConnectionController, 'getState' | 'requestConnect' | 'switchWalletChain' | 'connectedWallet'>
  approvals: Pick<ApprovalController, 'request'>
  calls: Pick<CallsRegistry, 'status' | 'show'>
  hostReads: Pick<HostReadRelay, 'request'>
  clients: Pick<ChainClients, 'get'>
}

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
export async function handleProviderRequest(
  context: ProviderContext,
  { method, params }: ProviderRequest,
): Promise<unknown> {
  const { connection, chains } = context
  const state = connection.getState()
  const chainId = state.chainId ?? chains[0]!.id
  switch (method) {
    case 'eth_requestAccounts':
      return [(await connection.requestConnect()).address]
    case 'eth_accounts':
      return state.status === 'connected' ? [state.address] : []
    case 'eth_chainId':
      return `0x${chainId.toString(16)}`
    case 'net_version':
      return String(chainId)
    case 'wallet_switchEthereumChain': {
      const target = Number(
        (Array.isArray(params) ? (params[0] as { chainId?: string } | undefined) : undefined)?.chainId,
      )
      const chain = chains.find((c) => c.id === target)
      if (!chain) throw rpcError('UNSUPPORTED_CHAIN', 4902, `chain ${target} is not offered here`)
      if (state.status !== 'connected') throw rpcError('NOT_CONNECTED', 4100, 'connect a wallet first')
      await connection.switchWalletChain(target, { throwOnFailure: true })
      return null
    }
    case 'wallet_getCapabilities':
      return capabilities(state, chains, params, connection.connectedWallet()?.capabilities.atomicBatches === true)
    case 'wallet_getCallsStatus':
      return context.calls.status(batchId(params), (chain) => context.clients.get(chain))
    case 'wallet_showCallsStatus':
      context.calls.show(batchId(params))
      return null
  }
  if (isApprovalMethod(method)) return context.approvals.request(method, params)
  if (READ_METHODS.has(method)) {
    const chain = chains.find((c) => c.id === chainId)
    if (!chain)
      throw rpcError('UNSUPPORTED_CHAIN', 4901, `the wallet is on chain ${chainId}, which this site does not use`)
    return context.hostReads.request(chain, method, params)
  }
  throw rpcError('INVALID_REQUEST', 4200, `${method} is not supported by Walletport's provider`)
}

/**
 * EIP-5792 capabilities, per mounted chain, truthfully: `atomic` is `supported` where the connected
 * wallet executes a batch all or nothing (the passkey wallet, on the chains it is offered on), and
 * `unsupported` elsewhere, since the widget then sends a batch's calls one after another. Only for
 * the connected account (4100 for another).
 */
function capabilities(
  state: State,
  chains: ChainConfig[],
  params: unknown,
  atomicWallet: boolean,
): Record<string, { atomic: { status: 'supported' | 'unsupported' } }> {
  const [address, chainIds] = Array.isArray(params) ? params : []
  if (state.status !== 'connected') throw rpcError('NOT_CONNECTED', 4100, 'connect a wallet first')
  if (
    address !== undefined &&
    (typeof address !== 'string' || address.toLowerCase() !== state.address!.toLowerCase())
  ) {
    throw rpcError('NOT_CONNECTED', 4100, 'capabilities are given for the connected account only')
  }
  const wanted = Array.isArray(chainIds)
    ? new Set(chainIds.map((id) => (typeof id === 'string' ? Number(id) : NaN)))
    : undefined
  return Object.fromEntries(
    chains
      .filter((chain) => !wanted || wanted.has(chain.id))
      .map((chain) => [
        `0x${chain.id.toString(16)}`,
        { atomic: { status: atomicWallet && chain.passkeyWallet ? ('supported' as const) : ('unsupported' as const) } },
      ]),
  )
}

function batchId(params: unknown): string {
  const [id] = Array.isArray(params) ? params : []
  if (typeof id !== 'string' || id.length === 0 || id.length > 100)
    throw rpcError('INVALID_REQUEST', -32602, 'expected [id], the id wallet_sendCalls returned')
  return id
}
