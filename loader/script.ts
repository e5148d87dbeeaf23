/**
 * The script-tag entry, built as `walletport.js` (IIFE, global `Walletport`).
 *
 *   <script src="https://wallet.example.com/walletport.js" data-mount async></script>
 *
 * `data-mount` alone mounts a launcher; `data-mount="#wallet"` mounts inline there.
 * `data-chains="1,8453"`, `data-theme`, `data-locale` and `data-accent` map to MountOptions.
 */
import { WalletportError } from '../protocol/errors'
import type { MountOptions } from '../protocol/types'
import { mount as mountWidget, type WalletportHandle } from './mount'

// Read while this script runs: `currentScript` is null once it has finished.
const script = document.currentScript as HTMLScriptElement | null
const defaultWidgetUrl = script?.src ? new URL('widget/', script.src).href : undefined

const mount = (options: MountOptions = {}): WalletportHandle =>
  mountWidget({ ...options, widgetUrl: options.widgetUrl ?? defaultWidgetUrl })

const api: { mount: typeof mount; WalletportError: typeof WalletportError; instance?: WalletportHandle } = {
  mount,
  WalletportError,
}

if (script?.hasAttribute('data-mount')) {
  // data-theme, data-locale, data-accent… pass through as they are; the widget validates them.
  const { mount: target, chains, ...rest } = script.dataset
  api.instance = mount({ ...rest, target: target || undefined, chains: chains?.split(',').map(Number) })
}

;(window as unknown as { Walletport: typeof api }).Walletport = api
