import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  http,
  parseEther,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { Contract, JsonRpcProvider } from 'ethers'
import { devPrivateKey } from '../../../../devchain/accounts'
import { readArtifact } from '../../../../devchain/deploy'
import { PASSKEY_STACK } from '../../../../devchain/passkeyStack'
import { devchainToken } from '../../../../devchain/tokens'
import { startPasskeyNode, type PasskeyNode } from '../../support/passkeyNode'
import { softwarePasskey } from '../../support/softwarePasskey'
import { toPasskeyAccount } from '../../../../widget/src/passkey/toPasskeyAccount'

/**
 * Permissions for apps on chain (devchain/contracts/PasskeyPermissions.sol): the owner grants through a UserOperation,
 * the named redeemer (a plain EOA) takes what the grant allows; every other redeem reverts with its named error, read
 * back from the chain. Balances are checked with ethers, independently of viem.
 */
let node: PasskeyNode
beforeAll(async () => {
  node = await startPasskeyNode()
}, 60_000)
afterAll(() => node?.stop())

const ACCOUNT_ABI = readArtifact('PasskeyAccount').abi as Abi
const DAY = 86_400
const dUSD = () => devchainToken('dUSD').address
const units = (n: number) => BigInt(n) * 10n ** 6n
const Kind = { Periodic: 0, Stream: 1, Allowance: 2 } as const

