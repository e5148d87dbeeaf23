import { useEffect, useState } from 'react'
import type { CallsStatus } from '../provider/CallsRegistry'
import type { WalletSession } from '../session/WalletSession'
import { useT } from '../i18n/useT'

/** How often the open status screen reads the receipts again. */
const REFRESH_MS = 1500

/**
 * `wallet_showCallsStatus`: each call of a batch with its state on chain (confirmed, failed,
 * pending, or never sent because the wallet stopped), read from the receipts while it is open.
 */
/** `session`: the batches, and the chain clients that read their receipts. */
export function CallsStatusScreen({ session, id }: { session: Pick<WalletSession, 'calls' | 'clients'>; id: string }) {
  const t = useT()
  const { calls, clients } = session
  const batch = calls.get(id)
  const [status, setStatus] = useState<CallsStatus | undefined>(undefined)
  useEffect(() => {
    let active = true
    const read = () =>
      calls.status(id, clients.get).then(
        (next) => active && setStatus(next),
        () => {},
      )
    void read()
    const timer = setInterval(() => void read(), REFRESH_MS)
    return () => {
      active = false
      clearInterval(timer)
    }
  }, [calls, clients, id])
  if (!batch) return null
  const receipts = new Map(status?.receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt.status]))
  return (
    <section aria-labelledby="calls-title" data-testid="calls-status" data-status={status?.status}>
      <h1 id="calls-title">{t('batch.statusTitle')}</h1>
      <ol className="batch-calls">
        {batch.hashes.map((hash, i) => {
          const outcome = !hash
            ? 'notSent'
            : !receipts.has(hash.toLowerCase())
              ? 'pending'
              : receipts.get(hash.toLowerCase()) === '0x1'
                ? 'confirmed'
                : 'failed'
          return (
            <li key={i} data-testid="calls-status-call" data-outcome={outcome}>
              {t('batch.call', { n: String(i + 1) })}: {t(`batch.${outcome}`)}
              {hash && (
                <div className="address muted" dir="ltr">
                  {hash}
                </div>
              )}
            </li>
          )
        })}
      </ol>
      {batch.stoppedBecause && (
        <p className="notice" role="alert">
          {t('batch.stopped', { reason: batch.stoppedBecause })}
        </p>
      )}
      <button type="button" className="secondary" onClick={calls.hide}>
        {t('batch.close')}
      </button>
    </section>
  )
}
