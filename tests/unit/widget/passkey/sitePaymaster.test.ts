import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient, custom, type Chain } from 'viem'
import type { ChainConfig } from '../../../../protocol/config'
import type { WalletportError } from '../../../../protocol/errors'
import { parsePaymasterAnswer, paymasterSponsorName } from '../../../../protocol/parsePaymasterAnswer'
import { parseHostAgentRequest } from '../../../../protocol/validate'
import { createHostPaymaster } from '../../../../loader/hostPaymaster'
import { ApprovalController } from '../../../../widget/src/provider/ApprovalController'
import { CallsRegistry } from '../../../../widget/src/provider/CallsRegistry'
import type { SitePaymaster } from '../../../../widget/src/wallets/atomicBatches'
import type { Eip1193Provider } from '../../../../widget/src/wallets/eip1193'
import { sitePaymasterActions } from '../../../../widget/src/passkey/sitePaymaster'
import { walletOf } from '../../../../widget/src/wallets/walletCapabilities'
import { atomicWallet } from '../../support/atomicWallet'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'
import { stubReviewNode } from '../../support/stubReviewNode'
import { warmLazyModules } from '../../support/warmLazyModules'

const PAYMASTER = '0xFe9e54a8d4DFf51e2b568881dF787Ecde5129B49'
const STUB = {
  paymaster: PAYMASTER,
  paymasterData: '0x1234',
  paymasterVerificationGasLimit: '0xea60',
  paymasterPostOpGasLimit: '0x0',
  sponsor: { name: 'Shop Sponsor' },
  isFinal: false,
}
const PASSKEY_CHAIN: ChainConfig = {
  ...CHAIN,
  passkeyWallet: {
    factory: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
    entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    bundlerUrl: 'https://bundler.example',
  },
}
const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: WalletportError) => ({ error }),
  )

describe('parsePaymasterAnswer: a paymaster the site named answers hostile input', () => {
  it('keeps the ERC-7677 fields of a stub and a final answer, and nothing else', () => {
    const { isFinal: _, ...stub } = STUB
    expect(parsePaymasterAnswer('pm_getPaymasterStubData', { ...STUB, extra: '<script>' })).toEqual(stub)
    expect(parsePaymasterAnswer('pm_getPaymasterStubData', { ...STUB, isFinal: true })).toEqual({
      ...stub,
      isFinal: true,
    })
    expect(parsePaymasterAnswer('pm_getPaymasterData', { ...STUB })).toEqual({
      paymaster: PAYMASTER,
      paymasterData: '0x1234',
      paymasterVerificationGasLimit: '0xea60',
      paymasterPostOpGasLimit: '0x0',
    })
  })

  it.each([
    ['not an object', 'yes'],
    ['a v0.6 paymasterAndData', { ...STUB, paymasterAndData: '0x12' }],
    ['no paymaster', { ...STUB, paymaster: undefined }],
    ['the zero address', { ...STUB, paymaster: `0x${'0'.repeat(40)}` }],
    ['paymasterData of odd length', { ...STUB, paymasterData: '0x123' }],
    ['paymasterData that is not hex', { ...STUB, paymasterData: '0xzz' }],
    ['paymasterData of 3000 bytes', { ...STUB, paymasterData: `0x${'ab'.repeat(3000)}` }],
    ['a gas limit in decimal', { ...STUB, paymasterPostOpGasLimit: 60000 }],
    ['a gas limit above uint128', { ...STUB, paymasterVerificationGasLimit: `0x1${'0'.repeat(32)}` }],
    ['an isFinal that is not a boolean', { ...STUB, isFinal: 'true' }],
  ])('refuses %s with -32603', (_, answer) => {
    expect(() => parsePaymasterAnswer('pm_getPaymasterStubData', answer)).toThrow(
      expect.objectContaining({ rpcCode: -32603 }),
    )
  })

  it.each([
    ['a name with a right-to-left override', 'Shop\u202Eevil'],
    ['a name with a zero-width space', 'Sh\u200Bop'],
    ['a name of 41 characters', 'x'.repeat(41)],
    ['a name that is not text', 42],
    ['an empty name', '  '],
  ])('drops %s: the review names the paymaster by its URL host instead', (_, name) => {
    const answer = parsePaymasterAnswer('pm_getPaymasterStubData', { ...STUB, sponsor: { name } })
    expect(answer.sponsor).toBeUndefined()
    expect(paymasterSponsorName(name, 'https://pay.shop.example/v1?key=secret')).toBe('pay.shop.example')
  })
})

