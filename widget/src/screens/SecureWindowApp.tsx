import { useEffect, useMemo, useState } from 'react'
import type { WalletInfo } from '../../../protocol/types'
import { readSecureWindowMessage, type SecureReview, type SecureWindowMessage } from '../guard/secureWindow'
import { useRerenderAt } from '../guard/useRerenderAt'
import type { ConfirmGuard } from '../guard/useConfirmGuard'
import { VisibilityClock } from '../guard/VisibilityClock'
import { reviewTextsFor } from '../i18n/review'
import { catalogueFor } from '../i18n/catalogues'
import { browserLocale, usableLocale } from '../i18n/usableLocale'
import { I18nContext, makeT, useT } from '../i18n/useT'
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
  const [orphan, setOrphan] = useState(false)
  const opener = window.opener as Window | null

  useEffect(() => {
    if (!opener) {
      setOrphan(true)
      return
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opener || event.origin !== location.origin) return
      const message = readSecureWindowMessage(event.data)
      if (message?.type !== 'review') return
      applyLook(message.look)
      setReview(message.review)
    }
    addEventListener('message', onMessage)
    // Delivered only if the opener is on the widget origin: a host page's own popup of this URL hears nothing.
    opener.postMessage({ type: 'ready' } satisfies SecureWindowMessage, location.origin)
    return () => removeEventListener('message', onMessage)
  }, [opener])

  const locale = review ? usableLocale(review.locale) : browserLocale()
  const t = useMemo(() => makeT(catalogueFor(locale), locale).with(reviewTextsFor(locale)), [locale])
  const answer = (message: SecureWindowMessage) => {
    opener?.postMessage(message, location.origin)
    window.close()
  }
  return (
    <I18nContext.Provider value={t}>
      <Frame {...(review ? { hostOrigin: review.hostOrigin } : {})}>
        {review ? (
          <SecureReviewScreen review={review} onAnswer={answer} />
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
}: {
  review: SecureReview
  onAnswer: (message: SecureWindowMessage) => void
}) {
  const t = useT()
  const [acknowledged, setAcknowledged] = useState(false)
  const settled = useSettledWindow()
  const clicks = useGuardedClicks(useMemo(() => windowGuard(settled), [settled]))
  const { content, locale } = review
  const title =
    content.kind === 'send'
      ? t('send.reviewTitle')
      : content.kind === 'connect'
        ? t('connect.title', { site: displayOrigin(review.hostOrigin) })
        : t(content.byWallet ? 'approval.walletSetting' : APPROVAL_TITLES[content.method])
  return (
    <section aria-labelledby="secure-title" className="review" data-testid="secure-review">
      <h1 id="secure-title">{title}</h1>
      <RequestedBy hostOrigin={review.hostOrigin} byWallet={content.kind === 'approval' && content.byWallet === true} />
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
      {review.needsAcknowledgement && <Acknowledge checked={acknowledged} onChange={setAcknowledged} />}
      {/* Not `disabled` while it settles: a click then is told why it waits (the note), never dropped silently. */}
      <button
        type="button"
        className="primary"
        disabled={review.needsAcknowledgement && !acknowledged}
        aria-disabled={!settled}
        {...clicks.handlers(() => onAnswer({ type: 'confirm', acknowledged }))}
        data-testid="secure-confirm"
        data-guard={clicks.state}
      >
        {t('approval.confirm')}
      </button>
      {clicks.note}
      <button type="button" className="secondary" onClick={() => onAnswer({ type: 'cancel' })}>
        {t('common.cancel')}
      </button>
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
 * The secure window's judgement of a click, in the shape the in-frame guard has: any pointer, tap or
 * key counts once the window has settled (no host page can script or cover this window, so every
 * input here is the visitor's); before that, the click is told to wait.
 */
function windowGuard(settled: boolean): ConfirmGuard {
  return {
    ref: () => {},
    enabled: settled,
    tracked: true,
    ...(settled ? {} : { reason: 'settling' as const }),
    judgeClick: () => (settled ? 'confirm' : 'wait'),
  }
}
