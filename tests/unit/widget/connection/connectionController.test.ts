import { describe, expect, it, vi } from 'vitest'
import type { WidgetMessage } from '../../../../protocol/bridge'
import type { ChainConfig } from '../../../../protocol/config'
import type { WalletportError } from '../../../../protocol/errors'
import { ConnectionController } from '../../../../widget/src/connection/ConnectionController'
import { DurableStore } from '../../../../widget/src/storage/durableStore'
import { createSafeStorage } from '../../../../widget/src/storage/safeStorage'
import type { Eip1193Listener } from '../../../../widget/src/wallets/eip1193'
import type { WalletOption } from '../../../../widget/src/wallets/walletOption'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const chain = (id: number) => ({ id, name: `Chain ${id}` }) as unknown as ChainConfig
const CHAINS = [chain(31337), chain(8453)]
const INFO = { name: 'Test Wallet', rdns: 'dev.test' }
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/** An EIP-1193 wallet the test drives: its answers, its events, and what it was asked. */
class FakeWallet {
  accounts: string[] = [A]
  chainId = 31337
  /** What eth_requestAccounts does; default: shares `accounts`. */
  authorize: () => Promise<unknown> = async () => this.accounts
  switchError: unknown = undefined
  readonly asked: string[] = []
  readonly listeners = new Map<string, Set<Eip1193Listener>>()
  readonly disconnect = vi.fn(async () => {})

  request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    this.asked.push(method)
    if (method === 'eth_requestAccounts') return this.authorize()
    if (method === 'eth_accounts') return this.accounts
    if (method === 'eth_chainId') return `0x${this.chainId.toString(16)}`
    if (method === 'wallet_switchEthereumChain') {
      if (this.switchError) throw this.switchError
      this.chainId = Number((params as [{ chainId: string }])[0].chainId)
      return null
    }
    throw new Error(`unexpected ${method}`)
  }

  on = (event: string, listener: Eip1193Listener) => {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event)!.add(listener)
  }

  removeListener = (event: string, listener: Eip1193Listener) => this.listeners.get(event)?.delete(listener)

  emit(event: string, data?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(data)
  }

  get listening(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }
}

const SCOPE = 'http://localhost:4310'

/** The records in the iframe's own storage, as when the browser grants it. */
function iframeStore(): DurableStore {
  const values = new Map<string, string>()
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage
  return new DurableStore(
    createSafeStorage(() => storage),
    SCOPE,
  )
}

/** The records in the host page's storage, through the host agent: the browser refused the iframe its own. */
function hostStore(): DurableStore {
  const store = new DurableStore(
    createSafeStorage(() => {
      throw new Error('blocked')
    }),
    SCOPE,
  )
  const records = new Map<unknown, unknown>()
  store.attachAgent(async (request) => {
    const { op, key, value } = request as { op: string; key: string; value?: unknown }
    if (op === 'remember') records.set(key, value)
    return { ok: true, value: records.get(key) ?? null }
  })
  return store
}

function setup({
  layout = 'inline',
  store = iframeStore(),
}: { layout?: 'inline' | 'modal'; store?: DurableStore } = {}) {
  const wallet = new FakeWallet()
  const option: WalletOption = { id: 'injected:dev.test', source: 'injected', info: INFO, provider: async () => wallet }
  /** Everything that leaves the controller, in order: host messages and the followers' calls. */
  const log: string[] = []
  const sent: WidgetMessage[] = []
  const notify = vi.fn((message: WidgetMessage) => {
    sent.push(message)
    log.push(message.kind === 'event' ? `event:${message.name}` : `ui:${message.action}`)
    return Promise.resolve()
  })
  const followed =
    (name: string) =>
    (...args: unknown[]) =>
      void log.push(args.length ? `${name}(${String(args[0])})` : name)
  const controller = new ConnectionController({
    chains: () => CHAINS,
    layout,
    store,
    notify,
    discoverHostWallets: async () => {},
    followers: {
      account: followed('account'),
      chainChanged: followed('chainChanged'),
      connected: followed('connected'),
      contextChanged: followed('contextChanged'),
      disconnected: followed('disconnected'),
    },
  })
  controller.setWallets([option])
  const events = () => sent.filter((m) => m.kind === 'event').map((m) => (m.kind === 'event' ? m.name : ''))
  return { controller, wallet, option, store, log, sent, events }
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: WalletportError) => ({ code: error.code }),
  )

