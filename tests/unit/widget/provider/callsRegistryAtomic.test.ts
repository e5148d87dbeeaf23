import { testWallet } from '../../support/testWallet'
import { encodeAbiParameters, encodeEventTopics, zeroAddress, type Address, type Hex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { describe, expect, it, vi } from 'vitest'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { CallsRegistry } from '../../../../widget/src/provider/CallsRegistry'
import type { BatchCall, BatchReview } from '../../../../widget/src/review/buildBatchReview'
import { atomicWallet, BUNDLE_HASH } from '../../support/atomicWallet'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const APPROVE = `0x095ea7b3${RECIPIENT.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(63)}5` as Hex
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

/** The calls the visitor reviewed: a token approval, a payment with data, a plain value transfer. */
const REVIEWED: BatchCall[] = [
  { to: TOKEN, value: 0n, data: APPROVE },
  { to: RECIPIENT, value: 10n ** 15n, data: '0xd0e30db0' },
  { to: ACCOUNT, value: 1n, data: '0x' },
]
const review = (calls: BatchCall[] = REVIEWED): BatchReview => ({
  kind: 'batch',
  chain: PASSKEY_CHAIN,
  from: ACCOUNT,
  calls,
  tokens: new Map(),
  simulation: { status: 'success', changes: [] },
})

const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' as Address
const OTHER_SENDER = '0x00000000000000000000000000000000000000aa' as Address
/** The chain with a passkey wallet: its EntryPoint's logs are what an atomic batch's status reads. */
const PASSKEY_CHAIN = {
  ...CHAIN,
  passkeyWallet: {
    factory: '0x26cb51719c57a2bAd6EDEFF8755a696Fa5B07d38' as Address,
    entryPoint: ENTRY_POINT,
    bundlerUrl: 'https://bundler.example',
  },
}
const log = (address: Address, topics: Hex[], data: Hex = '0x') => ({ address, topics, data })
const entryPointEvent = (eventName: 'BeforeExecution' | 'UserOperationEvent', sender?: Address, success?: boolean) =>
  eventName === 'BeforeExecution'
    ? log(ENTRY_POINT, encodeEventTopics({ abi: entryPoint08Abi, eventName }) as Hex[])
    : log(
        ENTRY_POINT,
        encodeEventTopics({
          abi: entryPoint08Abi,
          eventName,
          args: { userOpHash: hash(7), sender: sender!, paymaster: zeroAddress },
        }) as Hex[],
        encodeAbiParameters(
          [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
          [0n, success!, 1n, 1n],
        ),
      )
/** A bundle holding another sender's operation (its own token log), then the account's (its approval log), the account's ending in `success`. */
const bundleLogs = (success: boolean) => [
  entryPointEvent('BeforeExecution'),
  log(TOKEN, [hash(1)]),
  entryPointEvent('UserOperationEvent', OTHER_SENDER, true),
  log(TOKEN, [hash(2)]),
  entryPointEvent('UserOperationEvent', ACCOUNT, success),
]

/** A chain whose bundle receipts say the account's operation succeeded ('0x1'), failed ('0x0'), or not yet (null), by hash. */
const chainWith = (receipts: Record<string, '0x1' | '0x0' | null>) =>
  (() => ({
    request: async ({ params }: { params: [string] }) => {
      const outcome = receipts[params[0]]
      // The bundle itself always succeeds: only the EntryPoint's event tells the operation's fate.
      return outcome
        ? {
            status: '0x1',
            logs: bundleLogs(outcome === '0x1'),
            blockHash: hash(99),
            blockNumber: '0x1',
            gasUsed: '0x5208',
            transactionHash: params[0],
            from: OTHER_SENDER,
          }
        : null
    },
  })) as unknown as () => ChainClient

describe('CallsRegistry: a batch through a wallet that runs it all or nothing', () => {
  it('goes out as one sendCalls with every reviewed call as reviewed, and never call by call', async () => {
    const registry = new CallsRegistry()
    const wallet = atomicWallet()
    expect(await registry.send({ review: review(), id: 'order-1', wallet: testWallet(wallet) })).toEqual({
      id: 'order-1',
    })
    expect(wallet.sendCalls).toHaveBeenCalledTimes(1)
    expect(wallet.sendCalls).toHaveBeenCalledWith(
      REVIEWED.map(({ to, value, data }) => ({ to, value, data })),
      { stillWanted: expect.any(Function) },
    )
    expect(wallet.request.mock.calls.map(([call]) => call.method)).not.toContain('eth_sendTransaction')
  })

  it('its status is atomic with one receipt: pending (100) until the bundle lands, then 200', async () => {
    const registry = new CallsRegistry()
    const { id } = await registry.send({ review: review(), id: undefined, wallet: testWallet(atomicWallet()) })
    const pending = await registry.status(id, chainWith({ [BUNDLE_HASH]: null }))
    expect([pending.status, pending.atomic, pending.receipts]).toEqual([100, true, []])
    const done = await registry.status(id, chainWith({ [BUNDLE_HASH]: '0x1' }))
    expect(done).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: true, status: 200 })
    // Only the logs of this operation's calls, not the other sender's nor the EntryPoint's.
    expect(done.receipts).toEqual([
      {
        logs: [log(TOKEN, [hash(2)])],
        status: '0x1',
        blockHash: hash(99),
        blockNumber: '0x1',
        gasUsed: '0x5208',
        transactionHash: BUNDLE_HASH,
      },
    ])
  })

  it("reads the account's operation, not the bundle: a bundle that succeeded with the operation failed is 500, never 200", async () => {
    const registry = new CallsRegistry()
    const { id } = await registry.send({ review: review(), id: undefined, wallet: testWallet(atomicWallet()) })
    const failed = await registry.status(id, chainWith({ [BUNDLE_HASH]: '0x0' }))
    expect([failed.status, failed.atomic, failed.receipts[0]!.status]).toEqual([500, true, '0x0'])
  })

  it('a refusal in the wallet (4001) rejects USER_REJECTED and registers nothing: the id stays free', async () => {
    const registry = new CallsRegistry()
    const refusing = atomicWallet({
      send: async () => Promise.reject(Object.assign(new Error('The passkey prompt was dismissed'), { code: 4001 })),
    })
    await expect(
      registry.send({ review: review(), id: 'order-2', wallet: testWallet(refusing) }),
    ).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    expect(registry.has('order-2')).toBe(false)
    await expect(registry.status('order-2', chainWith({}))).rejects.toMatchObject({ rpcCode: 5730 })
    expect(await registry.send({ review: review(), id: 'order-2', wallet: testWallet(atomicWallet()) })).toEqual({
      id: 'order-2',
    })
  })

  it('another failure of the wallet keeps its code and message, and registers nothing', async () => {
    const registry = new CallsRegistry()
    const failing = atomicWallet({
      send: async () =>
        Promise.reject(
          Object.assign(new Error('the UserOperation reverted: ERC20InsufficientBalance'), { code: -32603 }),
        ),
    })
    await expect(registry.send({ review: review(), id: 'order-3', wallet: testWallet(failing) })).rejects.toMatchObject(
      {
        code: 'WALLET_ERROR',
        rpcCode: -32603,
        message: 'the UserOperation reverted: ERC20InsufficientBalance',
      },
    )
    expect(registry.has('order-3')).toBe(false)
  })

  it('a call without a recipient (a contract deployment) is refused before the wallet is asked', async () => {
    const registry = new CallsRegistry()
    const wallet = atomicWallet()
    const deploy = review([REVIEWED[0]!, { value: 0n, data: '0x6080604052' }])
    await expect(registry.send({ review: deploy, id: 'order-4', wallet: testWallet(wallet) })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
      rpcCode: -32602,
    })
    expect(wallet.sendCalls).not.toHaveBeenCalled()
    expect(registry.has('order-4')).toBe(false)
  })
})

