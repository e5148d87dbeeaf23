import type * as PenpalModule from 'penpal'
import { expect, test } from '@playwright/test'
import {
  hostEvents,
  openBlankHost,
  openRawBridge,
  PENPAL_SOURCE,
  recordHostEvents,
  widgetFrame,
  type RawBridge,
} from './support/hostPage'
import { FOREIGN_ORIGIN, HOST_ORIGIN, WIDGET_ORIGIN, WIDGET_URL } from './support/origins'

test.beforeEach(async ({ context }) => {
  await recordHostEvents(context)
})

test('the inline demo embeds the widget cross-origin and reports ready', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/index.html`)
  const frame = await widgetFrame(page)
  await expect(frame.getByTestId('host-origin')).toHaveText(HOST_ORIGIN)
  await expect(frame.getByTestId('connect-site')).toHaveText(`${HOST_ORIGIN} wants to connect`)
  await expect.poll(async () => (await hostEvents(page)).map((e) => e.name)).toContain('ready')
  // The demo's own log shows the event, as a person using the demo sees it.
  await expect(page.locator('#log li[data-line="event ready"]')).toHaveCount(1)
  // The iframe really is on the other origin: the host cannot reach into it.
  const crossOrigin = await page.evaluate(() => {
    try {
      return document.querySelector('iframe')!.contentWindow!.document === undefined
    } catch {
      return true
    }
  })
  expect(crossOrigin).toBe(true)
})

test('getState() answers disconnected over the bridge', async ({ page }) => {
  await openBlankHost(page)
  const state = await page.evaluate(async () => {
    const handle = window.Walletport!.mount({ target: '#wallet' })
    await handle.ready
    return handle.getState()
  })
  expect(state).toEqual({ status: 'disconnected' })
})

test('the script tag alone mounts a launcher that opens and closes the modal', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/launcher.html`)
  await expect.poll(async () => (await hostEvents(page)).map((e) => e.name)).toContain('ready')
  const launcher = page.getByRole('button', { name: 'Wallet' })
  await expect(launcher).toBeVisible()
  const iframe = page.locator('iframe[title="Walletport wallet"]')
  await expect(iframe).toBeHidden()

  await launcher.click()
  await expect(iframe).toBeVisible()
  const frame = await widgetFrame(page)
  await expect(frame.getByRole('dialog')).toBeVisible()
  await expect(frame.getByTestId('host-origin')).toHaveText(HOST_ORIGIN)

  await frame.getByRole('button', { name: 'Close wallet' }).click()
  await expect(iframe).toBeHidden()

  // Walletport.instance is the auto-mounted handle; its open()/close() drive the same modal.
  await page.evaluate(() => window.Walletport!.instance!.open())
  await expect(iframe).toBeVisible()
  await frame.locator('body').press('Escape')
  await expect(iframe).toBeHidden()
})

test('data-mount with a selector mounts inline there', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  await page.evaluate((src) => {
    const script = document.createElement('script')
    script.src = src
    script.dataset.mount = '#wallet'
    document.body.append(script)
  }, `${WIDGET_ORIGIN}/walletport.js`)
  await expect.poll(async () => (await hostEvents(page)).map((e) => e.name)).toContain('ready')
  await expect(page.locator('#wallet > iframe')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Wallet' })).toHaveCount(0)
})

test('on() listeners get events and the returned function unsubscribes', async ({ page }) => {
  await openBlankHost(page)
  const seen = await page.evaluate(async () => {
    const handle = window.Walletport!.mount({ target: '#wallet' })
    const calls: string[] = []
    const unsubscribe = handle.on('ready', () => calls.push('kept'))
    const dropped = () => calls.push('dropped')
    handle.on('ready', dropped)
    handle.off('ready', dropped)
    handle.on('ready', () => {
      throw new Error('a throwing listener must not stop the others')
    })
    handle.on('ready', () => calls.push('after-throw'))
    await handle.ready
    unsubscribe()
    return calls
  })
  expect(seen).toEqual(['kept', 'after-throw'])
})

