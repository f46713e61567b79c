#!/usr/bin/env node
// The README's demo: mcpward against the bundled drift-server fixture. `run` checks v1, `baseline`
// pins it, and `diff` against v2 shows the drift the product description promises. Everything runs
// in a temporary folder; nothing outside it is written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'dist', 'bin.js');
const server = join(root, 'fixtures', 'servers', 'drift.mjs');
const work = mkdtempSync(join(tmpdir(), 'mcpward-demo-'));

const config = (variant) => `server:
  transport: stdio
  command: ${JSON.stringify(process.execPath)}
  args: [${JSON.stringify(server)}, "--variant", "${variant}", "--transport", "stdio"]
checks:
  drift:
    baseline: ./mcpward.lock.json
`;

function mcpward(...args) {
  process.stdout.write(`\n$ mcpward ${args.join(' ')}\n`);
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: work, stdio: 'inherit' });
  process.stdout.write(`(exit ${result.status})\n`);
  return result.status;
}

try {
  writeFileSync(join(work, 'mcpward.yaml'), config('v1'));
  process.stdout.write('drift-server v1.0.0 — check it and pin its contract:\n');
  mcpward('run');
  mcpward('baseline');
  process.stdout.write('\nThe server ships v1.1.0. In CI:\n');
  writeFileSync(join(work, 'mcpward.yaml'), config('v2'));
  const status = mcpward('diff');
  // The demo succeeds when diff found the drift (exit 1), not when it exits 0.
  process.exitCode = status === 1 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
