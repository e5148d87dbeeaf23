import { expect, test, type Locator } from '@playwright/test'
import { Interface, parseUnits } from 'ethers'
import { deployArtifact, freshAccount, signer } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import { balanceRow, builtReview, clickConfirm, connectWallet, mountInline, widgetFrame } from './support/hostPage'

/**
 * Right to left: a visit in Arabic is mirrored, and the values of a review stay left to right, each isolated, so the
 * bidi algorithm cannot make "send 1 dUSD to 0x…" read as something else. The token's symbol is hostile: Arabic
 * letters, a right-to-left override (U+202E), a stray pop of an isolate (U+2069, which would close a Unicode
 * isolate early) and a left-to-right override: its letters shown as the contract answers them, its controls dropped,
 * and nothing around it moved.
 * (Until the Arabic catalogue is merged, the texts are English; the direction is the language asked's.)
 */

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SYMBOL = '\u202Eدولار\u2069\u202DUSD'
const SHOWN = 'دولارUSD'
const ERC20 = new Interface(['function transfer(address to, uint256 amount)'])

/** Each character's box of an element's text, in string order (one text node, as React writes a value). */
async function characterBoxes(element: Locator): Promise<{ left: number; right: number; top: number }[]> {
  return element.evaluate((node) => {
    const text = node.firstChild!
    const boxes = []
    for (let i = 0; i < text.textContent!.length; i++) {
      const range = document.createRange()
      range.setStart(text, i)
      range.setEnd(text, i + 1)
      const box = range.getBoundingClientRect()
      boxes.push({ left: box.left, right: box.right, top: box.top })
    }
    return boxes
  })
}

/** A value in an isolate of its own, left to right. */
async function expectIsolated(value: Locator): Promise<void> {
  await expect(value).toHaveAttribute('dir', 'ltr')
  expect(await value.evaluate((node) => getComputedStyle(node).unicodeBidi)).toBe('isolate')
}

