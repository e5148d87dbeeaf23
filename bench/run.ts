/**
 * `npm run bench`: size, start-up and RPC cost of Walletport against baselines measured in the
 * same run, on the real stack (anvil, the three origins, Debian Chromium). Prints a table, writes
 * bench/results.json, and exits non-zero when a budget of shared/design.md is broken.
 *
 * Timings are noisy on a shared machine: each is repeated and reported as median [min–max], and
 * start-up as a ratio to a cross-origin iframe rendering a React hello world, measured alongside.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chromium, type Frame, type Page } from '@playwright/test'
import { devPrivateKey } from '../devchain/accounts'
import {
  BUNDLER_PORT,
  HOST_ORIGIN,
  PASSKEY_HOST_ORIGIN,
  PAYMASTER_PORT,
  WIDGET_NAMED_ORIGIN,
  WIDGET_ORIGIN,
  WIDGET_VARIANTS,
  widgetVariantOrigin,
} from '../devchain/ports'
import { PASSKEY_CHAIN_ID, startDevchains } from '../devchain/start'
import { devchainToken } from '../devchain/tokens'
import { startServers } from '../scripts/serve'
import { BUDGETS } from './budgets'
import { deployDemoTokens, erc20, freshAccount, signer } from '../harness/chain'
import { RpcProxy } from '../harness/rpcProxy'
import { TestWallet } from '../harness/testWallet'
import { startBundler } from '../harness/bundler'
import { startDevPaymaster } from '../harness/devPaymaster'
import { LocalRelay } from '../harness/walletConnectRelay'

const ROOT = resolve(import.meta.dirname, '..')
const DIST = resolve(ROOT, 'dist')
const HOST = HOST_ORIGIN
const WIDGET = WIDGET_ORIGIN
const PROXIED_WIDGET = `${widgetVariantOrigin(WIDGET_VARIANTS.proxiedChain.port)}/widget/`
const RUNS = 5

/** The steps of the widget's start, each in ms after the script tag was inserted. */
type Trace = Record<keyof typeof TRACE_STEPS, number>
const TRACE_STEPS = {
  loaderRun: 'walletport.js ran (iframe created)',
  html: 'widget HTML received',
  start: 'widget pageStart ran (bridge opening)',
  entry: 'widget shell JS received (React)',
  paint: 'widget first paint',
  handshake: 'bridge handshake done (widget)',
  configured: 'host options answered (widget)',
  ready: 'ready (host)',
  wallet: 'wallet code loaded, screen live',
}

type Row = { metric: string; walletport: string; baseline: string; ratio?: string; budget?: string; ok?: boolean }
const rows: Row[] = []
const results: Record<string, unknown> = {}
const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length
const br = (data: Buffer | string) => brotliCompressSync(data).length
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const spread = (xs: number[]) =>
  `${median(xs).toFixed(0)} [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`

const chains = await startDevchains()
const relay = await LocalRelay.start(8700)
// The passkey wallet's bundler and paymaster, as npm start runs them.
const passkeyRpcUrl = chains.find((chain) => chain.chainId === PASSKEY_CHAIN_ID)!.rpcUrl
const bundler = await startBundler({ rpcUrl: passkeyRpcUrl, port: BUNDLER_PORT })
const paymaster = await startDevPaymaster({ rpcUrl: passkeyRpcUrl, port: PAYMASTER_PORT })
const servers = await startServers({
  distDir: DIST,
  devDir: resolve(ROOT, 'dist-dev'),
  configPath: resolve(ROOT, 'walletport.config.json'),
  variants: [
    { port: 4314, configPath: resolve(ROOT, 'tests/fixtures/proxied-chain.config.json') },
    { port: 4317, configPath: resolve(ROOT, 'tests/fixtures/websocket-chain.config.json') },
  ],
})
const proxy = await RpcProxy.start(8600, 'http://127.0.0.1:8545')
const proxy2 = await RpcProxy.start(8601, 'http://127.0.0.1:8546')
// The WebSocket deployment's only RPC URL is ws://127.0.0.1:8603 (its HTTP twin is the same proxy).
const wsProxy = await RpcProxy.start(8603, 'ws://127.0.0.1:8545')
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
let failed = false

