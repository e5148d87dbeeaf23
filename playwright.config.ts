import { defineConfig } from '@playwright/test'
import { WIDGET_ORIGIN, WIDGET_VARIANTS } from './devchain/ports'
import { DEBIAN_CHROMIUM } from './harness/chromium'
import { CHAIN_EXCLUSIVE, OWN_ACCOUNT_FILES } from './tests/e2e/support/lanes'

/**
 * E2E runs in Debian's Chromium (scripts/ensure-chromium.sh), never a downloaded browser, against
 * the real stack started by scripts/start.ts: anvil with the demo tokens and three loopback origins.
 * Three workers on the 2-core machine: a test mostly waits (on the chain, a guard's delay, a window), and
 * the Firefox suite, measured alone, kept 0.4 of a core busy, the stack included. The tests share one chain, so
 * which files may run beside which is decided by what they do to it (tests/e2e/support/lanes.ts).
 */
/** Every widget variant of devchain/ports.ts, each a widget origin of its own with its config. */
const VARIANT_ARGS = Object.values(WIDGET_VARIANTS).map(({ port, config }) => `--variant ${port}=${config}`)

/** Debian's Chromium with the switches above: the browser of the `chromium` and `touch` projects. */
const chromium = {
  browserName: 'chromium' as const,
  headless: true,
  launchOptions: DEBIAN_CHROMIUM,
  // A failed test keeps its trace: each action's DOM snapshot (every frame), console, network. Not the screencast:
  // recorded for every test, kept or not, its frames cost about a tenth of a Chromium test's CPU (clickGuard.spec,
  // 11 tests, one worker: 58-61 CPU s without, 65 with) on a machine the three workers keep busy.
  trace: { mode: 'retain-on-failure' as const, screenshots: false },
}

/** A file of tests/e2e, as a project's testMatch. */
const e2eFiles = (files: string[]) => files.map((file) => `tests/e2e/${file}`)

/**
 * Six projects against one stack (one webServer, one chain). The Chromium suite (tests/e2e) is split
 * in three by what its tests do to the shared chain (tests/e2e/support/lanes.ts):
 * - `chromium`: the files that sign with anvil's shared accounts (the dev wallet's, a named one another file
 *   signs with too) or count calls through a proxy on a fixed port: one after another;
 * - `chromium-own-accounts`: the files whose every account is their own: beside the first, on every free worker;
 * - `chromium-chain-exclusive`: the tests that stop mining, move the chain's clock, count its pool or break a
 *   price feed (tagged CHAIN_EXCLUSIVE): last, alone (`dependencies`: after every other project; a failure before
 *   them leaves them not run).
 * Beside them `touch` (a phone in the same Chromium: touch screen, mobile viewport, taps), and `firefox`
 * and `webkit`, where the shared steps of tests/engines drive Debian's Firefox ESR (puppeteer-core,
 * WebDriver BiDi) and WebKitGTK (selenium-webdriver, WebKitWebDriver) themselves:
 * scripts/ensure-engines.sh installs them. `npm run test:firefox`, `test:webkit` and `test:touch` run
 * one alone; a file with tests of the last project, without the whole suite before them:
 * `npx playwright test --no-deps tests/e2e/send.spec.ts`.
 */
const OTHER_PROJECTS = ['chromium', 'chromium-own-accounts', 'touch', 'firefox', 'webkit']

export default defineConfig({
  testDir: 'tests',
  // Three at a time: the shared-account Chromium files one after another on one worker; the phone, Firefox and
  // WebKit (listed before the own-account files, so taken first: each a long file of its own) beside them; the
  // own-account files (nothing of theirs is another's) fill the workers as they free.
  workers: 3,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One more try for a test that failed: the list then reports it as "flaky", by name, with the first
  // try's error, so a flake is seen without turning the run red. Two have come back rarely, a visitor's
  // click that did nothing about 130 ms after connecting, and a Refresh that read nothing, neither seen
  // in 40 runs of their files side by side (tests/RELIABILITY.md).
  retries: 1,
  projects: [
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      testIgnore: e2eFiles(OWN_ACCOUNT_FILES),
      grepInvert: new RegExp(CHAIN_EXCLUSIVE.tag),
      use: chromium,
      workers: 1,
    },
    {
      name: 'touch',
      testDir: 'tests/touch',
      workers: 1,
      use: { ...chromium, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
    },
    // A fresh browser per test, and the secure window in every confirm: longer than a Chromium test.
    { name: 'firefox', testDir: 'tests/engines', timeout: 120_000, workers: 1 },
    { name: 'webkit', testDir: 'tests/engines', timeout: 120_000, workers: 1 },
    {
      name: 'chromium-own-accounts',
      testDir: 'tests/e2e',
      testMatch: e2eFiles(OWN_ACCOUNT_FILES),
      use: chromium,
      // As many as are free: nothing of theirs is another's, and they are the suite's tail. Test by test rather than
      // file by file (each test makes its own accounts), so a long file (passkeyWallet, forgedClicks: three minutes
      // each) is shared out instead of running alone on one worker at the end while the others idle. A file whose
      // tests share a named account keeps them in order (`test.describe.configure({ mode: 'default' })`).
      fullyParallel: true,
      workers: 3,
    },
    {
      name: 'chromium-chain-exclusive',
      testDir: 'tests/e2e',
      grep: new RegExp(CHAIN_EXCLUSIVE.tag),
      use: chromium,
      workers: 1,
      dependencies: OTHER_PROJECTS,
    },
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
