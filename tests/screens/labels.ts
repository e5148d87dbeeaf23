import type { WidgetLanguage } from '../../protocol/widgetLanguages'

/** The words the scenes click by, in the language of the walk: what the visitor reads on each button. */
export type Labels = {
  back: string
  cancel: string
  connect: string
  send: string
  receive: string
  activity: string
  review: string
  reject: string
  secureConfirm: string
}

const KEYS: Record<keyof Labels, string> = {
  back: 'common.back',
  cancel: 'common.cancel',
  connect: 'home.connect',
  send: 'home.send',
  receive: 'home.receive',
  activity: 'home.activity',
  review: 'send.review',
  reject: 'approval.reject',
  secureConfirm: 'guard.secureConfirm',
}

/**
 * The labels of `language`, read from its catalogues (the root's and the wallet group's), so that one walk reaches
 * every screen in any of the languages the widget speaks.
 */
export async function labelsOf(language: WidgetLanguage): Promise<Labels> {
  const texts: Record<string, string> = {}
  for (const file of [language, `wallet/${language}`]) {
    const module = (await import(`../../widget/src/i18n/${file}.ts`)) as Record<string, Record<string, string>>
    Object.assign(texts, ...Object.values(module))
  }
  return Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => {
      if (texts[key] === undefined) throw new Error(`${language} has no ${key}`)
      return [name, texts[key]]
    }),
  ) as Labels
}
