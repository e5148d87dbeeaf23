import type { WalletSession } from '../session/WalletSession'
import { useSessionState } from '../session/useSessionState'

export function HomeScreen({ session }: { session: WalletSession }) {
  const state = useSessionState(session)
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Your wallet</h1>
      <p className="muted" data-testid="wallet-status">
        {state.status === 'connected' ? `Connected: ${state.address}` : 'No wallet connected'}
      </p>
    </section>
  )
}
