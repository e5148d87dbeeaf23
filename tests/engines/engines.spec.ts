import { test as base } from '@playwright/test'
import { ENGINE_STEPS } from './steps'
import type { Engine, EngineName } from './support/Engine'
import { launchFirefox } from './support/firefox'
import { launchWebKit } from './support/webkit'

const LAUNCH: Record<Exclude<EngineName, 'chromium'>, () => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
}

/**
 * The shared steps, in the engine the project names (playwright.config.ts: `firefox`, `webkit`). Each
 * test gets a fresh browser (a new profile: no storage carried over) against the one stack that
 * Playwright's webServer started for every project.
 */
const test = base.extend<{ engine: Engine }>({
  engine: async ({ browserName: _unused }, provide, testInfo) => {
    const name = testInfo.project.name as keyof typeof LAUNCH
    // A step for some engines only is skipped in the others before a browser is started for it.
    const only = ENGINE_STEPS.find((step) => step.name === testInfo.title)?.only
    testInfo.skip(only !== undefined && !only.includes(name), `a step for ${only?.join(' and ')} only`)
    const engine = await LAUNCH[name]()
    try {
      await provide(engine)
    } finally {
      await engine.quit()
    }
  },
})

for (const step of ENGINE_STEPS) test(step.name, ({ engine }) => step.run(engine))
