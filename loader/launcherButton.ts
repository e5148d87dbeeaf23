/** Opens and closes the launcher's modal: the widget asks for both, the host's `open()`/`close()` too. */
export type Launcher = { open(): void; close(): void }

/**
 * The launcher's floating button, added to the slot the loader made (launcher.ts) when the
 * host module arrives.
 */
export function addLauncherButton(slot: ShadowRoot, iframe: HTMLIFrameElement): Launcher {
  // A constructed stylesheet, not a <style> element: a host CSP without 'unsafe-inline' in
  // style-src (`default-src 'self'`) refuses inline styles but not this.
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(
    'button{position:fixed;right:20px;bottom:20px;z-index:2147483646;padding:12px 18px;border:0;' +
      'border-radius:24px;background:#1f4fd8;color:#fff;font:600 15px system-ui;cursor:pointer}',
  )
  slot.adoptedStyleSheets = [sheet]
  const button = document.createElement('button')
  button.textContent = 'Wallet'
  button.setAttribute('aria-haspopup', 'dialog')
  const setOpen = (open: boolean) => {
    iframe.style.display = open ? 'block' : 'none'
    ;(open ? iframe : button).focus()
  }
  button.onclick = () => setOpen(true)
  slot.prepend(button)
  return { open: () => setOpen(true), close: () => setOpen(false) }
}
