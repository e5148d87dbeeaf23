import { testWallet } from '../../support/testWallet'
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest'
import { warmLazyModules } from '../../support/warmLazyModules'
import type { ChainConfig } from '../../../../protocol/config'
import { WalletportError } from '../../../../protocol/errors'
import type { BalanceRow } from '../../../../widget/src/balances/BalanceTracker'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { CounterpartyHistory } from '../../../../widget/src/send/CounterpartyHistory'
import type { PreparedTransfer } from '../../../../widget/src/send/prepareSend'
import { SendController } from '../../../../widget/src/send/SendController'
import { sendEvent } from '../../../../widget/src/send/sendEvent'
import { followSent } from '../../../../widget/src/send/sentTransfer'
import { submitToWallet, walletRefusal } from '../../../../widget/src/request/submitToWallet'
import { trackTransaction, type TransactionOutcome } from '../../../../widget/src/send/trackTransaction'
import { DurableStore } from '../../../../widget/src/storage/durableStore'
import { createSafeStorage } from '../../../../widget/src/storage/safeStorage'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'

/** The id of the request on screen: what the review's Confirm names. */
const shownId = (controller: { getSnapshot: () => object }): string => {
  const view = controller.getSnapshot()
  return 'id' in view ? String(view.id) : 'none'
}

// Following a transaction is viem's receipt polling (tested end to end); here it answers at once.
vi.mock('../../../../widget/src/send/trackTransaction', () => ({ trackTransaction: vi.fn() }))
const tracked = vi.mocked(trackTransaction)

const HASH = `0x${'ab'.repeat(32)}` as const
const ONE_ETH = 10n ** 18n
const BASE = { ...CHAIN, id: 8453, name: 'Base' } as ChainConfig
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/** The transaction the chain holds under HASH: by default exactly a 1 ETH transfer to RECIPIENT. */
let landed: Record<string, unknown> = {}
const client = {
  request: vi.fn(async ({ method }: { method: string }) => {
    if (method === 'eth_estimateGas') return '0x5208'
    if (method === 'eth_gasPrice') return '0x3b9aca00'
    if (method === 'eth_getTransactionCount') return '0x7'
    if (method === 'eth_getTransactionByHash')
      return {
        from: ACCOUNT,
        to: RECIPIENT,
        value: `0x${ONE_ETH.toString(16)}`,
        input: '0x',
        nonce: '0x7',
        chainId: '0x7a69',
        ...landed,
      }
    throw Object.assign(new Error('the method eth_simulateV1 does not exist'), { code: -32601 })
  }),
} as unknown as ChainClient

/** A wallet on `chainId` that answers eth_sendTransaction with `send()`. */
function walletOn(chainId: number, send: () => Promise<unknown> = async () => HASH) {
  const asked: string[] = []
  const provider = {
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
      asked.push(method)
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (method === 'wallet_switchEthereumChain') {
        chainId = Number((params as [{ chainId: string }])[0].chainId)
        return null
      }
      if (method === 'eth_sendTransaction') return send()
      throw new Error(`unexpected ${method}`)
    }),
  }
  return { provider, asked }
}

function memoryStore(): DurableStore {
  const values = new Map<string, string>()
  const storage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => values.set(k, v),
    removeItem: (k: string) => values.delete(k),
  }
  return new DurableStore(
    createSafeStorage(() => storage as unknown as Storage),
    'http://localhost:4310',
  )
}

const prepared = {
  chain: CHAIN,
  from: ACCOUNT,
  to: RECIPIENT,
  token: 'native',
  symbol: 'ETH',
  decimals: 18,
  amount: ONE_ETH,
  tx: { from: ACCOUNT, to: RECIPIENT, value: '0xde0b6b3a7640000' },
} as unknown as PreparedTransfer

afterEach(() => {
  landed = {}
  tracked.mockReset()
  vi.useRealTimers()
})

// The send's lazily loaded modules load before anything is timed (support/warmLazyModules.ts says why).
beforeAll(warmLazyModules)

describe('CounterpartyHistory: one read of the account history per send flow', () => {
  it('shares a read for the same chain and account, reads again after forget() and after a failure', async () => {
    let reads = 0
    let fail = false
    const history = new CounterpartyHistory(async () => {
      reads++
      if (fail) throw new Error('logs unavailable')
      return [RECIPIENT]
    })
    expect(await history.get(CHAIN, ACCOUNT)).toEqual([RECIPIENT])
    expect(await history.get(CHAIN, ACCOUNT.toLowerCase() as typeof ACCOUNT)).toEqual([RECIPIENT])
    expect(reads).toBe(1)
    await history.get(BASE, ACCOUNT)
    expect(reads).toBe(2)
    history.forget()
    fail = true
    await expect(history.get(CHAIN, ACCOUNT)).rejects.toThrow('logs unavailable')
    fail = false
    expect(await history.get(CHAIN, ACCOUNT)).toEqual([RECIPIENT])
    expect(reads).toBe(4)
  })

  it('gives up on a history that takes longer than 5 s', async () => {
    vi.useFakeTimers()
    const history = new CounterpartyHistory(() => new Promise(() => {}))
    const read = history.get(CHAIN, ACCOUNT).catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await read).toBe('no answer in 5000 ms')
  })
})

