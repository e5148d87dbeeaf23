/** Every code a host can see on a `WalletportError`. */
export const ERROR_CODES = [
  'USER_REJECTED',
  'NOT_CONNECTED',
  'INVALID_ADDRESS',
  'INVALID_AMOUNT',
  'INSUFFICIENT_FUNDS',
  'UNSUPPORTED_CHAIN',
  'UNKNOWN_TOKEN',
  'ORIGIN_NOT_ALLOWED',
  'TIMEOUT',
  'BUSY',
  'RPC_ERROR',
  'WALLET_ERROR',
  'DESTROYED',
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * The plain shape of an error as it crosses the bridge (structured clone drops class identity).
 * `rpcCode` and `data` carry an EIP-1193 / JSON-RPC error through for `handle.provider`.
 */
export type ErrorInfo = { code: ErrorCode; message: string; rpcCode?: number; data?: unknown }

export class WalletportError extends Error {
  override readonly name = 'WalletportError'
  readonly code: ErrorCode
  /** For errors of `handle.provider` requests: the EIP-1193 / JSON-RPC code and data. */
  readonly rpcCode?: number
  readonly data?: unknown

  constructor(code: ErrorCode, message: string, rpc?: { code: number; data?: unknown }) {
    super(message)
    this.code = code
    if (rpc) {
      this.rpcCode = rpc.code
      if (rpc.data !== undefined) this.data = rpc.data
    }
  }
}

/**
 * Turns anything thrown into the bridge's error shape. Errors that are not ours
 * become `fallback` so that a stray TypeError never leaks internals as a code.
 */
export function toErrorInfo(error: unknown, fallback: ErrorCode = 'WALLET_ERROR'): ErrorInfo {
  if (error instanceof WalletportError) {
    const info: ErrorInfo = { code: error.code, message: error.message }
    if (error.rpcCode !== undefined) info.rpcCode = error.rpcCode
    if (error.data !== undefined) info.data = error.data
    return info
  }
  const message = error instanceof Error ? error.message : String(error)
  return { code: fallback, message }
}
