import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { Contract, ContractFactory, JsonRpcProvider, NonceManager, Wallet, getAddress, parseEther } from 'ethers'
import { createPublicClient, http, type Chain, type PublicClient } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devPrivateKey } from '../../../../devchain/accounts'
import { readArtifact } from '../../../../devchain/deploy'
import { startAnvil, type Anvil } from '../../../../devchain/anvil'
import { DETERMINISTIC_DEPLOYER } from '../../../../devchain/deterministicDeployer'
import { BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY, PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { startBundler, type StartBundlerReturnType } from '../../../../harness/bundler'
import { freePort } from '../../../../harness/freePort'
import { parseDeploymentConfig, type PasskeyWalletConfig } from '../../../../protocol/config'
import { knownFactoryParts } from '../../../../protocol/passkeyContracts'
import { toPasskeyAccount } from '../../../../widget/src/passkey/toPasskeyAccount'
import { softwarePasskey } from '../../support/softwarePasskey'

/**
 * The operator's command, run as the operator runs it (`npm run deploy:passkey`), against fresh anvil chains with
 * ids no devchain uses; ethers reads back what is on chain. Then a passkey account is made and used on two of them
 * through Alto, as a visitor's would be.
 */
const DEPLOYER_KEY = devPrivateKey(7)
type Run = { code: number; stdout: string; stderr: string }

/** Runs the command with `key` as WALLETPORT_DEPLOYER_KEY (null: unset). */
async function deployPasskey(rpcUrl: string, args: string[] = [], key: string | null = DEPLOYER_KEY) {
  const env = { ...process.env, WALLETPORT_DEPLOYER_KEY: key ?? '' }
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '-s', 'deploy:passkey', '--', '--rpc', rpcUrl, ...args],
      { env },
    )
    return { code: 0, stdout, stderr } satisfies Run
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr } satisfies Run
  }
}

const NATIVE =
  '"nativeCurrency": { "name": "Ether", "symbol": "ETH", "decimals": 18 }, "multicall3": "0xcA11bde05977b3631167028862bE2a173976CA11"'

/** The `passkeyWallet` lines the command printed, pasted into a chain entry and read by the real config parser. */
function pastedConfig(stdout: string, chainId: number, tokens: unknown[] = []): PasskeyWalletConfig {
  const printed = stdout.slice(stdout.indexOf('"passkeyWallet":'))
  const chain = JSON.parse(
    `{ "id": ${chainId}, "name": "x", "rpcUrls": ["https://rpc.example"], ${NATIVE}, ${printed} }`,
  )
  const config = parseDeploymentConfig({ allowedOrigins: ['https://shop.example'], chains: [chain], tokens })
  return config.chains[0]!.passkeyWallet!
}

const anvils: Anvil[] = []
const bundlers: StartBundlerReturnType[] = []
let first: Anvil, second: Anvil, bare: Anvil
const provider = (anvil: Anvil) => new JsonRpcProvider(anvil.rpcUrl, undefined, { staticNetwork: true })

beforeAll(async () => {
  const [a, b, c] = await Promise.all([freePort(), freePort(), freePort()])
  ;[first, second, bare] = await Promise.all([
    startAnvil({ port: a, chainId: 41001 }),
    startAnvil({ port: b, chainId: 41002 }),
    startAnvil({ port: c, chainId: 41003 }),
  ])
  anvils.push(first, second, bare)
}, 30_000)

afterAll(async () => {
  await Promise.allSettled(bundlers.map((bundler) => bundler.stop()))
  await Promise.allSettled(anvils.map((anvil) => anvil.stop()))
})

