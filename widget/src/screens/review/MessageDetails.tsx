import { useT } from '../../i18n/useT'
import type { MessageReview } from '../../review/buildApprovalReview'
import type { MessageWarning } from '../../review/describeMessage'
import { SignInFields } from './SignInFields'

/**
 * A `personal_sign` message: its text when it is honest UTF-8 (hidden characters shown as
 * markers), else its bytes; warnings for a blind hash and a sign-in for another site or chain.
 * A whole, well-formed sign-in message shows its fields instead, and its text one click away.
 */
export function MessageDetails({ review, locale }: { review: MessageReview; locale: string }) {
  const t = useT()
  return (
    <>
      {review.warnings.map((warning) => (
        <p
          key={warning.kind}
          className={`warning${warning.kind === 'invisibleCharacters' ? '' : ' danger'}`}
          role="alert"
          data-testid={`message-warning-${warning.kind}`}
        >
          <WarningText warning={warning} />
        </p>
      ))}
      {review.signIn ? (
        <>
          <SignInFields
            fields={review.signIn}
            // The wallet's network when the message names it; the message's own chain otherwise (warned above).
            network={
              review.warnings.some((warning) => warning.kind === 'siweChain')
                ? t('review.signInChain', { chainId: String(review.signIn.chainId) })
                : review.chainName
            }
            locale={locale}
          />
          {/* Fields in place of the text keep the review short enough to be seen whole; the text, which is
              what is signed, stays one click away inside the reviewed region. */}
          <details className="raw-data">
            <summary>{t('review.signInText')}</summary>
            <pre className="scroll-box message" data-testid="message-text">
              {review.text}
            </pre>
          </details>
        </>
      ) : (
        <MessageText review={review} />
      )}
    </>
  )
}

/** The message as it is: its text, or its bytes when they are no honest text. */
function MessageText({ review }: { review: MessageReview }) {
  const t = useT()
  return (
    <>
      <h2>{t('approval.messageLabel')}</h2>
      {review.text === undefined ? (
        <>
          <p className="muted">{t('review.hexOnly')}</p>
          <pre className="scroll-box address" dir="ltr" data-testid="message-hex">
            {review.hex}
          </pre>
        </>
      ) : (
        <pre className="scroll-box message" data-testid="message-text">
          {review.text}
        </pre>
      )}
    </>
  )
}

function WarningText({ warning }: { warning: MessageWarning }) {
  const t = useT()
  switch (warning.kind) {
    case 'blindHash':
      return <>{t('review.blindHash')}</>
    case 'siweDomain':
      return <>{t('review.siweDomain', { messageDomain: warning.messageDomain, hostDomain: warning.hostDomain })}</>
    case 'siweChain':
      return (
        <>
          {t('review.siweChain', { messageChainId: String(warning.messageChainId), chainId: String(warning.chainId) })}
        </>
      )
    case 'invisibleCharacters':
      return <>{t('review.invisible')}</>
  }
}
