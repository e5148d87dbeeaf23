import { decodeFunctionResult, encodeFunctionData, erc20Abi, numberToHex, parseAbi, type Address, type Hex } from 'viem'
import type { ChainClient } from '../chain/chainClient'
import type { ChainConfig } from '../../../protocol/config'
import { decodeRevertReason } from '../chain/revertReason'
import { decodeDecimals, decodeTokenText, decodeUint } from './tokenMetadata'
import { explainEmptyRead } from './missingMulticall3'
import type { TrackedToken } from './tokenList'

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
])

/** A token's symbol, name and decimals as the chain states them; read once, then cached by the caller. */
export type TokenMetadata = { symbol?: string; name?: string; decimals?: number }

export type TokenBalanceResult = { token: TrackedToken; balance?: bigint; error?: string; metadata?: TokenMetadata }

export type ReadChainBalancesParameters = {
  client: ChainClient
  chain: ChainConfig
  account: Address
  tokens: TrackedToken[]
  /** Tokens whose metadata is already known; the others get theirs read in the same call. */
  knownMetadata: ReadonlySet<Address>
  blockNumber: bigint
}

/** A USD (or FX) feed's latest round as read, or why it could not be read (the feed reverted). */
export type UsdReading = { answer: bigint; decimals: number; updatedAt: bigint } | { error: string }

export type ReadChainBalancesReturnType = {
  native: bigint
  tokens: TokenBalanceResult[]
  /** By what the feed prices (`native`, or a token address in lower case), for the chain's `usdFeeds`. */
  usd: Map<string, UsdReading>
  /** By ISO 4217 code, for the chain's `fxFeeds`: one unit of that currency in USD. */
  fx: Map<string, UsdReading>
  /** The block's timestamp (read with the feeds): a price is as old as this minus its update time. */
  timestamp?: bigint
}

type Call = { target: Address; allowFailure: true; callData: Hex }
type Slot = { kind: 'balance' | 'symbol' | 'name' | 'decimals'; index: number }

const feedAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
])

/**
 * Reads the native balance and every token balance of `account` on one chain, plus the metadata
 * of tokens not read before, in a single Multicall3 `aggregate3` eth_call at `blockNumber`,
 * whatever the number of tokens. Every call may fail on its own, so one broken token cannot
 * hide the others; a failure of the whole call (RPC down) throws.
 */
export async function readChainBalances({
  client,
  chain,
  account,
  tokens,
  knownMetadata,
  blockNumber,
}: ReadChainBalancesParameters): Promise<ReadChainBalancesReturnType> {
  const { calls, slots } = balanceCalls(chain, account, tokens, knownMetadata)
  // The chain's USD feeds, then its FX feeds, in the same call.
  const usdKeys = Object.keys(chain.usdFeeds ?? {})
  const feeds = [...Object.values(chain.usdFeeds ?? {}), ...Object.values(chain.fxFeeds ?? {})]
  calls.push(
    ...feedCalls(
      chain,
      feeds.map(({ feed }) => feed),
    ),
  )
  const [nativeResult, ...rest] = await aggregate(client, chain, calls, blockNumber)

  const tokenResults = rest.slice(0, slots.length)
  const feedResults = rest.slice(slots.length, slots.length + feeds.length * 2)
  const timestampResult = rest[slots.length + feeds.length * 2]
  const timestamp = timestampResult?.success ? decodeUint(timestampResult.returnData) : undefined
  const readings = feeds.map((_, i): UsdReading =>
    timestamp === undefined
      ? { error: 'the chain did not return the block time' }
      : readFeed(feedResults[i * 2], feedResults[i * 2 + 1]),
  )
  const native = nativeResult?.success ? decodeUint(nativeResult.returnData) : undefined
  if (native === undefined) throw new Error('the chain did not return the native balance')
  return {
    native,
    tokens: readTokenResults(tokens, slots, tokenResults),
    usd: new Map(usdKeys.map((key, i) => [key, readings[i]!])),
    fx: new Map(Object.keys(chain.fxFeeds ?? {}).map((code, i) => [code, readings[usdKeys.length + i]!])),
    ...(timestamp === undefined ? {} : { timestamp }),
  }
}

/**
 * The native balance's call, then each token's balance and, for a token not read before, its symbol, name and
 * decimals; `slots` says which token and what each token call reads.
 */
