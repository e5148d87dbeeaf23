import { expect, test, type Page } from '@playwright/test'
import { Wallet } from 'ethers'
import { devPrivateKey } from '../../devchain/accounts'
import { ACCOUNTS, TestWallet } from '../../harness/testWallet'
import {
  hostEvents,
  mountConnected,
  mountInline,
  openRawBridge,
  recordHostEvents,
  widgetFrame,
  type RawBridge,
  chooseWallet,
  composeSend,
} from './support/hostPage'
import {
  ANVIL_2_RPC_URL,
  ANVIL_RPC_URL,
  BUNDLER_URL,
  FOREIGN_ORIGIN,
  HOST_ORIGIN,
  PASSKEY_HOST_ORIGIN,
  PAYMASTER_URL,
  WALLETCONNECT_RELAY_URL,
  WIDGET_ORIGIN,
  WIDGET_URL,
} from './support/origins'

const KEY = devPrivateKey(ACCOUNTS.hardening)
// Its tests share one named account: in order, one at a time, though its project runs tests in parallel.
test.describe.configure({ mode: 'default' })

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

test('the widget page sends its security headers, and the loader sandboxes the iframe', async ({ page, request }) => {
  const response = await request.get(WIDGET_URL)
  const headers = response.headers()
  const csp = headers['content-security-policy']!
  // The dev deployment: the demo host, and the same demo as the passkey demo's host.
  expect(csp).toContain(`frame-ancestors ${HOST_ORIGIN} ${PASSKEY_HOST_ORIGIN};`)
  expect(csp).toContain("script-src 'self';")
  expect(csp).toContain("default-src 'none';")
  // The chains, the passkey wallet's bundler and paymaster, the WalletConnect relay.
  expect(csp).toContain(
    `connect-src 'self' ${ANVIL_RPC_URL} ${ANVIL_2_RPC_URL} ${BUNDLER_URL} ${PAYMASTER_URL} ${WALLETCONNECT_RELAY_URL};`,
  )
  // WebAuthn for the widget's own origin only (the passkey wallet); every other powerful feature off.
  expect(headers['permissions-policy']).toContain('publickey-credentials-get=(self)')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')

  await mountInline(page)
  const iframe = page.locator('#wallet iframe')
  expect((await iframe.getAttribute('sandbox'))!.split(' ').sort()).toEqual([
    'allow-forms',
    'allow-popups',
    'allow-popups-to-escape-sandbox',
    'allow-same-origin',
    'allow-scripts',
    'allow-top-navigation-by-user-activation',
  ])
  expect(await iframe.getAttribute('allow')).toBe(
    'clipboard-write; publickey-credentials-create; publickey-credentials-get',
  )
  expect(await iframe.getAttribute('referrerpolicy')).toBe('origin')
})

test('a page on a non-allowed origin gets nothing: no ready, no widget, no address', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  wallet.authorized = true
  await page.goto(`${FOREIGN_ORIGIN}/blank.html`)
  await page.addScriptTag({ url: `${WIDGET_ORIGIN}/walletport.js` })
  const outcome = await page.evaluate(async () => {
    const handle = window.Walletport!.mount({ target: '#wallet', timeoutMs: 2000 })
    const ready = await handle.ready.then(
      () => 'ready',
      (e: { code: string }) => e.code,
    )
    const state = await handle.getState().then(
      () => 'answered',
      (e: { code: string }) => e.code,
    )
    return { ready, state }
  })
  expect(outcome.ready).toBe('ORIGIN_NOT_ALLOWED')
  // Calls fail with the same refusal: nothing was answered.
  expect(outcome.state).toBe('ORIGIN_NOT_ALLOWED')
  const events = await hostEvents(page)
  expect(events.map((e) => e.name)).toEqual(['error'])
  expect(JSON.stringify(events)).not.toContain(wallet.address.slice(2, 12))
  expect(page.frames().filter((f) => f.url().startsWith(WIDGET_ORIGIN))).toHaveLength(0)
})

