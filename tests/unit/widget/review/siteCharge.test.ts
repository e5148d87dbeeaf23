import { beforeAll, describe, expect, it, vi } from 'vitest'
import { pad, type Address } from 'viem'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { ApprovalController } from '../../../../widget/src/provider/ApprovalController'
import { CallsRegistry } from '../../../../widget/src/provider/CallsRegistry'
import type { OperationCall } from '../../../../widget/src/wallets/atomicBatches'
import { walletOf } from '../../../../widget/src/wallets/walletCapabilities'
import { atomicWallet } from '../../support/atomicWallet'
import { ACCOUNT, PASSKEY_CHAIN, RECIPIENT } from '../../../support/sendFixtures'
import { stubReviewNode } from '../../support/stubReviewNode'
import { beforeExecution, operationEvent, transfer } from '../../support/userOperationEvents'
import { warmLazyModules } from '../../support/warmLazyModules'

const ENTRY_POINT = PASSKEY_CHAIN.passkeyWallet!.entryPoint
const BUNDLER: Address = '0x00000000000000000000000000000000000b0b01'
const PAYMASTER: Address = '0x344825295889D9b4f8aBc9bF79385C67F225304F'
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** The bundle's logs: validation (a token pre-charge of `charge`, when any), BeforeExecution, the operation's event. */
function bundleLogs(charge: bigint) {
  return [
    ...(charge > 0n ? [transfer(TOKEN, ACCOUNT, PAYMASTER, charge)] : []),
    beforeExecution(ENTRY_POINT),
    operationEvent(ENTRY_POINT, ACCOUNT, PAYMASTER, true),
  ]
}

/** A node that simulates: the bundle transaction (from BUNDLER) shows `charge` taken; the calls alone move nothing. */
function simulatingNode(charge: bigint): ChainClient {
  return stubReviewNode({
    simulateV1: (params) => {
      const [{ blockStateCalls }] = params as [{ blockStateCalls: { calls: { from: Address }[] }[] }]
      const calls = blockStateCalls[0]!.calls
      return [
        {
          number: '0x10',
          hash: pad('0xaa'),
          timestamp: '0x65',
          gasLimit: '0x1c9c380',
          gasUsed: '0x5208',
          calls: calls.map((call) => ({
            status: '0x1',
            returnData: '0x',
            gasUsed: '0x5208',
            logs: call.from.toLowerCase() === BUNDLER ? bundleLogs(charge) : [],
          })),
        },
      ]
    },
  }).client
}

async function reviewWithSitePaymaster(charge: bigint) {
  const wallet = atomicWallet({ quote: { fee: 0n, sponsor: 'Free Gas by Shop', namedBySite: true } })
  const run: OperationCall = {
    from: BUNDLER,
    to: ENTRY_POINT,
    data: '0x',
    account: ACCOUNT,
    gas: 500_000n,
    stateOverride: [],
    paymaster: PAYMASTER,
  }
  ;(wallet.operationCall as unknown as ReturnType<typeof vi.fn>).mockResolvedValue(run)
  const controller = new ApprovalController({
    hostOrigin: 'https://shop.example',
    account: () => ({ address: ACCOUNT, chainId: 31337, walletName: 'Passkey wallet', ...walletOf('passkey', wallet) }),
    chain: (id) => (id === 31337 ? PASSKEY_CHAIN : undefined),
    client: () => simulatingNode(charge),
    token: () => undefined,
    openModal: () => {},
    calls: new CallsRegistry(),
    hostPaymaster: vi.fn(async () => ({})),
  })
  void controller
    .request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        calls: [{ to: RECIPIENT, value: '0x0', data: '0x' }],
        capabilities: { paymasterService: { url: 'https://free-gas.example' } },
      },
    ])
    .catch(() => {})
  await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'), { timeout: 5000 })
  const view = controller.getSnapshot()
  if (view.step !== 'review') throw new Error('unreachable')
  controller.cancel()
  return { review: view.review, wallet }
}

describe("a site's paymaster is a sponsor only if the preview shows it takes nothing (review/siteChargeOf.ts)", () => {
  beforeAll(warmLazyModules)

  it('one that takes tokens in the bundle: its charge is the fee row and a balance change, and it is no sponsor', async () => {
    const { review, wallet } = await reviewWithSitePaymaster(840_000n)
    expect(review).toMatchObject({ siteCharge: [{ token: TOKEN, diff: -840_000n }] })
    expect(review).not.toHaveProperty('sponsor', 'Free Gas by Shop')
    expect(review).toMatchObject({ simulation: { changes: [{ token: TOKEN, diff: -840_000n }] } })
    // The preview ran the site's paymaster's operation as the bundler will.
    expect(wallet.operationCall).toHaveBeenCalledWith(expect.any(Array), {
      paymaster: expect.objectContaining({ url: 'https://free-gas.example/' }),
    })
  })

  it('one that takes nothing: named as the sponsor, the site named it', async () => {
    const { review } = await reviewWithSitePaymaster(0n)
    expect(review).toMatchObject({ sponsor: 'Free Gas by Shop', sponsorNamedBySite: true })
    expect(review).not.toHaveProperty('siteCharge')
  })
})
