import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { Contract, JsonRpcProvider, Wallet } from 'ethers'
import {
  createPublicClient,
  createWalletClient,
  custom,
  getContractAddress,
  http,
  parseTransaction,
  recoverTransactionAddress,
  type Chain,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devPrivateKey } from '../../../../devchain/accounts'
import { MULTICALL3_ADDRESS } from '../../../../devchain/deploy'
import { startAnvil, type Anvil } from '../../../../devchain/anvil'
import { freePort } from '../../../../harness/freePort'
import {
  deployMulticall3,
  MULTICALL3_CREATE2_ADDRESS,
  MULTICALL3_DEPLOYER,
  MULTICALL3_DEPLOYER_FUNDS,
} from '../../../../scripts/deployment/deployMulticall3'
import { MULTICALL3_PRESIGNED_TX } from '../../../../scripts/deployment/multicall3PresignedTx'

/**
 * Multicall3 on a fresh chain (issue 47.3): `npm run deploy:passkey` finds it missing on an anvil started without it
 * (the devchain puts it there; a plain anvil has none) and deploys it by its presigned transaction; a second run sends
 * nothing. A node that refuses pre-EIP-155 transactions gets it through the deterministic deployer instead.
 */
const DEPLOYER_KEY = devPrivateKey(6)
const DEPLOYER = new Wallet(DEPLOYER_KEY).address
const aggregate3 = [
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])',
]

async function deployPasskey(rpcUrl: string, args: string[] = []) {
  const env = { ...process.env, WALLETPORT_DEPLOYER_KEY: DEPLOYER_KEY }
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '-s', 'deploy:passkey', '--', '--rpc', rpcUrl, ...args],
      { env },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

let fresh: Anvil, refusing: Anvil
const provider = (anvil: Anvil) => new JsonRpcProvider(anvil.rpcUrl, undefined, { staticNetwork: true })

beforeAll(async () => {
  const [a, b] = await Promise.all([freePort(), freePort()])
  ;[fresh, refusing] = await Promise.all([
    startAnvil({ port: a, chainId: 41021 }),
    startAnvil({ port: b, chainId: 41022 }),
  ])
}, 30_000)

afterAll(async () => {
  await Promise.allSettled([fresh, refusing].filter(Boolean).map((anvil) => anvil.stop()))
})

describe("Multicall3's presigned transaction", () => {
  it('is signed by its deployer at nonce 0, for no chain in particular, and creates Multicall3 at its usual address', async () => {
    const tx = parseTransaction(MULTICALL3_PRESIGNED_TX)
    const from = await recoverTransactionAddress({ serializedTransaction: MULTICALL3_PRESIGNED_TX as never })
    expect(from).toBe(MULTICALL3_DEPLOYER)
    expect(tx).toMatchObject({ type: 'legacy', nonce: 0, v: 28n })
    expect(tx.chainId).toBeUndefined()
    expect(getContractAddress({ from, nonce: 0n })).toBe(MULTICALL3_ADDRESS)
    expect(tx.gas! * tx.gasPrice!).toBe(MULTICALL3_DEPLOYER_FUNDS)
  })

  it('docs/deploy.md names both addresses Multicall3 may land at', () => {
    const docs = readFileSync(new URL('../../../../docs/deploy.md', import.meta.url), 'utf8')
    for (const address of [MULTICALL3_ADDRESS, MULTICALL3_CREATE2_ADDRESS, MULTICALL3_DEPLOYER])
      expect(docs).toContain(address)
  })
})

describe('npm run deploy:passkey on a chain without Multicall3', { timeout: 90_000 }, () => {
  it('a dry run says it is missing and sends nothing', async () => {
    expect(await provider(fresh).getCode(MULTICALL3_ADDRESS)).toBe('0x')
    const dry = await deployPasskey(fresh.rpcUrl, ['--dry-run'])
    expect(dry.code).toBe(0)
    expect(dry.stdout).toMatch(/multicall3 +0xcA11bde05977b3631167028862bE2a173976CA11 {2}missing/)
    expect(await provider(fresh).getTransactionCount(DEPLOYER)).toBe(0)
    expect(await provider(fresh).getBalance(MULTICALL3_DEPLOYER)).toBe(0n)
  })

  it('deploys it at 0xcA11… by its presigned transaction, then a second run sends nothing', async () => {
    const run = await deployPasskey(fresh.rpcUrl)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`funding Multicall3's deployer ${MULTICALL3_DEPLOYER} with 0.1 ETH`)
    expect(run.stdout).toMatch(/multicall3 +0xcA11bde05977b3631167028862bE2a173976CA11 {2}deployed by its presigned/)
    // Read back with ethers: code at the address, answering the widget's aggregate3.
    expect(await provider(fresh).getCode(MULTICALL3_ADDRESS)).not.toBe('0x')
    expect(await provider(fresh).getTransactionCount(MULTICALL3_DEPLOYER)).toBe(1)
    const multicall = new Contract(MULTICALL3_ADDRESS, aggregate3, provider(fresh))
    expect(await multicall.getFunction('aggregate3').staticCall([])).toHaveLength(0)

    const nonce = await provider(fresh).getTransactionCount(DEPLOYER)
    const again = await deployPasskey(fresh.rpcUrl)
    expect(again.code).toBe(0)
    expect(again.stdout).toMatch(/multicall3 +0xcA11bde05977b3631167028862bE2a173976CA11 {2}already there/)
    expect(again.stdout).not.toContain('funding')
    expect(await provider(fresh).getTransactionCount(DEPLOYER)).toBe(nonce)
    expect(await provider(fresh).getTransactionCount(MULTICALL3_DEPLOYER)).toBe(1)
  })
})

