import type { DeploymentConfig } from './config'
import type { Theme } from './types'
import { WIDGET_LANGUAGES, widgetLanguageOf } from './widgetLanguages'

export { WIDGET_LANGUAGES }

/** The host's `theme` values: each is an attribute of the page's root element, the CSS does the rest. */
export const WIDGET_THEMES: readonly Theme[] = ['light', 'dark', 'auto']

/** One page of the widget prerendered at build time: its first screen in one language and theme. */
export type WidgetPage = { language: string; theme: Theme }

/** The prerendered pages, English light first: it is `index.html`, the page every other ask falls back to. */
export const WIDGET_PAGES: readonly WidgetPage[] = WIDGET_LANGUAGES.flatMap((language) =>
  WIDGET_THEMES.map((theme) => ({ language, theme })),
)

/** The file a page is served as, beside the widget's index.html: `de-dark.html`, `zh-Hant-auto.html`; English light is index.html. */
export function widgetPageFile({ language, theme }: WidgetPage): string {
  return language === 'en' && theme === 'light' ? 'index.html' : `${language}-${theme}.html`
}

/**
 * The page the widget origin serves for a visit: the loader asks in the page's query for the host's locale
 * and theme (`de-AT,dark`; either may be empty), the browser's first language (`Accept-Language`) stands in
 * for a locale the host did not give, and what was not prerendered falls back to English, then to light.
 * The nginx snippet (scripts/deployment/staticHeaders.ts) writes the same rule; a static host that cannot
 * serves index.html, which the widget turns into the asked language and theme once it runs.
 */
export function widgetPageFor(query: string, acceptLanguage: string | undefined): WidgetPage {
  const [locale = '', theme = ''] = query.replace(/^\?/, '').split(',')
  // The first tag of each, as nginx matches them (its rules are NGINX_PAGE_CHOICE in staticHeaders.ts): a host's
  // locale we do not speak, or a browser's second language, is taken once the widget runs (usableLocale.ts), and
  // so is a language written in capitals, which nginx's case-sensitive match does not take.
  const first = (tags: string) => /^[a-z]{2,3}(?:[-_][A-Za-z0-9]+)*/.exec(tags)?.[0]
  const spoken = (tags: string) => {
    const tag = first(tags)
    return tag === undefined ? undefined : widgetLanguageOf(tag)
  }
  return {
    language: spoken(locale) ?? spoken(acceptLanguage ?? '') ?? 'en',
    theme: WIDGET_THEMES.find((known) => known === theme) ?? 'light',
  }
}

/** What the widget's Node build of its first screen (widget/src/renderFirstScreen.tsx) is given to render one page. */
export type RenderFirstScreenParameters = {
  config: DeploymentConfig
  page: WidgetPage
  /** Where the page will be served: whether the browser may run WebAuthn there decides the passkey choices. */
  widgetUrl: string
}

/** What it renders. */
export type RenderFirstScreenReturnType = {
  /** The root's HTML: the connect screen. */
  root: string
  /** What the page says on a click before React is there (boot/earlyGestures.ts), in its language. */
  tooEarly: string
}
