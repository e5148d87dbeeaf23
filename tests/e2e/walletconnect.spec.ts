import { expect, test, type BrowserContext, type Frame, type Page } from '@playwright/test'
import { Wallet, parseUnits } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { devchainToken } from '../../devchain/tokens'
import { tokenBalance } from '../../harness/chain'
import { ACCOUNTS } from '../../harness/testWallet'
import { PhoneWallet } from '../../harness/walletConnectWallet'
import {
  clickConfirm,
  hostEvents,
  mountInline,
  recordHostEvents,
  settled,
  startCall,
  startSend,
  chooseWallet,
} from './support/hostPage'
import {
  FOREIGN_DOMAIN,
  FOREIGN_ORIGIN,
  HOST_DOMAIN,
  RELAY_DOWN_WIDGET_URL,
  TWO_HOSTS_WIDGET_URL,
  WALLETCONNECT_RELAY_URL,
} from './support/origins'

const dUSD = devchainToken('dUSD')

/**
 * Only loopback is reachable, as on a machine with no internet; blocked with context.route rather
 * than setOffline, because the SDK refuses to connect at all when navigator.onLine is false.
 */
async function loopbackOnly(context: BrowserContext) {
  await context.route(/^(?!(https?|wss?):\/\/(127\.0\.0\.1|localhost)[:/])/, (route) =>
    route.abort('internetdisconnected'),
  )
}

/**
 * Test-only: answers WalletConnect's Verify API frame at once. The SDK loads
 * https://verify.walletconnect.org/v3/attestation?… in a hidden frame and waits up to 5 s for it
 * to post an attestation; with no internet every pairing would wait the full 5 s. The stand-in
 * page posts an unsigned attestation for the requested id, which the phone (in test mode) does
 * not check. See docs/wallets.md, "WalletConnect".
 */
