import { testWallet } from '../../support/testWallet'
import { stringToHex, type Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { warmLazyModules } from '../../support/warmLazyModules'
import type { ChainConfig } from '../../../../protocol/config'
import { WalletportError } from '../../../../protocol/errors'
import { CallsRegistry } from '../../../../widget/src/provider/CallsRegistry'
import { ApprovalController, type ApprovalContext } from '../../../../widget/src/provider/ApprovalController'
import { stubReviewNode } from '../../support/stubReviewNode'
import { ExplainedError } from '../../../../widget/src/wallets/explainedError'

/** The id of the request on screen: what the review's Confirm names. */
const shownId = (controller: { getSnapshot: () => object }): string => {
  const view = controller.getSnapshot()
  return 'id' in view ? String(view.id) : 'none'
}

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address
const SHOP = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address

const chainConfig = (id: number): ChainConfig => ({
  id,
  name: `Chain ${id}`,
  rpcUrls: ['http://127.0.0.1:1'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
})
const CHAINS = [chainConfig(31337), chainConfig(1)]

type Account = NonNullable<ReturnType<ApprovalContext['account']>>

function setup() {
  // A wallet on the reviewed chain: a hash for a transaction, a signature for the rest.
  const wallet = {
    request: vi.fn<(args: { method: string; params?: unknown }) => Promise<unknown>>(async ({ method }) =>
      method === 'eth_chainId' ? '0x7a69' : method === 'eth_sendTransaction' ? '0x' + '12'.repeat(32) : '0xsignature',
    ),
  }
  let account: Account | undefined = {
    address: ALICE,
    chainId: 31337,
    walletName: 'Test Wallet',
    ...testWallet(wallet),
  }
  const rpc = stubReviewNode()
  const openModal = vi.fn()
  const controller = new ApprovalController({
    hostOrigin: 'https://shop.example',
    account: () => account,
    chain: (id) => CHAINS.find((chain) => chain.id === id),
    client: () => rpc.client,
    token: () => undefined,
    openModal,
    calls: new CallsRegistry(),
  })
  const view = () => controller.getSnapshot()
  return {
    controller,
    wallet,
    rpc,
    openModal,
    view,
    setAccount: (next: Partial<Account> | undefined) => {
      account = next === undefined ? undefined : { ...account!, ...next }
    },
    /** Waits until the review is on screen. */
    review: async () => {
      await vi.waitFor(() => expect(view().step).toBe('review'))
      const current = view()
      if (current.step !== 'review') throw new Error('unreachable')
      return current
    },
  }
}

/** The outcome of a host promise, without an unhandled rejection if the test never awaits it. */
function outcome(
  promise: Promise<unknown>,
): Promise<{ ok: true; value: unknown } | { ok: false; error: WalletportError }> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: WalletportError) => ({ ok: false as const, error }),
  )
}

async function rejection(promise: Promise<unknown>): Promise<WalletportError> {
  const result = await outcome(promise)
  if (result.ok) throw new Error(`expected a rejection, got ${JSON.stringify(result.value)}`)
  expect(result.error).toBeInstanceOf(WalletportError)
  return result.error
}

function thrownBy(run: () => unknown): WalletportError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(WalletportError)
    return error as WalletportError
  }
  throw new Error('expected a synchronous WalletportError')
}

const typedData = (chainId?: number) => ({
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      ...(chainId === undefined ? [] : [{ name: 'chainId', type: 'uint256' }]),
    ],
    Order: [{ name: 'item', type: 'string' }],
  },
  primaryType: 'Order',
  domain: { name: 'Shop', ...(chainId === undefined ? {} : { chainId }) },
  message: { item: 'one coffee' },
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(1_000_000)
})
afterEach(() => {
  vi.useRealTimers()
})

// The review's modules load before anything is timed (support/warmLazyModules.ts says why).
beforeAll(warmLazyModules)

