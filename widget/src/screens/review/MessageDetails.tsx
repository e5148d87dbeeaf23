import { useT } from '../../i18n/useT'
import type { MessageReview } from '../../review/buildApprovalReview'
import type { MessageWarning } from '../../review/describeMessage'

/**
 * A `personal_sign` message: its text when it is honest UTF-8 (hidden characters shown as
 * markers), else its bytes; warnings for a blind hash and a sign-in for another site or chain.
 */
export function MessageDetails({ review }: { review: MessageReview }) {
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
      <h2>{t('approval.messageLabel')}</h2>
      {review.text === undefined ? (
        <>
          <p className="muted">{t('review.hexOnly')}</p>
          <pre className="scroll-box address" data-testid="message-hex">
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
