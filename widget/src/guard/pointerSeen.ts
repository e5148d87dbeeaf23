import { CONFIRM_DELAY_MS } from './VisibilityClock'

/** Longer than any tap (touch down to click): a click this long after the finger came down is no tap of that touch. */
const TAP_MAX_MS = 2000

/**
 * What a guard has seen of the pointer where it watches (the widget's document, the secure window's Confirm): since
 * when a mouse has been there, where its document sat on screen (screenX − clientX) when it last moved, and when a
 * pointer last came down, of which type. A finger or a pen has no cursor that rests: a tap is judged by its moment.
 */
export type PointerSeen = {
  insideSince?: number | undefined
  offset?: string | undefined
  lastDown?: { type: string; at: number } | undefined
}

/**
 * Records a pointer event seen where the guard watches. True where the document moved on screen under a mouse that
 * stayed put (a host sliding the iframe under a still cursor): the pointer's rest starts over, and the caller's wait.
 */
export function notePointer(seen: PointerSeen, event: PointerEvent, now: number): boolean {
  if (event.type === 'pointerdown') seen.lastDown = { type: event.pointerType, at: now }
  // Only a mouse has a position between two clicks; a phone's page scrolls the iframe between taps, which moves nothing under a finger.
  if (event.pointerType !== 'mouse') return false
  const offset = `${event.screenX - event.clientX},${event.screenY - event.clientY}`
  const moved = seen.offset !== undefined && seen.offset !== offset
  if (moved) seen.insideSince = now
  seen.offset = offset
  seen.insideSince ??= now
  return moved
}

/**
 * The pointer's click on something armed since `armedAt`: a tap (touch or pen) counts only from a finger that came
 * down after it armed (a tap lured onto what just appeared does not), a mouse click only from a pointer that has been
 * where the guard watches for the delay (not one that arrived as it clicked).
 */
export function judgePointer(seen: PointerSeen, armedAt: number, now: number): 'confirm' | 'wait' {
  const { lastDown, insideSince } = seen
  if (lastDown !== undefined && lastDown.type !== 'mouse')
    return armedAt <= lastDown.at && now - lastDown.at < TAP_MAX_MS ? 'confirm' : 'wait'
  return insideSince !== undefined && now - insideSince >= CONFIRM_DELAY_MS ? 'confirm' : 'wait'
}
