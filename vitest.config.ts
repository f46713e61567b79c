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
          // One worker per core, as for the unit tests. With half the cores, a 2-core machine ran
          // the files one after another (about 9 of CI's 12 minutes, issue 25), while a file's CLI
          // and its server mostly take turns (the client waits on the server), keeping about one
          // core busy. The tests hold no wall-clock limits: a busier machine makes them slower,
          // and a test whose verdict changes under load is a bug in that test.
          maxWorkers: cores,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
