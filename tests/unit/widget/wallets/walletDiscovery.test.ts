import { describe, expect, it } from 'vitest'
import { asciiNameAsRead } from '../../../../protocol/asciiNameAsRead'
import { nameAsRead } from '../../../../protocol/confusableSkeleton'
import { mergeWalletOptions } from '../../../../widget/src/wallets/mergeWalletOptions'
import type { WalletOption, WalletSource } from '../../../../widget/src/wallets/walletOption'
import { readAnnouncement } from '../../../../widget/src/wallets/watchInjectedWallets'

/** The wallet catalog's merge: every name read, look-alikes folded. */
const merge = (groups: Parameters<typeof mergeWalletOptions>[0]) => mergeWalletOptions(groups, nameAsRead)

const provider = { request: async () => null }
const option = (source: WalletSource, name: string, rdns?: string): WalletOption => ({
  id: `${source}:${rdns ?? name}`,
  source,
  info: rdns ? { name, rdns } : { name },
  provider: async () => provider,
})

describe('mergeWalletOptions', () => {
  it('offers a wallet found in the iframe and on the host page once, from the iframe', () => {
    const merged = merge({
      injected: [option('injected', 'MetaMask', 'io.metamask')],
      host: [option('host', 'MetaMask', 'io.metamask'), option('host', 'Rabby', 'io.rabby')],
    })
    expect(merged.map((o) => o.id)).toEqual(['injected:io.metamask', 'host:io.rabby'])
  })

  it('offers the legacy window.ethereum only when nothing announced itself in the iframe', () => {
    const legacy = option('legacy', 'Browser wallet')
    expect(merge({ injected: [], legacy, host: [] }).map((o) => o.id)).toEqual(['legacy:Browser wallet'])
    expect(merge({ injected: [option('injected', 'A', 'a.a')], legacy, host: [] }).map((o) => o.id)).toEqual([
      'injected:a.a',
    ])
  })

  it('puts the dev wallet last of the widget’s own options, and the host page’s wallets after all of them', () => {
    const merged = merge({ injected: [], host: [option('host', 'H', 'h.h')], dev: option('dev', 'Dev') })
    expect(merged.map((o) => o.source)).toEqual(['dev', 'host'])
  })

  it("never lets a host-page wallet replace or imitate the widget's own options", () => {
    const walletConnect = option('walletconnect', 'WalletConnect')
    const dev = option('dev', 'Dev wallet (anvil #0)')
    const merged = merge({
      injected: [option('injected', 'Frame Wallet', 'dev.test.frame')],
      host: [
        option('host', ' walletconnect ', 'com.walletconnect'),
        option('host', 'DEV WALLET (ANVIL #0)'),
        option('host', 'Wallet\u2800Connect', 'dev.test.blank'),
        option('host', 'ＷａｌｌｅｔＣｏｎｎｅｃｔ', 'dev.test.fullwidth'),
        option('host', 'Frame Wallet look-alike', 'dev.test.frame'),
        option('host', 'Real Host Wallet', 'dev.test.host'),
        option('host', 'Real Host Wallet', 'dev.test.other'),
      ],
      walletConnect,
      dev,
    })
    expect(merged.map((o) => o.id)).toEqual([
      'injected:dev.test.frame',
      'walletconnect:WalletConnect',
      'dev:Dev wallet (anvil #0)',
      'host:dev.test.host',
    ])
  })

  it('reads ASCII look-alikes as the letters they imitate (rn/m, 0/O, l/I/1, vv/w, cl/d)', () => {
    const same = [
      ['Phantorn', 'Phantom'],
      ['C0inbase Wallet', 'Coinbase Wallet'],
      ['CoinbaseWaIIet', 'Coinbase Wallet'],
      ['Coinbase Wa1let', 'Coinbase Wallet'],
      ['Coin|base', 'Coinbase'],
      ['VVallet Connect', 'WalletConnect'],
      ['Rabby vvallet', 'Rabby wallet'],
      ['Metamask C1oud', 'Metamask Cloud'],
      ['C1oud', 'Cloud'],
      ['Clev wallet', 'Dev wallet'],
      ['Phаntorn', 'Phantom'], // Cyrillic а and rn: the table, then the ASCII fold
      ['ＰｈａｎｔｏｒｎWallet', 'Phantom Wallet'],
    ]
    for (const [lookAlike, real] of same) {
      expect(nameAsRead(lookAlike!), `${lookAlike} / ${real}`).toBe(nameAsRead(real!))
      if (asciiNameAsRead(lookAlike!) !== undefined)
        expect(asciiNameAsRead(lookAlike!), lookAlike).toBe(asciiNameAsRead(real!))
    }
    // Names that do not look alike stay apart.
    for (const [one, other] of [
      ['Phantom', 'Phantasm'],
      ['Rabby', 'Robby'],
      ['Wallet 2', 'Wallet 3'],
    ])
      expect(nameAsRead(one!)).not.toBe(nameAsRead(other!))
  })

  it('drops a host-page wallet named with ASCII look-alikes of an own option or of another host wallet', () => {
    const merged = merge({
      injected: [
        option('injected', 'Coinbase Wallet', 'com.coinbase.wallet'),
        option('injected', 'Phantom', 'app.phantom'),
      ],
      host: [
        option('host', 'C0inbase Wallet', 'dev.test.c0inbase'),
        option('host', 'Phantorn', 'dev.test.phantorn'),
        option('host', 'Rabby Wallet', 'io.rabby'),
        option('host', 'Rabby VVaIIet', 'dev.test.rabby'),
      ],
      walletConnect: option('walletconnect', 'WalletConnect'),
    })
    expect(merged.map((o) => o.id)).toEqual([
      'injected:com.coinbase.wallet',
      'injected:app.phantom',
      'walletconnect:WalletConnect',
      'host:io.rabby',
    ])
    // The shell's list, reading ASCII alone, gives the same answer.
    expect(
      mergeWalletOptions(
        {
          injected: [option('injected', 'Coinbase Wallet', 'com.coinbase.wallet')],
          host: [option('host', 'C0inbase Wallet', 'dev.test.c0inbase'), option('host', 'Phantorn', 'dev.test.p')],
          passkey: [],
        },
        asciiNameAsRead,
      ).map((o) => o.id),
    ).toEqual(['injected:com.coinbase.wallet', 'host:dev.test.p'])
  })

  it('keeps two wallets without rdns but different names', () => {
    const merged = merge({ injected: [option('injected', 'One'), option('injected', 'Two')], host: [] })
    expect(merged).toHaveLength(2)
  })
})