describe('submitToWallet: the reviewed transaction, from the reviewed account, on the reviewed chain', () => {
  const sendRequest = () => ({
    method: 'eth_sendTransaction' as const,
    params: [prepared.tx] as [object],
    chain: prepared.chain,
  })

  it('switches a wallet that moved to another network first', async () => {
    const { provider, asked } = walletOn(8453)
    expect(
      await submitToWallet({
        account: { address: ACCOUNT, provider },
        from: prepared.from,
        request: sendRequest(),
        stillWanted: () => true,
      }),
    ).toBe(HASH)
    expect(asked).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'eth_chainId', 'eth_sendTransaction'])
  })

  it('refuses another account, a wallet that stays elsewhere, and an answer that is no hash', async () => {
    const elsewhere = walletOn(8453)
    elsewhere.provider.request.mockImplementation(async ({ method }: { method: string }) =>
      method === 'eth_chainId' ? '0x2105' : null,
    )
    const other = walletOn(31337)
    const noHash = walletOn(31337, async () => 'sent!')
    const submit = (account: Parameters<typeof submitToWallet>[0]['account']) =>
      submitToWallet({ account, from: prepared.from, request: sendRequest(), stillWanted: () => true }).catch(
        (e: WalletportError) => [e.code, e.message],
      )
    expect(await submit({ address: RECIPIENT, provider: other.provider })).toEqual([
      'NOT_CONNECTED',
      'the wallet is no longer connected with this account',
    ])
    expect(other.asked).toEqual([])
    expect(await submit(undefined)).toEqual(['NOT_CONNECTED', 'the wallet is no longer connected with this account'])
    expect(await submit({ address: ACCOUNT, provider: elsewhere.provider })).toEqual([
      'WALLET_ERROR',
      'the wallet stayed on chain 8453',
    ])
    expect(await submit({ address: ACCOUNT, provider: noHash.provider })).toEqual([
      'WALLET_ERROR',
      'the wallet returned no transaction hash',
    ])
  })

  it('a send cancelled while the widget asked never reaches the wallet', async () => {
    const { provider, asked } = walletOn(31337)
    expect(
      await submitToWallet({
        account: { address: ACCOUNT, provider },
        from: prepared.from,
        request: sendRequest(),
        stillWanted: () => false,
      }),
    ).toBeUndefined()
    expect(asked).not.toContain('eth_sendTransaction')
  })

  it('walletRefusal: a no in the wallet is USER_REJECTED, a failure WALLET_ERROR with its reason, the widget`s own errors stay', () => {
    expect(walletRefusal(rejection(), 'W')).toMatchObject({
      rejected: true,
      failure: { code: 'USER_REJECTED' },
      notice: { key: 'notice.sendRejected', params: { wallet: 'W' } },
    })
    expect(walletRefusal(new Error('out of gas'), 'W')).toMatchObject({
      rejected: false,
      failure: { code: 'WALLET_ERROR', message: 'out of gas' },
      notice: { key: 'notice.sendFailed', params: { reason: 'out of gas' } },
    })
    const own = new WalletportError('NOT_CONNECTED', 'gone')
    expect(walletRefusal(own, 'W').failure).toBe(own)
  })
})

describe('the host send event and following a sent transfer', () => {
  it('sendEvent: the amount in human units; hash and error only when there are', () => {
    expect(sendEvent('rejected', prepared)).toEqual({
      kind: 'event',
      name: 'send',
      payload: { status: 'rejected', chainId: 31337, token: 'native', to: RECIPIENT, amount: '1' },
    })
    expect(sendEvent('failed', prepared, HASH, new WalletportError('WALLET_ERROR', 'reverted'))).toMatchObject({
      payload: { hash: HASH, error: { code: 'WALLET_ERROR', message: 'reverted' } },
    })
  })

  const record = {
    hash: HASH,
    minNonce: 7,
    chainId: 31337,
    from: ACCOUNT,
    token: 'native' as const,
    to: RECIPIENT,
    amount: ONE_ETH.toString(),
  }

  it('followSent: confirmed when what landed is the reviewed transfer; failed, naming what differs, when not; the record dropped either way', async () => {
    const store = memoryStore()
    tracked.mockResolvedValue({ status: 'confirmed', hash: HASH })
    store.write('pendingSend', JSON.stringify(record))
    expect(await followSent(client, store, record)).toEqual({ status: 'confirmed', hash: HASH })
    expect(await store.read('pendingSend')).toBeUndefined()
    landed = { to: ACCOUNT }
    expect(await followSent(client, store, record)).toEqual({
      status: 'failed',
      hash: HASH,
      reason: 'the wallet sent a different transaction than the one you reviewed (the recipient differs)',
    })
  })

  it('followSent: a failure to follow keeps the record for the next load', async () => {
    const store = memoryStore()
    tracked.mockRejectedValue(new Error('RPC gone'))
    store.write('pendingSend', JSON.stringify(record))
    await expect(followSent(client, store, record)).rejects.toThrow('RPC gone')
    expect(await store.read('pendingSend')).toBeDefined()
  })
})

