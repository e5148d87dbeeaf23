import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { en, type MessageKey } from '../i18n/en'
import { formatMessage } from '../i18n/message'
import { languageOf, type Texts } from '../i18n/translate'
import { browserLocale, usableLocale } from '../i18n/usableLocale'
import { useCatalogue } from '../i18n/useCatalogue'
import { useDocumentLanguage } from '../i18n/useDocumentLanguage'
import { I18nContext, makeT } from '../i18n/useT'
import { Frame } from '../screens/Frame'
import { listenToOpener } from '../windowChannel/listenToOpener'
import type { WindowMessage } from '../windowChannel/windowMessages'
import '../screens/screens.css'

/**
 * A window of ours' side of the one window channel: it hears only its opener, on the widget origin
 * (listenToOpener), so a host page that opens the window's URL itself gets nothing to show, and is
 * `orphan`. `onMessage` is given each message once, and may only set state: it is the mount's own.
 */
export function useOpener(onMessage: (message: WindowMessage) => void): {
  orphan: boolean
  answer: (message: WindowMessage) => void
} {
  const [orphan, setOrphan] = useState(false)
  const answerOpener = useRef<(message: WindowMessage) => void>(() => {})
  useEffect(() => {
    const channel = listenToOpener(onMessage)
    if (!channel) return setOrphan(true)
    answerOpener.current = channel.answer
    return channel.stop
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one channel per window, for its whole life
  }, [])
  return { orphan, answer: (message) => answerOpener.current(message) }
}

/** The windows' first texts, English, until their language's have loaded (i18n/languagePacks.ts). */
const ENGLISH = { locale: 'en', catalogue: en }

/** Whose site asks, in which language: what the opener said the window is for. */
export type WindowSubject = { hostOrigin: string; locale: string }

type OurWindowProps = {
  /** What the opener sent, once it did. */
  subject: WindowSubject | undefined
  orphan: boolean
  /** The text groups this window speaks, in English: its language's, loaded with its catalogue, are laid over them. */
  texts: Texts
  /** What it says until its opener has spoken, and when no widget opened it. */
  waiting: { loading: MessageKey; orphan: MessageKey }
  children: ReactNode
}

/**
 * The frame every window of ours shows (the secure window, the passkey window): the wallet's frame with
 * the site that asks, in the language of what it shows, and until then a word that it waits (or that it
 * was opened by no widget).
 */
export function OurWindow({ subject, orphan, texts, waiting, children }: OurWindowProps) {
  const locale = subject ? usableLocale(subject.locale) : browserLocale()
  const loaded = useCatalogue(locale, ENGLISH)
  const t = useMemo(() => makeT(loaded.catalogue, locale).with(texts, formatMessage), [loaded, locale, texts])
  // The window's direction is its language's (Arabic, Hebrew: mirrored), as the widget's page is.
  useDocumentLanguage(locale)
  // What the opener sent is shown in its language only: never a review in English for a moment, then in Arabic.
  const ready = subject !== undefined && languageOf(loaded.locale) === languageOf(locale)
  return (
    <I18nContext.Provider value={t}>
      <Frame {...(subject ? { hostOrigin: subject.hostOrigin } : {})}>
        {ready ? (
          children
        ) : (
          <p className="muted" aria-busy={!orphan}>
            {t(orphan ? waiting.orphan : waiting.loading)}
          </p>
        )}
      </Frame>
    </I18nContext.Provider>
  )
}
