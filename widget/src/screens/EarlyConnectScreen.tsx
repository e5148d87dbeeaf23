import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { WidgetOptions } from '../../../protocol/bridge'
import type { DeploymentConfig } from '../../../protocol/config'
import { checkWidgetOptions } from '../boot/checkWidgetOptions'
import { EarlyConnect, type EarlyChoice } from '../connection/earlyConnect'
import { useConfirmGuard } from '../guard/useConfirmGuard'
import { useT } from '../i18n/useT'
import { useObservable } from '../state/useObservable'
import { listWalletOptions } from '../wallets/listWalletOptions'
import { asciiNameAsRead } from '../../../protocol/asciiNameAsRead'
import { walletConnectOption } from '../wallets/walletConnect/walletConnectOption'
import type { OwnWalletOptions, WalletOption } from '../wallets/walletOption'
import { watchInjectedWallets, type InjectedWallets } from '../wallets/watchInjectedWallets'
import { displayOrigin, Frame } from './Frame'
import { refusedNow, useGuardedClicks } from './review/useGuardedClicks'
import { WalletChoices } from './WalletChoices'
import { WalletIcon } from './WalletIcon'
import { WALLET_CAPABILITIES } from '../wallets/walletCapabilities'
import { useImported } from '../boot/useModule'
import { widgetLocale } from '../i18n/usableLocale'
import { useWhileHydrating } from '../prerender/useWhileHydrating'

export { EarlyConnect }
export { firstScreen } from '../boot/firstScreen'

type Props = {
  early: EarlyConnect
  config: DeploymentConfig
  /** Undefined in the render made at build time (and its hydration): the site is known only in the browser. */
  hostOrigin: string | undefined
  options: WidgetOptions
  /** The widget's own wallet, as the composition root plugs it in (the passkey wing's). */
  ownWallet: OwnWalletOptions
  /** Ends the stopping of clicks on the prerendered screen (boot/earlyGestures.ts): called once hydrated. */
  handOver?: (() => void) | undefined
}

/**
 * The home and the connect screen while the wallet's code (viem, the session) is still loading,
 * drawn by the shell from the config and the wallets announced in the frame, as the wallet draws
 * them. A wallet chosen here (a click the guard takes, as on the wallet's own screen) is kept in
 * `early` and connected once the code is there (connection/earlyConnect.ts), the visitor seeing
 * meanwhile that it is on its way; never chosen twice, never dropped silently.
 */
export default function EarlyConnectScreen({ early, ...props }: Props) {
  const t = useT()
  const { view, choice } = useObservable(early)
  return (
    <Frame hostOrigin={props.hostOrigin}>
      {view === 'home' ? (
        <section aria-labelledby="home-title">
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="muted" data-testid="wallet-status">
            {t('home.notConnected')}
          </p>
          <button type="button" className="primary" onClick={early.open}>
            {t('home.connect')}
          </button>
        </section>
      ) : choice ? (
        <Chosen early={early} choice={choice} hostOrigin={props.hostOrigin ?? ''} />
      ) : (
        <Choose early={early} {...props} />
      )}
    </Frame>
  )
}

/** The secure window's opener for a connect: its own chunk, shared with the wallet's connect screen. */
const loadAskToConnect = () => import('./askToConnect')

