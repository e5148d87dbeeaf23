/**
 * Playwright's own Chromium switches, less ThirdPartyStoragePartitioning. Playwright disables
 * partitioning (playwright#32230), which leaves a cross-origin iframe with no storage at all;
 * every real browser partitions it instead, and the widget's storage is part of what is tested and
 * measured. Chromium takes the last --disable-features, so this list replaces Playwright's.
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
 * How the e2e suite and the bench launch Debian's Chromium (scripts/ensure-chromium.sh), never a
 * downloaded browser: no sandbox (root in CI), no GPU, nothing that reaches the internet on its own
 * (background networking, component updates, sync, QUIC), and real browsers' partitioned storage.
 */
export const DEBIAN_CHROMIUM = {
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
}
