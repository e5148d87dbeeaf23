import { describe, expect, it } from 'vitest'
import { parseHostWalletAnnouncements, parseWalletInfo } from '../../../protocol/parseWalletInfo'

const uuid = '350670db-19fa-4704-a166-e52e178b59d2'
const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const valid = { uuid, name: 'Rabby Wallet', rdns: 'io.rabby', icon }

describe('parseWalletInfo: name', () => {
  it('reads a valid announcement', () => {
    expect(parseWalletInfo(valid)).toEqual({ uuid, info: { name: 'Rabby Wallet', rdns: 'io.rabby', icon } })
  })

  it('keeps a 100-character name and a name in another script', () => {
    expect(parseWalletInfo({ uuid, name: 'w'.repeat(100) })?.info.name).toBe('w'.repeat(100))
    expect(parseWalletInfo({ uuid, name: 'Кошелёк 钱包 محفظة' })?.info.name).toBe('Кошелёк 钱包 محفظة')
  })

  it.each([
    ['an object', { toString: () => 'MetaMask' }],
    ['an array', ['MetaMask']],
    ['a number', 42],
    ['null', null],
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   \t '],
    ['101 characters', 'w'.repeat(101)],
    ['10,000 characters', 'MetaMask '.repeat(1200)],
  ])('rejects a name that is %s', (_, name) => {
    expect(parseWalletInfo({ ...valid, name })).toBeUndefined()
  })

  it.each([
    ['U+202E right-to-left override', 'Meta\u202eksaM'],
    ['U+202A left-to-right embedding', '\u202aMetaMask'],
    ['U+2066 left-to-right isolate', 'MetaMask\u2066'],
    ['U+200B zero-width space', 'Meta\u200bMask'],
    ['U+200C zero-width non-joiner', 'Meta\u200cMask'],
    ['U+200D zero-width joiner', 'Meta\u200dMask'],
    ['U+2060 word joiner', 'Meta\u2060Mask'],
    ['U+FEFF byte order mark', '\ufeffMetaMask'],
    ['U+00AD soft hyphen', 'Meta\u00adMask'],
    ['U+061C Arabic letter mark', 'Meta\u061cMask'],
    ['a newline', 'MetaMask\nConnect'],
    ['a NUL', 'MetaMask\u0000'],
    ['U+0085 next line (C1)', 'MetaMask\u0085'],
    ['U+007F delete', 'MetaMask\u007f'],
  ])('rejects a name with %s', (_, name) => {
    expect(parseWalletInfo({ ...valid, name })).toBeUndefined()
  })

  /*
   * Hidden or blank-looking too: the review marks every one of them (protocol/hiddenCharacters.ts is
   * the one list both use), so a wallet name holding one is refused.
   */
  it.each([
    ['U+2028 line separator', 'MetaMask\u2028Connect'],
    ['U+2029 paragraph separator', 'MetaMask\u2029'],
    ['U+206A..U+206F deprecated format characters', 'Meta\u206aMask'],
    ['U+180E Mongolian vowel separator', 'Meta\u180eMask'],
    ['U+034F combining grapheme joiner', 'Meta\u034fMask'],
    ['Unicode tag characters (U+E0041)', 'MetaMask\u{E0041}\u{E0042}'],
    ['a name of Hangul fillers only (U+3164), which looks blank', '\u3164\u3164'],
    ['U+FFA0 halfwidth Hangul filler', '\uffa0'],
    ['U+115F Hangul choseong filler', '\u115f'],
    ['U+FFF9 interlinear annotation anchor', 'Meta\ufff9Mask'],
    ['a lone surrogate', 'Meta\ud800Mask'],
  ])('rejects a name with %s, as the review does', (_, name) => {
    expect(parseWalletInfo({ ...valid, name })).toBeUndefined()
  })
})

