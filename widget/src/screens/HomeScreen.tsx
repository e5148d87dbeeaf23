import type { WalletSession } from '../session/WalletSession'
import { BalancesPanel } from './BalancesPanel'
import { WalletIcon } from './WalletIcon'
import { useObservable } from '../state/useObservable'

export function HomeScreen({ session }: { session: WalletSession }) {
  const { connection, notice } = useObservable(session)

  if (connection.status === 'connected') {
    const chain = session.chains.find((c) => c.id === connection.chainId)
    return (
      <section aria-labelledby="home-title">
        <h1 id="home-title">Your wallet</h1>
        {!chain && (
          <div className="notice" role="alert" data-testid="wrong-chain">
            {connection.wallet.name} is on chain {connection.chainId}, which this site does not use.{' '}
            <button type="button" className="link-button" onClick={() => void session.switchWalletChain(session.chains[0]!.id)}>
              Switch to {session.chains[0]!.name}
            </button>
          </div>
        )}
        {notice && (
          <p className="notice" role="alert" data-testid="home-notice">
            {notice}
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
              {chain ? chain.name : `Chain ${connection.chainId} (not offered here)`}
            </div>
            {session.chains.length > 1 && (
              <label className="network-select">
                <span>Network</span>
                <select value={chain ? chain.id : ''} onChange={(e) => void session.switchWalletChain(Number(e.target.value))}>
                  {!chain && <option value="">Chain {connection.chainId}</option>}
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
