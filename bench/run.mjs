#!/usr/bin/env node
// The end-to-end bench: each row a ratio against a floor measured in the same run, with the peak
// RSS of both, never an absolute limit. The rows are those of issue 12:
//   - `mcpward --version` against `node -e 0`;
//   - static checks only (no tools/call) against an official SDK client that handshakes and reads
//     every list page (bench/bare-client.mjs), on server-everything and on 10,000 tools in 200 pages;
//   - the default `run` on server-everything against that client also calling, once each, every
//     tool annotated readOnlyHint that requires no argument; and on 10,000 such tools against the
//     bare list.
// Subject and floor are sampled in alternation, each row's ratio being of their medians.
// Usage: pnpm bench [runs]; env BENCH_ROWS=<regexp over row labels>, BENCH_TOOLS=<n>   (median of `runs` samples, 9 by default; 3 for a row whose first sample
// takes over 5 s). Build first (`npx tsup`): the bench runs dist/bin.js.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'dist', 'bin.js');
const runs = Number(process.argv[2] ?? 9);
const SLOW_MS = 5000;

// Static checks only: `--no-calls` sends no tools/call at all (the config stays the default one).
const STATIC_CONFIG = '';
const STATIC_RUN = ['run', '--no-calls'];

const everything = [join(realpathSync(join(root, 'node_modules', '@modelcontextprotocol', 'server-everything')), 'dist', 'index.js'), 'stdio'];
// BENCH_TOOLS scales the generated server down for a quick look (the rows use 10,000).
const toolCount = process.env.BENCH_TOOLS ?? '10000';
const manyTools = (...flags) => [join(root, 'fixtures', 'servers', 'many-tools.mjs'), '--tools', toolCount, '--page-size', '50', ...flags];
const SERVERS = {
  everything: { label: 'server-everything', args: everything },
  manyStatic: { label: `${toolCount} tools in ${Math.ceil(Number(toolCount) / 50)} pages`, args: manyTools('--params') },
  manyDefault: { label: `${toolCount} read-only tools, no arguments`, args: manyTools() },
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One run of `node …args`: wall time and peak RSS (of the measured process, not its server). */
function sample(args, cwd) {
  const rssFile = join(work, 'rss');
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(join(root, 'bench', 'rss.mjs')).href, ...args], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, MCPWARD_BENCH_RSS: rssFile },
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0 && result.status !== 1) throw new Error(`${args.join(' ')} exited ${result.status ?? result.signal}`);
  return { ms, mib: Number(readFileSync(rssFile, 'utf8')) / 1024 };
}

/**
 * Median wall time and peak RSS of the subject and of its floor, sampled in alternation (A B B A
 * A B …), so a machine that speeds up or slows down during the row weighs on both alike.
 */
function measurePair(subject, cwd, floor, floorCwd) {
  const a = [];
  const b = [];
  for (let i = 0; i < (a.length > 0 && a[0].ms > SLOW_MS ? Math.min(runs, 3) : runs); i++) {
    if (i % 2 === 0) {
      a.push(sample(subject, cwd));
      b.push(sample(floor, floorCwd));
    } else {
      b.push(sample(floor, floorCwd));
      a.push(sample(subject, cwd));
    }
  }
  const summary = (xs) => ({ ms: median(xs.map((x) => x.ms)), mib: Math.max(...xs.map((x) => x.mib)), n: xs.length });
  return [summary(a), summary(b)];
}

const fmt = (m) => `${(m.ms / 1000).toFixed(2).padStart(6)} s ${m.mib.toFixed(0).padStart(4)} MiB`;

function row(label, subject, floor, target) {
  const ratio = subject.ms / floor.ms;
  const verdict = ratio <= target ? 'ok' : 'over';
  console.log(`${label.padEnd(76)} ${fmt(subject)}   ${fmt(floor)}   ${ratio.toFixed(2).padStart(5)}×  (target ≤ ${target}×: ${verdict}, n=${subject.n})`);
}

function project(name, server, extra = '') {
  const dir = join(work, name);
  const block = `server:\n  transport: stdio\n  command: ${JSON.stringify(process.execPath)}\n  args: ${JSON.stringify(server.args)}\n`;
  mkdirSync(dir);
  writeFileSync(join(dir, 'mcpward.yaml'), block);
  writeFileSync(join(dir, 'static.yaml'), `${block}${extra}`);
  return dir;
}

const bare = (server, ...flags) => [join(root, 'bench', 'bare-client.mjs'), ...flags, '--', process.execPath, ...server.args];

const work = mkdtempSync(join(tmpdir(), 'mcpward-bench-'));
try {
  const everythingDir = project('everything', SERVERS.everything, STATIC_CONFIG);
  const manyStaticDir = project('many-static', SERVERS.manyStatic, STATIC_CONFIG);
  const manyDefaultDir = project('many-default', SERVERS.manyDefault);
  const ROWS = [
    ['mcpward --version  vs  node -e 0', [bin, '--version'], root, ['-e', '0'], 1.3],
    [`static checks, ${SERVERS.everything.label}  vs  bare list`, [bin, ...STATIC_RUN], everythingDir, bare(SERVERS.everything), 1.15],
    [`static checks, ${SERVERS.manyStatic.label}  vs  bare list`, [bin, ...STATIC_RUN], manyStaticDir, bare(SERVERS.manyStatic), 2.0],
    [`default run, ${SERVERS.everything.label}  vs  bare list + read-only calls`, [bin, 'run'], everythingDir, bare(SERVERS.everything, '--call-readonly'), 1.3],
    [`default run, ${SERVERS.manyDefault.label}  vs  bare list`, [bin, 'run'], manyDefaultDir, bare(SERVERS.manyDefault), 3.0],
  ];
  // BENCH_ROWS (a regular expression over the labels) picks rows, e.g. BENCH_ROWS=static.
  const only = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS) : undefined;
  console.log(`median of ${runs} runs (3 for rows over ${SLOW_MS / 1000} s), Node ${process.version}; peak RSS of the measured process`);
  console.log(`${'row'.padEnd(76)} ${'mcpward'.padEnd(15)}   ${'floor'.padEnd(15)}   ratio`);
  for (const [label, subject, cwd, floor, target] of ROWS) {
    if (!only || only.test(label)) row(label, ...measurePair(subject, cwd, floor, root), target);
  }
  console.log('Target for the static row on 10,000 tools: mcpward peak RSS under 160 MiB.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
