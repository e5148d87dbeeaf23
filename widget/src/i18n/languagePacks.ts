import { en, type Catalogue } from './en'

/** A catalogue file's module: its one export, a catalogue or a group's texts (`export const walletFr = {…}`). */
export type CatalogueFile = Record<string, Record<string, string>>

/**
 * Each language but English, as the module that holds all its catalogue files (packs/<tag>.ts): one chunk per
 * language, loaded only by a visit in it, so a visit in Japanese downloads Japanese alone. Adding a language: its
 * tag in protocol/widgetLanguages.ts, its five files, and packs/<tag>.ts, which finds them.
 */
const PACKS = import.meta.glob<Record<string, CatalogueFile>>('./packs/*.ts', { import: 'default' })

/** The catalogue files a language has, by path (`../wallet/fr.ts`): what tests/unit/widget/i18n checks. */
export async function languageFiles(language: string): Promise<Record<string, CatalogueFile>> {
  return (await PACKS[`./packs/${language}.ts`]?.()) ?? {}
}

/**
 * All the texts of a language, its root catalogue and the four groups' in one: the widget's T carries them from its
 * first render, so a screen that loads later only adds English beneath (useT's `with`). English beneath the root's
 * too: a language missing a file reads English there rather than keys (and its test fails).
 */
export async function loadLanguage(language: string): Promise<Catalogue> {
  const files = Object.values(await languageFiles(language))
  return Object.assign({ ...en }, ...files.flatMap((file) => Object.values(file))) as Catalogue
}
