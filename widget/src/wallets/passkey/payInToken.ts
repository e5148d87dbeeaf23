import {
  concat,
  encodeFunctionData,
  erc20Abi,
  numberToHex,
  parseAbi,
  type Chain,
  type Client,
  type Transport,
} from 'viem'
import { getBlock, readContract } from 'viem/actions'
import type { SmartAccount, UserOperation } from 'viem/account-abstraction'
import type { TokenPaymasterConfig } from '../../../../protocol/config'
import type { BatchCall, TokenFee } from '../atomicBatches'
import type { BundlerClient } from './prepareUserOperation'

/** How far the token's price may rise between the review and inclusion: the guard the visitor signs is 2 % above today's. */
const PRICE_GUARD_PERCENT = 102n
/** The approval covers the operation's most by a tenth more, so a re-estimate a little higher still fits it. */
const APPROVAL_SLACK = 10n
/**
 * How long the price must still hold when the review opens: the EntryPoint refuses the operation after the feeds'
 * `validUntil`, so a price that expires while the visitor reads would only fail at Confirm.
 */
const PRICE_MARGIN_SECONDS = 120n

const PAYMASTER_ABI = parseAbi([
  'function tokenPerNative(address token) view returns (uint256 price, uint48 validUntil)',
])

export type PayInTokenParameters = {
  account: SmartAccount
  client: Client<Transport, Chain>
  bundler: BundlerClient
  calls: readonly BatchCall[]
  paymaster: TokenPaymasterConfig
}

export type PayInTokenReturnType = { operation: UserOperation; tokenFee: TokenFee }

/**
 * The UserOperation for `calls` with its gas paid in a token through the operator's token paymaster
 * (devchain/contracts/TokenPaymaster.sol): priced at the paymaster's own price (the operator's feeds),
 * with the visitor's price guard in paymasterData, which the passkey signs with the operation. When the
 * account has not approved the paymaster for the operation's most, the approval goes first in the same
 * operation, for that most and no more, and the review shows it.
 */
export async function payInToken({
  account,
  client,
  bundler,
  calls,
  paymaster,
}: PayInTokenParameters): Promise<PayInTokenReturnType> {
  const read = (functionName: 'allowance' | 'balanceOf') =>
    readContract(client, {
      address: paymaster.token,
      abi: erc20Abi,
      functionName,
      args: functionName === 'allowance' ? [account.address, paymaster.address] : [account.address],
    } as never) as Promise<bigint>
  const [[price, validUntil], allowance, balance, { timestamp }] = await Promise.all([
    readContract(client, {
      address: paymaster.address,
      abi: PAYMASTER_ABI,
      functionName: 'tokenPerNative',
      args: [paymaster.token],
    }).catch(() => {
      throw new Error(`the operator's token paymaster does not take ${paymaster.symbol} on this chain`)
    }),
    read('allowance'),
    read('balanceOf'),
    getBlock(client),
  ])
  checkPrice(paymaster, price, BigInt(validUntil), timestamp)
  const guard = (price * PRICE_GUARD_PERCENT) / 100n
  const prepare = (approval?: bigint) =>
    bundler.prepareUserOperation({
      account,
      calls: approval === undefined ? calls : [approveCall(paymaster, approval), ...calls],
      paymaster: paymaster.address,
      paymasterData: concat([paymaster.token, numberToHex(guard, { size: 32 })]),
    }) as Promise<UserOperation>
  const most = (op: UserOperation) => tokenCost(mostNative(op), guard)
  // Without an approval the bundler's simulation of the paymaster's charge fails: estimated with one where it may be missing.
  let operation = allowance > 0n ? await prepare().catch(() => undefined) : undefined
  let approval: bigint | undefined
  if (!operation || allowance < most(operation)) {
    // Priced once with an approval of the whole balance (the most it could ever take), then approved for what that
    // operation can cost at most, a tenth more, and no more than the balance.
    const needed = most(await prepare(balance))
    if (needed > balance)
      throw new Error(`not enough ${paymaster.symbol} for the network fee (it may take up to ${needed} units)`)
    approval = min((needed * (APPROVAL_SLACK + 1n)) / APPROVAL_SLACK, balance)
    operation = await prepare(approval)
    if (most(operation) > approval) throw new Error('the token paymaster asks more than the approval covers')
  }
  const { token, symbol, decimals } = paymaster
  const tokenFee: TokenFee = {
    token,
    symbol,
    decimals,
    amount: tokenCost(mostNative(operation), price),
    ...(approval === undefined ? {} : { approval, spender: paymaster.address }),
  }
  return { operation, tokenFee }
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)

/**
 * Refuses a fee the paymaster would refuse: a feed with no price (the paymaster answers 0), or a price that is out of
 * date or would be before the operation lands. Said in the visitor's words, before anything is signed.
 */
function checkPrice(paymaster: TokenPaymasterConfig, price: bigint, validUntil: bigint, now: bigint): void {
  if (price === 0n)
    throw new Error(`the price feed of ${paymaster.symbol} gives no price now, so the network fee cannot be paid in it`)
  if (validUntil < now + PRICE_MARGIN_SECONDS)
    throw new Error(
      `the price of ${paymaster.symbol} is out of date, so the network fee cannot be paid in ${paymaster.symbol} until the operator's price feed updates`,
    )
}

function approveCall(paymaster: TokenPaymasterConfig, amount: bigint): BatchCall {
  return {
    to: paymaster.token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [paymaster.address, amount] }),
  }
}

/**
 * What the paymaster can charge at most, in wei, as OpenZeppelin's PaymasterERC20 computes its pre-charge: every gas
 * limit at the max fee, plus its postOp overhead (30,000 gas) and the EntryPoint's penalty on unused postOp gas.
 */
function mostNative(operation: UserOperation): bigint {
  const postOp = operation.paymasterPostOpGasLimit ?? 0n
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    postOp +
    30_000n +
    (postOp > 40_000n ? postOp / 10n : 0n)
  return gas * operation.maxFeePerGas
}

/** Wei at `price` (token units per 1e18 wei), rounded up: the paymaster never charges a unit more than this. */
function tokenCost(wei: bigint, price: bigint): bigint {
  return (wei * price + 10n ** 18n - 1n) / 10n ** 18n
}
