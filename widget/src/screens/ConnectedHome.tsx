import { lazy, Suspense, type ReactNode } from 'react'
import type { ChainConfig } from '../../../protocol/config'
import type { Connection } from '../connection/connectionMachine'
import { relayedWalletName } from '../connection/connectionMachine'
import type { Text } from '../i18n/translate'
import { useT } from '../i18n/useT'
import type { HomeSession, HomeSlots } from './homeSlots'
import { BalancesPanel } from './BalancesPanel'
import { RelayedWalletNote } from './RelayedWalletNote'
import { WalletIcon } from './WalletIcon'
import { holdsPermissions } from '../wallets/walletCapabilities'
import { useObservable } from '../state/useObservable'

/** Loaded when the visitor opens Receive: the QR encoder stays out of the first paint. */
const ReceiveScreen = lazy(() => import('./ReceiveScreen'))
/** Loaded when the visitor opens Activity. */
const ActivityScreen = lazy(() => import('./ActivityScreen'))

/** The connected home's sub-screens, opened from it: nothing else changes, so HomeScreen keeps which one shows. */
export type HomeView = 'home' | 'receive' | 'activity'

type Props = {
  session: HomeSession
  /** The wing's screens the composition plugged in (homeSlots.ts). */
  slots: HomeSlots
  connection: Connection & { status: 'connected' }
  notice: Text | undefined
  view: HomeView
  show: (view: HomeView) => void
}

/** The connected home, or the sub-screen the visitor opened from it (Activity, Receive). */
export function ConnectedHome({ session, slots, connection, notice, view, show }: Props) {
  const chain = session.chains.find((c) => c.id === connection.chainId)
  const relayedNote = <RelayedWalletNote wallet={relayedWalletName(connection)} hostOrigin={session.hostOrigin} />
  if (view === 'activity') {
    return (
      <SubScreen>
        <ActivityScreen
          activity={session.activity}
          balances={session.balances}
          embedding={session}
          address={connection.address}
          onBack={() => show('home')}
          relayedNote={relayedNote}
        />
      </SubScreen>
    )
  }
  if (view === 'receive' && chain) {
    return (
      <SubScreen>
        <ReceiveScreen
          address={connection.address}
          chain={chain}
          onBack={() => show('home')}
          relayedNote={relayedNote}
        />
      </SubScreen>
    )
  }
  return <Home session={session} slots={slots} connection={connection} notice={notice} chain={chain} show={show} />
}

/** A sub-screen, its code loading on first use. */
function SubScreen({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <Suspense
      fallback={
        <p className="muted" aria-busy="true">
          {t('app.loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  )
}

/** The home itself: the account, what the visitor came for (Send, Receive, Activity, balances), and Disconnect. */
function Home({
  session,
  slots,
  connection,
  notice,
  chain,
  show,
}: Omit<Props, 'view'> & { chain: ChainConfig | undefined }) {
  const t = useT()
  const controller = session.connection
  const wallet = controller.connectedWallet()
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      {!chain && <WrongChain session={session} connection={connection} />}
      {notice && (
        <p className="notice" role="alert" data-testid="home-notice">
          {t.text(notice)}
        </p>
      )}
      <Account session={session} connection={connection} chain={chain} />
      <p className="muted" data-testid="wallet-status">
        {t('home.connectedTo', { site: session.hostOrigin })}
      </p>
      <RelayedWalletNote wallet={relayedWalletName(connection)} hostOrigin={session.hostOrigin} />
      {wallet?.capabilities.managesOwners && (
        <Suspense fallback={null}>
          <slots.OwnersPanel
            wallet={wallet.provider}
            account={connection.address}
            approvals={session.approvals}
            report={session.reportError}
          />
        </Suspense>
      )}
      <div className="button-row">
        <button type="button" className="primary" onClick={() => session.send.open()}>
          {t('home.send')}
        </button>
        <button type="button" className="primary" onClick={() => show('receive')} disabled={!chain}>
          {t('home.receive')}
        </button>
      </div>
      <button type="button" className="secondary" onClick={() => show('activity')}>
        {t('home.activity')}
      </button>
      <BalancesPanel balances={session.balances} walletChainId={connection.chainId} currency={session.currency} />
      <BelowHome session={session} slots={slots} connection={connection} chain={chain} />
      <button type="button" className="secondary" onClick={controller.disconnect}>
        {t('home.disconnect')}
      </button>
    </section>
  )
}

/** The wallet is on a network this embedding does not offer: which one, and a switch to the first it does. */
function WrongChain({ session, connection }: Pick<Props, 'session' | 'connection'>) {
  const t = useT()
  return (
    <div className="notice" role="alert" data-testid="wrong-chain">
      {t('home.wrongChain', { wallet: connection.wallet.name, chainId: connection.chainId })}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => void session.connection.switchWalletChain(session.chains[0]!.id)}
      >
        {t('home.switchTo', { chain: session.chains[0]!.name })}
      </button>
    </div>
  )
}

/** The connected account: its wallet, address and network, and the network switch where there are several. */
function Account({
  session,
  connection,
  chain,
}: Pick<Props, 'session' | 'connection'> & { chain: ChainConfig | undefined }) {
  const t = useT()
  return (
    <div className="account" data-testid="account">
      <WalletIcon info={connection.wallet} />
      <div>
        <div className="account-wallet">{connection.wallet.name}</div>
        <div className="account-address" dir="ltr" title={connection.address} data-testid="account-address">
          {connection.address}
        </div>
        <div className="muted" data-testid="account-chain">
          {chain ? chain.name : t('home.chainNotOffered', { chainId: connection.chainId })}
        </div>
        {session.chains.length > 1 && (
          <label className="network-select">
            <span>{t('home.network')}</span>
            <select
              value={chain ? chain.id : ''}
              onChange={(e) => void session.connection.switchWalletChain(Number(e.target.value))}
            >
              {!chain && <option value="">{t('home.chainNotOffered', { chainId: connection.chainId })}</option>}
              {session.chains.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </div>
  )
}

/**
 * Below what the visitor came for (their code arrives after connect, and above Send it pushed the buttons down under
 * a pointer already on its way to them): the grants of a wallet that holds permissions for apps, and for any other
 * wallet on a chain that offers the passkey wallet, recovering an account as its recovery address.
 */
function BelowHome({
  session,
  slots: { RecoverAccount, Permissions },
  connection,
  chain,
}: Pick<Props, 'session' | 'slots' | 'connection'> & { chain: ChainConfig | undefined }) {
  const wallet = session.connection.connectedWallet()
  // The block the balances were read at: grants are read again with it (a grant or a redeem may have landed).
  const block = useObservable(session.balances).chains.find((c) => c.chain.id === chain?.id)?.blockNumber
  if (!wallet || !chain) return null
  if (holdsPermissions(wallet.capabilities, chain))
    return (
      <Suspense fallback={null}>
        <Permissions
          account={connection.address}
          chain={chain}
          block={block}
          client={session.clients.get(chain)}
          approvals={session.approvals}
          report={session.reportError}
          revoked={(chainId, site) =>
            // Another site's grant, revoked here, is none of this host's business.
            site === session.hostOrigin && session.permissionEvent('permissionRevoked', chainId)
          }
        />
      </Suspense>
    )
  if (wallet.capabilities.managesOwners || !chain.passkeyWallet) return null
  return (
    <Suspense fallback={null}>
      <RecoverAccount session={session} />
    </Suspense>
  )
}
