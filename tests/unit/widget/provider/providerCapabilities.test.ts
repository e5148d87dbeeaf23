import { PERMISSION_TYPES } from '../../../../protocol/parsePermissionRequest'
import { testWallet } from '../../support/testWallet'
import { describe, expect, it, vi } from 'vitest'
import type { ChainConfig } from '../../../../protocol/config'
import type { State } from '../../../../protocol/types'
import { handleProviderRequest, type ProviderContext } from '../../../../widget/src/provider/handleProviderRequest'
import type { Eip1193Provider } from '../../../../widget/src/wallets/eip1193'
import { walletOf } from '../../../../widget/src/wallets/walletCapabilities'
import { atomicWallet } from '../../support/atomicWallet'
import { ACCOUNT, CHAIN, RECIPIENT } from '../../../support/sendFixtures'

/** Anvil, where the operator configured a passkey wallet, and Base, where it did not. */
const PASSKEY_CHAIN: ChainConfig = {
  ...CHAIN,
  passkeyWallet: {
    factory: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
    entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    bundlerUrl: 'https://bundler.example',
  },
}
const PLAIN_CHAIN: ChainConfig = { ...CHAIN, id: 8453, name: 'Base' }

/** What handle.provider answers for the host, with `wallet` connected (undefined: nothing connected). */
function providerWith(
  wallet: Eip1193Provider | undefined,
  chains: ChainConfig[] = [PASSKEY_CHAIN, PLAIN_CHAIN],
  source?: string,
) {
  const state: State = wallet ? { status: 'connected', address: ACCOUNT, chainId: 31337 } : { status: 'disconnected' }
  const context: ProviderContext = {
    chains,
    hostOrigin: 'https://shop.example',
    connection: {
      getState: () => state,
      requestConnect: vi.fn(),
      switchWalletChain: vi.fn(),
      disconnect: vi.fn(),
      connectedWallet: () =>
        wallet
          ? {
              address: ACCOUNT,
              chainId: 31337,
              walletName: 'Wallet',
              ...(source ? walletOf(source, wallet) : testWallet(wallet)),
            }
          : undefined,
    },
    approvals: { request: vi.fn(), requestFromWallet: vi.fn() },
    calls: { status: vi.fn(), show: vi.fn() },
    hostReads: { request: vi.fn(), spend: vi.fn() },
    clients: { get: vi.fn() },
    balances: { whenLoaded: vi.fn(async () => {}), getSnapshot: vi.fn(() => ({ chains: [] })) },
  }
  return (params?: unknown) => handleProviderRequest(context, { method: 'wallet_getCapabilities', params })
}

const plainWallet = { request: async () => null }
/** ERC-7715's capability: where the connected wallet enforces permissions on chain (the passkey account). */
const PERMISSIONS_ON = { supported: true, signerTypes: ['account'], permissionTypes: [...PERMISSION_TYPES] }
const PERMISSIONS_OFF = { supported: false, signerTypes: [], permissionTypes: [] }

describe('wallet_getCapabilities: atomic batches, chain by chain', () => {
  it('an atomic wallet (the passkey wallet): supported on the chains that configure it, unsupported on the others', async () => {
    expect(await providerWith(atomicWallet())([ACCOUNT])).toEqual({
      '0x7a69': {
        atomic: { status: 'supported' },
        paymasterService: { supported: true },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: PERMISSIONS_ON,
      },
      '0x2105': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: PERMISSIONS_OFF,
      },
    })
  })

  it('a wallet that sends plain transactions: unsupported everywhere, the passkey chain too', async () => {
    expect(await providerWith(plainWallet)([ACCOUNT])).toEqual({
      '0x7a69': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: PERMISSIONS_OFF,
      },
      '0x2105': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: PERMISSIONS_OFF,
      },
    })
  })

  it('an atomic wallet on a mount with no passkey chain: unsupported everywhere', async () => {
    expect(await providerWith(atomicWallet(), [{ ...CHAIN }, PLAIN_CHAIN])()).toEqual({
      '0x7a69': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: PERMISSIONS_OFF,
      },
      '0x2105': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: PERMISSIONS_OFF,
      },
    })
  })

  it('only the chains asked for, when the dapp names them', async () => {
    expect(await providerWith(atomicWallet())([ACCOUNT, ['0x7a69']])).toEqual({
      '0x7a69': {
        atomic: { status: 'supported' },
        paymasterService: { supported: true },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: PERMISSIONS_ON,
      },
    })
    expect(await providerWith(atomicWallet())([ACCOUNT, ['0x2105']])).toEqual({
      '0x2105': {
        atomic: { status: 'unsupported' },
        paymasterService: { supported: false },
        assetDiscovery: { supported: true },
        dataSuffix: { supported: true },
        permissions: PERMISSIONS_OFF,
      },
    })
  })

  it('for the connected account only, and only once one is connected (4100)', async () => {
    await expect(providerWith(atomicWallet())([RECIPIENT])).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
      rpcCode: 4100,
    })
    await expect(providerWith(undefined)([ACCOUNT])).rejects.toMatchObject({ code: 'NOT_CONNECTED', rpcCode: 4100 })
  })
})

