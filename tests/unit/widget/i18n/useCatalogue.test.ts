// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { en, type Catalogue } from '../../../../widget/src/i18n/en'
import { loadCatalogue, type LoadedCatalogue } from '../../../../widget/src/i18n/translate'
import { useCatalogue } from '../../../../widget/src/i18n/useCatalogue'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const DE = await loadCatalogue('de')

let root: Root
let seen: Catalogue[]

beforeEach(() => {
  root = createRoot(document.createElement('div'))
  seen = []
})

afterEach(() => act(() => root.unmount()))

function Reader({ locale, first }: { locale: string; first: LoadedCatalogue }) {
  seen.push(useCatalogue(locale, first).catalogue)
  return null
}

/** Until React has rendered with a catalogue other than the last one seen, or a second has passed. */
async function nextCatalogue() {
  const before = seen.at(-1)
  for (let i = 0; i < 100 && seen.at(-1) === before; i++)
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 10))))
}

describe('useCatalogue: the texts of the language the widget is in', () => {
  it('renders at once with the catalogue main.tsx loaded, and loads nothing more while the language stays', async () => {
    await act(async () =>
      root.render(createElement(Reader, { locale: 'de-DE', first: { locale: 'de', catalogue: DE } })),
    )
    await act(async () =>
      root.render(createElement(Reader, { locale: 'de-AT', first: { locale: 'de', catalogue: DE } })),
    )
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set([DE]))
  })

  it('keeps the last language until the new one has loaded (the host’s options came after the first render), then switches', async () => {
    const first = { locale: 'en-US', catalogue: en }
    await act(async () => root.render(createElement(Reader, { locale: 'en-US', first })))
    await act(async () => root.render(createElement(Reader, { locale: 'es', first })))
    // Never a render without words: English until Spanish is there.
    expect(seen[0]).toBe(en)
    await nextCatalogue()
    expect(seen.at(-1)).toEqual(await loadCatalogue('es'))
    expect(seen.at(-1)!['app.numberLocale']).toBe('es')
    expect(seen.every((catalogue) => catalogue === en || catalogue === seen.at(-1))).toBe(true)
  })
})
