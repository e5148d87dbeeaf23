import { PROXY_PORT, proxyUrl } from '../../devchain/ports'
import { devPrivateKey } from '../../devchain/accounts'
import { TestWallet } from '../../harness/testWallet'
import { connectWallet, mountProxied } from '../harness/pages'
import type { Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'

/** RPC requests per balance refresh for 1…100 tokens on one chain, against one call per token. */
export async function measureRefreshCost(stack: Stack, tokens: string[]): Promise<Measured> {
  const cost: Record<number, { widget: number; naive: number }> = {}
  for (const n of [1, 10, 50, 100])
    cost[n] = { widget: await widgetCost(stack, tokens.slice(0, n)), naive: await naiveCost(stack, tokens.slice(0, n)) }
  return {
    rows: Object.entries(cost).map(([n, { widget, naive }]) => ({
      metric: `requests per refresh, ${n} token(s) on one chain, USD feeds on`,
      walletport: `${widget} eth_call`,
      baseline: `${naive} (one call per token)`,
      ratio: (widget / naive).toFixed(3),
      budget: '1 eth_call',
      ok: widget === 1,
    })),
    results: { refreshCost: cost },
  }
}

async function widgetCost({ browser, proxy }: Stack, tokens: string[]): Promise<number> {
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
  const page = await context.newPage()
  const frame = await mountProxied(page, tokens)
  await connectWallet(frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-row"]').nth(tokens.length).waitFor()
  await page.waitForTimeout(300)
  const at = Date.now()
  await frame.getByRole('button', { name: 'Refresh' }).click()
  for (let i = 0; i < 100 && proxy.count('eth_call', at) === 0; i++) await page.waitForTimeout(20)
  await page.waitForTimeout(500)
  const count = proxy.count('eth_call', at)
  await context.close()
  return count
}

/** The naive way, for comparison: one eth_getBalance and one balanceOf eth_call per token, through the same proxy. */
async function naiveCost({ proxy }: Stack, tokens: string[]): Promise<number> {
  const at = Date.now()
  const owner = '0x000000000000000000000000000000000000dEaD'
  const body = (method: string, params: unknown[]) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
  const post = (payload: string) =>
    fetch(proxyUrl(PROXY_PORT), { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload })
  await post(body('eth_getBalance', [owner, 'latest']))
  await Promise.all(
    tokens.map((to) =>
      post(body('eth_call', [{ to, data: `0x70a08231${owner.slice(2).padStart(64, '0')}` }, 'latest'])),
    ),
  )
  return proxy.calls.filter((c) => c.at >= at && (c.method === 'eth_call' || c.method === 'eth_getBalance')).length
}
