/** Opens and closes the launcher's modal: the widget asks for both, the host's `open()`/`close()` too. */
export type Launcher = { open(): void; close(): void }

/**
 * The launcher's floating button, added to the slot the loader made (launcher.ts) when the
 * host module arrives. The slot itself, the last element of the page's body, becomes as tall as
 * the button's room: a page scrolled to its end then shows its last line above the button rather
 * than under it, whatever the page (a host that reserves the room itself sets the height of
 * `[data-walletport-launcher]` to 0).
 */
export function addLauncherButton(slot: ShadowRoot, iframe: HTMLIFrameElement): Launcher {
  // A constructed stylesheet, not a <style> element: a host CSP without 'unsafe-inline' in
  // style-src (`default-src 'self'`) refuses inline styles but not this.
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(
    // The slot's room: the button's 44 px, the 20 px it floats above the window's edge, 8 px of air.
    ':host{display:block;height:72px}' +
      'button{position:fixed;right:20px;bottom:20px;z-index:2147483646;height:44px;padding:0 18px;border:0;' +
      'border-radius:22px;background:#1f4fd8;color:#fff;font:600 15px system-ui;cursor:pointer}',
  )
  slot.adoptedStyleSheets = [sheet]
  slot.host.setAttribute('data-walletport-launcher', '')
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
