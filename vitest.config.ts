import { defineConfig } from 'vitest/config'

/**
 * Three suites, each a project with a script of its own; `vitest run` (in `npm test`) runs them all at once:
 * - unit (tests/unit, `npm run test:unit`): the code of each room, folder by folder as the source; no build, no chain.
 * - chain (tests/chain, `npm run test:chain`): the passkey wallet, the deploy script and contract sign-ins against a
 *   real anvil, and Alto where a bundler is needed, each started on ports of its own; no build.
 * - size (tests/size, `npm run test:size`): the byte budgets and contents of the built files, after `npm run build`.
 */
const suite = (name: string) => ({
  extends: true as const,
  test: { name, include: [`tests/${name}/**/*.test.ts`] },
})

export default defineConfig({
  test: {
    projects: [suite('unit'), suite('chain'), suite('size')],
    environment: 'node',
    // Two files at a time on the 2-core CI machine (Vitest's default in a run is one fewer than the cores: one).
    // The chain files wait on anvil and Alto most of their time; the rest overlap with them.
    maxWorkers: 2,
  },
})
