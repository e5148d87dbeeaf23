import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { DeploymentConfig } from '../../protocol/config'
import type { HostConnection } from './bridge/HostConnection'
import { handOver, type EarlyConnect, type FocusedChoice } from './connection/earlyConnect'
import { handleHostCall, parseWalletHostCall } from './bridge/handleHostCall'
import { I18nContext, useT } from './i18n/useT'
import { walletEn } from './i18n/wallet/en'
import { formatMessage } from './i18n/message'
import { CallsStatusScreen } from './screens/CallsStatusScreen'
import { DroppedTapNote } from './screens/DroppedTapNote'
import { ConnectScreen } from './screens/ConnectScreen'
import { ErrorBoundary } from './screens/ErrorBoundary'
import { Frame } from './screens/Frame'
import { HomeScreen, type HomeSlots } from './screens/HomeScreen'
import { useAutoHeight } from './screens/useAutoHeight'
import { useFocusAfterScreenChange } from './screens/useFocusAfterScreenChange'
import { WalletSession } from './session/WalletSession'
import type { WidgetOptions } from '../../protocol/bridge'
import { useObservable } from './state/useObservable'
import { chooseScreen, type ScreenName } from './screens/chooseScreen'
import type { ApprovalView } from './provider/ApprovalController'
import { passkeyWalletOptions } from './passkey/passkeyOptions'
import './screens/screens.css'

/**
 * Screens that follow a visitor's or a host's request load with the first one, not with the
 * wallet: the review of provider requests (simulation, typed data) and the send flow.
 */
const ApprovalReview = lazy(() => import('./screens/ApprovalReview'))
const SendFlow = lazy(() => import('./screens/SendFlow').then((module) => ({ default: module.SendFlow })))
/** Above every screen of an account whose owners the widget manages (the passkey wallet): a pending recovery. */
const RecoveryNotice = lazy(() => import('./passkey/screens/RecoveryNotice'))
/** The passkey wing's screens on the home screen, each loaded when its wallet (or its chain) calls for it. */
const HOME_SLOTS: HomeSlots = {
  OwnersPanel: lazy(() => import('./passkey/screens/PasskeyPanel')),
  RecoverAccount: lazy(() => import('./passkey/screens/RecoverAccount')),
  Permissions: lazy(() => import('./passkey/screens/PermissionsPanel')),
}

export type WalletAppProps = {
  config: DeploymentConfig
  hostOrigin: string
  connection: HostConnection
  /** The host's options, checked by the connection before it accepted them. */
  options: WidgetOptions
  /** What shows until the session is linked to the host: the shell's loading frame, or its connect screen. */
  loading: ReactNode
  /** What the visitor did on the shell's connect screen before this code was there, to carry out. */
  early: EarlyConnect | undefined
}

/**
 * The wallet: its session and its screens. Loaded by the shell (App.tsx) while the shell answers
 * the handshake. In the order the host's calls always had: the session gets the host's link (its
 * agent holds the remembered session where the iframe's storage is blocked), then its options,
 * then the host's calls, the ones that waited first.
 */
