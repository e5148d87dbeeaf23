import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { devPrivateKey } from '../../devchain/accounts'
import { PASSKEY_HOST_ORIGIN, WIDGET_NAMED_ORIGIN } from '../../devchain/ports'
import { devchainToken } from '../../devchain/tokens'
import { erc20, signer } from '../../harness/chain'
import { addPlatformAuthenticator } from '../../harness/virtualAuthenticator'
import { firstPaintFiles, gz, RUNS, widgetFrame } from '../harness/pages'
import { timeReviewAndConfirm } from '../harness/reviewAndConfirm'
import { timedRow, type Measured } from '../harness/rows'
import { DIST, type Stack } from '../harness/stack'

/**
 * The passkey wallet on the local chain, Alto and the dev paymaster, with Chromium's virtual
 * authenticator (it answers at once, as a platform authenticator does after the visitor's touch):
 * a click on "Create a passkey wallet" until the account shows; the send form's Review of 1 dUSD until
 * the review shows its preview; Confirm until its UserOperation is included (the account's first:
 * it deploys it too, the paymaster pays).
 */
export async function measurePasskey({ browser }: Stack): Promise<Measured> {
  const create: number[] = []
  const review: number[] = []
  const included: number[] = []
  const dusd = devchainToken('dUSD').address
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await addPlatformAuthenticator(cdp)
    await page.goto(`${PASSKEY_HOST_ORIGIN}/blank.html`)
    await page.addScriptTag({ url: `${WIDGET_NAMED_ORIGIN}/walletport.js` })
    await page.evaluate(async (widgetUrl) => {
      const w = window as unknown as { Walletport: { mount(o: unknown): { ready: Promise<void> } }; handle: unknown }
      const handle = w.Walletport.mount({ target: '#wallet', widgetUrl })
      w.handle = handle
      await handle.ready
    }, `${WIDGET_NAMED_ORIGIN}/widget/`)
    const frame = await widgetFrame(page)
    const choice = frame.getByRole('button', { name: 'Create a passkey wallet' })
    // A wallet choice is a guarded click: the screen seen whole, a pointer that rested on it.
    await choice.hover()
    await page.waitForTimeout(600)
    const at = Date.now()
    await choice.click()
    await frame.getByTestId('account-address').waitFor()
    create.push(Date.now() - at)
    const address = (await frame.getByTestId('account-address').textContent())!
    await (await erc20(dusd, signer(devPrivateKey(7))).getFunction('transfer')(address, 5_000_000n)).wait()
    await frame
      .locator(`[data-chain="31337"] [data-token="${dusd}"] [data-testid="balance-amount"][title="5 dUSD"]`)
      .waitFor()
    // The visitor's own send form: a host's send() is confirmed in the secure window instead (a popup).
    await frame.getByRole('button', { name: 'Send', exact: true }).click()
    await frame.getByTestId('send-token').selectOption(dusd)
    await frame.getByTestId('send-to').fill('0x000000000000000000000000000000000000dEaD')
    await frame.getByTestId('send-amount').fill('1')
    const timed = await timeReviewAndConfirm(page, frame, () => frame.getByRole('button', { name: 'Review' }).click())
    review.push(timed.review)
    included.push(timed.confirmed)
    await context.close()
  }
  const chunk = readdirSync(resolve(DIST, 'widget/assets')).find(
    (name) => name.startsWith('passkeyProvider-') && name.endsWith('.js'),
  )!
  const chunkGzip = gz(readFileSync(resolve(DIST, 'widget/assets', chunk)))
  const inFirstPaint = firstPaintFiles().some((file) => file.includes(chunk))
  return {
    rows: [
      timedRow('passkey wallet: click "Create a passkey wallet" → account ready (ms)', create),
      timedRow('passkey wallet: send → review with preview (Review click → balance changes shown) (ms)', review),
      timedRow(
        'passkey wallet: Confirm → confirmed, UserOperation included (first: deploys, paymaster pays) (ms)',
        included,
      ),
      {
        metric: 'passkey wallet code (on demand)',
        walletport: `${(chunkGzip / 1024).toFixed(1)} KB gzip`,
        baseline: '',
        budget: 'not in first paint',
        ok: !inFirstPaint,
      },
    ],
    results: { passkey: { create, review, included, chunkGzip, inFirstPaint } },
  }
}