describe('ApprovalController: who may ask', () => {
  it('refuses a request without a connected account with NOT_CONNECTED (4100), synchronously', () => {
    const { controller, setAccount, view } = setup()
    setAccount(undefined)
    const error = thrownBy(() => controller.request('personal_sign', ['0x68656c6c6f', ALICE]))
    expect(error).toMatchObject({ code: 'NOT_CONNECTED', rpcCode: 4100 })
    expect(view().step).toBe('idle')
  })

  it('refuses a second request while one waits with BUSY (-32002), and leaves the first one alone', async () => {
    const { controller, view, review } = setup()
    const first = outcome(controller.request('personal_sign', [stringToHex('first'), ALICE]))
    const error = thrownBy(() => controller.request('personal_sign', [stringToHex('second'), ALICE]))
    expect(error).toMatchObject({ code: 'BUSY', rpcCode: -32002 })
    const shown = await review()
    expect(shown.request).toMatchObject({ method: 'personal_sign', message: stringToHex('first') })
    // Still BUSY during the review, and for a different method too.
    expect(thrownBy(() => controller.request('eth_signTypedData_v4', [ALICE, typedData()]))).toMatchObject({
      code: 'BUSY',
      rpcCode: -32002,
    })
    controller.cancel()
    expect(await first).toMatchObject({ ok: false, error: { rpcCode: 4001 } })
    expect(view().step).toBe('idle')
  })
})

describe('ApprovalController: malformed and mismatched requests', () => {
  it.each([
    ['personal_sign', 'params as a string', 'hello'],
    ['personal_sign', 'an object message', [{ text: 'hello' }, ALICE]],
    ['personal_sign', 'odd-length hex', ['0xabc', ALICE]],
    ['personal_sign', 'no address', ['0x68656c6c6f']],
    ['eth_signTypedData_v4', 'bad JSON', [ALICE, '{"types":']],
    ['eth_signTypedData_v4', 'an undeclared field', [ALICE, { ...typedData(), message: { item: 'x', to: BOB } }]],
    ['eth_sendTransaction', 'an EIP-7702 authorization list', [{ to: BOB, authorizationList: [] }]],
    ['eth_sendTransaction', 'data and input that differ', [{ to: BOB, data: '0x01', input: '0x02' }]],
    ['eth_sendTransaction', 'a decimal value', [{ to: BOB, value: '1000' }]],
  ] as const)('%s with %s: rejects with -32602, opens nothing, returns to idle', async (method, _, params) => {
    const { controller, view, wallet, openModal } = setup()
    const error = await rejection(controller.request(method, params))
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', rpcCode: -32602 })
    expect(view().step).toBe('idle')
    expect(openModal).not.toHaveBeenCalled()
    expect(wallet.request).not.toHaveBeenCalled()
    // The refused request does not hold the slot.
    const next = outcome(controller.request('personal_sign', [stringToHex('next'), ALICE]))
    await vi.waitFor(() => expect(view().step).toBe('review'))
    controller.cancel()
    await next
  })

  it.each([
    ['personal_sign', ['0x68656c6c6f', BOB]],
    ['eth_signTypedData_v4', [BOB, typedData(31337)]],
    ['eth_sendTransaction', [{ from: BOB, to: SHOP, value: '0x1' }]],
  ] as const)('%s for a signer other than the account: rejects, the wallet is never asked', async (method, params) => {
    const { controller, view, wallet } = setup()
    const error = await rejection(controller.request(method, params))
    expect(error.message).toContain('is not the connected account')
    expect(error).toMatchObject({ code: 'INVALID_REQUEST', rpcCode: 4100 })
    expect(view().step).toBe('idle')
    expect(wallet.request).not.toHaveBeenCalled()
  })

  it('accepts the signer in another letter case, and the wallet gets the account’s own address', async () => {
    const { controller, review, wallet } = setup()
    const pending = outcome(controller.request('personal_sign', ['0x68656c6c6f', ALICE.toLowerCase()]))
    await review()
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x68656c6c6f', ALICE] })
    expect(await pending).toEqual({ ok: true, value: '0xsignature' })
  })

  it('typed data for another chain than the wallet’s: rejects -32602', async () => {
    const { controller, view, wallet } = setup()
    const error = await rejection(controller.request('eth_signTypedData_v4', [ALICE, typedData(1)]))
    expect(error).toMatchObject({ code: 'UNSUPPORTED_CHAIN', rpcCode: -32602 })
    expect(view().step).toBe('idle')
    expect(wallet.request).not.toHaveBeenCalled()
  })

  it('a transaction for another chain than the wallet’s: rejects -32602', async () => {
    const { controller } = setup()
    const error = await rejection(
      controller.request('eth_sendTransaction', [{ from: ALICE, to: SHOP, value: '0x1', chainId: '0x1' }]),
    )
    expect(error).toMatchObject({ code: 'UNSUPPORTED_CHAIN', rpcCode: -32602 })
  })

  it('a wallet on a chain the site does not offer: rejects 4901', async () => {
    const { controller, setAccount } = setup()
    setAccount({ chainId: 10 })
    const error = await rejection(controller.request('personal_sign', ['0x68656c6c6f', ALICE]))
    expect(error).toMatchObject({ code: 'UNSUPPORTED_CHAIN', rpcCode: 4901 })
  })
})

