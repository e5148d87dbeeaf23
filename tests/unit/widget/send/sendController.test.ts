import { testWallet } from '../../support/testWallet'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { warmLazyModules } from '../../support/warmLazyModules'
import type { WalletportError } from '../../../../protocol/errors'
import type { BalanceRow } from '../../../../widget/src/balances/BalanceTracker'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { SendController } from '../../../../widget/src/send/SendController'
import { DurableStore } from '../../../../widget/src/storage/durableStore'
import { createSafeStorage } from '../../../../widget/src/storage/safeStorage'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'

/** The id of the request on screen: what the review's Confirm names. */
const shownId = (controller: { getSnapshot: () => object }): string => {
  const view = controller.getSnapshot()
  return 'id' in view ? String(view.id) : 'none'
}

/** An RPC that prices a plain transfer and cannot simulate (the review then says "preview unavailable"). */
const client = {
  request: vi.fn(async ({ method }: { method: string }) => {
    if (method === 'eth_estimateGas') return '0x5208'
    if (method === 'eth_gasPrice') return '0x3b9aca00'
    throw Object.assign(new Error('the method eth_simulateV1 does not exist'), { code: -32601 })
  }),
} as unknown as ChainClient

function setup(provider: { request: (args: { method: string }) => Promise<unknown> } = { request: vi.fn() }) {
  let releaseBalances!: () => void
  const balancesRead = new Promise<void>((resolve) => (releaseBalances = resolve))
  const row: BalanceRow = {
    chainId: 31337,
    token: 'native',
    symbol: 'ETH',
    decimals: 18,
    value: 10n ** 20n,
    stale: false,
  }
  const emit = vi.fn()
  const controller = new SendController({
    hostOrigin: 'http://localhost:4310',
    chains: () => [CHAIN],
    client: () => client,
    account: () => ({ address: ACCOUNT, chainId: 31337, walletName: 'Test Wallet', ...testWallet(provider) }),
    balanceRow: async () => {
      await balancesRead
      return row
    },
    refreshBalances: () => {},
    counterparties: async () => [],
    store: new DurableStore(
      createSafeStorage(() => new Map() as unknown as Storage),
      'http://localhost:4310',
    ),
    emit,
    locale: () => 'en',
  })
  return { controller, releaseBalances, emit }
}

// The send's lazily loaded modules load before anything is timed (support/warmLazyModules.ts says why).
beforeAll(warmLazyModules)

describe('SendController: a host send() the visitor ended stays ended', () => {
  it('cancelled while still being checked: send() rejects USER_REJECTED and no review comes back', async () => {
    const { controller, releaseBalances, emit } = setup()
    const sent = controller.requestFromHost({ token: 'native', to: RECIPIENT, amount: '1' }).then(
      () => 'resolved',
      (error: WalletportError) => error.code,
    )
    expect(controller.getSnapshot().step).toBe('preparing')
    controller.cancel()
    releaseBalances()
    expect(await sent).toBe('USER_REJECTED')
    expect(controller.getSnapshot().step).toBe('idle')
    expect(emit).not.toHaveBeenCalledWith({ kind: 'ui', action: 'open' })
  })

  it('not cancelled: the same send reaches its review, with the preview unavailable on this RPC', async () => {
    const { controller, releaseBalances } = setup()
    const pending = controller
      .requestFromHost({ token: 'native', to: RECIPIENT, amount: '1' })
      .catch((error: WalletportError) => error.code)
    releaseBalances()
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'))
    const view = controller.getSnapshot()
    expect(view.step === 'review' && view.send.simulation.status).toBe('unavailable')
    controller.cancel()
    expect(await pending).toBe('USER_REJECTED')
  })
})

describe('SendController.confirm: a cancel while the widget asks the wallet its chain sends nothing', () => {
  it('the wallet never gets eth_sendTransaction, and the send ends cancelled', async () => {
    let answerChainId!: (value: string) => void
    const methods: string[] = []
    const provider = {
      request: vi.fn(async ({ method }: { method: string }) => {
        methods.push(method)
        if (method === 'eth_chainId') return new Promise<string>((resolve) => (answerChainId = resolve))
        return `0x${'3'.repeat(64)}`
      }),
    }
    ;(client.request as ReturnType<typeof vi.fn>).mockImplementation(async ({ method }: { method: string }) => {
      if (method === 'eth_estimateGas') return '0x5208'
      if (method === 'eth_gasPrice') return '0x3b9aca00'
      if (method === 'eth_getTransactionCount') return '0x0'
      throw Object.assign(new Error('the method eth_simulateV1 does not exist'), { code: -32601 })
    })
    const { controller, releaseBalances } = setup(provider)
    const sent = controller
      .requestFromHost({ token: 'native', to: RECIPIENT, amount: '1' })
      .catch((error: WalletportError) => error.code)
    releaseBalances()
    await vi.waitFor(() => expect(controller.getSnapshot().step).toBe('review'))
    const confirmed = controller.confirm({ id: shownId(controller) })
    await vi.waitFor(() => expect(methods).toContain('eth_chainId'))
    controller.cancel()
    answerChainId('0x7a69')
    await confirmed
    expect(methods).not.toContain('eth_sendTransaction')
    expect(await sent).toBe('USER_REJECTED')
    expect(controller.getSnapshot().step).not.toBe('submitted')
  })
})