describe('npm run deploy:passkey on two fresh chains', { timeout: 60_000 }, () => {
  const deployed: Record<number, PasskeyWalletConfig> = {}

  it('deploys the account contracts to the same addresses on both, verifies them and prints lines that paste', async () => {
    for (const [anvil, chainId] of [
      [first, 41001],
      [second, 41002],
    ] as const) {
      const run = await deployPasskey(anvil.rpcUrl, ['--bundler-url', `https://bundler.example/${chainId}`])
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`chain ${chainId}:`)
      expect(run.stdout.match(/ deployed$/gm)).toHaveLength(4)
      deployed[chainId] = pastedConfig(run.stdout, chainId)
      expect(deployed[chainId]!.bundlerUrl).toBe(`https://bundler.example/${chainId}`)
      expect(deployed[chainId]!.recoveryDelaySeconds).toBe(172_800)
      // No bundler runs there yet (nor can this machine reach it): said, and the lines still printed.
      expect(run.stdout).toContain(`bundler https://bundler.example/${chainId} did not answer`)
      for (const address of Object.values(PASSKEY_STACK).slice(0, 4))
        expect(await provider(anvil).getCode(address), address).not.toBe('0x')
    }
    expect(deployed[41001]!.factory).toBe(deployed[41002]!.factory)
    expect(deployed[41001]!.entryPoint).toBe(deployed[41002]!.entryPoint)
    // The devchain's addresses too: one set of constants everywhere (devchain/passkeyStack.ts).
    expect(deployed[41001]!.factory).toBe(PASSKEY_STACK.factory)
    expect(deployed[41001]!.entryPoint).toBe(PASSKEY_STACK.entryPoint)
    // What the widget takes as known without asking the RPC (protocol/passkeyContracts.ts) is what the factory holds.
    const factory = new Contract(
      PASSKEY_STACK.factory,
      ['function webAuthnVerifier() view returns (address)', 'function implementation() view returns (address)'],
      provider(second),
    )
    expect(knownFactoryParts(PASSKEY_STACK.factory)).toEqual({
      webAuthnVerifier: await factory.getFunction('webAuthnVerifier')(),
      accountImplementation: await factory.getFunction('implementation')(),
    })
  })

  it('a second run sends nothing and reports what is there', async () => {
    const deployer = new Wallet(DEPLOYER_KEY).address
    const nonce = await provider(first).getTransactionCount(deployer)
    // Four contracts, and the 0.1 ETH for Multicall3's presigned deployer (deployMulticall3.test.ts).
    expect(nonce).toBe(5)
    const run = await deployPasskey(first.rpcUrl)
    expect(run.code).toBe(0)
    expect(run.stdout.match(/ already there, verified$/gm)).toHaveLength(4)
    expect(await provider(first).getTransactionCount(deployer)).toBe(nonce)
    // No bundler named: the printed lines fail the config parser instead of serving a passkey option that cannot send.
    expect(() => pastedConfig(run.stdout, 41001)).toThrow(/bundlerUrl/)
  })

  it('a passkey account has one address on both chains and sends from each through Alto', async () => {
    const passkey = softwarePasskey()
    const recipient = getAddress(new Wallet(devPrivateKey(8)).address) as `0x${string}`
    const addresses: string[] = []
    for (const [anvil, chainId] of [
      [first, 41001],
      [second, 41002],
    ] as const) {
      const chain: Chain = {
        id: chainId,
        name: `anvil ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      }
      for (const key of [BUNDLER_EXECUTOR_KEY, BUNDLER_UTILITY_KEY])
        await provider(anvil).send('anvil_setBalance', [new Wallet(key).address, '0x3635c9adc5dea00000'])
      const bundler = await startBundler({ rpcUrl: anvil.rpcUrl, port: await freePort() })
      bundlers.push(bundler)
      const client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 50 }) as PublicClient
      const account = await toPasskeyAccount({
        client: client as never,
        owner: passkey.owner,
        stack: { ...deployed[chainId]!, webAuthnVerifier: PASSKEY_STACK.webAuthnVerifier },
      })
      addresses.push(account.address)
      const funder = new Wallet(devPrivateKey(9), provider(anvil))
      await (await funder.sendTransaction({ to: account.address, value: parseEther('1') })).wait()
      const before = await provider(anvil).getBalance(recipient)
      const bundlerClient = createBundlerClient({ account, client, transport: http(bundler.url), pollingInterval: 100 })
      const hash = await bundlerClient.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.01') }] })
      const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 20_000 })
      expect(receipt.success).toBe(true)
      expect(await provider(anvil).getBalance(recipient)).toBe(before + parseEther('0.01'))
      expect(await provider(anvil).getCode(account.address)).not.toBe('0x')
    }
    expect(addresses[0]).toBe(addresses[1])

    // Checking a deployment: each bundler serves the EntryPoint on its chain; one named for the wrong chain is refused.
    const checked = await deployPasskey(first.rpcUrl, ['--bundler-url', bundlers[0]!.url])
    expect(checked.stdout).toContain(`bundler ${bundlers[0]!.url} serves this EntryPoint on chain 41001`)
    const crossed = await deployPasskey(first.rpcUrl, ['--bundler-url', bundlers[1]!.url])
    expect(crossed.code).toBe(1)
    expect(crossed.stderr).toContain(`the bundler at ${bundlers[1]!.url} serves chain 41002, not 41001`)
  })

  it('refuses code at a stack address that its init code does not make', async () => {
    const verifierCode = await provider(first).getCode(PASSKEY_STACK.webAuthnVerifier)
    await provider(first).send('anvil_setCode', [PASSKEY_STACK.factory, verifierCode])
    const run = await deployPasskey(first.rpcUrl)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`the code at ${PASSKEY_STACK.factory} is not what factory's init code makes`)
  })
})

describe('npm run deploy:passkey --gas-token: the ERC-20 paymaster on an operator chain', { timeout: 60_000 }, () => {
  const DEPLOYER = new Wallet(DEPLOYER_KEY).address
  let token: string, tokenFeed: string, nativeFeed: string
  let options: string[]

  beforeAll(async () => {
    // The operator's token and feeds: deployed by someone else, found at their own addresses on this chain.
    const owner = new NonceManager(new Wallet(devPrivateKey(9), provider(second)))
    const deploy = async (name: string, ...args: unknown[]) => {
      const { abi, bytecode } = readArtifact(name)
      const contract = await new ContractFactory(abi as never, bytecode, owner).deploy(...args)
      return contract.waitForDeployment().then(() => contract.getAddress())
    }
    token = await deploy('DemoToken', 'Operator Dollar', 'oUSD', 6, [await owner.getAddress()], 10n ** 12n)
    tokenFeed = await deploy('DemoPriceFeed', 8, 'oUSD / USD', 10n ** 8n)
    nativeFeed = await deploy('DemoPriceFeed', 8, 'ETH / USD', 3_000n * 10n ** 8n)
    options = ['--gas-token', token, '--gas-token-feed', tokenFeed, '--native-feed', nativeFeed]
  })

  it('a dry run says it is missing and sends nothing; the real run deploys, sets the feed, funds it, prints its line', async () => {
    const nonce = await provider(second).getTransactionCount(DEPLOYER)
    const dry = await deployPasskey(second.rpcUrl, [...options, '--dry-run'])
    expect(dry.code).toBe(0)
    expect(dry.stdout).toMatch(/tokenPaymaster +0x[0-9a-fA-F]{40} {2}missing/)
    expect(await provider(second).getTransactionCount(DEPLOYER)).toBe(nonce)

    const run = await deployPasskey(second.rpcUrl, [
      ...options,
      '--token-paymaster-deposit',
      '1',
      '--bundler-url',
      'https://b.example/1',
    ])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('takes the token at its feed; EntryPoint deposit 1 ETH')
    const listed = [{ chainId: 41002, address: token, symbol: 'oUSD', decimals: 6 }]
    const paymaster = pastedConfig(run.stdout, 41002, listed).tokenPaymaster!
    expect(paymaster.token).toBe(getAddress(token))
    expect(paymaster.symbol).toBe('oUSD')

    // Read back with ethers: owned by the deployer, taking oUSD at its feed, 1 ETH on the EntryPoint, priced 3000 oUSD / ETH.
    const contract = new Contract(paymaster.address, readArtifact('TokenPaymaster').abi as never, provider(second))
    expect(await contract.getFunction('owner')()).toBe(DEPLOYER)
    expect([...(await contract.getFunction('tokenFeeds')(token))]).toEqual([tokenFeed, 6n])
    const entryPoint = new Contract(
      PASSKEY_STACK.entryPoint,
      ['function balanceOf(address) view returns (uint256)'],
      provider(second),
    )
    expect(await entryPoint.getFunction('balanceOf')(paymaster.address)).toBe(parseEther('1'))
    expect((await contract.getFunction('tokenPerNative')(token))[0]).toBe(3_000n * 10n ** 6n)

    const again = await deployPasskey(second.rpcUrl, [...options, '--bundler-url', 'https://b.example/1'])
    expect(again.stdout).toMatch(/tokenPaymaster +0x[0-9a-fA-F]{40} {2}already there, verified/)
    expect(pastedConfig(again.stdout, 41002, listed).tokenPaymaster!.address).toBe(paymaster.address)
  })

  it('refuses a stale feed and an address that is no token before it sends anything', async () => {
    const nonce = await provider(second).getTransactionCount(DEPLOYER)
    const notToken = await deployPasskey(second.rpcUrl, [
      '--gas-token',
      nativeFeed.replace(/.$/, '0'),
      ...options.slice(2),
    ])
    expect(notToken.code).toBe(1)
    expect(notToken.stderr).toContain("does not answer an ERC-20's decimals()")
    await provider(second).send('evm_increaseTime', [7200])
    await provider(second).send('evm_mine', [])
    const stale = await deployPasskey(second.rpcUrl, options)
    expect(stale.code).toBe(1)
    expect(stale.stderr).toMatch(
      /the USD feed of the native currency at 0x[0-9a-fA-F]{40} last answered 72\d\d s ago, older than the max age 3600 s/,
    )
    expect(await provider(second).getTransactionCount(DEPLOYER)).toBe(nonce)
  })
})

describe('npm run deploy:passkey refuses before it spends', { timeout: 30_000 }, () => {
  it('a dry run lists what is missing and sends nothing', async () => {
    const run = await deployPasskey(bare.rpcUrl, ['--dry-run'])
    expect(run.code).toBe(0)
    expect(run.stdout.match(/ missing$/gm)).toHaveLength(4)
    expect(run.stdout).toContain('Dry run: nothing sent.')
    expect(await provider(bare).getTransactionCount(new Wallet(DEPLOYER_KEY).address)).toBe(0)
  })

  it('without a key, and with a key that cannot pay, nothing is sent', async () => {
    const noKey = await deployPasskey(bare.rpcUrl, [], null)
    expect(noKey.code).toBe(1)
    expect(noKey.stderr).toContain('set WALLETPORT_DEPLOYER_KEY')
    const pauper = Wallet.createRandom()
    const poor = await deployPasskey(bare.rpcUrl, [], pauper.privateKey)
    expect(poor.code).toBe(1)
    expect(poor.stderr).toMatch(new RegExp(`${pauper.address} holds 0 ETH; deploying 4 contracts needs about`))
    expect(await provider(bare).getCode(PASSKEY_STACK.entryPoint)).toBe('0x')
  })

  it('a chain without the deterministic deployer is named, not deployed to', async () => {
    await provider(bare).send('anvil_setCode', [DETERMINISTIC_DEPLOYER, '0x'])
    const run = await deployPasskey(bare.rpcUrl)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`no deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER}`)
  })
})