describe('ApprovalController: review and confirm', () => {
  it('shows a personal_sign review, and Confirm sends the message bytes and the account to the wallet', async () => {
    const { controller, wallet, openModal, review, view } = setup()
    const message = 'Sign in to shop.example\nNonce: 42'
    const pending = outcome(controller.request('personal_sign', [message, ALICE]))
    const shown = await review()
    expect(openModal).toHaveBeenCalledTimes(1)
    expect(shown.review).toMatchObject({ kind: 'message', hex: stringToHex(message), text: message })
    // The fake clock starts at 1_000_000 (vi.waitFor advances it while polling).
    expect(shown.shownAt).toBeGreaterThanOrEqual(1_000_000)
    expect(shown.shownAt).toBeLessThanOrEqual(Date.now())
    expect(wallet.request).not.toHaveBeenCalled()

    wallet.request.mockResolvedValueOnce('0x' + 'ab'.repeat(65))
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).toHaveBeenCalledTimes(1)
    expect(wallet.request).toHaveBeenCalledWith({ method: 'personal_sign', params: [stringToHex(message), ALICE] })
    expect(await pending).toEqual({ ok: true, value: '0x' + 'ab'.repeat(65) })
    expect(view().step).toBe('idle')
  })

  it('a Confirm that names a review since replaced confirms nothing: each request has its own id', async () => {
    const { controller, wallet, review } = setup()
    const first = outcome(controller.request('personal_sign', ['0x6f6e65', ALICE]))
    await review()
    const firstId = shownId(controller)
    controller.cancel()
    expect(await first).toMatchObject({ ok: false, error: { code: 'USER_REJECTED' } })
    const second = outcome(controller.request('personal_sign', ['0x74776f', ALICE]))
    await review()
    expect(shownId(controller)).not.toBe(firstId)
    // A late click of the first review's window (or a forged one naming it) reaches nothing.
    await controller.confirm({ id: firstId })
    expect(wallet.request).not.toHaveBeenCalled()
    expect(controller.getSnapshot().step).toBe('review')
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x74776f', ALICE] })
    expect(await second).toEqual({ ok: true, value: '0xsignature' })
  })

  it('is signing, not confirmable again, while the wallet answers', async () => {
    const { controller, wallet, review, view } = setup()
    const pending = outcome(controller.request('personal_sign', ['0x68656c6c6f', ALICE]))
    await review()
    let answer!: (value: unknown) => void
    wallet.request.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const confirming = controller.confirm({ id: shownId(controller) })
    expect(view().step).toBe('signing')
    await controller.confirm({ id: shownId(controller) })
    controller.contextChanged()
    expect(view().step).toBe('signing')
    expect(wallet.request).toHaveBeenCalledTimes(1)
    answer('0xsig')
    await confirming
    expect(await pending).toEqual({ ok: true, value: '0xsig' })
  })

  it('can be cancelled while a wallet that never answers holds it; its late answer is dropped and the next request is not BUSY', async () => {
    const { controller, wallet, review, view } = setup()
    const pending = outcome(controller.request('personal_sign', ['0x68656c6c6f', ALICE]))
    await review()
    let answer!: (value: unknown) => void
    wallet.request.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const confirming = controller.confirm({ id: shownId(controller) })
    expect(view().step).toBe('signing')
    controller.cancel()
    expect(view().step).toBe('idle')
    const settled = (await pending) as { ok: false; error: { rpcCode?: number } }
    expect(settled.ok).toBe(false)
    expect(settled.error.rpcCode).toBe(4001)
    answer('0xlate')
    await confirming
    expect(view().step).toBe('idle')
    const next = outcome(controller.request('personal_sign', ['0x6869', ALICE]))
    await review()
    controller.cancel()
    expect(((await next) as { ok: boolean }).ok).toBe(false)
  })

  it('sends typed data rebuilt from the parsed request, with the account as signer', async () => {
    const { controller, wallet, review } = setup()
    const pending = outcome(
      controller.request('eth_signTypedData_v4', [ALICE.toLowerCase(), JSON.stringify(typedData(31337))]),
    )
    const shown = await review()
    expect(shown.review.kind).toBe('typedData')
    await controller.confirm({ id: shownId(controller) })
    const [call] = wallet.request.mock.calls[0]!
    expect(call.method).toBe('eth_signTypedData_v4')
    const [address, json] = call.params as [string, string]
    expect(address).toBe(ALICE)
    expect(JSON.parse(json)).toEqual(typedData(31337))
    expect(await pending).toEqual({ ok: true, value: '0xsignature' })
  })

  it('cancel rejects with 4001, and a new request is then accepted', async () => {
    const { controller, review, view, wallet } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    controller.cancel()
    expect(await rejection(pending)).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(view().step).toBe('idle')
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).not.toHaveBeenCalled()

    const next = outcome(controller.request('personal_sign', [stringToHex('again'), ALICE]))
    expect((await review()).request).toMatchObject({ message: stringToHex('again') })
    await controller.confirm({ id: shownId(controller) })
    expect(await next).toEqual({ ok: true, value: '0xsignature' })
  })

  it('cancel while the review is still being prepared rejects with 4001 too', async () => {
    const { controller, view } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await vi.waitFor(() => expect(view().step).not.toBe('idle'))
    controller.cancel()
    expect(await rejection(pending)).toMatchObject({ rpcCode: 4001 })
    // The build still running must not bring the review back.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(view().step).toBe('idle')
  })

  it('disconnected() during the review rejects with 4900 and nothing can be confirmed', async () => {
    const { controller, review, view, wallet } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    controller.disconnected()
    expect(await rejection(pending)).toMatchObject({ code: 'NOT_CONNECTED', rpcCode: 4900 })
    expect(view().step).toBe('idle')
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).not.toHaveBeenCalled()
  })

  it('a rejection in the wallet rejects the host with 4001 and leaves nothing confirmable', async () => {
    const { controller, review, view, wallet } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    wallet.request.mockRejectedValueOnce({ code: 4001, message: 'User denied message signature.' })
    await controller.confirm({ id: shownId(controller) })
    expect(await rejection(pending)).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(view().step).toBe('idle')
    await controller.confirm({ id: shownId(controller) })
    await controller.confirm({ id: shownId(controller), acknowledged: true })
    expect(wallet.request).toHaveBeenCalledTimes(1)
  })

  it('another wallet error keeps its code (-32000) as WALLET_ERROR', async () => {
    const { controller, review, view, wallet } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    wallet.request.mockRejectedValueOnce(Object.assign(new Error('insufficient funds'), { code: -32000 }))
    await controller.confirm({ id: shownId(controller) })
    expect(await rejection(pending)).toMatchObject({
      code: 'WALLET_ERROR',
      rpcCode: -32000,
      message: 'insufficient funds',
    })
    expect(view().step).toBe('idle')
  })

  it('a failure the wallet said for the visitor (its bundler, a paymaster) stays on screen in their words until closed', async () => {
    const { controller, review, view, wallet } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    const text = { key: 'service.paymasterRefused', params: { host: 'pm.example' } } as const
    const said =
      "The wallet's paymaster (pm.example) would not pay the fee for this: nothing was sent. Try again later."
    wallet.request.mockRejectedValueOnce(new ExplainedError(-32603, said, text))
    await controller.confirm({ id: shownId(controller) })
    // The host has its answer at once (nothing left pending); the visitor reads the sentence, with nothing to confirm.
    expect(await rejection(pending)).toMatchObject({ code: 'WALLET_ERROR', message: said })
    expect(view()).toMatchObject({ step: 'failed', text })
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).toHaveBeenCalledTimes(1)
    controller.cancel()
    expect(view().step).toBe('idle')
    // And the next request is not BUSY.
    void outcome(controller.request('personal_sign', ['0x68656c6c6f', ALICE]))
    await review()
  })
})

