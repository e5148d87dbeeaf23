import { useState, type ReactNode } from 'react'
import { useConfirmGuard } from '../guard/useConfirmGuard'
import type { Embedding } from '../session/WalletSession'
import { keyMayChoose, WALLET_CAPABILITIES } from '../wallets/walletCapabilities'
import type { WalletOption } from '../wallets/walletOption'
import { useGuardedClicks } from './review/useGuardedClicks'
import { useConsentToConnect } from './useConsentToConnect'

/**
 * "Continue as …": reconnecting tells the host the address, like any wallet choice on the connect
 * screen, so it takes only a click the guard takes as the visitor's (on this button seen whole, from a
 * pointer that rested); a refused click says why it waits. The host wrote the hint it comes from and
 * could forge it, and the wallet's real address may not be the one shown, so a wallet that answers at
 * once is confirmed in the secure window here too.
 */
export function ContinueAs({
  session,
  option,
  connect,
  children,
}: {
  session: Pick<Embedding, 'hostOrigin' | 'locale'>
  option: WalletOption
  connect: (option: WalletOption) => void
  children: ReactNode
}) {
  const [shownAt] = useState(() => Date.now())
  const guard = useConfirmGuard(shownAt)
  const clicks = useGuardedClicks(guard)
  const consent = useConsentToConnect(session, connect)
  return (
    // The region the guard must see whole: this button and its note.
    <section ref={guard.ref}>
      <button
        type="button"
        className="primary"
        aria-disabled={guard.tracked && !guard.enabled}
        // A key with no pointer behind it too, where that cannot connect by itself (keyMayChoose).
        {...clicks.handlers(
          () => consent.choose(option),
          keyMayChoose(WALLET_CAPABILITIES[option.source]) ? () => consent.choose(option) : undefined,
        )}
        data-testid="continue-as"
        data-guard={clicks.state}
        data-consent={WALLET_CAPABILITIES[option.source].asksOnConnect ? undefined : 'window'}
      >
        {children}
      </button>
      {clicks.note}
      {consent.notice}
    </section>
  )
}
