import { decodeFunctionData, erc20Abi, formatUnits, hexToString, isHex, maxUint256, type Address, type Hex } from 'viem'

/** A token as the widget knows it (from the balances), for showing amounts of a decoded call. */
export type KnownToken = { symbol: string; decimals: number }

export type TransactionRequest = { from?: Address; to?: Address; value?: Hex; data?: Hex; gas?: Hex }

export type ApprovalSummary =
  | { kind: 'transfer'; token: Address; symbol?: string; to: Address; amount: string }
  | { kind: 'approval'; token: Address; symbol?: string; spender: Address; amount: string; unlimited: boolean }
  | { kind: 'call'; to?: Address; value: string; data?: Hex }
  | { kind: 'message'; text: string }
  | { kind: 'typedData'; domain: string; primaryType: string; json: string }

/** Approvals of at least half of uint256 are "unlimited" in every wallet's eyes. */
const UNLIMITED = maxUint256 / 2n

/**
 * What the visitor is asked to approve, in words: an ERC-20 transfer or approval is shown as
 * such (an unlimited approval is flagged), any other transaction as a contract call with its
 * value, a message as text, typed data by its domain and type.
 */
export function describeTransaction(tx: TransactionRequest, nativeSymbol: string, token: (address: Address) => KnownToken | undefined): ApprovalSummary {
  const value = formatUnits(tx.value ? BigInt(tx.value) : 0n, 18)
  if (tx.to && tx.data && tx.data !== '0x') {
    try {
      const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: tx.data })
      const known = token(tx.to)
      const amount = (raw: bigint) => (known ? `${formatUnits(raw, known.decimals)} ${known.symbol}` : `${raw} base units`)
      if (functionName === 'transfer') return { kind: 'transfer', token: tx.to, ...(known ? { symbol: known.symbol } : {}), to: args[0], amount: amount(args[1]) }
      if (functionName === 'approve') {
        const unlimited = args[1] >= UNLIMITED
        return { kind: 'approval', token: tx.to, ...(known ? { symbol: known.symbol } : {}), spender: args[0], amount: unlimited ? 'unlimited' : amount(args[1]), unlimited }
      }
    } catch {
      // not an ERC-20 call: shown as a contract call below
    }
  }
  return { kind: 'call', ...(tx.to ? { to: tx.to } : {}), value: `${value} ${nativeSymbol}`, ...(tx.data && tx.data !== '0x' ? { data: tx.data } : {}) }
}

/** personal_sign's message: UTF-8 text when it is, else the hex as given. */
export function describeMessage(message: string): ApprovalSummary {
  if (isHex(message)) {
    try {
      const text = hexToString(message)
      // eslint-disable-next-line no-control-regex
      if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return { kind: 'message', text }
    } catch {
      // not UTF-8
    }
  }
  return { kind: 'message', text: message }
}

export function describeTypedData(raw: unknown): ApprovalSummary {
  const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { domain?: { name?: string; verifyingContract?: string }; primaryType?: string }
  return {
    kind: 'typedData',
    domain: data.domain?.name ?? data.domain?.verifyingContract ?? 'unknown',
    primaryType: data.primaryType ?? 'unknown',
    json: JSON.stringify(data, null, 2).slice(0, 4000),
  }
}
