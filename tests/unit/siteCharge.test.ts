import { beforeAll, describe, expect, it, vi } from 'vitest'
import { encodeAbiParameters, numberToHex, pad, toEventSelector, type Address, type Hex } from 'viem'
import type { ChainClient } from '../../widget/src/chain/chainClient'
import { ApprovalController } from '../../widget/src/provider/ApprovalController'
import { CallsRegistry } from '../../widget/src/provider/CallsRegistry'
import type { OperationCall } from '../../widget/src/wallets/atomicBatches'
import { walletOf } from '../../widget/src/wallets/walletCapabilities'
import { atomicWallet } from './support/atomicWallet'
import { ACCOUNT, PASSKEY_CHAIN, RECIPIENT } from './support/sendFixtures'
import { LATEST_BLOCK } from './support/stubReviewNode'
import { warmLazyModules } from './support/warmLazyModules'

const ENTRY_POINT = PASSKEY_CHAIN.passkeyWallet!.entryPoint
const BUNDLER: Address = '0x00000000000000000000000000000000000b0b01'
const PAYMASTER: Address = '0x344825295889D9b4f8aBc9bF79385C67F225304F'
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const topic = (address: Address) => pad(address.toLowerCase() as Hex)
const log = (address: Address, topics: Hex[], data: Hex = '0x') => ({ address, topics, data })

/** The bundle's logs: validation (a token pre-charge of `charge`, when any), BeforeExecution, the operation's event. */
function bundleLogs(charge: bigint) {
  return [
    ...(charge > 0n
      ? [log(TOKEN, [TRANSFER, topic(ACCOUNT), topic(PAYMASTER)], numberToHex(charge, { size: 32 }))]
      : []),
    log(ENTRY_POINT, [toEventSelector('BeforeExecution()')]),
    log(
      ENTRY_POINT,
      [
        toEventSelector('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'),
        pad('0x01'),
        topic(ACCOUNT),
        topic(PAYMASTER),
      ],
      encodeAbiParameters(
        [{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
        [0n, true, 1n, 1n],
      ),
    ),
  ]
}

/** A node that simulates: the bundle transaction (from BUNDLER) shows `charge` taken; the calls alone move nothing. */
function simulatingNode(charge: bigint): ChainClient {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    switch (method) {
      case 'eth_gasPrice':
        return '0x1'
      case 'eth_estimateGas':
        return '0x5208'
      case 'eth_getBalance':
        return '0x0'
      case 'eth_getBlockByNumber':
        return LATEST_BLOCK
      case 'eth_maxPriorityFeePerGas':
        return '0x0'
      case 'eth_call':
        // The token's metadata (one multicall): unreadable here, shown in base units.
        throw Object.assign(new Error('execution reverted'), { code: 3 })
      case 'eth_simulateV1': {
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
      }
    }
    throw new Error(`unexpected RPC method ${method}`)
  })
  return { request } as unknown as ChainClient
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