async function answerVerifyApi(context: BrowserContext) {
  await context.route('https://verify.walletconnect.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        const id = new URLSearchParams(location.search).get('id')
        const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\\+/g, '-').replace(/\\//g, '_')
        parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation: part({ alg: 'none' }) + '.' + part({ id }) + '.' }), '*')
      </script>`,
    }),
  )
}

let phone: PhoneWallet
// Its tests share one named account: in order, one at a time, though its project runs tests in parallel.
test.describe.configure({ mode: 'default' })
test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
  await loopbackOnly(context)
  await answerVerifyApi(context)
  phone = await PhoneWallet.start({
    relayUrl: WALLETCONNECT_RELAY_URL,
    privateKey: devPrivateKey(ACCOUNTS.walletConnect),
  })
})
test.afterEach(async () => {
  await phone.disconnectAll().catch(() => {})
  await phone.close()
})

/** Picks WalletConnect in the widget and returns the URI it shows. */
async function pairingUri(frame: Frame): Promise<string> {
  await chooseWallet(frame, /WalletConnect/)
  const pairing = frame.getByTestId('wc-pairing')
  await expect(pairing).toHaveAttribute('data-uri', /^wc:/, { timeout: 15_000 })
  await expect(frame.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  return (await pairing.getAttribute('data-uri'))!
}

async function connectPhone(page: Page): Promise<Frame> {
  const frame = await mountInline(page)
  await phone.pair(await pairingUri(frame))
  await expect(frame.getByTestId('account-address')).toHaveText(phone.address, { timeout: 15_000 })
  return frame
}

test('pairing from the widget QR code connects the phone, and the host gets connect', async ({ page }) => {
  await connectPhone(page)
  await expect
    .poll(async () => (await hostEvents(page)).find((e) => e.name === 'connect')?.detail)
    .toEqual({
      address: phone.address,
      chainId: 31337,
      wallet: expect.objectContaining({ name: 'WalletConnect' }),
    })
  expect(phone.sessions).toHaveLength(1)
  // The phone is told which site asks (the SDK sets the url to the widget's own origin).
  expect(phone.sessions[0]!.peer.metadata.name).toBe(`Walletport on ${HOST_DOMAIN}`)
})

test('a token send goes through the WalletConnect session and lands on anvil', async ({ page }) => {
  const frame = await connectPhone(page)
  const to = Wallet.createRandom().address
  await startSend(page, 'send', { token: dUSD.address, to, amount: '6.5' })
  await clickConfirm(frame.getByTestId('confirm-send'))
  const { value } = await settled(page, 'send')
  expect(value).toMatchObject({ chainId: 31337 })
  await expect(frame.getByTestId('send-status')).toHaveAttribute('data-step', 'confirmed')
  expect(phone.requests.map((r) => r.method)).toContain('eth_sendTransaction')
  expect(await tokenBalance(dUSD.address, to)).toBe(parseUnits('6.5', 6))
})

test('a reload restores the WalletConnect session without a new pairing', async ({ page }) => {
  await connectPhone(page)
  const reloaded = await mountInline(page)
  await expect(reloaded.getByTestId('account-address')).toHaveText(phone.address, { timeout: 15_000 })
  await expect
    .poll(async () => (await hostEvents(page)).find((e) => e.name === 'connect')?.detail)
    .toMatchObject({ address: phone.address })
  expect(phone.sessions).toHaveLength(1)
})

test('two hosts of one site, sharing the widget storage, get two WalletConnect sessions, each named for its host', async ({
  context,
  page,
}) => {
  // localhost:4310 and localhost:4312 are one site: Chromium gives the widget frame on both the same storage partition.
  const hostA = await mountInline(page, { widgetUrl: TWO_HOSTS_WIDGET_URL })
  await phone.pair(await pairingUri(hostA))
  await expect(hostA.getByTestId('account-address')).toHaveText(phone.address, { timeout: 15_000 })

  const pageB = await context.newPage()
  const hostB = await mountInline(pageB, { widgetUrl: TWO_HOSTS_WIDGET_URL }, FOREIGN_ORIGIN)
  // Host B is not connected with host A's session: it gets a pairing of its own.
  await phone.pair(await pairingUri(hostB))
  await expect(hostB.getByTestId('account-address')).toHaveText(phone.address, { timeout: 15_000 })
  expect(phone.sessions.map((session) => session.peer.metadata.name).sort()).toEqual([
    `Walletport on ${HOST_DOMAIN}`,
    `Walletport on ${FOREIGN_DOMAIN}`,
  ])
  // The peer URL is the widget's own origin, the page that holds the session.
  expect(new Set(phone.sessions.map((session) => session.peer.metadata.url))).toEqual(
    new Set([new URL(TWO_HOSTS_WIDGET_URL).origin]),
  )
})

test('a rejection on the phone rejects connect() with USER_REJECTED', async ({ page }) => {
  phone.approveProposals = false
  const frame = await mountInline(page)
  await startCall(page, 'connect', 'connect')
  await phone.pair(await pairingUri(frame))
  expect((await settled(page, 'connect')).error).toEqual({ code: 'USER_REJECTED', name: 'WalletportError' })
  await expect(frame.getByTestId('connect-notice')).toHaveText('You declined the connection in WalletConnect.')
})

test('ending the session on the phone disconnects the widget and tells the host', async ({ page }) => {
  const frame = await connectPhone(page)
  await phone.disconnectAll()
  await expect.poll(async () => (await hostEvents(page)).map((e) => e.name)).toContain('disconnect')
  await expect(frame.getByTestId('wallet-status')).toHaveText('No wallet connected')
})

test('an unreachable relay gets a clear message, not a spinner forever', async ({ page }) => {
  test.setTimeout(60_000)
  const frame = await mountInline(page, { widgetUrl: RELAY_DOWN_WIDGET_URL })
  await chooseWallet(frame, /WalletConnect/)
  await expect(frame.getByTestId('connect-notice')).toContainText('cannot reach the WalletConnect relay', {
    timeout: 30_000,
  })
  await expect(frame.getByRole('button', { name: /WalletConnect/ })).toBeVisible()
})
