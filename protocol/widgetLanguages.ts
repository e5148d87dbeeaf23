/**
 * The languages the widget speaks, by the tag of their catalogues (widget/src/i18n/<tag>.ts and the four
 * groups' <tag>.ts): English, then each a visit may be in. A language is added here and by its five files;
 * tests/unit/widget/i18n/catalogues.test.ts fails while a listed language misses one of them.
 */
export const WIDGET_LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'pt',
  'it',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'hi',
  'id',
  'vi',
  'th',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
] as const

export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number]

/** The languages written right to left: their pages and windows are `dir="rtl"`, mirrored. */
export const RIGHT_TO_LEFT: readonly string[] = ['ar', 'he']

/** The text direction of a language of ours. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr'
}

/** Old language codes browsers still send (Java's and some Androids'): Hebrew's `iw`, Indonesian's `in`. */
const ALIASES: Record<string, string> = { iw: 'he', in: 'id' }

/**
 * The language of ours a BCP-47 tag is best read in, or undefined where we have none (the caller tries its
 * next tag, then English). Chinese by script, else by region: `zh-Hant*`, `zh-TW`, `zh-HK`, `zh-MO` read
 * traditional, any other `zh` simplified. Every region of a language reads its one catalogue (`pt-PT` → pt).
 */
export function widgetLanguageOf(tag: string): WidgetLanguage | undefined {
  const [first = '', ...rest] = tag.toLowerCase().split(/[-_]/)
  const language = ALIASES[first] ?? first
  if (language === 'zh') {
    if (rest.includes('hans')) return 'zh-Hans'
    return rest.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag)) ? 'zh-Hant' : 'zh-Hans'
  }
  return WIDGET_LANGUAGES.find((known) => known === language)
}

/** The first of `tags` (the host's locale, then the browser's languages, in order) that we speak, else English. */
export function bestWidgetLanguage(tags: readonly (string | undefined)[]): WidgetLanguage {
  for (const tag of tags) {
    const language = tag ? widgetLanguageOf(tag) : undefined
    if (language) return language
  }
  return 'en'
}
