import type { WalletSession } from '../session/WalletSession'
import { SendForm } from './SendForm'
import { SendReview } from './SendReview'
import { SendStatus } from './SendStatus'
import { useObservable } from '../state/useObservable'

/** The screens of a send, one per step of the send state machine. */
export function SendFlow({ session }: { session: WalletSession }) {
  const view = useObservable(session.send)
  switch (view.step) {
    case 'idle':
      return null
    case 'form':
      return <SendForm session={session} {...(view.draft ? { draft: view.draft } : {})} {...(view.notice ? { notice: view.notice } : {})} busy={false} />
    case 'preparing':
      return <SendForm key="preparing" session={session} draft={view.draft} busy />
    case 'review':
    case 'signing':
      return (
        <SendReview
          key={view.step === 'review' ? view.shownAt : 'signing'}
          session={session}
          send={view.send}
          {...(view.requestedBy ? { requestedBy: view.requestedBy } : {})}
          shownAt={view.step === 'review' ? view.shownAt : 0}
          {...(view.step === 'review' && view.notice ? { notice: view.notice } : {})}
          signing={view.step === 'signing'}
        />
      )
    default:
      return <SendStatus session={session} view={view} />
  }
}
