import {
  createWalletClient,
  getAddress,
  http,
  parseAbi,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { readArtifact } from '../../devchain/deploy'
import { tokenPaymasterInitCode } from '../../devchain/deployTokenPaymaster'
import { create2Address, deployDeterministic, verifyDeterministic } from '../../devchain/deterministicDeployer'
import { PASSKEY_STACK } from '../../devchain/passkeyStack'
import { checkFunds } from './checkFunds'

const FEED_ABI = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)',
])
const DEPOSIT_ABI = parseAbi(['function balanceOf(address) view returns (uint256)'])

export type DeployGasTokenPaymasterParameters = {
  client: PublicClient
  chain: Chain
  /** The ERC-20 visitors pay their gas in, and its Chainlink-compatible USD feed. */
  token: Address
  tokenUsdFeed: Address
  /** The chain's native currency USD feed. */
  nativeUsdFeed: Address
  /** Who may set feeds and withdraw; the deployer when not given. */
  owner?: Address | undefined
  maxAgeSeconds: number
  /** Wei added to the paymaster's EntryPoint deposit, which pays the gas it then charges in the token. */
  depositWei?: bigint | undefined
  deployerKey?: Hex | undefined
  dryRun: boolean
  log: (line: string) => void
}

export type DeployGasTokenPaymasterReturnType = {
  address: Address
  owner: Address
  status: 'present' | 'deployed' | 'missing'
  /** Whether the paymaster takes the token at its feed; `owner` says the owner must still call setTokenFeed. */
  tokenFeed: 'set' | 'already set' | 'owner' | 'missing'
  tokenDecimals: number
  /** The paymaster's EntryPoint deposit after this run, in wei. */
  deposit: bigint
}

/**
 * Puts the passkey wallet's ERC-20 paymaster (devchain/contracts/TokenPaymaster.sol) on an operator's chain, through
 * the deterministic deployer: idempotent, and checked before it spends. The feeds must answer a positive price younger
 * than `maxAgeSeconds` (a paymaster priced by a dead feed takes no operation), and the token must answer `decimals()`.
 * The token's feed is set when the deployer owns the paymaster; otherwise the call the owner must make is returned.
 */
export async function deployGasTokenPaymaster({
  client,
  chain,
  token,
  tokenUsdFeed,
  nativeUsdFeed,
  owner: ownerGiven,
  maxAgeSeconds,
  depositWei = 0n,
  deployerKey,
  dryRun,
  log,
}: DeployGasTokenPaymasterParameters): Promise<DeployGasTokenPaymasterReturnType> {
  const deployer = deployerKey ? privateKeyToAccount(deployerKey) : undefined
  const owner = ownerGiven ?? deployer?.address
  if (!owner) throw new Error('deploy: the token paymaster needs --token-paymaster-owner or WALLETPORT_DEPLOYER_KEY')
  const tokenDecimals = await readTokenDecimals(client, token)
  await checkFeed(client, nativeUsdFeed, maxAgeSeconds, 'the native currency')
  await checkFeed(client, tokenUsdFeed, maxAgeSeconds, token)

  const contract = tokenPaymasterInitCode({ owner: getAddress(owner), nativeUsdFeed, maxAgeSeconds })
  const address = create2Address(contract.salt, contract.initCode)
  const { abi } = readArtifact('TokenPaymaster')
  const code = await client.getCode({ address })
  const present = code !== undefined && code !== '0x'
  if (present) await verifyDeterministic({ client, contract })
  const readDeposit = () => entryPointDeposit(client, address)
  const readFeed = async () =>
    present || !dryRun
      ? ((await client.readContract({ address, abi, functionName: 'tokenFeeds', args: [token] })) as [Address, number])
      : undefined
  if (dryRun || (present && !deployer)) {
    const feed = await readFeed()
    return {
      address,
      owner,
      status: present ? 'present' : 'missing',
      tokenFeed: feedStatus(feed, tokenUsdFeed, tokenDecimals) ?? 'missing',
      tokenDecimals,
      deposit: present ? await readDeposit() : 0n,
    }
  }
  if (!deployer) throw new Error('deploy: set WALLETPORT_DEPLOYER_KEY to the private key that pays for the deployment')

  const { wallet, deployed } = await deployIfMissing({ client, chain, deployer, contract, present, depositWei, log })
  const tokenFeed = await configure({ client, wallet, address, abi }, log, {
    token,
    tokenUsdFeed,
    tokenDecimals,
    current: feedStatus(await readFeed(), tokenUsdFeed, tokenDecimals),
    ownedByDeployer: getAddress(owner) === deployer.address,
    depositWei,
  })
  return {
    address,
    owner,
    status: deployed ? 'deployed' : 'present',
    tokenFeed,
    tokenDecimals,
    deposit: await readDeposit(),
  }
}

