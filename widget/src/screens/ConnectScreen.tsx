import type { Embedding, WalletSession } from '../session/WalletSession'
import { capabilitiesOf } from '../wallets/walletCapabilities'
import { displayOrigin } from './Frame'
import { WalletConnectPairing } from './WalletConnectPairing'
import { WalletIcon } from './WalletIcon'
import { WalletChoices } from './WalletChoices'
import { RelayedWalletNote } from './RelayedWalletNote'
import { relayedWalletName, type Connection } from '../connection/connectionMachine'
import type { FocusedChoice } from '../connection/earlyConnect'
import { useObservable } from '../state/useObservable'
import { useT } from '../i18n/useT'
import { useState } from 'react'
import { useConsentToConnect } from './useConsentToConnect'
import { useConfirmGuard } from '../guard/useConfirmGuard'
import { useGuardedClicks } from './review/useGuardedClicks'

/**
 * `session`: the embedding and its connection controller, nothing else. `takeFocus`: the choice the
 * shell's list had focused when this one replaced it (connection/earlyConnect.ts).
 */
export function ConnectScreen({
  session,
  takeFocus,
}: {
  session: Embedding & Pick<WalletSession, 'connection'>
  takeFocus?: (() => FocusedChoice | undefined) | undefined
}) {
  const t = useT()
  const controller = session.connection
  const { connection, wallets, walletConnectUri } = useObservable(controller)
  const site = displayOrigin(session.hostOrigin)
  // Connecting tells the host the address: a wallet is chosen only by a click the guard takes as the
  // visitor's, on this screen seen whole. Where the browser cannot report visibility, the wallet's own
  // prompt is the confirmation (docs/threat-model.md says which wallet has none).
  const [shownAt] = useState(() => Date.now())
  const guard = useConfirmGuard(shownAt)
  const choice = useGuardedClicks(guard)
  const consent = useConsentToConnect(session, (option) => void controller.chooseWallet(option))

  if (connection.status === 'connecting' && connection.step !== 'restore')
    return <Connecting session={session} connection={connection} walletConnectUri={walletConnectUri} site={site} />

  return (
    <WalletChoices
      site={site}
      wallets={wallets}
      guard={guard}
      clicks={choice}
      notice={
        <>
          {connection.status === 'disconnected' && connection.notice && (
            <p className="notice" role="alert" data-testid="connect-notice">
              {t.text(connection.notice)}
            </p>
          )}
          {consent.notice}
        </>
      }
      onChoose={consent.choose}
      onBack={controller.dismissConnect}
      takeFocus={takeFocus}
    />
  )
}

/** A wallet chosen: the visitor answers in it (a phone's wallet is paired here, by a QR code), or switches its network. */
function Connecting({
  session,
  connection,
  walletConnectUri,
  site,
}: {
  session: Embedding & Pick<WalletSession, 'connection'>
  connection: Connection & { status: 'connecting' }
  walletConnectUri: string | undefined
  site: string
}) {
  const t = useT()
  const controller = session.connection
  const { wallet, step } = connection
  // A phone's wallet is paired here (a QR code); the others answer in their own window.
  const pairing = step === 'authorize' && capabilitiesOf(connection.walletId).reach === 'phone'
  const target = session.chains[0]!
  return (
    <section aria-labelledby="connect-title">
      <h1 id="connect-title">{t('connect.title', { site })}</h1>
      <div className="account">
        <WalletIcon info={wallet} />
        <div className="account-wallet">{wallet.name}</div>
      </div>
      <RelayedWalletNote wallet={relayedWalletName(connection)} hostOrigin={session.hostOrigin} />
      {pairing && <WalletConnectPairing uri={walletConnectUri} onCancel={controller.dismissConnect} />}
      {step === 'authorize' && !pairing && (
        <p role="status" data-testid="connect-status">
          <span className="spinner" aria-hidden="true" /> {t('connect.approve', { wallet: wallet.name })}
        </p>
      )}
      {step === 'wrongChain' && (
        <>
          <p role="alert" data-testid="connect-status">
            {t('connect.wrongChain', { wallet: wallet.name, chainId: connection.chainId ?? '?', site })}
          </p>
          <button type="button" className="primary" onClick={controller.switchChain}>
            {t('home.switchTo', { chain: target.name })}
          </button>
        </>
      )}
      {step === 'switching' && (
        <p role="status" data-testid="connect-status">
          <span className="spinner" aria-hidden="true" />{' '}
          {t('connect.confirmSwitch', { chain: target.name, wallet: wallet.name })}
        </p>
      )}
      {!pairing && (
        <button type="button" className="secondary" onClick={controller.dismissConnect}>
          {t('common.cancel')}
        </button>
      )}
    </section>
  )
}
