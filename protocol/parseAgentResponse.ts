/**
 * The host agent's answers, as the host page delivers them. The agent is our code, but it runs in
 * the host page, and a hostile host can answer the `agent` channel itself: the answer is data of
 * unknown shape until read here. Error messages may reach the screen (a relayed wallet's reason
 * for failing), so they are capped and cleaned of characters that hide or reorder text.
 */

import type { AgentResponse } from './bridge'
import { field, isPlainObject } from './guards'
import { HIDDEN_CHARACTERS } from './hiddenCharacters'

/**
 * JSON-RPC's internal error (rpcErrorCodes.ts `internal`), spelled out: this parser is in the widget's
 * first paint, and importing the codes would bring every one of them there.
 */
const INTERNAL_ERROR = -32603

/** Longest wallet error message kept: a reason, not a page of text. */
const MAX_MESSAGE_LENGTH = 200

export function parseAgentResponse(raw: unknown): AgentResponse {
  if (!isPlainObject(raw)) return malformed()
  if (field(raw, 'ok') === true) return { ok: true, value: field(raw, 'value') }
  const error = field(raw, 'error')
  if (field(raw, 'ok') !== false || !isPlainObject(error)) return malformed()
  const code = field(error, 'code')
  const message = field(error, 'message')
  const data = field(error, 'data')
  return {
    ok: false,
    error: {
      code: typeof code === 'number' && Number.isSafeInteger(code) ? code : INTERNAL_ERROR,
      message: typeof message === 'string' ? cleanMessage(message) : 'wallet error',
      ...(data !== undefined ? { data } : {}),
    },
  }
}

function cleanMessage(message: string): string {
  const visible = message.replace(new RegExp(HIDDEN_CHARACTERS.source, 'gu'), '').trim()
  return visible.length > MAX_MESSAGE_LENGTH
    ? `${visible.slice(0, MAX_MESSAGE_LENGTH - 1)}…`
    : visible || 'wallet error'
}

function malformed(): AgentResponse {
  return { ok: false, error: { code: INTERNAL_ERROR, message: 'malformed answer from the host page' } }
}
