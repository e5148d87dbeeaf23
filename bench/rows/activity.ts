import { ANVIL_RPC_URL } from '../../devchain/ports'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { erc20, freshAccount, signer } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import { connectWallet, mountProxied } from '../harness/pages'
import type { Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'

/**
 * Opens Activity for an account that received 100 dUSD transfers spread over 10,000 blocks (the
 * proxied config scans that far on chain 31337) and counts what the widget asked the RPCs for.
 */
export async function measureActivity({ browser, proxy, proxy2 }: Stack): Promise<Measured> {
  const account = await freshAccount(1n)
  const token = erc20(devchainToken('dUSD').address, signer(devPrivateKey(7)))
  const rpc = (method: string, params: unknown[]) =>
    fetch(ANVIL_RPC_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  for (let i = 0; i < 100; i++) {
    await (await token.getFunction('transfer')(account.address, 1_000_000n)).wait()
    await rpc('anvil_mine', ['0x63']) // 99 more blocks: 100 transfers over 10,000 blocks
  }
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const page = await context.newPage()
  const frame = await mountProxied(page, [devchainToken('dUSD').address])
  await connectWallet(frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-amount"]').nth(1).waitFor()
  const at = Date.now()
  await frame.getByRole('button', { name: 'Activity' }).click()
  await frame.locator('[data-testid="activity-row"][data-direction="in"]').nth(99).waitFor({ timeout: 30_000 })
  const ms = Date.now() - at
  const calls = [...proxy.calls, ...proxy2.calls].filter((c) => c.at >= at && c.at <= at + ms)
  const byMethod: Record<string, number> = {}
  for (const { method } of calls) byMethod[method] = (byMethod[method] ?? 0) + 1
  await context.close()
  const activity = { total: calls.length, byMethod, ms }
  return {
    rows: [
      {
        metric: 'Activity opened: 10,000 blocks holding 100 transfers in',
        walletport: `${activity.total} requests (${Object.entries(byMethod)
          .map(([m, c]) => `${m} ${c}`)
          .join(', ')}), ${ms} ms`,
        baseline: '',
        budget: '2 eth_getLogs per chain',
        ok: (byMethod.eth_getLogs ?? 0) <= 4,
      },
    ],
    results: { activity },
  }
}
