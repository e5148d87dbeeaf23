import { numberToHex, type Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { nextBaseFee, simulationEnvironments } from '../../../../widget/src/review/simulationEnvironments'
import { simulateTransaction } from '../../../../widget/src/review/simulateTransaction'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'

const GWEI = 10n ** 9n
const MINER: Address = '0x00000000000000000000000000000000000000aa'
const LATEST = {
  number: '0x64',
  baseFeePerGas: numberToHex(8n * GWEI),
  gasUsed: '0xe4e1c0',
  gasLimit: '0x1c9c380',
  timestamp: '0x64',
  miner: MINER,
}

/**
 * A node whose contract pays the account 1 ETH (a native transfer, as traceTransfers logs it) only
 * when `watched` says the block looks like a simulation.
 */
type Block = { number: bigint; baseFeePerGas: bigint; feeRecipient: string; time: bigint }

function node(watched: (block: Block, tip: bigint) => boolean) {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (method === 'eth_getBlockByNumber') return LATEST
    if (method === 'eth_maxPriorityFeePerGas') return numberToHex(GWEI)
    if (method === 'eth_simulateV1') {
      const [{ blockStateCalls }, base] = params as [
        { blockStateCalls: { blockOverrides: Record<string, string>; calls: { maxPriorityFeePerGas?: string }[] }[] },
        string,
      ]
      // The run starts from the latest block read with the environments, never from whatever is latest now.
      if (base !== LATEST.number) throw new Error(`simulated on ${base}`)
      const { blockOverrides, calls } = blockStateCalls[0]!
      const block = {
        number: BigInt(blockOverrides.number!),
        baseFeePerGas: BigInt(blockOverrides.baseFeePerGas!),
        feeRecipient: blockOverrides.feeRecipient!,
        time: BigInt(blockOverrides.time!),
      }
      const pays = watched(block, BigInt(calls[0]!.maxPriorityFeePerGas ?? '0x0'))
      const reward = {
        address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        topics: [
          '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
          `0x${RECIPIENT.slice(2).padStart(64, '0')}`,
          `0x${ACCOUNT.slice(2).toLowerCase().padStart(64, '0')}`,
        ],
        data: numberToHex(10n ** 18n, { size: 32 }),
      }
      return [
        {
          number: blockOverrides.number,
          hash: `0x${'aa'.repeat(32)}`,
          timestamp: blockOverrides.time,
          gasLimit: '0x1c9c380',
          gasUsed: '0x5208',
          calls: calls.map(() => ({ status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: pays ? [reward] : [] })),
        },
      ]
    }
    throw new Error(`unexpected ${method}`)
  })
  return { request, client: { request } as unknown as ChainClient }
}

const simulate = (client: ChainClient) =>
  simulateTransaction({
    client,
    chain: CHAIN,
    from: ACCOUNT,
    calls: [{ to: RECIPIENT, value: 0n, data: '0x4e71d92d' }],
    knownToken: () => undefined,
    cost: { gas: 50_000n, gasPrice: 10n * GWEI },
  })

describe('nextBaseFee (EIP-1559)', () => {
  it('rises by 1/8 after a full block, falls by 1/8 after an empty one, holds at the target', () => {
    const block = (gasUsed: bigint) => ({
      baseFeePerGas: numberToHex(8n * GWEI),
      gasLimit: numberToHex(30_000_000n),
      gasUsed: numberToHex(gasUsed),
    })
    expect(nextBaseFee(block(30_000_000n))).toBe(9n * GWEI)
    expect(nextBaseFee(block(0n))).toBe(7n * GWEI)
    expect(nextBaseFee(block(15_000_000n))).toBe(8n * GWEI)
  })
})

describe('simulationEnvironments: the likely one and one unlike it, both within the max fee', () => {
  it('the first has the next base fee, the wallet’s tip, the chain’s fee recipient; the second differs in each', async () => {
    const { client } = node(() => false)
    const [real, other] = await simulationEnvironments(client, 11n * GWEI)
    expect(real.blockOverrides).toMatchObject({ number: 0x65n, baseFeePerGas: 8n * GWEI, feeRecipient: MINER })
    expect(real.maxPriorityFeePerGas).toBe(GWEI)
    expect(other.blockOverrides.baseFeePerGas).toBe(4n * GWEI)
    expect(other.blockOverrides.feeRecipient).not.toBe(MINER)
    expect(real.baseBlock).toBe(0x64n)
    expect(other.baseBlock).toBe(0x64n)
    // Mined later, by an odd number of blocks and of seconds: past a window of a block or a minute, never the same parity.
    const laterBlocks = other.blockOverrides.number - real.blockOverrides.number
    const laterSeconds = other.blockOverrides.time - real.blockOverrides.time
    expect(laterBlocks).toBeGreaterThan(3n)
    expect(laterSeconds).toBeGreaterThan(60n)
    expect(laterBlocks % 2n).toBe(1n)
    expect(laterSeconds % 2n).toBe(1n)
    expect(other.blockOverrides.baseFeePerGas + other.maxPriorityFeePerGas).toBeLessThanOrEqual(11n * GWEI)
    expect(real.blockOverrides.baseFeePerGas + real.maxPriorityFeePerGas).toBeLessThanOrEqual(11n * GWEI)
  })
})

describe('simulateTransaction: a contract that behaves differently when watched', () => {
  it.each([
    ['a zero tip', (_: unknown, tip: bigint) => tip === 0n],
    ['another fee recipient', (block: { feeRecipient: string }) => block.feeRecipient !== MINER],
    ['a lower base fee', (block: { baseFeePerGas: bigint }) => block.baseFeePerGas < 8n * GWEI],
    ['an even timestamp', (block: { time: bigint }) => block.time % 2n === 0n],
    ['an even block number', (block: { number: bigint }) => block.number % 2n === 0n],
    ['the block it is previewed in', (block: { number: bigint }) => block.number === 0x65n],
    ['the next three blocks', (block: { number: bigint }) => block.number <= 0x67n],
    ['a minute from now', (block: { time: bigint }) => block.time <= BigInt(Math.floor(Date.now() / 1000)) + 60n],
  ] as const)('pays only under %s: flagged, or shown as it will run', async (_, watched) => {
    const { client } = node(watched as never)
    const outcome = await simulate(client)
    if (outcome.status === 'unavailable') throw new Error('unavailable')
    // Either the review shows no reward, as on chain, or it is flagged: never an unflagged gain.
    const gains = outcome.changes.some((change) => change.diff > 0n)
    expect(gains ? outcome.behavesDifferently : true).toBe(true)
  })

  it('an honest contract moves the same balances in both: not flagged', async () => {
    const { client } = node(() => true)
    const outcome = await simulate(client)
    expect(outcome).toEqual({ status: 'success', changes: [{ token: 'native', diff: 10n ** 18n }] })
  })
})