describe('passkey account permissions on anvil + Alto', { timeout: 60_000 }, () => {
  const client = () => createPublicClient({ chain: node.devnet, transport: http(node.rpcUrl), pollingInterval: 50 })
  const eoa = (index: number) =>
    createWalletClient({
      chain: node.devnet,
      account: privateKeyToAccount(devPrivateKey(index)),
      transport: http(node.rpcUrl),
    })
  const redeemer = () => eoa(6)
  const stranger = () => eoa(8)
  const shop = privateKeyToAccount(devPrivateKey(5)).address
  const stack = {
    factory: PASSKEY_STACK.factory,
    entryPoint: PASSKEY_STACK.entryPoint,
    webAuthnVerifier: PASSKEY_STACK.webAuthnVerifier,
  }
  let account: SmartAccount

  const operate = async (calls: { to: Address; data: Hex }[]) => {
    const bundler = createBundlerClient({
      account,
      client: client(),
      transport: http(node.bundlerUrl),
      pollingInterval: 100,
      paymaster: createPaymasterClient({ transport: http(node.paymasterUrl) }),
    })
    const hash = await bundler.sendUserOperation({ calls })
    return bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 })
  }
  const selfCall = (functionName: string, args: unknown[]) => ({
    to: account.address,
    data: encodeFunctionData({ abi: ACCOUNT_ABI, functionName, args } as never) as Hex,
  })
  const now = async () => Number((await client().getBlock()).timestamp)
  const advanceClock = async (seconds: number) => {
    const test = createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) })
    await test.increaseTime({ seconds })
    await test.mine({ blocks: 1 })
  }
  const terms = async (overrides: Record<string, unknown>) => ({
    redeemer: redeemer().account.address,
    token: dUSD(),
    kind: Kind.Periodic,
    amount: units(5),
    rate: 0n,
    max: 0n,
    period: 30 * DAY,
    start: await now(),
    expiry: (await now()) + 365 * DAY,
    site: 'https://shop.example',
    ...overrides,
  })
  const grant = async (overrides: Record<string, unknown> = {}) => {
    const receipt = await operate([selfCall('grantPermission', [await terms(overrides)])])
    expect(receipt.success).toBe(true)
    return (
      ((await client().readContract({
        address: account.address,
        abi: ACCOUNT_ABI,
        functionName: 'permissionCount',
      } as never)) as bigint) - 1n
    )
  }
  /** The named error of a call from `from`, simulated; 'no revert' when it would pass. */
  const revertOf = async (from: Address, functionName: string, args: unknown[]) => {
    try {
      await client().simulateContract({
        account: from,
        address: account.address,
        abi: ACCOUNT_ABI,
        functionName,
        args,
      } as never)
    } catch (error) {
      const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
      if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName ?? reverted.shortMessage
      throw error
    }
    return 'no revert'
  }
  const redeem = async (id: bigint, amount: bigint) => {
    const hash = await redeemer().writeContract({
      address: account.address,
      abi: ACCOUNT_ABI,
      functionName: 'redeemPermission',
      args: [id, shop, amount],
    } as never)
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
  }
  const ethersBalance = async (who: Address) => {
    const token = new Contract(
      dUSD(),
      ['function balanceOf(address) view returns (uint256)'],
      new JsonRpcProvider(node.rpcUrl),
    )
    return (await token.getFunction('balanceOf')(who)) as bigint
  }

  it('a periodic grant: the redeemer takes 5 dUSD, a sixth reverts, the next period resets the limit', async () => {
    account = await toPasskeyAccount({ client: client(), owner: softwarePasskey().owner, stack })
    const funding = await eoa(0).writeContract({
      address: dUSD(),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, units(100)],
    })
    await client().waitForTransactionReceipt({ hash: funding })
    const id = await grant()
    const before = await ethersBalance(shop)
    await redeem(id, units(3))
    await redeem(id, units(2))
    expect(await ethersBalance(shop)).toBe(before + units(5))
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [id, shop, 1n])).toBe(
      'PermissionLimitExceeded',
    )
    await advanceClock(30 * DAY)
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [id, shop, units(6)])).toBe(
      'PermissionLimitExceeded',
    )
    await redeem(id, units(5))
    expect(await ethersBalance(shop)).toBe(before + units(10))
    expect(await ethersBalance(account.address)).toBe(units(90))
  })

  it('only the redeemer; only the transfer the grant names (ERC-7710); the terms are checked when granted', async () => {
    const id = await grant()
    expect(await revertOf(stranger().account.address, 'redeemPermission', [id, shop, 1n])).toBe('PermissionNotRedeemer')
    const context = encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account.address, id])
    const transfer = (to: Address, amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
    const single = (target: Address, value: bigint, data: Hex) =>
      encodePacked(['address', 'uint256', 'bytes'], [target, value, data])
    const viaDelegation = (execution: Hex, mode: Hex = `0x${'00'.repeat(32)}`) =>
      revertOf(redeemer().account.address, 'redeemDelegations', [[context], [mode], [execution]])
    expect(await viaDelegation(single(dUSD(), 0n, transfer(shop, units(1))))).toBe('no revert')
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [shop, units(1)] })
    expect(await viaDelegation(single(dUSD(), 0n, approve))).toBe('PermissionCallNotAllowed')
    expect(await viaDelegation(single(devchainToken('DEMO').address, 0n, transfer(shop, 1n)))).toBe(
      'PermissionCallNotAllowed',
    )
    expect(await viaDelegation(single(dUSD(), 1n, transfer(shop, 1n)))).toBe('PermissionCallNotAllowed')
    expect(await viaDelegation(single(dUSD(), 0n, transfer(shop, 1n)), `0x01${'00'.repeat(31)}`)).toBe(
      'PermissionCallNotAllowed',
    )
    const otherAccount = encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [shop, id])
    expect(
      await revertOf(redeemer().account.address, 'redeemDelegations', [
        [otherAccount],
        [`0x${'00'.repeat(32)}`],
        [single(dUSD(), 0n, transfer(shop, 1n))],
      ]),
    ).toBe('PermissionUnknown')
    // Granting is the owner's alone, and nonsense terms revert.
    expect(await revertOf(stranger().account.address, 'grantPermission', [await terms({})])).toBe('AccountUnauthorized')
    expect(await revertOf(account.address, 'grantPermission', [await terms({ period: 0 })])).toBe(
      'PermissionInvalidTerms',
    )
    expect(await revertOf(account.address, 'grantPermission', [await terms({ expiry: (await now()) - 1 })])).toBe(
      'PermissionInvalidTerms',
    )
    expect(await revertOf(account.address, 'grantPermission', [await terms({ token: shop })])).toBe(
      'PermissionInvalidTerms',
    )
  })

  it('a stream accrues by the second up to its maximum; an allowance ends at its total; expiry ends both', async () => {
    const stream = await grant({
      kind: Kind.Stream,
      amount: units(1),
      rate: 1000n,
      max: units(2),
      expiry: (await now()) + 10 * DAY,
    })
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [stream, shop, units(1) + 500_000n])).toBe(
      'PermissionLimitExceeded',
    )
    await advanceClock(1000)
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [stream, shop, units(1) + 900_000n])).toBe(
      'no revert',
    )
    await advanceClock(DAY)
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [stream, shop, units(2) + 1n])).toBe(
      'PermissionLimitExceeded',
    )
    await redeem(stream, units(2))
    const allowance = await grant({ kind: Kind.Allowance, amount: units(4), period: 0 })
    await redeem(allowance, units(4))
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [allowance, shop, 1n])).toBe(
      'PermissionLimitExceeded',
    )
    await advanceClock(10 * DAY)
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [stream, shop, 1n])).toBe('PermissionExpired')
  })

  it('native coin: the redeemer takes ETH within the period; the owner revokes and the next redeem reverts', async () => {
    const fund = await eoa(0).sendTransaction({ to: account.address, value: parseEther('1') })
    await client().waitForTransactionReceipt({ hash: fund })
    const id = await grant({ token: zeroAddress, amount: parseEther('0.1') })
    const before = await new JsonRpcProvider(node.rpcUrl).getBalance(shop)
    await redeem(id, parseEther('0.1'))
    expect(await new JsonRpcProvider(node.rpcUrl).getBalance(shop)).toBe(before + parseEther('0.1'))
    const receipt = await operate([selfCall('revokePermission', [id])])
    expect(receipt.success).toBe(true)
    await advanceClock(30 * DAY)
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [id, shop, 1n])).toBe('PermissionIsRevoked')
    expect(await revertOf(stranger().account.address, 'revokePermission', [0n])).toBe('AccountUnauthorized')
  })

  // Found by an attacker's read (29 Nov): each of these let the chain pay out more than the grant's review showed.
  it('the terms bound what the review shows: nothing before the grant, nothing at the expiry, a stream from zero', async () => {
    // A stream "from" 1,100 days ago: the review reads "0.000001 dUSD at once, then 0.000011 a second", and the
    // whole maximum would be there to take in the grant's own block.
    const backdated = await grant({
      kind: Kind.Stream,
      amount: 1n,
      rate: 11n,
      max: units(50),
      start: (await now()) - 1100 * DAY,
    })
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [backdated, shop, units(50)])).toBe(
      'PermissionLimitExceeded',
    )
    // "At most 5 dUSD in all": one period of 100 s, granted for 100 s. A redeem landing exactly at the expiry
    // would open a second period.
    const short = await grant({ period: 100, expiry: (await now()) + 100 })
    await redeem(short, units(5))
    const { expiry } = (
      (await client().readContract({
        address: account.address,
        abi: ACCOUNT_ABI,
        functionName: 'permission',
        args: [short],
      } as never)) as { terms: { expiry: number } }
    ).terms
    const test = createTestClient({ mode: 'anvil', transport: http(node.rpcUrl) })
    await test.setNextBlockTimestamp({ timestamp: BigInt(expiry) })
    const atExpiry = await redeemer().writeContract({
      address: account.address,
      abi: ACCOUNT_ABI,
      functionName: 'redeemPermission',
      args: [short, shop, units(5)],
      gas: 200_000n,
    } as never)
    const receipt = await client().waitForTransactionReceipt({ hash: atExpiry })
    expect(Number((await client().getBlock({ blockNumber: receipt.blockNumber })).timestamp)).toBe(Number(expiry))
    expect(receipt.status).toBe('reverted')
    // ERC-7715's stream may have no initial amount: granted, and accruing from the grant.
    const fromZero = await grant({ kind: Kind.Stream, amount: 0n, rate: 1000n, max: units(1) })
    await advanceClock(10)
    expect(await revertOf(redeemer().account.address, 'redeemPermission', [fromZero, shop, 10_000n])).toBe('no revert')
  })
})