describe('CallsRegistry: a batch through a wallet that sends plain transactions', () => {
  it('still gets the calls one by one, each as reviewed, and the status is not atomic', async () => {
    const registry = new CallsRegistry()
    let n = 0
    const plain = {
      request: vi.fn(async ({ method }: { method: string; params?: unknown }) => {
        if (method === 'eth_chainId') return '0x7a69'
        if (method === 'eth_accounts') return [ACCOUNT]
        return hash(++n)
      }),
    }
    const { id } = await registry.send({ review: review(), id: undefined, wallet: testWallet(plain) })
    const sent = plain.request.mock.calls.map(([call]) => call).filter((call) => call.method === 'eth_sendTransaction')
    expect(sent.map((call) => call.params)).toEqual([
      [{ from: ACCOUNT, to: TOKEN, value: '0x0', data: APPROVE, chainId: '0x7a69' }],
      [{ from: ACCOUNT, to: RECIPIENT, value: '0x38d7ea4c68000', data: '0xd0e30db0', chainId: '0x7a69' }],
      [{ from: ACCOUNT, to: ACCOUNT, value: '0x1', chainId: '0x7a69' }],
    ])
    const done = await registry.status(id, chainWith({ [hash(1)]: '0x1', [hash(2)]: '0x1', [hash(3)]: '0x1' }))
    expect([done.status, done.atomic, done.receipts.length]).toEqual([200, false, 3])
  })
})
