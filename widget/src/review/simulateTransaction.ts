import { simulateBlocks } from 'viem/actions'
import { getAddress, hexToBigInt, size, type Address, type Hex, type Log } from 'viem'
import type { ChainConfig } from '../../../protocol/config'
import type { ChainClient } from '../chain/chainClient'
import { decodeRevertReason, failureReason } from '../chain/revertReason'
import { readTokenInfo, type TokenInfo } from './readTokenInfo'

/** One asset the visitor's account would lose (diff < 0) or gain (diff > 0). */
export type BalanceChange = {
  token: 'native' | Address
  /** Chain-read; undefined when the contract has none. */
  symbol?: string
  /** Chain-read; undefined: shown in base units. */
  decimals?: number
  diff: bigint
}

export type SimulationOutcome =
  | { status: 'success'; changes: BalanceChange[] }
  /** The chain says it would fail: shown with the reason; Confirm needs an acknowledgement. */
  | { status: 'reverted'; reason: string; changes: BalanceChange[] }
  /** The RPC cannot simulate (no eth_simulateV1, or unreachable): the review says so. */
  | { status: 'unavailable'; reason: string }

export type SimulateTransactionParameters = {
  client: ChainClient
  chain: ChainConfig
  from: Address
  calls: { to?: Address; value: bigint; data: Hex }[]
  /** Chain-read metadata the widget already holds; other tokens are read in one call. */
  knownToken: (token: Address) => TokenInfo | undefined
}

/** `Transfer(address,address,uint256)`, ERC-20's event; `eth_simulateV1` reports native transfers with it too. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** The pseudo-address under which `traceTransfers` logs native currency moves. */
const NATIVE_PSEUDO_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * What the calls would do to the visitor's balances, from the chain's own execution of them on
 * the latest block (`eth_simulateV1` through viem, with `traceTransfers`, so native value moved
 * by any contract counts too): the sum of every native and ERC-20 `Transfer` in and out of the
 * account. No third-party service: the operator's RPC runs it. The network fee is not included
 * (the review shows it apart). Never throws: a failure to simulate is an outcome of its own.
 */
export async function simulateTransaction({ client, chain, from, calls, knownToken }: SimulateTransactionParameters): Promise<SimulationOutcome> {
  let results
  try {
    const [block] = await simulateBlocks(client, {
      blocks: [{ calls: calls.map(({ to, value, data }) => ({ from, ...(to ? { to } : {}), value, data })) as Parameters<typeof simulateBlocks>[1]['blocks'][0]['calls'] }],
      traceTransfers: true,
    })
    results = block!.calls
  } catch (error) {
    if (cannotSimulate(error)) return { status: 'unavailable', reason: failureReason(error) }
    return { status: 'reverted', reason: failureReason(error), changes: [] }
  }
  const diffs = transfersOf(
    results.flatMap((call) => call.logs ?? []),
    from,
  )
  const tokens = [...diffs.keys()].filter((token): token is Address => token !== 'native')
  const info = await readTokenInfo({ client, chain, account: from, tokens, known: knownToken })
  const changes = [...diffs].map(([token, diff]): BalanceChange => ({ token, diff, ...(token === 'native' ? {} : info.get(token.toLowerCase())) }))
  const failed = results.find((call) => call.status === 'failure')
  if (failed) {
    const data = failed.data
    const reason = typeof data === 'string' && data !== '0x' ? decodeRevertReason(data) : failureReason((failed as { error?: unknown }).error)
    return { status: 'reverted', reason, changes }
  }
  return { status: 'success', changes }
}

/** Net amount per asset that `Transfer` logs move into (+) or out of (−) `account`; zero nets are left out. */
function transfersOf(logs: Log[], account: Address): Map<'native' | Address, bigint> {
  const topic = `0x${account.slice(2).toLowerCase().padStart(64, '0')}`
  const diffs = new Map<'native' | Address, bigint>()
  for (const log of logs) {
    // ERC-721's Transfer has the token id as a fourth topic and no data: not an amount.
    if (log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC || size(log.data) !== 32) continue
    const amount = hexToBigInt(log.data)
    const asset = log.address.toLowerCase() === NATIVE_PSEUDO_ADDRESS ? 'native' : getAddress(log.address)
    const out = log.topics[1]?.toLowerCase() === topic ? amount : 0n
    const into = log.topics[2]?.toLowerCase() === topic ? amount : 0n
    if (out === into) continue
    diffs.set(asset, (diffs.get(asset) ?? 0n) + into - out)
  }
  for (const [asset, diff] of diffs) if (diff === 0n) diffs.delete(asset)
  return diffs
}

/**
 * The RPC does not simulate (method unknown or refused) or could not be reached: unlike an
 * execution error of the transaction itself, that says nothing about the transaction.
 */
function cannotSimulate(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (code === -32601 || code === -32004 || code === 4200) return true
    if (name === 'HttpRequestError' || name === 'TimeoutError' || name === 'MethodNotFoundRpcError' || name === 'MethodNotSupportedRpcError') return true
    current = cause
  }
  return !/revert|insufficient|execution|out of gas|invalid opcode/i.test(failureReason(error))
}
