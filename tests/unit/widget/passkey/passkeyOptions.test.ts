// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import { mergeWalletOptions } from '../../../../widget/src/wallets/mergeWalletOptions'
import { confusableSkeleton, nameAsRead } from '../../../../protocol/confusableSkeleton'
import { CONFUSABLE_PROTOTYPES } from '../../../../protocol/confusables'
import { foldAsciiLookAlikes } from '../../../../protocol/foldAsciiLookAlikes'
import { passkeyOptions as passkeyOptionsFor } from '../../../../widget/src/passkey/passkeyOptions'
import { walletOptionId, type WalletOption, type WalletSource } from '../../../../widget/src/wallets/walletOption'
import { CHAIN } from '../../../support/sendFixtures'

/** The wallet catalog's merge: every name read, look-alikes folded. */
const merge = (groups: Parameters<typeof mergeWalletOptions>[0]) => mergeWalletOptions(groups, nameAsRead)

const PASSKEY_CHAIN: ChainConfig = {
  ...CHAIN,
  passkeyWallet: {
    factory: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
    entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    bundlerUrl: 'https://bundler.example',
  },
}
const BASE: ChainConfig = { ...CHAIN, id: 8453, name: 'Base' }
/** The page that embeds the widget (the passkey wallet's secure window is opened for it). */
const passkeyOptions = (chains: ChainConfig[]) =>
  passkeyOptionsFor(chains, 'https://shop.example', { frameRefused: false })

/** The widget page's address, as the browser would have it. */
const serveFrom = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)

/** A browser with WebAuthn, in a secure context, serving the widget from a named origin. */
beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {})
  vi.stubGlobal('isSecureContext', true)
  serveFrom('https://wallet.example/widget/')
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const shown = (options: WalletOption[]) =>
  options.map((option) => ({
    id: option.id,
    source: option.source,
    name: option.info.name,
    label: option.label,
    ...(option.creates ? { creates: option.creates } : {}),
  }))

describe('passkeyOptions: "Use my passkey" and "Create a passkey wallet" where they can work', () => {
  it('on a named origin with a passkey chain mounted: both, as the one passkey wallet; "create" first for a first-time visitor', () => {
    expect(shown(passkeyOptions([BASE, PASSKEY_CHAIN]))).toEqual([
      { id: 'passkey', source: 'passkey', name: 'Passkey wallet', label: 'connect.passkeyCreate', creates: true },
      { id: 'passkey', source: 'passkey', name: 'Passkey wallet', label: 'connect.passkeyUse' },
    ])
  })

  it('"use" first where this browser holds a passkey of the wallet; "create" is never what a restore takes', () => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === 'walletport:passkeys' ? '{"passkeys":[]}' : null),
    })
    const options = passkeyOptions([PASSKEY_CHAIN])
    expect(options.map((option) => option.label)).toEqual(['connect.passkeyUse', 'connect.passkeyCreate'])
    expect(options.find((option) => option.id === 'passkey' && !option.creates)?.label).toBe('connect.passkeyUse')
    // As the build made the page (while React hydrates it): a first visit's order, whatever this browser knows.
    const asBuilt = passkeyOptionsFor(
      [PASSKEY_CHAIN],
      'https://shop.example',
      { frameRefused: false },
      { asBuilt: true },
    )
    expect(asBuilt.map((option) => option.label)).toEqual(['connect.passkeyCreate', 'connect.passkeyUse'])
  })

  it('none when no mounted chain configures a passkey wallet', () => {
    expect(passkeyOptions([CHAIN, BASE])).toEqual([])
    expect(passkeyOptions([])).toEqual([])
  })

  it('both in a browser without WebAuthn (WebKitGTK): choosing one says this browser cannot hold a passkey wallet (CeremonyPlace.test.ts)', () => {
    vi.stubGlobal('PublicKeyCredential', undefined)
    expect(passkeyOptions([PASSKEY_CHAIN])).toHaveLength(2)
  })

  it('none outside a secure context', () => {
    vi.stubGlobal('isSecureContext', false)
    expect(passkeyOptions([PASSKEY_CHAIN])).toEqual([])
  })

  it.each(['http://127.0.0.1:4311/widget/', 'https://192.168.1.20/widget/', 'http://[::1]:4311/widget/'])(
    'none on an IP-address origin (%s), where WebAuthn refuses to run',
    (url) => {
      serveFrom(url)
      expect(passkeyOptions([PASSKEY_CHAIN])).toEqual([])
    },
  )

  it('both on a named local origin (wallet.localhost)', () => {
    serveFrom('http://wallet.localhost:4311/widget/')
    expect(passkeyOptions([PASSKEY_CHAIN])).toHaveLength(2)
  })
})

