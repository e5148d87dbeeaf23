import { useT } from '../../i18n/useT'
import type { SiweSummary } from '../../review/checkSiweMessage'

/**
 * A sign-in message (EIP-4361) field by field, above its full text: the site it signs the visitor in
 * to, the account, the site's statement, the network and when the sign-in expires. The values are the
 * message's own, as parsed; its warnings (another site, another chain) stand above in red.
 */
export function SignInFields({ siwe, network, locale }: { siwe: SiweSummary; network: string; locale: string }) {
  const t = useT()
  return (
    <dl className="review-list" data-testid="signin-fields">
      <dt>{t('review.signInSite')}</dt>
      <dd data-testid="signin-site">{siwe.domain}</dd>
      <dt>{t('review.account')}</dt>
      <dd className="address">{siwe.address}</dd>
      {siwe.statement && (
        <>
          <dt>{t('review.signInStatement')}</dt>
          <dd data-testid="signin-statement">{siwe.statement}</dd>
        </>
      )}
      <dt>{t('send.network')}</dt>
      <dd data-testid="signin-network">{network}</dd>
      <dt>{t('review.signInExpires')}</dt>
      <dd data-testid="signin-expires">
        {siwe.expirationTime ? formatTime(siwe.expirationTime, locale) : t('review.never')}
      </dd>
    </dl>
  )
}

/** An ISO 8601 time in the visitor's language and time zone; as written when it is no time. */
function formatTime(iso: string, locale: string): string {
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
}
