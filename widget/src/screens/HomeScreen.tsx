import { lazy, Suspense, useState, type ComponentType } from 'react'
import type { Address } from 'viem'
import type { WalletportError } from '../../../protocol/errors'
import type { ApprovalController } from '../provider/ApprovalController'
import type { Embedding, WalletSession } from '../session/WalletSession'
import type { Eip1193Provider } from '../wallets/eip1193'
import { BalancesPanel } from './BalancesPanel'
import { WalletIcon } from './WalletIcon'
import { RelayedWalletNote } from './RelayedWalletNote'
import { relayedWalletName } from '../connection/connectionMachine'
import { isRelayedWallet } from '../wallets/walletOption'
import { ContinueAs } from './ContinueAs'
import { useObservable } from '../state/useObservable'
import { useT } from '../i18n/useT'

/** Loaded when the visitor opens Receive: the QR encoder stays out of the first paint. */
const ReceiveScreen = lazy(() => import('./ReceiveScreen'))
/** Loaded when the visitor opens Activity. */
const ActivityScreen = lazy(() => import('./ActivityScreen'))
type HomeSession = Embedding &
  Pick<WalletSession, 'connection' | 'send' | 'balances' | 'activity' | 'approvals' | 'clients' | 'reportError'>

/** What the owners panel of a connected wallet is given. */
export type OwnersPanelProps = {
  wallet: Eip1193Provider
  account: Address
  approvals: Pick<ApprovalController, 'requestFromWallet'>
  /** Tells the host page a request of the panel failed (its `error` event). */
  report: (error: WalletportError) => void
}

/**
 * What the composition root plugs into the home screen (the passkey wing's screens, WalletApp.tsx): this
 * screen asks the wallet's capabilities which to show, never which wallet it is.
 */
export type HomeSlots = {
  /** For a wallet whose owners the widget manages (`managesOwners`). */
  OwnersPanel: ComponentType<OwnersPanelProps>
  /** For any other wallet, on a chain that offers the passkey wallet: recovering an account as its recovery address. */
  RecoverAccount: ComponentType<{ session: HomeSession }>
}

type Props = { session: HomeSession; slots: HomeSlots }

export function HomeScreen({ session, slots: { OwnersPanel, RecoverAccount } }: Props) {
  const t = useT()
  const controller = session.connection
  const { connection, notice, resumable } = useObservable(controller)
  // The connected home's sub-screens, Receive and Activity: nothing else changes, so it is kept here.
  const [screen, setScreen] = useState<'home' | 'receive' | 'activity'>('home')

  if (connection.status === 'connected') {
    const chain = session.chains.find((c) => c.id === connection.chainId)
    const wallet = controller.connectedWallet()
    const relayedNote = <RelayedWalletNote wallet={relayedWalletName(connection)} hostOrigin={session.hostOrigin} />
    if (screen === 'activity') {
      return (
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              {t('app.loading')}
            </p>
          }
        >
          <ActivityScreen
            activity={session.activity}
            balances={session.balances}
            embedding={session}
            address={connection.address}
            onBack={() => setScreen('home')}
            relayedNote={relayedNote}
          />
        </Suspense>
      )
    }
    if (screen === 'receive' && chain) {
      return (
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              {t('app.loading')}
            </p>
          }
        >
          <ReceiveScreen
            address={connection.address}
            chain={chain}
            onBack={() => setScreen('home')}
            relayedNote={relayedNote}
          />
        </Suspense>
      )
    }
    return (
      <section aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        {!chain && (
          <div className="notice" role="alert" data-testid="wrong-chain">
            {t('home.wrongChain', { wallet: connection.wallet.name, chainId: connection.chainId })}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => void controller.switchWalletChain(session.chains[0]!.id)}
            >
              {t('home.switchTo', { chain: session.chains[0]!.name })}
            </button>
          </div>
        )}
        {notice && (
          <p className="notice" role="alert" data-testid="home-notice">
            {t.text(notice)}
          </p>
        )}
        <div className="account" data-testid="account">
          <WalletIcon info={connection.wallet} />
          <div>
            <div className="account-wallet">{connection.wallet.name}</div>
            <div className="account-address" title={connection.address} data-testid="account-address">
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
                  onChange={(e) => void controller.switchWalletChain(Number(e.target.value))}
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
        <p className="muted" data-testid="wallet-status">
          {t('home.connectedTo', { site: session.hostOrigin })}
        </p>
        <RelayedWalletNote wallet={relayedWalletName(connection)} hostOrigin={session.hostOrigin} />
        {wallet?.capabilities.managesOwners && (
          <Suspense fallback={null}>
            <OwnersPanel
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
          <button type="button" className="primary" onClick={() => setScreen('receive')} disabled={!chain}>
            {t('home.receive')}
          </button>
        </div>
        <button type="button" className="secondary" onClick={() => setScreen('activity')}>
          {t('home.activity')}
        </button>
        <BalancesPanel balances={session.balances} walletChainId={connection.chainId} />
        {/* Below what the visitor came for: its code arrives after connect, and above Send it pushed the buttons
            down under a pointer already on its way to them. */}
        {wallet && !wallet.capabilities.managesOwners && chain?.passkeyWallet && (
          <Suspense fallback={null}>
            <RecoverAccount session={session} />
          </Suspense>
        )}
        <button type="button" className="secondary" onClick={controller.disconnect}>
          {t('home.disconnect')}
        </button>
      </section>
    )
  }

  if (connection.status === 'connecting') {
    return (
      <section aria-labelledby="home-title" aria-busy="true">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="muted" data-testid="wallet-status" role="status">
          {t('home.reconnecting', { wallet: connection.wallet.name })}
        </p>
        <RelayedWalletNote wallet={relayedWalletName(connection)} hostOrigin={session.hostOrigin} />
      </section>
    )
  }

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      {connection.notice && (
        <p className="notice" role="alert">
          {t.text(connection.notice)}
        </p>
      )}
      <p className="muted" data-testid="wallet-status">
        {t('home.notConnected')}
      </p>
      {resumable && (
        <RelayedWalletNote
          wallet={isRelayedWallet(resumable.option.id) ? resumable.option.info.name : undefined}
          hostOrigin={session.hostOrigin}
        />
      )}
      {resumable && (
        <ContinueAs
          session={session}
          option={resumable.option}
          connect={(option) => void controller.chooseWallet(option)}
        >
          {t('home.continueAs', {
            address: `${resumable.address.slice(0, 6)}…${resumable.address.slice(-4)}`,
            wallet: resumable.option.info.name,
          })}
        </ContinueAs>
      )}
      <button type="button" className={resumable ? 'secondary' : 'primary'} onClick={controller.showConnect}>
        {t('home.connect')}
      </button>
    </section>
  )
}
