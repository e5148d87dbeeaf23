import { rpcError } from './rpcError'
import * as RPC_ERROR from './rpcErrorCodes'
import type { Address } from './types'

/** The asset types Walletport can list: a chain's native coin and ERC-20 tokens (it reads no NFTs). */
export type AssetType = 'native' | 'erc20'

/** What a dapp asked `wallet_getAssets` (ERC-7811) for, parsed: chain ids as numbers, addresses lowercased. */
export type GetAssetsParameters = {
  account: Address
  /** Only these chains; undefined: every chain the widget mounted. */
  chains?: Set<number>
  /** Only these types; other types a dapp names (erc721…) simply match nothing. */
  types?: Set<string>
  /** Per chain, only these assets (`native` or a token address); a chain it leaves out has none. */
  assets?: Map<number, Set<string>>
}

const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,16}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MAX_ENTRIES = 200

const invalid = (message: string) =>
  rpcError('INVALID_REQUEST', RPC_ERROR.invalidParams, `wallet_getAssets: ${message}`)

/**
 * Parses the params of `wallet_getAssets`, hostile until parsed: `[{ account, chainFilter?, assetTypeFilter?,
 * assetFilter? }]` with hex chain ids and 0x addresses, each list bounded. Anything else is -32602 with what is wrong.
 */
export function parseGetAssetsParams(params: unknown): GetAssetsParameters {
  const [request] = Array.isArray(params) && params.length === 1 ? params : []
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    throw invalid('expected [{ account, chainFilter?, assetTypeFilter?, assetFilter? }]')
  const { account, chainFilter, assetTypeFilter, assetFilter, ...rest } = request as Record<string, unknown>
  const unknown = Object.keys(rest)
  if (unknown.length > 0) throw invalid(`unknown field ${unknown[0]}`)
  if (typeof account !== 'string' || !ADDRESS.test(account)) throw invalid('account: expected a 0x-prefixed address')
  const parsed: GetAssetsParameters = { account: account.toLowerCase() as Address }
  if (chainFilter !== undefined) parsed.chains = new Set(list(chainFilter, 'chainFilter').map(chainId))
  if (assetTypeFilter !== undefined)
    parsed.types = new Set(
      list(assetTypeFilter, 'assetTypeFilter').map((type) => {
        if (typeof type !== 'string' || type.length === 0 || type.length > 32)
          throw invalid('assetTypeFilter: expected asset type names')
        return type
      }),
    )
  if (assetFilter !== undefined) parsed.assets = assetsByChain(assetFilter)
  return parsed
}

function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value) || value.length > MAX_ENTRIES)
    throw invalid(`${field}: expected an array of at most ${MAX_ENTRIES}`)
  return value
}

function chainId(value: unknown): number {
  if (typeof value !== 'string' || !HEX_CHAIN_ID.test(value))
    throw invalid(`expected a hex chain id, got ${String(value)}`)
  return Number(value)
}

function assetsByChain(value: unknown): Map<number, Set<string>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('assetFilter: expected { [chainId]: [{ address, type }] }')
  const entries = Object.entries(value)
  if (entries.length > MAX_ENTRIES) throw invalid(`assetFilter: at most ${MAX_ENTRIES} chains`)
  return new Map(
    entries.map(([id, assets]) => [
      chainId(id),
      new Set(
        list(assets, `assetFilter[${id}]`).map((asset) => {
          const { address, type } = (typeof asset === 'object' && asset !== null ? asset : {}) as Record<
            string,
            unknown
          >
          if (typeof type !== 'string') throw invalid(`assetFilter[${id}]: each asset needs a type`)
          if (address === 'native' || (type === 'native' && address === undefined)) return 'native'
          if (typeof address !== 'string' || !ADDRESS.test(address))
            throw invalid(`assetFilter[${id}]: expected an address or "native"`)
          return address.toLowerCase()
        }),
      ),
    ]),
  )
}
