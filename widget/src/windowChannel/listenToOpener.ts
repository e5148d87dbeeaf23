import { readWindowMessage, type WindowMessage } from './windowMessages'

/**
 * The window's side: hears only its opener, on the widget origin, and tells it that it is ready. Delivered
 * only to an opener on the widget origin, so a host page that opens the window's URL itself hears nothing
 * and gets nothing in. Returns the stop function, and `answer` for what the window sends back.
 */
export function listenToOpener(
  onMessage: (message: WindowMessage) => void,
): { stop: () => void; answer: (message: WindowMessage) => void } | undefined {
  const opener = window.opener as Window | null
  if (!opener) return undefined
  const heard = (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== location.origin) return
    const message = readWindowMessage(event.data)
    if (message) onMessage(message)
  }
  addEventListener('message', heard)
  opener.postMessage({ type: 'ready' } satisfies WindowMessage, location.origin)
  return {
    stop: () => removeEventListener('message', heard),
    answer: (message) => opener.postMessage(message, location.origin),
  }
}
