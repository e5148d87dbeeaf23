import { expect, test, type Page } from '@playwright/test'
import { devPrivateKey } from '../../devchain/accounts'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import { clickConfirm, connectWallet, mountInline, widgetFrame, chooseWallet } from './support/hostPage'
import { FOREIGN_DOMAIN, FOREIGN_ORIGIN, HOST_DOMAIN, HOST_ORIGIN, TWO_HOSTS_WIDGET_URL } from './support/origins'

/**
 * Sign-In with Ethereum end to end: the demo page asks its own server for a nonce, the widget
 * writes and shows the message, the wallet signs, the server verifies with walletport/server.
 */

async function postJson(path: string, body: unknown): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(`${HOST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

/**
 * Clicks the demo's Sign in, connects the test wallet if asked, reads the review's fields (and, with
 * `readText`, the whole message in its disclosure), confirms; returns what the page posted to /api/verify.
 */
async function signInOnDemo(
  page: Page,
  account: string,
  { readText = false }: { readText?: boolean } = {},
): Promise<{ message: string; signature: string }> {
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/verify'))
  await page.getByRole('button', { name: 'Sign in with Ethereum' }).click()
  const frame = await widgetFrame(page)
  const connect = frame.getByRole('button', { name: /Test Wallet/ })
  const confirm = frame.getByTestId('confirm-approval')
  await expect(connect.or(confirm)).toBeVisible()
  if (await connect.isVisible()) await chooseWallet(frame, /Test Wallet/)
  // The sign-in's fields in place of its text: the site, the account, the statement, the network, the expiry.
  const fields = frame.getByTestId('signin-fields')
  await expect(fields.getByTestId('signin-site')).toHaveText(HOST_DOMAIN)
  await expect(fields.getByTestId('signin-account')).toHaveText(account)
  await expect(fields.getByTestId('signin-statement')).toHaveText('Sign in to the Walletport demo shop.')
  await expect(fields.getByTestId('signin-network')).toHaveText('Anvil (local)')
  await expect(fields.getByTestId('signin-expires')).toHaveText('no end')
  // What is signed stays readable in full, one click away (collapsed, so the review fits the inline widget;
  // opened, its box is short enough that Confirm can still be armed).
  const text = frame.getByTestId('message-text')
  await expect(text).toBeHidden()
  if (readText) {
    const disclosure = frame.getByText('The whole message, as signed')
    await disclosure.click()
    await expect(text).toBeVisible()
    await expect(text).toContainText(`${HOST_DOMAIN} wants you to sign in with your Ethereum account:\n${account}\n`)
    await expect(text).toContainText(`URI: ${HOST_ORIGIN}\nVersion: 1\nChain ID: 31337\nNonce: `)
  }
  await clickConfirm(confirm)
  return JSON.parse((await posted).postData()!) as { message: string; signature: string }
}

test('the demo signs in through its server, and a replayed or edited sign-in is refused', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.experience) })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const status = page.locator('#sign-in-status')

  const signed = await signInOnDemo(page, wallet.address, { readText: true })
  await expect(status).toHaveText(`Signed in as ${wallet.address}`)
  // The widget wrote the message for this page's real origin, the connected chain and the server's nonce.
  expect(signed.message.split('\n')[0]).toBe(`${HOST_DOMAIN} wants you to sign in with your Ethereum account:`)
  expect(signed.message).toContain(`\nURI: ${HOST_ORIGIN}\n`)
  expect(signed.message).toContain('\nChain ID: 31337\n')
  expect(signed.message).toContain('Sign in to the Walletport demo shop.')

  // Replayed: the server accepts each nonce once.
  expect(await postJson('/api/verify', signed)).toEqual({
    status: 401,
    body: { error: 'nonce: not issued here, already used, or expired' },
  })

  // Edited after signing: the page's request is changed on its way to the server.
  await page.route('**/api/verify', async (route) => {
    const body = JSON.parse(route.request().postData()!) as { message: string; signature: string }
    await route.continue({
      postData: JSON.stringify({
        ...body,
        message: body.message.replace('Sign in to the Walletport demo shop.', 'Sign in and transfer everything.'),
      }),
    })
  })
  await signInOnDemo(page, wallet.address)
  await expect(status).toHaveAttribute('data-state', 'refused')
  await expect(status).toContainText(`Not signed in: signature: not ${wallet.address}'s signature of this message`)
})

