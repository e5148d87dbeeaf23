import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { Contract, Interface, MaxUint256, Wallet, parseEther, verifyMessage } from 'ethers'
import { devchainToken } from '../../devchain/tokens'
import { freshAccount, provider as chain } from '../../harness/chain'
import { TestWallet } from '../../harness/testWallet'
import {
  builtReview,
  clickConfirm,
  mountConnected,
  restPointerOn,
  settled,
  startCall,
  widgetFrame,
  composeSend,
} from './support/hostPage'
import { HOST_ORIGIN, LOADER_URL } from './support/origins'

/**
 * Clicks a host forges or lures, from a real host page against the real widget in Chromium, the chain
 * read back with ethers: the holes the browser's visibility signal cannot see, host keys, and the
 * visitor's own quick click, which must be told why it waits rather than dropped.
 */

const DUSD = devchainToken('dUSD').address
/** What ethers reads of dUSD's allowances, on chain: the independent check of every approval test. */
const allowance = (owner: string, spender: string): Promise<bigint> =>
  new Contract(DUSD, ['function allowance(address,address) view returns (uint256)'], chain).getFunction('allowance')(
    owner,
    spender,
  )

/** The page box of `element` in the widget, as the host page sees it (where a decoy's hole must go). */
async function pageBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  // Polled: the wallet's code, arriving, may be drawing its connect screen in place of the shell's (the same
  // box, a new element), and an element between the two has none for a moment.
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null
  await expect
    .poll(async () => (box = await element.boundingBox()), { message: 'the element has a box on the page' })
    .not.toBeNull()
  return box!
}

/** The page box of `element` in a widget whose iframe's ancestor is zoomed by `zoom` (Playwright's boxes do not apply CSS zoom). */
async function zoomedBox(
  page: Page,
  element: Locator,
  zoom: number,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const frame = await page.evaluate(() => {
    const { x, y } = document.querySelector('iframe')!.getBoundingClientRect()
    return { x, y }
  })
  const inner = await element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect()
    return { x, y, width, height }
  })
  return {
    x: frame.x + inner.x * zoom,
    y: frame.y + inner.y * zoom,
    width: inner.width * zoom,
    height: inner.height * zoom,
  }
}

/**
 * The attack of the last round and its kin, each a way to show the visitor a "Claim 25 dUSD loyalty
 * reward" card while their click lands on the widget's Confirm, none of which IntersectionObserver v2
 * sees (nothing is drawn over the iframe):
 * - a card over the whole page with a hole cut by `clip-path` over Confirm: an even-odd path, a
 *   polygon, or an SVG clipPath;
 * - the card under the widget, and `mask-image` on the iframe or on an ancestor hiding all of the
 *   widget but Confirm;
 * - `zoom` on an ancestor shrinking the widget to a speck beside the card, which keeps a hole over it.
 */
type Trick = 'evenodd' | 'polygon' | 'svg' | 'mask on the iframe' | 'mask on an ancestor' | 'zoom on an ancestor'

