import { defineConfig } from '@playwright/test'
import { WIDGET_ORIGIN, WIDGET_VARIANTS } from './devchain/ports'

/**
 * Playwright's own Chromium switches, less ThirdPartyStoragePartitioning. Playwright disables
 * partitioning (playwright#32230), which leaves a cross-origin iframe with no storage at all;
 * every real browser partitions it instead, and the widget's storage is part of what these
 * tests check. Chromium takes the last --disable-features, so this list replaces Playwright's.
 * Blocked storage (Safari with blocking, some private modes) is tested on purpose, with an init
 * script that makes the widget's storage throw (tests/fixtures/blockedStorage.ts).
 */
const PLAYWRIGHT_DISABLED_FEATURES_LESS_PARTITIONING = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

/**
 * E2E runs in Debian's Chromium (scripts/ensure-chromium.sh), never a downloaded browser, against
 * the real stack started by scripts/start.ts: anvil with the demo tokens and three loopback origins.
 * One worker: the tests share one chain, and the 2-core machine is the budget.
 */
/** Every widget variant of devchain/ports.ts, each a widget origin of its own with its config. */
const VARIANT_ARGS = Object.values(WIDGET_VARIANTS).map(({ port, config }) => `--variant ${port}=${config}`)

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  retries: 0,
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES_LESS_PARTITIONING.join(',')}`,
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx scripts/start.ts ${VARIANT_ARGS.join(' ')}`,
    url: `${WIDGET_ORIGIN}/widget/walletport.config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
