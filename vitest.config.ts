import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Tests that start a process (a fixture server, the built CLI, a package install) are named so. */
const INTEGRATION = 'test/**/*.int.test.ts';
const cores = availableParallelism();

export default defineConfig({
  define: { __MCPWARD_VERSION__: JSON.stringify(pkg.version) },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // `pnpm test` runs both, unit first (its group finishes in a minute or two and fails fast);
    // `pnpm test:unit` / `pnpm test:integration` run one (`vitest run --project NAME`).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [INTEGRATION],
          // Pure and CPU-bound: one worker per core.
          maxWorkers: cores,
          sequence: { groupOrder: 0 },
          // Starting a process fails the file: such a test is an integration test (test/support/no-process.ts).
          setupFiles: ['test/support/no-process.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [INTEGRATION],
          // Builds dist/bin.js when src/ is newer: these tests run the built CLI.
          globalSetup: ['test/global-setup.ts'],
          // Each file starts servers and CLIs of its own, several processes per worker: fewer
          // workers than cores, so that a busy machine slows the run down instead of starving
          // the processes into timeouts.
          maxWorkers: Math.max(1, Math.floor(cores / 2)),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