async function disguiseConfirm(page: Page, confirm: Locator, trick: Trick): Promise<void> {
  if (trick === 'zoom on an ancestor') {
    await page.evaluate(() => ((document.querySelector('iframe')!.parentElement as HTMLElement).style.zoom = '0.35'))
    await page.waitForTimeout(300)
  }
  const hole = trick === 'zoom on an ancestor' ? await zoomedBox(page, confirm, 0.35) : await pageBox(confirm)
  await page.evaluate(
    ({ hole, trick }) => {
      const { innerWidth: w, innerHeight: h } = window
      const decoy = document.createElement('div')
      decoy.id = 'decoy'
      decoy.innerHTML =
        '<h1 style="margin:40px">Claim 25 dUSD loyalty reward</h1><p style="margin:40px">Click the button below to claim.</p>'
      Object.assign(decoy.style, { position: 'fixed', inset: '0', background: 'white', zIndex: '10' })
      const { x, y, width, height } = hole
      const [l, t, r, b] = [x, y, x + width, y + height]
      const evenOdd = `M0 0 H${w} V${h} H0 Z M${l} ${t} H${r} V${b} H${l} Z`
      if (trick === 'evenodd' || trick === 'zoom on an ancestor') decoy.style.clipPath = `path(evenodd, "${evenOdd}")`
      if (trick === 'polygon')
        decoy.style.clipPath = `polygon(evenodd, 0 0, ${w}px 0, ${w}px ${h}px, 0 ${h}px, 0 0, ${l}px ${t}px, ${l}px ${b}px, ${r}px ${b}px, ${r}px ${t}px, ${l}px ${t}px)`
      if (trick === 'svg') {
        document.body.insertAdjacentHTML(
          'beforeend',
          `<svg width="0" height="0" style="position:absolute"><clipPath id="hole" clipPathUnits="userSpaceOnUse"><path clip-rule="evenodd" d="${evenOdd}"/></clipPath></svg>`,
        )
        decoy.style.clipPath = 'url(#hole)'
      }
      if (trick === 'mask on the iframe' || trick === 'mask on an ancestor') {
        // The card lies under the widget; the mask leaves only Confirm of the widget drawn.
        const iframe = document.querySelector('iframe')!
        const masked = trick === 'mask on the iframe' ? iframe : (iframe.parentElement as HTMLElement)
        const box = masked.getBoundingClientRect()
        Object.assign(masked.style, {
          position: 'relative',
          zIndex: '11',
          maskImage: 'linear-gradient(#000, #000)',
          maskSize: `${width}px ${height}px`,
          maskPosition: `${l - box.left}px ${t - box.top}px`,
          maskRepeat: 'no-repeat',
        })
      }
      document.body.append(decoy)
    },
    { hole, trick },
  )
}

/**
 * The lure: `target` disguised by `trick` as the decoy's "button", the visitor reads the claim, rests the
 * pointer on it (the hole) and clicks. Returns the window the click opened, if any (awaited, it gives
 * undefined after 5 s without one).
 */
async function lureClick(page: Page, target: Locator, trick: Trick): Promise<Promise<Page | undefined>> {
  await disguiseConfirm(page, target, trick)
  const box = trick === 'zoom on an ancestor' ? await zoomedBox(page, target, 0.35) : await pageBox(target)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForTimeout(1200)
  const popupOpened = page
    .context()
    .waitForEvent('page', { timeout: 5000 })
    .catch(() => undefined)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  return popupOpened
}

for (const trick of [
  'evenodd',
  'polygon',
  'svg',
  'mask on the iframe',
  'mask on an ancestor',
  'zoom on an ancestor',
] as const) {
  test(`an unlimited approve behind a "claim" decoy (${trick}): the lured click approves nothing; the secure window shows the approval`, async ({
    context,
    page,
  }) => {
    const account = await freshAccount()
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
    const frame = await mountConnected(page, wallet)
    const attacker = Wallet.createRandom().address
    const data = new Interface(['function approve(address,uint256)']).encodeFunctionData('approve', [
      attacker,
      MaxUint256,
    ])
    await page.evaluate(
      ([from, to, input]) => {
        const w = window as unknown as { approval: Promise<unknown> }
        w.approval = window.handle.provider
          .request({ method: 'eth_sendTransaction', params: [{ from, to, data: input }] })
          .then(
            (hash) => ({ hash }),
            (error: { code: number }) => ({ code: error.code }),
          )
      },
      [account.address, DUSD, data] as const,
    )
    const confirm = builtReview(frame).getByTestId('confirm-approval')
    await confirm.scrollIntoViewIfNeeded()
    const popupOpened = await lureClick(page, confirm, trick)
    // Nothing reached the wallet from the lured click: at most the secure window opened, showing the truth.
    await page.waitForTimeout(1000)
    expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
    expect(await allowance(account.address, attacker)).toBe(0n)
    // The lured click did reach Confirm (else this test would show nothing): it opened the secure window.
    const popup = await popupOpened
    if (!popup) throw new Error('the lured click never reached Confirm: no secure window opened')
    await expect(popup.getByTestId('secure-review')).toContainText(/unlimited/i)
    await popup.close()
    expect(await page.evaluate(() => (window as unknown as { approval: Promise<unknown> }).approval)).toEqual({
      code: 4001,
    })
    expect(await allowance(account.address, attacker)).toBe(0n)
  })
}