function balanceCalls(
  chain: ChainConfig,
  account: Address,
  tokens: TrackedToken[],
  knownMetadata: ReadonlySet<Address>,
): { calls: Call[]; slots: Slot[] } {
  const calls: Call[] = [
    {
      target: chain.multicall3,
      allowFailure: true,
      callData: encodeFunctionData({ abi: multicall3Abi, functionName: 'getEthBalance', args: [account] }),
    },
  ]
  const slots: Slot[] = []
  const add = (slot: Slot, target: Address, callData: Hex) => {
    calls.push({ target, allowFailure: true, callData })
    slots.push(slot)
  }
  tokens.forEach((token, index) => {
    add(
      { kind: 'balance', index },
      token.address,
      encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
    )
    if (knownMetadata.has(token.address)) return
    add({ kind: 'symbol', index }, token.address, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }))
    add({ kind: 'name', index }, token.address, encodeFunctionData({ abi: erc20Abi, functionName: 'name' }))
    add({ kind: 'decimals', index }, token.address, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }))
  })
  return { calls, slots }
}

/** Each feed's decimals and latest round, then the block's time, to tell a fresh price from a stale one. */
function feedCalls(chain: ChainConfig, feeds: Address[]): Call[] {
  const calls: Call[] = feeds.flatMap((feed) => [
    { target: feed, allowFailure: true, callData: encodeFunctionData({ abi: feedAbi, functionName: 'decimals' }) },
    {
      target: feed,
      allowFailure: true,
      callData: encodeFunctionData({ abi: feedAbi, functionName: 'latestRoundData' }),
    },
  ])
  if (feeds.length > 0)
    calls.push({
      target: chain.multicall3,
      allowFailure: true,
      callData: encodeFunctionData({ abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' }),
    })
  return calls
}

/** Every call in one Multicall3 `aggregate3` eth_call at `blockNumber`, each answering on its own. */
async function aggregate(client: ChainClient, chain: ChainConfig, calls: Call[], blockNumber: bigint) {
  const data = await client.request({
    method: 'eth_call',
    params: [
      {
        to: chain.multicall3,
        data: encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] }),
      },
      numberToHex(blockNumber),
    ],
  })
  // An address with no code answers an eth_call with nothing: only then is the chain asked whether Multicall3 is there.
  if (data === '0x')
    throw await explainEmptyRead(client, chain, blockNumber, new Error('the Multicall3 call returned nothing'))
  return decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data })
}

/** Each token's balance (or why the token gave none) and the metadata read for it. */
function readTokenResults(
  tokens: TrackedToken[],
  slots: Slot[],
  results: readonly { success: boolean; returnData: Hex }[],
): TokenBalanceResult[] {
  const out: TokenBalanceResult[] = tokens.map((token) => ({ token }))
  slots.forEach((slot, i) => {
    const result = results[i]
    const entry = out[slot.index]!
    if (slot.kind === 'balance') {
      const balance = result?.success ? decodeUint(result.returnData) : undefined
      if (balance === undefined)
        entry.error = result?.success ? 'the token returned no balance' : decodeRevertReason(result?.returnData ?? '0x')
      else entry.balance = balance
      return
    }
    entry.metadata ??= {}
    if (!result?.success) return
    if (slot.kind === 'decimals') {
      const decimals = decodeDecimals(result.returnData)
      if (decimals !== undefined) entry.metadata.decimals = decimals
    } else {
      const text = decodeTokenText(result.returnData, slot.kind === 'symbol' ? 16 : 64)
      if (text !== undefined) entry.metadata[slot.kind] = text
    }
  })
  return out
}

function readFeed(
  decimals: { success: boolean; returnData: Hex } | undefined,
  round: { success: boolean; returnData: Hex } | undefined,
): UsdReading {
  if (!decimals?.success || !round?.success)
    return { error: decodeRevertReason((round?.success ? decimals : round)?.returnData ?? '0x') }
  try {
    const places = decodeFunctionResult({ abi: feedAbi, functionName: 'decimals', data: decimals.returnData })
    // Real feeds use 8 or 18; a feed claiming more is broken, and its number is not shown.
    if (places > 36) return { error: `the feed claims ${places} decimals` }
    const [, answer, , updatedAt] = decodeFunctionResult({
      abi: feedAbi,
      functionName: 'latestRoundData',
      data: round.returnData,
    })
    return { answer, decimals: places, updatedAt }
  } catch {
    return { error: 'the feed returned no price' }
  }
}
