import { useEffect } from 'react'
import { directionOf } from '../../../protocol/widgetLanguages'
import { languageOf } from './translate'

/**
 * The document says the language the widget is in (`<html lang>`, for screen readers and hyphenation; the language
 * asked, as the prerendered page says it, so hydration changes nothing) and that language's direction (`dir="rtl"` in Arabic and Hebrew: the CSS's logical properties mirror the whole frame). A
 * prerendered page has both already (scripts/deployment/widgetPages.ts): this keeps them true when the language
 * changes, or was chosen only once the host spoke.
 */
export function useDocumentLanguage(locale: string): void {
  const language = languageOf(locale)
  useEffect(() => {
    document.documentElement.lang = language
    document.documentElement.dir = directionOf(language)
  }, [language])
}
