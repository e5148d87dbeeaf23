/**
 * WalletConnect v2, in its own chunk (about 150 KB gzip): loaded only when the visitor picks
 * WalletConnect, or when a reload restores a WalletConnect session.
 */
import { EthereumProvider } from '@walletconnect/ethereum-provider'
import type { ChainConfig } from '../../../../protocol/config'
import type { Eip1193Provider } from '../eip1193'

export type WalletConnectProvider = Eip1193Provider & {
  disconnect(): Promise<void>
  readonly session?: unknown
}

export type CreateWalletConnectProviderParameters = {
  projectId: string
  relayUrl?: string
  chains: ChainConfig[]
  hostOrigin: string
  /** The pairing URI, each time the provider makes one: the widget shows it as a QR code. */
  onDisplayUri: (uri: string) => void
  /** How long to wait for the relay to produce a pairing URI. */
  relayTimeoutMs: number
}

export async function createWalletConnectProvider({
  projectId,
  relayUrl,
  chains,
  hostOrigin,
  onDisplayUri,
  relayTimeoutMs,
}: CreateWalletConnectProviderParameters): Promise<WalletConnectProvider> {
  const provider = await EthereumProvider.init({
    projectId,
    ...(relayUrl ? { relayUrl } : {}),
    showQrModal: false,
    optionalChains: chains.map((chain) => chain.id) as [number, ...number[]],
    rpcMap: Object.fromEntries(chains.map((chain) => [chain.id, chain.rpcUrls[0]!])),
    telemetryEnabled: false,
    // The phone shows this: the site the visitor is on, through Walletport.
    metadata: { name: `Walletport on ${new URL(hostOrigin).host}`, description: `Wallet for ${hostOrigin}`, url: hostOrigin, icons: [] },
  })
  let uriShown = () => {}
  provider.on('display_uri', (uri: string) => {
    uriShown()
    onDisplayUri(uri)
  })
  /** Pairs when there is no session yet; a relay that never lets a URI through is reported, not waited on forever. */
  const enable = () =>
    new Promise<unknown>((resolve, reject) => {
      const timer = provider.session ? undefined : setTimeout(() => reject(new Error('cannot reach the WalletConnect relay (no answer)')), relayTimeoutMs)
      uriShown = () => clearTimeout(timer)
      provider.enable().then(resolve, reject).finally(() => clearTimeout(timer))
    })
  return {
    // The provider wants connect() before any request; eth_requestAccounts pairs (showing the
    // URI) when there is no session yet, as an injected wallet would open its popup.
    request: (args) => (args.method === 'eth_requestAccounts' ? enable() : provider.request(args as never)),
    on: (event, listener) => void provider.on(event as never, listener),
    removeListener: (event, listener) => void provider.removeListener(event as never, listener),
    disconnect: () => provider.disconnect(),
    get session() {
      return provider.session
    },
  }
}