test('fuzz: thousands of random and malformed messages crash nothing, and every malformed call is INVALID_REQUEST', async ({
  page,
}) => {
  await openRawBridge(page)
  const report = await page.evaluate(async () => {
    const { rawBridge: remote, rawWidget: widget } = window as unknown as {
      rawBridge: RawBridge
      rawWidget: HTMLIFrameElement
    }

    // A small deterministic generator, so a failure can be replayed.
    let seed = 42
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!
    const nasty = (depth = 0): unknown => {
      const kind = Math.floor(random() * 10)
      if (depth > 2) return pick<unknown>([null, 1, 'x', {}, [], true, -0])
      switch (kind) {
        case 0:
          return 'x'.repeat(Math.floor(random() * 100_000))
        case 1:
          return Math.floor(random() * 2 ** 53) * (random() > 0.5 ? -1 : 1)
        case 2:
          return JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}')
        case 3: {
          let deep: unknown = {}
          for (let i = 0; i < 100; i++) deep = { a: deep }
          return deep
        }
        case 4:
          return Array.from({ length: Math.floor(random() * 50) }, () => nasty(depth + 1))
        case 5:
          return {
            method: pick([
              'configure',
              'getState',
              'send',
              'getBalances',
              'providerRequest',
              'hostWalletEvent',
              'toString',
              '__proto__',
              '',
            ]),
            params: nasty(depth + 1),
          }
        case 6:
          return undefined
        case 7:
          return { method: 'send', params: { token: nasty(depth + 1), to: nasty(depth + 1), amount: nasty(depth + 1) } }
        case 8:
          return new Date()
        default:
          return {
            method: 'configure',
            params: {
              chains: nasty(depth + 1),
              tokens: nasty(depth + 1),
              theme: nasty(depth + 1),
              accent: nasty(depth + 1),
            },
          }
      }
    }
    const codes: Record<string, number> = {}
    let calls = 0
    for (let i = 0; i < 1500; i++) {
      const input = nasty()
      let answer: { ok: boolean; error?: { code: string } }
      try {
        // connect() with no params is valid and waits for the visitor; a fuzzer never sends it.
        answer = await Promise.race([
          remote.call(input),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('pending')), 2000)),
        ])
      } catch (error) {
        // Thrown on our (the attacker's) side by postMessage's structured clone, or still waiting.
        answer = { ok: false, error: { code: (error as Error).message === 'pending' ? 'PENDING' : 'NOT_SENT' } }
      }
      calls++
      const code = answer.ok ? 'ok' : answer.error!.code
      codes[code] = (codes[code] ?? 0) + 1
    }
    // Raw postMessages of wrong penpal shapes, from the parent and floods of them.
    for (let i = 0; i < 2000; i++) {
      try {
        widget.contentWindow!.postMessage(
          pick([
            { namespace: 'penpal', type: 'CALL', id: i, methodPath: ['call'], args: [nasty()] },
            { namespace: 'penpal', type: 'SYN' },
            nasty(),
            'penpal',
            { penpal: 'call' },
          ]),
          '*',
        )
      } catch {
        // unclonable on our side
      }
    }
    const still = await remote.call({ method: 'getState' })
    return { calls, codes, still }
  })
  expect(report.calls).toBe(1500)
  expect(report.codes['PENDING'] ?? 0).toBe(0)
  for (const code of Object.keys(report.codes))
    expect([
      'ok',
      'NOT_SENT',
      'INVALID_REQUEST',
      'INVALID_ADDRESS',
      'UNKNOWN_TOKEN',
      'INVALID_AMOUNT',
      'NOT_CONNECTED',
      'UNSUPPORTED_CHAIN',
      'BUSY',
    ]).toContain(code)
  expect(report.codes['INVALID_REQUEST']).toBeGreaterThan(300)
  expect(report.still).toEqual({ ok: true, value: { status: 'disconnected' } })
  const frame = await widgetFrame(page)
  expect(await frame.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted')
  const heap = await frame.evaluate(
    () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  )
  expect(heap).toBeLessThan(200 * 1024 * 1024)
})

test('floods of connect() and send() get BUSY without stacking screens', async ({ context, page }) => {
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
  const frame = await mountInline(page)
  await page.evaluate(() => {
    void window.handle.connect().catch(() => {})
  })
  const codes = await page.evaluate(async () => {
    const out: string[] = []
    for (let i = 0; i < 30; i++)
      out.push(
        await window.handle.connect().then(
          () => 'ok',
          (e: { code: string }) => e.code,
        ),
      )
    return out
  })
  expect(new Set(codes)).toEqual(new Set(['BUSY']))
  await expect(frame.getByRole('heading', { name: /wants to connect/ })).toHaveCount(1)
  await chooseWallet(frame, /Test Wallet/)
  await expect(frame.getByTestId('account-address')).toHaveText(wallet.address)

  const to = Wallet.createRandom().address
  const sends = await page.evaluate(async (recipient) => {
    const attempts = Array.from({ length: 40 }, () =>
      window.handle.send({ token: 'native', to: recipient, amount: '0.001' }).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      ),
    )
    await new Promise((r) => setTimeout(r, 1500))
    return Promise.race([Promise.all(attempts.slice(1)), new Promise((r) => setTimeout(() => r('pending'), 3000))])
  }, to)
  expect(new Set(sends as string[])).toEqual(new Set(['BUSY']))
  await expect(frame.getByTestId('confirm-send')).toHaveCount(1)
  expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
})