describe('sitePaymasterActions: what the widget does with the answers', () => {
  const chainClient = (code: `0x${string}`) =>
    createClient({
      chain: { id: 31337 } as Chain,
      transport: custom({
        request: async ({ method }) => {
          if (method === 'eth_getCode') return code
          throw new Error(`unexpected ${method}`)
        },
      }),
    })
  const OPERATION = {
    sender: ACCOUNT,
    nonce: 0n,
    callData: '0x',
    chainId: 31337,
    entryPointAddress: PASSKEY_CHAIN.passkeyWallet!.entryPoint,
  } as const
  const site = (answers: Record<string, unknown>): SitePaymaster & { request: ReturnType<typeof vi.fn> } => ({
    url: 'https://pay.shop.example/',
    context: { policy: 'p1' },
    optional: false,
    request: vi.fn(async (method: string) => answers[method]),
  })

  it('asks through the host with the ERC-7677 params (context, chain id in hex) and names the sponsor', async () => {
    const paymaster = site({ pm_getPaymasterStubData: STUB })
    const onSponsor = vi.fn()
    const actions = sitePaymasterActions({ paymaster, client: chainClient('0x6080'), onSponsor })
    await expect(actions.getPaymasterStubData({ ...OPERATION, context: { policy: 'p1' } })).resolves.toMatchObject({
      paymaster: PAYMASTER,
      paymasterVerificationGasLimit: 60_000n,
    })
    const [method, params] = paymaster.request.mock.calls[0]!
    expect(method).toBe('pm_getPaymasterStubData')
    expect(params.slice(1)).toEqual([OPERATION.entryPointAddress, '0x7a69', { policy: 'p1' }])
    expect(onSponsor).toHaveBeenCalledWith('Shop Sponsor')
  })

  it('refuses a paymaster address with no code: not a contract', async () => {
    const actions = sitePaymasterActions({
      paymaster: site({ pm_getPaymasterStubData: STUB }),
      client: chainClient('0x'),
      onSponsor: () => {},
    })
    await expect(actions.getPaymasterStubData(OPERATION)).rejects.toThrow(/is not a contract/)
  })

  it('refuses final data that contradicts the stub: another paymaster, or other gas limits', async () => {
    for (const final of [
      { ...STUB, paymaster: RECIPIENT },
      { ...STUB, paymasterVerificationGasLimit: '0xffff' },
    ]) {
      const actions = sitePaymasterActions({
        paymaster: site({ pm_getPaymasterStubData: STUB, pm_getPaymasterData: final }),
        client: chainClient('0x6080'),
        onSponsor: () => {},
      })
      await actions.getPaymasterStubData(OPERATION)
      await expect(
        actions.getPaymasterData({
          ...OPERATION,
          paymaster: PAYMASTER,
          paymasterVerificationGasLimit: 60_000n,
          paymasterPostOpGasLimit: 0n,
        } as never),
      ).rejects.toThrow(/contradicts|another paymaster/)
    }
  })

  it('a malformed answer or the paymaster’s refusal is the site paymaster’s error, naming its host', async () => {
    const refusing: SitePaymaster = {
      url: 'https://pay.shop.example/',
      optional: false,
      request: async () => Promise.reject(new Error('policy exhausted')),
    }
    for (const paymaster of [site({ pm_getPaymasterStubData: { paymaster: 'nope' } }), refusing]) {
      const actions = sitePaymasterActions({ paymaster, client: chainClient('0x6080'), onSponsor: () => {} })
      await expect(actions.getPaymasterStubData(OPERATION)).rejects.toThrow(/pay\.shop\.example.*does not pay/)
    }
  })
})

