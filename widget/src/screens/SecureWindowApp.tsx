import { useEffect, useMemo, useRef, useState } from 'react'
import type { WalletInfo } from '../../../protocol/types'
import { readSecureWindowMessage, type SecureReview, type SecureWindowMessage } from '../guard/secureWindow'
import { useRerenderAt } from '../guard/useRerenderAt'
import type { ConfirmGuard } from '../guard/useConfirmGuard'
import { CONFIRM_DELAY_MS, VisibilityClock } from '../guard/VisibilityClock'
import { listenToOpener } from '../state/windowChannel'
import type { CeremonyRequest } from '../wallets/passkey/passkeyWindowProtocol'
import { reviewTextsFor } from '../i18n/review'
import { walletTextsFor } from '../i18n/wallet'
import { catalogueFor } from '../i18n/catalogues'
import { browserLocale, usableLocale } from '../i18n/usableLocale'
import { I18nContext, makeT, useT, type T } from '../i18n/useT'
import { applyLook } from '../theme/look'
import { displayOrigin, Frame } from './Frame'
import { WalletIcon } from './WalletIcon'
import { RequestedBy } from './review/RequestedBy'
import { RelayedWalletNote } from './RelayedWalletNote'
import { Acknowledge } from './review/Acknowledge'
import { ApprovalDetails, PreviewWarnings } from './review/ApprovalDetails'
import { SendDetails } from './review/SendDetails'
import { APPROVAL_TITLES } from './review/titles'
import { useGuardedClicks } from './review/useGuardedClicks'
import { PasskeyStep } from './review/PasskeyStep'
import './screens.css'
import './review/review.css'

/**
 * The secure window: a top-level window of the widget origin, for browsers that cannot report
 * whether the embedded review is covered. No host page can lay anything over it. It shows the
 * review its opener sends (only an opener on the widget origin is listened to, so a host page
 * that opens this URL itself gets nothing to show) and sends back the visitor's answer.
 */
export default function SecureWindowApp() {
  const [review, setReview] = useState<SecureReview | undefined>(undefined)
  const [ceremony, setCeremony] = useState<CeremonyRequest | undefined>(undefined)
  const [orphan, setOrphan] = useState(false)
  const answerOpener = useRef<(message: SecureWindowMessage) => void>(() => {})

  useEffect(() => {
    const channel = listenToOpener(readSecureWindowMessage, (message) => {
      if (message.type === 'review') {
        applyLook(message.look)
        setReview(message.review)
      }
      if (message.type === 'ceremony') setCeremony(message.request)
    })
    if (!channel) return setOrphan(true)
    answerOpener.current = channel.answer
    return channel.stop
  }, [])

  const locale = review ? usableLocale(review.locale) : browserLocale()
  const t = useMemo(
    () => makeT(catalogueFor(locale), locale).with(reviewTextsFor(locale)).with(walletTextsFor(locale)),
    [locale],
  )
  const [confirmed, setConfirmed] = useState(false)
  const answer = (message: SecureWindowMessage) => {
    answerOpener.current(message)
    // A review whose wallet asks for its passkey here stays up after Confirm, for that passkey, under this review.
    if (message.type === 'confirm' && review?.passkey) setConfirmed(true)
    else window.close()
  }
  return (
    <I18nContext.Provider value={t}>
      <Frame {...(review ? { hostOrigin: review.hostOrigin } : {})}>
        {review ? (
          <SecureReviewScreen review={review} onAnswer={answer} confirmed={confirmed}>
            {confirmed && <PasskeyStep ceremony={ceremony} onOutcome={answer} />}
          </SecureReviewScreen>
        ) : (
          <p className="muted" aria-busy={!orphan}>
            {orphan ? t('secure.orphan') : t('secure.loading')}
          </p>
        )}
      </Frame>
    </I18nContext.Provider>
  )
}

