import type { Frame, Page } from '@playwright/test'

/**
 * One send, timed in two parts: from `open` (the visitor's Review click, or the host's `send()`) until
 * the review shows with its simulated preview of the balance changes, then from the Confirm click
 * until the widget says confirmed. Between the two the visitor's pointer rests on Confirm, as the
 * click guard asks (the review seen whole for 500 ms, a pointer that rested): that wait is the
 * guard's, not counted.
 */
export async function timeReviewAndConfirm(
  page: Page,
  frame: Frame,
  open: () => Promise<unknown>,
): Promise<{ review: number; confirmed: number; confirmAt: number }> {
  const openedAt = Date.now()
  await open()
  await frame.locator('[data-testid="review"] [data-testid="simulation"]').waitFor()
  const review = Date.now() - openedAt
  const confirm = frame.getByTestId('confirm-send')
  await frame.waitForSelector('[data-testid="confirm-send"]:not([disabled])')
  await confirm.hover()
  await page.waitForTimeout(600)
  const confirmAt = Date.now()
  await confirm.click()
  await frame
    .locator('[data-testid="send-status"][data-step="confirmed"]')
    .waitFor({ timeout: 60_000 })
    .catch(async (error: Error) => {
      // Say where the send stopped, not only that it did.
      const status = await frame
        .getByTestId('send-status')
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => '')
      throw new Error(`${error.message}\nthe send stopped at: ${status || (await frame.locator('body').innerText())}`)
    })
  return { review, confirmed: Date.now() - confirmAt, confirmAt }
}