describe('the host page relays only to a paymaster it named', () => {
  it('parses the agent request: the two ERC-7677 methods, to an http(s) URL', () => {
    const ok = {
      op: 'paymaster',
      url: 'https://pay.example',
      method: 'pm_getPaymasterData',
      params: [{}, '0x1', '0x1'],
    }
    expect(parseHostAgentRequest(ok)).toMatchObject({ op: 'paymaster', url: 'https://pay.example/' })
    for (const bad of [
      { ...ok, method: 'eth_sendTransaction' },
      { ...ok, url: 'javascript:alert(1)' },
      { ...ok, params: 'x' },
      { ...ok, params: [{ blob: 'x'.repeat(70_000) }] },
    ])
      expect(() => parseHostAgentRequest(bad)).toThrow()
  })

  it('refuses a URL the page never named in a wallet_sendCalls (4100), and fetches one it did', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: STUB })))
    vi.stubGlobal('fetch', fetch)
    try {
      const host = createHostPaymaster()
      expect(await host.fetch('https://pay.example/', 'pm_getPaymasterStubData', [])).toMatchObject({
        ok: false,
        error: { code: 4100 },
      })
      expect(fetch).not.toHaveBeenCalled()
      host.noteRequest('wallet_sendCalls', [{ capabilities: { paymasterService: { url: 'https://pay.example' } } }])
      expect(await host.fetch('https://pay.example/', 'pm_getPaymasterStubData', [])).toEqual({ ok: true, value: STUB })
      expect(fetch).toHaveBeenCalledWith('https://pay.example/', expect.objectContaining({ credentials: 'omit' }))
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('ApprovalController: wallet_sendCalls with paymasterService', () => {
  beforeAll(warmLazyModules)
  const { client } = stubReviewNode()
  const request = (service: Record<string, unknown>) => [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      calls: [{ to: RECIPIENT, value: '0x0', data: '0x' }],
      capabilities: { paymasterService: service },
    },
  ]
  const setup = (provider: Eip1193Provider, source: string) => {
    const hostPaymaster = vi.fn(async () => STUB)
    const controller = new ApprovalController({
      hostOrigin: 'https://shop.example',
      account: () => ({ address: ACCOUNT, chainId: 31337, walletName: 'Dev wallet', ...walletOf(source, provider) }),
      chain: (id) => (id === 31337 ? PASSKEY_CHAIN : undefined),
      client: () => client,
      token: () => undefined,
      openModal: () => {},
      calls: new CallsRegistry(),
      hostPaymaster,
    })
    return { controller, hostPaymaster }
  }

  it('the dev wallet cannot use it: a required one is refused with 5700 before any review', async () => {
    const dev = { request: vi.fn(async () => '0x') }
    const { controller } = setup(dev, 'dev')
    const outcome = await settled(controller.request('wallet_sendCalls', request({ url: 'https://pay.example' })))
    expect(outcome).toMatchObject({ error: { rpcCode: 5700, message: expect.stringContaining('Dev wallet') } })
    expect(controller.getSnapshot().step).toBe('idle')
  })

  it('the dev wallet with an optional one: ignored, the review shows the account’s own fee', async () => {
    const { controller, hostPaymaster } = setup({ request: vi.fn(async () => '0x') }, 'dev')
    void settled(controller.request('wallet_sendCalls', request({ url: 'https://pay.example', optional: true })))
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'), { timeout: 5000 })
    const view = controller.getSnapshot()
    expect(view.step === 'review' && view.review).toMatchObject({ fee: 21_000n })
    expect(hostPaymaster).not.toHaveBeenCalled()
    controller.cancel()
  })

  it('the passkey wallet quotes with the site’s paymaster; with no preview to show it takes nothing, the review does not call it a sponsor; Confirm sends with it', async () => {
    const wallet = atomicWallet({ quote: { fee: 0n, sponsor: 'Shop Sponsor', namedBySite: true } })
    const { controller, hostPaymaster } = setup(wallet, 'passkey')
    const pending = settled(
      controller.request('wallet_sendCalls', request({ url: 'https://pay.example', context: { policy: 'p1' } })),
    )
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'), { timeout: 5000 })
    const view = controller.getSnapshot()
    if (view.step !== 'review') throw new Error('unreachable')
    // This node cannot simulate: the paymaster may charge, and the fee row says so (review/siteChargeOf.ts).
    expect(view.review).toMatchObject({ siteCharge: [] })
    expect(view.review).not.toHaveProperty('sponsor', 'Shop Sponsor')
    const [, { paymaster }] = wallet.quoteCalls.mock.calls[0] as unknown as [unknown, { paymaster: SitePaymaster }]
    expect(paymaster).toMatchObject({ url: 'https://pay.example/', context: { policy: 'p1' }, optional: false })
    await paymaster.request('pm_getPaymasterStubData', [])
    expect(hostPaymaster).toHaveBeenCalledWith('https://pay.example/', 'pm_getPaymasterStubData', [])
    await controller.confirm({ id: view.id })
    expect(wallet.sendCalls).toHaveBeenCalledWith(expect.any(Array), {
      stillWanted: expect.any(Function),
      paymaster: expect.objectContaining({ url: 'https://pay.example/' }),
    })
    expect(await pending).toMatchObject({ value: { id: expect.any(String) } })
  })
})
