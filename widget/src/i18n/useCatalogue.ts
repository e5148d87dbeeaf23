import { useEffect, useState } from 'react'
import { languageOf, loadCatalogue, type LoadedCatalogue } from './translate'

/**
 * The catalogue for `locale`: `first`, which renderShell loaded before the first render, while it is of
 * that language. Where the language then changes (the host's options came after the shell's first
 * render, in another language), the new one is loaded and the texts stay in the last until it is
 * there: a moment, never a screen without words.
 */
export function useCatalogue(locale: string, first: LoadedCatalogue): LoadedCatalogue {
  const [loaded, setLoaded] = useState(first)
  const wanted = languageOf(locale)
  useEffect(() => {
    if (languageOf(loaded.locale) === wanted) return
    let live = true
    void loadCatalogue(locale).then((catalogue) => live && setLoaded({ locale, catalogue }))
    return () => {
      live = false
    }
  }, [locale, wanted, loaded.locale])
  return loaded
}