test('destroy() removes the iframe and rejects pending calls with DESTROYED', async ({ page }) => {
  await openBlankHost(page)
  const result = await page.evaluate(async () => {
    const handle = window.Walletport!.mount({ target: '#wallet' })
    const pendingReady = handle.ready.catch((e: { code: string }) => e.code)
    const pendingCall = handle.getState().catch((e: { code: string }) => e.code)
    handle.destroy()
    const afterCall = await handle.getState().catch((e: { name: string; code: string }) => `${e.name}:${e.code}`)
    return {
      ready: await pendingReady,
      call: await pendingCall,
      afterCall,
      iframes: document.querySelectorAll('iframe').length,
    }
  })
  expect(result).toEqual({ ready: 'DESTROYED', call: 'DESTROYED', afterCall: 'WalletportError:DESTROYED', iframes: 0 })
})

test('a host on a non-allowed origin gets ORIGIN_NOT_ALLOWED and no widget', async ({ page }) => {
  await page.goto(`${FOREIGN_ORIGIN}/not-allowed.html`)
  await expect(page.locator('#outcome')).toHaveAttribute('data-code', 'ORIGIN_NOT_ALLOWED', { timeout: 8_000 })
  const events = await hostEvents(page)
  expect(events.map((e) => e.name)).toEqual(['error'])
  expect(events[0]!.detail).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' })
  // The browser refused to render the widget there, and the loader removed the dead frame.
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(page.frames().some((f) => f.url().startsWith(WIDGET_ORIGIN))).toBe(false)
})

test('a handshake that never completes rejects ready with TIMEOUT', async ({ page }) => {
  await openBlankHost(page)
  const started = Date.now()
  const code = await page.evaluate(async (url) => {
    // A page on the widget origin that is not the widget: nothing there answers the handshake.
    const handle = window.Walletport!.mount({ target: '#wallet', widgetUrl: url, timeoutMs: 1500 })
    return handle.ready.then(
      () => 'resolved',
      (e: { code: string }) => e.code,
    )
  }, `${WIDGET_ORIGIN}/not-a-widget/`)
  expect(code).toBe('TIMEOUT')
  expect(Date.now() - started).toBeLessThan(6_000)
})

test('the widget answers its parent but ignores a bridge handshake from another window', async ({ page }) => {
  await page.goto(`${HOST_ORIGIN}/blank.html`)
  const outcome = await page.evaluate(
    async ({ penpal, widgetUrl, widgetOrigin }) => {
      const widget = document.createElement('iframe')
      widget.src = widgetUrl
      widget.referrerPolicy = 'origin'
      document.body.append(widget)
      await new Promise((r) => widget.addEventListener('load', r, { once: true }))

      // The intruder: a sibling frame on the same (allowed) origin running its own penpal.
      const intruder = document.createElement('iframe')
      intruder.srcdoc = '<!doctype html><p>intruder</p>'
      document.body.append(intruder)
      await new Promise((r) => intruder.addEventListener('load', r, { once: true }))
      const intruderWindow = intruder.contentWindow as Window & { eval(code: string): unknown }
      intruderWindow.eval(penpal)
      const intruderResult = await (intruderWindow.eval(`
        Penpal.connect({
          messenger: new Penpal.WindowMessenger({ remoteWindow: parent.frames[0], allowedOrigins: [${JSON.stringify(widgetOrigin)}] }),
          channel: 'walletport/1',
          timeout: 2500,
        }).promise.then(() => 'connected', (e) => e.code)
      `) as Promise<string>)

      // The control: the real parent, same code path, same widget: it must connect.
      // The attacker's page runs penpal's own browser build: its source, evaluated in the page.
      // oxlint-disable-next-line no-eval
      ;(0, eval)(penpal)
      const Penpal = (window as unknown as { Penpal: typeof PenpalModule }).Penpal
      const parentResult = await Penpal.connect({
        messenger: new Penpal.WindowMessenger({ remoteWindow: widget.contentWindow!, allowedOrigins: [widgetOrigin] }),
        channel: 'walletport/1',
        timeout: 5000,
      }).promise.then(
        () => 'connected',
        (e: { code: string }) => e.code,
      )
      return { intruderResult, parentResult }
    },
    { penpal: PENPAL_SOURCE, widgetUrl: WIDGET_URL, widgetOrigin: WIDGET_ORIGIN },
  )
  expect(outcome).toEqual({ intruderResult: 'CONNECTION_TIMEOUT', parentResult: 'connected' })
})

