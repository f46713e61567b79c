#!/usr/bin/env node
// The wire property test (test/client/wire-property.test.ts) with a larger budget than CI's: random
// and adversarial byte streams over stdio and Streamable HTTP, each through the built CLI. Needs
// dist/ (pnpm build). Prints the runs per transport, the seed and the wall time.
// Usage: node bench/wire-property.mjs [runs per transport, default 100] [seed, default: the time]
import { spawnSync } from 'node:child_process';
import { root } from './compile.mjs';

const runs = Number(process.argv[2] ?? 100);
const seed = Number(process.argv[3] ?? Date.now() % 2 ** 31);
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', 'test/client/wire-property.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WIRE_PROPERTY_RUNS: String(runs), WIRE_PROPERTY_SEED: String(seed) },
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`wire property: ${runs} runs per transport, seed ${seed}, ${seconds} s, ${result.status === 0 ? 'passed' : 'FAILED'}`);
process.exit(result.status ?? 1);
