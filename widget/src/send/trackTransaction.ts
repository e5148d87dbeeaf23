import type { Hash, Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { ChainClient } from '../chain/chainClient'
import { failureReason } from '../chain/revertReason'

export type TransactionOutcome =
  | { status: 'confirmed'; hash: Hash; replaced?: 'repriced' }
  | { status: 'failed'; hash: Hash; reason: string }

/**
 * Follows a submitted transaction to its final state with viem's replacement detection: a
 * speed-up (same transfer, new hash) ends as confirmed under the new hash; a replacement by a
 * different transaction, or a cancel, ends as failed and says so; a revert ends as failed with
 * the reason the chain gives when the call is replayed.
 */
export async function trackTransaction(client: ChainClient, hash: Hash): Promise<TransactionOutcome> {
  let replacement: { reason: 'cancelled' | 'replaced' | 'repriced'; hash: Hash } | undefined
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    pollingInterval: client.pollingInterval,
    timeout: 0,
    onReplaced: ({ reason, transaction }) => {
      replacement = { reason, hash: transaction.hash }
    },
  })
  if (replacement && replacement.reason !== 'repriced') {
    return {
      status: 'failed',
      hash: replacement.hash,
      reason: replacement.reason === 'cancelled' ? 'cancelled in the wallet' : 'replaced by another transaction',
    }
  }
  if (receipt.status === 'success') return replacement ? { status: 'confirmed', hash: receipt.transactionHash, replaced: 'repriced' } : { status: 'confirmed', hash: receipt.transactionHash }
  return { status: 'failed', hash: receipt.transactionHash, reason: `reverted: ${await replayReason(client, receipt.transactionHash, receipt.blockNumber)}` }
}

/** Replays a reverted transaction as a call on the state before its block, to read why it failed. */
async function replayReason(client: ChainClient, hash: Hash, blockNumber: bigint): Promise<string> {
  try {
    const tx = (await client.request({ method: 'eth_getTransactionByHash', params: [hash] })) as { from: Hex; to: Hex; input: Hex; value: Hex; gas: Hex } | null
    if (!tx) return 'the transaction reverted'
    await client.request({
      method: 'eth_call',
      params: [{ from: tx.from, to: tx.to, data: tx.input, value: tx.value, gas: tx.gas }, `0x${(blockNumber - 1n).toString(16)}`],
    })
    return 'the transaction reverted'
  } catch (error) {
    return failureReason(error)
  }
}