describe('SendController.confirm: what the wallet answers', () => {
  const row: BalanceRow = {
    chainId: 31337,
    token: 'native',
    symbol: 'ETH',
    decimals: 18,
    value: 10n * ONE_ETH,
    stale: false,
  }

  function setup(wallet: ReturnType<typeof walletOn>) {
    const emit = vi.fn()
    const refreshBalances = vi.fn()
    const store = memoryStore()
    const controller = new SendController({
      hostOrigin: 'http://localhost:4310',
      chains: () => [CHAIN],
      client: () => client,
      account: () => ({ address: ACCOUNT, chainId: 31337, walletName: 'Test Wallet', ...testWallet(wallet.provider) }),
      balanceRow: async () => row,
      refreshBalances,
      counterparties: async () => [],
      store,
      emit,
      locale: () => 'en',
    })
    const sendEvents = () =>
      emit.mock.calls
        .map(([m]) => m)
        .filter((m) => m.kind === 'event')
        .map((m) => m.payload.status)
    return { controller, emit, refreshBalances, store, sendEvents }
  }

  async function reviewed(controller: SendController) {
    controller.open()
    await controller.review({ chainId: 31337, token: 'native', to: RECIPIENT, amount: '1' })
    expect(controller.getSnapshot().step).toBe('review')
  }

  it('sent: submitted with the hash, kept for a reload, then confirmed, and the balances read again', async () => {
    let land!: (outcome: TransactionOutcome) => void
    tracked.mockReturnValue(new Promise((resolve) => (land = resolve)))
    const { controller, store, sendEvents, refreshBalances } = setup(walletOn(31337))
    await reviewed(controller)
    await controller.confirm({ id: shownId(controller) })
    expect(controller.getSnapshot()).toMatchObject({
      step: 'submitted',
      hash: HASH,
      transfer: { symbol: 'ETH', amount: ONE_ETH },
    })
    expect(JSON.parse((await store.read('pendingSend'))!)).toMatchObject({
      hash: HASH,
      minNonce: 7,
      amount: ONE_ETH.toString(),
    })
    expect(sendEvents()).toEqual(['submitted'])
    land({ status: 'confirmed', hash: HASH })
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('confirmed'))
    expect(sendEvents()).toEqual(['submitted', 'confirmed'])
    expect(refreshBalances).toHaveBeenCalledOnce()
    expect(await store.read('pendingSend')).toBeUndefined()
  })

  it('the visitor says no in the wallet: back to the review with the notice, and a rejected event', async () => {
    const { controller, sendEvents } = setup(walletOn(31337, async () => Promise.reject(rejection())))
    await reviewed(controller)
    await controller.confirm({ id: shownId(controller) })
    expect(controller.getSnapshot()).toMatchObject({
      step: 'review',
      notice: { key: 'notice.sendRejected', params: { wallet: 'Test Wallet' } },
    })
    expect(sendEvents()).toEqual(['rejected'])
    expect(tracked).not.toHaveBeenCalled()
  })

  it('a host send() the wallet fails: the host is answered and the flow ends on a final screen, not a review', async () => {
    const { controller, sendEvents } = setup(
      walletOn(31337, async () => Promise.reject(new Error('insufficient funds for gas'))),
    )
    const result = controller
      .requestFromHost({ token: 'native', to: RECIPIENT, amount: '1' })
      .catch((e: WalletportError) => e.code)
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'))
    await controller.confirm({ id: shownId(controller) })
    expect(await result).toBe('WALLET_ERROR')
    expect(controller.getSnapshot()).toMatchObject({
      step: 'failed',
      reason: 'Test Wallet: insufficient funds for gas',
    })
    expect(sendEvents()).toEqual(['failed'])
    expect(controller.busy).toBe(false)
  })

  it('the wallet moves under an open review: it is rebuilt with a notice, and its confirm delay starts again', async () => {
    const { controller } = setup(walletOn(31337))
    await reviewed(controller)
    const before = controller.getSnapshot()
    await new Promise((resolve) => setTimeout(resolve, 2))
    await controller.contextChanged()
    const after = controller.getSnapshot()
    expect(after).toMatchObject({ step: 'review', notice: { key: 'send.rebuilt' } })
    expect(after.step === 'review' && before.step === 'review' && after.shownAt > before.shownAt).toBe(true)
  })
})