describe('ConnectionController: choosing a wallet', () => {
  it('connects: one connect event, remembered, the host connect() answered, then the followers', async () => {
    const { controller, option, store, log, sent } = setup()
    const account = controller.requestConnect()
    expect(controller.getSnapshot().view).toBe('connect')
    await controller.chooseWallet(option)
    expect(await account).toEqual({ address: A, chainId: 31337, wallet: INFO })
    expect(controller.getState()).toEqual({ status: 'connected', address: A, chainId: 31337, wallet: INFO })
    expect(controller.getSnapshot().view).toBe('home')
    expect(sent.filter((m) => m.kind === 'event')).toEqual([
      { kind: 'event', name: 'connect', payload: { address: A, chainId: 31337, wallet: INFO } },
    ])
    expect(log).toEqual(['ui:open', 'account(undefined)', `account(${A})`, 'event:connect', 'connected'])
    expect(JSON.parse((await store.read('session'))!)).toEqual({ walletId: 'injected:dev.test', address: A })
    expect(controller.connectedWallet()).toMatchObject({ address: A, chainId: 31337, walletName: 'Test Wallet' })
  })

  it('in the launcher, closes the modal it opened for the host connect() once connected', async () => {
    const { controller, option, log } = setup({ layout: 'modal' })
    const account = controller.requestConnect()
    await controller.chooseWallet(option)
    await account
    expect(log.filter((entry) => entry.startsWith('ui:') || entry.startsWith('event:'))).toEqual([
      'ui:open',
      'event:connect',
      'ui:close',
    ])
  })

  it('the visitor rejects in the wallet: the declined notice, USER_REJECTED for the host, no event', async () => {
    const { controller, wallet, option, events, store } = setup()
    wallet.authorize = async () => Promise.reject(rejection())
    const account = settled(controller.requestConnect())
    await controller.chooseWallet(option)
    expect(await account).toEqual({ code: 'USER_REJECTED' })
    expect(controller.getSnapshot().connection).toEqual({
      status: 'disconnected',
      notice: { key: 'notice.declined', params: { wallet: 'Test Wallet' } },
    })
    expect(events()).toEqual([])
    expect(await store.read('session')).toBeUndefined()
    expect(wallet.listening).toBe(0)
  })

  it('the wallet fails: its reason on the connect screen, WALLET_ERROR for the host', async () => {
    const { controller, wallet, option } = setup()
    wallet.authorize = async () => {
      throw new Error('the extension crashed')
    }
    const account = settled(controller.requestConnect())
    await controller.chooseWallet(option)
    expect(await account).toEqual({ code: 'WALLET_ERROR' })
    expect(controller.getSnapshot().connection).toMatchObject({
      notice: { key: 'notice.connectFailed', params: { reason: 'the extension crashed' } },
    })
  })

  it('a wallet that shares no account does not connect', async () => {
    const { controller, wallet, option } = setup()
    wallet.accounts = []
    await controller.chooseWallet(option)
    expect(controller.getSnapshot().connection).toMatchObject({
      status: 'disconnected',
      notice: { key: 'notice.connectFailed' },
    })
  })

  it('one host connect() at a time: a second waits for nothing and gets BUSY; once connected, connect() answers at once', async () => {
    const { controller, option, sent } = setup()
    const first = controller.requestConnect()
    expect(await settled(controller.requestConnect())).toEqual({ code: 'BUSY' })
    await controller.chooseWallet(option)
    await first
    const opened = sent.filter((m) => m.kind === 'ui').length
    expect(await controller.requestConnect()).toMatchObject({ address: A })
    expect(sent.filter((m) => m.kind === 'ui').length).toBe(opened) // no second modal
  })

  it('the visitor leaves the connect screen: the host connect() ends USER_REJECTED, and a late approval is ended again', async () => {
    const { controller, wallet, option, events } = setup()
    let approve!: (accounts: string[]) => void
    wallet.authorize = () => new Promise((resolve) => (approve = resolve))
    const account = settled(controller.requestConnect())
    const choosing = controller.chooseWallet(option)
    await vi.waitFor(() => expect(approve).toBeDefined())
    controller.dismissConnect()
    expect(await account).toEqual({ code: 'USER_REJECTED' })
    approve([A])
    await choosing
    expect(controller.getSnapshot().connection.status).toBe('disconnected')
    expect(events()).toEqual([])
    expect(wallet.disconnect).toHaveBeenCalled()
    expect(wallet.listening).toBe(0)
  })

  it('a wallet on a chain not offered connects only after the switch, with a single connect event', async () => {
    const { controller, wallet, option, events } = setup()
    wallet.chainId = 1
    await controller.chooseWallet(option)
    expect(controller.getSnapshot().connection).toMatchObject({ status: 'connecting', step: 'wrongChain', chainId: 1 })
    expect(events()).toEqual([])
    wallet.switchError = rejection()
    await controller.switchChain()
    expect(controller.getSnapshot().connection).toMatchObject({ status: 'connecting', step: 'wrongChain' })
    wallet.switchError = undefined
    await controller.switchChain()
    expect(controller.getState()).toMatchObject({ status: 'connected', chainId: 31337 })
    wallet.emit('chainChanged', '0x7a69') // the wallet's own event for the same switch, arriving late
    expect(events()).toEqual(['connect'])
  })
})

