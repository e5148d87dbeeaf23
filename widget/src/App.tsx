import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { WalletportError } from '../../protocol/errors'
import type { DeploymentConfig } from '../../protocol/config'
import { HostConnection } from './bridge/HostConnection'
import { useBoot, type BootState } from './boot/useBoot'
import { useImported } from './boot/useModule'
import { isSecureWindowPage, SECURE_WINDOW_HASH } from './boot/windowPages'
import type { LoadedCatalogue } from './i18n/translate'
import { useCatalogue } from './i18n/useCatalogue'
import { useDocumentLanguage } from './i18n/useDocumentLanguage'
import { I18nContext, makeT, useT } from './i18n/useT'
import EarlyConnectScreen, { EarlyConnect, firstScreen } from './screens/EarlyConnectScreen'
import { passkeyWalletOptions } from './passkey/passkeyOptions'
import { Frame } from './screens/Frame'
import { MessageScreen } from './screens/MessageScreen'
import { useTheme } from './screens/useTheme'
import { useOptionalObservable } from './state/useObservable'
import { browserLocale, widgetLocale } from './i18n/usableLocale'
import type { HydratingPage } from './prerender/hydratingPage'
import { useWhileHydrating } from './prerender/useWhileHydrating'

/**
 * The shell: React, the boot screens, the loading frame and the connect screen a visit opens on
 * (EarlyConnectScreen; pageStart.ts has already opened the bridge). The wallet (viem, the session,
 * its screens) loads once the host's options have come, while the shell shows the connect screen or
 * the home, or the frame. Imported, not `lazy`: React holds back what a Suspense boundary reveals
 * until 300 ms after its fallback showed, which was most of the wait.
 */
const loadWallet = () => import('./WalletApp')

const SecureWindowApp = lazy(() => import('./windowApps/SecureWindowApp'))
const PasskeyWindowApp = lazy(() => import('./passkey/screens/PasskeyWindowApp'))

export type AppProps = {
  /** What the page decided before rendering (bootFromPage). */
  boot: BootState
  /** The bridge, when it could be opened before rendering (the config was in the page). */
  connection: HostConnection | undefined
  /** The catalogue of the language the first render is in (renderShell loaded it). */
  catalogue: LoadedCatalogue
  /** The page's prerendered first screen, where this render hydrates it (boot/firstRender.ts). */
  hydrating?: HydratingPage | undefined
}

/** The widget page is the embedded wallet, or, opened by a review or a passkey ceremony under its hash, a secure window. */
export function App({ boot, connection, catalogue, hydrating }: AppProps) {
  if (isSecureWindowPage(location.hash)) {
    return (
      <Suspense fallback={null}>
        {location.hash === SECURE_WINDOW_HASH ? <SecureWindowApp /> : <PasskeyWindowApp />}
      </Suspense>
    )
  }
  return <EmbeddedApp initial={boot} connection={connection} catalogue={catalogue} hydrating={hydrating} />
}

function EmbeddedApp({ initial, connection, catalogue, hydrating }: Omit<AppProps, 'boot'> & { initial: BootState }) {
  const boot = useBoot(initial)
  if (boot.status === 'ready')
    return (
      <Shell
        config={boot.config}
        hostOrigin={boot.hostOrigin}
        opened={connection}
        catalogue={catalogue}
        hydrating={hydrating}
      />
    )
  return (
    <Translated locale={browserLocale()} first={catalogue}>
      <BootScreen boot={boot} />
    </Translated>
  )
}

/** The shell's: the deployment, the host's origin, its bridge (if opened already), the first catalogue, the page hydrated. */
type ShellProps = {
  config: DeploymentConfig
  hostOrigin: string
  opened: HostConnection | undefined
  catalogue: LoadedCatalogue
  hydrating: HydratingPage | undefined
}

/**
 * The widget may run: the bridge is open, and the wallet loads once the host's options have come
 * (after `ready`, so its code never competes with the handshake). The loading frame stays until
 * the options (its theme, its language) are there, so no screen shows in a theme or language it is
 * about to leave; then, on a visit that starts disconnected, the connect screen (or, where a session
 * may be kept in the host's storage, the home) shows before the wallet's code (what the visitor does
 * there is handed over to it: `early`), else the frame stays until the wallet is there.
 */
