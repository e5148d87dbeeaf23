import { readFileSync } from 'node:fs'
import { createTestClient, createWalletClient, http, publicActions, type Abi, type Address, type Hex } from 'viem'
import { devAccount, devAccounts } from './accounts'
import { DEVCHAIN_FEEDS, devchainFeedAddress } from './feeds'
import { DEVCHAIN_TOKENS, devchainTokenAddress, type DevchainToken } from './tokens'

/** The canonical Multicall3 address, the same on every chain that has it. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

type Artifact = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

export function readArtifact(name: string): Artifact {
  return JSON.parse(readFileSync(new URL(`./artifacts/${name}.json`, import.meta.url), 'utf8')) as Artifact
}

export type Deployment = { multicall3: Address; tokens: { symbol: string; decimals: number; address: Address }[] }

/** Puts Multicall3 at its canonical address, deploys the devchain tokens (funding every dev account) and their USD feeds. */
export async function deployDevchain(rpcUrl: string): Promise<Deployment> {
  const transport = http(rpcUrl)
  const testClient = createTestClient({ mode: 'anvil', transport })
  const wallet = createWalletClient({ account: devAccount(0), transport }).extend(publicActions)
  const chainId = await wallet.getChainId()
  const chain = {
    id: chainId,
    name: 'devchain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }

  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: readArtifact('Multicall3').deployedBytecode })

  const holders = devAccounts().map((account) => account.address)
  const tokens: Deployment['tokens'] = []
  for (const [index, spec] of DEVCHAIN_TOKENS.entries()) {
    const expected = devchainTokenAddress(index)
    const artifact = readArtifact(spec.contract)
    const hash = await wallet.deployContract({
      chain,
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: constructorArgs(spec, holders),
    })
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(
        `devchain: ${spec.symbol} landed at ${receipt.contractAddress}, expected ${expected}; was the chain fresh?`,
      )
    }
    tokens.push({ symbol: spec.symbol, decimals: spec.decimals, address: expected })
  }
  const feedArtifact = readArtifact('DemoPriceFeed')
  for (const [index, feed] of DEVCHAIN_FEEDS.entries()) {
    const hash = await wallet.deployContract({
      chain,
      abi: feedArtifact.abi,
      bytecode: feedArtifact.bytecode,
      args: [feed.decimals, feed.description, feed.answer],
    })
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.contractAddress?.toLowerCase() !== devchainFeedAddress(index).toLowerCase())
      throw new Error(`devchain: the ${feed.description} feed landed at ${receipt.contractAddress}`)
  }
  return { multicall3: MULTICALL3_ADDRESS, tokens }
}

function constructorArgs(spec: DevchainToken, holders: Address[]): unknown[] {
  switch (spec.contract) {
    case 'DemoToken':
      return [spec.name, spec.symbol, spec.decimals, holders, spec.amountEach]
    case 'Bytes32SymbolToken':
      return [holders, spec.amountEach]
    case 'RevertingBalanceToken':
      return []
  }
}
