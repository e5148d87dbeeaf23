import { numberToHex, type Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import {
  simulateTransaction,
  type SimulateTransactionParameters,
} from '../../../../widget/src/review/simulateTransaction'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'
import { LATEST_BLOCK } from '../../support/stubReviewNode'

const GWEI = 10n ** 9n
/** What the account really holds: a little ETH, not enough for the calls' gas as transactions. */
const BALANCE = 1000n

/** A node that holds BALANCE for the account and runs eth_simulateV1: every call succeeds, moving nothing. */
function node() {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    if (method === 'eth_getBalance')
      return (params as [Address])[0].toLowerCase() === ACCOUNT.toLowerCase() ? numberToHex(BALANCE) : '0x0'
    if (method === 'eth_getBlockByNumber') return LATEST_BLOCK
    if (method === 'eth_maxPriorityFeePerGas') return numberToHex(GWEI)
    if (method === 'eth_simulateV1') {
      const [{ blockStateCalls }] = params as [{ blockStateCalls: { calls: unknown[] }[] }]
      return [
        {
          number: '0x10',
          hash: `0x${'aa'.repeat(32)}`,
          timestamp: '0x1',
          gasLimit: '0x1c9c380',
          gasUsed: '0x5208',
          calls: blockStateCalls[0]!.calls.map(() => ({
            status: '0x1',
            returnData: '0x',
            gasUsed: '0x5208',
            logs: [],
          })),
        },
      ]
    }
    throw new Error(`unexpected ${method}`)
  })
  return { request, client: { request } as unknown as ChainClient }
}

/** The state the simulation ran on: the eth_simulateV1 request's state overrides, if any. */
function stateOverridesOf(request: ReturnType<typeof node>['request']): unknown {
  const call = request.mock.calls.find(([args]) => args.method === 'eth_simulateV1')
  if (!call) throw new Error('eth_simulateV1 was never asked')
  const [{ blockStateCalls }] = call[0].params as [{ blockStateCalls: { stateOverrides?: unknown }[] }]
  return blockStateCalls[0]!.stateOverrides
}

const TWO_CALLS: SimulateTransactionParameters['calls'] = [
  { to: RECIPIENT, value: 500n, data: '0x' },
  { to: RECIPIENT, value: 0n, data: '0xd0e30db0' },
]
const simulate = (client: ChainClient, extra: Partial<SimulateTransactionParameters>) =>
  simulateTransaction({ client, chain: CHAIN, from: ACCOUNT, calls: TWO_CALLS, knownToken: () => undefined, ...extra })

describe('simulateTransaction: a wallet whose operation pays the fee (feePaidByOperation)', () => {
  it('runs the calls on the account’s real balance plus their gas at the max fee, so the fee its paymaster pays cannot fail the preview', async () => {
    const { request, client } = node()
    // 8 gwei today, so 9 gwei at most (one block's rise of 12.5%).
    const outcome = await simulate(client, {
      cost: { gas: [21_000n, 50_000n], gasPrice: 8n * GWEI },
      feePaidByOperation: true,
    })
    expect(outcome).toEqual({ status: 'success', changes: [] })
    expect(stateOverridesOf(request)).toEqual({
      [ACCOUNT]: { balance: numberToHex(BALANCE + (21_000n + 50_000n) * 9n * GWEI) },
    })
  })

  it('one gas limit for every call lends that much per call', async () => {
    const { request, client } = node()
    await simulate(client, { cost: { gas: 30_000n, gasPrice: 8n * GWEI }, feePaidByOperation: true })
    expect(stateOverridesOf(request)).toEqual({
      [ACCOUNT]: { balance: numberToHex(BALANCE + 2n * 30_000n * 9n * GWEI) },
    })
  })

  it('lends nothing to a wallet that pays its fee from the account as transactions do', async () => {
    const { request, client } = node()
    await simulate(client, { cost: { gas: [21_000n, 50_000n], gasPrice: 8n * GWEI } })
    expect(stateOverridesOf(request)).toBeUndefined()
    expect(request.mock.calls.map(([args]) => args.method)).not.toContain('eth_getBalance')
  })

  it('lends nothing without a cost (the estimate failed: the run is unvalidated anyway)', async () => {
    const { request, client } = node()
    await simulate(client, { feePaidByOperation: true })
    expect(stateOverridesOf(request)).toBeUndefined()
  })
})
