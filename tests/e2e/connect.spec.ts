import { expect, test } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { devPrivateKey } from '../../devchain/accounts'
import { blockWidgetStorage } from '../fixtures/blockedStorage'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import {
  connectWallet,
  hostEvents,
  mountConnected,
  mountInline,
  openLauncherHost,
  recordHostEvents,
  settled,
  startCall,
  widgetFrame,
  chooseWallet,
  clickChoice,
} from './support/hostPage'
import { ANVIL_RPC_URL, HOST_ORIGIN, NO_DEV_WALLET_WIDGET_URL, WIDGET_URL } from './support/origins'

const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

test('a first visit opens on the connect screen: a wallet injected in the iframe connects from it and the host gets connect', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', name: 'Frame Wallet', rdns: 'dev.test.frame' })
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)

  // Nothing remembered: the wallets are the first thing the visitor sees, no "Connect a wallet" before them.
  await expect(frame.getByTestId('connect-site')).toHaveText(`${HOST_ORIGIN} wants to connect`)
  await expect(frame.getByRole('button', { name: 'Connect a wallet' })).toHaveCount(0)
  await chooseWallet(frame, /Frame Wallet/)

  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
  await expect
    .poll(async () => (await hostEvents(page)).find((e) => e.name === 'connect')?.detail)
    .toEqual({
      address: wallet.address,
      chainId: 31337,
      wallet: expect.objectContaining({ name: 'Frame Wallet', rdns: 'dev.test.frame' }),
    })
  // The wallet was asked from inside the widget's frame, not from the host page.
  expect(wallet.requested('eth_requestAccounts')[0]!.frameUrl).toContain(WIDGET_URL)
  await expect(page.locator('#log li[data-line="event connect"]')).toHaveCount(1)
})

test('handle.connect() opens the connect screen and resolves with the account', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all' })
  const frame = await mountInline(page)
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })

  await startCall(page, 'connect', 'connect')
  await chooseWallet(frame, /Test Wallet/)
  const outcome = await settled(page, 'connect')
  expect(outcome.value).toEqual({
    address: wallet.address,
    chainId: 31337,
    wallet: expect.objectContaining({ name: 'Test Wallet' }),
  })
  expect(await page.evaluate(() => window.handle.getState())).toMatchObject({
    status: 'connected',
    address: wallet.address,
    chainId: 31337,
  })
})

test('the address never reaches the host before the visitor connects', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all' })
  wallet.authorized = true // the wallet already trusts the site, but the visitor has not connected here
  const frame = await mountInline(page)
  await frame.getByRole('button', { name: /Test Wallet/ }).waitFor()
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })
  expect((await hostEvents(page)).map((e) => e.name)).toEqual(['ready'])
  expect(JSON.stringify(await hostEvents(page))).not.toContain(wallet.address.slice(2).toLowerCase())
})

test('a host-page wallet named with look-alike letters (Cyrillic "Dеv wаllet") is not listed, and host wallets come after the widget’s own', async ({
  context,
  page,
}) => {
  await TestWallet.install(context, { frames: 'top', name: 'Dеv wаllet (аnvil #0)', rdns: 'dev.test.lookalike' })
  await TestWallet.install(context, { frames: 'top', name: 'Host Wallet', rdns: 'dev.test.host' })
  const frame = await mountInline(page)
  const names = frame.locator('.wallet-list .wallet-name')
  await expect(names.filter({ hasText: 'Host Wallet' })).toHaveCount(1)
  const listed = await names.allTextContents()
  expect(listed.filter((name) => /^D.v w.llet/.test(name))).toEqual(['Dev wallet (anvil #0)'])
  expect(listed.indexOf('Host Wallet')).toBe(listed.length - 1)
})

