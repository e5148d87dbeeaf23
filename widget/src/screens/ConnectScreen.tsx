import type { WalletSession } from '../session/WalletSession'
import type { WalletSource } from '../wallets/walletOption'
import { displayOrigin } from './Frame'
import { WALLET_CONNECT_ID } from '../wallets/walletConnect/walletConnectOption'
import { WalletConnectPairing } from './WalletConnectPairing'
import { WalletIcon } from './WalletIcon'
import { useObservable } from '../state/useObservable'

const SOURCE_LABEL: Record<WalletSource, string | undefined> = {
  injected: undefined,
  legacy: undefined,
  host: 'via this site',
  walletconnect: 'phone wallets',
  dev: 'local test chain only',
}

export function ConnectScreen({ session }: { session: WalletSession }) {
  const { connection, wallets, walletConnectUri } = useObservable(session)
  const site = displayOrigin(session.hostOrigin)

  if (connection.status === 'connecting' && connection.step !== 'restore') {
    const { wallet, step } = connection
    const target = session.chains[0]!
    return (
      <section aria-labelledby="connect-title">
        <h1 id="connect-title">Connect to {site}</h1>
        <div className="account">
          <WalletIcon info={wallet} />
          <div className="account-wallet">{wallet.name}</div>
        </div>
        {step === 'authorize' && connection.walletId === WALLET_CONNECT_ID && (
          <WalletConnectPairing uri={walletConnectUri} onCancel={session.dismissConnect} />
        )}
        {step === 'authorize' && connection.walletId !== WALLET_CONNECT_ID && (
          <p role="status" data-testid="connect-status">
            <span className="spinner" aria-hidden="true" /> Approve the connection in {wallet.name}.
          </p>
        )}
        {step === 'wrongChain' && (
          <>
            <p role="alert" data-testid="connect-status">
              {wallet.name} is on chain {connection.chainId}, which {site} does not use here.
            </p>
            <button type="button" className="primary" onClick={session.switchChain}>
              Switch to {target.name}
            </button>
          </>
        )}
        {step === 'switching' && (
          <p role="status" data-testid="connect-status">
            <span className="spinner" aria-hidden="true" /> Confirm the switch to {target.name} in {wallet.name}.
          </p>
        )}
        {!(step === 'authorize' && connection.walletId === WALLET_CONNECT_ID) && (
          <button type="button" className="secondary" onClick={session.dismissConnect}>
            Cancel
          </button>
        )}
      </section>
    )
  }

  return (
    <section aria-labelledby="connect-title">
      <h1 id="connect-title">
        <span data-testid="connect-site">{site}</span> wants to connect
      </h1>
      <p className="muted">Choose a wallet. The site sees your address only after you connect.</p>
      {connection.status === 'disconnected' && connection.notice && (
        <p className="notice" role="alert" data-testid="connect-notice">
          {connection.notice}
        </p>
      )}
      {wallets.length === 0 ? (
        <p className="muted" data-testid="no-wallets">
          No wallet found. Install a browser wallet, or open this site in your wallet's browser.
        </p>
      ) : (
        <ul className="wallet-list" aria-label="Wallets">
          {wallets.map((option) => (
            <li key={option.id}>
              <button type="button" className="wallet-choice" onClick={() => void session.chooseWallet(option)}>
                <WalletIcon info={option.info} />
                <span className="wallet-name">{option.info.name}</span>
                {SOURCE_LABEL[option.source] && <span className="badge">{SOURCE_LABEL[option.source]}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="secondary" onClick={session.dismissConnect}>
        Back
      </button>
    </section>
  )
}
