import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, type AppProps } from './App'
import { loadCatalogue } from './i18n/translate'
import { widgetLocale } from './i18n/usableLocale'

/**
 * The shell: React, the boot decision's screens, the frame and the connect screen a visit opens on.
 * Evaluated and rendered once the host's options have come (main.tsx), in their language: a language
 * other than English loads its catalogue first (i18n/catalogues.ts, not in the first paint).
 */
export async function renderShell({ boot, connection }: Omit<AppProps, 'catalogue'>): Promise<void> {
  const locale = widgetLocale(connection?.getSnapshot().options)
  const catalogue = { locale, catalogue: await loadCatalogue(locale) }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App boot={boot} connection={connection} catalogue={catalogue} />
    </StrictMode>,
  )
}