test('host-page wallets named with ASCII look-alikes ("C0inbase Wallet", "Phantorn") beside the real ones are not listed', async ({
  context,
  page,
}) => {
  // The real wallets are in the visitor's browser (every frame, the widget's included); the host page
  // announces two more of its own, spelled to pass for them.
  await TestWallet.install(context, { frames: 'all', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' })
  await TestWallet.install(context, { frames: 'all', name: 'Phantom', rdns: 'app.phantom' })
  await TestWallet.install(context, { frames: 'top', name: 'C0inbase Wallet', rdns: 'dev.test.c0inbase' })
  await TestWallet.install(context, { frames: 'top', name: 'Phantorn', rdns: 'dev.test.phantorn' })
  await TestWallet.install(context, { frames: 'top', name: 'Host Wallet', rdns: 'dev.test.host' })
  const frame = await mountInline(page)
  const names = frame.locator('.wallet-list .wallet-name')
  await expect(names.filter({ hasText: 'Host Wallet' })).toHaveCount(1)
  const listed = await names.allTextContents()
  expect(listed.filter((name) => /^C.inbase|^Phanto/.test(name))).toEqual(['Coinbase Wallet', 'Phantom'])
  await expect(frame.getByRole('button', { name: /C0inbase|Phantorn/ })).toHaveCount(0)
})

test('a wallet injected only in the host page is relayed into the widget, with its events', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, {
    frames: 'top',
    name: 'Host Wallet',
    rdns: 'dev.test.host',
    privateKey: devPrivateKey(ACCOUNTS.hostWallet),
  })
  const frame = await mountInline(page)
  const choice = frame.getByRole('button', { name: /Host Wallet/ })
  await expect(choice).toContainText(`through ${HOST_ORIGIN}`)
  await chooseWallet(frame, /Host Wallet/)
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
  await expect(frame.getByTestId('relayed-wallet')).toContainText(`Host Wallet is reached through ${HOST_ORIGIN}`)
  expect(wallet.requested('eth_requestAccounts')[0]!.frameUrl).toBe(`${HOST_ORIGIN}/blank.html`)
  // "Through <site>" on every screen of the account, Receive (whose address came through the host page) and Activity included.
  for (const screen of ['Receive', 'Activity']) {
    await frame.getByRole('button', { name: screen, exact: true }).click()
    await expect(frame.getByTestId('relayed-wallet')).toContainText(`Host Wallet is reached through ${HOST_ORIGIN}`)
    await frame.getByRole('button', { name: 'Back' }).click()
  }

  const other = privateKeyToAccount(devPrivateKey(ACCOUNTS.other)).address
  await wallet.emit(page, 'accountsChanged', [other])
  await expect
    .poll(async () => (await hostEvents(page)).filter((e) => e.name === 'accountsChanged').map((e) => e.detail))
    .toEqual([{ address: other }])
  await expect(frame.getByTestId('account-address')).toHaveText(other)
})

test('relayHostWallets: false keeps host-page wallets out of the widget', async ({ context, page }) => {
  await TestWallet.install(context, { frames: 'top', name: 'Host Wallet', rdns: 'dev.test.host' })
  const frame = await mountInline(page, { relayHostWallets: false })
  await expect(frame.getByRole('button', { name: /Dev wallet/ })).toBeVisible()
  await expect(frame.getByRole('button', { name: /Host Wallet/ })).toHaveCount(0)
})

test('the same wallet in the iframe and on the host page is offered once, from the iframe', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, {
    frames: 'all',
    name: 'Everywhere Wallet',
    rdns: 'dev.test.everywhere',
  })
  const frame = await mountInline(page)
  await expect(frame.getByRole('button', { name: /Everywhere Wallet/ })).toHaveCount(1)
  await chooseWallet(frame, /Everywhere Wallet/)
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
  expect(wallet.requested('eth_requestAccounts')[0]!.frameUrl).toContain('/widget/')
})

test('a rejection in the wallet rejects connect() with USER_REJECTED; a second connect() is BUSY', async ({
  context,
  page,
}) => {
  await TestWallet.install(context, { frames: 'all', connect: 'reject' })
  const frame = await mountInline(page)
  await startCall(page, 'first', 'connect')
  await frame.getByRole('button', { name: /Test Wallet/ }).waitFor()
  await startCall(page, 'second', 'connect')
  expect((await settled(page, 'second')).error).toEqual({ code: 'BUSY', name: 'WalletportError' })

  await chooseWallet(frame, /Test Wallet/)
  expect((await settled(page, 'first')).error).toEqual({ code: 'USER_REJECTED', name: 'WalletportError' })
  // Back on the list, with words the visitor understands, ready to try again.
  await expect(frame.getByTestId('connect-notice')).toHaveText('You declined the connection in Test Wallet.')
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })
})

