import type { ChainConfig } from '../../../../protocol/config'
import type { WalletOption } from '../walletOption'
import type { WalletConnectProvider } from './createWalletConnectProvider'

export const WALLET_CONNECT_ID = 'walletconnect'

/** How long the widget waits for the relay before telling the visitor it cannot be reached. */
const RELAY_TIMEOUT_MS = 15_000

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b99fc"/><path d="M9.6 12.4c3.5-3.4 9.3-3.4 12.8 0l.4.4c.2.2.2.5 0 .6l-1.5 1.4c-.1.1-.2.1-.3 0l-.6-.6c-2.5-2.4-6.4-2.4-8.9 0l-.6.6c-.1.1-.2.1-.3 0L9.2 13.4c-.2-.2-.2-.5 0-.6zm15.8 2.9 1.3 1.3c.2.2.2.5 0 .6l-6 5.8c-.2.2-.5.2-.6 0L16 18.9c0-.1-.1-.1-.2 0l-4.2 4.1c-.2.2-.5.2-.6 0l-6-5.8c-.2-.2-.2-.5 0-.6l1.3-1.3c.2-.2.5-.2.6 0l4.2 4.1c0 .1.1.1.2 0l4.2-4.1c.2-.2.5-.2.6 0l4.2 4.1c0 .1.1.1.2 0l4.2-4.1c.2-.2.5-.2.7 0z" fill="#fff"/></svg>',
  )

export type WalletConnectSettings = {
  projectId: string
  relayUrl?: string
  chains: ChainConfig[]
  hostOrigin: string
  onDisplayUri: (uri: string) => void
}

/**
 * The WalletConnect entry of the connect screen. Its provider is made once per session, on first
 * use, from a lazily loaded chunk; a failure (relay unreachable) is forgotten so that a retry
 * starts afresh.
 */
export function walletConnectOption(
  settings: WalletConnectSettings,
): WalletOption & { loaded: () => Promise<WalletConnectProvider> | undefined } {
  let provider: Promise<WalletConnectProvider> | undefined
  const load = () => {
    provider ??= withTimeout(
      import('./createWalletConnectProvider').then((module) =>
        module.createWalletConnectProvider({ ...settings, relayTimeoutMs: RELAY_TIMEOUT_MS }),
      ),
      RELAY_TIMEOUT_MS,
    ).catch((error: unknown) => {
      provider = undefined
      throw new Error(
        `cannot reach the WalletConnect relay (${error instanceof Error ? error.message : String(error)})`,
      )
    })
    return provider
  }
  return {
    id: WALLET_CONNECT_ID,
    source: 'walletconnect',
    info: { name: 'WalletConnect', icon: ICON },
    provider: load,
    loaded: () => provider,
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