describe('deploy:passkey counts Multicall3 in the funds it checks before it spends', { timeout: 60_000 }, () => {
  it('a key that can pay the four contracts but not 0.1 ETH more is refused before the first transaction', async () => {
    const poor = await startAnvil({ port: await freePort(), chainId: 41023 })
    try {
      const key = Wallet.createRandom()
      await provider(poor).send('anvil_setBalance', [key.address, '0x' + (8n * 10n ** 16n).toString(16)])
      const env = { ...process.env, WALLETPORT_DEPLOYER_KEY: key.privateKey }
      const run = await promisify(execFile)('npm', ['run', '-s', 'deploy:passkey', '--', '--rpc', poor.rpcUrl], {
        env,
      }).catch((error: { code: number; stderr: string }) => error)
      expect('code' in run && run.code).toBe(1)
      expect(run.stderr).toMatch(
        new RegExp(`${key.address} holds 0.08 ETH; deploying 4 contracts needs about .* and 0.1 ETH sent along`),
      )
      // The four contracts alone would fit in 0.08 ETH: the 0.1 ETH is what tips it.
      const needed = Number(run.stderr.match(/needs about ([\d.]+)/)![1])
      expect(needed - 0.1).toBeLessThan(0.08)
      expect(await provider(poor).getTransactionCount(key.address)).toBe(0)
    } finally {
      await poor.stop()
    }
  })
})

describe('a chain that refuses pre-EIP-155 transactions', { timeout: 60_000 }, () => {
  /** Anvil behind geth's refusal of a transaction without a chain id (as `--rpc.allow-unprotected-txs` off). */
  function clients() {
    const chain: Chain = {
      id: 41022,
      name: 'refusing',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [refusing.rpcUrl] } },
    }
    const node = http(refusing.rpcUrl)({ chain })
    const sent: string[] = []
    const transport = custom({
      async request({ method, params }: { method: string; params: unknown[] }) {
        sent.push(method)
        if (method === 'eth_sendRawTransaction' && parseTransaction(params[0] as never).chainId === undefined)
          throw Object.assign(new Error('only replay-protected (EIP-155) transactions allowed over RPC'), {
            code: -32000,
          })
        return node.request({ method, params } as never)
      },
    })
    const client = createPublicClient({ chain, transport, pollingInterval: 50 }) as PublicClient
    const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount(DEPLOYER_KEY) })
    return { client, wallet, sent }
  }

  it('gets Multicall3 through the deterministic deployer, never funding the presigned deployer; then nothing more', async () => {
    const lines: string[] = []
    const { client, wallet } = clients()
    const result = await deployMulticall3({ client, wallet, log: (line) => lines.push(line) })
    expect(result).toMatchObject({ address: MULTICALL3_CREATE2_ADDRESS, status: 'deployed', how: 'create2' })
    expect(result.refusal).toContain('replay-protected')
    expect(lines.join('\n')).toContain('refuses')
    expect(await provider(refusing).getCode(MULTICALL3_ADDRESS)).toBe('0x')
    expect(await provider(refusing).getBalance(MULTICALL3_DEPLOYER)).toBe(0n)
    // The same code as at 0xcA11… elsewhere: the presigned transaction's init code.
    expect(await provider(refusing).getCode(MULTICALL3_CREATE2_ADDRESS)).toBe(
      await provider(fresh).getCode(MULTICALL3_ADDRESS),
    )

    const second = clients()
    expect(await deployMulticall3({ client: second.client, wallet: second.wallet })).toEqual({
      address: MULTICALL3_CREATE2_ADDRESS,
      status: 'present',
    })
    expect(second.sent).not.toContain('eth_sendRawTransaction')
    expect(second.sent).not.toContain('eth_sendTransaction')
  })
})
