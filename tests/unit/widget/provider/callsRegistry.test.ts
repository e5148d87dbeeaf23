import { testWallet } from '../../support/testWallet'
import { describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { CallsRegistry } from '../../../../widget/src/provider/CallsRegistry'
import type { BatchReview } from '../../../../widget/src/review/buildBatchReview'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CHAIN = {
  id: 31337,
  name: 'Anvil',
  rpcUrls: [],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as unknown as ChainConfig
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const review = (calls: number): BatchReview =>
  ({
    kind: 'batch',
    chain: CHAIN,
    from: FROM,
    calls: Array.from({ length: calls }, () => ({ to: TO, value: 1n, data: '0x' })),
    tokens: new Map(),
    simulation: { status: 'success', changes: [] },
  }) as BatchReview

/** A wallet that answers each eth_sendTransaction in turn: a hash, or a rejection. */
const wallet = (answers: ('ok' | 'reject')[]) => {
  let n = 0
  return {
    request: vi.fn(async ({ method }: { method: string }) => {
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'eth_accounts') return [FROM]
      const answer = answers[n++]
      if (answer === 'reject') throw Object.assign(new Error('User rejected'), { code: 4001 })
      return hash(n)
    }),
  }
}
/** A chain whose receipts say success ('0x1'), revert ('0x0') or not yet (null), by hash. */
const chainWith = (receipts: Record<string, '0x1' | '0x0' | null>) =>
  (() => ({
    request: async ({ params }: { params: [string] }) => {
      const status = receipts[params[0]]
      return status
        ? { status, logs: [], blockHash: hash(99), blockNumber: '0x1', gasUsed: '0x5208', transactionHash: params[0] }
        : null
    },
  })) as unknown as (chain: ChainConfig) => ChainClient

describe('CallsRegistry: EIP-5792 status of a batch sent call by call', () => {
  it('200 only when every call landed and succeeded', async () => {
    const registry = new CallsRegistry()
    const { id } = await registry.send({ review: review(2), id: undefined, wallet: testWallet(wallet(['ok', 'ok'])) })
    expect((await registry.status(id, chainWith({ [hash(1)]: '0x1', [hash(2)]: null }))).status).toBe(100)
    const done = await registry.status(id, chainWith({ [hash(1)]: '0x1', [hash(2)]: '0x1' }))
    expect([done.status, done.receipts.length, done.atomic]).toEqual([200, 2, false])
    expect((await registry.status(id, chainWith({ [hash(1)]: '0x0', [hash(2)]: '0x0' }))).status).toBe(500)
    expect((await registry.status(id, chainWith({ [hash(1)]: '0x1', [hash(2)]: '0x0' }))).status).toBe(600)
  })

  it('a call the wallet refused after the first is a partial failure (600), never success', async () => {
    const registry = new CallsRegistry()
    const { id } = await registry.send({
      review: review(3),
      id: 'order-7',
      wallet: testWallet(wallet(['ok', 'reject'])),
    })
    expect(id).toBe('order-7')
    expect(registry.get(id)?.stoppedBecause).toBe('call 2 of 3: rejected in the wallet')
    expect((await registry.status(id, chainWith({ [hash(1)]: '0x1' }))).status).toBe(600)
  })

  it('pending (100) while calls are still being handed to the wallet, even when the first has landed', async () => {
    const registry = new CallsRegistry()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let n = 0
    const slow = {
      request: vi.fn(async ({ method }: { method: string }) => {
        if (method === 'eth_chainId') return '0x7a69'
        if (method === 'eth_accounts') return [FROM]
        if (++n === 2) await held
        return hash(n)
      }),
    }
    const sent = registry.send({ review: review(2), id: 'slow', wallet: testWallet(slow) })
    await vi.waitFor(() => expect(registry.has('slow')).toBe(true))
    expect((await registry.status('slow', chainWith({ [hash(1)]: '0x1' }))).status).toBe(100)
    release()
    await sent
    expect((await registry.status('slow', chainWith({ [hash(1)]: '0x1', [hash(2)]: '0x1' }))).status).toBe(200)
  })

  it('stops between calls when the visitor cancelled or the wallet left the chain', async () => {
    const registry = new CallsRegistry()
    let wanted = true
    const provider = wallet(['ok', 'ok', 'ok'])
    const original = provider.request
    provider.request = vi.fn(async (args: { method: string }) => {
      const answer = await original(args)
      if (args.method === 'eth_sendTransaction') wanted = false
      return answer
    }) as typeof provider.request
    const { id } = await registry.send({
      review: review(3),
      id: 'cut',
      wallet: testWallet(provider),
      stillWanted: () => wanted,
    })
    expect(registry.get(id)?.hashes.filter(Boolean)).toHaveLength(1)
    expect(registry.get(id)?.stoppedBecause).toMatch(/^call 2 of 3: not sent/)
  })

  it('a refused first call sends nothing and rejects 4001; an unknown or reused id is refused', async () => {
    const registry = new CallsRegistry()
    await expect(
      registry.send({ review: review(2), id: 'x', wallet: testWallet(wallet(['reject'])) }),
    ).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    expect(registry.has('x')).toBe(false)
    await expect(registry.status('nope', chainWith({}))).rejects.toMatchObject({ rpcCode: 5730 })
    await registry.send({ review: review(1), id: 'y', wallet: testWallet(wallet(['ok'])) })
    await expect(
      registry.send({ review: review(1), id: 'y', wallet: testWallet(wallet(['ok'])) }),
    ).rejects.toMatchObject({
      rpcCode: 5720,
    })
  })
})