/** The connect screen's list, with the guard of the wallet's own (ConnectScreen.tsx). */
function Choose({ early, config, hostOrigin, options, ownWallet, handOver }: Props) {
  const t = useT()
  const site = hostOrigin ? displayOrigin(hostOrigin) : t('connect.thisSite')
  const wallets = useEarlyWallets(config, hostOrigin ?? '', options, ownWallet)
  const [shownAt] = useState(() => Date.now())
  const guard = useConfirmGuard(shownAt)
  const clicks = useGuardedClicks(guard)
  // The secure window's code, for a wallet that answers at once: fetched when the page is idle, not with the first
  // paint (a choice counts only after the list has been seen whole for the guard's delay, by when it is here).
  const { module: asking } = useImported(loadAskToConnect, true)
  // Why a choice was not kept: the browser refused the secure window it needs, or its code is still on its way.
  const [refused, setRefused] = useState<ReactNode>(undefined)
  // Hydrated (this is the prerendered list's first effect): every click is the guard's from now on.
  useEffect(() => handOver?.(), [handOver])
  return (
    <WalletChoices
      site={site}
      wallets={wallets}
      guard={guard}
      clicks={clicks}
      notice={refused}
      onChoose={(option) => {
        const choice = { id: option.id, label: option.label, info: option.info }
        if (WALLET_CAPABILITIES[option.source].asksOnConnect) return (setRefused(undefined), early.choose(choice))
        if (!asking)
          return (
            refusedNow(),
            setRefused(
              <p className="muted" role="status" data-testid="confirm-wait">
                {t('connect.windowLoading')}
              </p>,
            )
          )
        const name = option.label ? t(option.label) : option.info.name
        const consent = asking.askToConnect({
          option,
          name,
          hostOrigin: hostOrigin ?? '',
          locale: widgetLocale(options),
        })
        setRefused(
          consent === 'blocked' ? (
            <p className="notice" role="alert" data-testid="secure-window-blocked">
              {t('guard.popupBlocked')}
            </p>
          ) : undefined,
        )
        if (consent !== 'blocked') early.choose({ ...choice, ...(consent ? { consent } : {}) })
      }}
      onBack={early.back}
      onFocusChange={early.focus}
    />
  )
}

/** A wallet chosen: it connects as soon as the wallet's code is there. */
function Chosen({ early, choice, hostOrigin }: { early: EarlyConnect; choice: EarlyChoice; hostOrigin: string }) {
  const t = useT()
  const name = choice.label ? t(choice.label) : choice.info.name
  return (
    <section aria-labelledby="connect-title" aria-busy="true">
      <h1 id="connect-title">{t('connect.title', { site: displayOrigin(hostOrigin) })}</h1>
      <div className="account">
        <WalletIcon info={choice.info} />
        <div className="account-wallet">{name}</div>
      </div>
      {choice.consent ? (
        <p role="status" data-testid="connect-in-window">
          {t('connect.inWindow', { site: displayOrigin(hostOrigin) })}
        </p>
      ) : (
        <p role="status" data-testid="connect-early">
          <span className="spinner" aria-hidden="true" /> {t('connect.starting', { wallet: name })}
        </p>
      )}
      <button type="button" className="secondary" onClick={early.cancel}>
        {t('common.cancel')}
      </button>
    </section>
  )
}

/** The list the wallet's catalog makes (WalletCatalog.ts), before host-page wallets, which the wallet asks the host for. */
function useEarlyWallets(
  config: DeploymentConfig,
  hostOrigin: string,
  options: WidgetOptions,
  ownWallet: OwnWalletOptions,
): WalletOption[] {
  const [injected, setInjected] = useState<InjectedWallets>({ injected: [] })
  useEffect(() => watchInjectedWallets(window, setInjected), [])
  const chains = useMemo(() => checkWidgetOptions({ config, options }), [config, options])
  const asBuilt = useWhileHydrating(true) ?? false
  return useMemo(() => {
    const wc = config.walletConnect
    return listWalletOptions({
      config,
      hostOrigin,
      chains,
      injected,
      host: [],
      // Only listed here: chosen, it is the wallet's own WalletConnect that connects.
      walletConnect: wc
        ? walletConnectOption({ projectId: wc.projectId, chains, hostOrigin, onDisplayUri: () => {} })
        : undefined,
      ownWallet,
      // ASCII names alone: the look-alike table comes with the wallet, whose list then shows any other.
      readName: asciiNameAsRead,
      asBuilt,
    })
  }, [config, hostOrigin, chains, injected, ownWallet, asBuilt])
}