/** Mounts, connects and opens a host send's review, until the guard would take a click; returns the widget's frame. */
/** A send the visitor composed in the widget: the review whose Confirm is in the frame, guarded by what the browser reports. */
async function reviewOpen(page: Page, wallet: TestWallet) {
  const frame = await mountConnected(page, wallet)
  await composeSend(frame, '0x000000000000000000000000000000000000dEaD', '0.001')
  // The review has been seen whole for the confirm delay: the attack starts from a Confirm the guard would let through.
  await expect(frame.getByTestId('confirm-send')).toHaveAttribute('data-guard', 'ready')
  return frame
}

const ATTACKS: [string, string][] = [
  [
    'a covering element',
    `const c = document.createElement('div'); const r = document.querySelector('#wallet iframe').getBoundingClientRect(); Object.assign(c.style, { position: 'fixed', left: r.left + 'px', top: r.top + 'px', width: r.width + 'px', height: r.height + 'px', background: 'white', zIndex: 10 }); document.body.append(c)`,
  ],
  ['opacity: 0', `document.querySelector('#wallet iframe').style.opacity = '0'`],
  ['opacity: 0.1', `document.querySelector('#wallet iframe').style.opacity = '0.1'`],
  [
    'moved off screen',
    `Object.assign(document.querySelector('#wallet iframe').style, { position: 'fixed', left: '-5000px' })`,
  ],
  ['clipped to nothing', `document.querySelector('#wallet iframe').style.clipPath = 'inset(0 0 100% 0)'`],
  ['scaled and transformed', `document.querySelector('#wallet iframe').style.transform = 'scale(0.2) rotate(3deg)'`],
]

for (const [name, attack] of ATTACKS) {
  test(`a host that hides the iframe (${name}) cannot get the confirm button enabled`, async ({ context, page }) => {
    const wallet = await TestWallet.install(context, { frames: 'all', privateKey: KEY })
    const frame = await reviewOpen(page, wallet)
    const confirm = frame.getByTestId('confirm-send')
    await page.evaluate(attack)
    // The guard sees the iframe hidden: Confirm goes disabled.
    await expect(confirm).toHaveAttribute('data-guard', 'hidden')
    await expect(confirm).toBeDisabled()
    // Force-clicking the disabled button does nothing either (the click itself may fail where the button is off screen).
    await confirm.click({ force: true }).catch(() => {})
    // Time is the test: well past the 500 ms confirm delay, the hidden review has not settled into
    // an enabled Confirm, and the click has reached nothing.
    await page.waitForTimeout(1000)
    await expect(confirm).toHaveAttribute('data-guard', 'hidden')
    await expect(confirm).toBeDisabled()
    await expect(confirm).toHaveText('Confirm and send')
    expect(wallet.requested('eth_sendTransaction')).toHaveLength(0)
  })
}

test('fuzz on the loader: messages from the page or other frames reach no listener and break nothing', async ({
  page,
}) => {
  await mountInline(page)
  const outcome = await page.evaluate(async () => {
    const seen: string[] = []
    for (const name of ['ready', 'connect', 'disconnect', 'accountsChanged', 'chainChanged', 'send', 'error']) {
      addEventListener(`walletport:${name}`, () => seen.push(name))
    }
    const shapes: unknown[] = [
      {
        namespace: 'penpal',
        type: 'CALL',
        id: 'x',
        methodPath: ['notify'],
        args: [{ kind: 'event', name: 'connect', payload: { address: '0x1' } }],
      },
      { namespace: 'penpal', type: 'SYN', participantId: 'evil' },
      { namespace: 'penpal', type: 'REPLY', callId: '1', value: { ok: true, value: 'forged' } },
      { kind: 'event', name: 'connect', payload: {} },
      JSON.parse('{"__proto__": {"polluted": true}}'),
      'x'.repeat(100_000),
      null,
    ]
    // From the page itself, and from a same-origin child frame: neither is the widget.
    const intruder = document.createElement('iframe')
    document.body.append(intruder)
    for (let i = 0; i < 3000; i++) {
      const message = shapes[i % shapes.length]
      postMessage(message, '*')
      intruder.contentWindow!.parent.postMessage(message, '*')
    }
    await new Promise((r) => setTimeout(r, 1000))
    const state = await window.handle.getState()
    return { seen, state, polluted: ({} as Record<string, unknown>).polluted ?? null }
  })
  expect(outcome).toEqual({ seen: [], state: { status: 'disconnected' }, polluted: null })
})
