import { describe, expect, it } from 'vitest'
import { atomicWallet } from '../../support/atomicWallet'
import {
  capabilitiesOf,
  keyMayChoose,
  walletOf,
  WALLET_CAPABILITIES,
} from '../../../../widget/src/wallets/walletCapabilities'

describe('the wallet contract: capabilities as data, by wallet source', () => {
  it('reads the source from an option id; an unknown source is a plain wallet', () => {
    expect(capabilitiesOf('host:io.metamask').reach).toBe('host')
    expect(capabilitiesOf('walletconnect').reach).toBe('phone')
    expect(capabilitiesOf('passkey').account).toBe('smart')
    expect(capabilitiesOf('__proto__:x')).toEqual(WALLET_CAPABILITIES.injected)
    expect(capabilitiesOf('nonsense')).toEqual(WALLET_CAPABILITIES.injected)
  })

  it('only the passkey wallet executes batches all or nothing, whatever methods another provider has', () => {
    // An injected wallet that happens to have sendCalls and quoteCalls is not taken for an atomic one.
    const lookalike = atomicWallet()
    expect(walletOf('injected:evil.example', lookalike).batches).toBeUndefined()
    expect(walletOf('host:evil.example', lookalike).capabilities.atomicBatches).toBe(false)
    expect(walletOf('passkey', lookalike).batches).toBe(lookalike)
  })

  it('a passkey row whose provider cannot execute batches gets no executor (the contract is not trusted blindly)', () => {
    const plain = { request: async () => null }
    expect(walletOf('passkey', plain).batches).toBeUndefined()
    expect(walletOf('passkey', plain).capabilities.atomicBatches).toBe(false)
  })

  it("only wallets that ask the visitor themselves, out of the host page's reach, connect without the secure window", () => {
    const asksItself = Object.entries(WALLET_CAPABILITIES)
      .filter(([, row]) => row.asksOnConnect)
      .map(([source]) => source)
    // The phone, the browser's passkey dialog, and the host's own wallet (the host has its address already).
    expect(asksItself.sort()).toEqual(['host', 'passkey', 'walletconnect'])
    // An unknown source is a plain wallet: it answers at once as far as the widget knows.
    expect(capabilitiesOf('nonsense').asksOnConnect).toBe(false)
  })

  it('a key with no pointer behind it may choose no wallet that could connect unasked: not the passkey wallet (its dialog names the widget), not WalletConnect (a live session answers at once)', () => {
    const keyMay = Object.entries(WALLET_CAPABILITIES)
      .filter(([, row]) => keyMayChoose(row))
      .map(([source]) => source)
    expect(keyMay.sort()).toEqual(['dev', 'host', 'injected', 'legacy'])
    expect(keyMayChoose(capabilitiesOf('nonsense'))).toBe(true)
  })
})
