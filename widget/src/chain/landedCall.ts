import { decodeAbiParameters, decodeFunctionData, erc20Abi, parseAbi, type Address, type Hash, type Hex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import type { ChainClient } from './chainClient'
import type { SmartAccountsOnChain } from './entryPointOf'
import { userOperationOutcome, type ReceiptLog } from './userOperationOutcome'

/** One call as it landed on chain: from the account, to `to`, with `value` and `input`. */
export type LandedCall = {
  from: Address
  to: Address | null
  value: bigint
  input: Hex
  nonce: number | undefined
  chainId: number | undefined
}

type RpcTransaction = { from: Address; to: Address | null; value: Hex; input: Hex; nonce: Hex; chainId?: Hex }

const ERC7821_ABI = parseAbi(['function execute(bytes32 mode, bytes executionData)'])
const CALLS = [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] }] as const

/**
 * What `account` did in the transaction `hash`: the transaction itself when the account sent it,
 * or, when it is a bundle of the chain's ERC-4337 EntryPoint (`entryPoint`: the passkey wallet's),
 * the single call of the account's UserOperation in it, once the EntryPoint logged that operation
 * as successful; an approval of the fee token to the operator's token paymaster may come first (a fee
 * paid in a token), and is not the send. Otherwise `{ mismatch }`, what differs ("the transaction (not found)").
 */
export async function landedCall(
  client: ChainClient,
  hash: Hash,
  account: Address,
  smartAccounts: SmartAccountsOnChain | undefined,
): Promise<LandedCall | { mismatch: string }> {
  const entryPoint = smartAccounts?.entryPoint
  const tx = (await client
    .request({ method: 'eth_getTransactionByHash', params: [hash] })
    .catch(() => null)) as RpcTransaction | null
  if (!tx) return { mismatch: 'the transaction (not found)' }
  const chainId = tx.chainId === undefined ? undefined : Number(tx.chainId)
  if (!entryPoint || tx.to?.toLowerCase() !== entryPoint.toLowerCase()) {
    return { from: tx.from, to: tx.to, value: BigInt(tx.value), input: tx.input, nonce: Number(tx.nonce), chainId }
  }
  const calls = withoutFeeApproval(userOperationCalls(tx.input, account), smartAccounts?.feeApproval)
  if (calls.length !== 1) return { mismatch: 'the transaction (not one call of this account)' }
  if (!(await userOperationSucceeded(client, hash, entryPoint, account)))
    return { mismatch: 'the transaction (the operation did not succeed)' }
  const [to, value, input] = calls[0]!
  // A UserOperation's nonce is the EntryPoint's, not a transaction count: the earlier-transfer check does not apply.
  return { from: account, to, value, input, nonce: undefined, chainId }
}

/** The calls less a first one that approves the token paymaster for the fee: the operation's, not the visitor's send. */
function withoutFeeApproval(
  calls: (readonly [Address, bigint, Hex])[],
  rule: SmartAccountsOnChain['feeApproval'],
): (readonly [Address, bigint, Hex])[] {
  if (!rule || calls.length !== 2) return calls
  const [to, value, input] = calls[0]!
  if (to.toLowerCase() !== rule.token.toLowerCase() || value !== 0n) return calls
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: input })
    return functionName === 'approve' && args[0].toLowerCase() === rule.spender.toLowerCase() ? calls.slice(1) : calls
  } catch {
    return calls
  }
}

/** The calls of `account`'s UserOperation in a `handleOps` bundle, from its ERC-7821 batch. */
function userOperationCalls(input: Hex, account: Address): (readonly [Address, bigint, Hex])[] {
  try {
    const { functionName, args } = decodeFunctionData({ abi: entryPoint08Abi, data: input })
    if (functionName !== 'handleOps') return []
    const operations = args[0].filter((op) => op.sender.toLowerCase() === account.toLowerCase())
    if (operations.length !== 1) return []
    const execute = decodeFunctionData({ abi: ERC7821_ABI, data: operations[0]!.callData })
    return [...decodeAbiParameters(CALLS, execute.args[1])[0]]
  } catch {
    return []
  }
}

async function userOperationSucceeded(
  client: ChainClient,
  hash: Hash,
  entryPoint: Address,
  account: Address,
): Promise<boolean> {
  const receipt = (await client.request({ method: 'eth_getTransactionReceipt', params: [hash] }).catch(() => null)) as {
    logs: ReceiptLog[]
  } | null
  return receipt ? userOperationOutcome(receipt.logs, entryPoint, account)?.success === true : false
}
