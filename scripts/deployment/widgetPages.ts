import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DeploymentConfig } from '../../protocol/config'
import {
  WIDGET_PAGES,
  widgetPageFile,
  type RenderFirstScreenParameters,
  type RenderFirstScreenReturnType,
  type WidgetPage,
} from '../../protocol/widgetPages'
import { directionOf } from '../../protocol/widgetLanguages'
import { inlineConfig } from './inlineConfig'
import { inlineStyles } from './inlineStyles'

/**
 * The page the secure windows open (`window.html#secure-confirm`): the built page with its config, and no
 * first screen of the widget's. The dev server renders the other pages from it.
 */
export const WINDOW_PAGE_FILE = 'window.html'

/** The widget's built page (dist/widget/index.html, still the placeholder), and the Node build of its first screen. */
export type WidgetPagesParameters = {
  template: string
  config: DeploymentConfig
  /** Where the pages will be served from (`https://wallet.example/widget/`): WebAuthn is offered on a domain only. */
  widgetUrl: string
  /** dist-dev/, where `vite build --mode prerender` put the Node build of the first screen. */
  devDir: string
  /** dist/widget/, whose stylesheet each page carries in itself. */
  widgetDir: string
  /** The pages to render, by file name (the dev server renders the one asked): every page where not given. */
  only?: readonly string[]
}

/** The pages by file name, and the hashes of the styles written into them (for the CSP's `style-src`). */
export type WidgetPages = { pages: Map<string, string>; styleHashes: string[] }

/**
 * Every page of the widget origin, by file name: one per language and theme, each with its first screen
 * (the connect screen) rendered by React into its root, and the secure windows' page with none. Each
 * carries the config it was rendered with: a page and its config are written together, never apart, so
 * the browser's first render is the build's.
 */
export function renderWidgetPages(parameters: WidgetPagesParameters): Promise<WidgetPages> {
  // One at a time, whoever asks (the dev server renders for each host name it is asked under): the first
  // screen's render stands in for the page's location and secure context while it runs.
  const rendered = queue.then(() => renderPages(parameters))
  queue = rendered.then(
    () => undefined,
    () => undefined,
  )
  return rendered
}

let queue: Promise<void> = Promise.resolve()

async function renderPages({
  template,
  config,
  widgetUrl,
  devDir,
  widgetDir,
  only,
}: WidgetPagesParameters): Promise<WidgetPages> {
  const { renderFirstScreen } = (await import(
    pathToFileURL(resolve(devDir, 'prerender/renderFirstScreen.js')).href
  )) as { renderFirstScreen: (p: RenderFirstScreenParameters) => Promise<RenderFirstScreenReturnType> }
  const { html: styled, styleHashes } = inlineStyles(template, widgetDir)
  const withConfig = inlineConfig(styled, config)
  const pages = new Map<string, string>([[WINDOW_PAGE_FILE, withConfig]])
  for (const page of WIDGET_PAGES.filter((page) => !only || only.includes(widgetPageFile(page)))) {
    const screen = await renderFirstScreen({ config, page, widgetUrl })
    pages.set(widgetPageFile(page), pageWith(withConfig, page, screen))
  }
  return { pages, styleHashes }
}

const PLACEHOLDER = /<div id="root">[\s\S]*?<\/div><\/div>/
/** A language's chunk and the module that loads it (vite.config.ts writes one line per language). */
const LANGUAGE_LINE = /<meta name="walletport-language" data-language="([^"]+)" content="([^"]+)">\s*/g

/**
 * The built page with a first screen in its root: its language, direction (Arabic and Hebrew right to left) and
 * theme on the root element, as the widget's first render will have them (no flash of another language or side),
 * and its language's texts preloaded: that chunk alone, never the other languages'.
 */
function pageWith(html: string, page: WidgetPage, screen: RenderFirstScreenReturnType): string {
  if (!PLACEHOLDER.test(html) || !html.includes('<meta name="walletport-language"'))
    throw new Error('the widget page has no placeholder root or no language lines to prerender into')
  const name = `${page.language}-${page.theme}`
  return html
    .replace(
      '<html lang="en">',
      `<html lang="${page.language}" dir="${directionOf(page.language)}" data-theme="${page.theme}">`,
    )
    .replace(LANGUAGE_LINE, (_, language: string, hrefs: string) =>
      language === page.language
        ? hrefs
            .split(' ')
            .map((href) => `<link rel="modulepreload" crossorigin href="${href}">\n    `)
            .join('')
        : '',
    )
    .replace(
      PLACEHOLDER,
      () =>
        `<div id="root" data-page="${name}">${screen.root}</div>` +
        `<p id="page-note" class="notice page-note" role="status" hidden>${escapeText(screen.tooEarly)}</p>`,
    )
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
