/**
 * WalletConnect v2, in its own chunk (about 150 KB gzip): loaded only when the visitor picks
 * WalletConnect, or when a reload restores a WalletConnect session.
 */
import { EthereumProvider } from '@walletconnect/ethereum-provider'
import type { ChainConfig } from '../../../../protocol/config'
import { rpcEndpoints } from '../../../../protocol/rpcEndpoints'
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
  // The phone shows the name: the site the visitor is on, through Walletport. The url is the
  // widget's own origin, the page that holds the session (the SDK's Verify API attests that
  // origin too); the host's origin is only claimed, in the name and description.
  const metadata = {
    name: `Walletport on ${new URL(hostOrigin).host}`,
    description: `Wallet for ${hostOrigin}`,
    url: location.origin,
    icons: [],
  }
  const provider = await EthereumProvider.init({
    projectId,
    ...(relayUrl ? { relayUrl } : {}),
    showQrModal: false,
    optionalChains: chains.map((chain) => chain.id) as [number, ...number[]],
    rpcMap: Object.fromEntries(chains.map((chain) => [chain.id, rpcEndpoints(chain).http[0]!])),
    telemetryEnabled: false,
    metadata,
    // Hosts of one site share the widget's storage partition: each host keeps its own sessions,
    // so one host never connects with the session the visitor made on another.
    customStoragePrefix: `walletport:${hostOrigin}`,
  })
  // A session restored under this prefix was made for this host. A second check, on what the
  // session itself says: one that names another host is ended rather than used here.
  const restored = provider.session as { self?: { metadata?: { description?: string } } } | undefined
  if (restored && restored.self?.metadata?.description !== metadata.description)
    await provider.disconnect().catch(() => {})
  let uriShown = () => {}
  provider.on('display_uri', (uri: string) => {
    uriShown()
    onDisplayUri(uri)
  })
  /** Pairs when there is no session yet; a relay that never lets a URI through is reported, not waited on forever. */
  const enable = () =>
    new Promise<unknown>((resolve, reject) => {
      const timer = provider.session
        ? undefined
        : setTimeout(() => reject(new Error('cannot reach the WalletConnect relay (no answer)')), relayTimeoutMs)
      uriShown = () => clearTimeout(timer)
      provider
        .enable()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer))
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