test('a wallet that never answers can be cancelled, and connect() rejects USER_REJECTED', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', connect: 'hang' })
  const frame = await mountInline(page)
  await startCall(page, 'connect', 'connect')
  await chooseWallet(frame, /Test Wallet/)
  await expect(frame.getByTestId('connect-status')).toContainText('Approve the connection in Test Wallet')
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'connecting' })

  await frame.getByRole('button', { name: 'Cancel' }).click()
  expect((await settled(page, 'connect')).error).toEqual({ code: 'USER_REJECTED', name: 'WalletportError' })
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })

  // A fresh attempt works once the wallet answers again.
  wallet.connect = 'approve'
  await connectWallet(frame, wallet)
})

test('a wallet on an unsupported chain is offered a switch, adding the chain when the wallet lacks it', async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all', chainId: 1, knownChains: [1] })
  const frame = await mountInline(page)
  await chooseWallet(frame, /Test Wallet/)
  await expect(frame.getByTestId('connect-status')).toHaveText(/Test Wallet is on chain 1, which .* does not use here/)
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'connecting' })

  await frame.getByRole('button', { name: 'Switch to Anvil (local)' }).click()
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
  expect(wallet.requests.map((r) => r.method)).toEqual(
    expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
  )
  expect(wallet.requested('wallet_addEthereumChain')[0]!.params).toEqual([
    expect.objectContaining({ chainId: '0x7a69', chainName: 'Anvil (local)', rpcUrls: [ANVIL_RPC_URL] }),
  ])
  await expect
    .poll(async () => (await hostEvents(page)).find((e) => e.name === 'connect')?.detail)
    .toMatchObject({ chainId: 31337 })
})

for (const storage of ['partitioned', 'blocked'] as const) {
  test(`a reload restores the session (${storage} iframe storage: ${storage === 'partitioned' ? 'at once' : 'on a click of Continue as'}); after disconnect() a reload stays disconnected`, async ({
    context,
    page,
  }) => {
    if (storage === 'blocked') await blockWidgetStorage(context)
    const wallet = await TestWallet.install(context, { frames: 'all' })
    let frame = await mountConnected(page, wallet)
    const prompts = wallet.requested('eth_requestAccounts').length

    frame = await mountInline(page)
    if (storage === 'blocked') {
      // The hint lives in the host's storage, where the host could have forged it: the widget
      // offers the wallet, but reconnects only on the visitor's click.
      await expect(frame.getByTestId('continue-as')).toHaveText(
        `Continue as ${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)} with Test Wallet`,
      )
      // Time is the test: a second on, still nothing has connected without the click.
      await page.waitForTimeout(1000)
      expect((await hostEvents(page)).map((e) => e.name)).not.toContain('connect') // the page was reloaded: none since
      expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })
      await clickChoice(frame.getByTestId('continue-as'))
    }
    await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)
    await expect
      .poll(async () => (await hostEvents(page)).filter((e) => e.name === 'connect').at(-1)?.detail)
      .toMatchObject({ address: wallet.address })
    if (storage === 'partitioned') expect(wallet.requested('eth_requestAccounts')).toHaveLength(prompts) // restored with eth_accounts, no prompt

    await page.evaluate(() => window.handle.disconnect())
    await expect.poll(async () => (await hostEvents(page)).map((e) => e.name)).toContain('disconnect')
    await expect(frame.getByTestId('wallet-status')).toHaveText('No wallet connected')

    frame = await mountInline(page)
    // Nothing remembered now: a first visit's connect screen, or the home where the frame has no storage of its own.
    await (
      storage === 'blocked'
        ? frame.getByRole('button', { name: 'Connect a wallet' })
        : frame.getByRole('button', { name: /Test Wallet/ })
    ).waitFor()
    // Give a restore every chance to (wrongly) happen before asserting it did not: the waiting is the test.
    await page.waitForTimeout(1500)
    expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })
    expect((await hostEvents(page)).map((e) => e.name)).not.toContain('connect')
  })
}

test('the dev wallet connects on chain 31337 with no extension', async ({ page }) => {
  const frame = await mountInline(page)
  await startCall(page, 'connect', 'connect')
  await chooseWallet(frame, /Dev wallet/)
  expect((await settled(page, 'connect')).value).toMatchObject({
    address: ANVIL_ACCOUNT_0,
    chainId: 31337,
    wallet: { name: 'Dev wallet (anvil #0)' },
  })
})

