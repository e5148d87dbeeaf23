import { useRef, useState } from 'react'
import type { WalletInfo } from '../../../protocol/types'
import type { SecureReview } from '../guard/secureWindow'
import { reviewEn } from '../i18n/review/en'
import { walletEn } from '../i18n/wallet/en'
import { useT } from '../i18n/useT'
import { applyLook } from '../theme/look'
import type { CeremonyRequest } from '../windowChannel/ceremony'
import type { WindowMessage } from '../windowChannel/windowMessages'
import { displayOrigin } from '../screens/Frame'
import { WalletIcon } from '../screens/WalletIcon'
import { RequestedBy } from '../screens/review/RequestedBy'
import { RelayedWalletNote } from '../screens/RelayedWalletNote'
import { Acknowledge } from '../screens/review/Acknowledge'
import { ApprovalDetails, PreviewWarnings } from '../screens/review/ApprovalDetails'
import { SendDetails } from '../screens/review/SendDetails'
import { approvalHeading } from '../screens/review/titles'
import { useGuardedClicks } from '../screens/review/useGuardedClicks'
import { OurWindow, useOpener } from './OurWindow'
import { PasskeyStep } from './PasskeyStep'
import { KeyPresses } from './keyPress'
import { useWindowGuard } from './windowGuard'
import '../screens/review/review.css'

/** The secure window speaks the review's texts and the wallet's (the guard's notes among them): English beneath its language's. */
const secureTexts = { ...reviewEn, ...walletEn }

/**
 * The secure window: a top-level window of the widget origin, for browsers that cannot report
 * whether the embedded review is covered. No host page can lay anything over it. It shows the
 * review its opener sends (only an opener on the widget origin is listened to, so a host page
 * that opens this URL itself gets nothing to show) and sends back the visitor's answer.
 */
export default function SecureWindowApp() {
  const [review, setReview] = useState<SecureReview | undefined>(undefined)
  const [ceremony, setCeremony] = useState<CeremonyRequest | undefined>(undefined)
  const [confirmed, setConfirmed] = useState(false)
  const opener = useOpener((message) => {
    if (message.type === 'review') {
      applyLook(message.look)
      // Sent by the widget on our own origin (the channel checked both): the model its review renders.
      setReview(message.review as SecureReview)
    }
    if (message.type === 'ceremony') setCeremony(message.request)
  })
  const answer = (message: WindowMessage) => {
    opener.answer(message)
    // A review whose wallet asks for its passkey here stays up after Confirm, for that passkey, under this review.
    if (message.type === 'confirm' && review?.passkey) setConfirmed(true)
    else window.close()
  }
  return (
    <OurWindow
      subject={review}
      orphan={opener.orphan}
      texts={secureTexts}
      waiting={{ loading: 'secure.loading', orphan: 'secure.orphan' }}
    >
      {review && (
        <SecureReviewScreen review={review} onAnswer={answer} confirmed={confirmed}>
          {confirmed && <PasskeyStep ceremony={ceremony} onOutcome={answer} />}
        </SecureReviewScreen>
      )}
    </OurWindow>
  )
}

/** The review's own lines, as the embedded review shows them: its title, who asks, and what it does. */
function ReviewLines({ review }: { review: SecureReview }) {
  const t = useT()
  const { content, locale } = review
  const heading =
    content.kind === 'approval' ? approvalHeading(content.method, content.byWallet, content.review) : undefined
  const title =
    content.kind === 'send'
      ? t('send.reviewTitle')
      : content.kind === 'connect'
        ? t('connect.title', { site: displayOrigin(review.hostOrigin) })
        : t(heading!.title)
  return (
    <>
      <h1 id="secure-title">{title}</h1>
      <RequestedBy hostOrigin={review.hostOrigin} byWallet={heading?.byWallet === true} />
      <RelayedWalletNote wallet={review.relayedWallet} hostOrigin={review.hostOrigin} />
      {content.kind === 'send' ? (
        <SendDetails send={content.send} locale={locale} />
      ) : content.kind === 'connect' ? (
        <ConnectDetails wallet={content.wallet} hostOrigin={review.hostOrigin} />
      ) : (
        <>
          <ApprovalDetails review={content.review} locale={locale} />
          <PreviewWarnings review={content.review} />
        </>
      )}
    </>
  )
}

function SecureReviewScreen({
  review,
  onAnswer,
  confirmed,
  children,
}: {
  review: SecureReview
  onAnswer: (message: WindowMessage) => void
  /** Confirmed, the review stays on screen while the wallet asks for its passkey (`children`). */
  confirmed: boolean
  children: React.ReactNode
}) {
  const t = useT()
  const [acknowledged, setAcknowledged] = useState(false)
  // Since when Confirm has held the focus: a key counts only after the delay, as in the frame.
  const focusedAt = useRef<number | undefined>(undefined)
  // And how the key behind a key's click was pressed: a held one confirms nothing.
  const [keys] = useState(() => new KeyPresses())
  const windowGuard = useWindowGuard(() => focusedAt.current, keys.current)
  const clicks = useGuardedClicks(windowGuard.guard, windowGuard.refusal)
  const handlers = clicks.handlers(() => onAnswer({ type: 'confirm', acknowledged }))
  return (
    <section aria-labelledby="secure-title" className="review" data-testid="secure-review">
      <ReviewLines review={review} />
      {review.needsAcknowledgement && <Acknowledge checked={acknowledged} onChange={setAcknowledged} />}
      {/* Not `disabled` while it settles: a click then is told why it waits (the note), never dropped silently. */}
      <button
        type="button"
        className="primary"
        disabled={(review.needsAcknowledgement && !acknowledged) || confirmed}
        aria-disabled={!windowGuard.guard.enabled}
        {...handlers}
        {...windowGuard.handlers}
        onKeyDown={keys.onKeyDown}
        onKeyUp={keys.onKeyUp}
        onFocus={(event) => {
          focusedAt.current = Date.now()
          handlers.onFocus(event)
        }}
        onBlur={() => {
          focusedAt.current = undefined
          handlers.onBlur()
        }}
        data-testid="secure-confirm"
        data-guard={clicks.state}
      >
        {t('approval.confirm')}
      </button>
      {clicks.note}
      {children}
      {!confirmed && (
        <button type="button" className="secondary" onClick={() => onAnswer({ type: 'cancel' })}>
          {t('common.cancel')}
        </button>
      )}
    </section>
  )
}

/** What connecting gives the site: the wallet it would see, and that it would see its address. */
function ConnectDetails({ wallet, hostOrigin }: { wallet: WalletInfo; hostOrigin: string }) {
  const t = useT()
  return (
    <>
      <div className="account">
        <WalletIcon info={wallet} />
        <div className="account-wallet" data-testid="secure-connect-wallet">
          {wallet.name}
        </div>
      </div>
      <p data-testid="secure-connect-discloses">{t('secure.connectDiscloses', { site: displayOrigin(hostOrigin) })}</p>
    </>
  )
}