test('in Arabic the widget is mirrored, and the site token note, the fee, the send status and a review show a bidi-hostile symbol and the address exactly, left to right; in Hebrew too, the review', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const token = await deployArtifact('DemoToken', signer(account.privateKey), [
    'Bidi Dollar',
    SYMBOL,
    6,
    [account.address],
    parseUnits('100', 6),
  ])
  const listed = (await token.getAddress()) as `0x${string}`
  // The site lists the token, so the widget's own Send offers it too.
  const frame = await mountInline(page, { locale: 'ar', tokens: [{ chainId: 31337, address: listed }] })
  // The wallet's own list replaces the shell's once its code is here (a click just then is refused): the visitor
  // chooses on the list that stays.
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toHaveAttribute('data-guard', 'ready')
  await connectWallet(frame, wallet)

  // The document is right to left, and so is the frame's layout: the brand at the right end of its header.
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar')
  const brand = (await frame.locator('.brand').boundingBox())!
  const site = (await frame.locator('.frame-header .site').boundingBox())!
  expect(brand.x).toBeGreaterThan(site.x)

  // The site's token is marked with its address, isolated; the widget's own send of it shows the fee, and then the
  // status screen, each value isolated and exactly as on chain.
  const note = balanceRow(frame, listed).getByTestId('token-added-by-site').locator('bdi[data-value="address"]')
  await expect(note).toHaveText(listed)
  await expectIsolated(note)
  await frame.locator('.button-row button.primary').first().click()
  await frame.getByTestId('send-token').selectOption(listed)
  await frame.getByTestId('send-to').fill(RECIPIENT)
  await frame.getByTestId('send-amount').fill('1')
  await frame.locator('.send-form button[type="submit"]').click()
  const fee = frame.getByTestId('review-fee').locator('bdi')
  await expect(fee).toHaveText(/^≈ [\d.,]+ ETH$/)
  await expectIsolated(fee)
  await clickConfirm(frame.getByTestId('confirm-send'))
  const status = frame.getByTestId('send-status')
  await expect(status).toHaveAttribute('data-step', 'confirmed')
  for (const [name, shown] of [
    ['amount', '1'],
    ['symbol', SHOWN],
    ['to', RECIPIENT],
  ] as const) {
    await expect(status.locator(`bdi[data-value="${name}"]`)).toHaveText(shown)
    await expectIsolated(status.locator(`bdi[data-value="${name}"]`))
  }
  const hash = frame.getByTestId('send-hash').locator('bdi')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  await expectIsolated(hash)
  await frame.locator('.send-status button.primary').click()

  await page.evaluate(
    ([to, data]) => void window.handle.provider.request({ method: 'eth_sendTransaction', params: [{ to, data }] }),
    [await token.getAddress(), ERC20.encodeFunctionData('transfer', [RECIPIENT, 1_000_000n])] as const,
  )
  const action = builtReview(frame).getByTestId('review-action')
  const amount = action.locator('bdi[data-value="amount"]')
  const to = action.locator('bdi[data-value="to"]')
  // What the contract answers, its letters exactly: its bidi controls never reach the page (balances/tokenMetadata.ts
  // drops hidden characters from a symbol as it is read), and each value is in an isolate of its own.
  await expect(to).toBeVisible()
  expect(await amount.textContent()).toBe(`1 ${SHOWN}`)
  expect(await to.textContent()).toBe(RECIPIENT)
  for (const value of [amount, to]) await expectIsolated(value)

  // The address reads left to right, character after character, on its line, whatever the symbol holds.
  const address = await characterBoxes(to)
  for (let i = 1; i < address.length; i++)
    if (address[i]!.top === address[i - 1]!.top) expect(address[i]!.left).toBeGreaterThanOrEqual(address[i - 1]!.left)
  // The amount comes first in its isolate, left of its symbol, and no character of the symbol lands inside the address.
  const shown = await characterBoxes(amount)
  expect(shown.slice(2).every((box) => box.top !== shown[0]!.top || box.left >= shown[0]!.right - 0.5)).toBe(true)
  const line = (boxes: { top: number }[]) => new Set(boxes.map((box) => box.top))
  const [start, end] = [Math.min(...address.map((b) => b.left)), Math.max(...address.map((b) => b.right))]
  for (const box of shown)
    if (line(address).has(box.top)) expect(box.right <= start + 0.5 || box.left >= end - 0.5).toBe(true)

  // Hebrew, the other right-to-left language: the host mounts the widget again in it (the session kept), and the same
  // site's transfer is reviewed mirrored, its amount and recipient exactly as on chain, each isolated left to right.
  await page.evaluate(async () => {
    window.handle.destroy()
    window.handle = window.Walletport!.mount({ target: '#wallet', locale: 'he' })
    await window.handle.ready
  })
  const hebrew = await widgetFrame(page)
  await expect(hebrew.locator('html')).toHaveAttribute('lang', 'he')
  await expect(hebrew.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(hebrew.getByTestId('account-address')).toHaveText(account.address)
  const [heBrand, heSite] = [
    await hebrew.locator('.brand').boundingBox(),
    await hebrew.locator('.frame-header .site').boundingBox(),
  ]
  expect(heBrand!.x).toBeGreaterThan(heSite!.x)
  await page.evaluate(
    ([to, data]) => void window.handle.provider.request({ method: 'eth_sendTransaction', params: [{ to, data }] }),
    [await token.getAddress(), ERC20.encodeFunctionData('transfer', [RECIPIENT, 1_000_000n])] as const,
  )
  const heAction = builtReview(hebrew).getByTestId('review-action')
  await expect(heAction.locator('bdi[data-value="to"]')).toHaveText(RECIPIENT)
  expect(await heAction.locator('bdi[data-value="amount"]').textContent()).toBe(`1 ${SHOWN}`)
  for (const value of ['amount', 'to']) await expectIsolated(heAction.locator(`bdi[data-value="${value}"]`))
})