function Shell({ config, hostOrigin, opened, catalogue, hydrating }: ShellProps) {
  const connection = useHostConnection(config, hostOrigin, opened)
  const options = useOptionalObservable(connection)?.options
  useTheme(options)
  // Hydrating, the first render is the one made at build time: the page's language and theme, and no site
  // (the browser alone knows it). The host's options and the site come with the render right after.
  const page = useWhileHydrating(hydrating?.page)
  const shown = page ? { locale: page.language, theme: page.theme } : options
  // Once the host's options have come (after `ready`), and after the shell's first screen: evaluated
  // before it, the wallet's long tasks delayed it. Once the page is idle after that screen, so its
  // fetch, compile and evaluation do not hold up a first click on it either.
  const wallet = useImported(loadWallet, Boolean(connection && options))
  // Only in the embedded widget, whose bridge pageStart opened; nothing the wallet keeps has been
  // written before the wallet loads.
  // A prerendered page is hydrated only on a visit that opens on the connect screen (boot/firstRender.ts).
  // The passkey wing's wallet, in the shell's list as in the wallet's (its code loads only when chosen).
  const [ownWallet] = useState(passkeyWalletOptions)
  const early = useMemo(() => {
    const first = hydrating ? 'connect' : opened && firstScreen(hostOrigin)
    return first ? new EarlyConnect(first) : undefined
  }, [opened, hostOrigin, hydrating])
  const loading =
    early && shown ? (
      <EarlyConnectScreen
        early={early}
        config={config}
        hostOrigin={page ? undefined : hostOrigin}
        options={shown}
        ownWallet={ownWallet}
        handOver={hydrating?.handOver}
      />
    ) : (
      <LoadingFrame hostOrigin={hostOrigin} />
    )
  const WalletApp = wallet.module?.default
  return (
    <Translated locale={widgetLocale(shown)} first={catalogue}>
      {connection && options && (WalletApp || wallet.error) ? (
        <WalletLoadBoundary connection={connection}>
          {WalletApp ? (
            <WalletApp
              config={config}
              hostOrigin={hostOrigin}
              connection={connection}
              options={options}
              loading={loading}
              early={early}
            />
          ) : (
            <Rethrow error={wallet.error} />
          )}
        </WalletLoadBoundary>
      ) : (
        loading
      )}
    </Translated>
  )
}

/** The wallet's code failed to load: thrown where WalletLoadBoundary catches it. */
function Rethrow({ error }: { error: unknown }): never {
  throw error
}

/**
 * One bridge to the host for the life of the shell: the one opened before rendering, else (the
 * config had to be fetched) one opened now.
 */
function useHostConnection(
  config: DeploymentConfig,
  hostOrigin: string,
  opened: HostConnection | undefined,
): HostConnection | undefined {
  const [connection, setConnection] = useState(opened)
  useEffect(() => {
    // Opened by main.tsx for the page's whole life (the page unloading ends it).
    if (opened) return
    const late = new HostConnection(config, hostOrigin)
    setConnection(late)
    return () => late.destroy()
  }, [config, hostOrigin, opened])
  return connection
}

function Translated({ locale, first, children }: { locale: string; first: LoadedCatalogue; children: ReactNode }) {
  const { catalogue } = useCatalogue(locale, first)
  const t = useMemo(() => makeT(catalogue, locale), [catalogue, locale])
  useDocumentLanguage(locale)
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>
}

function LoadingFrame({ hostOrigin }: { hostOrigin?: string }) {
  const t = useT()
  return (
    <Frame hostOrigin={hostOrigin}>
      <p className="muted" aria-busy="true">
        {t('app.loading')}
      </p>
    </Frame>
  )
}

function BootScreen({ boot }: { boot: Exclude<BootState, { status: 'ready' }> }) {
  const t = useT()
  switch (boot.status) {
    case 'loading':
      return <LoadingFrame />
    case 'standalone':
      return <MessageScreen title={t('app.standaloneTitle')}>{t('app.standalone')}</MessageScreen>
    case 'refused':
      return (
        <MessageScreen title={t('app.refusedTitle')}>
          {t('app.refused', { site: boot.hostOrigin ?? t('app.refusedUnknownSite') })}
        </MessageScreen>
      )
    case 'failed':
      return <MessageScreen title={t('app.failedTitle')}>{boot.message}</MessageScreen>
  }
}

/**
 * The wallet's code could not load (a network failure mid-way): the visitor is told, and the
 * host's calls, held and to come, get an error instead of a wait with no end.
 */
class WalletLoadBoundary extends Component<{ connection: HostConnection; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.warn('walletport: the wallet could not load', error)
    this.props.connection.attach(() =>
      Promise.reject(new WalletportError('WALLET_ERROR', 'the wallet could not load: reload the page')),
    )
  }

  override render(): ReactNode {
    return this.state.failed ? <WalletLoadFailed /> : this.props.children
  }
}

function WalletLoadFailed() {
  const t = useT()
  return <MessageScreen title={t('app.failedTitle')}>{t('error.body')}</MessageScreen>
}
