import type { ChainConfig } from '../../../protocol/config'
import { rpcEndpoints } from '../../../protocol/rpcEndpoints'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { rpcErrorCode, type Eip1193Provider } from './eip1193'

/**
 * Asks the wallet to switch to `chain`; when the wallet does not know it (4902), adds it with
 * the deployment's data first (EIP-3085), then switches. Resolves with the wallet's chain id.
 */
export async function switchToChain(provider: Eip1193Provider, chain: ChainConfig): Promise<number> {
  const chainId = `0x${chain.id.toString(16)}`
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (rpcErrorCode(error) !== RPC_ERROR.unrecognizedChain) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: chain.name,
          nativeCurrency: chain.nativeCurrency,
          // A wallet's RPC is http(s) (MetaMask refuses a ws URL here): the chain's, or the ws URL's twin.
          rpcUrls: rpcEndpoints(chain).http,
          ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
        },
      ],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
  return Number(await provider.request({ method: 'eth_chainId' }))
}
