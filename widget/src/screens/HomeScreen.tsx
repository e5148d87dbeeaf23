import type { WalletSession } from '../session/WalletSession'
import { useSession } from '../session/useSession'
import { BalancesPanel } from './BalancesPanel'
import { WalletIcon } from './WalletIcon'

export function HomeScreen({ session }: { session: WalletSession }) {
  const { connection } = useSession(session)

  if (connection.status === 'connected') {
    const chain = session.chains.find((c) => c.id === connection.chainId)
    return (
      <section aria-labelledby="home-title">
        <h1 id="home-title">Your wallet</h1>
        <div className="account" data-testid="account">
          <WalletIcon info={connection.wallet} />
          <div>
            <div className="account-wallet">{connection.wallet.name}</div>
            <div className="account-address" title={connection.address} data-testid="account-address">
              {connection.address}
            </div>
            <div className="muted" data-testid="account-chain">
              {chain ? chain.name : `Chain ${connection.chainId} (not offered here)`}
            </div>
          </div>
        </div>
        <p className="muted" data-testid="wallet-status">
          Connected to {session.hostOrigin}
        </p>
        <button type="button" className="primary" onClick={() => session.send.open()}>
          Send
        </button>
        <BalancesPanel session={session} />
        <button type="button" className="secondary" onClick={session.disconnect}>
          Disconnect
        </button>
      </section>
    )
  }

  if (connection.status === 'connecting') {
    return (
      <section aria-labelledby="home-title" aria-busy="true">
        <h1 id="home-title">Your wallet</h1>
        <p className="muted" data-testid="wallet-status" role="status">
          Reconnecting {connection.wallet.name}…
        </p>
      </section>
    )
  }

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Your wallet</h1>
      {connection.notice && (
        <p className="notice" role="alert">
          {connection.notice}
        </p>
      )}
      <p className="muted" data-testid="wallet-status">
        No wallet connected
      </p>
      <button type="button" className="primary" onClick={session.showConnect}>
        Connect a wallet
      </button>
    </section>
  )
}