/** A visitor connected with a fresh account, their own send's review on screen (its Confirm in the frame). */
async function visitorWithComposedSend(context: BrowserContext, page: Page, amount: string) {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  const recipient = Wallet.createRandom().address
  return { wallet, frame, recipient, confirm: await composeSend(frame, recipient, amount) }
}

test('a quick click before Confirm arms is not dropped silently: the button says why, and the next click sends, once', async ({
  context,
  page,
}) => {
  const { wallet, frame, recipient, confirm } = await visitorWithComposedSend(context, page, '0.15')
  // At once, before the review has been seen for 500 ms: the visitor clicks where Confirm is.
  const box = await pageBox(confirm)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(frame.getByTestId('confirm-wait')).toHaveText(/Checking that this review is fully visible/)
  await page.waitForTimeout(800)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
  // The early click never confirms later by itself; the next deliberate click does.
  await clickConfirm(confirm)
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  expect(await chain.getBalance(recipient)).toBe(parseEther('0.15'))
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(1)
})

test('host keys: Enter and Space lured onto Confirm through a focus the host gave send nothing; they only open the secure window (a blocked one says so), where only a key after its own delay sends', async ({
  context,
  page,
}) => {
  const { wallet, frame, recipient, confirm } = await visitorWithComposedSend(context, page, '0.12')
  await expect(confirm).toHaveAttribute('data-guard', 'ready')
  // The host's field, before the iframe, takes the focus (the visitor's clicks in the widget count no more); Tab from
  // it lands on the review region first, never on Confirm, then on Confirm.
  await page.evaluate(() => {
    const field = document.createElement('input')
    document.querySelector('#wallet')!.before(field)
    field.focus()
  })
  await page.keyboard.press('Tab')
  expect(await frame.getByTestId('review').evaluate((region) => document.activeElement === region)).toBe(true)
  for (let i = 0; i < 30 && !(await confirm.evaluate((button) => document.activeElement === button)); i++)
    await page.keyboard.press('Tab')
  // A browser that blocks pop-ups: the lured Enter opens nothing, and the visitor is told why.
  await frame.evaluate(() => {
    Object.assign(window, { realOpen: window.open })
    window.open = () => null
  })
  for (let i = 0; i < 3 && !(await frame.getByTestId('secure-window-blocked').isVisible()); i++) {
    await page.waitForTimeout(700) // held in focus past the delay, as a lure would ask
    await page.keyboard.press('Enter')
  }
  await expect(frame.getByTestId('secure-window-blocked')).toContainText('Allow pop-ups')
  await frame.evaluate(() => (window.open = (window as unknown as { realOpen: typeof window.open }).realOpen))
  // Pop-ups allowed: the next lured key (Space, once the review, grown by the note, is armed again) opens the secure
  // window, with the true review, and sends nothing.
  await expect(confirm).toHaveAttribute('data-guard', 'ready')
  await page.waitForTimeout(100)
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Space')])
  await expect(popup.getByTestId('review-to')).toHaveText(recipient)
  // The lure goes on: keys on the host page reach a widget that only waits for the window; in the window, focus
  // lands on nothing, and a Tab then Enter at once is told to wait (the window not yet settled, or Confirm not yet
  // focused for its delay).
  await page.keyboard.press('Enter')
  await popup.keyboard.press('Enter')
  const secureConfirm = popup.getByTestId('secure-confirm')
  for (let i = 0; i < 10 && !(await secureConfirm.evaluate((button) => document.activeElement === button)); i++)
    await popup.keyboard.press('Tab')
  await popup.keyboard.press('Enter')
  await expect(popup.getByTestId('confirm-wait')).toHaveText(/moment in focus|fully visible/)
  await expect(secureConfirm).toHaveAttribute('data-guard', 'ready')
  await page.waitForTimeout(600)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
  expect(await chain.getBalance(recipient)).toBe(0n)
  // The visitor reads the review there, and Enter on the Confirm that has held the focus since sends, once.
  const closed = popup.waitForEvent('close')
  const pressed = popup.keyboard.press('Enter').catch((error: Error) => error)
  await closed
  const error = await pressed
  if (error && !/has been closed/.test(error.message)) throw error
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  expect(await chain.getBalance(recipient)).toBe(parseEther('0.12'))
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(1)
})

