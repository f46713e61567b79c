#!/usr/bin/env node
// Benchmarks reported as ratios against a baseline measured in the same run, never as absolute
// limits: (a) `mcpward --version` cold start against `node -e 0`; (b) `mcpward run` against a bare
// client that only handshakes and lists on the same fixture server. Usage: pnpm bench [runs]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'dist', 'bin.js');
const runs = Number(process.argv[2] ?? 9);
const server = [join(root, 'fixtures', 'servers', 'legacy.mjs'), '--transport', 'stdio'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(args, options = {}) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, args, { stdio: 'ignore', ...options });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0 && result.status !== 1) throw new Error(`${args.join(' ')} exited ${result.status}`);
    samples.push(ms);
  }
  return median(samples);
}

function report(label, subject, baseline) {
  console.log(`${label.padEnd(44)} ${subject.toFixed(1).padStart(8)} ms  vs ${baseline.toFixed(1).padStart(8)} ms  ratio ${(subject / baseline).toFixed(2)}x`);
}

const work = mkdtempSync(join(tmpdir(), 'mcpward-bench-'));
try {
  const serverBlock = `server:\n  transport: stdio\n  command: ${JSON.stringify(process.execPath)}\n  args: ${JSON.stringify(server)}\n`;
  writeFileSync(join(work, 'mcpward.yaml'), serverBlock);
  // The same run without latency sampling: closer to what the bare client does (no tool calls).
  writeFileSync(join(work, 'no-latency.yaml'), `${serverBlock}checks:\n  latency:\n    enabled: false\n`);
  console.log(`median of ${runs} runs each, Node ${process.version}`);
  report('mcpward --version  vs  node -e 0', time([bin, '--version']), time(['-e', '0']));
  const bare = time([join(root, 'bench', 'bare-client.mjs'), process.execPath, ...server]);
  report('mcpward run  vs  bare handshake + lists', time([bin, 'run'], { cwd: work }), bare);
  report('mcpward run (latency off)  vs  bare', time([bin, 'run', '--config', 'no-latency.yaml'], { cwd: work }), bare);
} finally {
  rmSync(work, { recursive: true, force: true });
}