try {
  // ── Bytes ────────────────────────────────────────────────────────────────
  const loader = readFileSync(resolve(DIST, 'walletport.js'))
  const wcChunk = readdirSync(resolve(DIST, 'widget/assets')).find((f) =>
    readFileSync(resolve(DIST, 'widget/assets', f)).includes('irn_subscribe'),
  )!
  const firstPaint = await widgetFirstPaintBytes()
  const entry = firstPaintFiles()
  const entryGzip = entry.reduce((sum, file) => sum + gz(readFileSync(resolve(DIST, 'widget', file))), 0)
  rows.push({
    metric: 'walletport.js (gzip / brotli)',
    walletport: `${gz(loader)} B / ${br(loader)} B`,
    baseline: '400 KB – 1.4 MB (wallet kits)',
    budget: `≤ ${BUDGETS.loaderGzipBytes} B gzip`,
    ok: gz(loader) <= BUDGETS.loaderGzipBytes,
  })
  rows.push({
    metric: 'widget first paint JS+CSS (gzip: the entry, its static imports, CSS)',
    walletport: `${(entryGzip / 1024).toFixed(1)} KB in ${entry.length} files`,
    baseline: '',
    budget: `≤ ${BUDGETS.firstPaintGzipBytes / 1024} KB`,
    ok: entryGzip <= BUDGETS.firstPaintGzipBytes,
  })
  rows.push({
    metric: '  JS+CSS requested before first paint (network log; the wallet loads in parallel)',
    walletport: `${(firstPaint.gzip / 1024).toFixed(1)} KB in ${firstPaint.files} files`,
    baseline: '',
  })
  rows.push({
    metric: 'WalletConnect chunk (on demand)',
    walletport: `${(gz(readFileSync(resolve(DIST, 'widget/assets', wcChunk))) / 1024).toFixed(1)} KB gzip`,
    baseline: '',
    budget: 'not in first paint',
    ok: !firstPaint.urls.some((u) => u.includes(wcChunk)),
  })
  rows.push({
    metric: 'host page bytes before ready (raw)',
    walletport: `${firstPaint.hostBytes} B`,
    baseline: '',
    budget: 'walletport.js, then host/bridge.js in parallel with the iframe',
    ok:
      firstPaint.hostFiles.every(
        (u) => u.endsWith('/walletport.js') || u.endsWith('/widget/host/bridge.js') || u.startsWith(HOST),
      ) || (console.error('host files before ready:', firstPaint.hostFiles), false),
  })
  Object.assign(results, {
    loaderGzip: gz(loader),
    loaderBrotli: br(loader),
    firstPaintGzip: entryGzip,
    firstPaintFiles: entry,
    requestedBeforePaintGzip: firstPaint.gzip,
    firstPaintUrls: firstPaint.urls,
    hostBytesBeforeReady: firstPaint.hostBytes,
  })

  // ── Start-up ─────────────────────────────────────────────────────────────
  const startup = {
    ready: [] as number[],
    paint: [] as number[],
    baselinePaint: [] as number[],
    baselineLoad: [] as number[],
  }
  const traces: Trace[] = []
  for (let i = 0; i < RUNS; i++) {
    const w = await measureStartup(`${WIDGET}/walletport.js`)
    startup.ready.push(w.ready)
    startup.paint.push(w.paint)
    traces.push(w.trace)
    const b = await measureBaseline()
    startup.baselinePaint.push(b.paint)
    startup.baselineLoad.push(b.load)
  }
  const paintRatio = median(startup.paint) / median(startup.baselinePaint)
  const readyRatio = median(startup.ready) / median(startup.baselineLoad)
  rows.push({
    metric: 'script insertion → widget first paint (ms)',
    walletport: spread(startup.paint),
    baseline: spread(startup.baselinePaint),
    ratio: paintRatio.toFixed(2),
    budget: `≤ ${BUDGETS.firstPaintRatio}×`,
    ok: paintRatio <= BUDGETS.firstPaintRatio,
  })
  rows.push({
    metric: 'script insertion → ready (ms)',
    walletport: spread(startup.ready),
    baseline: `${spread(startup.baselineLoad)} (iframe load)`,
    ratio: readyRatio.toFixed(2),
    budget: `≤ ${BUDGETS.readyRatio}×`,
    ok: readyRatio <= BUDGETS.readyRatio,
  })
  for (const step of Object.keys(traces[0]!) as (keyof Trace)[]) {
    rows.push({
      metric: `  trace: ${TRACE_STEPS[step]} (ms after insertion)`,
      walletport: spread(traces.map((t) => t[step])),
      baseline: '',
    })
  }
  results.trace = traces
  results.startup = startup

  // ── Connect to balances, RPC cost, idle, memory, send ──────────────────────
  const tokens = await deployDemoTokens(signer(devPrivateKey(7)), 100, [], 0n)
  const connect = [] as number[]
  let connectRequests = 0
  for (let i = 0; i < 3; i++) {
    const r = await measureConnect([devchainToken('dUSD').address, devchainToken('DEMO').address])
    connect.push(r.ms)
    connectRequests = r.requests
  }
  rows.push({
    metric: 'wallet answers eth_requestAccounts → all balances shown (ms)',
    walletport: spread(connect),
    baseline: '',
    ratio: '',
  })
  rows.push({
    metric: '  RPC requests it took (2 chains, 2 tokens on the first)',
    walletport: String(connectRequests),
    baseline: '',
  })
  results.connect = { ms: connect, requests: connectRequests }

  const cost: Record<number, { widget: number; naive: number }> = {}
  for (const n of [1, 10, 50, 100]) {
    const widget = await measureRefreshCost(tokens.slice(0, n))
    const naive = await naiveRefreshCost(tokens.slice(0, n))
    cost[n] = { widget, naive }
    rows.push({
      metric: `requests per refresh, ${n} token(s) on one chain, USD feeds on`,
      walletport: `${widget} eth_call`,
      baseline: `${naive} (one call per token)`,
      ratio: (widget / naive).toFixed(3),
      budget: '1 eth_call',
      ok: widget === 1,
    })
  }
  results.refreshCost = cost

  const { idle, heap } = await measureIdleAndMemory(tokens.slice(0, 10))
  rows.push({
    metric: 'idle, no new blocks: requests per minute',
    walletport: `${idle.calls} eth_call, ${idle.blockNumber} eth_blockNumber`,
    baseline: '',
    budget: '0 eth_call',
    ok: idle.calls === 0,
  })
  const wsIdle = await measureWebSocketIdle()
  rows.push({
    metric: 'idle over a WebSocket RPC (newHeads), no new blocks for 15 s: requests per minute',
    walletport: `${wsIdle.total} (${wsIdle.detail})`,
    baseline: '',
    budget: '0',
    ok: wsIdle.total === 0,
  })
  results.webSocketIdle = wsIdle
  rows.push({
    metric: 'widget JS heap: after connect → after 100 refreshes',
    walletport: `${(heap.before / 1e6).toFixed(1)} MB → ${(heap.after / 1e6).toFixed(1)} MB`,
    baseline: '',
    budget: `growth ≤ ${BUDGETS.heapGrowthBytes / 1024 / 1024} MiB`,
    ok: heap.after - heap.before <= BUDGETS.heapGrowthBytes,
  })
  Object.assign(results, { idle, heap })

  const activity = await measureActivity()
  rows.push({
    metric: 'Activity opened: 10,000 blocks holding 100 transfers in',
    walletport: `${activity.total} requests (${Object.entries(activity.byMethod)
      .map(([m, c]) => `${m} ${c}`)
      .join(', ')}), ${activity.ms} ms`,
    baseline: '',
    budget: '2 eth_getLogs per chain',
    ok: (activity.byMethod.eth_getLogs ?? 0) <= 4,
  })
  results.activity = activity

  const send = await measureSend()
  rows.push({
    metric: 'send: widget RPC requests, confirm click → confirmed',
    walletport: `${send.total} (${Object.entries(send.byMethod)
      .map(([m, c]) => `${m} ${c}`)
      .join(', ')})`,
    baseline: '',
  })
  results.send = send

  const passkey = await measurePasskey()
  rows.push({
    metric: 'passkey wallet: click "Create a passkey wallet" → account ready (ms)',
    walletport: spread(passkey.create),
    baseline: '',
  })
  rows.push({
    metric: 'passkey wallet: Confirm → UserOperation included (first: deploys, paymaster pays) (ms)',
    walletport: spread(passkey.included),
    baseline: '',
  })
  rows.push({
    metric: 'passkey wallet code (on demand)',
    walletport: `${(passkey.chunkGzip / 1024).toFixed(1)} KB gzip`,
    baseline: '',
    budget: 'not in first paint',
    ok: !passkey.inFirstPaint,
  })
  results.passkey = passkey
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await browser.close()
  await Promise.all([bundler.stop(), paymaster.stop()])
  await Promise.all([
    proxy.close(),
    proxy2.close(),
    wsProxy.close(),
    servers.close(),
    relay.close(),
    ...chains.map((c) => c.stop()),
  ])
}

