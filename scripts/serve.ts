import { readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import {
  FOREIGN_ORIGIN,
  FOREIGN_PORT,
  HOST_ORIGIN,
  HOST_PORT,
  LOOPBACK,
  PASSKEY_HOST_ORIGIN,
  WIDGET_NAMED_ORIGIN,
  WIDGET_ORIGIN,
  WIDGET_PORT,
  widgetVariantOrigin,
} from '../devchain/ports'
import { parseDeploymentConfig, type DeploymentConfig } from '../protocol/config'
import { rpcEndpoints } from '../protocol/rpcEndpoints'
import { loadDeploymentConfig } from './deployment/loadDeploymentConfig'
import { widgetPageFile, widgetPageFor } from '../protocol/widgetPages'
import { widgetPageCache } from './widgetPageCache'
import { configHeaders, unversionedAssetHeaders, widgetPageHeaders } from './deployment/securityHeaders'
import { headersForPath, staticHeaderRules } from './deployment/staticHeaders'
import { createSignInEndpoints } from './signInEndpoints'
import { createSubscriptionMerchant } from './subscriptionMerchant'
import { CONTENT_TYPES } from './deployment/contentTypes'
import { encodedFile, encodedText, stillFresh, type EncodedBody } from './encodedBody'

/**
 * The three origins of the demo and the tests, each a real loopback server:
 * - the widget origin serves walletport.js, the widget and its config, with the security headers;
 * - the host origin serves the demo pages (an allowed embedder);
 * - the foreign origin serves the same pages but is not on the allowlist.
 * Distinct origins matter: a same-origin shortcut would hide every cross-origin bug.
 * All listen on loopback; the ports and origins are devchain/ports.ts's.
 */
export const ORIGINS = {
  widget: { host: LOOPBACK, port: WIDGET_PORT, origin: WIDGET_ORIGIN },
  host: { host: LOOPBACK, port: HOST_PORT, origin: HOST_ORIGIN },
  foreign: { host: LOOPBACK, port: FOREIGN_PORT, origin: FOREIGN_ORIGIN },
} as const

/** An extra widget origin serving the same build with another config (tests of config-dependent behaviour). */
export type WidgetVariant = { port: number; configPath: string }

/** `distDir`: the widget origin's upload (dist/); `devDir`: the demo host pages and the bench baseline (dist-dev/). */
export type ServeOptions = {
  distDir: string
  devDir: string
  configPath: string
  /** Host origins allowed on top of the config's (`npm start -- --allow ORIGIN`), for the main widget origin. */
  allowedOrigins?: string[]
  variants?: WidgetVariant[]
}
export type Servers = {
  urls: { widget: string; host: string; foreign: string; variants: string[] }
  allowedOrigins: string[]
  close(): Promise<void>
}

export async function startServers({
  distDir,
  devDir,
  configPath,
  allowedOrigins = [],
  variants = [],
}: ServeOptions): Promise<Servers> {
  const widgetRoot = resolve(distDir)
  const demoRoot = resolve(devDir, 'demo-host')
  const config = loadDeploymentConfig(configPath)
  // Through the config's own parser, so an origin from the command line is checked like one in the file.
  const widgetConfig = parseDeploymentConfig({
    ...config,
    allowedOrigins: [...new Set([...config.allowedOrigins, ...allowedOrigins])],
  })
  const widget = widgetServer(widgetRoot, resolve(devDir), widgetConfig)
  const variantServers = variants.map((variant) =>
    widgetServer(widgetRoot, resolve(devDir), loadDeploymentConfig(variant.configPath)),
  )
  // The demo host's backends, on each host origin: sign-in (POST /api/nonce, /api/verify) and the shop's merchant.
  const rpcUrl = rpcEndpoints(config.chains[0]!).http[0]!
  const [signIn, merchant] = [createSignInEndpoints(rpcUrl), createSubscriptionMerchant(rpcUrl)]
  const demo = createServer((request, response) => {
    void signIn(request, response).then(async (handled) => {
      if (handled || (await merchant(request, response))) return
      const path = new URL(request.url ?? '/', 'http://localhost').pathname
      // The passkey demo: the same pages reached as 127.0.0.1 embed the widget from its named origin.
      if (request.headers.host === new URL(PASSKEY_HOST_ORIGIN).host && /(^|\/)([\w-]+\.html)?$/.test(path))
        return servePasskeyDemoPage(response, demoRoot, path)
      serveFile(request, response, demoRoot, path, () => ({ 'Cache-Control': 'no-cache' }))
    })
  })
  const foreign = createServer(demo.listeners('request')[0] as Parameters<typeof createServer>[0])

  const servers: Server[] = []
  for (const [server, { host, port }] of [
    [widget, ORIGINS.widget],
    [demo, ORIGINS.host],
    [foreign, ORIGINS.foreign],
    ...variantServers.map((server, i) => [server, { host: LOOPBACK, port: variants[i]!.port }] as const),
  ] as const) {
    await listen(server, port, host)
    servers.push(server)
  }
  return {
    urls: {
      widget: ORIGINS.widget.origin,
      host: ORIGINS.host.origin,
      foreign: ORIGINS.foreign.origin,
      variants: variants.map((v) => widgetVariantOrigin(v.port)),
    },
    allowedOrigins: widgetConfig.allowedOrigins,
    close: () => Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => undefined),
  }
}

