import { cleanErrorText } from '../../../protocol/cleanErrorText'
import * as RPC_ERROR from '../../../protocol/rpcErrorCodes'
/** The EIP-1193 surface the widget relies on, for every kind of wallet alike. */
export type RequestArguments = { method: string; params?: unknown }

export type Eip1193Listener = (data: unknown) => void

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): void
  removeListener?(event: string, listener: Eip1193Listener): void
}

export { ProviderRpcError } from '../../../protocol/providerRpcError'

/** The numeric code of a wallet error, wherever the wallet put it (some nest it in `cause` or `data`). */
export function rpcErrorCode(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, cause, data } = current as { code?: unknown; cause?: unknown; data?: unknown }
    if (typeof code === 'number') return code
    current = cause ?? (data && typeof data === 'object' && 'code' in data ? data : undefined)
  }
  return undefined
}

/**
 * Whether the visitor said no in the wallet: EIP-1193's 4001, or WalletConnect's 5000
 * ("User rejected.") when the refusal comes from a phone.
 */
export function isUserRejection(error: unknown): boolean {
  const code = rpcErrorCode(error)
  // WalletConnect surfaces a phone's refusal as a plain Error whose message is the SDK's reason.
  return (
    code === RPC_ERROR.userRejected ||
    code === RPC_ERROR.walletConnectUserRejected ||
    /^user rejected/i.test(errorMessage(error))
  )
}

/**
 * What an error from outside says, fit to pass on to the host or show (protocol/cleanErrorText): a
 * library's short message with its details where it has them (viem's), never an RPC URL or a dump.
 */
export function errorMessage(error: unknown): string {
  const { shortMessage, details, message } = (error && typeof error === 'object' ? error : {}) as {
    shortMessage?: unknown
    details?: unknown
    message?: unknown
  }
  const text =
    typeof shortMessage === 'string' && shortMessage
      ? typeof details === 'string' && details && !shortMessage.includes(details)
        ? `${shortMessage.replace(/\.$/, '')}: ${details}`
        : shortMessage
      : typeof message === 'string'
        ? message
        : String(error)
  return cleanErrorText(text)
}
