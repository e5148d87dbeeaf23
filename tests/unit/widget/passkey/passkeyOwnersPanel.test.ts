// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { encodeAbiParameters, type Hex } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainClient } from '../../../../widget/src/chain/chainClient'
import { en } from '../../../../widget/src/i18n/en'
import { passkeyEn } from '../../../../widget/src/i18n/passkey/en'
import { I18nContext, makeT } from '../../../../widget/src/i18n/useT'
import { PasskeyOwners } from '../../../../widget/src/passkey/screens/PasskeyOwners'
import { readOwners, removeSignerData } from '../../../../widget/src/passkey/accountOwners'
import type { PasskeyAccounts } from '../../../../widget/src/passkey/PasskeyAccounts'
import type { KnownPasskey } from '../../../../widget/src/passkey/passkeyKeyring'
import { passkeyOwners } from '../../../../widget/src/passkey/passkeyOwners'
import type { PasskeyWalletProvider } from '../../../../widget/src/passkey/passkeyWallet'
import { RecoveryWatch } from '../../../../widget/src/passkey/RecoveryWatch'
import { ACCOUNT } from '../../../support/sendFixtures'

/**
 * The owners panel lists every signer of the account (finding F4): one that is not a passkey (a 20-byte address, or
 * odd bytes a hostile recovery added) is shown in red as another kind of owner, with a Remove, and counts.
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const VERIFIER = `0x${'ab'.repeat(20)}` as const
const PASSKEY = `0x${'ab'.repeat(20)}${'cd'.repeat(64)}` as Hex
const KEY = `0x${'12'.repeat(20)}` as Hex
const ODD = '0xdeadbeef' as Hex
/** 84 bytes like a passkey, but the key is checked by a contract the attacker deployed, which says yes to anything. */
const ATTACKER_VERIFIER = `0x${'66'.repeat(20)}` as const
const FORGED = `${ATTACKER_VERIFIER}${'cd'.repeat(64)}` as Hex

/** The wallet's owners() on an account whose chain lists `listed`, with the deployment's verifier VERIFIER. */
function ownersOf(listed: Hex[], own?: Hex) {
  const request = vi.fn(async ({ method }: { method: string }) => {
    if (method === 'eth_getCode') return '0x6001'
    if (method === 'eth_call') return encodeAbiParameters([{ type: 'bytes[]' }], [listed])
    throw new Error(`unexpected ${method}`)
  })
  return passkeyOwners({
    connected: async () => ({ address: ACCOUNT }) as never,
    passkey: () => (own ? ({ publicKey: `0x${own.slice(42)}` } as KnownPasskey) : undefined),
    chain: () => ({}) as never,
    accounts: { verifier: async () => VERIFIER, client: () => ({ request }) } as unknown as PasskeyAccounts,
    ceremonies: {} as never,
    keyring: {} as never,
  }).owners()
}

describe('readOwners', () => {
  it('lists every signer the account has, not only 84-byte passkeys', async () => {
    const request = vi.fn(async ({ method }: { method: string }) => {
      if (method === 'eth_getCode') return '0x6001'
      if (method === 'eth_call') return encodeAbiParameters([{ type: 'bytes[]' }], [[PASSKEY, KEY, ODD]])
      throw new Error(`unexpected ${method}`)
    })
    const owners = await readOwners({ request } as unknown as ChainClient, ACCOUNT)
    expect(owners).toEqual([PASSKEY, KEY, ODD])
  })
})

describe("the passkey wallet's owners", () => {
  it("names a signer a passkey only if its verifier is the deployment's", async () => {
    expect(await ownersOf([PASSKEY, FORGED, KEY, ODD], PASSKEY)).toEqual([
      { signer: PASSKEY, current: true, kind: 'passkey' },
      { signer: FORGED, current: false, kind: 'unknownVerifier' },
      { signer: KEY, current: false, kind: 'other' },
      { signer: ODD, current: false, kind: 'other' },
    ])
  })
})

describe('PasskeyOwners', () => {
  let root: Root | undefined
  afterEach(async () => {
    await act(async () => root?.unmount())
    document.body.innerHTML = ''
  })

  async function render(owners: { signer: Hex; current: boolean; kind: 'passkey' | 'unknownVerifier' | 'other' }[]) {
    const wallet = {
      recovery: new RecoveryWatch(async () => ({ account: ACCOUNT, recovery: { delaySeconds: 0 } })),
      passkey: () => undefined,
      owners: async () => owners,
    } as unknown as PasskeyWalletProvider
    const requestFromWallet = vi.fn(async () => '0x')
    const container = document.body.appendChild(document.createElement('div'))
    root = createRoot(container)
    await act(async () =>
      root!.render(
        createElement(
          I18nContext.Provider,
          { value: makeT(en, 'en').with(passkeyEn) },
          createElement(PasskeyOwners, {
            wallet,
            account: ACCOUNT,
            approvals: { requestFromWallet },
            report: () => {},
          }),
        ),
      ),
    )
    await act(async () => {})
    return { container, requestFromWallet }
  }

  it('shows a non-passkey owner in red, shortened, counted, with a reviewed Remove', async () => {
    const { container, requestFromWallet } = await render([
      { signer: PASSKEY, current: true, kind: 'passkey' },
      { signer: KEY, current: false, kind: 'other' },
    ])
    const rows = [...container.querySelectorAll('[data-testid="passkey-owner"]')]
    expect(rows).toHaveLength(2)
    const foreign = rows[1]!
    expect(foreign.textContent).toContain('another kind of owner (not a passkey)')
    expect(foreign.textContent).toContain('0x121212…1212')
    expect(foreign.querySelector('.owner-foreign')).not.toBeNull()
    // Two owners: the panel never says this passkey is the only one.
    expect(container.querySelector('[data-testid="passkey-only-key"]')!.textContent).not.toContain('only')
    const remove = foreign.querySelector<HTMLButtonElement>('[data-testid="passkey-remove"]')!
    await act(async () => remove.click())
    expect(requestFromWallet).toHaveBeenCalledWith(removeSignerData(KEY))
  })

  it("shows a passkey-shaped owner whose verifier is not the deployment's in red, as an unknown kind of owner", async () => {
    const { container, requestFromWallet } = await render([
      { signer: PASSKEY, current: true, kind: 'passkey' },
      { signer: FORGED, current: false, kind: 'unknownVerifier' },
    ])
    const rows = [...container.querySelectorAll('[data-testid="passkey-owner"]')]
    expect(rows[0]!.textContent).toContain('Passkey …cdcdcdcd (this one)')
    const forged = rows[1]!
    expect(forged.textContent).not.toMatch(/^Passkey/)
    expect(forged.textContent).toContain('an unknown kind of owner')
    expect(forged.textContent).toContain(ATTACKER_VERIFIER)
    expect(forged.querySelector('.owner-foreign')).not.toBeNull()
    expect(container.querySelector('[data-testid="passkey-only-key"]')!.textContent).toContain(
      'not all of them passkeys',
    )
    await act(async () => forged.querySelector<HTMLButtonElement>('[data-testid="passkey-remove"]')!.click())
    expect(requestFromWallet).toHaveBeenCalledWith(removeSignerData(FORGED))
  })
})