/** Deploys the paymaster where it is missing, once the deployer is seen to hold what it costs. */
async function deployIfMissing({
  client,
  chain,
  deployer,
  contract,
  present,
  depositWei,
  log,
}: {
  client: PublicClient
  chain: Chain
  deployer: PrivateKeyAccount
  contract: ReturnType<typeof tokenPaymasterInitCode>
  present: boolean
  depositWei: bigint
  log: (line: string) => void
}) {
  const wallet = createWalletClient({ account: deployer, chain, transport: http(chain.rpcUrls.default.http[0]) })
  if (!present) {
    await checkFunds(client, deployer.address, [contract], depositWei)
    log('deploying tokenPaymaster…')
  }
  const { deployed, hash } = await deployDeterministic({ client, wallet, contract })
  if (deployed) log(`tokenPaymaster deployed in ${hash}, code verified`)
  return { wallet, deployed }
}

/** The deployed paymaster, and the deployer's wallet that configures it. */
type DeployedPaymaster = {
  client: PublicClient
  wallet: WalletClient<Transport, Chain, Account>
  address: Address
  abi: Abi
}

/**
 * The paymaster made ready: the token's feed set where the deployer owns it (else `owner`: the owner must call
 * setTokenFeed), and its EntryPoint deposit topped up by `depositWei`.
 */
async function configure(
  { client, wallet, address, abi }: DeployedPaymaster,
  log: (line: string) => void,
  feed: {
    token: Address
    tokenUsdFeed: Address
    tokenDecimals: number
    current: 'already set' | undefined
    ownedByDeployer: boolean
    depositWei: bigint
  },
): Promise<DeployGasTokenPaymasterReturnType['tokenFeed']> {
  let tokenFeed: DeployGasTokenPaymasterReturnType['tokenFeed'] = feed.current ?? 'owner'
  if (!feed.current && feed.ownedByDeployer) {
    const args = [feed.token, feed.tokenUsdFeed, feed.tokenDecimals] as const
    await confirmed(client, await wallet.writeContract({ address, abi, functionName: 'setTokenFeed', args }))
    log(`tokenPaymaster takes ${feed.token} at the feed ${feed.tokenUsdFeed}`)
    tokenFeed = 'set'
  }
  if (feed.depositWei > 0n) {
    await confirmed(
      client,
      await wallet.writeContract({ address, abi, functionName: 'deposit', value: feed.depositWei }),
    )
    log(`tokenPaymaster's EntryPoint deposit topped up by ${feed.depositWei} wei`)
  }
  return tokenFeed
}

/** What the paymaster holds at the EntryPoint to pay the gas it then charges in the token. */
function entryPointDeposit(client: PublicClient, address: Address): Promise<bigint> {
  return client.readContract({
    address: PASSKEY_STACK.entryPoint,
    abi: DEPOSIT_ABI,
    functionName: 'balanceOf',
    args: [address],
  })
}

function feedStatus(feed: [Address, number] | undefined, expected: Address, decimals: number) {
  if (!feed) return undefined
  return getAddress(feed[0]) === getAddress(expected) && feed[1] === decimals ? ('already set' as const) : undefined
}

async function confirmed(client: PublicClient, hash: Hex) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`deploy: transaction ${hash} reverted`)
}

async function readTokenDecimals(client: PublicClient, token: Address): Promise<number> {
  try {
    const decimals = await client.readContract({ address: token, abi: FEED_ABI, functionName: 'decimals' })
    if (decimals <= 36) return decimals
  } catch {
    // Said below: whatever the reason, this is no token the paymaster can price.
  }
  throw new Error(`deploy: ${token} does not answer an ERC-20's decimals() (0 to 36) on this chain`)
}

/** Refuses a feed that does not answer like Chainlink's AggregatorV3, or whose price is not positive and fresh. */
async function checkFeed(client: PublicClient, feed: Address, maxAgeSeconds: number, prices: string) {
  let round: readonly [bigint, bigint, bigint, bigint, bigint]
  let now: bigint
  try {
    ;[round, now] = await Promise.all([
      client.readContract({ address: feed, abi: FEED_ABI, functionName: 'latestRoundData' }),
      client.getBlock().then((block) => block.timestamp),
      client.readContract({ address: feed, abi: FEED_ABI, functionName: 'decimals' }),
    ]).then(([latest, time]) => [latest, time] as const)
  } catch {
    throw new Error(`deploy: the USD feed of ${prices} at ${feed} does not answer latestRoundData() and decimals()`)
  }
  const [, answer, , updatedAt] = round
  if (answer <= 0n) throw new Error(`deploy: the USD feed of ${prices} at ${feed} answers ${answer}, not a price`)
  const age = now - updatedAt
  if (age > BigInt(maxAgeSeconds))
    throw new Error(
      `deploy: the USD feed of ${prices} at ${feed} last answered ${age} s ago, older than the max age ${maxAgeSeconds} s`,
    )
}
