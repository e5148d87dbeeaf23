import { expect, test } from '@playwright/test'
import { expectNothingCutOff } from './support/hostPage'
import { controlsOutOfTheme, seriousViolations, visitEveryScreen } from './support/look'

/**
 * The widget's look, screen by screen, on a 360 px phone: both themes legible and whole (axe, and
 * no control left in the browser's light defaults in the dark theme).
 */

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: every screen a visitor reaches is axe clean${theme === 'dark' ? ', every control dark' : ''}`, async ({
    browser,
  }) => {
    await visitEveryScreen(browser, {
      theme,
      locale: 'en',
      async check({ name, page, frame }) {
        expect.soft(await seriousViolations(page), name).toEqual([])
        await expectNothingCutOff(frame)
        if (theme === 'dark') expect.soft(await controlsOutOfTheme(frame), name).toEqual([])
      },
    })
  })
}
