import { beforeAll, vi, describe, expect, it } from 'vitest'
import { warmLazyModules } from '../../support/warmLazyModules'
import type { WalletportError } from '../../../../protocol/errors'
import type { Eip1193Provider } from '../../../../widget/src/wallets/eip1193'
import type { FeeQuote } from '../../../../widget/src/wallets/atomicBatches'
import { atomicWallet } from '../../support/atomicWallet'
import { ACCOUNT, PASSKEY_CHAIN, RECIPIENT } from '../../../support/sendFixtures'
import { passkeyChainApprovals } from '../../support/passkeyChainApprovals'
import { stubReviewNode } from '../../support/stubReviewNode'

/** The id of the request on screen: what the review's Confirm names. */
const shownId = (controller: { getSnapshot: () => object }): string => {
  const view = controller.getSnapshot()
  return 'id' in view ? String(view.id) : 'none'
}

const SHOP = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A node that prices every call at 21,000 gas × 1 wei and cannot simulate (the preview is then unavailable). */
const { client } = stubReviewNode()

/** The review of the host's requests, with `provider` as the connected wallet. */
function setup(provider: Eip1193Provider, walletName = 'Passkey wallet') {
  const { controller, shown } = passkeyChainApprovals(provider, walletName, client)
  return { controller, review: async () => (await shown()).review }
}

const sendCalls = (atomicRequired: boolean) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    atomicRequired,
    calls: [
      { to: SHOP, value: '0x10', data: '0xd0e30db0' },
      { to: RECIPIENT, value: '0x1' },
    ],
  },
]
const REVIEWED_CALLS = [
  { to: SHOP, value: 16n, data: '0xd0e30db0' },
  { to: RECIPIENT, value: 1n, data: '0x' },
]
const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: WalletportError) => ({ error }),
  )

// The review's modules load before anything is timed (support/warmLazyModules.ts says why).
beforeAll(warmLazyModules)

describe('ApprovalController: wallet_sendCalls with atomicRequired', () => {
  it('a wallet that sends plain transactions cannot honour it: refused with 5760 naming the wallet, before any review', async () => {
    const plain = { request: vi.fn(async () => '0xsig') }
    const { controller } = setup(plain, 'Rabby')
    const outcome = await settled(controller.request('wallet_sendCalls', sendCalls(true)))
    expect(outcome).toMatchObject({ error: { code: 'INVALID_REQUEST', rpcCode: 5760 } })
    expect((outcome as { error: Error }).error.message).toContain('Rabby')
    expect(controller.getSnapshot().step).toBe('idle')
    expect(plain.request).not.toHaveBeenCalled()
  })

  it('an atomic wallet takes it: the review says all or nothing, and Confirm sends the reviewed calls in one sendCalls', async () => {
    const wallet = atomicWallet()
    const { controller, review } = setup(wallet)
    const pending = settled(controller.request('wallet_sendCalls', sendCalls(true)))
    expect(await review()).toMatchObject({ kind: 'batch', atomic: true, calls: REVIEWED_CALLS })
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.sendCalls).toHaveBeenCalledTimes(1)
    expect(wallet.sendCalls).toHaveBeenCalledWith(REVIEWED_CALLS, { stillWanted: expect.any(Function) })
    expect(await pending).toEqual({ value: { id: expect.stringMatching(/^0x[0-9a-f]{64}$/) } })
  })

  it('a batch without atomicRequired through a plain wallet is reviewed as one by one, with the estimated fee', async () => {
    const { controller, review } = setup({ request: vi.fn(async () => '0x') }, 'Rabby')
    const pending = settled(controller.request('wallet_sendCalls', sendCalls(false)))
    const shown = await review()
    expect(shown).toMatchObject({ kind: 'batch', fee: 2n * 21_000n })
    expect('atomic' in shown).toBe(false)
    controller.cancel()
    await pending
  })
})

