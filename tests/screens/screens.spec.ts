import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { test } from '@playwright/test'
import type { Engine, EngineName } from '../engines/support/Engine'
import { launchChromium } from '../engines/support/chromium'
import { launchFirefox } from '../engines/support/firefox'
import { launchWebKit } from '../engines/support/webkit'
import { RIGHT_TO_LEFT, WIDGET_LANGUAGES, type WidgetLanguage } from '../../protocol/widgetLanguages'
import { labelsOf } from './labels'
import { connectDevWallet, openDemo, SCENES, type Look } from './scenes'
import { writeScreensIndex, type Shot } from './writeScreensIndex'

/**
 * `npm run screens`: every screen of SCENES, as PNGs in screens/ (ignored by git) with screens/index.html to page
 * through. In English: light and dark, on a desktop and a 360 px phone, in Chromium, Firefox and WebKit. In each of
 * the other 20 languages: in Chromium, on a phone in the light theme; Arabic and Hebrew, right to left, in both themes
 * and on the desktop too. `WALLETPORT_SCREENS_LANGUAGES=de,ar` walks only those. Not part of `npm test`: it asserts
 * nothing but that each screen can be reached, and a screen that cannot is listed in the index with why.
 */
const OUT = resolve(import.meta.dirname, '../../screens')
const LAUNCH: Record<EngineName, () => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
}
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const
type Walk = Omit<Look, 'labels'>
const LANGUAGES = (process.env.WALLETPORT_SCREENS_LANGUAGES?.split(',') ?? WIDGET_LANGUAGES).filter(
  (language): language is WidgetLanguage => (WIDGET_LANGUAGES as readonly string[]).includes(language),
)
const everyLook = (locale: WidgetLanguage): Walk[] =>
  (['light', 'dark'] as const).flatMap((theme) =>
    (['desktop', 'phone'] as const).map((size) => ({ theme, size, locale })),
  )
const ENGLISH: Walk[] = LANGUAGES.includes('en') ? everyLook('en') : []
const TRANSLATED: Walk[] = LANGUAGES.filter((language) => language !== 'en').flatMap((locale) =>
  RIGHT_TO_LEFT.includes(locale) ? everyLook(locale) : [{ theme: 'light' as const, size: 'phone' as const, locale }],
)
const CONNECTED_FROM = SCENES.findIndex((scene) => scene.name === 'balances')
const shots: Shot[] = []

test.describe.configure({ mode: 'serial' })
test.beforeAll(() => {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
})
test.afterAll(() => {
  const index = writeScreensIndex(OUT, shots)
  console.log(`screens: ${shots.filter((shot) => shot.file).length} pictures, ${index}`)
})

for (const engineName of Object.keys(LAUNCH) as EngineName[]) {
  test(`every screen in ${engineName}, in English`, async () => {
    test.skip(ENGLISH.length === 0, 'English is not among WALLETPORT_SCREENS_LANGUAGES')
    test.setTimeout(15 * 60_000)
    const engine = await LAUNCH[engineName]()
    try {
      for (const look of ENGLISH) await walk(engine, engineName, look)
    } finally {
      await engine.quit()
    }
  })
}

test('every screen in every other language, in chromium: Arabic and Hebrew right to left', async () => {
  test.skip(TRANSLATED.length === 0, 'no language but English among WALLETPORT_SCREENS_LANGUAGES')
  test.setTimeout(60 * 60_000)
  const engine = await LAUNCH.chromium()
  try {
    for (const look of TRANSLATED) await walk(engine, 'chromium', look)
  } finally {
    await engine.quit()
  }
})

/** One look in one engine: from a disconnected demo page through every scene, starting again after one that fails. */
async function walk(engine: Engine, engineName: EngineName, walking: Walk) {
  const look: Look = { ...walking, labels: await labelsOf(walking.locale) }
  await engine.resize(SIZES[look.size].width, SIZES[look.size].height)
  await openDemo(engine, look)
  await engine.host('await window.handle.disconnect().catch(() => {})')
  let lost: string | undefined
  for (const [index, scene] of SCENES.entries()) {
    const { theme, size, locale } = look
    const shot: Shot = { engine: engineName, locale, theme, size, scene: scene.name, caption: scene.caption }
    shots.push(shot)
    if (lost) {
      shot.note = `not reached: the walk could not start again (${lost})`
      continue
    }
    try {
      if ((await scene.show(engine, look)) === false) {
        shot.note = 'not in this engine'
        continue
      }
      if (scene.in !== 'popup') {
        await engine.use('host')
        // The widget's screen from its top, as the demo shows it (a click may have scrolled the page), and the
        // viewport the engine gave (WebKit's window has a minimum width).
        const [width, height] = await engine.host<[number, number]>(
          "document.querySelector('#wallet')?.scrollIntoView({ block: 'start' }); return [innerWidth, innerHeight]",
        )
        shot.viewport = `${width}×${height}`
      }
      const file = `${engineName}-${locale}-${theme}-${size}-${scene.name}.png`
      await engine.screenshot(resolve(OUT, file))
      shot.file = file
      // Back where the scenes act (the last one, a site not allowed, has no widget to go back to).
      if (index < SCENES.length - 1) await engine.use(scene.in === 'popup' ? 'popup' : 'widget')
      await scene.leave?.(engine, look)
    } catch (error) {
      shot.note = `${shot.file ? 'taken, but leaving it failed' : 'could not be reached'}: ${firstLine(error)}`
      if (index === SCENES.length - 1) continue
      try {
        await openDemo(engine, look)
        if (index >= CONNECTED_FROM) await connectDevWallet(engine, look)
      } catch (restart) {
        lost = firstLine(restart)
      }
    }
  }
}

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0]!
