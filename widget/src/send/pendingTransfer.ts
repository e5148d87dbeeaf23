import { decodeFunctionData, erc20Abi, type Address, type Hash } from 'viem'
import { isAddress, isChainId } from '../../../protocol/guards'
import type { ChainClient } from '../chain/chainClient'
import { landedCall } from '../chain/landedCall'
import type { SmartAccountsOnChain } from '../chain/entryPointOf'

/** A submitted transfer whose outcome is not known yet: kept across a reload of the host page. */
export type PendingTransfer = {
  hash: Hash
  /** The sender's mined transaction count just before sending: the transfer's nonce is at least this. */
  minNonce: number
  chainId: number
  from: Address
  token: 'native' | Address
  to: Address
  /** Base units, decimal string. Symbol and decimals are not kept: they are read from the chain when shown. */
  amount: string
}

export function parsePendingTransfer(value: unknown): PendingTransfer | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { hash, minNonce, chainId, from, token, to, amount } = value as Record<string, unknown>
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return undefined
  if (typeof minNonce !== 'number' || !Number.isSafeInteger(minNonce) || minNonce < 0) return undefined
  if (!isChainId(chainId)) return undefined
  if (!isAddress(from) || !isAddress(to) || (token !== 'native' && !isAddress(token))) return undefined
  if (typeof amount !== 'string' || !/^\d{1,78}$/.test(amount)) return undefined
  return { hash: hash as Hash, minNonce, chainId, from, token, to, amount }
}

/**
 * What differs between a transfer and the transaction the chain holds under its hash: the
 * sender, the recipient, the amount or token, the chain; undefined when it is exactly that
 * transfer. Used for a record read back after a reload (the host could have forged it) and for
 * every transaction a wallet reports as sent (a host-relayed wallet could send another one). With
 * the chain's `entryPoint` (the passkey wallet), a bundle is read for the account's UserOperation in it.
 */
export async function transferMismatch(
  client: ChainClient,
  record: PendingTransfer,
  account: Address,
  smartAccounts?: SmartAccountsOnChain,
): Promise<string | undefined> {
  if (record.from.toLowerCase() !== account.toLowerCase()) return 'the sender'
  const tx = await landedCall(client, record.hash, account, smartAccounts)
  if ('mismatch' in tx) return tx.mismatch
  if (tx.from.toLowerCase() !== account.toLowerCase()) return 'the sender'
  if (tx.nonce !== undefined && tx.nonce < record.minNonce) return 'the transaction (an earlier one)'
  if (tx.chainId !== undefined && tx.chainId !== record.chainId) return 'the network'
  if (!tx.to) return 'the recipient'
  if (record.token === 'native') {
    if (tx.to.toLowerCase() !== record.to.toLowerCase()) return 'the recipient'
    return tx.value === BigInt(record.amount) && tx.input === '0x' ? undefined : 'the amount'
  }
  if (tx.to.toLowerCase() !== record.token.toLowerCase()) return 'the token'
  if (tx.value !== 0n) return 'the amount'
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: tx.input })
    if (functionName !== 'transfer' || args[0].toLowerCase() !== record.to.toLowerCase()) return 'the recipient'
    return args[1] === BigInt(record.amount) ? undefined : 'the amount'
  } catch {
    return 'the recipient'
  }
}
