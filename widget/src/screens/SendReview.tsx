import { needsAcknowledgement } from '../review/needsAcknowledgement'
import { useState } from 'react'
import type { PreparedTransfer } from '../send/prepareSend'
import { useConfirmGuard } from '../guard/useConfirmGuard'
import type { Text } from '../i18n/translate'
import type { ConnectionController } from '../connection/ConnectionController'
import type { SendController } from '../send/SendController'
import type { Embedding } from '../session/WalletSession'
import { displayOrigin } from './Frame'
import { Acknowledge } from './review/Acknowledge'
import { confirmPathFor } from '../guard/confirmPath'
import { reviewWindowTaker } from '../wallets/reviewWindows'
import { ConfirmButton } from './review/ConfirmButton'
import { SendDetails } from './review/SendDetails'
import { useT } from '../i18n/useT'
import { useObservable } from '../state/useObservable'
import { relayedWalletName } from '../connection/connectionMachine'
import { RelayedWalletNote } from './RelayedWalletNote'

/** `controller`: the send flow this review belongs to; `requestId`: the reviewed request shown; `connection`: followed for the relayed-wallet note. */
type Props = {
  controller: SendController
  requestId: string
  connection: ConnectionController
  embedding: Pick<Embedding, 'hostOrigin' | 'locale'>
  send: PreparedTransfer
  requestedBy?: string
  shownAt: number
  notice?: Text
  signing: boolean
}

/** What will be sent, to whom, where and at what fee; the only screen with a button that sends. */
export function SendReview({
  controller,
  requestId,
  connection,
  embedding,
  send,
  requestedBy,
  shownAt,
  notice,
  signing,
}: Props) {
  const t = useT()
  const guard = useConfirmGuard(signing ? undefined : shownAt)
  const [acknowledged, setAcknowledged] = useState(false)
  // Numbers in the language of the texts around them, here and in the secure window (useT.ts).
  const locale = t.locale
  const needsAck = needsAcknowledgement({ kind: 'send', warnings: send.warnings })
  const connected = useObservable(connection).connection
  const relayedWallet = relayedWalletName(connected)

  return (
    <section tabIndex={0} ref={guard.ref} aria-labelledby="review-title" className="review" data-testid="review">
      <h1 id="review-title">{t('send.reviewTitle')}</h1>
      <ReviewNotes requestedBy={requestedBy} relayedWallet={relayedWallet} embedding={embedding} notice={notice} />
      <SendDetails send={send} locale={locale} />
      {needsAck && guard.tracked && <Acknowledge checked={acknowledged} signing={signing} onChange={setAcknowledged} />}
      <ConfirmButton
        guard={guard}
        confirmable={!signing}
        acknowledged={!needsAck || acknowledged}
        signing={signing}
        label={t('send.confirm')}
        testId="confirm-send"
        walletWindow={reviewWindowTaker(connection.connectedWallet())}
        path={confirmPathFor({ kind: 'send', requestedBy })}
        onConfirm={(acknowledgedThere) =>
          controller.confirm({ id: requestId, acknowledged: acknowledgedThere ?? acknowledged })
        }
        secureReview={() => ({
          hostOrigin: embedding.hostOrigin,
          locale,
          needsAcknowledgement: needsAck,
          ...(relayedWallet !== undefined ? { relayedWallet } : {}),
          content: { kind: 'send', send, ...(requestedBy ? { requestedBy } : {}) },
        })}
        onSecureCancel={controller.cancel}
      />
      {!signing && (
        <button type="button" className="secondary" onClick={controller.edit}>
          {t('send.edit')}
        </button>
      )}
      <button type="button" className="secondary" onClick={controller.cancel}>
        {t('common.cancel')}
      </button>
    </section>
  )
}

/** Above the send: the site that asked for it, the host's wallet it goes through, and a notice where there is one. */
function ReviewNotes({
  requestedBy,
  relayedWallet,
  embedding,
  notice,
}: {
  requestedBy: string | undefined
  relayedWallet: string | undefined
  embedding: Pick<Embedding, 'hostOrigin'>
  notice: Text | undefined
}) {
  const t = useT()
  return (
    <>
      {requestedBy && (
        <p className="requested-by" data-testid="review-requested-by">
          {t('send.requestedBy', { site: displayOrigin(requestedBy) })}
        </p>
      )}
      <RelayedWalletNote wallet={relayedWallet} hostOrigin={embedding.hostOrigin} />
      {notice && (
        <p className="notice" role="alert" data-testid="review-notice">
          {t.text(notice)}
        </p>
      )}
    </>
  )
}