test('a sign-in for the site itself is confirmed in the frame; a personal_sign of other text goes to the secure window', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  await startCall(page, 'signIn', 'signIn', { nonce: 'abcdefgh1234' })
  const signInConfirm = frame.getByTestId('confirm-approval')
  await expect(signInConfirm).not.toHaveAttribute('data-path', 'secure')
  await clickConfirm(signInConfirm)
  const { value } = await settled(page, 'signIn')
  const { message, signature } = value as { message: string; signature: string }
  expect(verifyMessage(message, signature)).toBe(account.address)

  await page.evaluate((address) => {
    const w = window as unknown as { signed: Promise<unknown> }
    w.signed = window.handle.provider.request({ method: 'personal_sign', params: ['0x6f72646572', address] })
  }, account.address)
  const signConfirm = frame.getByTestId('confirm-approval')
  await expect(signConfirm).toHaveAttribute('data-path', 'secure')
  await expect(signConfirm).toHaveText('Confirm in a secure window')
  await restPointerOn(signConfirm)
  await clickConfirm(signConfirm)
  const signed = (await page.evaluate(() => (window as unknown as { signed: Promise<string> }).signed)) as string
  expect(verifyMessage('order', signed)).toBe(account.address)
})

/** A host page that mounted the widget inline and called connect(): the connect screen, its Test Wallet choice shown. */
async function connectScreenAsked(context: BrowserContext, page: Page) {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.addScriptTag({ url: LOADER_URL })
  await page.evaluate(async () => {
    window.handle = window.Walletport!.mount({ target: '#wallet' })
    await window.handle.ready
  })
  await startCall(page, 'connect', 'connect')
  const frame = await widgetFrame(page)
  const choice = frame.getByRole('button', { name: /Test Wallet/ })
  await expect(choice).toBeVisible()
  return { account, wallet, frame, choice }
}

for (const disguise of ['opacity: 0', 'an ancestor at opacity 0.02', 'a cover over it'] as const) {
  test(`a lured double click on an invisible connect screen (${disguise}) connects nothing and tells the host nothing`, async ({
    context,
    page,
  }) => {
    const { account, wallet, choice } = await connectScreenAsked(context, page)
    const box = await pageBox(choice)
    await page.evaluate((disguise) => {
      const iframe = document.querySelector<HTMLIFrameElement>('#wallet iframe')!
      if (disguise === 'opacity: 0') iframe.style.opacity = '0'
      else if (disguise.startsWith('an ancestor')) iframe.parentElement!.style.opacity = '0.02'
      else {
        const cover = document.createElement('div')
        const r = iframe.getBoundingClientRect()
        Object.assign(cover.style, {
          position: 'fixed',
          left: `${r.left}px`,
          top: `${r.top}px`,
          width: `${r.width}px`,
          height: `${r.height}px`,
          background: 'white',
          zIndex: '10',
          pointerEvents: 'none',
        })
        cover.textContent = 'Double-click to play'
        document.body.append(cover)
      }
    }, disguise)
    // The game says "double-click here"; the pointer rests there first, as a hand does.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(1200)
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(1500)
    expect(wallet.requested('eth_requestAccounts')).toHaveLength(0)
    expect((await page.evaluate(() => window.handle.getState())).status).not.toBe('connected')
    expect(JSON.stringify(await page.evaluate(() => (window as unknown as { calls: unknown }).calls))).not.toContain(
      account.address,
    )
  })
}

