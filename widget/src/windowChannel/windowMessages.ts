import { parseLook, type Look } from '../theme/look'
import { isCeremonyRequest, isCredentialData, type CeremonyOutcome, type CeremonyRequest } from './ceremony'

/**
 * Every message between the widget iframe and a window of ours (the secure window, the passkey window),
 * both on the widget origin: one vocabulary for both, each side acting on the kinds it expects.
 */
export type WindowMessage =
  /** The window is listening: the opener then sends what the window is for (the handshake). */
  | { type: 'ready' }
  /**
   * The secure window's review (guard/secureWindow.ts's `SecureReview`, the very model the embedded review
   * renders), and the look the widget wears: the window shows the same wallet, in the host's theme.
   */
  | { type: 'review'; review: object; look: Look }
  /** A WebAuthn ceremony to run on the visitor's click (ceremony.ts), in the look of the widget. */
  | { type: 'ceremony'; request: CeremonyRequest; look: Look }
  | { type: 'confirm'; acknowledged: boolean }
  | { type: 'cancel' }
  /** How a ceremony ended. */
  | CeremonyOutcome

type WindowMessageType = WindowMessage['type']

/** One parser per kind: each reads only its own fields, and answers undefined for a shape that is not ours. */
const READERS: {
  [T in WindowMessageType]: (message: Record<string, unknown>) => Extract<WindowMessage, { type: T }> | undefined
} = {
  ready: () => ({ type: 'ready' }),
  review: ({ review, look }) =>
    typeof review === 'object' && review !== null ? { type: 'review', review, look: parseLook(look) } : undefined,
  ceremony: ({ request, look }) =>
    isCeremonyRequest(request) ? { type: 'ceremony', request, look: parseLook(look) } : undefined,
  confirm: ({ acknowledged }) => ({ type: 'confirm', acknowledged: acknowledged === true }),
  cancel: () => ({ type: 'cancel' }),
  result: ({ credential }) => (isCredentialData(credential) ? { type: 'result', credential } : undefined),
  // The engine's words, cut short: the other side shows them at most as a reason.
  failed: ({ name, message }) => ({
    type: 'failed',
    name: String(name).slice(0, 40),
    message: String(message).slice(0, 300),
  }),
}

/**
 * A message of the other side, its shape checked by the parser of its kind: same origin, but still data,
 * not trusted code. Anything else (another kind, another shape, a prototype's key) is not ours: undefined.
 */
export function readWindowMessage(data: unknown): WindowMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as Record<string, unknown>
  const type = message.type
  if (typeof type !== 'string' || !Object.hasOwn(READERS, type)) return undefined
  return READERS[type as WindowMessageType](message)
}