printTable(rows)
mkdirSync(resolve(ROOT, 'bench'), { recursive: true })
writeFileSync(
  resolve(ROOT, 'bench/results.json'),
  JSON.stringify({ at: new Date().toISOString(), rows, results }, null, 2) + '\n',
)
const broken = rows.filter((r) => r.ok === false)
if (broken.length > 0) console.error(`\nBudgets broken: ${broken.map((r) => r.metric).join('; ')}`)
process.exit(failed || broken.length > 0 ? 1 : 0)

// ── Measurements ─────────────────────────────────────────────────────────────

async function newPage(): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

function widgetFrame(page: Page, base = '/widget/'): Promise<Frame> {
  return new Promise((resolvePromise, reject) => {
    const deadline = Date.now() + 10_000
    const look = () => {
      const frame = page.frames().find((f) => f.url().includes(base))
      if (frame) return resolvePromise(frame)
      if (Date.now() > deadline) return reject(new Error('no widget frame'))
      setTimeout(look, 20)
    }
    look()
  })
}

/** Which JS and CSS the widget frame fetched before its first paint, and what the host fetched before ready. */
async function widgetFirstPaintBytes() {
  const page = await newPage()
  const fetched: { url: string; at: number; main: boolean }[] = []
  page.on('request', (request) =>
    fetched.push({ url: request.url(), at: Date.now(), main: request.frame() === page.mainFrame() }),
  )
  await page.goto(`${HOST}/blank.html`)
  const readyAt = await page.evaluate(async (src) => {
    const script = document.createElement('script')
    script.src = src
    script.dataset.mount = '#wallet'
    const ready = new Promise<number>((r) => addEventListener('walletport:ready', () => r(Date.now()), { once: true }))
    document.body.append(script)
    return ready
  }, `${WIDGET}/walletport.js`)
  const frame = await widgetFrame(page)
  const paintAt = await frame.evaluate(async () => {
    for (let i = 0; i < 100; i++) {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      if (paint) return performance.timeOrigin + paint.startTime
      await new Promise((r) => setTimeout(r, 50))
    }
    return Date.now()
  })
  const urls = fetched
    .filter((f) => !f.main && f.at <= paintAt && /\/widget\/assets\/.*\.(js|css)$/.test(f.url))
    .map((f) => f.url)
  const gzip = urls.reduce((sum, url) => sum + gz(readFileSync(resolve(DIST, new URL(url).pathname.slice(1)))), 0)
  const hostFiles = fetched.filter((f) => f.main && f.at <= readyAt).map((f) => f.url)
  const hostBytes = hostFiles
    .filter((u) => u.startsWith(WIDGET))
    .reduce((sum, url) => sum + readFileSync(resolve(DIST, new URL(url).pathname.slice(1))).length, 0)
  await page.context().close()
  return { gzip, files: urls.length, urls, hostFiles, hostBytes }
}

