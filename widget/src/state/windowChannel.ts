import { watchWindowClosed } from './watchWindowClosed'

/** The widget's side of one window of ours: what it sends there, and ending it from here. */
export type WindowChannel = {
  post: (message: object) => void
  /** Ends the conversation and closes the window, without `onClosed` (the widget ended it, not the visitor). */
  close: () => void
  /** Stops listening, leaving the window to close itself (it answered). */
  finish: () => void
}

export type OpenWindowChannelParameters<M> = {
  /** Which page of the widget the window is (boot/windowPages.ts). */
  hash: string
  features: string
  /** The parser of the window's messages: anything it returns undefined for is not ours and is dropped. */
  read: (data: unknown) => M | undefined
  /** What the window is sent once it says it is ready: the handshake. */
  greeting: () => object
  onMessage: (message: M, channel: WindowChannel) => void
  /** The visitor closed the window: a window closed sends nothing, its being closed is the answer. */
  onClosed: () => void
}

/**
 * Opens a window of the widget origin (on the visitor's click: a popup needs its activation) and holds the
 * one conversation the widget has with it, for the secure window and the passkey window alike. Only the
 * window this call opened, on the widget's own origin, is listened to, and only it is written to: a host
 * page can neither answer for it nor feed it anything (the window checks its opener the same way,
 * listenToOpener). Returns undefined when the browser blocked the popup.
 */
export function openWindowChannel<M extends { type: string }>({
  hash,
  features,
  read,
  greeting,
  onMessage,
  onClosed,
}: OpenWindowChannelParameters<M>): WindowChannel | undefined {
  // The page made for the windows (window.html): the config, and no prerendered first screen of the widget's.
  const url = new URL('window.html', location.href)
  url.hash = hash
  const popup = window.open(url.href, '_blank', features)
  if (!popup) return undefined
  let open = true
  const finish = () => {
    open = false
    stopWatching()
    removeEventListener('message', heard)
  }
  const channel: WindowChannel = {
    post: (message) => open && popup.postMessage(message, location.origin),
    finish,
    close: () => {
      if (!open) return
      finish()
      popup.close()
    },
  }
  const heard = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== location.origin) return
    const message = read(event.data)
    if (!message) return
    if (message.type === 'ready') channel.post(greeting())
    else onMessage(message, channel)
  }
  const stopWatching = watchWindowClosed(popup, () => {
    if (!open) return
    finish()
    onClosed()
  })
  addEventListener('message', heard)
  return channel
}

/**
 * The window's side: hears only its opener, on the widget origin, and tells it that it is ready. Delivered
 * only to an opener on the widget origin, so a host page that opens the window's URL itself hears nothing
 * and gets nothing in. Returns the stop function, and `answer` for what the window sends back.
 */
export function listenToOpener<M>(
  read: (data: unknown) => M | undefined,
  onMessage: (message: M) => void,
): { stop: () => void; answer: (message: object) => void } | undefined {
  const opener = window.opener as Window | null
  if (!opener) return undefined
  const heard = (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== location.origin) return
    const message = read(event.data)
    if (message) onMessage(message)
  }
  addEventListener('message', heard)
  opener.postMessage({ type: 'ready' }, location.origin)
  return {
    stop: () => removeEventListener('message', heard),
    answer: (message) => opener.postMessage(message, location.origin),
  }
}