describe('mergeWalletOptions: the passkey wallet in the connect list', () => {
  const provider = { request: async () => null }
  const option = (source: WalletSource, name: string, rdns?: string): WalletOption => ({
    id: walletOptionId(source, rdns ? { name, rdns } : { name }),
    source,
    info: rdns ? { name, rdns } : { name },
    provider: async () => provider,
  })

  it('keeps both of its ways in, after the wallets in the iframe, before WalletConnect and the dev wallet; the host page’s wallets come after all of the widget’s own', () => {
    const merged = merge({
      injected: [option('injected', 'MetaMask', 'io.metamask')],
      host: [option('host', 'Rabby', 'io.rabby')],
      walletConnect: option('walletconnect', 'WalletConnect'),
      dev: option('dev', 'Dev wallet'),
      passkey: passkeyOptions([PASSKEY_CHAIN]),
    })
    expect(merged.map((o) => o.label ?? o.id)).toEqual([
      'injected:io.metamask',
      'connect.passkeyCreate',
      'connect.passkeyUse',
      'walletconnect:WalletConnect',
      'dev:Dev wallet',
      'host:io.rabby',
    ])
  })

  it.each([
    ['Passkey wallet', undefined],
    ['PASSKEY  Wallet', 'com.example.passkey'],
    ['Ｐａｓｓｋｅｙ ｗａｌｌｅｔ', undefined],
    // The buttons' own words, in every language: a host wallet could pass for one of them.
    ['Use my passkey', undefined],
    ['Create a passkey wallet', 'com.example.wallet'],
    ['Meinen Passkey verwenden', undefined],
    // Look-alike letters of other scripts (UTS #39 skeletons): Cyrillic р and а, a Greek ο, mathematical letters.
    ['раsskey', undefined],
    ['Pаsskey wallet', 'com.example.x'],
    ['𝐏𝐚𝐬𝐬𝐤𝐞𝐲', undefined],
  ])('drops a host-page wallet named %j: the host cannot put its own "Passkey wallet" in the list', (name, rdns) => {
    const merged = merge({
      injected: [],
      host: [option('host', name, rdns), option('host', 'Rabby', 'io.rabby')],
      passkey: passkeyOptions([PASSKEY_CHAIN]),
    })
    expect(merged.map((o) => o.source)).toEqual(['passkey', 'passkey', 'host'])
    expect(merged[2]!.info.name).toBe('Rabby')
  })

  it('drops a look-alike announced twice under one id (the second announcement skipped the name check once)', () => {
    const merged = merge({
      injected: [],
      host: [option('host', 'Passkey wallet'), option('host', 'Passkey wallet')],
      passkey: passkeyOptions([PASSKEY_CHAIN]),
    })
    expect(merged.map((o) => o.source)).toEqual(['passkey', 'passkey'])
  })
})

describe('mergeWalletOptions: a host-page wallet that looks like one of the widget’s own', () => {
  const provider = { request: async () => null }
  const option = (source: WalletSource, name: string): WalletOption => ({
    id: walletOptionId(source, { name }),
    source,
    info: { name },
    provider: async () => provider,
  })

  it.each(['WаlletConnect', 'Dеv wаllet', 'WalletСonnect'])('drops %j, which reads as an own option’s name', (name) => {
    const merged = merge({
      injected: [],
      host: [option('host', name)],
      walletConnect: option('walletconnect', 'WalletConnect'),
      dev: option('dev', 'Dev wallet'),
    })
    expect(merged.map((o) => o.source)).toEqual(['walletconnect', 'dev'])
  })

  it('keeps a host wallet whose name only shares letters with none of them, and a name in another script that imitates nothing', () => {
    const merged = merge({
      injected: [],
      host: [option('host', 'Rabby'), option('host', 'メタマスク')],
      walletConnect: option('walletconnect', 'WalletConnect'),
    })
    expect(merged.map((o) => o.info.name)).toEqual(['WalletConnect', 'Rabby', 'メタマスク'])
  })
})

describe('confusableSkeleton (UTS #39, the look-alikes of ASCII)', () => {
  it.each([
    ['раsskey', 'passkey'],
    ['𝐏𝐚𝐬𝐬𝐤𝐞𝐲', 'Passkey'],
    ['Rabby', 'Rabby'],
  ])('%j → %j', (text, skeleton) => {
    expect(confusableSkeleton(text)).toBe(skeleton)
  })
})

describe('nameAsRead', () => {
  /** The long way, for every name: what nameAsRead answers for non-ASCII names. */
  const longWay = (name: string) =>
    foldAsciiLookAlikes(
      confusableSkeleton(name.normalize('NFKC'))
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]/gu, ''),
    )

  it('reads printable ASCII the same way as the long way, character by character and in wallet names', () => {
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))
    for (const name of [
      ...ascii,
      ascii.join(''),
      'Dev wallet (anvil #0)',
      'WalletConnect',
      'MetaMask',
      'Rabby Wallet 2.0',
      'Phantorn',
      'C0inbase VVaI1et',
    ])
      expect(nameAsRead(name), JSON.stringify(name)).toBe(longWay(name))
  })

  it('folds look-alikes and compatibility forms outside ASCII', () => {
    expect(nameAsRead('WаlletConnect')).toBe('walletconnect') // Cyrillic а
    expect(nameAsRead('ＷａｌｌｅｔＣｏｎｎｅｃｔ')).toBe('walletconnect')
    expect(nameAsRead('Wallet Connect')).toBe(nameAsRead('WаlletConnect'))
  })

  it('relies on a table with no ASCII character to fold (the short way for ASCII is then exact)', () => {
    const points = [...CONFUSABLE_PROTOTYPES]
    for (let i = 0; i + 2 < points.length; i += 3) expect(points[i]!.codePointAt(0)).toBeGreaterThan(0x7e)
  })
})
