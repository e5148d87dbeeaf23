import { useCallback, useEffect, useMemo, useState } from 'react'
import { getBlock } from 'viem/actions'
import { zeroAddress } from 'viem'
import { formatMessage } from '../../i18n/message'
import { passkeyEn } from '../../i18n/passkey/en'
import { reviewEn } from '../../i18n/review/en'
import { I18nContext, useT } from '../../i18n/useT'
import { Isolated } from '../../i18n/Isolated'
import { revokePermissionData } from '../../provider/permissionGrant'
import { readGrants, type Grant } from '../../provider/readGrants'
import { readTokenInfo, type ReadTokenInfoReturnType } from '../../review/readTokenInfo'
import type { PermissionsPanelProps } from '../../screens/homeSlots'
import { displayOrigin } from '../../screens/Frame'
import { tokenAmountText, unixTimeText } from '../../screens/review/amounts'
import { PermissionGrantText } from '../../screens/review/PermissionGrantText'
import { grantOf } from './grantOf'

type Listed = { grants: Grant[]; tokens: ReadTokenInfoReturnType; now: number }

/**
 * "Permissions": every grant the account holds for apps, read from the chain (so the list stands when the site is
 * gone): the site, its limits in words, what was used this period, the expiry; Revoke is the account's own call,
 * reviewed and confirmed like every request.
 */
export default function PermissionsPanel(props: PermissionsPanelProps) {
  const base = useT()
  // Its grants are worded as their review was (the review's texts), beside the panel's own.
  const t = useMemo(() => base.with({ ...reviewEn, ...passkeyEn }, formatMessage), [base])
  return (
    <I18nContext.Provider value={t}>
      <Permissions {...props} />
    </I18nContext.Provider>
  )
}

function Permissions({ account, chain, block, client, approvals, report, revoked }: PermissionsPanelProps) {
  const t = useT()
  const [listed, setListed] = useState<Listed | 'failed' | undefined>()
  const [asking, setAsking] = useState<bigint | undefined>()
  const load = useCallback(async () => {
    try {
      // Expired is the chain's word, not this computer's clock: the account refuses a redeem by the block's time.
      const [grants, head] = await Promise.all([readGrants(client, account), getBlock(client)])
      const assets = grants.map((g) => g.terms.token).filter((token) => token !== zeroAddress)
      const tokens = await readTokenInfo({ client, chain, account, tokens: assets, known: () => undefined })
      setListed({ grants, tokens, now: Number(head.timestamp) })
    } catch {
      setListed('failed')
    }
  }, [account, chain, client])
  useEffect(() => void load(), [load, block])

  const revoke = async ({ id, terms }: Grant) => {
    // The review replaces the home while it is open: what the revoke did shows as the list read again.
    setAsking(id)
    try {
      await approvals.requestFromWallet(revokePermissionData(id))
      revoked(chain.id, terms.site)
      await load()
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code !== 'USER_REJECTED') report(error as never)
    } finally {
      setAsking(undefined)
    }
  }
  if (listed === undefined) return null
  const live = listed === 'failed' ? [] : listed.grants.filter((g) => !g.revoked && g.terms.expiry > listed.now)
  return (
    <div className="notice-neutral" data-testid="permissions">
      <h2>{t('permissions.title')}</h2>
      {listed === 'failed' && <p className="notice">{t('permissions.unreadable')}</p>}
      {listed !== 'failed' && live.length === 0 && <p className="muted">{t('permissions.none')}</p>}
      {listed !== 'failed' && (
        <ul className="permissions-list">
          {live.map((grant) => (
            <GrantRow
              key={String(grant.id)}
              grant={grant}
              listed={listed}
              native={chain.nativeCurrency}
              asking={asking}
              revoke={revoke}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function GrantRow({
  grant,
  listed,
  native,
  asking,
  revoke,
}: {
  grant: Grant
  listed: Listed
  native: { symbol: string; decimals: number }
  asking: bigint | undefined
  revoke: (grant: Grant) => void
}) {
  const t = useT()
  const token = grant.terms.token === zeroAddress ? native : listed.tokens.get(grant.terms.token.toLowerCase())
  const used = tokenAmountText(grant.used, token, t.locale).text
  return (
    <li data-testid="permission-row" data-permission-id={String(grant.id)}>
      <strong>{displayOrigin(grant.terms.site)}</strong>{' '}
      <PermissionGrantText grant={grantOf(grant.terms)} token={token} locale={t.locale} />
      <p className="muted" data-testid="permission-used">
        <Isolated
          text={grant.terms.kind === 0 ? 'permissions.usedThisPeriod' : 'permissions.usedInAll'}
          params={{ used, until: unixTimeText(BigInt(grant.terms.expiry), t.locale) }}
        />
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => revoke(grant)}
        disabled={asking !== undefined}
        data-testid="permission-revoke"
      >
        {t(asking === grant.id ? 'permissions.revoking' : 'permissions.revoke')}
      </button>
    </li>
  )
}