describe('ConnectionController: restoring after a reload', () => {
  /** A store that remembers a connection of an earlier page load. */
  function remembered(address: string, store = iframeStore()): DurableStore {
    store.write('session', JSON.stringify({ walletId: 'injected:dev.test', address }))
    return store
  }

  it('reconnects without a click when the wallet still shares the remembered address', async () => {
    const { controller, wallet, events, log } = setup({ store: remembered(A.toUpperCase().replace('0X', '0x')) })
    await controller.restore()
    expect(controller.getState()).toMatchObject({ status: 'connected', address: A })
    expect(wallet.asked).not.toContain('eth_requestAccounts')
    expect(events()).toEqual(['connect'])
    expect(log).not.toContain('ui:open')
  })

  it('stays disconnected, quietly, and forgets the record when the wallet no longer shares it', async () => {
    const { controller, wallet, events, store } = setup({ store: remembered(B) })
    await controller.restore()
    expect(controller.getSnapshot().connection).toEqual({ status: 'disconnected' })
    expect(wallet.asked).toEqual(['eth_accounts'])
    expect(events()).toEqual([])
    expect(await store.read('session')).toBeUndefined()
  })

  it('a record kept by the host only offers "Continue as": the wallet is not asked anything until the click', async () => {
    const { controller, wallet, option, events } = setup({ store: remembered(A, hostStore()) })
    await controller.restore()
    expect(wallet.asked).toEqual([])
    expect(controller.getSnapshot()).toMatchObject({
      connection: { status: 'disconnected' },
      resumable: { option, address: A },
    })
    expect(events()).toEqual([])
    await controller.chooseWallet(option)
    expect(wallet.asked[0]).toBe('eth_requestAccounts')
    expect(controller.getSnapshot().resumable).toBeUndefined()
  })

  it('steps aside when the visitor connects while it waits for the remembered wallet to show up', async () => {
    const { controller, wallet, option } = setup({ store: remembered(A) })
    controller.setWallets([])
    const restoring = controller.restore()
    await new Promise((resolve) => setTimeout(resolve, 0)) // the record is read: it waits for the wallet now
    await controller.chooseWallet(option)
    controller.setWallets([option])
    await restoring
    expect(wallet.asked).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('does not even wait for the wallet when a connection is already under way', async () => {
    const { controller, wallet, option } = setup({ store: remembered(A) })
    controller.setWallets([])
    wallet.authorize = () => new Promise(() => {}) // the wallet's popup stays open
    void controller.chooseWallet(option)
    const outcome = await Promise.race([
      controller.restore().then(() => 'returned'),
      new Promise((resolve) => setTimeout(resolve, 100, 'waiting')),
    ])
    expect(outcome).toBe('returned')
  })

  it('steps aside when the visitor started a connection meanwhile', async () => {
    const { controller, wallet, option } = setup({ store: remembered(A) })
    let approve!: (accounts: string[]) => void
    wallet.authorize = () => new Promise((resolve) => (approve = resolve))
    const choosing = controller.chooseWallet(option)
    await controller.restore()
    expect(wallet.asked).not.toContain('eth_accounts')
    approve([A])
    await choosing
    expect(controller.getState().status).toBe('connected')
  })
})

describe('ConnectionController: host events follow the wallet', () => {
  async function connected(layout: 'inline' | 'modal' = 'inline') {
    const context = setup({ layout })
    await context.controller.chooseWallet(context.option)
    context.log.length = 0
    context.sent.length = 0
    return context
  }

  it('an account change: accountsChanged once, then the open reviews are rebuilt; the same account again is nothing', async () => {
    const { wallet, sent, log, store } = await connected()
    wallet.emit('accountsChanged', [B])
    wallet.emit('accountsChanged', [B])
    expect(sent).toEqual([{ kind: 'event', name: 'accountsChanged', payload: { address: B } }])
    // The same account again republishes the connection (followers.account hears it) but changes nothing.
    expect(log).toEqual([`account(${B})`, 'event:accountsChanged', 'contextChanged', `account(${B})`])
    expect(JSON.parse((await store.read('session'))!).address).toBe(B)
  })

  it('a network change: chainChanged once, balances refreshed first; an invalid chain id is ignored', async () => {
    const { wallet, sent, log } = await connected()
    wallet.emit('chainChanged', '0x2105')
    wallet.emit('chainChanged', '0x2105')
    wallet.emit('chainChanged', 'not a chain')
    expect(sent).toEqual([{ kind: 'event', name: 'chainChanged', payload: { chainId: 8453 } }])
    expect(log).toEqual([`account(${A})`, 'chainChanged', 'event:chainChanged', 'contextChanged', `account(${A})`])
  })

  it('the network selector: the wallet that emits no chainChanged still gets one event, and a refusal none', async () => {
    const { controller, wallet, events } = await connected()
    await controller.switchWalletChain(8453)
    expect(events()).toEqual(['chainChanged'])
    wallet.switchError = rejection()
    await controller.switchWalletChain(31337)
    expect(events()).toEqual(['chainChanged'])
    expect(controller.getSnapshot().notice).toBeUndefined()
    await expect(controller.switchWalletChain(31337, { throwOnFailure: true })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    wallet.switchError = new Error('no such network')
    await controller.switchWalletChain(31337)
    expect(controller.getSnapshot().notice).toMatchObject({
      key: 'notice.switchFailed',
      params: { reason: 'no such network' },
    })
  })

  it('the wallet empties its accounts: one disconnect event, after the followers let go', async () => {
    const { wallet, sent, log } = await connected()
    wallet.emit('accountsChanged', [])
    wallet.emit('disconnect')
    expect(sent).toEqual([{ kind: 'event', name: 'disconnect', payload: {} }])
    expect(log).toEqual(['account(undefined)', 'disconnected', 'event:disconnect'])
    expect(wallet.listening).toBe(0)
  })

  it('the wallet disconnects: the walletDisconnected notice and one disconnect event', async () => {
    const { controller, wallet, events } = await connected()
    wallet.emit('disconnect')
    expect(controller.getSnapshot().connection).toEqual({
      status: 'disconnected',
      notice: { key: 'notice.walletDisconnected' },
    })
    expect(events()).toEqual(['disconnect'])
  })

  it('the visitor disconnects: forgotten, the wallet session ended, one disconnect event, back home', async () => {
    const { controller, wallet, events, store, log } = await connected()
    controller.disconnect()
    expect(log).toEqual(['account(undefined)', 'disconnected', 'event:disconnect'])
    controller.disconnect()
    expect(events()).toEqual(['disconnect'])
    expect(await store.read('session')).toBeUndefined()
    expect(wallet.disconnect).toHaveBeenCalled()
    expect(wallet.listening).toBe(0)
    expect(controller.getSnapshot().view).toBe('home')
    wallet.emit('accountsChanged', [B]) // no longer listened to
    expect(events()).toEqual(['disconnect'])
  })
})
