import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { WalletportError } from '../../protocol/errors'
import type { DeploymentConfig } from '../../protocol/config'
import { HostConnection } from './bridge/HostConnection'
import { useBoot, type BootState } from './boot/useBoot'
import { SECURE_WINDOW_HASH } from './guard/secureWindow'
import { PASSKEY_WINDOW_HASH } from './wallets/passkey/passkeyWindowProtocol'
import { catalogueFor } from './i18n/translate'
import { I18nContext, makeT, useT } from './i18n/useT'
import { Frame } from './screens/Frame'
import { MessageScreen } from './screens/MessageScreen'
import { useTheme } from './screens/useTheme'
import { useOptionalObservable } from './state/useObservable'
import { browserLocale } from './i18n/usableLocale'

/**
 * The shell: React, the boot screens and the loading frame (pageStart.ts has already opened the
 * bridge). The wallet (viem, the session, its screens) loads once the host's options have come,
 * while the shell shows the frame.
 */
const WalletApp = lazy(() => import('./WalletApp'))
const SecureWindowApp = lazy(() => import('./screens/SecureWindowApp'))
const PasskeyWindowApp = lazy(() => import('./screens/PasskeyWindowApp'))

export type AppProps = {
  /** What the page decided before rendering (bootFromPage). */
  boot: BootState
  /** The bridge, when it could be opened before rendering (the config was in the page). */
  connection: HostConnection | undefined
}

/** The widget page is the embedded wallet, or, opened by a review or a passkey ceremony under its hash, a secure window. */
export function App({ boot, connection }: AppProps) {
  if (location.hash === SECURE_WINDOW_HASH || location.hash === PASSKEY_WINDOW_HASH) {
    return (
      <Suspense fallback={null}>
        {location.hash === SECURE_WINDOW_HASH ? <SecureWindowApp /> : <PasskeyWindowApp />}
      </Suspense>
    )
  }
  return <EmbeddedApp initial={boot} connection={connection} />
}

function EmbeddedApp({ initial, connection }: { initial: BootState; connection: HostConnection | undefined }) {
  const boot = useBoot(initial)
  if (boot.status === 'ready') return <Shell config={boot.config} hostOrigin={boot.hostOrigin} opened={connection} />
  return (
    <Translated locale={browserLocale()}>
      <BootScreen boot={boot} />
    </Translated>
  )
}

/**
 * The widget may run: the bridge is open, and the wallet loads once the host's options have come
 * (after `ready`, so its code never competes with the handshake). The loading frame stays until
 * the options (its theme, its language) and the wallet are there, so no screen shows in a theme or
 * language it is about to leave.
 */
function Shell({
  config,
  hostOrigin,
  opened,
}: {
  config: DeploymentConfig
  hostOrigin: string
  opened: HostConnection | undefined
}) {
  const connection = useHostConnection(config, hostOrigin, opened)
  const options = useOptionalObservable(connection)?.options
  useTheme(options)
  const loading = <LoadingFrame hostOrigin={hostOrigin} />
  return (
    <Translated locale={options?.locale ?? browserLocale()}>
      {connection && options ? (
        <WalletLoadBoundary connection={connection}>
          <Suspense fallback={loading}>
            <WalletApp
              config={config}
              hostOrigin={hostOrigin}
              connection={connection}
              options={options}
              loading={loading}
            />
          </Suspense>
        </WalletLoadBoundary>
      ) : (
        loading
      )}
    </Translated>
  )
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

function Translated({ locale, children }: { locale: string; children: ReactNode }) {
  const t = useMemo(() => makeT(catalogueFor(locale), locale), [locale])
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
