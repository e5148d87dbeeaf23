import { numberToHex } from 'viem'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { SendController } from '../../../../widget/src/send/SendController'
import { DurableStore } from '../../../../widget/src/storage/durableStore'
import { createSafeStorage } from '../../../../widget/src/storage/safeStorage'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'
import { stubReviewNode } from '../../support/stubReviewNode'
import { testWallet } from '../../support/testWallet'
import { warmLazyModules } from '../../support/warmLazyModules'

const ONE_ETH = 10n ** 18n

/**
 * A host's send() of 0.5 ETH to a contract that pays 1 ETH back while `chain.pays` holds (its owner can
 * change that, or the chain can move on); a second, later preview sees the same while `chain.later` does.
 */
function setup() {
  const stub = stubReviewNode()
  const chain = { pays: true, later: true }
  const reward = {
    address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    topics: [
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      `0x${RECIPIENT.slice(2).toLowerCase().padStart(64, '0')}`,
      `0x${ACCOUNT.slice(2).toLowerCase().padStart(64, '0')}`,
    ],
    data: numberToHex(ONE_ETH, { size: 32 }),
  }
  const request = vi.fn(async (call: { method: string; params?: unknown }): Promise<unknown> => {
    if (call.method === 'eth_getTransactionCount') return '0x0'
    if (call.method !== 'eth_simulateV1') return stub.request(call)
    const [{ blockStateCalls }] = call.params as [{ blockStateCalls: { blockOverrides: { number: string } }[] }]
    const { number } = blockStateCalls[0]!.blockOverrides
    const pays = BigInt(number) === 0x65n ? chain.pays : chain.later
    return [
      {
        number,
        hash: `0x${'aa'.repeat(32)}`,
        timestamp: '0x65',
        gasLimit: '0x1c9c380',
        gasUsed: '0x5208',
        calls: [{ status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: pays ? [reward] : [] }],
      },
    ]
  })
  const wallet = {
    request: vi.fn(async ({ method }: { method: string }) =>
      method === 'eth_chainId' ? '0x7a69' : `0x${'3'.repeat(64)}`,
    ),
  }
  const controller = new SendController({
    hostOrigin: 'http://localhost:4310',
    chains: () => [CHAIN],
    client: () => ({ request }) as unknown as ChainClient,
    account: () => ({ address: ACCOUNT, chainId: 31337, walletName: 'Test Wallet', ...testWallet(wallet) }),
    balanceRow: async () => ({
      chainId: 31337,
      token: 'native',
      symbol: 'ETH',
      decimals: 18,
      value: 100n * ONE_ETH,
      stale: false,
    }),
    refreshBalances: () => {},
    counterparties: async () => [],
    store: new DurableStore(
      createSafeStorage(() => new Map() as unknown as Storage),
      'http://localhost:4310',
    ),
    emit: () => {},
    locale: () => 'en',
  })
  const settled = controller.requestFromHost({ token: 'native', to: RECIPIENT, amount: '0.5' }).then(
    (value) => ({ value }),
    (error: { code: string }) => ({ error: error.code }),
  )
  const review = async () => {
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'))
    const view = controller.getSnapshot()
    if (view.step !== 'review') throw new Error('no review')
    return view
  }
  const sent = () => wallet.request.mock.calls.filter(([{ method }]) => method === 'eth_sendTransaction').length
  return { controller, chain, review, sent, settled }
}

beforeAll(warmLazyModules)

describe('SendController: the send preview, flagged when it differs mined later, and simulated again at Confirm', () => {
  it('a recipient that pays only in the previewed block: the send is flagged and needs the acknowledgement', async () => {
    const { controller, chain, review, sent } = setup()
    chain.later = false
    const shown = await review()
    expect(shown.send.simulation).toMatchObject({ status: 'success', behavesDifferently: true })
    expect(shown.send.warnings).toContain('behavesDifferently')
    // The one rule (review/needsAcknowledgement.ts), held by the controller itself: no tick, nothing sent.
    await controller.confirm({ id: shown.id })
    expect(sent()).toBe(0)
    expect(controller.getSnapshot()).toMatchObject({ step: 'review', id: shown.id })
    await controller.confirm({ id: shown.id, acknowledged: true })
    expect(sent()).toBe(1)
  })

  it('an outcome that changed by Confirm: nothing is sent, the new review is shown with the notice, and the next Confirm sends it', async () => {
    const { controller, chain, review, sent, settled } = setup()
    const first = await review()
    expect(first.send.simulation).toEqual({ status: 'success', changes: [{ token: 'native', diff: ONE_ETH }] })

    chain.pays = chain.later = false
    await controller.confirm({ id: first.id })
    expect(sent()).toBe(0)
    const second = await review()
    expect(second.notice).toEqual({ key: 'send.outcomeChanged' })
    expect(second.send.simulation).toEqual({ status: 'success', changes: [] })

    await controller.confirm({ id: second.id })
    expect(sent()).toBe(1)
    expect(await settled).toEqual({ value: { hash: `0x${'3'.repeat(64)}`, chainId: 31337 } })
  })

  it('an outcome that holds is sent on the same Confirm', async () => {
    const { controller, review, sent, settled } = setup()
    await controller.confirm({ id: (await review()).id })
    expect(sent()).toBe(1)
    expect(await settled).toEqual({ value: { hash: `0x${'3'.repeat(64)}`, chainId: 31337 } })
  })
})