describe('ApprovalController: the account or chain changes under the review', () => {
  it('voids typed data for the old chain when the wallet moves to another chain', async () => {
    const { controller, review, view, wallet, setAccount } = setup()
    const pending = controller.request('eth_signTypedData_v4', [ALICE, typedData(31337)])
    await review()
    setAccount({ chainId: 1 })
    controller.contextChanged()
    expect(await rejection(pending)).toMatchObject({ code: 'UNSUPPORTED_CHAIN', rpcCode: -32602 })
    expect(view().step).toBe('idle')
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).not.toHaveBeenCalled()
  })

  it('rebuilds a personal_sign review for the new chain, with a new shownAt and the notice', async () => {
    const { controller, review, view, wallet, setAccount } = setup()
    const pending = outcome(controller.request('personal_sign', ['0x68656c6c6f', ALICE]))
    const before = await review()
    expect(before.shownAt).toBeLessThan(1_005_000)
    expect(before.notice).toBeUndefined()

    vi.setSystemTime(1_005_000)
    setAccount({ chainId: 1 })
    controller.contextChanged()
    expect(view().step).toBe('preparing')
    const after = await review()
    expect(after.shownAt).toBeGreaterThanOrEqual(1_005_000)
    expect(after.notice).toEqual({ key: 'approval.rebuilt' })
    expect(after.review).not.toBe(before.review)
    expect(after.request).toEqual(before.request)

    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x68656c6c6f', ALICE] })
    expect(await pending).toEqual({ ok: true, value: '0xsignature' })
  })

  it('voids a personal_sign review when the account switches away from its signer', async () => {
    const { controller, review, view, wallet, setAccount } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    setAccount({ address: BOB })
    controller.contextChanged()
    expect(await rejection(pending)).toMatchObject({ rpcCode: 4100 })
    expect(view().step).toBe('idle')
    expect(wallet.request).not.toHaveBeenCalled()
  })

  it('voids the review when the wallet moves to a chain the site does not offer (4901)', async () => {
    const { controller, review, setAccount } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    setAccount({ chainId: 10 })
    controller.contextChanged()
    expect(await rejection(pending)).toMatchObject({ code: 'UNSUPPORTED_CHAIN', rpcCode: 4901 })
  })

  it('Confirm after an unannounced move to an unoffered chain sends nothing and voids the review', async () => {
    const { controller, review, wallet, setAccount } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    setAccount({ chainId: 10 })
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).not.toHaveBeenCalled()
    expect(await rejection(pending)).toMatchObject({ rpcCode: 4901 })
  })

  it('Confirm of a transaction after an unannounced chain change sends nothing and rebuilds', async () => {
    const { controller, review, wallet, setAccount, view } = setup()
    const pending = controller.request('eth_sendTransaction', [{ to: SHOP, value: '0x1' }])
    await review()
    setAccount({ chainId: 1 })
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request).not.toHaveBeenCalled()
    const rebuilt = await review()
    expect(rebuilt.notice).toEqual({ key: 'approval.rebuilt' })
    expect(rebuilt.review).toMatchObject({ kind: 'transaction', chain: { id: 1 } })
    expect(view().step).toBe('review')
    controller.cancel()
    await rejection(pending)
  })

  it('disconnected() while the review is rebuilt rejects with 4900', async () => {
    const { controller, review, setAccount, view } = setup()
    const pending = controller.request('personal_sign', ['0x68656c6c6f', ALICE])
    await review()
    setAccount({ chainId: 1 })
    controller.contextChanged()
    expect(view().step).toBe('preparing')
    controller.disconnected()
    expect(await rejection(pending)).toMatchObject({ rpcCode: 4900 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(view().step).toBe('idle')
  })
})

