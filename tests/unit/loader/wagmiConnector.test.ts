import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getConnection,
  http,
  reconnect,
  switchChain,
  type Config,
} from '@wagmi/core'
import { defineChain } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEmitter } from '../../../protocol/emitter'
import { ProviderRpcError } from '../../../protocol/providerRpcError'
import type { MountOptions, WalletportEvents } from '../../../protocol/types'
import { walletport } from '../../../loader/wagmi'

/**
 * walletport/wagmi against wagmi's own config and actions; the widget is a fake handle (the real one is
 * driven in tests/e2e/wagmiReact.spec.ts), so what the connector asks of it, and when, is seen.
 */

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const chain = (id: number) =>
  defineChain({
    id,
    name: `Local ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://rpc.invalid'] } },
  })
const [ONE, TWO] = [chain(31337), chain(31338)]

/** The widget as the connector sees it: its events, its provider's answers, and every request made of it. */
function fakeHandle(options: MountOptions) {
  const events = createEmitter<WalletportEvents>()
  const state = { address: undefined as string | undefined, chainId: 31337 }
  const requests: string[] = []
  let refuseSwitch: ProviderRpcError | undefined
  const connectNow = () => {
    state.address = ADDRESS
    events.emit('connect', { address: ADDRESS, chainId: state.chainId, wallet: { name: 'Test Wallet' } })
  }
  const handle = {
    options,
    ready: Promise.resolve(),
    on: events.on,
    off: events.off,
    emit: events.emit,
    connectNow,
    refuseSwitchWith: (error: ProviderRpcError) => (refuseSwitch = error),
    getState: vi.fn(async () =>
      state.address
        ? { status: 'connected' as const, address: state.address, chainId: state.chainId }
        : { status: 'disconnected' as const },
    ),
    disconnect: vi.fn(async () => {
      state.address = undefined
      events.emit('disconnect', {})
    }),
    destroy: vi.fn(),
    provider: {
      request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
        requests.push(method)
        switch (method) {
          case 'eth_requestAccounts':
            if (!state.address) connectNow()
            return [state.address]
          case 'eth_accounts':
            return state.address ? [state.address] : []
          case 'eth_chainId':
            return `0x${state.chainId.toString(16)}`
          case 'wallet_switchEthereumChain': {
            if (refuseSwitch) throw refuseSwitch
            state.chainId = Number((params as [{ chainId: string }])[0].chainId)
            events.emit('chainChanged', { chainId: state.chainId })
            return null
          }
        }
        throw new ProviderRpcError(4200, `unexpected ${method}`)
      }),
      on: vi.fn(),
      removeListener: vi.fn(),
    },
    requests,
  }
  return handle
}
type FakeHandle = ReturnType<typeof fakeHandle>

const mounted: FakeHandle[] = []
vi.mock('../../../loader/index', () => ({
  mount: (options: MountOptions) => {
    const handle = fakeHandle(options)
    mounted.push(handle)
    return handle
  },
}))

/** wagmi's storage over a Map, which outlives a config as localStorage outlives a page. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    storage: createStorage({
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    }),
  }
}

/** A page: a wagmi config with the one connector line. */
function page(storage = memoryStorage().storage): Config {
  return createConfig({
    chains: [ONE, TWO],
    connectors: [walletport({ widgetUrl: 'https://wallet.example/widget/', target: '#wallet', theme: 'dark' })],
    transports: { [ONE.id]: http(), [TWO.id]: http() },
    storage,
    multiInjectedProviderDiscovery: false,
  })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  mounted.length = 0
})
afterEach(() => {
  vi.useRealTimers()
})

describe('walletport/wagmi', () => {
  it('is one connector of wagmi, io.walletport, and a page that never connects mounts nothing, reconnect included', async () => {
    const config = page()
    const [connector] = config.connectors
    expect([connector!.id, connector!.name, connector!.type, connector!.rdns]).toEqual([
      'io.walletport',
      'Walletport',
      'walletport',
      'io.walletport',
    ])
    expect(await reconnect(config)).toEqual([])
    expect(mounted).toEqual([])
  })

  it('connect mounts the widget with the options given, and wagmi gets the account the visitor chose', async () => {
    const { storage, items } = memoryStorage()
    const config = page(storage)
    const result = await connect(config, { connector: config.connectors[0]! })
    expect(result).toEqual({ accounts: [ADDRESS], chainId: 31337 })
    expect(mounted).toHaveLength(1)
    expect(mounted[0]!.options).toEqual({
      widgetUrl: 'https://wallet.example/widget/',
      target: '#wallet',
      theme: 'dark',
    })
    expect(mounted[0]!.requests).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 31337 })
    expect(items.get('wagmi.walletport.connected')).toBe('true')
  })

  it('never announces the provider: wagmi has the connector already', async () => {
    const config = createConfig({
      chains: [ONE],
      connectors: [walletport({ widgetUrl: 'https://wallet.example/widget/', announceProvider: true } as never)],
      transports: { [ONE.id]: http() },
    })
    await connect(config, { connector: config.connectors[0]! })
    expect(mounted[0]!.options).toEqual({ widgetUrl: 'https://wallet.example/widget/' })
  })

  it("follows the widget: the visitor's account and chain changes, and a disconnect in the widget", async () => {
    const { storage, items } = memoryStorage()
    const config = page(storage)
    await connect(config, { connector: config.connectors[0]! })
    const widget = mounted[0]!
    widget.emit('accountsChanged', { address: OTHER })
    widget.emit('chainChanged', { chainId: 31338 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: OTHER, chainId: 31338 })
    widget.emit('disconnect', {})
    expect(getConnection(config).status).toBe('disconnected')
    expect(items.has('wagmi.walletport.connected')).toBe(false)
  })

  it('a visitor who connects in the widget itself connects wagmi too', async () => {
    const config = page()
    await connect(config, { connector: config.connectors[0]! })
    await disconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
    mounted[0]!.connectNow()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('switchChain asks the widget and moves wagmi; a refusal in the widget is 4001 and moves nothing', async () => {
    const config = page()
    await connect(config, { connector: config.connectors[0]! })
    expect(await switchChain(config, { chainId: 31338 })).toMatchObject({ id: 31338 })
    expect(getConnection(config).chainId).toBe(31338)
    mounted[0]!.refuseSwitchWith(new ProviderRpcError(4001, 'the visitor refused the switch'))
    await expect(switchChain(config, { chainId: 31337 })).rejects.toMatchObject({ code: 4001 })
    expect(getConnection(config).chainId).toBe(31338)
  })

  it('connect with a chainId switches after connecting', async () => {
    const config = page()
    expect(await connect(config, { connector: config.connectors[0]!, chainId: 31338 })).toMatchObject({
      chainId: 31338,
    })
    expect(mounted[0]!.requests).toContain('wallet_switchEthereumChain')
  })

  it('disconnect forgets the widget session and the flag: the next page mounts nothing', async () => {
    const { storage, items } = memoryStorage()
    const config = page(storage)
    await connect(config, { connector: config.connectors[0]! })
    await disconnect(config)
    expect(mounted[0]!.disconnect).toHaveBeenCalledOnce()
    expect(items.has('wagmi.walletport.connected')).toBe(false)
    mounted.length = 0
    expect(await reconnect(page(storage))).toEqual([])
    expect(mounted).toEqual([])
  })

  describe('after a reload', () => {
    async function reloadAfterConnecting() {
      const { storage } = memoryStorage()
      const before = page(storage)
      await connect(before, { connector: before.connectors[0]! })
      mounted.length = 0
      return page(storage)
    }

    it('wagmi reconnects once the widget has restored the session, asking nothing of the visitor', async () => {
      const config = await reloadAfterConnecting()
      const reconnecting = reconnect(config)
      await vi.waitFor(() => expect(mounted).toHaveLength(1))
      await settle()
      mounted[0]!.connectNow() // the widget's own restore
      expect((await reconnecting).map((c) => c.accounts)).toEqual([[ADDRESS]])
      expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })
      expect(mounted[0]!.requests).not.toContain('eth_requestAccounts')
    })

    it('a session the widget does not restore leaves wagmi disconnected after a bounded wait, with no connect screen', async () => {
      const config = await reloadAfterConnecting()
      vi.useFakeTimers()
      const reconnecting = reconnect(config)
      await vi.advanceTimersByTimeAsync(4_999)
      expect(getConnection(config).status).toMatch(/^(re)?connecting$/)
      await vi.advanceTimersByTimeAsync(1)
      expect(await reconnecting).toEqual([])
      expect(getConnection(config).status).toBe('disconnected')
      expect(mounted[0]!.requests).toEqual([])
    })
  })
})
