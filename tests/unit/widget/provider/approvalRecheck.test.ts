import { numberToHex, type Address } from 'viem'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { CallsRegistry } from '../../../../widget/src/provider/CallsRegistry'
import { ApprovalController } from '../../../../widget/src/provider/ApprovalController'
import { stubReviewNode } from '../../support/stubReviewNode'
import { testWallet } from '../../support/testWallet'
import { warmLazyModules } from '../../support/warmLazyModules'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const SHOP = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address
const CHAIN: ChainConfig = {
  id: 31337,
  name: 'Chain 31337',
  rpcUrls: ['http://127.0.0.1:1'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
}
const ONE_ETH = 10n ** 18n

/** A native transfer of 1 ETH from the shop to Alice, as `traceTransfers` logs it. */
const REWARD = {
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  topics: [
    '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    `0x${SHOP.slice(2).toLowerCase().padStart(64, '0')}`,
    `0x${ALICE.slice(2).toLowerCase().padStart(64, '0')}`,
  ],
  data: numberToHex(ONE_ETH, { size: 32 }),
}

/**
 * A node whose contract pays Alice 1 ETH while `chain.pays` holds (the host page can change that, or the
 * chain can move on), and a wallet that sends. `chain.hold` keeps the next simulations waiting until released.
 */
function setup() {
  const stub = stubReviewNode()
  // `later`: whether the contract also pays in the second, later environment (0x65 is the next block's number).
  const chain = { pays: true, later: true, simulations: 0, hold: undefined as Promise<void> | undefined }
  const request = vi.fn(async (call: { method: string; params?: unknown }): Promise<unknown> => {
    if (call.method !== 'eth_simulateV1') return stub.request(call)
    chain.simulations++
    await chain.hold
    const [{ blockStateCalls }] = call.params as [{ blockStateCalls: { blockOverrides: { number: string } }[] }]
    const number = blockStateCalls[0]!.blockOverrides.number
    const logs = (BigInt(number) === 0x65n ? chain.pays : chain.pays && chain.later) ? [REWARD] : []
    return [
      {
        number,
        hash: `0x${'aa'.repeat(32)}`,
        timestamp: '0x65',
        gasLimit: '0x1c9c380',
        gasUsed: '0x5208',
        calls: [{ status: '0x1', returnData: '0x', gasUsed: '0x5208', logs }],
      },
    ]
  })
  const wallet = {
    request: vi.fn(async ({ method }: { method: string }) =>
      method === 'eth_chainId' ? '0x7a69' : `0x${'12'.repeat(32)}`,
    ),
  }
  const controller = new ApprovalController({
    hostOrigin: 'https://shop.example',
    account: () => ({ address: ALICE, chainId: 31337, walletName: 'Test Wallet', ...testWallet(wallet) }),
    chain: (id) => (id === CHAIN.id ? CHAIN : undefined),
    client: () => ({ request }) as never,
    token: () => undefined,
    openModal: () => {},
    calls: new CallsRegistry(),
  })
  const pending = controller.request('eth_sendTransaction', [{ to: SHOP, value: '0x0', data: '0x4e71d92d' }])
  const settled = pending.then(
    (value) => ({ value }),
    (error: { rpcCode?: number }) => ({ error: error.rpcCode }),
  )
  const review = async () => {
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'))
    const view = controller.getSnapshot()
    if (view.step !== 'review' || (view.review.kind !== 'transaction' && view.review.kind !== 'batch'))
      throw new Error('no transaction review')
    return { ...view, review: view.review }
  }
  const sent = () => wallet.request.mock.calls.filter(([{ method }]) => method === 'eth_sendTransaction').length
  return { controller, chain, review, sent, settled }
}

beforeAll(warmLazyModules)

describe('ApprovalController: the preview is simulated again at Confirm', () => {
  it('an outcome that changed by Confirm: nothing is sent, the new one is shown with the notice, and the next Confirm sends it', async () => {
    const { controller, chain, review, sent, settled } = setup()
    const first = await review()
    expect(first.review.simulation).toEqual({ status: 'success', changes: [{ token: 'native', diff: ONE_ETH }] })

    chain.pays = false
    await controller.confirm({ id: first.id })
    expect(sent()).toBe(0)
    const second = await review()
    expect(second.id).toBe(first.id)
    expect(second.shownAt).toBeGreaterThanOrEqual(first.shownAt)
    expect(second.notice).toEqual({ key: 'approval.outcomeChanged' })
    expect(second.review.simulation).toEqual({ status: 'success', changes: [] })

    await controller.confirm({ id: second.id })
    expect(sent()).toBe(1)
    expect(await settled).toEqual({ value: `0x${'12'.repeat(32)}` })
  })

  it('a transaction that pays only when watched needs the acknowledgement: a confirm without it sends nothing', async () => {
    const { controller, chain, review, sent } = setup()
    chain.later = false
    const shown = await review()
    expect(shown.review.simulation).toMatchObject({ status: 'success', behavesDifferently: true })
    await controller.confirm({ id: shown.id })
    expect(sent()).toBe(0)
    expect(controller.getSnapshot()).toMatchObject({ step: 'review', id: shown.id })
    await controller.confirm({ id: shown.id, acknowledged: true })
    expect(sent()).toBe(1)
  })

  it('an outcome that holds is sent on the same Confirm, after one more run in both environments', async () => {
    const { controller, chain, review, sent, settled } = setup()
    const shown = await review()
    expect(chain.simulations).toBe(2)
    await controller.confirm({ id: shown.id })
    expect(chain.simulations).toBe(4)
    expect(sent()).toBe(1)
    expect(await settled).toEqual({ value: `0x${'12'.repeat(32)}` })
  })

  it('a Cancel while the preview is run again ends the request: the run that finishes later sends nothing', async () => {
    const { controller, chain, review, sent, settled } = setup()
    const shown = await review()
    let release!: () => void
    chain.hold = new Promise((resolve) => (release = resolve))
    const confirming = controller.confirm({ id: shown.id })
    await vi.waitFor(() => expect(chain.simulations).toBe(4))
    expect(controller.getSnapshot().step).toBe('signing')
    controller.cancel()
    release()
    await confirming
    expect(sent()).toBe(0)
    expect(controller.getSnapshot().step).toBe('idle')
    expect(await settled).toEqual({ error: 4001 })
  })
})
