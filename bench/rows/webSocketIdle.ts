import { WIDGET_VARIANTS, widgetVariantOrigin } from '../../devchain/ports'
import { devPrivateKey } from '../../devchain/accounts'
import { TestWallet } from '../../harness/testWallet'
import { connectWallet, HOST, widgetFrame } from '../harness/pages'
import type { Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'

/**
 * The WebSocket deployment (variant webSocketChain, its RPC only a ws:// URL): connected, balances
 * shown, subscribed; then 15 s with no new block, every request through the proxy counted (either
 * transport), per minute.
 */
export async function measureWebSocketIdle({ browser, wsProxy }: Stack): Promise<Measured> {
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
  const page = await context.newPage()
  await page.goto(`${HOST}/blank.html`)
  await page.addScriptTag({ url: `${widgetVariantOrigin(WIDGET_VARIANTS.webSocketChain.port)}/walletport.js` })
  await page.evaluate(
    () =>
      (window as unknown as { Walletport: { mount(o: unknown): { ready: Promise<void> } } }).Walletport.mount({
        target: '#wallet',
      }).ready,
  )
  const frame = await widgetFrame(page)
  await connectWallet(frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-amount"]').first().waitFor()
  for (let i = 0; i < 200 && wsProxy.count('eth_subscribe') === 0; i++) await page.waitForTimeout(50)
  await page.waitForTimeout(1000)
  const from = Date.now()
  await page.waitForTimeout(15_000)
  const calls = wsProxy.calls.filter((c) => c.at >= from)
  const byMethod: Record<string, number> = {}
  for (const { method, transport } of calls)
    byMethod[`${method} (${transport})`] = (byMethod[`${method} (${transport})`] ?? 0) + 4
  await context.close()
  const wsIdle = {
    total: calls.length * 4,
    detail:
      Object.entries(byMethod)
        .map(([m, c]) => `${m} ${c}`)
        .join(', ') || 'none',
    subscribed: wsProxy.count('eth_subscribe'),
  }
  return {
    rows: [
      {
        metric: 'idle over a WebSocket RPC (newHeads), no new blocks for 15 s: requests per minute',
        walletport: `${wsIdle.total} (${wsIdle.detail})`,
        baseline: '',
        budget: '0',
        ok: wsIdle.total === 0,
      },
    ],
    results: { webSocketIdle: wsIdle },
  }
}
