/**
 * EIP-5792 `wallet_sendCalls` (version 2.0.0), parsed into what one review shows. Each call is read
 * by the same rules as an `eth_sendTransaction` (to, value, data; nothing the review cannot show).
 * Errors carry EIP-5792's codes where it has one: 5740 a batch too large, 5700 a required capability
 * it does not have. `atomicRequired`, the `paymasterService` capability (ERC-7677, parsed in
 * parsePaymasterService.ts) and `dataSuffix` (ERC-8021, parseDataSuffix.ts) are kept: whether the connected wallet can honour them (5760, 5700 when
 * not) is the widget's to say, not the parser's.
 */

import { WalletportError } from './errors'
import * as RPC_ERROR from './rpcErrorCodes'
import { describe, field, isAddress, isPlainObject } from './guards'
import { parseDataSuffix, type DataSuffix } from './parseDataSuffix'
import { parsePaymasterService, type PaymasterService } from './parsePaymasterService'
import { parseTransactionRequest, type ReviewedTransaction } from './parseTransactionRequest'

/** The most calls one batch may hold: each is reviewed and then sent on its own. */
export const MAX_BATCH_CALLS = 10

export type SendCallsBatch = {
  /** The dapp's id for the batch, when it chose one (else the widget makes one). */
  id?: string
  from?: `0x${string}`
  chainId: number
  calls: ReviewedTransaction[]
  /** The dapp wants all or nothing: only an atomic wallet (the passkey wallet) may take the batch. */
  atomicRequired: boolean
  /** The paymaster the dapp names for the batch (ERC-7677); whether the wallet can use it is the widget's to say. */
  paymasterService?: PaymasterService
  /** The dapp's builder codes (ERC-8021), appended to what is sent: every wallet takes them. */
  dataSuffix?: DataSuffix
}

export function parseSendCallsRequest(params: unknown): SendCallsBatch {
  const raw = Array.isArray(params) ? params[0] : undefined
  if (!isPlainObject(raw))
    invalid(`wallet_sendCalls expects [{ version, chainId, calls, atomicRequired }], got ${describe(params)}`)
  const version = field(raw, 'version')
  if (version !== '2.0.0' && version !== '2.0' && version !== '1.0')
    invalid(`version: expected "2.0.0", got ${describe(version)}`)
  const atomicRequired = field(raw, 'atomicRequired')
  if (atomicRequired !== undefined && typeof atomicRequired !== 'boolean')
    invalid(`atomicRequired: expected true or false, got ${describe(atomicRequired)}`)
  const chainId = field(raw, 'chainId')
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,13}$/.test(chainId) || BigInt(chainId) === 0n)
    invalid(`chainId: expected a hex chain id, got ${describe(chainId)}`)
  const batch: SendCallsBatch = { chainId: Number(chainId), calls: [], atomicRequired: atomicRequired === true }
  const from = field(raw, 'from')
  if (from !== undefined && from !== null) {
    if (!isAddress(from)) invalid(`from: expected an address, got ${describe(from)}`)
    batch.from = from
  }
  const id = field(raw, 'id')
  if (id !== undefined) {
    if (typeof id !== 'string' || !/^[\x21-\x7e]{1,100}$/.test(id))
      invalid(`id: expected up to 100 printable characters, got ${describe(id)}`)
    batch.id = id
  }
  readBatchCapabilities(batch, field(raw, 'capabilities'))
  const calls = field(raw, 'calls')
  if (!Array.isArray(calls) || calls.length === 0) invalid('calls: expected a non-empty array')
  if (calls.length > MAX_BATCH_CALLS) {
    throw new WalletportError(
      'INVALID_REQUEST',
      `a batch holds at most ${MAX_BATCH_CALLS} calls, this one ${calls.length}`,
      { code: RPC_ERROR.bundleTooLarge },
    )
  }
  batch.calls = calls.map((call, i) => {
    if (!isPlainObject(call)) invalid(`calls[${i}]: expected an object`)
    requireNoCapabilities(field(call, 'capabilities'), `calls[${i}].capabilities`)
    const { capabilities: _, ...transaction } = call
    try {
      const tx = parseTransactionRequest(transaction)
      if (tx.from !== undefined || tx.chainId !== undefined)
        invalid(`calls[${i}]: from and chainId belong to the batch, not a call`)
      return tx
    } catch (error) {
      if (error instanceof WalletportError) invalid(`calls[${i}]: ${error.message}`)
      throw error
    }
  })
  return batch
}

/** Capabilities Walletport does not have may be asked for only as optional (EIP-5792). */
/** Refuses (5700) every capability in `raw` that is not marked optional: Walletport gives none of them. */
/** The batch's capabilities the widget takes (`paymasterService`, `dataSuffix`); any other that is not optional: 5700. */
function readBatchCapabilities(batch: SendCallsBatch, capabilities: unknown): void {
  if (!isPlainObject(capabilities)) return requireNoCapabilities(capabilities, 'capabilities')
  const { paymasterService, dataSuffix, ...others } = capabilities
  if (paymasterService !== undefined) batch.paymasterService = parsePaymasterService(paymasterService)
  const suffix = dataSuffix === undefined ? undefined : parseDataSuffix(dataSuffix)
  if (suffix) batch.dataSuffix = suffix
  requireNoCapabilities(others, 'capabilities')
}

export function requireNoCapabilities(raw: unknown, path: string): void {
  if (raw === undefined || raw === null) return
  if (!isPlainObject(raw)) invalid(`${path}: expected an object`)
  for (const [name, value] of Object.entries(raw)) {
    if (isPlainObject(value) && field(value, 'optional') === true) continue
    throw new WalletportError('INVALID_REQUEST', `${path}.${name} is not supported`, {
      code: RPC_ERROR.unsupportedCapability,
    })
  }
}

function invalid(message: string): never {
  throw new WalletportError('INVALID_REQUEST', message, { code: RPC_ERROR.invalidParams })
}
