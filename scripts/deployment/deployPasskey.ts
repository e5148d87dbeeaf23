import { parseArgs } from 'node:util'
import {
  createPublicClient,
  createWalletClient,
  formatEther,
  http,
  isAddress,
  isHex,
  parseEther,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { MULTICALL3_ADDRESS } from '../../devchain/deploy'
import { checkBundler } from './checkBundler'
import { deployAccountStack } from './deployAccountStack'
import { deployMulticall3, multicall3Reserve } from './deployMulticall3'
import { deployGasTokenPaymaster, type DeployGasTokenPaymasterReturnType } from './deployGasTokenPaymaster'
import { passkeyWalletLines } from './passkeyWalletLines'

/**
 * `npm run deploy:passkey -- --rpc <url> [--bundler-url <url>] [--paymaster-url <url>] [--gas-token <address>
 *  --gas-token-feed <address> --native-feed <address> [--token-paymaster-owner <address>] [--feed-max-age <s>]
 *  [--token-paymaster-deposit <ether>]] [--dry-run]`
 *
 * Deploys the passkey wallet's account contracts to the chain behind `--rpc`, Multicall3 where it is missing (the
 * widget reads balances through it: deployMulticall3.ts), and with `--gas-token` the ERC-20
 * paymaster that lets visitors pay their gas in that token (the key that pays comes from
 * WALLETPORT_DEPLOYER_KEY, never from the command line, where it would sit in the shell's history), verifies them,
 * and prints the `passkeyWallet` lines to paste into that chain's entry of walletport.config.json. See docs/deploy.md.
 */
const USAGE =
  'usage: npm run deploy:passkey -- --rpc <url> [--bundler-url <url>] [--paymaster-url <url>] [--dry-run]\n' +
  '         [--gas-token <address> --gas-token-feed <address> --native-feed <address>\n' +
  '          [--token-paymaster-owner <address>] [--feed-max-age <seconds, 3600>] [--token-paymaster-deposit <ether>]]\n' +
  '       the paying key comes from the WALLETPORT_DEPLOYER_KEY environment variable'
const TOKEN_FEED = {
  set: 'takes the token at its feed',
  'already set': 'takes the token at its feed',
  owner: 'the owner must call setTokenFeed(token, feed, decimals)',
  missing: 'takes no token yet',
} as const

const STATUS = { present: 'already there, verified', deployed: 'deployed', missing: 'missing' } as const
const MULTICALL3_STATUS = {
  present: 'already there, answers aggregate3',
  presigned: 'deployed by its presigned transaction',
  create2: 'deployed through the deterministic deployer',
  deployed: 'deployed',
  missing: 'missing: a run without --dry-run deploys it',
} as const

/** A reading client for the chain behind `rpcUrl`, and the paying key's wallet when a key is set. */
function rpcClients(rpcUrl: string, chainId: number, key: string | undefined) {
  const transport = http(rpcUrl, { retryCount: 2 })
  const chain = {
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const client = createPublicClient({ chain, transport, pollingInterval: 500 }) as PublicClient
  const wallet = key ? createWalletClient({ account: privateKeyToAccount(key as Hex), chain, transport }) : undefined
  return { client, wallet }
}

async function main() {
  const values = readArguments()
  const gasToken = values['gas-token'] === undefined ? undefined : gasTokenOptions(values)
  const key = process.env.WALLETPORT_DEPLOYER_KEY?.trim()
  if (key !== undefined && key !== '' && !(isHex(key) && key.length === 66))
    throw new Error('deploy: WALLETPORT_DEPLOYER_KEY must be a 0x-prefixed 32-byte hex private key')

  const dryRun = values['dry-run']
  const { chainId, contracts } = await deployAccountStack({
    rpcUrl: values.rpc,
    deployerKey: key ? (key as `0x${string}`) : undefined,
    dryRun,
    log: (line) => console.log(`  ${line}`),
    // Multicall3's 0.1 ETH, deployed after the stack, is in the funds checked before the first transaction.
    reserveWei: await multicall3Reserve(
      createPublicClient({ transport: http(values.rpc, { retryCount: 2 }) }) as PublicClient,
    ),
  })
  console.log(`chain ${chainId}:`)
  for (const { name, address, status } of contracts) console.log(`  ${name.padEnd(22)} ${address}  ${STATUS[status]}`)
  // The widget reads balances through Multicall3: a chain without it shows none (issue 47.3).
  const multicall3 = await deployMulticall3({
    ...rpcClients(values.rpc, chainId, key),
    dryRun,
    log: (line) => console.log(`  ${line}`),
  })
  printMulticall3(multicall3)
  if (contracts.some(({ status }) => status === 'missing') || multicall3.status === 'missing') {
    console.log(`\n${dryRun ? 'Dry run: nothing sent.' : ''} Run without --dry-run to deploy what is missing.`)
    return
  }
  const bundlerUrl = values['bundler-url']
  if (bundlerUrl) await printBundlerCheck(bundlerUrl, values.rpc, chainId, contracts)
  const tokenPaymaster = gasToken && (await deployTokenPaymaster(values.rpc, chainId, gasToken, key, dryRun))
  console.log(`\nAdd to the entry of chain ${chainId} in walletport.config.json:\n`)
  console.log(
    passkeyWalletLines({
      contracts,
      bundlerUrl,
      paymasterUrl: values['paymaster-url'],
      tokenPaymaster:
        tokenPaymaster && tokenPaymaster.status !== 'missing'
          ? { address: tokenPaymaster.address, token: gasToken!.token }
          : undefined,
    }),
  )
}

/** The command line, parsed; without --rpc, the usage. */
function readArguments() {
  const { values } = parseArgs({
    options: {
      rpc: { type: 'string' },
      'bundler-url': { type: 'string' },
      'paymaster-url': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'gas-token': { type: 'string' },
      'gas-token-feed': { type: 'string' },
      'native-feed': { type: 'string' },
      'token-paymaster-owner': { type: 'string' },
      'feed-max-age': { type: 'string', default: '3600' },
      'token-paymaster-deposit': { type: 'string' },
    },
  })
  if (!values.rpc) throw new Error(USAGE)
  return { ...values, rpc: values.rpc }
}

/** Multicall3's line, and where it is not at its usual address, the line the config needs. */
function printMulticall3(multicall3: Awaited<ReturnType<typeof deployMulticall3>>): void {
  console.log(
    `  ${'multicall3'.padEnd(22)} ${multicall3.address}  ${MULTICALL3_STATUS[multicall3.how ?? multicall3.status]}`,
  )
  if (multicall3.address !== MULTICALL3_ADDRESS)
    console.log(
      `  not Multicall3's usual address: name it in this chain's entry of walletport.config.json, "multicall3": "${multicall3.address}"`,
    )
}

/** Whether the bundler serves this EntryPoint on this chain: a dry-run request, said in one line. */
async function printBundlerCheck(
  bundlerUrl: string,
  rpcUrl: string,
  chainId: number,
  contracts: { name: string; address: Address }[],
) {
  const entryPoint = contracts.find((contract) => contract.name === 'entryPoint')!.address
  const bundler = await checkBundler({ bundlerUrl, chainId, entryPoint, rpcUrl })
  if (bundler.status === 'ok') {
    const validation = bundler.unclear
      ? `; whether it can validate a UserOperation is unclear (it answered a test one: ${bundler.unclear})`
      : ' and validates UserOperations'
    const { tracing } = bundler
    // Said only where the bundler could not be read: a bundler that validates needs nothing of the RPC's tracing.
    const rpc =
      tracing && tracing.status !== 'traces'
        ? `; ${rpcUrl} cannot trace (debug_traceCall with a JavaScript tracer: ${tracing.answer}), so Alto must run there with --safe-mode false`
        : ''
    console.log(`  bundler ${bundlerUrl} serves this EntryPoint on chain ${chainId}${validation}${rpc}`)
  } else console.log(`  bundler ${bundlerUrl} did not answer (${bundler.reason}): no visitor can send until it does`)
}

/** The gas-token paymaster (--gas-token), deployed or found, with its feed and deposit said. */
async function deployTokenPaymaster(
  rpcUrl: string,
  chainId: number,
  gasToken: NonNullable<ReturnType<typeof gasTokenOptions>>,
  key: string | undefined,
  dryRun: boolean,
): Promise<DeployGasTokenPaymasterReturnType> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 2 }) }) as PublicClient
  const chain = {
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const log = (line: string) => console.log(`  ${line}`)
  const tokenPaymaster = await deployGasTokenPaymaster({
    client,
    chain,
    ...gasToken,
    deployerKey: key ? (key as `0x${string}`) : undefined,
    dryRun,
    log,
  })
  const { address, status, owner, tokenFeed, deposit } = tokenPaymaster
  console.log(`  ${'tokenPaymaster'.padEnd(22)} ${address}  ${STATUS[status]}, owned by ${owner}`)
  console.log(`  ${''.padEnd(22)} ${TOKEN_FEED[tokenFeed]}; EntryPoint deposit ${formatEther(deposit)} ETH`)
  if (deposit === 0n)
    console.log('  no visitor can pay gas in the token until its deposit is funded (--token-paymaster-deposit)')
  return tokenPaymaster
}