test('a personal_sign text dressed as a sign-in (its header for the site, a sign-in trailer, anything between) goes to the secure window: a lured click under a mask signs nothing', async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  const host = new URL(HOST_ORIGIN).host
  // Not an EIP-4361 message: two lines of the attacker's words where one statement line may stand.
  // viem's reading (its trailer pattern is not anchored) still finds every sign-in field in it.
  const message = [
    `${host} wants you to sign in with your Ethereum account:`,
    account.address,
    '',
    'I transfer all my tokens in the vault to 0x000000000000000000000000000000000000dEaD',
    'and waive every claim against the operator.',
    '',
    `URI: ${HOST_ORIGIN}`,
    'Version: 1',
    'Chain ID: 31337',
    'Nonce: abcdefgh1234',
    `Issued At: ${new Date().toISOString()}`,
  ].join('\n')
  await page.evaluate(
    ([text, address]) => {
      const w = window as unknown as { signed: Promise<unknown> }
      w.signed = window.handle.provider.request({ method: 'personal_sign', params: [text, address] }).then(
        (signature) => ({ signature }),
        (error: { code: number }) => ({ code: error.code }),
      )
    },
    [message, account.address] as const,
  )
  const confirm = builtReview(frame).getByTestId('confirm-approval')
  await expect(confirm).toHaveAttribute('data-path', 'secure')
  await confirm.scrollIntoViewIfNeeded()
  const popupOpened = await lureClick(page, confirm, 'mask on the iframe')
  await page.waitForTimeout(1000)
  expect(wallet.requested('personal_sign')).toHaveLength(0)
  const popup = await popupOpened
  if (!popup) throw new Error('the lured click never reached Confirm: no secure window opened')
  // The window shows the text as it is, the attacker's words among it.
  await expect(popup.getByTestId('secure-review')).toContainText('waive every claim')
  await popup.close()
  expect(await page.evaluate(() => (window as unknown as { signed: Promise<unknown> }).signed)).toEqual({ code: 4001 })
})

test("a sign-in's request id and resources are shown, and one that vouches for resources is confirmed in the secure window", async ({
  context,
  page,
}) => {
  const account = await freshAccount()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const frame = await mountConnected(page, wallet)
  // A ReCap resource: it delegates capabilities to the site, which is a grant, not a plain sign-in.
  const recap = 'urn:recap:eyJhdHQiOnsiaHR0cHM6Ly9hcGkuZXhhbXBsZSI6eyJ0cmFuc2Zlci9hbnkiOlt7fV19fX0'
  await startCall(page, 'signIn', 'signIn', { nonce: 'abcdefgh1234', requestId: 'order-42', resources: [recap] })
  const review = builtReview(frame)
  await expect(review.getByTestId('signin-request-id')).toHaveText('order-42')
  await expect(review.getByTestId('signin-resources')).toContainText(recap)
  await expect(review.getByTestId('signin-uri')).toHaveText(HOST_ORIGIN)
  await expect(review.getByTestId('signin-nonce')).toHaveText('abcdefgh1234')
  const confirm = review.getByTestId('confirm-approval')
  await expect(confirm).toHaveAttribute('data-path', 'secure')
  await clickConfirm(confirm)
  const { value } = await settled(page, 'signIn')
  const { message, signature } = value as { message: string; signature: string }
  expect(message).toContain(`Request ID: order-42\nResources:\n- ${recap}`)
  expect(verifyMessage(message, signature)).toBe(account.address)
})

