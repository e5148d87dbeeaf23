import { describe, expect, it, vi } from 'vitest'
import { decodeFunctionData, encodeFunctionResult, parseAbi, type Hex } from 'viem'
import type { ChainConfig } from '../../../../protocol/config'
import { PERMISSIONS_ABI } from '../../../../widget/src/chain/permissionsAbi'
import { handleProviderRequest, type ProviderContext } from '../../../../widget/src/provider/handleProviderRequest'
import { permissionContextOf, revokePermissionData } from '../../../../widget/src/provider/permissionGrant'
import { atomicWallet } from '../../support/atomicWallet'
import { testWallet } from '../../support/testWallet'
import { ACCOUNT, CHAIN } from '../../../support/sendFixtures'

const PASSKEY_CHAIN: ChainConfig = {
  ...CHAIN,
  passkeyWallet: {
    factory: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
    entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    bundlerUrl: 'https://bundler.example',
  },
}
const grant = (site: string) => ({
  terms: {
    redeemer: '0x1111111111111111111111111111111111111111',
    token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    kind: 0,
    amount: 5n,
    rate: 0n,
    max: 0n,
    period: 60,
    start: 1,
    expiry: 2 ** 40,
    site,
  },
  revoked: false,
  spentPeriod: 0,
  spent: 0n,
})

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])

/** The account's answer to one of its permission reads: #0 of shop.example, every other of another site. */
function accountAnswer(data: Hex, count: bigint): Hex {
  const { functionName, args } = decodeFunctionData({ abi: PERMISSIONS_ABI, data })
  const result =
    functionName === 'permissionCount'
      ? count
      : functionName === 'permission'
        ? grant(args![0] === 0n ? 'https://shop.example' : 'https://other.example')
        : [5n, 0n]
  return encodeFunctionResult({ abi: PERMISSIONS_ABI, functionName, result } as never)
}

/** A chain whose account holds `count` grants, read directly or through Multicall3; `calls` counts its eth_calls. */
function chainWithGrants(count = 2n) {
  const calls: Hex[] = []
  const client = {
    chain: { contracts: { multicall3: { address: CHAIN.multicall3 } } },
    request: async ({ params }: { method: string; params: [{ to: Hex; data: Hex }] }) => {
      const { to, data } = params[0]
      calls.push(data)
      if (to.toLowerCase() !== CHAIN.multicall3.toLowerCase()) return accountAnswer(data, count)
      const { args } = decodeFunctionData({ abi: multicall3Abi, data })
      const results = args[0].map((call) => ({ success: true, returnData: accountAnswer(call.callData, count) }))
      return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })
    },
  }
  return { client, calls }
}

function context(chain = chainWithGrants().client, spend = vi.fn()) {
  const requestFromWallet = vi.fn(async () => '0xhash')
  const permissionEvent = vi.fn()
  const ctx = {
    chains: [PASSKEY_CHAIN],
    hostOrigin: 'https://shop.example',
    connection: {
      getState: () => ({ status: 'connected', address: ACCOUNT, chainId: 31337 }),
      requestConnect: vi.fn(),
      switchWalletChain: vi.fn(),
      disconnect: vi.fn(),
      connectedWallet: () => ({
        address: ACCOUNT,
        chainId: 31337,
        walletName: 'Passkey wallet',
        ...testWallet(atomicWallet()),
      }),
    },
    approvals: { request: vi.fn(), requestFromWallet },
    calls: { status: vi.fn(), show: vi.fn() },
    hostReads: { request: vi.fn(), spend },
    clients: { get: () => chain },
    balances: { whenLoaded: vi.fn(), getSnapshot: vi.fn() },
    permissionEvent,
  } as unknown as ProviderContext
  const request = (method: string, params?: unknown) => handleProviderRequest(ctx, { method, params })
  return { request, requestFromWallet, permissionEvent }
}

describe('ERC-7715 grants of the site, read from the account', () => {
  it('lists only this site’s grants, in the ERC’s answer shape', async () => {
    const granted = (await context().request('wallet_getGrantedExecutionPermissions')) as { context: Hex }[]
    expect(granted).toHaveLength(1)
    expect(granted[0]).toMatchObject({
      chainId: '0x7a69',
      from: ACCOUNT,
      context: permissionContextOf(ACCOUNT, 0n),
      delegationManager: ACCOUNT,
      dependencies: [],
      permission: { type: 'erc20-token-periodic', data: { periodAmount: '0x5', periodDuration: 60 } },
    })
  })

  it('revokes its own grant through one reviewed self-call and tells the host; another site’s grant is 4100', async () => {
    const { request, requestFromWallet, permissionEvent } = context()
    expect(
      await request('wallet_revokeExecutionPermission', [{ permissionContext: permissionContextOf(ACCOUNT, 0n) }]),
    ).toEqual({})
    expect(requestFromWallet).toHaveBeenCalledWith(revokePermissionData(0n))
    expect(permissionEvent).toHaveBeenCalledWith('permissionRevoked', 31337)
    await expect(
      request('wallet_revokePermissions', [{ permissionContext: permissionContextOf(ACCOUNT, 1n) }]),
    ).rejects.toMatchObject({ rpcCode: 4100 })
    await expect(
      request('wallet_revokeExecutionPermission', [{ permissionContext: permissionContextOf(CHAIN.multicall3, 0n) }]),
    ).rejects.toMatchObject({ rpcCode: 4100 })
    expect(requestFromWallet).toHaveBeenCalledTimes(1)
  })

  it('reads every grant in two eth_calls, on the page’s read budget: a host asking in a loop is refused, not served', async () => {
    const chain = chainWithGrants(100n)
    const spend = vi.fn()
    await context(chain.client, spend).request('wallet_getGrantedExecutionPermissions')
    // The count, then 100 grants and what each allows now in one Multicall3 call (201 eth_calls before).
    expect(chain.calls).toHaveLength(2)
    expect(spend).toHaveBeenCalledTimes(1)
    const refused = vi.fn(() => {
      throw Object.assign(new Error('limit exceeded'), { rpcCode: -32005 })
    })
    const broke = chainWithGrants()
    await expect(context(broke.client, refused).request('wallet_getGrantedExecutionPermissions')).rejects.toMatchObject(
      { rpcCode: -32005 },
    )
    expect(broke.calls).toHaveLength(0)
  })

  it('revokes a grant of the site older than the newest hundred the lists read', async () => {
    const { request, requestFromWallet } = context(chainWithGrants(150n).client)
    expect(
      await request('wallet_revokeExecutionPermission', [{ permissionContext: permissionContextOf(ACCOUNT, 0n) }]),
    ).toEqual({})
    expect(requestFromWallet).toHaveBeenCalledWith(revokePermissionData(0n))
  })
})
