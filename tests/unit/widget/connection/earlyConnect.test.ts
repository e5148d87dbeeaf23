import { describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { ConnectionController } from '../../../../widget/src/connection/ConnectionController'
import { EarlyConnect, handOver } from '../../../../widget/src/connection/earlyConnect'
import { firstScreen } from '../../../../widget/src/screens/EarlyConnectScreen'
import { DurableStore, localRecordKey } from '../../../../widget/src/storage/durableStore'
import { createSafeStorage } from '../../../../widget/src/storage/safeStorage'
import type { WalletOption } from '../../../../widget/src/wallets/walletOption'

const A = '0x1111111111111111111111111111111111111111'
const CHAINS = [{ id: 31337, name: 'Anvil' } as unknown as ChainConfig]

/** A wallet that shares A on chain 31337, counting how often it was asked to connect. */
function wallet() {
  const asked = vi.fn()
  return {
    asked,
    provider: {
      request: async ({ method }: { method: string }) => {
        if (method === 'eth_requestAccounts') return (asked(), [A])
        if (method === 'eth_chainId') return '0x7a69'
        throw new Error(`unexpected ${method}`)
      },
      on: () => {},
      removeListener: () => {},
    },
  }
}

function setup() {
  const passkey = wallet()
  const dev = wallet()
  const option = (id: string, label: WalletOption['label'], provider: unknown): WalletOption => ({
    id,
    source: id === 'passkey' ? 'passkey' : 'dev',
    info: { name: id },
    ...(label ? { label } : {}),
    provider: async () => provider as never,
  })
  const options = [
    option('passkey', 'connect.passkeyUse', passkey.provider),
    option('passkey', 'connect.passkeyCreate', passkey.provider),
    option('dev:anvil', undefined, dev.provider),
  ]
  const storage = createSafeStorage(() => {
    throw new Error('blocked')
  })
  const controller = new ConnectionController({
    chains: () => CHAINS,
    layout: 'inline',
    store: new DurableStore(storage, 'http://localhost:4310'),
    notify: () => Promise.resolve(),
    discoverHostWallets: async () => {},
    followers: {
      account: () => {},
      chainChanged: () => {},
      connected: () => {},
      contextChanged: () => {},
      disconnected: () => {},
    },
  })
  return { controller, options, passkey, dev, early: new EarlyConnect('home') }
}

describe('the screen a visit opens on (firstScreen)', () => {
  const HOST = 'http://localhost:4310'
  const storage = (entries: Record<string, string>) => {
    const kept = new Map(Object.entries(entries))
    return createSafeStorage(
      () =>
        ({
          getItem: (key: string) => kept.get(key) ?? null,
          setItem: (key: string, value: string) => void kept.set(key, value),
          removeItem: (key: string) => void kept.delete(key),
        }) as Storage,
    )
  }

  it('is the connect screen where the iframe keeps its storage and no session', () => {
    expect(firstScreen(HOST, storage({}))).toBe('connect')
    // Another site's session is not this one's.
    expect(firstScreen(HOST, storage({ [localRecordKey('session', 'http://other.test')]: '{}' }))).toBe('connect')
  })

  it("is the wallet's to decide where the iframe's storage holds a session (it reconnects without a click)", () => {
    expect(firstScreen(HOST, storage({ [localRecordKey('session', HOST)]: '{}' }))).toBeUndefined()
  })

  it('is the home where the browser denies the iframe its storage ("Continue as …" may be offered there)', () => {
    expect(
      firstScreen(
        HOST,
        createSafeStorage(() => {
          throw new Error('blocked')
        }),
      ),
    ).toBe('home')
  })
})

describe('the connect screen before the wallet code (EarlyConnect, handOver)', () => {
  it('a wallet chosen before the code came connects once it is there, once', async () => {
    const { controller, options, dev, early } = setup()
    early.open()
    early.choose({ id: 'dev:anvil', label: undefined, info: { name: 'dev:anvil' } })
    // A second click (the screen shows the wallet on its way, but say one got through) changes nothing.
    early.choose({ id: 'passkey', label: 'connect.passkeyCreate', info: { name: 'passkey' } })
    controller.setWallets(options)
    await handOver(early, controller)
    await handOver(early, controller)
    expect(dev.asked).toHaveBeenCalledTimes(1)
    expect(controller.getSnapshot().connection).toMatchObject({ status: 'connected', address: A })
  })

  it('finds the option by id and label (the passkey wallet is offered two ways), waiting for it to be listed', async () => {
    const { controller, options, passkey, early } = setup()
    early.open()
    early.choose({ id: 'passkey', label: 'connect.passkeyCreate', info: { name: 'passkey' } })
    const chosen = vi.spyOn(controller, 'chooseWallet')
    const done = handOver(early, controller)
    expect(controller.getSnapshot().view).toBe('connect')
    controller.setWallets(options)
    await done
    expect(chosen).toHaveBeenCalledWith(options[1])
    expect(passkey.asked).toHaveBeenCalledTimes(1)
  })

  it('opens only the connect screen when nothing was chosen, and nothing when the visitor stayed home', async () => {
    const opened = setup()
    opened.early.open()
    await handOver(opened.early, opened.controller)
    expect(opened.controller.getSnapshot().view).toBe('connect')
    const home = setup()
    await handOver(home.early, home.controller)
    expect(home.controller.getSnapshot().view).toBe('home')
  })

  it('a visit with nothing remembered opens on the connect screen, handed over as such without a click', async () => {
    const { controller } = setup()
    const early = new EarlyConnect('connect')
    expect(early.getSnapshot().view).toBe('connect')
    await handOver(early, controller)
    expect(controller.getSnapshot().view).toBe('connect')
    // Back from it leads home, as on the wallet's own connect screen.
    const left = new EarlyConnect('connect')
    left.back()
    await handOver(left, setup().controller)
    expect(left.getSnapshot().view).toBe('home')
  })

  it('a choice cancelled before the code came is not carried out; after the handover the store keeps nothing', async () => {
    const { controller, options, dev, early } = setup()
    controller.setWallets(options)
    early.open()
    early.choose({ id: 'dev:anvil', label: undefined, info: { name: 'dev:anvil' } })
    early.cancel()
    await handOver(early, controller)
    expect(dev.asked).not.toHaveBeenCalled()
    early.choose({ id: 'dev:anvil', label: undefined, info: { name: 'dev:anvil' } })
    expect(early.getSnapshot().choice).toBeUndefined()
    await handOver(early, controller)
    expect(dev.asked).not.toHaveBeenCalled()
  })

  it("a choice that waits for the visitor's yes in the secure window connects only on it, and never on a no", async () => {
    const consent = () => {
      let answer!: (yes: boolean) => void
      const close = vi.fn(() => answer(false))
      return {
        consent: { answer: new Promise<boolean>((resolve) => (answer = resolve)), close },
        answer: (yes: boolean) => answer(yes),
        close,
      }
    }
    const yes = setup()
    yes.controller.setWallets(yes.options)
    yes.early.open()
    const asked = consent()
    yes.early.choose({ id: 'dev:anvil', label: undefined, info: { name: 'dev:anvil' }, consent: asked.consent })
    const done = handOver(yes.early, yes.controller)
    await new Promise((resolve) => setTimeout(resolve, 10))
    // The window still open: nothing asked of the wallet, nothing told the host.
    expect(yes.dev.asked).not.toHaveBeenCalled()
    asked.answer(true)
    await done
    expect(yes.dev.asked).toHaveBeenCalledTimes(1)

    const no = setup()
    no.controller.setWallets(no.options)
    no.early.open()
    const refused = consent()
    no.early.choose({ id: 'dev:anvil', label: undefined, info: { name: 'dev:anvil' }, consent: refused.consent })
    refused.answer(false)
    await handOver(no.early, no.controller)
    expect(no.dev.asked).not.toHaveBeenCalled()
    expect(no.controller.getSnapshot().view).toBe('connect')

    // Cancel on the shell's screen closes the window it opened, and the choice is not carried out.
    const cancelled = setup()
    cancelled.controller.setWallets(cancelled.options)
    cancelled.early.open()
    const closed = consent()
    cancelled.early.choose({ id: 'dev:anvil', label: undefined, info: { name: 'dev:anvil' }, consent: closed.consent })
    cancelled.early.cancel()
    expect(closed.close).toHaveBeenCalledTimes(1)
    await handOver(cancelled.early, cancelled.controller)
    expect(cancelled.dev.asked).not.toHaveBeenCalled()
  })

  it("the choice focused on the shell's list at the handover is given to the wallet's list once, and none before", async () => {
    const { controller, early } = setup()
    early.open()
    early.focus({ key: 'passkey:connect.passkeyUse', keyFocusedSince: 1000 })
    early.focus(undefined) // blurred: the visitor moved on
    early.focus({ key: 'dev:anvil:', keyFocusedSince: 2000 })
    expect(early.takeFocus()).toBeUndefined() // not handed over yet: the shell's list is still there
    await handOver(early, controller)
    // The shell's list is gone: what it reports now is not the visitor's focus any more.
    early.focus({ key: 'passkey:connect.passkeyCreate', keyFocusedSince: 3000 })
    expect(early.takeFocus()).toEqual({ key: 'dev:anvil:', keyFocusedSince: 2000 })
    // A later connect screen (home, then "Connect a wallet") gets none.
    expect(early.takeFocus()).toBeUndefined()
  })

  it('forgets the focused choice when the visitor leaves the list (a choice made, Cancel, Back)', async () => {
    const { controller, early } = setup()
    early.open()
    early.focus({ key: 'dev:anvil:', keyFocusedSince: 1000 })
    early.choose({ id: 'dev:anvil', label: undefined, info: { name: 'dev:anvil' } })
    early.cancel()
    await handOver(early, controller)
    expect(early.takeFocus()).toBeUndefined()
    const back = setup()
    back.early.open()
    back.early.focus({ key: 'dev:anvil:', keyFocusedSince: 1000 })
    back.early.back()
    await handOver(back.early, back.controller)
    expect(back.early.takeFocus()).toBeUndefined()
  })

  it('steps aside when the connection moved on meanwhile (the visitor left the connect screen)', async () => {
    vi.useFakeTimers()
    try {
      const { controller, options, dev, early } = setup()
      early.open()
      early.choose({ id: 'dev:anvil', label: undefined, info: { name: 'dev:anvil' } })
      const done = handOver(early, controller)
      controller.dismissConnect()
      controller.setWallets(options)
      await vi.runAllTimersAsync()
      await done
      expect(dev.asked).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
