import { sameOutcome } from '../review/sameOutcome'
import { prepareDraft, type DraftContext } from './prepareDraft'
import type { SendView } from './sendTypes'

type ReviewView = Extract<SendView, { step: 'review' }>

/**
 * Confirm's second look at a send (SendController.confirm): the draft prepared again on the chain as it is
 * now, since a block mined, the time gone by or the host's own transaction to the recipient contract can
 * make the transfer do something else than its review showed. `'same'`: the preview's outcome (status,
 * balance changes, the red warning) is the one shown, and this click may send. Otherwise the review to show
 * instead, with a notice, or undefined when the send cannot be prepared now (the review is then made again).
 */
export async function prepareSendAgain(
  context: DraftContext,
  view: ReviewView,
): Promise<'same' | ReviewView | undefined> {
  const again = await prepareDraft(context, view.draft, view.requestedBy === undefined).catch(() => undefined)
  if (!again) return undefined
  if (sameOutcome(view.send.simulation, again.simulation)) return 'same'
  return { ...view, send: again, shownAt: Date.now(), notice: { key: 'send.outcomeChanged' } }
}
