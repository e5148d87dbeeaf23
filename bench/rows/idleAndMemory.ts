import { devPrivateKey } from '../../devchain/accounts'
import { TestWallet } from '../../harness/testWallet'
import { BUDGETS } from '../budgets'
import { connectWallet, mountProxied } from '../harness/pages'
import type { Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'

/** Requests while idle (15 s with no new block, per minute), then the JS heap before and after 100 refreshes. */
export async function measureIdleAndMemory({ browser, proxy }: Stack, tokens: string[]): Promise<Measured> {
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
  const page = await context.newPage()
  const frame = await mountProxied(page, tokens)
  await connectWallet(frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-amount"]').nth(tokens.length).waitFor()
  const from = Date.now()
  await page.waitForTimeout(15_000)
  const idle = { calls: proxy.count('eth_call', from) * 4, blockNumber: proxy.count('eth_blockNumber', from) * 4 }
  const cdp = await context.newCDPSession(frame)
  const heapNow = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  }
  const before = await heapNow()
  const refresh = frame.getByRole('button', { name: 'Refresh' })
  for (let i = 0; i < 100; i++) {
    const at = Date.now()
    await refresh.click()
    for (let j = 0; j < 100 && proxy.count('eth_call', at) === 0; j++) await page.waitForTimeout(5)
  }
  await page.waitForTimeout(500)
  const after = await heapNow()
  await context.close()
  return {
    rows: [
      {
        metric: 'idle, no new blocks: requests per minute',
        walletport: `${idle.calls} eth_call, ${idle.blockNumber} eth_blockNumber`,
        baseline: '',
        budget: '0 eth_call',
        ok: idle.calls === 0,
      },
      {
        metric: 'widget JS heap: after connect → after 100 refreshes',
        walletport: `${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB`,
        baseline: '',
        budget: `growth ≤ ${BUDGETS.heapGrowthBytes / 1024 / 1024} MiB`,
        ok: after - before <= BUDGETS.heapGrowthBytes,
      },
    ],
    results: { idle, heap: { before, after } },
  }
}
