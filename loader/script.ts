/**
 * The script-tag entry, built as `walletport.js` (IIFE, global `Walletport`).
 *
 *   <script src="https://wallet.example.com/walletport.js" data-mount async></script>
 *
 * `data-mount` alone mounts a launcher; `data-mount="#wallet"` mounts inline there. The other
 * attributes read are `data-chains="1,8453"`, `data-theme`, `data-locale`, `data-currency`, `data-accent`,
 * `data-relay-host-wallets` and `data-announce-provider` (`"true"`, `"false"` or empty for true);
 * any other `data-*` attribute is the page's own business and left alone.
 */
import { WalletportError } from '../protocol/errors'
import type { MountOptions } from '../protocol/types'
import { mountWith, type WalletportHandle } from './mount'

// Read while this script runs: `currentScript` is null once it has finished. Only a real script
// element counts: markup injected into the page (`<img name="currentScript" src="https://evil/">`)
// can shadow `document.currentScript`, and must not choose where the widget comes from.
// (`globalThis.document`: imported in Node, say by a test runner, this build defines its global and nothing else.)
const current = globalThis.document?.currentScript
const script = current && current instanceof HTMLScriptElement ? current : null
const scriptWidgetUrl = script?.src ? new URL('widget/', script.src) : undefined

/**
 * This build serves the widget beside it, and only that one: the host agent is imported from the
 * widget's origin into the page, so another origin would be code the site never chose to load.
 */
const mount = (options: MountOptions = {}, tag?: HTMLScriptElement): WalletportHandle => {
  const widgetUrl = Object.hasOwn(options, 'widgetUrl') ? new URL(options.widgetUrl!, location.href) : scriptWidgetUrl
  if (scriptWidgetUrl && widgetUrl?.origin !== scriptWidgetUrl.origin) {
    throw new WalletportError('INVALID_REQUEST', `widgetUrl must be on ${scriptWidgetUrl.origin}`)
  }
  // The host module comes from beside this script (the same build), fetched while the iframe loads.
  return mountWith(
    (url) => import(/* @vite-ignore */ new URL('host/bridge.js', scriptWidgetUrl ?? url).href),
    { ...options, ...(widgetUrl ? { widgetUrl: widgetUrl.href } : {}) },
    tag,
  )
}

const api: {
  mount: (options?: MountOptions) => WalletportHandle
  WalletportError: typeof WalletportError
  instance?: WalletportHandle
} = {
  mount,
  WalletportError,
}

if (script?.hasAttribute('data-mount')) {
  // The other attributes are read by the host module (readScriptAttributes.ts), which a bad one fails.
  const target = script.getAttribute('data-mount')
  api.instance = mount(target ? { target } : {}, script)
  // No caller holds `ready` to catch it: the page hears the `error` event, the console this line.
  api.instance.ready.catch((error: WalletportError) => console.error(`Walletport: ${error.code}: ${error.message}`))
}

;(globalThis as unknown as { Walletport: typeof api }).Walletport = api
