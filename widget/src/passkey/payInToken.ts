import {
  BaseError,
  concat,
  ContractFunctionRevertedError,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  numberToHex,
  parseAbi,
  type Chain,
  type Client,
  type Transport,
} from 'viem'
import { getBlock, readContract } from 'viem/actions'
import type { SmartAccount, UserOperation } from 'viem/account-abstraction'
import type { TokenPaymasterConfig } from '../../../protocol/config'
import type { BatchCall, TokenFee } from '../wallets/atomicBatches'
import type { BundlerClient } from './prepareUserOperation'

/** How far the token's price may rise between the review and inclusion: the guard the visitor signs is 2 % above today's. */
const PRICE_GUARD_PERCENT = 102n
/**
 * How long the price must still hold when the review opens: the EntryPoint refuses the operation after the feeds'
 * `validUntil`, so a price that expires while the visitor reads would only fail at Confirm.
 */
const PRICE_MARGIN_SECONDS = 120n
/**
 * The gas the paymaster's postOp gets: its costliest path measured on the chain, every slot cold, the whole approval
 * taken into a paymaster that held none of the token and the rest returned (tokenPaymasterChain.test.ts: 73,629 gas
 * as a transaction of its own, 21,000 of that the transaction's), with room for a token a little heavier than
 * OpenZeppelin's ERC-20. Never the bundler's estimate: it simulates at a gas price of 1 wei, where a fee of a unit or
 * two takes another path than the real one, on the state of that moment; a postOp given less gas than its path takes
 * reverts, the EntryPoint undoes the visitor's calls, and the paymaster's deposit pays for the failure.
 */
export const TOKEN_PAYMASTER_POST_OP_GAS = 90_000n
/**
 * The approval the operation is estimated with: every byte non-zero, so the operation's calldata never costs more
 * than estimated once the real (smaller) approval replaces it, and below the unlimited value that an ERC-20 leaves
 * unspent, so postOp's allowance write is in the estimate too.
 */
const ESTIMATED_APPROVAL = maxUint256 - 1n

const PAYMASTER_ABI = parseAbi([
  'function tokenPerNative(address token) view returns (uint256 price, uint48 validUntil)',
  'error TokenPaymasterUnknownToken(address token)',
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
 * (devchain/contracts/TokenPaymaster.sol), with the visitor's price guard (2 % above the paymaster's price today) in
 * paymasterData, which the passkey signs with the operation. The fee is the most the paymaster can charge under that
 * guard, and the operation first approves the paymaster for exactly that amount: postOp takes the approval whole and
 * returns what the gas did not cost, so nothing is charged above the fee shown and no allowance is left behind.
 */
export async function payInToken({
  account,
  client,
  bundler,
  calls,
  paymaster,
}: PayInTokenParameters): Promise<PayInTokenReturnType> {
  const [[price, validUntil], balance, { timestamp }] = await Promise.all([
    readContract(client, {
      address: paymaster.address,
      abi: PAYMASTER_ABI,
      functionName: 'tokenPerNative',
      args: [paymaster.token],
    }).catch((error: unknown) => {
      throw priceUnreadable(paymaster, error)
    }),
    readContract(client, {
      address: paymaster.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    }),
    getBlock(client),
  ])
  checkPrice(paymaster, price, BigInt(validUntil), timestamp)
  const guard = (price * PRICE_GUARD_PERCENT) / 100n
  const estimated = (await bundler.prepareUserOperation({
    account,
    calls: [approveCall(paymaster, ESTIMATED_APPROVAL), ...calls],
    paymaster: paymaster.address,
    paymasterData: concat([paymaster.token, numberToHex(guard, { size: 32 })]),
  })) as UserOperation
  const limits: UserOperation = { ...estimated, paymasterPostOpGasLimit: TOKEN_PAYMASTER_POST_OP_GAS } as UserOperation
  const most = tokenCost(mostNative(limits), guard)
  if (most > balance)
    throw new Error(`not enough ${paymaster.symbol} for the network fee (it may take up to ${most} units)`)
  // The gas limits stay the estimate's: approving a smaller amount costs no more gas and no more calldata.
  const operation: UserOperation = {
    ...limits,
    callData: await account.encodeCalls([approveCall(paymaster, most), ...calls]),
  } as UserOperation
  const { token, symbol, decimals } = paymaster
  return { operation, tokenFee: { token, symbol, decimals, amount: most, approval: most, spender: paymaster.address } }
}

/**
 * Why the paymaster's price could not be read, in the visitor's words. Only its own refusal of the token says "does
 * not take": its price feed reverting (a broken or paused oracle) is a price it cannot give now, and a chain that did
 * not answer is neither (the next try may price it).
 */
function priceUnreadable(paymaster: TokenPaymasterConfig, error: unknown): Error {
  const revert =
    error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null
  if (!(revert instanceof ContractFunctionRevertedError))
    return new Error(`the price of ${paymaster.symbol} could not be read from the chain now; try again in a moment`)
  return revert.data?.errorName === 'TokenPaymasterUnknownToken'
    ? new Error(`the operator's token paymaster does not take ${paymaster.symbol} on this chain`)
    : new Error(`the price feed of ${paymaster.symbol} gives no price now, so the network fee cannot be paid in it`)
}

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
 * What the paymaster can charge at most, in wei, as OpenZeppelin's PaymasterERC20 computes its most: every gas
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
