import { useT } from '../../i18n/useT'
import type { SignInFields as Fields } from '../../review/readSignInFields'
import { localTimeText } from './amounts'

/**
 * A sign-in message (EIP-4361) field by field, in place of its text: the site it signs the visitor
 * in to, the account, the site's statement, the URI, the network, when the sign-in expires (when it was
 * written and from when it counts, where that says something), the nonce, the request id and the
 * resources it vouches for: every field the message holds, so nothing signed goes unseen. The values are the message's own, as
 * parsed; its warnings (another site, another chain) stand above in red. `network`: the wallet's
 * chain by name, or the message's own chain when it differs.
 */
export function SignInFields({ fields, network, locale }: { fields: Fields; network: string; locale: string }) {
  const t = useT()
  return (
    <dl className="review-list" data-testid="signin-fields">
      <dt>{t('review.signInSite')}</dt>
      <dd data-testid="signin-site">{fields.site}</dd>
      <dt>{t('review.account')}</dt>
      <dd className="address" dir="ltr" data-testid="signin-account">
        {fields.address}
      </dd>
      {fields.statement !== undefined && (
        <>
          <dt>{t('review.signInStatement')}</dt>
          <dd className="message statement" data-testid="signin-statement">
            {fields.statement}
          </dd>
        </>
      )}
      <dt>{t('review.signInUri')}</dt>
      <dd className="address" dir="ltr" data-testid="signin-uri">
        {fields.uri}
      </dd>
      <dt>{t('send.network')}</dt>
      <dd data-testid="signin-network">{network}</dd>
      {fields.issuedAt !== undefined && (
        <>
          <dt>{t('review.signInIssued')}</dt>
          <dd data-testid="signin-issued">{localTimeText(fields.issuedAt, locale)}</dd>
        </>
      )}
      {fields.notBefore !== undefined && (
        <>
          <dt>{t('review.signInNotBefore')}</dt>
          <dd data-testid="signin-not-before">{localTimeText(fields.notBefore, locale)}</dd>
        </>
      )}
      <dt>{t('review.signInExpires')}</dt>
      <dd data-testid="signin-expires">
        {fields.expirationTime === undefined ? t('review.never') : localTimeText(fields.expirationTime, locale)}
      </dd>
      <dt>{t('review.signInNonce')}</dt>
      <dd className="address" dir="ltr" data-testid="signin-nonce">
        {fields.nonce}
      </dd>
      {fields.requestId !== undefined && (
        <>
          <dt>{t('review.signInRequestId')}</dt>
          <dd className="address" dir="ltr" data-testid="signin-request-id">
            {fields.requestId}
          </dd>
        </>
      )}
      {fields.resources !== undefined && <SignInResources resources={fields.resources} />}
    </dl>
  )
}

/** The resources the sign-in vouches for, each in full, under a note of what vouching for them means. */
function SignInResources({ resources }: { resources: readonly string[] }) {
  const t = useT()
  return (
    <>
      <dt>{t('review.signInResources')}</dt>
      <dd data-testid="signin-resources">
        <p className="warning">{t('review.signInResourcesNote')}</p>
        <ul>
          {resources.map((resource, index) => (
            <li key={index} className="address" dir="ltr">
              {resource}
            </li>
          ))}
        </ul>
      </dd>
    </>
  )
}
