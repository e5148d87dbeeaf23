import { afterEach, describe, expect, it, vi } from 'vitest'
import { knownFactoryParts, PASSKEY_CONTRACTS } from '../../../../protocol/passkeyContracts'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import type { ChainConfig } from '../../../../protocol/config'

const ATTACKER_VERIFIER = '0x00000000000000000000000000000000000bad01'
const readContract = vi.hoisted(() => vi.fn())
vi.mock('viem/actions', async (original) => ({ ...(await original<object>()), readContract }))

const { PasskeyAccounts } = await import('../../../../widget/src/passkey/PasskeyAccounts')

const chainWith = (factory: `0x${string}`) =>
  ({
    id: 31337,
    name: 'x',
    rpcUrls: ['http://127.0.0.1:1'],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    passkeyWallet: { factory, entryPoint: PASSKEY_CONTRACTS.entryPoint, bundlerUrl: 'http://127.0.0.1:2' },
  }) as unknown as ChainConfig

afterEach(() => readContract.mockReset())

describe('the passkey contracts every deployment shares', () => {
  it('are the devchain stack: one set of constants', () => {
    expect(PASSKEY_STACK).toMatchObject(PASSKEY_CONTRACTS)
  })

  it("the deployment's factory's parts are known, in any letter case; another factory's are not", () => {
    expect(knownFactoryParts(PASSKEY_CONTRACTS.factory.toLowerCase() as `0x${string}`)).toEqual({
      webAuthnVerifier: PASSKEY_CONTRACTS.webAuthnVerifier,
      accountImplementation: PASSKEY_CONTRACTS.accountImplementation,
    })
    expect(knownFactoryParts('0x1111111111111111111111111111111111111111')).toBeUndefined()
  })

  it("an RPC that names an accept-all verifier for the deployment's factory is not asked: every owner names the real one", async () => {
    readContract.mockResolvedValue(ATTACKER_VERIFIER)
    const accounts = new PasskeyAccounts(async () => {
      throw new Error('no ceremony here')
    })
    expect(await accounts.verifier(chainWith(PASSKEY_CONTRACTS.factory))).toBe(PASSKEY_CONTRACTS.webAuthnVerifier)
    expect(readContract).not.toHaveBeenCalled()
    // An operator's own factory: its verifier can only come from the chain.
    expect(await accounts.verifier(chainWith('0x1111111111111111111111111111111111111111'))).toBe(ATTACKER_VERIFIER)
    expect(readContract).toHaveBeenCalledOnce()
  })
})
