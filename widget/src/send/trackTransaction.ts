import type { Hash, Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { ChainClient } from '../chain/chainClient'
import { failureReason } from '../chain/revertReason'

export type TransactionOutcome =
  { status: 'confirmed'; hash: Hash; replaced?: 'repriced' } | { status: 'failed'; hash: Hash; reason: string }

/**
 * Follows a submitted transaction to its final state with viem's replacement detection: a
 * speed-up (same transfer, new hash) ends as confirmed under the new hash; a replacement by a
 * different transaction, or a cancel, ends as failed and says so; a revert ends as failed with
 * the reason the chain gives when the call is replayed.
 */
export async function trackTransaction(client: ChainClient, hash: Hash): Promise<TransactionOutcome> {
  let replacement: { reason: 'cancelled' | 'replaced' | 'repriced'; hash: Hash } | undefined
  const watch = new AbortController()
  const receiptPromise = waitForTransactionReceipt(client, {
    hash,
    pollingInterval: client.pollingInterval,
    timeout: RECEIPT_TIMEOUT_MS,
    onReplaced: ({ reason, transaction }) => {
      replacement = { reason, hash: transaction.hash }
    },
  })
  const outcome = await Promise.race([
    receiptPromise.then((receipt) => ({ receipt })),
    watchForDrop(client, hash, watch.signal),
  ]).finally(() => watch.abort())
  if ('dropped' in outcome) return { status: 'failed', hash, reason: 'dropped by the network: it was never mined' }
  const { receipt } = outcome
  if (replacement && replacement.reason !== 'repriced') {
    return {
      status: 'failed',
      hash: replacement.hash,
      reason: replacement.reason === 'cancelled' ? 'cancelled in the wallet' : 'replaced by another transaction',
    }
  }
  if (receipt.status === 'success')
    return replacement
      ? { status: 'confirmed', hash: receipt.transactionHash, replaced: 'repriced' }
      : { status: 'confirmed', hash: receipt.transactionHash }
  return {
    status: 'failed',
    hash: receipt.transactionHash,
    reason: `reverted: ${await replayReason(client, receipt.transactionHash, receipt.blockNumber)}`,
  }
}

/** How long a receipt is waited for at all; a transaction the chain forgets ends sooner (watchForDrop). */
const RECEIPT_TIMEOUT_MS = 30 * 60_000
/** A transaction missing from the node this many polls in a row, with no receipt, was dropped. */
const DROPPED_AFTER_POLLS = 3

/**
 * Resolves `{ dropped }` when the node no longer knows the transaction: not pending, not mined,
 * several polls in a row (a replacement is not a drop: viem reports it with its receipt).
 */
async function watchForDrop(client: ChainClient, hash: Hash, signal: AbortSignal): Promise<{ dropped: true }> {
  let missing = 0
  let known: { from: Hex; nonce: Hex } | undefined
  while (!signal.aborted) {
    await new Promise((r) => setTimeout(r, client.pollingInterval))
    if (signal.aborted) break
    const [tx, receipt] = await Promise.all([
      client.request({ method: 'eth_getTransactionByHash', params: [hash] }).catch(() => undefined),
      client.request({ method: 'eth_getTransactionReceipt', params: [hash] }).catch(() => undefined),
    ])
    if (tx) known = tx as { from: Hex; nonce: Hex }
    if (tx !== null || receipt !== null) {
      missing = 0
      continue
    }
    // Gone from the node. If its nonce was used since, it was replaced, which viem reports; only
    // a nonce still free means the transaction was dropped.
    if (known) {
      const used = await client
        .request({ method: 'eth_getTransactionCount', params: [known.from, 'latest'] })
        .catch(() => undefined)
      if (used !== undefined && BigInt(used as Hex) > BigInt(known.nonce)) continue
    }
    if (++missing >= DROPPED_AFTER_POLLS) return { dropped: true }
  }
  return new Promise(() => {})
}

/** Replays a reverted transaction as a call on the state before its block, to read why it failed. */
async function replayReason(client: ChainClient, hash: Hash, blockNumber: bigint): Promise<string> {
  try {
    const tx = (await client.request({ method: 'eth_getTransactionByHash', params: [hash] })) as {
      from: Hex
      to: Hex
      input: Hex
      value: Hex
      gas: Hex
    } | null
    if (!tx) return 'the transaction reverted'
    await client.request({
      method: 'eth_call',
      params: [
        { from: tx.from, to: tx.to, data: tx.input, value: tx.value, gas: tx.gas },
        `0x${(blockNumber - 1n).toString(16)}`,
      ],
    })
    return 'the transaction reverted'
  } catch (error) {
    return failureReason(error)
  }
}
