import type { Embedding, WalletSession } from '../session/WalletSession'
import { SendForm } from './SendForm'
import { SendReview } from './SendReview'
import { SendStatus } from './SendStatus'
import { useObservable } from '../state/useObservable'

/** The screens of a send, one per step of the send state machine. */
export function SendFlow({
  session,
}: {
  session: Embedding & Pick<WalletSession, 'send' | 'balances' | 'connection'>
}) {
  const { send, balances, connection } = session
  const view = useObservable(send)
  // The form starts on the wallet's network, else the default one.
  const chainId = () => connection.getState().chainId ?? session.chains[0]!.id
  switch (view.step) {
    case 'idle':
      return null
    case 'form':
      return (
        <SendForm
          send={send}
          balances={balances}
          chainId={chainId()}
          {...(view.draft ? { draft: view.draft } : {})}
          {...(view.notice ? { notice: view.notice } : {})}
          busy={false}
        />
      )
    case 'preparing':
      return <SendForm key="preparing" send={send} balances={balances} chainId={chainId()} draft={view.draft} busy />
    case 'review':
    case 'signing':
      return (
        <SendReview
          key={view.step === 'review' ? `${view.id}:${view.shownAt}` : `${view.id}:signing`}
          controller={send}
          requestId={view.id}
          connection={connection}
          embedding={session}
          send={view.send}
          {...(view.requestedBy ? { requestedBy: view.requestedBy } : {})}
          shownAt={view.step === 'review' ? view.shownAt : 0}
          {...(view.step === 'review' && view.notice ? { notice: view.notice } : {})}
          signing={view.step === 'signing'}
        />
      )
    default:
      return <SendStatus view={view} onDone={send.done} />
  }
}