describe('ApprovalController: who pays, for an atomic wallet, is what its quote says', () => {
  it.each<[string, 'wallet_sendCalls' | 'eth_sendTransaction', unknown, { to: string; value: bigint; data: string }[]]>(
    [
      ['a batch', 'wallet_sendCalls', sendCalls(false), REVIEWED_CALLS],
      ['a transaction', 'eth_sendTransaction', [{ to: SHOP, value: '0x10', data: '0xd0e30db0' }], [REVIEWED_CALLS[0]!]],
    ],
  )('%s the paymaster sponsors: the review names the sponsor and shows no fee', async (_, method, params, quoted) => {
    const wallet = atomicWallet({ quote: { fee: 0n, sponsor: 'Shop Example' } })
    const { controller, review } = setup(wallet)
    const pending = settled(controller.request(method, params))
    const shown = await review()
    expect(shown).toMatchObject({ sponsor: 'Shop Example' })
    expect('fee' in shown).toBe(false)
    expect(wallet.quoteCalls).toHaveBeenCalledWith(quoted, {})
    controller.cancel()
    await pending
  })

  it.each<[string, 'wallet_sendCalls' | 'eth_sendTransaction', unknown]>([
    ['a batch', 'wallet_sendCalls', sendCalls(false)],
    ['a transaction', 'eth_sendTransaction', [{ to: SHOP, value: '0x10', data: '0xd0e30db0' }]],
  ])(
    '%s the account pays: the review’s fee is the quote’s, not the transactions’ estimate',
    async (_, method, params) => {
      const { controller, review } = setup(atomicWallet({ quote: { fee: 123_456_789n } }))
      const pending = settled(controller.request(method, params))
      const shown = await review()
      expect(shown).toMatchObject({ fee: 123_456_789n })
      expect('sponsor' in shown).toBe(false)
      controller.cancel()
      await pending
    },
  )

  it('a quote that fails ends the request with -32603 and its reason, and shows no review', async () => {
    const failing = atomicWallet({
      quote: async (): Promise<FeeQuote> => Promise.reject(new Error('the bundler cannot be reached')),
    })
    const { controller } = setup(failing)
    const outcome = await settled(controller.request('wallet_sendCalls', sendCalls(true)))
    expect(outcome).toMatchObject({
      error: { code: 'RPC_ERROR', rpcCode: -32603, message: expect.stringContaining('the bundler cannot be reached') },
    })
    expect(controller.getSnapshot().step).toBe('idle')
    expect(failing.sendCalls).not.toHaveBeenCalled()
  })
})

describe('ApprovalController: a site cannot move the passkey account’s EntryPoint deposit', () => {
  const ENTRY_POINT = PASSKEY_CHAIN.passkeyWallet!.entryPoint
  // withdrawTo(attacker, 1 ETH), depositTo(attacker), unlockStake(): any method, any calldata.
  const CALLDATA = [
    `0x205c2878${'00'.repeat(12)}${'ab'.repeat(20)}${(10n ** 18n).toString(16).padStart(64, '0')}`,
    `0xb760faf9${'00'.repeat(12)}${'ab'.repeat(20)}`,
    '0xbb9fe6bf',
  ]

  for (const data of CALLDATA) {
    it(`refuses ${data.slice(0, 10)} to the EntryPoint, alone and in a batch, with -32602 before any review`, async () => {
      const wallet = atomicWallet()
      const { controller } = setup(wallet)
      const single = await settled(
        controller.request('eth_sendTransaction', [{ from: ACCOUNT, to: ENTRY_POINT, data }]),
      )
      expect(single).toMatchObject({
        error: { code: 'INVALID_REQUEST', rpcCode: -32602, message: expect.stringContaining('EntryPoint') },
      })
      const batch = await settled(
        controller.request('wallet_sendCalls', [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            atomicRequired: true,
            calls: [
              { to: RECIPIENT, value: '0x1' },
              { to: ENTRY_POINT, data },
            ],
          },
        ]),
      )
      expect(batch).toMatchObject({ error: { code: 'INVALID_REQUEST', rpcCode: -32602 } })
      expect(controller.getSnapshot().step).toBe('idle')
      expect(wallet.sendCalls).not.toHaveBeenCalled()
    })
  }
})
