import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DeploymentConfig } from '../protocol/config'
import { WIDGET_PAGES, widgetPageFile } from '../protocol/widgetPages'
import { renderWidgetPages, WINDOW_PAGE_FILE, type WidgetPages } from './deployment/widgetPages'

/**
 * The widget's pages for one server's config, rendered on first ask (scripts/deployment/widgetPages.ts) for
 * the host name they are asked under (WebAuthn is offered on a named origin, not on 127.0.0.1), and again
 * when the build has changed the page since. One page at a time: 21 languages in 3 themes took a second to
 * render all at once, on the first visit's way.
 */
export function widgetPageCache(root: string, devRoot: string, config: DeploymentConfig) {
  const rendered = new Map<string, { template: string; pages: Promise<WidgetPages> }>()
  const files = new Set([WINDOW_PAGE_FILE, ...WIDGET_PAGES.map(widgetPageFile)])
  return {
    has: (file: string) => files.has(file),
    /** The page, and the hashes of the styles in it (the CSP it is sent with names them). */
    async render(file: string, host: string): Promise<{ page: string; styleHashes: string[] }> {
      // The page as built, its root still the placeholder: the windows' page is that page (index.html has its screen).
      const template = readFileSync(join(root, 'widget', WINDOW_PAGE_FILE), 'utf8')
      const key = `${host} ${file}`
      let entry = rendered.get(key)
      if (entry?.template !== template) {
        const pages = renderWidgetPages({
          template,
          config,
          widgetUrl: `http://${host}/widget/`,
          devDir: devRoot,
          widgetDir: join(root, 'widget'),
          only: [file],
        })
        rendered.set(key, (entry = { template, pages }))
      }
      const { pages, styleHashes } = await entry.pages
      return { page: pages.get(file)!, styleHashes }
    },
  }
}
