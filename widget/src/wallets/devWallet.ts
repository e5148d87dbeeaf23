/**
 * The dev wallet: signs inside the widget with anvil's well-known account #0, so QA and a
 * newcomer can use the demo with no extension. Loaded only when chosen (its own chunk), and
 * offered only on chain 31337, where that public key holds nothing of value.
 */
import { createWalletClient, hexToBigInt, http, isHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainConfig } from '../../../protocol/config'
import { rpcEndpoints } from '../../../protocol/rpcEndpoints'
import { toViemChain } from '../chain/chainClient'
import { DEV_CHAIN_ID } from './devChain'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
import { ProviderRpcError, type Eip1193Provider, type RequestArguments } from './eip1193'

/** Anvil's account #0, derived from its public test mnemonic; published in every anvil start-up banner. */
const ANVIL_ACCOUNT_0_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

type TransactionRequest = { to?: Hex; value?: Hex; data?: Hex; gas?: Hex; nonce?: Hex }

export function createDevWalletProvider(chainConfig: ChainConfig): Eip1193Provider {
  if (chainConfig.id !== DEV_CHAIN_ID) throw new Error('the dev wallet exists only on chain 31337')
  const account = privateKeyToAccount(ANVIL_ACCOUNT_0_KEY)
  const chain = toViemChain(chainConfig)
  const client = createWalletClient({ account, chain, transport: http(rpcEndpoints(chainConfig).http[0]) })
  const chainIdHex = `0x${DEV_CHAIN_ID.toString(16)}`

  return {
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const args = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address]
        case 'eth_chainId':
          return chainIdHex
        case 'wallet_switchEthereumChain': {
          const target = (args[0] as { chainId?: string } | undefined)?.chainId
          if (target !== undefined && Number(target) === DEV_CHAIN_ID) return null
          throw new ProviderRpcError(RPC_ERROR.unrecognizedChain, 'the dev wallet knows only chain 31337')
        }
        case 'eth_sendTransaction': {
          const tx = (args[0] ?? {}) as TransactionRequest
          return client.sendTransaction({
            to: tx.to,
            value: tx.value ? hexToBigInt(tx.value) : undefined,
            data: tx.data,
            gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
          })
        }
        case 'personal_sign': {
          const message = args[0]
          if (typeof message !== 'string')
            throw new ProviderRpcError(RPC_ERROR.invalidParams, 'personal_sign: message expected')
          return account.signMessage({ message: isHex(message) ? { raw: message } : message })
        }
        case 'eth_signTypedData_v4': {
          const typed = typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]
          return account.signTypedData(typed)
        }
        default:
          // A wallet method it does not have is its own refusal, in words the visitor can read (adding a chain
          // forwarded to anvil came back as "method not found" on the network picker).
          if (method.startsWith('wallet_'))
            throw new ProviderRpcError(RPC_ERROR.unsupportedMethod, 'the dev wallet knows only chain 31337')
          // Reads go straight to the chain.
          return client.request({ method, params } as never)
      }
    },
  }
}
