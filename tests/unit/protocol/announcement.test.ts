import { describe, expect, it } from 'vitest'
import { parseAnnouncement } from '../../../protocol/parseWalletInfo'

/** The one reading of an EIP-6963 announcement, used in the iframe (watchInjectedWallets) and on the host page (hostAgent). */
describe('parseAnnouncement (EIP-6963)', () => {
  const provider = { request: async () => null }
  const info = {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Wallet',
    rdns: 'com.example',
    icon: 'data:image/svg+xml,<svg/>',
  }

  it('reads a valid announcement, frozen as wallets send it, keeping the provider itself', () => {
    const read = parseAnnouncement<typeof provider>(Object.freeze({ info: Object.freeze({ ...info }), provider }))
    expect(read).toStrictEqual({
      uuid: info.uuid,
      info: { name: 'Wallet', rdns: 'com.example', icon: info.icon },
      provider,
    })
    expect(read?.provider).toBe(provider)
  })

  it('takes only name, rdns and icon from info, and drops a bad icon or rdns but keeps the wallet', () => {
    const read = parseAnnouncement({
      info: { ...info, icon: 'https://tracker.example/pixel.png', rdns: 'a b', onclick: 'x' },
      provider,
    })
    expect(read?.info).toStrictEqual({ name: 'Wallet' })
  })

  class Info {
    uuid = info.uuid
    name = 'Wallet'
  }
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'MetaMask'],
    ['a number', 6963],
    ['no provider', { info }],
    ['a null provider', { info, provider: null }],
    ['a provider without request', { info, provider: {} }],
    ['a provider whose request is a string', { info, provider: { request: 'eth_accounts' } }],
    ['no info', { provider }],
    ['info that is a string', { info: 'MetaMask', provider }],
    ['info that is an array', { info: [info], provider }],
    ['info that is a class instance', { info: new Info(), provider }],
    ['info inherited, not own', { info: Object.create(info) as object, provider }],
    ['no uuid', { info: { name: 'Wallet' }, provider }],
    ['an empty name', { info: { ...info, name: '' }, provider }],
    ['a name of 500 characters', { info: { ...info, name: 'x'.repeat(500) }, provider }],
    ['a name with a right-to-left override', { info: { ...info, name: 'Meta\u202eksaM' }, provider }],
    ['a name with a line break', { info: { ...info, name: 'Wallet\nConnect' }, provider }],
  ])('ignores %s', (_, detail) => {
    expect(parseAnnouncement(detail)).toBeUndefined()
  })
})
