import { connectWallet, mountProxied } from '../harness/pages'
import { timeReviewAndConfirm } from '../harness/reviewAndConfirm'
import { timedRow, type Measured } from '../harness/rows'
import type { Stack } from '../harness/stack'

const SEND_RUNS = 3

/**
 * A send with the dev wallet (anvil #0, built into the widget for chain 31337) on the proxied
 * deployment: the form filled (0.01 ETH), Review → the review with its preview, Confirm →
 * confirmed, and the widget's RPC requests from the Confirm click to confirmed.
 */
export async function measureSend({ browser, proxy }: Stack): Promise<Measured> {
  const review: number[] = []
  const confirmed: number[] = []
  let byMethod: Record<string, number> = {}
  for (let run = 0; run < SEND_RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const frame = await mountProxied(page, [])
    await connectWallet(frame, /Dev wallet/)
    await frame.locator('[data-chain="31337"] [data-testid="balance-amount"]').first().waitFor()
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await frame.getByTestId('send-token').selectOption('native')
    await frame.getByTestId('send-to').fill('0x000000000000000000000000000000000000dEaD')
    await frame.getByTestId('send-amount').fill('0.01')
    const timed = await timeReviewAndConfirm(page, frame, () => frame.getByRole('button', { name: 'Review' }).click())
    review.push(timed.review)
    confirmed.push(timed.confirmed)
    byMethod = {}
    for (const { method, at } of proxy.calls)
      if (at >= timed.confirmAt && at <= timed.confirmAt + timed.confirmed)
        byMethod[method] = (byMethod[method] ?? 0) + 1
    await context.close()
  }
  const total = Object.values(byMethod).reduce((a, b) => a + b, 0)
  return {
    rows: [
      timedRow('dev wallet: send → review with preview (Review click → balance changes shown) (ms)', review),
      timedRow('dev wallet: Confirm → confirmed (ms)', confirmed),
      {
        metric: 'dev wallet send: widget RPC requests, Confirm click → confirmed',
        walletport: `${total} (${Object.entries(byMethod)
          .map(([m, c]) => `${m} ${c}`)
          .join(', ')})`,
        baseline: '',
      },
    ],
    results: { send: { review, confirmed, lastRunRequests: byMethod } },
  }
}
