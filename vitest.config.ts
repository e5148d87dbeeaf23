import { defineConfig } from 'vitest/config'

/** Unit tests (tests/unit) and the byte budgets of the built files (tests/size, after `npm run build`). */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/size/**/*.test.ts'],
    environment: 'node',
  },
})
