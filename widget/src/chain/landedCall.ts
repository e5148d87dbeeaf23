import { decodeAbiParameters, decodeFunctionData, parseAbi, type Address, type Hash, type Hex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import type { ChainClient } from './chainClient'
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
 * as successful. Otherwise `{ mismatch }`, what differs ("the transaction (not found)").
 */
export async function landedCall(
  client: ChainClient,
  hash: Hash,
  account: Address,
  entryPoint: Address | undefined,
): Promise<LandedCall | { mismatch: string }> {
  const tx = (await client
    .request({ method: 'eth_getTransactionByHash', params: [hash] })
    .catch(() => null)) as RpcTransaction | null
  if (!tx) return { mismatch: 'the transaction (not found)' }
  const chainId = tx.chainId === undefined ? undefined : Number(tx.chainId)
  if (!entryPoint || tx.to?.toLowerCase() !== entryPoint.toLowerCase()) {
    return { from: tx.from, to: tx.to, value: BigInt(tx.value), input: tx.input, nonce: Number(tx.nonce), chainId }
  }
  const calls = userOperationCalls(tx.input, account)
  if (calls.length !== 1) return { mismatch: 'the transaction (not one call of this account)' }
  if (!(await userOperationSucceeded(client, hash, entryPoint, account)))
    return { mismatch: 'the transaction (the operation did not succeed)' }
  const [to, value, input] = calls[0]!
  // A UserOperation's nonce is the EntryPoint's, not a transaction count: the earlier-transfer check does not apply.
  return { from: account, to, value, input, nonce: undefined, chainId }
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
