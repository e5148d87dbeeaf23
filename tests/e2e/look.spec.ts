import { expect, test } from '@playwright/test'
import { expectNothingCutOff } from './support/hostPage'
import {
  accessibilityMisses,
  brokenWords,
  controlsOutOfTheme,
  focusRingAfterTab,
  seriousViolations,
  visitEveryScreen,
} from './support/look'

/**
 * The widget's look, screen by screen, on a 360 px phone: both themes legible and whole (axe, and
 * no control left in the browser's light defaults in the dark theme), in English and in Arabic (right to left), and
 * words kept whole in every language toured.
 */

// Three tours, not four (each costs about 25 s with axe): the theme's colours do not depend on the language, so the dark
// theme is toured in Arabic only; English's words are checked on the light English tour.
for (const [theme, locale] of [
  ['light', 'en'],
  ['light', 'ar'],
  ['dark', 'ar'],
] as const) {
  test(`${theme} theme, ${locale}: every screen a visitor reaches is axe clean, its words whole${theme === 'dark' ? ', every control dark' : ''}`, async ({
    browser,
  }) => {
    // A tour of every screen a visitor reaches, each checked: many tests' worth of steps in one.
    test.setTimeout(90_000)
    await visitEveryScreen(browser, {
      theme,
      locale,
      async check({ name, page, frame }) {
        expect.soft(await seriousViolations(page), name).toEqual([])
        await expectNothingCutOff(frame)
        expect.soft(await brokenWords(frame), name).toEqual([])
        // Arabic reads right to left on every screen, the secure window's too.
        await expect(frame.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
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

// English and Arabic words are checked in the theme tours above.
for (const locale of ['de', 'es'] as const) {
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

// docs/accessibility.md names this test for WCAG 1.4.4, 1.4.10, 1.4.11, 2.2.2, 2.3.3, 2.4.7, 2.5.8 and 4.1.3.
test('a 320 px frame (200% zoom) in forced colours, asking for less motion: every screen axe clean with 24 px targets, whole, every control and state visible, nothing moving, a focus ring on Tab, statuses said in a live region', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  await visitEveryScreen(browser, {
    theme: 'light',
    locale: 'en',
    browsing: { width: 320, deviceScaleFactor: 2, forcedColors: 'active', reducedMotion: 'reduce' },
    async check({ name, page, frame }) {
      expect.soft(await seriousViolations(page, { targetSize: true }), name).toEqual([])
      await expectNothingCutOff(frame)
      expect.soft(await accessibilityMisses(frame), name).toEqual([])
      expect.soft(await focusRingAfterTab(page, frame), name).toEqual([])
      // What changes without the visitor moving is said where a screen reader hears it: a region there before it changes.
      if (name === 'send status')
        await expect(frame.locator('[role="status"][aria-live="polite"]')).toContainText(/sent to 0x/)
      if (name === 'receive') {
        const said = frame.locator('[role="status"][aria-live="polite"]')
        await expect(said).toHaveText('')
        await frame.getByRole('button', { name: 'Copy address' }).click()
        await expect(said).toHaveText(/Address copied|did not allow copying/)
      }
    },
  })
})