for (const trick of [
  'mask on the iframe',
  'mask on an ancestor',
  'evenodd',
  'polygon',
  'svg',
  'zoom on an ancestor',
] as const) {
  test(`a lured click on a wallet choice behind a "claim" decoy (${trick}) connects nothing and tells the host nothing; the secure window says what connecting discloses`, async ({
    context,
    page,
  }) => {
    const { account, wallet, choice } = await connectScreenAsked(context, page)
    // The wallet's own list, settled (the shell's is replaced by it as the wallet's code arrives).
    await expect(choice).toHaveAttribute('data-guard', 'ready')
    const popupOpened = await lureClick(page, choice, trick)
    await page.waitForTimeout(1500)
    expect(wallet.requested('eth_requestAccounts')).toHaveLength(0)
    expect((await page.evaluate(() => window.handle.getState())).status).not.toBe('connected')
    expect(JSON.stringify(await page.evaluate(() => (window as unknown as { calls: unknown }).calls))).not.toContain(
      account.address,
    )
    // The lured click may reach the choice (a mask is a hole the browser's signal cannot see: there it must,
    // else this test would show nothing): then it opened the secure window, which names the site and what
    // connecting gives it, and connects only on the visitor's Confirm there. The clip-path decoys and zoom
    // are seen by the signal on this screen, and the click is refused in the frame.
    const popup = await popupOpened
    if (trick.startsWith('mask') && !popup)
      throw new Error('the lured click never reached the wallet choice: no secure window opened')
    if (!popup) return
    await expect(popup.getByTestId('secure-review')).toContainText('will see')
    await popup.close()
    await page.waitForTimeout(500)
    expect(wallet.requested('eth_requestAccounts')).toHaveLength(0)
    expect((await page.evaluate(() => window.handle.getState())).status).not.toBe('connected')
  })
}

test('host-given focus: the host focuses the iframe, then Tab, Tab, Enter on a wallet choice connects nothing and tells the host nothing; it only opens the secure window, where a key after its delay connects', async ({
  context,
  page,
}) => {
  const { account, wallet, choice } = await connectScreenAsked(context, page)
  await page.waitForTimeout(700)
  // The host gives the iframe focus, then keys come in a stream (a host form's "press Tab, Tab, Enter"),
  // each a real key of the visitor's: Tab until the choice holds focus, held past the delay, then Enter.
  await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#wallet iframe')!.focus())
  const focused = () => choice.evaluate((button) => document.activeElement === button)
  for (let i = 0; i < 10 && !(await focused()); i++) await page.keyboard.press('Tab')
  expect(await focused()).toBe(true)
  // Each Enter waits for its window before the next: a second key reopens the window, closing the first.
  let secure: Page | undefined
  for (let i = 0; i < 3 && !secure; i++) {
    await page.waitForTimeout(700)
    const opened = context.waitForEvent('page', { timeout: 3000 }).catch(() => undefined)
    await page.keyboard.press('Enter')
    secure = await opened
  }
  if (!secure) throw new Error('no secure window opened on Enter')
  // The window says which site asks and what it would see; nothing is connected, the host told nothing.
  await expect(secure.getByTestId('secure-connect-discloses')).toContainText('will see the address')
  await secure.keyboard.press('Enter') // focus on nothing in the window: a lured key there does nothing
  await page.waitForTimeout(1000)
  expect(wallet.requested('eth_requestAccounts')).toHaveLength(0)
  expect((await page.evaluate(() => window.handle.getState())).status).not.toBe('connected')
  const told = JSON.stringify(await page.evaluate(() => (window as unknown as { calls: unknown }).calls)).toLowerCase()
  expect(told).not.toContain(account.address.slice(2).toLowerCase())
  // The visitor, in the window: Tab to its Confirm, held for the delay, Enter: connected.
  const confirm = secure.getByTestId('secure-confirm')
  for (let i = 0; i < 10 && !(await confirm.evaluate((button) => document.activeElement === button)); i++)
    await secure.keyboard.press('Tab')
  await secure.waitForTimeout(600)
  const closed = secure.waitForEvent('close')
  await secure.keyboard.press('Enter').catch((error: Error) => {
    if (!/has been closed/.test(error.message)) throw error
  })
  await closed
  await expect.poll(() => wallet.requested('eth_requestAccounts').length).toBe(1)
  await expect.poll(async () => (await page.evaluate(() => window.handle.getState())).status).toBe('connected')
})
