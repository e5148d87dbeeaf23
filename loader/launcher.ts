/**
 * Launcher mode: a floating button on the host page that shows the widget as a modal.
 * The modal itself (backdrop, dialog, close button, Escape, focus trap) is drawn by the widget
 * inside its full-viewport iframe: that keeps it out of the host's reach and out of the 5 KB
 * loader. The button lives in a shadow root so the host's CSS cannot restyle it by accident (open: a
 * closed root would hide nothing from a page that owns the DOM, but would from test tools).
 */
export function createLauncher(iframe: HTMLIFrameElement) {
  const root = document.createElement('div')
  const shadow = root.attachShadow({ mode: 'open' })
  // A constructed stylesheet, not a <style> element: a host CSP without 'unsafe-inline' in
  // style-src (`default-src 'self'`) refuses inline styles but not this.
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(
    'button{position:fixed;right:20px;bottom:20px;z-index:2147483646;padding:12px 18px;border:0;' +
      'border-radius:24px;background:#1f4fd8;color:#fff;font:600 15px system-ui;cursor:pointer}',
  )
  shadow.adoptedStyleSheets = [sheet]
  shadow.innerHTML = '<button aria-haspopup=dialog>Wallet</button>'
  const button = shadow.lastChild as HTMLButtonElement
  iframe.style.cssText += ';position:fixed;inset:0;z-index:2147483647;display:none'
  shadow.append(iframe)

  const setOpen = (open: boolean) => {
    iframe.style.display = open ? 'block' : 'none'
    ;(open ? iframe : button).focus()
  }
  button.onclick = () => setOpen(true)
  document.body.append(root)

  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    destroy: () => root.remove(),
  }
}

export type Launcher = ReturnType<typeof createLauncher>