/** Script-tag insertion → ready, and → the widget's first contentful paint (absolute clocks), with the trace between. */
async function measureStartup(src: string) {
  const page = await newPage()
  await page.goto(`${HOST}/blank.html`)
  const { inserted, ready, loaderRun } = await page.evaluate(async (s) => {
    const script = document.createElement('script')
    script.src = s
    script.dataset.mount = '#wallet'
    const inserted = performance.timeOrigin + performance.now()
    const ready = new Promise<number>((r) =>
      addEventListener('walletport:ready', () => r(performance.timeOrigin + performance.now()), { once: true }),
    )
    const loaderRun = new Promise<number>((r) =>
      script.addEventListener('load', () => r(performance.timeOrigin + performance.now()), { once: true }),
    )
    document.body.append(script)
    return { inserted, ready: await ready, loaderRun: await loaderRun }
  }, src)
  const frame = await widgetFrame(page)
  const paint = await firstPaint(frame)
  await frame.waitForFunction(() => performance.getEntriesByName('walletport:wallet').length > 0)
  // Each entry's end on the absolute clock (responseEnd for a fetch, startTime for a mark). No
  // helper functions inside: tsx names them with a __name() the page does not have.
  const widget = await frame.evaluate(
    () =>
      Object.fromEntries(
        [
          ['html', performance.getEntriesByType('navigation')[0]],
          ['entry', performance.getEntriesByType('resource').find((r) => /\/assets\/shell-[^/]+\.js$/.test(r.name))],
          ['start', performance.getEntriesByName('walletport:start')[0]],
          ['handshake', performance.getEntriesByName('walletport:handshake')[0]],
          ['configured', performance.getEntriesByName('walletport:configured')[0]],
          ['wallet', performance.getEntriesByName('walletport:wallet')[0]],
        ].map(([name, entry]) => [
          name,
          entry
            ? performance.timeOrigin +
              ((entry as PerformanceResourceTiming).responseEnd || (entry as PerformanceEntry).startTime)
            : NaN,
        ]),
      ) as Record<'html' | 'entry' | 'start' | 'handshake' | 'configured' | 'wallet', number>,
  )
  await page.context().close()
  const since = (t: number) => t - inserted
  const trace: Trace = {
    loaderRun: since(loaderRun),
    html: since(widget.html),
    entry: since(widget.entry),
    start: since(widget.start),
    paint: since(paint),
    handshake: since(widget.handshake),
    configured: since(widget.configured),
    ready: since(ready),
    wallet: since(widget.wallet),
  }
  return { ready: ready - inserted, paint: paint - inserted, trace }
}

