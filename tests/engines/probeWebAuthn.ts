/**
 * Records what each engine answers when a cross-origin iframe asks for a WebAuthn ceremony: the
 * fixtures of tests/unit/widget/passkey/classifyCeremonyError.test.ts come from its output.
 * Not part of the suite (it measures, it does not assert). Run it in a private network namespace, one engine at a time:
 *
 *   unshare -n bash -c 'ip link set lo up; npx tsx tests/engines/probeWebAuthn.ts firefox'
 *
 * A host page on http://127.0.0.1:4390 embeds a page of http://wallet.localhost:4391 (another site),
 * with and without `allow="publickey-credentials-create; publickey-credentials-get"`. The frame asks
 * for create() and get() once on load (no user activation), then on a click of its buttons (with one).
 * A ceremony the engine accepted waits for an authenticator that never answers: its own 3 s timeout ends it as the engine ends a cancelled prompt (or the probe cuts it after 6 s).
 */
import { createServer } from 'node:http'
import type { Engine, EngineName } from './support/Engine'
import { launchChromium } from './support/chromium'
import { launchFirefox } from './support/firefox'
import { launchWebKit } from './support/webkit'

const HOST_PORT = 4390
const FRAME_PORT = 4391
const FRAME_URL = `http://wallet.localhost:${FRAME_PORT}/widget/probe.html`

const FRAME_PAGE = `<!doctype html><meta charset="utf-8"><body>
<button id="create">create</button><button id="get">get</button><pre id="out"></pre>
<script>
const results = []
const random = (n) => crypto.getRandomValues(new Uint8Array(n))
async function ceremony(kind, activation) {
  const entry = { kind, activation, top: window.top === window, secure: isSecureContext,
    api: typeof PublicKeyCredential, policy: document.featurePolicy ? document.featurePolicy.allowsFeature('publickey-credentials-' + kind) : 'no featurePolicy',
    userActivation: navigator.userActivation ? navigator.userActivation.isActive : 'no userActivation' }
  const signal = AbortSignal.timeout(6000)
  const publicKey = kind === 'create'
    ? { rp: { id: location.hostname, name: 'probe' }, user: { id: random(16), name: 'probe', displayName: 'probe' },
        challenge: random(32), pubKeyCredParams: [{ type: 'public-key', alg: -7 }], timeout: 3000,
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' } }
    : { challenge: random(32), rpId: location.hostname, timeout: 3000, userVerification: 'required' }
  const started = Date.now()
  try {
    const credential = await navigator.credentials[kind]({ publicKey, signal })
    entry.outcome = 'resolved ' + (credential && credential.type)
  } catch (error) {
    entry.name = error && error.name
    entry.message = error && error.message
  }
  entry.ms = Date.now() - started
  results.push(entry)
  document.getElementById('out').textContent = JSON.stringify(results)
  parent.postMessage({ probe: entry }, '*')
}
document.getElementById('create').onclick = () => ceremony('create', true)
document.getElementById('get').onclick = () => ceremony('get', true)
ceremony('create', false).then(() => ceremony('get', false)).then(() => document.body.dataset.done = '1')
</script>`

const hostPage = (allow: boolean) => `<!doctype html><meta charset="utf-8"><body>
<script>window.probe = []; addEventListener('message', (e) => e.data && e.data.probe && window.probe.push(e.data.probe))</script>
<iframe src="${FRAME_URL}" ${allow ? 'allow="publickey-credentials-create; publickey-credentials-get"' : ''} width="500" height="300"></iframe>`

const LAUNCH: Record<EngineName, () => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
  chromium: launchChromium,
}

async function probe(engine: Engine, url: string, inFrame: boolean): Promise<unknown> {
  await engine.open(url)
  if (inFrame) await engine.use('widget')
  await engine.text('//pre[@id="out"][contains(., "get")]', 15_000)
  await engine.click('//button[@id="create"]')
  await new Promise((resolve) => setTimeout(resolve, 7000))
  await engine.click('//button[@id="get"]')
  await new Promise((resolve) => setTimeout(resolve, 7000))
  const out = await engine.text('//pre[@id="out"]')
  await engine.use('host')
  return JSON.parse(out)
}

async function main() {
  const name = (process.argv[2] ?? 'firefox') as EngineName
  const servers = [
    createServer((request, response) => {
      response.setHeader('content-type', 'text/html')
      response.end(hostPage(request.url?.includes('allow=1') ?? false))
    }).listen(HOST_PORT, '127.0.0.1'),
    createServer((_request, response) => {
      response.setHeader('content-type', 'text/html')
      response.end(FRAME_PAGE)
    }).listen(FRAME_PORT, '127.0.0.1'),
  ]
  const engine = await LAUNCH[name]()
  try {
    for (const [label, url, inFrame] of [
      ['iframe without allow=', `http://127.0.0.1:${HOST_PORT}/`, true],
      ['iframe with allow=', `http://127.0.0.1:${HOST_PORT}/?allow=1`, true],
      ['top level on the frame origin', FRAME_URL, false],
    ] as const) {
      try {
        console.log(`${name} · ${label}:`, JSON.stringify(await probe(engine, url, inFrame), null, 1))
      } catch (error) {
        console.log(`${name} · ${label}: probe failed: ${(error as Error).message}`)
      }
    }
  } finally {
    await engine.quit()
    for (const server of servers) server.close()
  }
}

void main()
