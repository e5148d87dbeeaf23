/**
 * Launcher mode, the part the page pays for up front: a shadow root on the page holding the
 * widget's full-viewport iframe, hidden, so the iframe starts loading at once. The button that
 * opens it arrives with the host module (launcherButton.ts). The modal itself (backdrop, dialog,
 * close button, Escape, focus trap) is drawn by the widget inside its iframe: that keeps it out of
 * the host's reach and out of the loader. The shadow root keeps the host's CSS off the button by
 * accident (open: a closed root would hide nothing from a page that owns the DOM, but would from
 * test tools).
 */
export function createLauncherSlot(iframe: HTMLIFrameElement): ShadowRoot {
  const shadow = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' })
  iframe.style.cssText += ';position:fixed;inset:0;z-index:2147483647;display:none'
  shadow.append(iframe)
  return shadow
}
