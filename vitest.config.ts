import { defineConfig } from 'vitest/config'

/**
 * Unit tests (tests/unit: `npm run test:unit`, no build needed) and the byte budgets and contents of
 * the built files (tests/size: `npm run test:size`, after `npm run build`). `npm test` runs both.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/size/**/*.test.ts'],
    environment: 'node',
  },
})
