import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WIDGET_ORIGIN } from '../../devchain/ports'
import { WIDGET_PAGES, widgetPageFile } from '../../protocol/widgetPages'
import { loadDeploymentConfig } from '../../scripts/deployment/loadDeploymentConfig'
import { renderWidgetPages, WINDOW_PAGE_FILE } from '../../scripts/deployment/widgetPages'
import { widgetPageHeaders } from '../../scripts/deployment/securityHeaders'

/**
 * The widget's pages as the build renders them: from the page template the widget build wrote (dist/widget) and
 * the prerender build (dist-dev), so after `npm run build`. Which page a visit gets:
 * tests/unit/scripts/deployment/widgetPages.test.ts.
 */
const ROOT = join(import.meta.dirname, '../..')
const config = loadDeploymentConfig(join(ROOT, 'walletport.config.json'))
/** The page as the widget build wrote it, before any screen was rendered into it. */
const template = () => readFileSync(join(ROOT, 'dist/widget', WINDOW_PAGE_FILE), 'utf8')
const rendered = (widgetUrl: string, withConfig = config) =>
  renderWidgetPages({
    template: template(),
    config: withConfig,
    widgetUrl,
    devDir: join(ROOT, 'dist-dev'),
    widgetDir: join(ROOT, 'dist/widget'),
  })
const render = async (widgetUrl: string, withConfig = config) => (await rendered(widgetUrl, withConfig)).pages

describe('renderWidgetPages: the connect screen React renders into each page at build time', () => {
  it('writes a page per language and theme, its screen in its language, and the windows’ page with none', async () => {
    const pages = await render('https://wallet.example/widget/')
    expect([...pages.keys()].sort()).toEqual([...WIDGET_PAGES.map(widgetPageFile), WINDOW_PAGE_FILE].sort())
    const german = pages.get('de-dark.html')!
    expect(german).toContain('<html lang="de" dir="ltr" data-theme="dark">')
    expect(pages.get('ar-light.html')).toContain('<html lang="ar" dir="rtl" data-theme="light">')
    expect(pages.get('zh-Hant-auto.html')).toContain('<html lang="zh-Hant" dir="ltr" data-theme="auto">')
    expect(german).toContain('<div id="root" data-page="de-dark">')
    expect(german).toContain('Diese Website möchte sich verbinden')
    // The note for a click before React is there: in the page's language, hidden until then, outside the root.
    expect(german).toMatch(/<\/div><p id="page-note" class="notice page-note" role="status" hidden>Die Wallet startete/)
    // Its language's chunk and the module that loads it, preloaded; no other language's.
    expect(german).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/de-[^"]+\.js">/)
    expect(german).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/languagePacks-[^"]+\.js">/)
    expect(german).not.toMatch(/assets\/(es|fr|ja|ar)-/)
    expect(german).not.toContain('walletport-language')
    const english = pages.get('index.html')!
    expect(english).toContain('data-page="en-light"')
    expect(english).not.toContain('walletport-language')
    expect(english).not.toContain('languagePacks-')
    expect(pages.get(WINDOW_PAGE_FILE)).not.toContain('data-page=')
    expect(pages.get(WINDOW_PAGE_FILE)).toContain('<div class="page-start" aria-busy="true">Walletport</div>')
    // Each page carries the config it was rendered for, written into its data block.
    for (const page of pages.values())
      expect(page).toContain(`"allowedOrigins":${JSON.stringify(config.allowedOrigins)}`)
  }, 60_000)

  it('writes the page’s stylesheet into each page, allowed by the CSP by its hash and nothing else inline', async () => {
    const { pages, styleHashes } = await rendered('https://wallet.example/widget/')
    expect(styleHashes).toHaveLength(1)
    for (const page of pages.values()) {
      expect(page).not.toContain('rel="stylesheet"')
      const [, css] = /<style data-href="\.\/assets\/[^"]+\.css">([\s\S]*?)<\/style>/.exec(page)!
      expect(`'sha256-${createHash('sha256').update(css!).digest('base64')}'`).toBe(styleHashes[0])
    }
    const csp = widgetPageHeaders(config, styleHashes)['Content-Security-Policy']!
    expect(csp).toContain(`style-src 'self' ${styleHashes[0]};`)
    expect(csp).not.toContain('unsafe-inline')
  }, 60_000)

  it('renders for the config and the place it is given: no dev wallet where the config has none, no passkey on an IP address', async () => {
    const onDomain = (await render('https://wallet.example/widget/')).get('index.html')!
    expect(onDomain).toContain('Create a passkey wallet')
    expect(onDomain).toContain('Dev wallet (anvil #0)')
    const onAddress = (await render(`${WIDGET_ORIGIN}/widget/`)).get('index.html')!
    expect(onAddress).not.toContain('Create a passkey wallet')
    const withoutDev = (
      await render('https://wallet.example/widget/', { ...config, devWallet: { enabled: false } })
    ).get('index.html')!
    expect(withoutDev).not.toContain('Dev wallet')
  }, 60_000)
})