export default function WalletApp({ config, hostOrigin, connection, options, loading, early }: WalletAppProps) {
  const [session] = useState(() => new WalletSession(config, hostOrigin, passkeyWalletOptions()))
  const [linked, setLinked] = useState(false)
  // Shown once the shell's connect screen has been handed over, so its screen is the first one drawn.
  const [live, setLive] = useState(false)
  useEffect(() => {
    const stopDiscovery = session.start()
    let active = true
    connection.link.then(
      (host) => {
        if (!active) return
        session.attachHost(host)
        setLinked(true)
      },
      () => {}, // destroyed before the handshake: nothing to clean.
    )
    return () => {
      active = false
      session.attachHost(undefined)
      stopDiscovery()
    }
  }, [session, connection])
  // Effects run in this order: options first, then the calls that need them.
  useEffect(() => {
    if (linked) session.configure(options)
  }, [session, linked, options])
  useEffect(() => {
    if (linked) connection.attach((raw) => handleHostCall(session, parseWalletHostCall(raw)))
  }, [session, linked, connection])
  // Configured (the wallets listed): the connect screen the visitor opened, and the wallet chosen there.
  useEffect(() => {
    if (!linked) return
    if (early) void handOver(early, session.connection)
    setLive(true)
  }, [session, linked, early])
  // The focus the shell's list held goes to the wallet's list drawn in the same commit (its layout effect
  // takes it first), or nowhere: a list drawn later, after a host's focus() and connect(), must not get it.
  useEffect(() => {
    if (live) early?.takeFocus()
  }, [live, early])
  useAutoHeight(session)
  useEffect(() => {
    if (linked) performance.mark('walletport:wallet')
  }, [linked])
  // The texts of the wallet's later screens come with it, not with the shell's first paint.
  const base = useT()
  const t = useMemo(() => base.with(walletEn, formatMessage), [base])
  if (!live) return loading
  return (
    <I18nContext.Provider value={t}>
      <Wallet session={session} hostOrigin={hostOrigin} takeFocus={early?.takeFocus} />
    </I18nContext.Provider>
  )
}

/** `takeFocus`: the wallet choice the shell's list had focused, for the connect screen that replaces it. */
function Wallet({
  session,
  hostOrigin,
  takeFocus,
}: {
  session: WalletSession
  hostOrigin: string
  takeFocus: (() => FocusedChoice | undefined) | undefined
}) {
  const t = useT()
  const { view, connection } = useObservable(session)
  const approval = useObservable(session.approvals)
  const screen = chooseScreen({
    view,
    connected: connection.status === 'connected',
    approval: approval.step,
    send: useObservable(session.send).step,
    shownBatch: useObservable(session.calls).shown,
  })
  useFocusAfterScreenChange(screen)
  const wallet = connection.status === 'connected' ? session.connection.connectedWallet() : undefined
  return (
    <Frame hostOrigin={hostOrigin} onClose={session.closeModal}>
      <ErrorBoundary onReset={() => endScreenRequests(session)}>
        {wallet?.capabilities.managesOwners && connection.status === 'connected' && (
          <Suspense fallback={null}>
            <RecoveryNotice
              wallet={wallet.provider}
              account={connection.address}
              approvals={session.approvals}
              screen={screen}
              balances={session.balances}
              report={session.reportError}
            />
          </Suspense>
        )}
        <Screen
          screen={screen}
          takeFocus={takeFocus}
          session={session}
          approval={approval}
          loading={t('app.loading')}
          preparing={t('review.preparing')}
        />
        <DroppedTapNote key={screen} />
      </ErrorBoundary>
    </Frame>
  )
}

/** The chosen screen (screens/chooseScreen.ts); the review and the send flow load with their first use. */
function Screen({
  screen,
  session,
  approval,
  loading,
  preparing,
  takeFocus,
}: {
  screen: ScreenName
  session: WalletSession
  approval: ApprovalView
  loading: string
  preparing: string
  takeFocus: (() => FocusedChoice | undefined) | undefined
}) {
  const wait = (text: string) => (
    <p className="muted" aria-busy="true">
      {text}
    </p>
  )
  switch (screen) {
    case 'connect':
      return <ConnectScreen session={session} takeFocus={takeFocus} />
    case 'batchStatus':
      return <CallsStatusScreen session={session} id={session.calls.getSnapshot().shown!} />
    case 'approval':
      return (
        <Suspense fallback={wait(preparing)}>
          {approval.step !== 'idle' && <ApprovalReview session={session} view={approval} />}
        </Suspense>
      )
    case 'send':
      return (
        <Suspense fallback={wait(loading)}>
          <SendFlow session={session} />
        </Suspense>
      )
    case 'home':
      return <HomeScreen session={session} slots={HOME_SLOTS} />
  }
}

/** After a screen failed to render: whatever request it showed ends as rejected, so nothing stays half-confirmed. */
function endScreenRequests(session: WalletSession): void {
  session.approvals.cancel()
  session.send.cancel()
  if (session.getSnapshot().view === 'connect') session.dismissConnect()
}
