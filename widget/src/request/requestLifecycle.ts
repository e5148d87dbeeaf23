/**
 * The life of one wallet-bound request, the same for every kind: the visitor's send, a host's
 * `send()`, `eth_sendTransaction`, `personal_sign`, typed data, sign-in and EIP-5792 batches.
 *
 * - `requested`: being composed or prepared; nothing to confirm yet.
 * - `reviewing`: its review is on screen. Whether Confirm is armed is the guard's (guard/), judged
 *   per window: the in-frame guard or the secure window, never a flag here that a host could set.
 * - `confirming`: the visitor confirmed; the wallet has (or is being handed) the request.
 * - `submitted`: the wallet returned a transaction that is being followed.
 * - `settled`: it ended as asked (signed, sent, confirmed or failed on chain): the host was answered.
 * - `ended`: it ended otherwise (rejected, refused, host or visitor cancelled, disconnected).
 */
export type RequestPhase = 'requested' | 'reviewing' | 'confirming' | 'submitted' | 'settled' | 'ended'

/**
 * Which phase may follow which; every other move is refused. Nothing leaves `settled` or `ended`,
 * so an ended request can never reach the wallet, whatever a late click or a late build does.
 * A review goes back to `requested` when it is rebuilt or edited, and a visitor's own send goes back
 * from `confirming` to `reviewing` when the wallet refused it (they may try again).
 */
export const NEXT_PHASES: Readonly<Record<RequestPhase, readonly RequestPhase[]>> = {
  requested: ['requested', 'reviewing', 'ended'],
  reviewing: ['requested', 'confirming', 'ended'],
  confirming: ['reviewing', 'submitted', 'settled', 'ended'],
  submitted: ['settled'],
  settled: [],
  ended: [],
}

/** Whether a request may move from `from` to `to`. */
export function mayMove(from: RequestPhase, to: RequestPhase): boolean {
  return NEXT_PHASES[from].includes(to)
}
