/**
 * The widget's first screen, rendered by React at build time (`vite build --mode prerender` bundles this
 * for Node; scripts/deployment/widgetPages.ts writes a page per language and theme with it). The tree is
 * the shell's own (App.tsx), as the browser's first render of the page will be when it hydrates it: the
 * embedded widget, allowed, on a first visit that opens on the connect screen, in the page's language and
 * theme, without the site (only the browser knows it).
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import type { RenderFirstScreenParameters, RenderFirstScreenReturnType } from '../../protocol/widgetPages'
import { App } from './App'
import { loadCatalogue } from './i18n/translate'
import { walletEn } from './i18n/wallet/en'

/** Renders one page's first screen. Not reentrant: it stands in for the page's `location` while it renders. */
export async function renderFirstScreen({
  config,
  page,
  widgetUrl,
}: RenderFirstScreenParameters): Promise<RenderFirstScreenReturnType> {
  const catalogue = await loadCatalogue(page.language)
  const globals = globalThis as { location?: unknown; isSecureContext?: unknown }
  const saved = { location: globals.location, isSecureContext: globals.isSecureContext }
  const url = new URL(widgetUrl)
  // What the components read of the page at render time: its hash (which page, which layout) and host.
  globals.location = url
  globals.isSecureContext =
    url.protocol === 'https:' ||
    ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) ||
    url.hostname.endsWith('.localhost')
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App
          boot={{ status: 'ready', config, hostOrigin: '' }}
          connection={undefined}
          catalogue={{ locale: page.language, catalogue }}
          hydrating={{ page }}
        />
      </StrictMode>,
    )
    return { root: await new Response(prelude).text(), tooEarly: { ...walletEn, ...catalogue }['page.tooEarly'] }
  } finally {
    Object.assign(globals, saved)
  }
}
