import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import { BUDGETS } from '../budgets'
import { br, firstPaintFiles, gz, HOST, newPage, WIDGET, widgetFrame } from '../harness/pages'
import type { Measured } from '../harness/rows'
import { DIST, type Stack } from '../harness/stack'

/** The bytes: the loader, the widget's first paint (as the page names it and as the network log shows it), on-demand chunks, the host page's. */
export async function measureBytes({ browser }: Stack): Promise<Measured> {
  const loader = readFileSync(resolve(DIST, 'walletport.js'))
  const wcChunk = readdirSync(resolve(DIST, 'widget/assets')).find((f) =>
    readFileSync(resolve(DIST, 'widget/assets', f)).includes('irn_subscribe'),
  )!
  const firstPaint = await requestedBeforeFirstPaint(browser)
  const entry = firstPaintFiles()
  const entryGzip = entry.reduce((sum, file) => sum + gz(readFileSync(resolve(DIST, 'widget', file))), 0)
  return {
    rows: [
      {
        metric: 'walletport.js (gzip / brotli)',
        walletport: `${gz(loader)} B / ${br(loader)} B`,
        baseline: '400 KB – 1.4 MB (wallet kits)',
        budget: `≤ ${BUDGETS.loaderGzipBytes} B gzip`,
        ok: gz(loader) <= BUDGETS.loaderGzipBytes,
      },
      {
        metric: 'widget first paint JS+CSS (gzip: the entry, its static imports, CSS)',
        walletport: `${(entryGzip / 1024).toFixed(1)} KB in ${entry.length} files`,
        baseline: '',
        budget: `≤ ${BUDGETS.firstPaintGzipBytes / 1024} KB`,
        ok: entryGzip <= BUDGETS.firstPaintGzipBytes,
      },
      {
        metric: 'JS+CSS requested before first paint (network log; the wallet loads in parallel)',
        walletport: `${(firstPaint.gzip / 1024).toFixed(1)} KB in ${firstPaint.files} files`,
        baseline: '',
      },
      {
        metric: 'WalletConnect chunk (on demand)',
        walletport: `${(gz(readFileSync(resolve(DIST, 'widget/assets', wcChunk))) / 1024).toFixed(1)} KB gzip`,
        baseline: '',
        budget: 'not in first paint',
        ok: !firstPaint.urls.some((u) => u.includes(wcChunk)),
      },
      {
        metric: 'host page bytes before ready (raw)',
        walletport: `${firstPaint.hostBytes} B`,
        baseline: '',
        budget: 'walletport.js, then host/bridge.js in parallel with the iframe',
        ok:
          firstPaint.hostFiles.every(
            (u) => u.endsWith('/walletport.js') || u.endsWith('/widget/host/bridge.js') || u.startsWith(HOST),
          ) || (console.error('host files before ready:', firstPaint.hostFiles), false),
      },
    ],
    results: {
      loaderGzip: gz(loader),
      loaderBrotli: br(loader),
      firstPaintGzip: entryGzip,
      firstPaintFiles: entry,
      requestedBeforePaintGzip: firstPaint.gzip,
      firstPaintUrls: firstPaint.urls,
      hostBytesBeforeReady: firstPaint.hostBytes,
    },
  }
}

/** Which JS and CSS the widget frame fetched before its first paint, and what the host fetched before ready. */
async function requestedBeforeFirstPaint(browser: Browser) {
  const page = await newPage(browser)
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
