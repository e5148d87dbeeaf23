import {
  createPublicClient,
  createWalletClient,
  http,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { accountStackInitCodes, type AccountStackName } from '../../devchain/deployPasskeyStack'
import {
  checkDeterministicDeployer,
  create2Address,
  deployDeterministic,
  verifyDeterministic,
} from '../../devchain/deterministicDeployer'
import { checkFunds } from './checkFunds'

export type DeployAccountStackParameters = {
  rpcUrl: string
  /** The key that pays for the deployment; needed only when something is missing. Never read from argv. */
  deployerKey?: Hex | undefined
  /** Report what is there and what would be deployed, and send nothing. */
  dryRun?: boolean
  log?: (line: string) => void
  /** What the key must hold beyond the stack's gas, for what the run pays after it (Multicall3's 0.1 ETH). */
  reserveWei?: bigint
}
export type DeployedContract = { name: AccountStackName; address: Address; status: 'present' | 'deployed' | 'missing' }
export type DeployAccountStackReturnType = { chainId: number; contracts: DeployedContract[] }

/**
 * Puts the passkey wallet's account contracts on an operator's chain through the deterministic deployer: the same
 * addresses on every chain, whoever deploys. Idempotent (what is there is verified, not redeployed), and checked
 * before it spends anything: the deployer proxy must be genuine and the deployer's balance must cover the gas of
 * what is missing, so a run never stops halfway for want of funds.
 */
export async function deployAccountStack({
  rpcUrl,
  deployerKey,
  dryRun = false,
  log = () => {},
  reserveWei = 0n,
}: DeployAccountStackParameters): Promise<DeployAccountStackReturnType> {
  const transport = http(rpcUrl, { retryCount: 2 })
  const client: PublicClient = createPublicClient({ transport, pollingInterval: 500 })
  const chainId = await client.getChainId()
  await checkDeterministicDeployer(client)

  const stack = accountStackInitCodes()
  const missing = []
  for (const contract of stack) {
    const code = await client.getCode({ address: create2Address(contract.salt, contract.initCode) })
    if (!code || code === '0x') missing.push(contract)
  }
  if (missing.length === 0 || dryRun) {
    // Verifying what is present needs no key: simulate the creations from the deployer proxy's own address.
    return {
      chainId,
      contracts: await describeStack(
        client,
        missing.map((contract) => contract.name),
      ),
    }
  }
  if (!deployerKey)
    throw new Error('deploy: set WALLETPORT_DEPLOYER_KEY to the private key that pays for the deployment')

  const account = privateKeyToAccount(deployerKey)
  const chain: Chain = {
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const wallet = createWalletClient({ account, chain, transport })
  await checkFunds(client, account.address, missing, reserveWei)

  const contracts: DeployedContract[] = []
  for (const contract of stack) {
    if (missing.includes(contract)) log(`deploying ${contract.name}…`)
    const { address, deployed, hash } = await deployDeterministic({ client, wallet, contract })
    if (deployed) log(`${contract.name} deployed in ${hash}, code verified`)
    contracts.push({ name: contract.name, address, status: deployed ? 'deployed' : 'present' })
  }
  return { chainId, contracts }
}

/** The stack's addresses with what is at each, verifying the code of the contracts present. */
async function describeStack(client: PublicClient, missing: AccountStackName[]): Promise<DeployedContract[]> {
  const contracts: DeployedContract[] = []
  for (const contract of accountStackInitCodes()) {
    const address = create2Address(contract.salt, contract.initCode)
    const status = missing.includes(contract.name) ? 'missing' : 'present'
    if (status === 'present') await verifyDeterministic({ client, contract })
    contracts.push({ name: contract.name, address, status })
  }
  return contracts
}