/**
 * The widget origin: loader, widget, host modules and the config, with the security headers. In
 * development it also serves the bench's baseline page, from dist-dev/ (never part of the upload).
 */
function widgetServer(root: string, devRoot: string, config: DeploymentConfig): Server {
  const configBody = JSON.stringify(config)
  const pageHeaders = widgetPageHeaders(config)
  // The headers of the upload (dist/_headers, dist/nginx.conf), so tests meet what production sends.
  const rules = staticHeaderRules(config)
  const pages = widgetPageCache(root, devRoot, config)
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://widget')
    const path = url.pathname
    if (path === '/widget/walletport.config.json')
      return send(response, 200, configBody, { ...configHeaders(), 'Content-Type': CONTENT_TYPES['.json']! })
    // The pages carry this server's config (a variant's, or one with `--allow` origins), not the build's, and
    // their first screen rendered for it; the page asked in the query is chosen as nginx.conf chooses it.
    const file =
      path === '/widget/' || path === '/widget/index.html'
        ? widgetPageFile(widgetPageFor(url.search, request.headers['accept-language']))
        : /^\/widget\/([A-Za-z-]+\.html)$/.exec(path)?.[1]
    if (file && pages.has(file)) {
      return void pages
        .render(file, request.headers.host ?? 'widget')
        .then(async ({ page, styleHashes }) =>
          sendEncoded(request, response, await encodedText(page, request.headers['accept-encoding']), {
            ...(headersForPath(staticHeaderRules(config, styleHashes), path) ?? widgetPageHeaders(config, styleHashes)),
            'Content-Type': CONTENT_TYPES['.html']!,
          }),
        )
        .catch((error: Error) => send(response, 500, `the widget page could not be rendered: ${error.message}`))
    }
    serveFile(
      request,
      response,
      path.startsWith('/bench-baseline/') ? devRoot : root,
      path,
      (file) =>
        headersForPath(rules, path) ?? (file.endsWith('.html') ? { ...pageHeaders } : unversionedAssetHeaders()),
    )
  })
}

/**
 * A demo page as the passkey demo serves it: every mention of the widget origin (the script tag, a
 * page's CSP) names WIDGET_NAMED_ORIGIN instead, where WebAuthn works. Only the demo server does
 * this; the pages themselves keep the one script tag a site owner copies.
 */
function servePasskeyDemoPage(response: ServerResponse, root: string, urlPath: string) {
  const file = normalize(join(root, urlPath.endsWith('/') || urlPath === '' ? `${urlPath}index.html` : urlPath))
  if (!file.startsWith(root + sep)) return send(response, 403, 'forbidden')
  let page: string
  try {
    page = readFileSync(file, 'utf8')
  } catch {
    return send(response, 404, 'not found')
  }
  send(response, 200, page.replaceAll(WIDGET_ORIGIN, WIDGET_NAMED_ORIGIN), {
    'Content-Type': CONTENT_TYPES['.html']!,
    'Cache-Control': 'no-cache',
  })
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`serve: port ${port} is already in use; stop the old server first`)
          : error,
      ),
    )
    server.listen(port, host, () => resolveListen())
  })
}

function serveFile(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  urlPath: string,
  headersFor: (file: string) => Record<string, string>,
) {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return send(response, 400, 'bad path')
  }
  let file = normalize(join(root, decoded))
  if (file !== root && !file.startsWith(root + sep)) return send(response, 403, 'forbidden')
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html')
    statSync(file)
  } catch {
    return send(response, 404, 'not found')
  }
  void encodedFile(file, request.headers['accept-encoding']).then(
    (encoded) =>
      sendEncoded(request, response, encoded, {
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        ...headersFor(file),
      }),
    () => send(response, 404, 'not found'),
  )
}

/**
 * A body compressed as the browser accepts (encodedBody.ts), with its validator: a revalidation
 * (`no-cache` pages, the short-lived host modules once stale) whose copy is current gets a bodiless 304.
 */
function sendEncoded(
  request: IncomingMessage,
  response: ServerResponse,
  { body, encoding, etag, varies }: EncodedBody,
  headers: Record<string, string>,
) {
  const vary = [headers.Vary, varies ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ')
  const common = { ...headers, ETag: etag, ...(vary ? { Vary: vary } : {}) }
  if (stillFresh(request.headers['if-none-match'], etag)) {
    response.writeHead(304, common)
    return response.end()
  }
  response.writeHead(200, {
    ...common,
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
  response.end(body)
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
  response.end(body)
}