describe('ApprovalController: eth_sendTransaction', () => {
  it('reviews the transaction and sends the wallet only from, to, value, data and chainId', async () => {
    const { controller, review, wallet, rpc } = setup()
    const pending = outcome(
      controller.request('eth_sendTransaction', [
        {
          from: ALICE.toLowerCase(),
          to: SHOP,
          value: '0x10',
          data: '0xDEADBEEF',
          gas: '0x1',
          gasLimit: '0x1',
          nonce: '0x99',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
          gasPrice: '0x1',
          accessList: [],
          type: '0x2',
          chainId: '0x7a69',
        },
      ]),
    )
    const shown = await review()
    expect(shown.review).toMatchObject({
      kind: 'transaction',
      from: ALICE,
      to: SHOP,
      value: 16n,
      data: '0xdeadbeef',
      call: { kind: 'unknown', selector: '0xdeadbeef' },
      fee: 0x5208n,
      simulation: { status: 'unavailable' },
    })
    expect(rpc.request.mock.calls.map(([call]) => call.method)).toContain('eth_simulateV1')

    await controller.confirm({ id: shownId(controller) })
    // The wallet is asked which chain it is on (it may have moved unannounced), then sent the transaction once.
    expect(wallet.request.mock.calls.map(([{ method }]) => method)).toEqual(['eth_chainId', 'eth_sendTransaction'])
    const [call] = wallet.request.mock.calls[1]!
    expect(call.method).toBe('eth_sendTransaction')
    const params = call.params as Record<string, unknown>[]
    expect(params).toHaveLength(1)
    expect(Object.keys(params[0]!).sort()).toEqual(['chainId', 'data', 'from', 'to', 'value'])
    expect(params[0]).toEqual({ from: ALICE, to: SHOP, value: '0x10', data: '0xdeadbeef', chainId: '0x7a69' })
    expect(await pending).toEqual({ ok: true, value: '0x' + '12'.repeat(32) })
  })

  it('a plain value transfer sends no data key', async () => {
    const { controller, review, wallet } = setup()
    const pending = outcome(controller.request('eth_sendTransaction', [{ to: SHOP, value: '0x0' }]))
    await review()
    await controller.confirm({ id: shownId(controller) })
    expect(wallet.request.mock.calls.find(([{ method }]) => method === 'eth_sendTransaction')![0].params).toEqual([
      { from: ALICE, to: SHOP, value: '0x0', chainId: '0x7a69' },
    ])
    await pending
  })
})
