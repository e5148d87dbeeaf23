import type { Page } from '@playwright/test'

/**
 * Chrome DevTools' network presets, as its Network panel sends them with
 * `Network.emulateNetworkConditions` (devtools-frontend, front_end/core/sdk/NetworkManager.ts:
 * `Slow4GConditions`, `Fast4GConditions`). DevTools multiplies each preset's target round trip by a
 * factor (3.75 for Slow 4G, 2.75 for Fast 4G) because Chromium applies the latency per request, not
 * per packet, and takes 90 % of the nominal throughput; the figures below are what it sends. CPU is
 * not throttled (the presets are the network's only).
 */
export const NETWORK_PRESETS = {
  'Slow 4G': {
    /** 150 ms target RTT × 3.75. */
    latency: 150 * 3.75,
    /** ≈ 1.6 Mbps × 0.9, in bytes/s. */
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    /** ≈ 750 kbps × 0.9, in bytes/s. */
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
  },
  'Fast 4G': {
    /** 60 ms target RTT × 2.75. */
    latency: 60 * 2.75,
    /** 9 Mbps × 0.9, in bytes/s. */
    downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
    /** 1.5 Mbps × 0.9, in bytes/s. */
    uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
  },
} as const

export type NetworkPreset = keyof typeof NETWORK_PRESETS

/**
 * Emulates `preset` for this page's requests and its cross-origin iframes'. Chromium throttles per
 * DevTools target and an out-of-process iframe is a target of its own, so, as DevTools does for every
 * target it sees, the page's session auto-attaches to each iframe as it starts (paused until
 * emulated). rows/network.ts checks from the iframe's resource timings that it worked.
 */
export async function emulateNetwork(page: Page, preset: NetworkPreset): Promise<void> {
  const conditions = { offline: false, connectionType: 'cellular4g' as const, ...NETWORK_PRESETS[preset] }
  const cdp = await page.context().newCDPSession(page)
  let id = 0
  const toTarget = (sessionId: string, method: string, params: object = {}) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) })
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    void (async () => {
      if (targetInfo.type === 'iframe') {
        await toTarget(sessionId, 'Network.enable')
        await toTarget(sessionId, 'Network.emulateNetworkConditions', conditions)
      }
      if (waitingForDebugger) await toTarget(sessionId, 'Runtime.runIfWaitingForDebugger')
    })()
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', conditions)
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false })
}