test("a sign-in obtained on another origin is refused by the real site's server", async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.experience) })
  // A phishing page (here localhost:4312, allowed by this widget deployment) asks for a sign-in with the real site's nonce.
  const { body } = await postJson('/api/nonce', {})
  const frame = await mountInline(page, { widgetUrl: TWO_HOSTS_WIDGET_URL }, FOREIGN_ORIGIN)
  await page.evaluate(
    ({ nonce, statement }) => {
      const w = window as unknown as { signed: Promise<unknown> }
      // It may ask for anything it likes, but the widget writes the domain itself.
      w.signed = window.handle.signIn({ nonce, statement })
    },
    { nonce: body.nonce!, statement: `Sign in to ${HOST_DOMAIN}.` },
  )
  await chooseWallet(frame, /Test Wallet/)
  // The review names the site the signature is for: the page that asked, whatever its statement says.
  await expect(frame.getByTestId('signin-site')).toHaveText(FOREIGN_DOMAIN)
  await expect(frame.getByTestId('signin-statement')).toHaveText(`Sign in to ${HOST_DOMAIN}.`)
  await clickConfirm(frame.getByTestId('confirm-approval'))
  const signed = (await page.evaluate(() => (window as unknown as { signed: Promise<unknown> }).signed)) as {
    message: string
    signature: string
    address: string
  }
  expect(signed.address).toBe(wallet.address)
  expect(signed.message.split('\n')[0]).toBe(`${FOREIGN_DOMAIN} wants you to sign in with your Ethereum account:`)
  expect(await postJson('/api/verify', signed)).toEqual({
    status: 401,
    body: { error: `domain: the message is for ${FOREIGN_DOMAIN}, not ${HOST_DOMAIN}` },
  })
})

test('signIn() refuses fields the widget writes itself, and a malformed request, with INVALID_REQUEST', async ({
  context,
  page,
}) => {
  await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.experience) })
  await mountInline(page)
  const outcomes = await page.evaluate(async () => {
    const attempt = (request: unknown) =>
      window.handle.signIn(request as never).then(
        () => 'signed',
        (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
      )
    return [
      await attempt({ nonce: 'abcdefgh1234', domain: 'bank.example' }),
      await attempt({ nonce: 'abcdefgh1234', statement: 'Hello\nURI: https://bank.example' }),
      await attempt({ nonce: 'short' }),
    ]
  })
  expect(outcomes).toEqual([
    'INVALID_REQUEST: "domain" is not a field of signIn (the widget writes the domain, URI, address and issue time itself)',
    'INVALID_REQUEST: statement: a line break would add lines to the signed message',
    'INVALID_REQUEST: nonce: expected 8 to 96 letters and digits from your server, got "short"',
  ])
})

test("viem's connect (ERC-7846 wallet_connect with signInWithEthereum): one review connects and signs in, and the server accepts it", async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(ACCOUNTS.experience) })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/verify'))
  await page.getByRole('button', { name: 'Connect and sign in (viem, wallet_connect)' }).click()
  const frame = await widgetFrame(page)
  // Nobody was connected: the connect screen first, then the one review.
  await chooseWallet(frame, /Test Wallet/)
  await expect(frame.getByTestId('approval')).toContainText('Sign in to the Walletport demo shop.')
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(page.locator('#sign-in-status')).toHaveText(`Signed in as ${wallet.address}`)
  const { message } = JSON.parse((await posted).postData()!) as { message: string }
  // The widget wrote it for the page's real origin, as handle.signIn() does.
  expect(message.split('\n')[0]).toBe(`${HOST_DOMAIN} wants you to sign in with your Ethereum account:`)
  expect(message).toContain(`\nURI: ${HOST_ORIGIN}\n`)
  expect(wallet.requested('personal_sign')).toHaveLength(1)

  // The same from the dev wallet, already connected: one review, no connect screen.
  await page.evaluate(() => window.handle.disconnect())
  await connectWallet(frame, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }, { walletName: /Dev wallet/ })
  await page.getByRole('button', { name: 'Connect and sign in (viem, wallet_connect)' }).click()
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(page.locator('#sign-in-status')).toHaveText('Signed in as 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
})

test('the dev wallet signs in too, and the server accepts it', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)
  await connectWallet(frame, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }, { walletName: /Dev wallet/ })
  await page.getByRole('button', { name: 'Sign in with Ethereum' }).click()
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(page.locator('#sign-in-status')).toHaveText('Signed in as 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
})

test('a wallet in the host page signs in through the site, said so on the review, and the server accepts it', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, {
    frames: 'top',
    name: 'Host Wallet',
    rdns: 'dev.test.host',
    privateKey: devPrivateKey(ACCOUNTS.hostWallet),
  })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  await page.getByRole('button', { name: 'Sign in with Ethereum' }).click()
  const frame = await widgetFrame(page)
  await chooseWallet(frame, /Host Wallet/)
  await expect(frame.getByTestId('relayed-wallet')).toHaveText(
    `Host Wallet is reached through ${HOST_ORIGIN}, which passes this request to it.`,
  )
  await expect(frame.getByTestId('signin-site')).toHaveText(HOST_DOMAIN)
  await expect(frame.getByTestId('signin-account')).toHaveText(wallet.address)
  await clickConfirm(frame.getByTestId('confirm-approval'))
  await expect(page.locator('#sign-in-status')).toHaveText(`Signed in as ${wallet.address}`)
  expect(wallet.requested('personal_sign')[0]!.frameUrl).toBe(`${HOST_ORIGIN}/index.html`)
})