/** The token paymaster's options: every address checked, the age and the deposit parsed, before anything is read. */
function gasTokenOptions(values: Record<string, string | boolean | undefined>) {
  const address = (name: string): Address => {
    const value = values[name]
    if (typeof value !== 'string' || !isAddress(value, { strict: false }))
      throw new Error(`deploy: --gas-token needs --${name} <address>\n${USAGE}`)
    return value
  }
  const owner = values['token-paymaster-owner'] === undefined ? undefined : address('token-paymaster-owner')
  const maxAgeSeconds = Number(values['feed-max-age'])
  if (!Number.isSafeInteger(maxAgeSeconds) || maxAgeSeconds < 60 || maxAgeSeconds > 2 ** 32)
    throw new Error('deploy: --feed-max-age must be whole seconds, at least 60')
  const deposit = values['token-paymaster-deposit']
  let depositWei: bigint | undefined
  try {
    depositWei = typeof deposit === 'string' ? parseEther(deposit) : undefined
  } catch {
    throw new Error(`deploy: --token-paymaster-deposit must be an amount of ether, not ${deposit}`)
  }
  return {
    token: address('gas-token'),
    tokenUsdFeed: address('gas-token-feed'),
    nativeUsdFeed: address('native-feed'),
    owner,
    maxAgeSeconds,
    depositWei,
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