describe('parseWalletInfo: uuid, icon, rdns', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a number', 1],
    ['an object', { id: uuid }],
    ['101 characters', 'u'.repeat(101)],
  ])('rejects a uuid that is %s', (_, bad) => {
    expect(parseWalletInfo({ ...valid, uuid: bad })).toBeUndefined()
  })

  it.each([
    ['an https URL (it would load from anywhere)', 'https://tracker.example/pixel.png'],
    ['an http URL', 'http://tracker.example/pixel.png'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL that is not an image', 'data:text/html,<script>alert(1)</script>'],
    ['a DATA:IMAGE/ in upper case', 'DATA:IMAGE/PNG;base64,AAAA'],
    ['data:image/ with leading space', ' data:image/png;base64,AAAA'],
    ['an object', { src: icon }],
    ['over 100,000 characters', 'data:image/png;base64,' + 'A'.repeat(100_000)],
  ])('drops an icon that is %s, keeping the wallet', (_, bad) => {
    const parsed = parseWalletInfo({ ...valid, icon: bad })
    expect(parsed).toEqual({ uuid, info: { name: 'Rabby Wallet', rdns: 'io.rabby' } })
  })

  it('keeps a data:image/ icon of exactly 100,000 characters', () => {
    const big = 'data:image/png;base64,' + 'A'.repeat(100_000 - 22)
    expect(parseWalletInfo({ ...valid, icon: big })?.info.icon).toBe(big)
  })

  it.each([['io.metamask'], ['com.coinbase.wallet'], ['a-b.c-d'], ['IO.RABBY']])('keeps the rdns %j', (rdns) => {
    expect(parseWalletInfo({ ...valid, rdns })?.info.rdns).toBe(rdns)
  })

  it.each([
    ['spaces', 'not a domain!'],
    ['a slash', 'io.metamask/evil'],
    ['a right-to-left override', 'io.\u202emetamask'],
    ['an empty string', ''],
    ['over 100 characters', 'a.'.repeat(51)],
    ['a number', 42],
    ['an object', { rdns: 'io.metamask' }],
  ])('drops an rdns with %s, keeping the wallet', (_, rdns) => {
    const parsed = parseWalletInfo({ ...valid, rdns })
    expect(parsed?.info).toEqual({ name: 'Rabby Wallet', icon })
  })

  it.each([
    ['null', null],
    ['a string', 'Rabby'],
    ['an array', [valid]],
    [
      'a class instance',
      new (class {
        uuid = uuid
        name = 'Rabby'
      })(),
    ],
  ])('rejects info that is %s', (_, raw) => {
    expect(parseWalletInfo(raw)).toBeUndefined()
  })

  it('copies only name, rdns and icon: no other field rides along', () => {
    const parsed = parseWalletInfo({ ...valid, provider: { request: () => 1 }, onclick: 'x', html: '<img>' })
    expect(parsed).toEqual({ uuid, info: { name: 'Rabby Wallet', rdns: 'io.rabby', icon } })
  })
})

