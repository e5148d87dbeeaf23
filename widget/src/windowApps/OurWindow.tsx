import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { catalogueFor } from '../i18n/catalogues'
import type { MessageKey } from '../i18n/en'
import type { Texts } from '../i18n/translate'
import { browserLocale, usableLocale } from '../i18n/usableLocale'
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

/** Whose site asks, in which language: what the opener said the window is for. */
export type WindowSubject = { hostOrigin: string; locale: string }

type OurWindowProps = {
  /** What the opener sent, once it did. */
  subject: WindowSubject | undefined
  orphan: boolean
  /** The text groups this window speaks, in a language (a stable function: the texts are made once per language). */
  texts: (locale: string) => Texts
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
  const t = useMemo(() => makeT(catalogueFor(locale), locale).with(texts(locale)), [locale, texts])
  return (
    <I18nContext.Provider value={t}>
      <Frame {...(subject ? { hostOrigin: subject.hostOrigin } : {})}>
        {subject ? (
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
