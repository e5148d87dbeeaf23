import { parseArgs } from 'node:util'
import { isHex } from 'viem'
import { checkBundler } from './checkBundler'
import { deployAccountStack } from './deployAccountStack'
import { passkeyWalletLines } from './passkeyWalletLines'

/**
 * `npm run deploy:passkey -- --rpc <url> [--bundler-url <url>] [--paymaster-url <url>] [--dry-run]`
 *
 * Deploys the passkey wallet's account contracts to the chain behind `--rpc` (the key that pays comes from
 * WALLETPORT_DEPLOYER_KEY, never from the command line, where it would sit in the shell's history), verifies them,
 * and prints the `passkeyWallet` lines to paste into that chain's entry of walletport.config.json. See docs/deploy.md.
 */
const USAGE =
  'usage: npm run deploy:passkey -- --rpc <url> [--bundler-url <url>] [--paymaster-url <url>] [--dry-run]\n' +
  '       the paying key comes from the WALLETPORT_DEPLOYER_KEY environment variable'

const STATUS = { present: 'already there, verified', deployed: 'deployed', missing: 'missing' } as const

async function main() {
  const { values } = parseArgs({
    options: {
      rpc: { type: 'string' },
      'bundler-url': { type: 'string' },
      'paymaster-url': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  })
  if (!values.rpc) throw new Error(USAGE)
  const key = process.env.WALLETPORT_DEPLOYER_KEY?.trim()
  if (key !== undefined && key !== '' && !(isHex(key) && key.length === 66))
    throw new Error('deploy: WALLETPORT_DEPLOYER_KEY must be a 0x-prefixed 32-byte hex private key')

  const dryRun = values['dry-run']
  const { chainId, contracts } = await deployAccountStack({
    rpcUrl: values.rpc,
    deployerKey: key ? (key as `0x${string}`) : undefined,
    dryRun,
    log: (line) => console.log(`  ${line}`),
  })
  console.log(`chain ${chainId}:`)
  for (const { name, address, status } of contracts) console.log(`  ${name.padEnd(22)} ${address}  ${STATUS[status]}`)
  if (contracts.some(({ status }) => status === 'missing')) {
    console.log(`\n${dryRun ? 'Dry run: nothing sent.' : ''} Run without --dry-run to deploy what is missing.`)
    return
  }
  const bundlerUrl = values['bundler-url']
  if (bundlerUrl) {
    const entryPoint = contracts.find((contract) => contract.name === 'entryPoint')!.address
    const bundler = await checkBundler({ bundlerUrl, chainId, entryPoint })
    if (bundler.status === 'ok') console.log(`  bundler ${bundlerUrl} serves this EntryPoint on chain ${chainId}`)
    else console.log(`  bundler ${bundlerUrl} did not answer (${bundler.reason}): no visitor can send until it does`)
  }
  console.log(`\nAdd to the entry of chain ${chainId} in walletport.config.json:\n`)
  console.log(
    passkeyWalletLines({
      contracts,
      bundlerUrl,
      paymasterUrl: values['paymaster-url'],
    }),
  )
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
