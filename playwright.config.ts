import { defineConfig } from '@playwright/test'
import { WIDGET_ORIGIN, WIDGET_VARIANTS } from './devchain/ports'
import { DEBIAN_CHROMIUM } from './harness/chromium'

/**
 * E2E runs in Debian's Chromium (scripts/ensure-chromium.sh), never a downloaded browser, against
 * the real stack started by scripts/start.ts: anvil with the demo tokens and three loopback origins.
 * One worker: the tests share one chain, and the 2-core machine is the budget.
 */
/** Every widget variant of devchain/ports.ts, each a widget origin of its own with its config. */
const VARIANT_ARGS = Object.values(WIDGET_VARIANTS).map(({ port, config }) => `--variant ${port}=${config}`)

/** Debian's Chromium with the switches above: the browser of the `chromium` and `touch` projects. */
const chromium = {
  browserName: 'chromium' as const,
  headless: true,
  launchOptions: DEBIAN_CHROMIUM,
  trace: 'retain-on-failure' as const,
}

/**
 * Four projects against one stack (one webServer, one chain): `chromium` (tests/e2e), `touch` (a phone
 * in the same Chromium: touch screen, mobile viewport, taps), and `firefox` and `webkit`, where the
 * shared steps of tests/engines drive Debian's Firefox ESR (puppeteer-core, WebDriver BiDi) and
 * WebKitGTK (selenium-webdriver, WebKitWebDriver) themselves: scripts/ensure-engines.sh installs them.
 * `npm run test:firefox`, `test:webkit` and `test:touch` run one alone.
 */
export default defineConfig({
  testDir: 'tests',
  // Two at a time, one per project: the Chromium suite runs its files one after another (they share
  // one chain and some turn its automine off), while the phone, Firefox and WebKit suites run beside
  // it on the second core, one file at a time each.
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One more try for a test that failed: the list then reports it as "flaky", by name, with the first
  // try's error, so a flake is seen without turning the run red. Two have come back rarely, a visitor's
  // click that did nothing about 130 ms after connecting, and a Refresh that read nothing, neither seen
  // in 40 runs of their files side by side (tests/RELIABILITY.md).
  retries: 1,
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: chromium, workers: 1 },
    {
      name: 'touch',
      testDir: 'tests/touch',
      workers: 1,
      use: { ...chromium, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
    },
    // A fresh browser per test, and the secure window in every confirm: longer than a Chromium test.
    { name: 'firefox', testDir: 'tests/engines', timeout: 120_000, workers: 1 },
    { name: 'webkit', testDir: 'tests/engines', timeout: 120_000, workers: 1 },
    // `npm run screens` only: pictures of every screen for QA (tests/screens), never part of `npm test`.
    ...(process.env.WALLETPORT_SCREENS ? [{ name: 'screens', testDir: 'tests/screens', workers: 1 }] : []),
  ],
  webServer: {
    command: `npx tsx scripts/start.ts ${VARIANT_ARGS.join(' ')}`,
    url: `${WIDGET_ORIGIN}/widget/walletport.config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
