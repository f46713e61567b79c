import { createRequire, syncBuiltinESMExports } from 'node:module';
import { afterAll } from 'vitest';

/**
 * Setup file of the `unit` project (vitest.config.ts): a unit test starts no process. Every way
 * to start one in node:child_process throws here, and a file that tried fails at its end even when
 * the code under test caught the error (a connect that reports "could not start the server").
 * A test that needs a process belongs in the `integration` project: name it `*.int.test.ts`.
 */
const require = createRequire(import.meta.url);
const childProcess = require('node:child_process') as Record<string, unknown>;
const STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

const attempts: string[] = [];

/** The attempts so far, and forgets them (for the guard's own test). */
export function takeProcessAttempts(): string[] {
  return attempts.splice(0);
}

for (const name of STARTERS) {
  childProcess[name] = (command: unknown) => {
    const what = `child_process.${name}(${JSON.stringify(String(command)).slice(0, 80)})`;
    attempts.push(what);
    throw new Error(`${what}: a unit test may not start a process; name the file *.int.test.ts to make it an integration test.`);
  };
}
// `import { spawn } from 'node:child_process'` reads the ESM view of the module: sync it.
syncBuiltinESMExports();

afterAll(() => {
  if (attempts.length > 0) throw new Error(`This unit test file started processes (${takeProcessAttempts().join(', ')}); name it *.int.test.ts.`);
});
