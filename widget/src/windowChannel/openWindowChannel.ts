import { watchWindowClosed } from './watchWindowClosed'
import { readWindowMessage, type WindowMessage } from './windowMessages'

/** The widget's side of one window of ours: what it sends there, and ending it from here. */
export type WindowChannel = {
  post: (message: WindowMessage) => void
  /** Ends the conversation and closes the window, without `onClosed` (the widget ended it, not the visitor). */
  close: () => void
  /** Stops listening, leaving the window to close itself (it answered). */
  finish: () => void
}

export type OpenWindowChannelParameters = {
  /** Which page of the widget the window is (boot/windowPages.ts). */
  hash: string
  features: string
  /** What the window is sent once it says it is ready: the handshake. */
  greeting: () => WindowMessage
  /** Every other message of the window, read by its kind's parser (windowMessages.ts): anything else is dropped. */
  onMessage: (message: WindowMessage, channel: WindowChannel) => void
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
export function openWindowChannel({
  hash,
  features,
  greeting,
  onMessage,
  onClosed,
}: OpenWindowChannelParameters): WindowChannel | undefined {
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
    const message = readWindowMessage(event.data)
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
