import { WalletportError } from '../../../protocol/errors'

/** A WalletportError that `handle.provider` turns into a ProviderRpcError with `rpcCode` (EIP-1193, JSON-RPC, EIP-5792). */
export function rpcError(
  code: WalletportError['code'],
  rpcCode: number,
  message: string,
  data?: unknown,
): WalletportError {
  return new WalletportError(code, message, data === undefined ? { code: rpcCode } : { code: rpcCode, data })
}