test('the dev wallet is not offered when the deployment config disables it', async ({ context, page }) => {
  await TestWallet.install(context, { frames: 'all' })
  const frame = await mountInline(page, { widgetUrl: NO_DEV_WALLET_WIDGET_URL })
  await expect(frame.getByRole('button', { name: /Test Wallet/ })).toBeVisible()
  await expect(frame.getByRole('button', { name: /Dev wallet/ })).toHaveCount(0)
})

test('closing the launcher modal dismisses a pending connect() as USER_REJECTED', async ({ page }) => {
  await openLauncherHost(page)
  await startCall(page, 'connect', 'connect')
  const frame = await widgetFrame(page)
  await expect(page.locator('iframe[title="Walletport wallet"]')).toBeVisible()
  await expect(frame.getByRole('button', { name: /Dev wallet/ })).toBeVisible()
  await frame.getByRole('button', { name: 'Close wallet' }).click()
  expect((await settled(page, 'connect')).error).toEqual({ code: 'USER_REJECTED', name: 'WalletportError' })
  await expect(page.locator('iframe[title="Walletport wallet"]')).toBeHidden()
})

test('a session hint forged by the host asks the wallet nothing and connects nobody without a click; a corrupt one is cleared', async ({
  context,
  page,
}) => {
  await blockWidgetStorage(context)
  const wallet = await TestWallet.install(context, { frames: 'all' })
  wallet.authorized = true // the wallet would answer eth_accounts silently, for this and any address it holds
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  // The iframe's storage is blocked, so the hint lives in the host's: forge one, guessing the visitor.
  const guess = privateKeyToAccount(devPrivateKey(ACCOUNTS.other)).address
  await page.evaluate((address) => {
    localStorage.setItem(
      'walletport:session',
      JSON.stringify({ walletId: 'injected:dev.walletport.testwallet', address }),
    )
  }, guess)
  const frame = await mountInline(page)
  await expect(frame.getByTestId('continue-as')).toContainText(`${guess.slice(0, 6)}…${guess.slice(-4)}`)
  // Time is the test: a second and a half on, the forged hint has still made nothing happen.
  await page.waitForTimeout(1500)
  // Nothing tells the host whether its guess was right: no connect, no question to the wallet, the hint untouched.
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })
  expect((await hostEvents(page)).map((e) => e.name)).not.toContain('connect')
  expect(wallet.requested('eth_accounts')).toHaveLength(0)
  expect(wallet.requested('eth_requestAccounts')).toHaveLength(0)
  expect(await page.evaluate(() => localStorage.getItem('walletport:session'))).toContain(guess)
  // The visitor's click, confirmed in the secure window (the test wallet answers at once, and the hint's address
  // need not be its own), connects the wallet's own account, whatever the hint said.
  await clickChoice(frame.getByTestId('continue-as'))
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)

  await page.evaluate(() => localStorage.setItem('walletport:session', '{"walletId": 42'))
  const again = await mountInline(page)
  await again.getByRole('button', { name: 'Connect a wallet' }).waitFor()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('walletport:session'))).toBeNull()
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })
})

test("the wallet's chainChanged and an emptied account list reach the host as chainChanged and disconnect", async ({
  context,
  page,
}) => {
  const wallet = await TestWallet.install(context, { frames: 'all' })
  const frame = await mountConnected(page, wallet)

  await wallet.emit(page, 'chainChanged', '0x1')
  await expect
    .poll(async () => (await hostEvents(page)).filter((e) => e.name === 'chainChanged').map((e) => e.detail))
    .toEqual([{ chainId: 1 }])
  await expect(frame.getByTestId('account-chain')).toHaveText('Chain 1 (not offered here)')

  await wallet.emit(page, 'accountsChanged', [])
  await expect.poll(async () => (await hostEvents(page)).map((e) => e.name)).toContain('disconnect')
  await expect(frame.getByTestId('wallet-status')).toHaveText('No wallet connected')
  expect(await page.evaluate(() => window.handle.getState())).toEqual({ status: 'disconnected' })
})
