import { expect, test } from '@playwright/test'
import { expectNothingCutOff } from './support/hostPage'
import { brokenWords, controlsOutOfTheme, seriousViolations, visitEveryScreen } from './support/look'

/**
 * The widget's look, screen by screen, on a 360 px phone: both themes legible and whole (axe, and
 * no control left in the browser's light defaults in the dark theme), and words kept whole in
 * every language.
 */

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: every screen a visitor reaches is axe clean${theme === 'dark' ? ', every control dark' : ''}`, async ({
    browser,
  }) => {
    // A tour of every screen a visitor reaches, each checked: many tests' worth of steps in one.
    test.setTimeout(90_000)
    await visitEveryScreen(browser, {
      theme,
      locale: 'en',
      async check({ name, page, frame }) {
        expect.soft(await seriousViolations(page), name).toEqual([])
        await expectNothingCutOff(frame)
        // The secure window too: it wears the widget's theme, not the page's default.
        const background = await frame
          .locator('.frame')
          .evaluate((element) => getComputedStyle(element).backgroundColor)
        expect.soft(background, name).toBe(theme === 'dark' ? 'rgb(20, 23, 31)' : 'rgb(255, 255, 255)')
        if (theme === 'dark') expect.soft(await controlsOutOfTheme(frame), name).toEqual([])
      },
    })
  })
}

for (const locale of ['en', 'de', 'es'] as const) {
  test(`${locale} at 360 px: no word of prose breaks inside itself, and none sticks out of the widget`, async ({
    browser,
  }) => {
    await visitEveryScreen(browser, {
      theme: 'light',
      locale,
      async check({ name, frame }) {
        expect.soft(await brokenWords(frame), name).toEqual([])
      },
    })
  })
}
