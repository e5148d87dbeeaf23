/**
 * The EIP-1193 error: a numeric `code` (4001 rejected, 4100 unauthorised, 4200 unsupported,
 * 4900/4901 disconnected, 4902 unknown chain, or JSON-RPC's) and optional `data`. Thrown by
 * `handle.provider` on the host and by the widget's relayed wallets.
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}
