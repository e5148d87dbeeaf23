import type { Address, Hash } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import { rememberSend } from '../activity/sentTransfers'
import type { BalanceRow } from '../balances/BalanceTracker'
import type { ChainClient } from '../chain/chainClient'
import { readRecord, type DurableStore } from '../storage/durableStore'
import { parsePendingTransfer, transferMismatch, type PendingTransfer } from './pendingTransfer'
import type { PreparedTransfer } from './prepareSend'
import { trackTransaction, type TransactionOutcome } from './trackTransaction'
import type { SentTransfer } from './sendTypes'
import { smartAccountsOf, type SmartAccountsOnChain } from '../chain/entryPointOf'

/*
 * A transfer once the wallet took it: kept as a pending record (a reload picks it up) and in the
 * account's sends (Activity), then followed to its end.
 */

/** Keeps a transfer the wallet just took; returns its pending record. */
export function keepSent(store: DurableStore, send: PreparedTransfer, hash: Hash, minNonce: number): PendingTransfer {
  const record: PendingTransfer = {
    hash,
    minNonce,
    chainId: send.chain.id,
    from: send.from,
    token: send.token,
    to: send.to,
    amount: send.amount.toString(),
  }
  store.write('pendingSend', JSON.stringify(record))
  void rememberSend(store, { hash, chainId: send.chain.id })
  return record
}

/**
 * Follows the transaction to its end, and checks that what landed is the transfer the visitor
 * reviewed: a wallet (a host-relayed one above all) could report the hash of another. The pending
 * record is dropped once the outcome is known; a failure to follow (RPC gone) throws and keeps it.
 */
export async function followSent(
  client: ChainClient,
  store: DurableStore,
  record: PendingTransfer,
  smartAccounts?: SmartAccountsOnChain,
): Promise<TransactionOutcome> {
  const outcome = await trackTransaction(client, record.hash)
  store.write('pendingSend', undefined)
  const mismatch =
    outcome.status === 'confirmed'
      ? await transferMismatch(client, { ...record, hash: outcome.hash }, record.from, smartAccounts)
      : undefined
  if (mismatch)
    return {
      status: 'failed',
      hash: outcome.hash,
      reason: `the wallet sent a different transaction than the one you reviewed (${mismatch} differs)`,
    }
  return outcome
}

export type PendingParameters = {
  store: DurableStore
  chains: () => ChainConfig[]
  /** The connected account, read once the record is (undefined: disconnected). */
  account: () => { address: Address } | undefined
  balanceRow: (chainId: number, token: 'native' | Address) => Promise<BalanceRow | undefined>
  client: (chain: ChainConfig) => ChainClient
  /** False once another send started: the record then waits for the next reload. */
  idle: () => boolean
}

/**
 * After a reload: the transfer a kept record says is still pending, once the chain vouches for it.
 * Undefined when there is none, or when it does not hold (then, if forged, the record is dropped).
 */
export async function readPendingTransfer({
  store,
  chains,
  account: current,
  balanceRow,
  client,
  idle,
}: PendingParameters): Promise<{ transfer: SentTransfer; record: PendingTransfer } | undefined> {
  const record = await readRecord(store, 'pendingSend', parsePendingTransfer)
  const account = current()
  const chain = chains().find((c) => c.id === record?.chainId)
  if (!record || !account || !chain || !idle()) return undefined
  // Symbol and decimals come from the chain, never from the record: the host may have written
  // it, and "1,000,000 USDC" for a 1 USDC transfer would be its doing.
  const token = await balanceRow(chain.id, record.token)
  if (token?.decimals === undefined) {
    // A token this widget does not list was never sent from it: a forged record.
    if (!token) store.write('pendingSend', undefined)
    return undefined
  }
  if ((await transferMismatch(client(chain), record, account.address, smartAccountsOf(chain))) !== undefined) {
    store.write('pendingSend', undefined)
    return undefined
  }
  if (!idle()) return undefined
  return {
    transfer: {
      chain,
      token: record.token,
      symbol: token.symbol,
      decimals: token.decimals,
      to: record.to,
      amount: BigInt(record.amount),
    },
    record,
  }
}
