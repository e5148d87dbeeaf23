import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, type AppProps } from './App'
import { loadCatalogue } from './i18n/translate'
import { widgetLocale } from './i18n/usableLocale'

/**
 * The shell: React, the boot decision's screens, the frame and the connect screen a visit opens on.
 * Evaluated and rendered once the host's options have come (main.tsx), in their language: a language
 * other than English loads its catalogue first (i18n/catalogues.ts, not in the first paint).
 *
 * Where the page holds the connect screen React rendered at build time, React hydrates it, in the page's
 * language (its catalogue preloaded by the page): the same components, the same first render
 * (renderFirstScreen.tsx), then the host's options and the site. A mismatch is a bug, never
 * a state to live with: React renders the root anew, and the page says so on the console and in a
 * performance mark the tests fail on.
 */
export async function renderShell({ boot, connection, hydrating }: Omit<AppProps, 'catalogue'>): Promise<void> {
  const root = document.getElementById('root')!
  const locale = hydrating ? hydrating.page.language : widgetLocale(connection?.getSnapshot().options)
  const catalogue = { locale, catalogue: await loadCatalogue(locale) }
  const app = (
    <StrictMode>
      <App boot={boot} connection={connection} catalogue={catalogue} hydrating={hydrating} />
    </StrictMode>
  )
  if (!hydrating) return void createRoot(root).render(app)
  hydrateRoot(root, app, {
    onRecoverableError(error) {
      performance.mark('walletport:hydration-mismatch')
      console.error('walletport: hydration mismatch', error)
    },
  })
  performance.mark('walletport:hydrating')
}
