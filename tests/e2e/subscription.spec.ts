import { expect, test, type Page } from '@playwright/test'
import { getAddress, parseUnits } from 'ethers'
import { devAccount } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { provider as chain, tokenBalance } from '../../harness/chain'
import { MERCHANT_ACCOUNT_INDEX } from '../../scripts/subscriptionMerchant'
import { freshenFeeds, payDusd } from './support/chainActions'
import { balanceAmount, clickConfirm, widgetFrame } from './support/hostPage'
import { CHAIN_EXCLUSIVE } from './support/lanes'
import { PASSKEY_HOST_ORIGIN } from './support/origins'
import { addVirtualAuthenticator, connectPasskey } from './support/passkeys'

/**
 * The demo shop's subscription, end to end: a visitor with a passkey wallet on the demo page subscribes to "5 dUSD
 * every 30 days" with one review; the page's server, as the merchant, is paid at once, is refused a second charge in
 * the same period by the chain (the error it names shown on the page), is paid again once anvil's clock has moved a
 * period, and is refused once the visitor has revoked the grant in the wallet's Permissions. Every balance is read
 * back with ethers. It moves the chain's clock: alone, after the rest (the price feeds brought up to it after).
 */

const DUSD = devchainToken('dUSD').address
const MERCHANT = devAccount(MERCHANT_ACCOUNT_INDEX).address
const PERIOD = 30 * 86_400

// The demo page as a desktop visitor sees it: the widget whole beside the shop's buttons.
test.use({ viewport: { width: 1280, height: 1200 } })

/** The page's line for the `n`th outcome of the subscription (1-based), once it is there. */
async function outcome(page: Page, n: number): Promise<string> {
  const line = page.locator('#subscription-log li:not([data-outcome="granted"])').nth(n - 1)
  await expect(line).toBeVisible({ timeout: 30_000 })
  return `${await line.getAttribute('data-outcome')}: ${await line.textContent()}`
}

/** Moves anvil's clock `seconds` ahead and mines a block at the new time. */
async function advanceClock(seconds: number) {
  await chain.send('evm_increaseTime', [seconds])
  await chain.send('evm_mine', [])
}

test(
  'the demo shop subscription: granted in one review, paid, refused in the same period, paid the next, refused once revoked',
  CHAIN_EXCLUSIVE,
  async ({ page }) => {
    test.setTimeout(120_000)
    await addVirtualAuthenticator(page)
    await page.goto(`${PASSKEY_HOST_ORIGIN}/`)
    // The demo page mounts the widget itself and keeps its handle as `window.handle`.
    await page.waitForFunction(() => window.handle !== undefined)
    const frame = await widgetFrame(page)
    await page.evaluate(() => window.handle.ready)
    const address = await connectPasskey(frame, 'Create a passkey wallet')
    await payDusd(address, '20')
    await expect(balanceAmount(frame, DUSD)).toHaveAttribute('title', '20 dUSD')
    const merchantBefore = await tokenBalance(DUSD, MERCHANT)

    // One review: the shop, the amount per period and the merchant's address, confirmed in the secure window.
    await page.getByRole('button', { name: 'Subscribe: 5 dUSD every 30 days' }).click()
    await expect(frame.getByTestId('review-grant-sentence')).toContainText(
      `${PASSKEY_HOST_ORIGIN} may take up to 5 dUSD every 30 days from this wallet`,
      { timeout: 20_000 },
    )
    await expect(frame.getByTestId('review-grant-sentence')).toContainText(getAddress(MERCHANT))
    await clickConfirm(frame.getByTestId('confirm-approval'))
    expect(await outcome(page, 1)).toMatch(/^paid: Paid 5 dUSD \(0x[0-9a-f]{64}\)$/)
    expect(await tokenBalance(DUSD, address)).toBe(parseUnits('15', 6))
    expect(await tokenBalance(DUSD, MERCHANT)).toBe(merchantBefore + parseUnits('5', 6))

    // A second charge in the same period: the account refuses, and the merchant sees the error it names.
    await page.getByRole('button', { name: 'Charge now (merchant)' }).click()
    expect(await outcome(page, 2)).toBe('refused: Refused by the chain: PermissionLimitExceeded(5000000, 0)')
    expect(await tokenBalance(DUSD, address)).toBe(parseUnits('15', 6))

    // A period later, the next charge is paid.
    await advanceClock(PERIOD)
    await freshenFeeds()
    await page.getByRole('button', { name: 'Charge now (merchant)' }).click()
    expect(await outcome(page, 3)).toMatch(/^paid: Paid 5 dUSD/)
    expect(await tokenBalance(DUSD, address)).toBe(parseUnits('10', 6))
    expect(await tokenBalance(DUSD, MERCHANT)).toBe(merchantBefore + parseUnits('10', 6))

    // The visitor revokes it in the wallet's Permissions (one reviewed request): the next charge is refused.
    const row = frame.getByTestId('permission-row')
    await expect(row).toContainText(`${PASSKEY_HOST_ORIGIN} may take up to 5 dUSD every 30 days`, { timeout: 20_000 })
    await row.getByTestId('permission-revoke').click()
    await clickConfirm(frame.getByTestId('confirm-approval'))
    await expect(frame.getByTestId('permissions')).toContainText('No site may take anything from this wallet', {
      timeout: 20_000,
    })
    await page.getByRole('button', { name: 'Charge now (merchant)' }).click()
    expect(await outcome(page, 4)).toMatch(/^refused: Refused by the chain: PermissionIsRevoked\(\d+\)$/)
    expect(await tokenBalance(DUSD, address)).toBe(parseUnits('10', 6))
    expect(await tokenBalance(DUSD, MERCHANT)).toBe(merchantBefore + parseUnits('10', 6))
  },
)
