import { WalletportError, type ErrorCode } from './errors'

/** A WalletportError that `handle.provider` turns into a ProviderRpcError with `rpcCode` (rpcErrorCodes.ts). */
export function rpcError(code: ErrorCode, rpcCode: number, message: string, data?: unknown): WalletportError {
  return new WalletportError(code, message, data === undefined ? { code: rpcCode } : { code: rpcCode, data })
}
