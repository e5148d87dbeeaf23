import { decodeFunctionData, erc20Abi, type Address, type Hash, type Hex } from 'viem'
import type { ChainClient } from '../chain/chainClient'

/** A submitted transfer whose outcome is not known yet: kept across a reload of the host page. */
export type PendingSend = {
  hash: Hash
  chainId: number
  from: Address
  token: 'native' | Address
  to: Address
  /** Base units, decimal string. */
  amount: string
  symbol: string
  decimals: number
}

const isAddress = (value: unknown): value is Address => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

export function parsePendingSend(value: unknown): PendingSend | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { hash, chainId, from, token, to, amount, symbol, decimals } = value as Record<string, unknown>
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return undefined
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  if (!isAddress(from) || !isAddress(to) || (token !== 'native' && !isAddress(token))) return undefined
  if (typeof amount !== 'string' || !/^\d{1,78}$/.test(amount)) return undefined
  if (typeof symbol !== 'string' || symbol.length > 32 || typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
  return { hash: hash as Hash, chainId, from, token, to, amount, symbol, decimals }
}

/**
 * The record may come back from the host's storage, where the host could forge it. Before the
 * widget shows it to the visitor, the chain must confirm it: that transaction exists, was sent
 * by the connected account, and is exactly this transfer.
 */
export async function verifyPendingSend(client: ChainClient, record: PendingSend, account: Address): Promise<boolean> {
  if (record.from.toLowerCase() !== account.toLowerCase()) return false
  const tx = (await client.request({ method: 'eth_getTransactionByHash', params: [record.hash] }).catch(() => null)) as {
    from: Address
    to: Address | null
    value: Hex
    input: Hex
  } | null
  if (!tx || tx.from.toLowerCase() !== account.toLowerCase() || !tx.to) return false
  if (record.token === 'native') return tx.to.toLowerCase() === record.to.toLowerCase() && BigInt(tx.value) === BigInt(record.amount)
  if (tx.to.toLowerCase() !== record.token.toLowerCase()) return false
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: tx.input })
    return functionName === 'transfer' && args[0].toLowerCase() === record.to.toLowerCase() && args[1] === BigInt(record.amount)
  } catch {
    return false
  }
}