describe('parseHostWalletAnnouncements (the host agent\u2019s discover answer)', () => {
  const entry = (id: string, name = `Wallet ${id}`) => ({ id, info: { uuid: 'ignored', name, rdns: `com.w${id}` } })

  it('reads valid entries, with id as the uuid', () => {
    expect(parseHostWalletAnnouncements([entry('a'), entry('b')])).toEqual([
      { id: 'a', info: { name: 'Wallet a', rdns: 'com.wa' } },
      { id: 'b', info: { name: 'Wallet b', rdns: 'com.wb' } },
    ])
  })

  it('drops malformed entries and keeps the rest in order', () => {
    const parsed = parseHostWalletAnnouncements([
      null,
      'MetaMask',
      42,
      [entry('x')],
      { id: 'no-info' },
      { id: 7, info: { name: 'Numeric id' } },
      { info: { name: 'No id', uuid: 'u' } },
      { id: 'bad-name', info: { name: { toString: () => 'MetaMask' } } },
      { id: 'rlo', info: { name: 'Meta\u202eMask' } },
      { id: 'info-array', info: ['MetaMask'] },
      entry('ok'),
      { id: 'long', info: { name: 'n'.repeat(101) } },
      entry('ok2'),
    ])
    expect(parsed.map((wallet) => wallet.id)).toEqual(['ok', 'ok2'])
  })

  it('takes the uuid from id, never from info.uuid', () => {
    expect(parseHostWalletAnnouncements([{ id: 'real', info: { uuid: 'spoofed', name: 'W' } }])).toEqual([
      { id: 'real', info: { name: 'W' } },
    ])
    expect(parseHostWalletAnnouncements([{ info: { uuid: 'spoofed', name: 'W' } }])).toEqual([])
  })

  it('reads at most 50 entries', () => {
    const many = Array.from({ length: 500 }, (_, i) => entry(String(i)))
    const parsed = parseHostWalletAnnouncements(many)
    expect(parsed).toHaveLength(50)
    expect(parsed.at(-1)?.id).toBe('49')
  })

  it('counts malformed entries toward the 50: a valid 51st entry is not read', () => {
    const junk = Array.from({ length: 50 }, () => ({ id: 1 }))
    expect(parseHostWalletAnnouncements([...junk, entry('late')])).toEqual([])
  })

  it('ignores __proto__ keys (own keys, as JSON.parse and structured clone make them)', () => {
    const raw = JSON.parse(
      '[{"__proto__":{"id":"proto-id","info":{"name":"Proto"}}},' +
        '{"id":"w","info":{"__proto__":{"name":"Hidden","rdns":"io.evil","icon":"data:image/png;base64,AA"}}},' +
        '{"id":"v","info":{"name":"Visible","__proto__":{"icon":"data:image/png;base64,AA","rdns":"io.evil"}}}]',
    )
    const parsed = parseHostWalletAnnouncements(raw)
    expect(parsed).toEqual([{ id: 'v', info: { name: 'Visible' } }])
    expect(({} as Record<string, unknown>).name).toBeUndefined()
    expect(({} as Record<string, unknown>).rdns).toBeUndefined()
  })

  it('does not read fields inherited from a prototype', () => {
    const info = Object.create({ name: 'Inherited' }) as object
    expect(parseHostWalletAnnouncements([{ id: 'p', info }])).toEqual([])
    expect(
      parseHostWalletAnnouncements([Object.assign(Object.create({ id: 'inh' }) as object, { info: { name: 'W' } })]),
    ).toEqual([])
  })

  const cyclic: Record<string, unknown> = { id: 'c' }
  cyclic.info = cyclic
  const sparse: unknown[] = []
  sparse.length = 1_000_000
  sparse[3] = entry('sparse')
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'wallets'],
    ['a number', 0],
    ['an object', { 0: entry('a'), length: 1 }],
    [
      'an array of nested junk',
      [
        [[[]]],
        { id: { id: 'x' } },
        { id: 'y', info: { name: ['x'] } },
        { id: 'z', info: null },
        Symbol('w'),
        () => 1,
        10n,
      ],
    ],
    ['a cyclic entry', [cyclic]],
    ['a huge sparse array', sparse],
  ])('never throws for %s', (_, raw) => {
    expect(() => parseHostWalletAnnouncements(raw)).not.toThrow()
    expect(Array.isArray(parseHostWalletAnnouncements(raw))).toBe(true)
  })

  it('reads what it can of junk: the cyclic entry has no name, the sparse array its one entry', () => {
    expect(parseHostWalletAnnouncements([cyclic])).toEqual([])
    expect(parseHostWalletAnnouncements(sparse)).toEqual([
      { id: 'sparse', info: { name: 'Wallet sparse', rdns: 'com.wsparse' } },
    ])
  })
})

describe('parseAgentResponse: what a hostile host may answer on the agent channel', () => {
  it('keeps a well-formed answer and reads nothing inherited', async () => {
    const { parseAgentResponse } = await import('../../../protocol/parseAgentResponse')
    expect(parseAgentResponse({ ok: true, value: ['0x1'] })).toEqual({ ok: true, value: ['0x1'] })
    expect(parseAgentResponse({ ok: false, error: { code: 4001, message: 'User rejected' } })).toEqual({
      ok: false,
      error: { code: 4001, message: 'User rejected' },
    })
    expect(parseAgentResponse(Object.create({ ok: true, value: 1 }))).toMatchObject({ ok: false })
  })

  it('turns anything else into an error with a short, visible message', async () => {
    const { parseAgentResponse } = await import('../../../protocol/parseAgentResponse')
    for (const raw of [undefined, null, 'ok', [], { ok: 'true' }, { ok: false }, { ok: false, error: 'no' }]) {
      expect(parseAgentResponse(raw)).toEqual({
        ok: false,
        error: { code: -32603, message: 'malformed answer from the host page' },
      })
    }
    const long = parseAgentResponse({ ok: false, error: { code: 1.5, message: 'Send to\u202e 0xdead '.repeat(100) } })
    expect(long.ok === false && long.error.code).toBe(-32603)
    expect(long.ok === false && long.error.message.length).toBe(200)
    expect(long.ok === false && long.error.message).not.toMatch(/\u202e/)
    expect(parseAgentResponse({ ok: false, error: { code: 4001, message: { toString: 'x' } } })).toEqual({
      ok: false,
      error: { code: 4001, message: 'wallet error' },
    })
  })
})