test('malformed or unknown bridge calls get INVALID_REQUEST and the widget keeps working', async ({ page }) => {
  await openRawBridge(page)
  const answers = await page.evaluate(async () => {
    const remote = (window as unknown as { rawBridge: RawBridge }).rawBridge
    const inputs: unknown[] = [
      'getState',
      null,
      [],
      { method: 'stealKeys' },
      { method: '__proto__' },
      { method: 'getState', params: { extra: true } },
      { method: 'configure', params: { chains: 'all' } },
      { method: 'configure', params: { theme: 'neon' } },
      { method: 'configure', params: { accent: 'red;background:url(x)' } },
      { method: 'configure', params: { tokens: [{ chainId: 31337, address: 'nope' }] } },
    ]
    const codes = []
    for (const input of inputs) {
      const answer = await remote.call(input)
      codes.push(answer.ok ? 'ok' : answer.error!.code)
    }
    const unsupported = await remote.call({ method: 'configure', params: { chains: [999999] } })
    // Own `__proto__` keys (JSON.parse makes them) must neither pollute nor crash.
    const pollution = await remote.call(JSON.parse('{"method":"configure","params":{"__proto__":{"polluted":true}}}'))
    // Configured once (by the call above when it was accepted): a repeat restarts nothing.
    const again = await remote.call({ method: 'configure', params: { theme: 'dark' } })
    const stillWorks = await remote.call({ method: 'getState' })
    return { codes, pollution: pollution.ok || pollution.error!.code, unsupported, again, stillWorks }
  })
  expect(answers.codes).toEqual([
    'INVALID_REQUEST',
    'INVALID_REQUEST',
    'INVALID_REQUEST',
    'INVALID_REQUEST',
    'INVALID_REQUEST',
    'INVALID_REQUEST',
    'INVALID_REQUEST',
    'INVALID_REQUEST',
    'INVALID_REQUEST',
    'INVALID_ADDRESS',
  ])
  // Unknown keys, `__proto__` among them, are dropped: the options are valid, and now taken.
  expect(answers.pollution).toBe(true)
  const widget = await widgetFrame(page)
  expect(await widget.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted')
  expect(answers.unsupported).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_CHAIN' } })
  expect(answers.again).toMatchObject({
    ok: false,
    error: { code: 'INVALID_REQUEST', message: 'the widget is already configured' },
  })
  expect(answers.stillWorks).toEqual({ ok: true, value: { status: 'disconnected' } })
})

test('the dev server sends every kind of built file with its media type (scripts/serve.ts)', async ({ request }) => {
  const page = await (await request.get(`${WIDGET_ORIGIN}/widget/`)).text()
  const asset = (extension: string) => new RegExp(`\\./(assets/[^"]+\\.${extension})"`).exec(page)![1]!
  const expected: [string, string][] = [
    ['/walletport.js', 'text/javascript; charset=utf-8'],
    ['/esm/walletport.mjs', 'text/javascript; charset=utf-8'],
    [`/widget/${asset('js')}`, 'text/javascript; charset=utf-8'],
    [`/widget/${asset('css')}`, 'text/css; charset=utf-8'],
    ['/widget/walletport.config.json', 'application/json; charset=utf-8'],
    ['/widget/', 'text/html; charset=utf-8'],
  ]
  for (const [path, type] of expected) {
    const response = await request.get(WIDGET_ORIGIN + path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toBe(type)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
})