describe('transferMismatch: the landed transaction against the reviewed transfer', () => {
  const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const record = {
    hash: `0x${'1'.repeat(64)}` as const,
    minNonce: 7,
    chainId: 31337,
    from: ACCOUNT,
    token: 'native' as const,
    to: RECIPIENT,
    amount: '1000',
  }
  const chainWith = (tx: Record<string, unknown> | null) => ({ request: async () => tx }) as unknown as ChainClient
  const landed = (patch: Record<string, unknown> = {}) => ({
    from: ACCOUNT,
    to: RECIPIENT,
    value: '0x3e8',
    input: '0x',
    nonce: '0x7',
    chainId: '0x7a69',
    ...patch,
  })

  it('names what differs, and nothing when it is exactly the transfer', async () => {
    const { transferMismatch } = await import('../../../../widget/src/send/pendingTransfer')
    const { encodeFunctionData, erc20Abi } = await import('viem')
    expect(await transferMismatch(chainWith(landed()), record, ACCOUNT)).toBeUndefined()
    expect(await transferMismatch(chainWith(landed({ to: TOKEN })), record, ACCOUNT)).toBe('the recipient')
    expect(await transferMismatch(chainWith(landed({ value: '0x3e9' })), record, ACCOUNT)).toBe('the amount')
    expect(await transferMismatch(chainWith(landed({ input: '0x1234' })), record, ACCOUNT)).toBe('the amount')
    expect(await transferMismatch(chainWith(landed({ chainId: '0x1' })), record, ACCOUNT)).toBe('the network')
    expect(await transferMismatch(chainWith(landed({ from: RECIPIENT })), record, ACCOUNT)).toBe('the sender')
    expect(await transferMismatch(chainWith(null), record, ACCOUNT)).toBe('the transaction (not found)')
    // The same transfer made earlier (a lower nonce than the account had when this one was sent).
    expect(await transferMismatch(chainWith(landed({ nonce: '0x6' })), record, ACCOUNT)).toBe(
      'the transaction (an earlier one)',
    )
    const tokenRecord = { ...record, token: TOKEN as `0x${string}` }
    const transfer = (to: `0x${string}`, amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
    expect(
      await transferMismatch(
        chainWith(landed({ to: TOKEN, value: '0x0', input: transfer(RECIPIENT, 1000n) })),
        tokenRecord,
        ACCOUNT,
      ),
    ).toBeUndefined()
    expect(
      await transferMismatch(
        chainWith(landed({ to: TOKEN, value: '0x0', input: transfer(ACCOUNT, 1000n) })),
        tokenRecord,
        ACCOUNT,
      ),
    ).toBe('the recipient')
    expect(
      await transferMismatch(
        chainWith(landed({ to: TOKEN, value: '0x0', input: transfer(RECIPIENT, 999n) })),
        tokenRecord,
        ACCOUNT,
      ),
    ).toBe('the amount')
    expect(
      await transferMismatch(
        chainWith(landed({ to: RECIPIENT, value: '0x0', input: transfer(RECIPIENT, 1000n) })),
        tokenRecord,
        ACCOUNT,
      ),
    ).toBe('the token')
  })
})

describe('SendController.resume: a stored pending transfer is shown with what the chain says', () => {
  const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
  const HASH = `0x${'2'.repeat(64)}` as const

  async function resumeWith(stored: Record<string, unknown>, row: BalanceRow | undefined) {
    const { encodeFunctionData, erc20Abi } = await import('viem')
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_000_000n] })
    const chain = {
      request: vi.fn(async ({ method }: { method: string }) => {
        if (method === 'eth_getTransactionByHash')
          return { from: ACCOUNT, to: TOKEN, value: '0x0', input, nonce: '0x0', chainId: '0x7a69' }
        // Still pending: the status screen stays on "submitted".
        if (method === 'eth_getTransactionReceipt') return null
        if (method === 'eth_blockNumber') return '0x1'
        return null
      }),
    } as unknown as ChainClient
    const storage = new Map<string, string>()
    const store = new DurableStore(
      createSafeStorage(
        () =>
          ({
            getItem: (k: string) => storage.get(k) ?? null,
            setItem: (k: string, v: string) => storage.set(k, v),
            removeItem: (k: string) => storage.delete(k),
          }) as unknown as Storage,
      ),
      'http://localhost:4310',
    )
    store.write('pendingSend', JSON.stringify(stored))
    const controller = new SendController({
      hostOrigin: 'http://localhost:4310',
      chains: () => [CHAIN],
      client: () => chain,
      account: () => ({
        address: ACCOUNT,
        chainId: 31337,
        walletName: 'Test Wallet',
        ...testWallet({ request: vi.fn() }),
      }),
      balanceRow: async () => row,
      refreshBalances: () => {},
      counterparties: async () => [],
      store,
      emit: vi.fn(),
      locale: () => 'en',
    })
    await controller.resume()
    return { view: controller.getSnapshot(), stored: await store.read('pendingSend') }
  }

  const record = {
    hash: HASH,
    minNonce: 0,
    chainId: 31337,
    from: ACCOUNT,
    token: TOKEN,
    to: RECIPIENT,
    amount: '1000000',
  }
  const usdc: BalanceRow = { chainId: 31337, token: TOKEN, symbol: 'USDC', decimals: 6, value: 0n, stale: false }

  it('a record that claims 0 decimals still shows 1 USDC: symbol and decimals are read from the token', async () => {
    const { view } = await resumeWith({ ...record, symbol: 'WETH', decimals: 0 }, usdc)
    expect(view.step).toBe('submitted')
    expect(view.step === 'submitted' && [view.transfer.symbol, view.transfer.decimals, view.transfer.amount]).toEqual([
      'USDC',
      6,
      1_000_000n,
    ])
  })

  it('a record for a token this widget does not list is dropped, and nothing is shown', async () => {
    const { view, stored } = await resumeWith(record, undefined)
    expect(view.step).toBe('idle')
    expect(stored).toBeUndefined()
  })
})