/** What the widget page itself names for its first screen: entry script, modulepreloads, CSS (paths under dist/widget). */
function firstPaintFiles(): string[] {
  const html = readFileSync(resolve(DIST, 'widget/index.html'), 'utf8')
  return [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
}

async function measureBaseline() {
  const page = await newPage()
  await page.goto(`${HOST}/blank.html`)
  const { inserted, load } = await page.evaluate(async (src) => {
    const iframe = document.createElement('iframe')
    iframe.src = src
    const inserted = performance.timeOrigin + performance.now()
    const load = new Promise<number>((r) =>
      iframe.addEventListener('load', () => r(performance.timeOrigin + performance.now()), { once: true }),
    )
    document.body.append(iframe)
    return { inserted, load: await load }
  }, `${WIDGET}/bench-baseline/index.html`)
  const frame = await widgetFrame(page, '/bench-baseline/')
  const paint = await firstPaint(frame)
  await page.context().close()
  return { paint: paint - inserted, load: load - inserted }
}

async function firstPaint(frame: Frame): Promise<number> {
  return frame.evaluate(async () => {
    for (let i = 0; i < 200; i++) {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      if (paint) return performance.timeOrigin + paint.startTime
      await new Promise((r) => setTimeout(r, 25))
    }
    throw new Error('no first paint')
  })
}

async function mountProxied(page: Page, tokens: string[]): Promise<Frame> {
  await page.goto(`${HOST}/blank.html`)
  // walletport.js mounts only the widget of its own origin.
  await page.addScriptTag({ url: new URL('../walletport.js', PROXIED_WIDGET).href })
  await page.evaluate(
    async ([widgetUrl, list]) => {
      const w = window as unknown as { Walletport: { mount(o: unknown): { ready: Promise<void> } }; handle: unknown }
      const handle = w.Walletport.mount({
        target: '#wallet',
        widgetUrl,
        tokens: list.map((address) => ({ chainId: 31337, address })),
      })
      w.handle = handle
      await handle.ready
    },
    [PROXIED_WIDGET, tokens] as const,
  )
  return widgetFrame(page)
}

async function connectTestWallet(page: Page, frame: Frame) {
  await frame.getByRole('button', { name: 'Connect a wallet' }).click()
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  await frame.getByTestId('account-address').waitFor()
  void page
}

async function measureConnect(tokens: string[]) {
  const context = await browser.newContext()
  const wallet = await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
  const page = await context.newPage()
  const frame = await mountProxied(page, tokens)
  await frame.getByRole('button', { name: 'Connect a wallet' }).click()
  const answered = new Promise<number>((r) => {
    const check = setInterval(() => {
      if (wallet.requested('eth_requestAccounts').length > 0) {
        clearInterval(check)
        r(Date.now())
      }
    }, 2)
  })
  const before = proxy.calls.length + proxy2.calls.length
  await frame.getByRole('button', { name: /Test Wallet/ }).click()
  const start = await answered
  await frame
    .locator('[data-testid="balance-amount"]')
    .nth(tokens.length + 1)
    .waitFor()
  const ms = Date.now() - start
  const requests = proxy.calls.length + proxy2.calls.length - before
  await context.close()
  return { ms, requests }
}

async function measureRefreshCost(tokens: string[]): Promise<number> {
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
  const page = await context.newPage()
  const frame = await mountProxied(page, tokens)
  await connectTestWallet(page, frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-row"]').nth(tokens.length).waitFor()
  await page.waitForTimeout(300)
  const at = Date.now()
  await frame.getByRole('button', { name: 'Refresh' }).click()
  for (let i = 0; i < 100 && proxy.count('eth_call', at) === 0; i++) await page.waitForTimeout(20)
  await page.waitForTimeout(500)
  const count = proxy.count('eth_call', at)
  await context.close()
  return count
}

/** The naive way, for comparison: one eth_getBalance and one balanceOf eth_call per token, through the same proxy. */
async function naiveRefreshCost(tokens: string[]): Promise<number> {
  const at = Date.now()
  const owner = '0x000000000000000000000000000000000000dEaD'
  const body = (method: string, params: unknown[]) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
  const post = (payload: string) =>
    fetch('http://127.0.0.1:8600', { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload })
  await post(body('eth_getBalance', [owner, 'latest']))
  await Promise.all(
    tokens.map((to) =>
      post(body('eth_call', [{ to, data: `0x70a08231${owner.slice(2).padStart(64, '0')}` }, 'latest'])),
    ),
  )
  return proxy.calls.filter((c) => c.at >= at && (c.method === 'eth_call' || c.method === 'eth_getBalance')).length
}

async function measureIdleAndMemory(tokens: string[]) {
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
  const page = await context.newPage()
  const frame = await mountProxied(page, tokens)
  await connectTestWallet(page, frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-amount"]').nth(tokens.length).waitFor()
  const from = Date.now()
  await page.waitForTimeout(15_000)
  const idle = { calls: proxy.count('eth_call', from) * 4, blockNumber: proxy.count('eth_blockNumber', from) * 4 }
  const cdp = await context.newCDPSession(frame)
  const heapNow = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  }
  const before = await heapNow()
  const refresh = frame.getByRole('button', { name: 'Refresh' })
  for (let i = 0; i < 100; i++) {
    const at = Date.now()
    await refresh.click()
    for (let j = 0; j < 100 && proxy.count('eth_call', at) === 0; j++) await page.waitForTimeout(5)
  }
  await page.waitForTimeout(500)
  const after = await heapNow()
  await context.close()
  return { idle, heap: { before, after } }
}

/**
 * The WebSocket deployment (variant 4317, its RPC only ws://127.0.0.1:8603): connected, balances
 * shown, subscribed; then 15 s with no new block, every request through the proxy counted (either
 * transport), per minute.
 */
async function measureWebSocketIdle() {
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
  const page = await context.newPage()
  await page.goto(`${HOST}/blank.html`)
  await page.addScriptTag({ url: 'http://127.0.0.1:4317/walletport.js' })
  await page.evaluate(
    () =>
      (window as unknown as { Walletport: { mount(o: unknown): { ready: Promise<void> } } }).Walletport.mount({
        target: '#wallet',
      }).ready,
  )
  const frame = await widgetFrame(page)
  await connectTestWallet(page, frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-amount"]').first().waitFor()
  for (let i = 0; i < 200 && wsProxy.count('eth_subscribe') === 0; i++) await page.waitForTimeout(50)
  await page.waitForTimeout(1000)
  const from = Date.now()
  await page.waitForTimeout(15_000)
  const calls = wsProxy.calls.filter((c) => c.at >= from)
  const byMethod: Record<string, number> = {}
  for (const { method, transport } of calls)
    byMethod[`${method} (${transport})`] = (byMethod[`${method} (${transport})`] ?? 0) + 4
  await context.close()
  return {
    total: calls.length * 4,
    detail:
      Object.entries(byMethod)
        .map(([m, c]) => `${m} ${c}`)
        .join(', ') || 'none',
    subscribed: wsProxy.count('eth_subscribe'),
  }
}

/**
 * Opens Activity for an account that received 100 dUSD transfers spread over 10,000 blocks (the
 * proxied config scans that far on chain 31337) and counts what the widget asked the RPCs for.
 */
async function measureActivity() {
  const account = await freshAccount(1n)
  const token = erc20(devchainToken('dUSD').address, signer(devPrivateKey(7)))
  const rpc = (method: string, params: unknown[]) =>
    fetch('http://127.0.0.1:8545', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  for (let i = 0; i < 100; i++) {
    await (await token.getFunction('transfer')(account.address, 1_000_000n)).wait()
    await rpc('anvil_mine', ['0x63']) // 99 more blocks: 100 transfers over 10,000 blocks
  }
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: account.privateKey })
  const page = await context.newPage()
  const frame = await mountProxied(page, [devchainToken('dUSD').address])
  await connectTestWallet(page, frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-amount"]').nth(1).waitFor()
  const at = Date.now()
  await frame.getByRole('button', { name: 'Activity' }).click()
  await frame.locator('[data-testid="activity-row"][data-direction="in"]').nth(99).waitFor({ timeout: 30_000 })
  const ms = Date.now() - at
  const calls = [...proxy.calls, ...proxy2.calls].filter((c) => c.at >= at && c.at <= at + ms)
  const byMethod: Record<string, number> = {}
  for (const { method } of calls) byMethod[method] = (byMethod[method] ?? 0) + 1
  await context.close()
  return { total: calls.length, byMethod, ms }
}

async function measureSend() {
  const context = await browser.newContext()
  await TestWallet.install(context, { frames: 'all', privateKey: devPrivateKey(4) })
  const page = await context.newPage()
  const frame = await mountProxied(page, [devchainToken('dUSD').address])
  await connectTestWallet(page, frame)
  await frame.locator('[data-chain="31337"] [data-testid="balance-amount"]').nth(1).waitFor()
  await frame.getByRole('button', { name: 'Send', exact: true }).click()
  await frame.getByTestId('send-token').selectOption(devchainToken('dUSD').address)
  await frame.getByTestId('send-to').fill('0x000000000000000000000000000000000000dEaD')
  await frame.getByTestId('send-amount').fill('1')
  await frame.getByRole('button', { name: 'Review' }).click()
  const confirm = frame.getByTestId('confirm-send')
  await confirm.waitFor()
  // Confirm takes a click once the whole review has been seen for 500 ms.
  await frame.waitForSelector('[data-testid="confirm-send"]:not([disabled])')
  // …and from a pointer that rests on it, as a visitor's.
  await confirm.hover()
  await page.waitForTimeout(600)
  const at = Date.now()
  await confirm.click()
  await frame.locator('[data-testid="send-status"][data-step="confirmed"]').waitFor()
  const calls = proxy.calls.filter((c) => c.at >= at)
  const byMethod: Record<string, number> = {}
  for (const { method } of calls) byMethod[method] = (byMethod[method] ?? 0) + 1
  await context.close()
  return { total: calls.length, byMethod }
}

/**
 * The passkey wallet on the local chain, Alto and the dev paymaster, with Chromium's virtual
 * authenticator (it answers at once, as a platform authenticator does after the visitor's touch):
 * a click on "Create a passkey wallet" until the account shows, and Confirm of a token send until
 * its UserOperation is included (the account's first: it deploys it too).
 */
async function measurePasskey() {
  const create: number[] = []
  const included: number[] = []
  const dusd = devchainToken('dUSD').address
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('WebAuthn.enable', { enableUI: false })
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    })
    await page.goto(`${PASSKEY_HOST_ORIGIN}/blank.html`)
    await page.addScriptTag({ url: `${WIDGET_NAMED_ORIGIN}/walletport.js` })
    await page.evaluate(async (widgetUrl) => {
      const w = window as unknown as { Walletport: { mount(o: unknown): { ready: Promise<void> } }; handle: unknown }
      const handle = w.Walletport.mount({ target: '#wallet', widgetUrl })
      w.handle = handle
      await handle.ready
    }, `${WIDGET_NAMED_ORIGIN}/widget/`)
    const frame = await widgetFrame(page)
    await frame.getByRole('button', { name: 'Connect a wallet' }).click()
    const choice = frame.getByRole('button', { name: 'Create a passkey wallet' })
    await choice.waitFor()
    let at = Date.now()
    await choice.click()
    await frame.getByTestId('account-address').waitFor()
    create.push(Date.now() - at)
    const address = (await frame.getByTestId('account-address').textContent())!
    await (await erc20(dusd, signer(devPrivateKey(7))).getFunction('transfer')(address, 5_000_000n)).wait()
    await frame
      .locator(`[data-chain="31337"] [data-token="${dusd}"] [data-testid="balance-amount"][title="5 dUSD"]`)
      .waitFor()
    void page.evaluate(
      (token) =>
        (window as unknown as { handle: { send(r: unknown): Promise<unknown> } }).handle.send({
          token,
          to: '0x000000000000000000000000000000000000dEaD',
          amount: '1',
        }),
      dusd,
    )
    const confirm = frame.getByTestId('confirm-send')
    await frame.waitForSelector('[data-testid="confirm-send"]:not([disabled])')
    await confirm.hover()
    await page.waitForTimeout(600)
    at = Date.now()
    await confirm.click()
    await frame.locator('[data-testid="send-status"][data-step="confirmed"]').waitFor()
    included.push(Date.now() - at)
    await context.close()
  }
  const chunk = readdirSync(resolve(DIST, 'widget/assets')).find(
    (name) => name.startsWith('passkeyProvider-') && name.endsWith('.js'),
  )!
  return {
    create,
    included,
    chunkGzip: gz(readFileSync(resolve(DIST, 'widget/assets', chunk))),
    inFirstPaint: firstPaintFiles().some((file) => file.includes(chunk)),
  }
}

function printTable(table: Row[]) {
  const headers = ['metric', 'Walletport', 'baseline (same run)', 'ratio', 'budget', '']
  const lines = table.map((r) => [
    r.metric,
    r.walletport,
    r.baseline,
    r.ratio ?? '',
    r.budget ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'BROKEN',
  ])
  const widths = headers.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(fmt(headers))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const line of lines) console.log(fmt(line))
}
