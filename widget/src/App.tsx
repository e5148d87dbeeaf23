import { lazy, Suspense, useEffect, useMemo } from 'react'
import type { DeploymentConfig } from '../../protocol/config'
import { useHostBridge } from './bridge/useHostBridge'
import { useBoot, type BootState } from './boot/useBoot'
import { catalogueFor } from './i18n/translate'
import { I18nContext, makeT, useT } from './i18n/useT'
import { CallsStatusScreen } from './screens/CallsStatusScreen'
import { ConnectScreen } from './screens/ConnectScreen'
import { HomeScreen } from './screens/HomeScreen'
import { useAutoHeight, useTheme } from './screens/useLayoutEffects'
import { Frame } from './screens/Frame'
import { MessageScreen } from './screens/MessageScreen'
import { ErrorBoundary } from './screens/ErrorBoundary'
import { SECURE_WINDOW_HASH } from './guard/secureWindow'
import { WalletSession } from './session/WalletSession'
import { useObservable } from './state/useObservable'

/**
 * Screens that follow a visitor's or a host's request load with the first one, not at first paint:
 * the review of provider requests (simulation, typed data) and the send flow.
 */
const ApprovalReview = lazy(() => import('./screens/ApprovalReview'))
const SendFlow = lazy(() => import('./screens/SendFlow').then((module) => ({ default: module.SendFlow })))

const SecureWindowApp = lazy(() => import('./screens/SecureWindowApp'))

/** The widget page is the embedded wallet, or, opened by a review under this hash, its secure window. */
export function App() {
  if (location.hash === SECURE_WINDOW_HASH) {
    return (
      <Suspense fallback={null}>
        <SecureWindowApp />
      </Suspense>
    )
  }
  return <EmbeddedApp />
}

function EmbeddedApp() {
  const boot = useBoot()
  if (boot.status === 'ready') return <Wallet config={boot.config} hostOrigin={boot.hostOrigin} />
  // Before the host's options arrive, the browser's language.
  const locale = typeof navigator === 'undefined' ? 'en' : navigator.language
  return (
    <I18nContext.Provider value={makeT(catalogueFor(locale), locale)}>
      <BootScreen boot={boot} />
    </I18nContext.Provider>
  )
}

function BootScreen({ boot }: { boot: Exclude<BootState, { status: 'ready' }> }) {
  const t = useT()
  switch (boot.status) {
    case 'loading':
      return (
        <Frame>
          <p className="muted" aria-busy="true">
            {t('app.loading')}
          </p>
        </Frame>
      )
    case 'standalone':
      return <MessageScreen title={t('app.standaloneTitle')}>{t('app.standalone')}</MessageScreen>
    case 'refused':
      return <MessageScreen title={t('app.refusedTitle')}>{t('app.refused', { site: boot.hostOrigin ?? t('app.refusedUnknownSite') })}</MessageScreen>
    case 'failed':
      return <MessageScreen title={t('app.failedTitle')}>{boot.message}</MessageScreen>
  }
}

/**
 * When a screen replaces another, the control that had focus is gone: focus moves to the new
 * screen's heading, so keyboard and screen-reader users carry on from the top of it. Checked
 * after every render, acting only when focus was lost, so live updates never steal it. Focus is
 * never taken from the host page: it moves only while the visitor is in the widget, or when a
 * screen other than home opened (the visitor's or a host call's doing, a screen that needs them),
 * and never scrolls the page.
 */
function useFocusAfterScreenChange(home: boolean): void {
  useEffect(() => {
    const active = document.activeElement
    if (active && active !== document.body && document.contains(active)) return
    if (home && !document.hasFocus()) return
    const heading = document.querySelector<HTMLElement>('.frame-body h1')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus({ preventScroll: true })
  })
}

function Wallet({ config, hostOrigin }: { config: DeploymentConfig; hostOrigin: string }) {
  const session = useMemo(() => new WalletSession(config, hostOrigin), [config, hostOrigin])
  useHostBridge(session)
  useTheme(session)
  useAutoHeight(session)
  const { view, connection } = useObservable(session)
  const connected = connection.status === 'connected'
  const sending = useObservable(session.send).step !== 'idle' && connected
  const approval = useObservable(session.approvals)
  const shownBatch = useObservable(session.calls).shown
  const locale = session.locale
  const t = useMemo(() => makeT(catalogueFor(locale), locale), [locale])
  useFocusAfterScreenChange(view !== 'connect' && !sending && !(approval.step !== 'idle' && connected))
  return (
    <I18nContext.Provider value={t}>
    <Frame hostOrigin={hostOrigin} onClose={session.closeModal}>
      <ErrorBoundary onReset={() => endScreenRequests(session)}>
        {view === 'connect' ? (
          <ConnectScreen session={session} />
        ) : shownBatch !== undefined && connected && approval.step === 'idle' ? (
          <CallsStatusScreen session={session} id={shownBatch} />
        ) : approval.step !== 'idle' && connected ? (
          <Suspense fallback={<p className="muted" aria-busy="true">{t('review.preparing')}</p>}>
            <ApprovalReview session={session} view={approval} />
          </Suspense>
        ) : sending ? (
          <Suspense fallback={<p className="muted" aria-busy="true">{t('app.loading')}</p>}>
            <SendFlow session={session} />
          </Suspense>
        ) : (
          <HomeScreen session={session} />
        )}
      </ErrorBoundary>
    </Frame>
    </I18nContext.Provider>
  )
}

/** After a screen failed to render: whatever request it showed ends as rejected, so nothing stays half-confirmed. */
function endScreenRequests(session: WalletSession): void {
  session.approvals.cancel()
  session.send.cancel()
  if (session.getSnapshot().view === 'connect') session.dismissConnect()
}
