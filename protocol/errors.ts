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
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/** The plain shape of an error as it crosses the bridge (structured clone drops class identity). */
export type ErrorInfo = { code: ErrorCode; message: string }

export class WalletportError extends Error {
  override readonly name = 'WalletportError'
  readonly code: ErrorCode

  constructor(code: ErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value)
}

/**
 * Turns anything thrown into the bridge's error shape. Errors that are not ours
 * become `fallback` so that a stray TypeError never leaks internals as a code.
 */
export function toErrorInfo(error: unknown, fallback: ErrorCode = 'WALLET_ERROR'): ErrorInfo {
  if (error instanceof WalletportError) return { code: error.code, message: error.message }
  const message = error instanceof Error ? error.message : String(error)
  return { code: fallback, message }
}
