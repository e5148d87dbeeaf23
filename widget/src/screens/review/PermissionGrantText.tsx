import { useMemo } from 'react'
import { Isolated } from '../../i18n/Isolated'
import { siteTokensEn } from '../../i18n/siteTokens/en'
import { useT } from '../../i18n/useT'
import type { DecodedCall, PermissionGrant } from '../../review/decodeCall'
import type { ReadTokenInfoReturnType, TokenInfo } from '../../review/readTokenInfo'
import { displayOrigin } from '../Frame'
import { durationText, tokenAmountText, unixTimeText } from './amounts'

/**
 * The most a grant lets its redeemer take before it expires: per period times the periods that begin before the
 * expiry; a stream's amount reached by then (its maximum at most); an allowance's total.
 */
export function grantTotal(grant: PermissionGrant): bigint {
  const lifetime = BigInt(Math.max(grant.expiry - grant.start, 0))
  if (grant.limit === 'periodic') {
    const period = BigInt(Math.max(grant.period, 1))
    return grant.amount * ((lifetime + period - 1n) / period)
  }
  if (grant.limit === 'allowance') return grant.amount
  const reached = grant.amount + grant.rate * lifetime
  return reached < grant.max ? reached : grant.max
}

/**
 * A permission for an app in words: "Shop.example may take up to 5 dUSD every 30 days from this wallet, until
 * 1 Mar 2027, taken by 0x…", then the most it could take in all. Amounts in the token's chain-read decimals and
 * symbol (base units when the chain did not say), dates and durations through Intl.
 */
export function PermissionGrantText({
  grant,
  token,
  locale,
}: {
  grant: PermissionGrant
  /** The token as the chain states it, or the chain's native currency. */
  token: TokenInfo | undefined
  locale: string
}) {
  const t = useT()
  const amount = (value: bigint) => {
    const shown = tokenAmountText(value, token, locale)
    return shown.baseUnits ? `${shown.text} ${t('review.baseUnits')}` : shown.text
  }
  const common = {
    site: displayOrigin(grant.site),
    until: unixTimeText(BigInt(grant.expiry), locale),
    redeemer: grant.redeemer,
  }
  // Each value (the site, amounts with their symbol, the redeemer) isolated left to right, whatever the language.
  const sentence =
    grant.limit === 'periodic' ? (
      <Isolated
        text="review.grantPeriodic"
        params={{ ...common, amount: amount(grant.amount), period: durationText(grant.period, locale) }}
      />
    ) : grant.limit === 'stream' ? (
      <Isolated
        text="review.grantStream"
        params={{ ...common, initial: amount(grant.amount), rate: amount(grant.rate), max: amount(grant.max) }}
      />
    ) : (
      <Isolated text="review.grantAllowance" params={{ ...common, amount: amount(grant.amount) }} />
    )
  return (
    <span data-testid="review-grant-permission">
      <span data-testid="review-grant-sentence">{sentence}</span>{' '}
      {/* A start the site chose later than now is part of the terms: without it the total reads as available at once.
          The account moves a start before its grant block to that block, so "not before" holds either way. */}
      <span data-testid="review-grant-start">
        <Isolated text="review.grantStarts" params={{ start: unixTimeText(BigInt(grant.start), locale) }} />
      </span>{' '}
      {/* The account bounds what leaves it, not where it goes (the redeemer names the recipient): said, never implied. */}
      <span data-testid="review-grant-recipient">{t('review.grantAnyRecipient')}</span>{' '}
      <strong data-testid="review-grant-total">
        <Isolated text="review.grantTotal" params={{ total: amount(grantTotal(grant)) }} />
      </strong>
      {/* A symbol is the token's own claim: the contract is the token, and is shown whole. */}
      {grant.asset && (
        <span className="address" data-testid="review-grant-token">
          {' '}
          <Isolated text="review.grantToken" params={{ token: grant.asset }} />
        </span>
      )}
      {grant.asset && token?.lookalikeOf !== undefined && <LookalikeNote of={token.lookalikeOf} />}
    </span>
  )
}

/** The grant's token imitates one the wallet lists: said as the balances say it of a host's token. */
function LookalikeNote({ of }: { of: string }) {
  const base = useT()
  const t = useMemo(() => base.with(siteTokensEn), [base])
  return (
    <span className="field-error" role="note" data-testid="review-grant-lookalike">
      {t('tokens.lookalike', { symbol: of })}
    </span>
  )
}

/** A grant or a revoke of the account's permissions for apps; `native`, the chain's coin for a grant of it. */
export function PermissionCallText({
  call,
  tokens,
  locale,
  native,
}: {
  call: Extract<DecodedCall, { kind: 'grantPermission' | 'revokePermission' }>
  tokens: ReadTokenInfoReturnType
  locale: string
  native: TokenInfo | undefined
}) {
  const t = useT()
  // The redeemer may still take what is due until the revoke is mined (it can race it): said, so "nothing more" is not
  // read as "nothing from now on".
  if (call.kind === 'revokePermission')
    return (
      <>
        <span data-testid="review-revoke-permission">{t('review.revokePermission', { id: String(call.id) })}</span>
        <span className="review-line" data-testid="review-revoke-until-included">
          {t('review.revokeUntilIncluded')}
        </span>
      </>
    )
  const token = call.asset ? tokens.get(call.asset.toLowerCase()) : native
  return <PermissionGrantText grant={call} token={token} locale={locale} />
}