describe("mergeWalletOptions with the shell's reader (ASCII alone, before the look-alike table)", () => {
  const groups = {
    injected: [option('injected', 'Rabby', 'io.rabby'), option('injected', 'MеtaMask', 'io.fake')], // Cyrillic е
    host: [],
    walletConnect: option('walletconnect', 'WalletConnect'),
    dev: option('dev', 'Dev wallet (anvil #0)'),
  }

  it('holds back a wallet whose name only the table reads, and lists the rest in the same order', () => {
    expect(mergeWalletOptions(groups, asciiNameAsRead).map((o) => o.id)).toEqual([
      'injected:io.rabby',
      'walletconnect:WalletConnect',
      'dev:Dev wallet (anvil #0)',
    ])
    // The wallet's list, which reads every name, shows it where it belongs.
    expect(merge(groups).map((o) => o.id)).toEqual([
      'injected:io.rabby',
      'injected:io.fake',
      'walletconnect:WalletConnect',
      'dev:Dev wallet (anvil #0)',
    ])
  })

  it('reads ASCII names as the table does, and no other name', () => {
    for (const name of [
      'MetaMask',
      'Wallet Connect',
      'Dev wallet (anvil #0)',
      'Use my passkey',
      '',
      'Phantorn',
      'C0in|1VV',
    ])
      expect(asciiNameAsRead(name), name).toBe(nameAsRead(name))
    for (const name of ['MеtaMask', 'ＷａｌｌｅｔＣｏｎｎｅｃｔ', 'Wallet\u200b', 'Ünïcode'])
      expect(asciiNameAsRead(name), name).toBeUndefined()
  })
})

describe('readAnnouncement (EIP-6963)', () => {
  const info = {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Wallet',
    rdns: 'com.example',
    icon: 'data:image/svg+xml,<svg/>',
  }

  it('reads a valid announcement', () => {
    const read = readAnnouncement({ info, provider })
    expect(read?.uuid).toBe(info.uuid)
    expect(read?.option).toMatchObject({
      id: 'injected:com.example',
      source: 'injected',
      info: { name: 'Wallet', rdns: 'com.example', icon: info.icon },
    })
  })

  it.each([
    ['no provider', { info }],
    ['a provider without request', { info, provider: {} }],
    ['no name', { info: { ...info, name: '' }, provider }],
    ['an absurdly long name', { info: { ...info, name: 'x'.repeat(500) }, provider }],
    ['info that is not a plain object', { info: 'MetaMask', provider }],
  ])('ignores an announcement with %s', (_, detail) => {
    expect(readAnnouncement(detail)).toBeUndefined()
  })

  it('drops an icon that is not a data: image (it would load from anywhere) and a malformed rdns', () => {
    const read = readAnnouncement({
      info: { ...info, icon: 'https://tracker.example/pixel.png', rdns: 'not a domain!' },
      provider,
    })
    expect(read?.option.info).toEqual({ name: 'Wallet' })
  })
})