describe('wallet_getCapabilities: paymasterService (ERC-7677), per connected wallet', () => {
  it.each(['injected:io.metamask', 'legacy', 'host:io.rabby', 'walletconnect', 'dev'])(
    '%s pays its own fees: paymasterService unsupported on every chain, the passkey chain too',
    async (source) => {
      const answer = (await providerWith(plainWallet, undefined, source)([ACCOUNT])) as Record<
        string,
        { paymasterService: { supported: boolean } }
      >
      expect(Object.values(answer).map((chain) => chain.paymasterService)).toEqual([
        { supported: false },
        { supported: false },
      ])
    },
  )

  it('the passkey wallet: supported where the chain configures it, not elsewhere', async () => {
    const answer = (await providerWith(atomicWallet(), undefined, 'passkey')([ACCOUNT])) as Record<string, unknown>
    expect(answer).toMatchObject({
      '0x7a69': { paymasterService: { supported: true } },
      '0x2105': { paymasterService: { supported: false } },
    })
  })

  it('a passkey-like provider from another source (a wallet claiming sendCalls) is not trusted with it', async () => {
    const answer = (await providerWith(atomicWallet(), undefined, 'injected:evil')([ACCOUNT])) as Record<
      string,
      { paymasterService: { supported: boolean } }
    >
    expect(answer['0x7a69']!.paymasterService).toEqual({ supported: false })
  })
})

describe('ERC-7715 permissions: only where the connected wallet enforces them on chain', () => {
  const call = (wallet: Eip1193Provider | undefined, method: string, params?: unknown, chains?: ChainConfig[]) => {
    const state: State = { status: 'connected', address: ACCOUNT, chainId: 31337 }
    const context = {
      chains: chains ?? [PASSKEY_CHAIN, PLAIN_CHAIN],
      hostOrigin: 'https://shop.example',
      connection: {
        getState: () => state,
        requestConnect: vi.fn(),
        switchWalletChain: vi.fn(),
        disconnect: vi.fn(),
        connectedWallet: () =>
          wallet ? { address: ACCOUNT, chainId: 31337, walletName: 'Dev wallet', ...testWallet(wallet) } : undefined,
      },
      approvals: { request: vi.fn(), requestFromWallet: vi.fn() },
      calls: { status: vi.fn(), show: vi.fn() },
      hostReads: { request: vi.fn(), spend: vi.fn() },
      // The chain's clock, which the grant is checked against: a block of now.
      clients: { get: () => ({ request: async () => ({ number: '0x1', timestamp: `0x${NOW.toString(16)}` }) }) },
      balances: { whenLoaded: vi.fn(async () => {}), getSnapshot: vi.fn(() => ({ chains: [] })) },
    } as unknown as ProviderContext
    return handleProviderRequest(context, { method, params })
  }
  const NOW = Math.floor(Date.now() / 1000)
  const METHODS = [
    'wallet_requestExecutionPermissions',
    'wallet_revokeExecutionPermission',
    'wallet_getSupportedExecutionPermissions',
    'wallet_getGrantedExecutionPermissions',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getPermissions',
  ]

  it('a wallet of keys answers every method 4200, and so does the passkey wallet on a chain without it', async () => {
    for (const method of METHODS) {
      await expect(call(plainWallet, method, [{}])).rejects.toMatchObject({ rpcCode: 4200 })
      await expect(call(atomicWallet(), method, [{}], [{ ...CHAIN }])).rejects.toMatchObject({ rpcCode: 4200 })
    }
  })

  it('the passkey wallet lists every type on its chains, with the expiry and redeemer rules', async () => {
    const supported = (await call(atomicWallet(), 'wallet_getSupportedExecutionPermissions')) as Record<string, unknown>
    expect(Object.keys(supported)).toEqual([...PERMISSION_TYPES])
    expect(supported['erc20-token-periodic']).toEqual({ chainIds: ['0x7a69'], ruleTypes: ['expiry', 'redeemer'] })
  })

  it('a request with no expiry is refused -32602 before any review', async () => {
    const request = [
      {
        chainId: '0x7a69',
        to: RECIPIENT,
        permission: {
          type: 'native-token-periodic',
          isAdjustmentAllowed: false,
          data: { periodAmount: '0x1', periodDuration: 60 },
        },
        rules: [],
      },
    ]
    await expect(call(atomicWallet(), 'wallet_requestExecutionPermissions', request)).rejects.toMatchObject({
      rpcCode: -32602,
      message: expect.stringMatching(/expiry rule is required/),
    })
  })

  it("an expiry beyond the operator's cap (the chain's passkeyWallet.maxPermissionSeconds, else five years) is refused -32602 naming the expiry", async () => {
    const until = (seconds: number) => [
      {
        chainId: '0x7a69',
        to: RECIPIENT,
        permission: {
          type: 'native-token-periodic',
          isAdjustmentAllowed: false,
          data: { periodAmount: '0x1', periodDuration: 60 },
        },
        rules: [{ type: 'expiry', data: { timestamp: NOW + seconds } }],
      },
    ]
    const WEEK = 7 * 86_400
    const capped = { ...PASSKEY_CHAIN, passkeyWallet: { ...PASSKEY_CHAIN.passkeyWallet!, maxPermissionSeconds: WEEK } }
    const beyond = {
      rpcCode: -32602,
      message: expect.stringMatching(/^rules\.expiry\.timestamp: is beyond the longest/),
    }
    await expect(
      call(atomicWallet(), 'wallet_requestExecutionPermissions', until(WEEK + 60), [capped]),
    ).rejects.toMatchObject({ ...beyond, message: expect.stringContaining(`(${WEEK} s from now)`) })
    await expect(
      call(atomicWallet(), 'wallet_requestExecutionPermissions', until(5 * 365 * 86_400 + 60)),
    ).rejects.toMatchObject({ ...beyond, message: expect.stringContaining('(157680000 s from now)') })
  })
})
