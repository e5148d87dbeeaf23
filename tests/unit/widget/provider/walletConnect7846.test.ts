import { hexToString } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { parseWalletConnectParams } from '../../../../protocol/parseWalletConnectParams'
import type { State } from '../../../../protocol/types'
import { verifySignIn } from '../../../../server/verifySignIn'
import { handleProviderRequest, type ProviderContext } from '../../../../widget/src/provider/handleProviderRequest'
import { CHAIN } from '../../../support/sendFixtures'

/** wallet_connect (ERC-7846) over handle.provider, with a wallet that signs what the review hands it. */
const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const SITE = 'https://shop.example'

function provider() {
  const state: State = { status: 'disconnected' }
  const context: ProviderContext = {
    chains: [CHAIN],
    hostOrigin: SITE,
    connection: {
      getState: () => state,
      requestConnect: vi.fn(async () => ({ address: signer.address, chainId: CHAIN.id, wallet: { name: 'Wallet' } })),
      switchWalletChain: vi.fn(),
      connectedWallet: () => undefined,
      disconnect: vi.fn(),
    },
    approvals: {
      request: vi.fn(async (_method: string, params: unknown) =>
        signer.signMessage({ message: hexToString((params as [`0x${string}`])[0]) }),
      ),
    } as never,
    calls: { status: vi.fn(), show: vi.fn() },
    hostReads: { request: vi.fn(), spend: vi.fn() },
    clients: { get: vi.fn() },
    balances: { whenLoaded: vi.fn(async () => {}), getSnapshot: vi.fn(() => ({ chains: [] })) },
  }
  const request = (params?: unknown) => handleProviderRequest(context, { method: 'wallet_connect', params })
  return { context, request }
}
const siwe = (fields: Record<string, unknown>) => [
  { version: '1', capabilities: { signInWithEthereum: { chainId: '0x7a69', nonce: 'n0nce12345', ...fields } } },
]

describe('wallet_connect (ERC-7846)', () => {
  it('connects; with signInWithEthereum, one review signs a message for this site that verifySignIn accepts', async () => {
    const { context, request } = provider()
    expect(await request([{ version: '1' }])).toEqual({ accounts: [{ address: signer.address, capabilities: {} }] })
    const answer = (await request(siwe({ statement: 'Sign in to the shop.', domain: 'shop.example' }))) as {
      accounts: {
        address: string
        capabilities: { signInWithEthereum: { message: string; signature: `0x${string}` } }
      }[]
    }
    const { message, signature } = answer.accounts[0]!.capabilities.signInWithEthereum
    expect(context.approvals.request).toHaveBeenCalledTimes(1)
    expect(message).toMatch(/^shop\.example wants you to sign in with your Ethereum account:/)
    expect(message).toContain(`URI: ${SITE}`)
    const verified = await verifySignIn({ message, signature, domain: 'shop.example', nonce: 'n0nce12345' })
    expect(verified.address).toBe(signer.address)
  })

  it.each([
    ['another domain', { domain: 'evil.example' }, /domain evil\.example is not this site/],
    [
      'a URI on another site',
      { uri: 'https://evil.example/login' },
      /uri https:\/\/evil\.example\/login is not on this site/,
    ],
    ['another scheme', { scheme: 'http' }, /scheme http is not this site's/],
  ])('refuses a sign-in that names %s, before anything shows', async (_, fields, message) => {
    const { context, request } = provider()
    await expect(request(siwe(fields))).rejects.toMatchObject({ rpcCode: -32602, message })
    expect(context.connection.requestConnect).not.toHaveBeenCalled()
  })

  it('refuses another account (4100) and a chain not offered (-32602), with nothing signed', async () => {
    const { context, request } = provider()
    await expect(request(siwe({ address: '0x000000000000000000000000000000000000dEaD' }))).rejects.toMatchObject({
      rpcCode: 4100,
    })
    await expect(request(siwe({ chainId: '0x1' }))).rejects.toMatchObject({ rpcCode: -32602 })
    expect(context.approvals.request).not.toHaveBeenCalled()
  })

  it.each([
    ['a version other than 1', [{ version: '2' }], -32602],
    ['a field of its own', [{ version: '1', accounts: [] }], -32602],
    ['a required capability it does not give', [{ capabilities: { addSubAccount: { account: {} } } }], 5700],
    ['a sign-in with no nonce', [{ capabilities: { signInWithEthereum: { chainId: '0x7a69' } } }], -32602],
    ['a decimal chain id', [{ capabilities: { signInWithEthereum: { chainId: 31337, nonce: 'n0nce12345' } } }], -32602],
    ['a statement with a line break', siwe({ statement: 'hi\nURI: https://evil.example' }), -32602],
  ])('parses hostile params: %s is refused (%i)', (_, params, code) => {
    expect(() => parseWalletConnectParams(params)).toThrow(expect.objectContaining({ rpcCode: code }))
  })

  it('takes an optional capability it does not give, and issuedAt (the widget writes its own)', () => {
    expect(parseWalletConnectParams([{ capabilities: { addSubAccount: { optional: true } } }])).toEqual({ claimed: {} })
    expect(parseWalletConnectParams(siwe({ issuedAt: '2026-11-27T10:00:00Z' })).signIn).toEqual({
      nonce: 'n0nce12345',
      chainId: 31337,
    })
  })

  it('wallet_disconnect ends the session', async () => {
    const { context } = provider()
    expect(await handleProviderRequest(context, { method: 'wallet_disconnect' })).toBe(null)
    expect(context.connection.disconnect).toHaveBeenCalled()
  })
})