function SecureReviewScreen({
  review,
  onAnswer,
  confirmed,
  children,
}: {
  review: SecureReview
  onAnswer: (message: SecureWindowMessage) => void
  /** Confirmed, the review stays on screen while the wallet asks for its passkey (`children`). */
  confirmed: boolean
  children: React.ReactNode
}) {
  const t = useT()
  const [acknowledged, setAcknowledged] = useState(false)
  const settled = useSettledWindow()
  // Since when Confirm has held the focus: a key counts only after the delay, as in the frame.
  const focusedAt = useRef<number | undefined>(undefined)
  const clicks = useGuardedClicks(
    useMemo(() => windowGuard(settled, () => focusedAt.current), [settled]),
    'guard.checking',
  )
  const handlers = clicks.handlers(() => onAnswer({ type: 'confirm', acknowledged }))
  const { content } = review
  return (
    <section aria-labelledby="secure-title" className="review" data-testid="secure-review">
      <h1 id="secure-title">{reviewTitle(review, t)}</h1>
      <RequestedBy hostOrigin={review.hostOrigin} byWallet={content.kind === 'approval' && content.byWallet === true} />
      <RelayedWalletNote wallet={review.relayedWallet} hostOrigin={review.hostOrigin} />
      <ReviewDetails review={review} />
      {review.needsAcknowledgement && <Acknowledge checked={acknowledged} onChange={setAcknowledged} />}
      {/* Not `disabled` while it settles: a click then is told why it waits (the note), never dropped silently. */}
      <button
        type="button"
        className="primary"
        disabled={(review.needsAcknowledgement && !acknowledged) || confirmed}
        aria-disabled={!settled}
        {...handlers}
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

/** The review's title: a send, a connection to the site, or the request (or the wallet's own setting). */
function reviewTitle({ content, hostOrigin }: SecureReview, t: T): string {
  if (content.kind === 'send') return t('send.reviewTitle')
  if (content.kind === 'connect') return t('connect.title', { site: displayOrigin(hostOrigin) })
  return t(content.byWallet ? 'approval.walletSetting' : APPROVAL_TITLES[content.method])
}

/** What the review shows: the send, the wallet the site would see, or the request with its preview's warnings. */
function ReviewDetails({ review: { content, locale, hostOrigin } }: { review: SecureReview }) {
  return content.kind === 'send' ? (
    <SendDetails send={content.send} locale={locale} />
  ) : content.kind === 'connect' ? (
    <ConnectDetails wallet={content.wallet} hostOrigin={hostOrigin} />
  ) : (
    <>
      <ApprovalDetails review={content.review} locale={locale} />
      <PreviewWarnings review={content.review} />
    </>
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

/**
 * The secure window's own guard: Confirm waits until the window has been visible for the delay
 * without interruption; losing focus (another window stacked over it) or being hidden disarms it
 * until both are back for the whole delay, and a resize starts the wait again. No host page can
 * cover this window, but another window could.
 */
function useSettledWindow(): boolean {
  const [clock] = useState(() => new VisibilityClock())
  const [readyAt, setReadyAt] = useState<number | undefined>(undefined)
  useEffect(() => {
    const update = () => setReadyAt(clock.readyAt(0))
    const report = () => {
      clock.report(document.visibilityState === 'visible' && document.hasFocus(), Date.now())
      update()
    }
    const interrupt = () => {
      clock.interrupt(Date.now())
      update()
    }
    // Losing focus disarms until focus is back: the visitor is looking at another window (one may be
    // stacked over this one), and re-arming on a timer alone would arm it while they look elsewhere.
    const blurred = () => {
      clock.report(false, Date.now())
      update()
    }
    report()
    addEventListener('blur', blurred)
    addEventListener('focus', report)
    addEventListener('resize', interrupt)
    document.addEventListener('visibilitychange', report)
    return () => {
      removeEventListener('blur', blurred)
      removeEventListener('focus', report)
      removeEventListener('resize', interrupt)
      document.removeEventListener('visibilitychange', report)
    }
  }, [clock])
  useRerenderAt(readyAt)
  return readyAt !== undefined && readyAt <= Date.now()
}

/**
 * The secure window's judgement of a click, in the shape the in-frame guard has: a pointer or a tap counts
 * once the window has settled (no host page can script or cover this window); a key (Enter, Space: `detail`
 * 0) counts, as in the frame, only on a Confirm that has held the focus for the delay, so a key meant for
 * what had the focus a moment before (the page the visitor was typing in, as the window opened over it)
 * confirms nothing. Before that the click is told to wait, never dropped silently.
 */
function windowGuard(settled: boolean, focusedAt: () => number | undefined): ConfirmGuard {
  return {
    ref: () => {},
    enabled: settled,
    tracked: true,
    ...(settled ? {} : { reason: 'settling' as const }),
    judgeClick: (event) => {
      if (!settled) return 'wait'
      if (event.detail !== 0) return 'confirm'
      const since = focusedAt()
      return since !== undefined && Date.now() - since >= CONFIRM_DELAY_MS ? 'confirm' : 'keyTooSoon'
    },
  }
}
