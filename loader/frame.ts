/**
 * The widget iframe. Cross-origin by design: the host page can neither read the widget's DOM
 * nor script it, which is what keeps the visitor's funds safe from a hostile host.
 */
export function createWidgetFrame(src: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.src = src
  iframe.title = 'Walletport wallet'
  // allow-same-origin keeps the widget's own origin (storage, wallet permissions); it is safe
  // only because that origin differs from the host's. allow-popups lets explorer links open;
  // top navigation, only on the visitor's click, lets a phone open its wallet app.
  iframe.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
  )
  // WebAuthn is delegated so a passkey wallet's ceremony can run in the iframe; the widget page's
  // Permissions-Policy still decides (it allows it only where the operator offers passkeys).
  iframe.allow = 'clipboard-write; publickey-credentials-create; publickey-credentials-get'
  iframe.referrerPolicy = 'origin'
  iframe.style.cssText = 'border:0;width:100%;height:100%;color-scheme:normal;display:block'
  return iframe
}
