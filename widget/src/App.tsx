import { useMemo } from 'react'
import type { DeploymentConfig } from '../../protocol/config'
import { useHostBridge } from './bridge/useHostBridge'
import { useBoot } from './boot/useBoot'
import { ApprovalReview } from './screens/ApprovalReview'
import { ConnectScreen } from './screens/ConnectScreen'
import { HomeScreen } from './screens/HomeScreen'
import { SendFlow } from './screens/SendFlow'
import { Frame } from './screens/Frame'
import { MessageScreen } from './screens/MessageScreen'
import { WalletSession } from './session/WalletSession'
import { useObservable } from './state/useObservable'

export function App() {
  const boot = useBoot()
  switch (boot.status) {
    case 'loading':
      return <Frame><p className="muted" aria-busy="true">Loading…</p></Frame>
    case 'standalone':
      return <MessageScreen title="Walletport">This wallet runs inside the websites that embed it.</MessageScreen>
    case 'refused':
      return (
        <MessageScreen title="Not available here">
          {boot.hostOrigin ?? 'This site'} is not allowed to embed this wallet.
        </MessageScreen>
      )
    case 'failed':
      return <MessageScreen title="Wallet unavailable">{boot.message}</MessageScreen>
    case 'ready':
      return <Wallet config={boot.config} hostOrigin={boot.hostOrigin} />
  }
}

function Wallet({ config, hostOrigin }: { config: DeploymentConfig; hostOrigin: string }) {
  const session = useMemo(() => new WalletSession(config, hostOrigin), [config, hostOrigin])
  useHostBridge(session)
  const { view, connection } = useObservable(session)
  const connected = connection.status === 'connected'
  const sending = useObservable(session.send).step !== 'idle' && connected
  const approval = useObservable(session.approvals)
  return (
    <Frame hostOrigin={hostOrigin} onClose={session.closeModal}>
      {view === 'connect' ? (
        <ConnectScreen session={session} />
      ) : approval.step !== 'idle' && connected ? (
        <ApprovalReview session={session} view={approval} />
      ) : sending ? (
        <SendFlow session={session} />
      ) : (
        <HomeScreen session={session} />
      )}
    </Frame>
  )
}
