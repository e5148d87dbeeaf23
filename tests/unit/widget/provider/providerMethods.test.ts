import { describe, expect, it, vi } from 'vitest'
import * as RPC_ERROR from '../../../../protocol/rpcErrorCodes'
import { PROVIDER_METHODS, type ProviderMethod } from '../../../../protocol/providerMethods'
import type { State } from '../../../../protocol/types'
import { handleProviderRequest, type ProviderContext } from '../../../../widget/src/provider/handleProviderRequest'
import { ACCOUNT, CHAIN } from '../../../support/sendFixtures'

/** handle.provider's answering, with every part it could reach recorded. */
function provider(state: State) {
  const context = {
    chains: [CHAIN],
    hostOrigin: 'https://shop.example',
    connection: {
      getState: () => state,
      requestConnect: vi.fn(),
      switchWalletChain: vi.fn(async () => {}),
      disconnect: vi.fn(),
      connectedWallet: () => undefined,
    },
    approvals: { request: vi.fn(async () => 'reviewed'), requestFromWallet: vi.fn() },
    calls: { status: vi.fn(), show: vi.fn() },
    hostReads: { request: vi.fn(async () => 'read'), spend: vi.fn() },
    clients: { get: vi.fn() },
    balances: { whenLoaded: vi.fn(async () => {}), getSnapshot: vi.fn(() => ({ chains: [] })) },
  } satisfies ProviderContext
  const request = (method: string, params?: unknown) => handleProviderRequest(context, { method, params })
  return { context, request }
}

const DISCONNECTED: State = { status: 'disconnected' }
const CONNECTED: State = { status: 'connected', address: ACCOUNT, chainId: CHAIN.id }
const methods = Object.keys(PROVIDER_METHODS) as ProviderMethod[]

describe('handle.provider follows its method table (protocol/providerMethods.ts)', () => {
  it.each(['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', '__proto__', 'toString', 'constructor'])(
    '%s is not in the table: 4200, and nothing is reached',
    async (method) => {
      const { context, request } = provider(CONNECTED)
      await expect(request(method, [])).rejects.toMatchObject({ rpcCode: RPC_ERROR.unsupportedMethod })
      expect(context.approvals.request).not.toHaveBeenCalled()
      expect(context.hostReads.request).not.toHaveBeenCalled()
    },
  )

  it.each(methods.filter((method) => PROVIDER_METHODS[method].needsConnection))(
    '%s needs a connection: 4100 while disconnected, before anything is reached',
    async (method) => {
      const { context, request } = provider(DISCONNECTED)
      await expect(request(method, [])).rejects.toMatchObject({
        code: 'NOT_CONNECTED',
        rpcCode: RPC_ERROR.unauthorized,
      })
      expect(context.approvals.request).not.toHaveBeenCalled()
      expect(context.connection.switchWalletChain).not.toHaveBeenCalled()
    },
  )

  it.each(methods.filter((method) => PROVIDER_METHODS[method].kind === 'review'))(
    '%s goes to the review, and only there',
    async (method) => {
      const { context, request } = provider(CONNECTED)
      expect(await request(method, ['x'])).toBe('reviewed')
      expect(context.approvals.request).toHaveBeenCalledWith(method, ['x'])
      expect(context.hostReads.request).not.toHaveBeenCalled()
    },
  )

  it.each(methods.filter((method) => PROVIDER_METHODS[method].kind === 'read'))(
    '%s is a budgeted read of the widget RPC, connected or not',
    async (method) => {
      const { context, request } = provider(DISCONNECTED)
      expect(await request(method, [])).toBe('read')
      expect(context.hostReads.request).toHaveBeenCalledWith(CHAIN, method, [])
      expect(context.approvals.request).not.toHaveBeenCalled()
    },
  )
})

describe('wallet_switchEthereumChain checks its chain first', () => {
  it('a chain not offered is 4902 whether connected or not; an offered one while disconnected is 4100', async () => {
    const { request, context } = provider(DISCONNECTED)
    const unknown = [{ chainId: '0x1' }]
    await expect(request('wallet_switchEthereumChain', unknown)).rejects.toMatchObject({ rpcCode: 4902 })
    await expect(provider(CONNECTED).request('wallet_switchEthereumChain', unknown)).rejects.toMatchObject({
      rpcCode: 4902,
    })
    const offered = [{ chainId: `0x${CHAIN.id.toString(16)}` }]
    await expect(request('wallet_switchEthereumChain', offered)).rejects.toMatchObject({ rpcCode: 4100 })
    expect(context.connection.switchWalletChain).not.toHaveBeenCalled()
  })
})
