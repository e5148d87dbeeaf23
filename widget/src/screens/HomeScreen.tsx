import { useState } from 'react'
import { RelayedWalletNote } from './RelayedWalletNote'
import { relayedWalletName } from '../connection/connectionMachine'
import { isRelayedWallet } from '../wallets/walletOption'
import { ContinueAs } from './ContinueAs'
import { useObservable } from '../state/useObservable'
import { useT } from '../i18n/useT'
import { Isolated } from '../i18n/Isolated'
import type { ConnectionSnapshot } from '../connection/connectionTypes'
import type { Text } from '../i18n/translate'
import { ConnectedHome, type HomeView } from './ConnectedHome'
import type { HomeSession, HomeSlots } from './homeSlots'

export type { HomeSlots, OwnersPanelProps } from './homeSlots'

type Props = { session: HomeSession; slots: HomeSlots }

/** The wallet's home: connected (ConnectedHome), reconnecting, or not connected (Connect, or "Continue as"). */
export function HomeScreen({ session, slots }: Props) {
  const t = useT()
  const controller = session.connection
  const { connection, notice, resumable } = useObservable(controller)
  // The connected home's sub-screens, Receive and Activity: nothing else changes, so it is kept here, above them.
  const [view, setView] = useState<HomeView>('home')

  if (connection.status === 'connected')
    return (
      <ConnectedHome
        session={session}
        slots={slots}
        connection={connection}
        notice={notice}
        view={view}
        show={setView}
      />
    )

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

  return <NotConnected session={session} notice={connection.notice} resumable={resumable} />
}

/** Not connected: why, where a notice says, and Connect, or "Continue as" the account a remembered session offers. */
function NotConnected({
  session,
  notice,
  resumable,
}: {
  session: HomeSession
  notice: Text | undefined
  resumable: ConnectionSnapshot['resumable']
}) {
  const t = useT()
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      {notice && (
        <p className="notice" role="alert">
          {t.text(notice)}
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
          connect={(option) => void session.connection.chooseWallet(option)}
        >
          <Isolated
            text="home.continueAs"
            params={{
              address: `${resumable.address.slice(0, 6)}…${resumable.address.slice(-4)}`,
              wallet: resumable.option.info.name,
            }}
          />
        </ContinueAs>
      )}
      <button type="button" className={resumable ? 'secondary' : 'primary'} onClick={session.connection.showConnect}>
        {t('home.connect')}
      </button>
    </section>
  )
}
