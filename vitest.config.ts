import { defineConfig } from 'vitest/config'

/**
 * Unit tests (tests/unit: `npm run test:unit`, no build needed) and the byte budgets and contents of
 * the built files (tests/size: `npm run test:size`, after `npm run build`). `npm test` runs both.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/size/**/*.test.ts'],
    environment: 'node',
    // Two files at a time on the 2-core CI machine (Vitest's default in a run is one fewer than the cores: one).
    // The chain-side files wait on anvil and Alto most of their time; the rest overlap with them.
    maxWorkers: 2,
  },
})
