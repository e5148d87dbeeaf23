import { useEffect, useState } from 'react'
import type { Address, Hex } from 'viem'
import type { WalletportError } from '../../../../protocol/errors'
import type { Text } from '../../i18n/translate'
import { useT } from '../../i18n/useT'
import { Isolated } from '../../i18n/Isolated'
import type { ApprovalController } from '../../provider/ApprovalController'
import { useObservable } from '../../state/useObservable'
import { ownerTag } from '../../../../protocol/accountSigner'
import { removeSignerData, signerVerifier, type OwnerKind } from '../accountOwners'
import type { PasskeyWalletProvider } from '../passkeyWallet'
import type { RecoveryOutcome } from '../RecoveryWatch'
import { OutcomeLine } from './OutcomeLine'

type Props = {
  wallet: PasskeyWalletProvider
  account: Address
  approvals: Pick<ApprovalController, 'requestFromWallet'>
  report: (error: WalletportError) => void
}

type Owner = { signer: Hex; current: boolean; kind: OwnerKind }

/**
 * The passkeys that own the account: what the only key means, where it lives, the list with a Remove for each other
 * owner (never the last, never the one in use: the wallet would lock the visitor out), and Add. Every signer is
 * listed and counted: one that is not a passkey of this deployment's verifier (another kind, or 84 bytes naming
 * a verifier someone else deployed, which accepts whatever its author chose) is said in red. Adding and
 * removing are the account calling itself, each a reviewed request of the wallet's own (RecoveryWatch keeps how it
 * ended while the review has the screen).
 */
export function PasskeyOwners({ wallet, account, approvals, report }: Props) {
  const t = useT()
  const { read, asking, outcome } = useObservable(wallet.recovery)
  // With a recovery address, a lost only passkey is no longer a lost wallet: the panel says so.
  const recoverer = read.status === 'read' && read.account === account ? read.recovery.recoverer : undefined
  const owners = useOwners(wallet, account, outcome)
  const backedUp = wallet.passkey()?.backedUp

  const count = Math.max(owners?.length ?? 1, 1)
  const add = () =>
    void wallet.recovery.ask('addOwner', () => wallet.addPasskey((data) => approvals.requestFromWallet(data)), report)
  const remove = (signer: Hex) => () =>
    void wallet.recovery.ask('removeOwner', () => approvals.requestFromWallet(removeSignerData(signer)), report)
  const said = outcome && (outcome.kind === 'addOwner' || outcome.kind === 'removeOwner') && ownersText(outcome)

  return (
    <div className="notice-neutral" data-testid="passkey-panel">
      <p data-testid="passkey-only-key">
        {t(keysKey(count, owners, recoverer), { count, recoverer: recoverer ?? '' })}
      </p>
      <p className="muted" data-testid="passkey-sync">
        {t(backedUp === true ? 'passkey.synced' : backedUp === false ? 'passkey.deviceOnly' : 'passkey.syncUnknown')}
      </p>
      {owners && owners.length > 0 && (
        <OwnerList owners={owners} removable={count > 1} remove={remove} disabled={asking !== undefined} />
      )}
      <p className="muted" data-testid="passkey-remove-note">
        {t(count > 1 ? 'owners.removeOther' : 'owners.lastOne')}
      </p>
      {said && (
        <OutcomeLine failed={outcome.result === 'failed'} testId="passkey-add-status">
          {t.text(said)}
        </OutcomeLine>
      )}
      <button
        type="button"
        className="secondary"
        onClick={add}
        disabled={asking !== undefined}
        data-testid="passkey-add"
      >
        {t(asking === 'addOwner' ? 'passkey.adding' : 'passkey.add')}
      </button>
    </div>
  )
}

/** The account's owners, read again whenever adding or removing one ended; undefined until read (or unreadable). */
function useOwners(wallet: PasskeyWalletProvider, account: Address, outcome: RecoveryOutcome | undefined) {
  const [owners, setOwners] = useState<Owner[] | undefined>(undefined)
  useEffect(() => {
    let live = true
    void wallet.owners().then(
      (list) => live && setOwners(list),
      () => {},
    )
    return () => {
      live = false
    }
  }, [wallet, account, outcome])
  return owners
}

/** What the keys mean: several (all passkeys, or some not), or the only one, recoverable where a recovery address is named. */
function keysKey(count: number, owners: Owner[] | undefined, recoverer: Address | undefined) {
  if (count > 1) return owners!.every(({ kind }) => kind === 'passkey') ? 'passkey.keys' : 'owners.mixed'
  return recoverer ? 'passkey.onlyKeyRecoverable' : 'passkey.onlyKey'
}

/** Each owner by kind and tag, the connected passkey marked, with a Remove for the others where there are several. */
function OwnerList({
  owners,
  removable,
  remove,
  disabled,
}: {
  owners: Owner[]
  removable: boolean
  remove: (signer: Hex) => () => void
  disabled: boolean
}) {
  const t = useT()
  return (
    <ul className="owner-list" data-testid="passkey-owners">
      {owners.map(({ signer, current, kind }) => (
        <li key={signer} data-testid="passkey-owner">
          {kind === 'passkey' ? (
            <span>
              <Isolated text={current ? 'owners.this' : 'owners.other'} params={{ tag: ownerTag(signer) }} />
            </span>
          ) : kind === 'unknownVerifier' ? (
            <span className="owner-foreign">
              <Isolated
                text="owners.unknownVerifier"
                params={{ tag: ownerTag(signer), verifier: signerVerifier(signer) }}
              />
            </span>
          ) : (
            <span className="owner-foreign">
              <Isolated text="owners.notPasskey" params={{ tag: ownerTag(signer) }} />
            </span>
          )}{' '}
          {!current && removable && (
            <button
              type="button"
              className="link-button"
              onClick={remove(signer)}
              disabled={disabled}
              data-testid="passkey-remove"
            >
              {t('owners.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

/** How adding or removing a passkey ended, in words. */
function ownersText(outcome: RecoveryOutcome): Text {
  const adding = outcome.kind === 'addOwner'
  if (outcome.result === 'rejected') return { key: adding ? 'passkey.addCancelled' : 'recovery.rejected' }
  if (outcome.result === 'failed')
    return adding
      ? { key: 'passkey.addFailed', params: { reason: outcome.reason ?? '' } }
      : { key: 'recovery.failed', params: { reason: outcome.reason ?? '' } }
  return { key: adding ? 'passkey.added' : 'owners.removed' }
}
