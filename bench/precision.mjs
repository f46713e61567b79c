#!/usr/bin/env node
// Precision of mcpward's heuristic rules over the real-server corpus (docs/corpus.md).
//
//   node bench/precision.mjs                  the recorded state: test/corpus/expectations.json alone
//   node bench/precision.mjs --reports [dir]  a fresh run: the JSON reports the corpus test wrote
//                                             (default tmp/corpus/, from `npx vitest run test/corpus`),
//                                             judged with the verdicts of the expectations file
//   --servers a,b,c                           only those corpus servers (e.g. the ones added last)
//
// Prints, per heuristic rule (registry entries with `heuristic: true`): findings, judged true,
// judged false, not judged, precision = true / (true + false); then the same over every rule, and
// per server its exit code (and the one it would get if only its true findings were reported). With --reports it also counts findings judged true that the run no
// longer reports. Needs the build (dist/index.js) for the registry: `pnpm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keyFindings } from '../test/corpus/keys.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist', 'index.js');
if (!existsSync(dist)) {
  console.error('bench/precision.mjs: dist/index.js is missing; run `pnpm run build` first');
  process.exit(2);
}
const { RULES } = await import(pathToFileURL(dist).href);
const identityOf = (rule) => RULES[rule]?.identity ?? [];
const isHeuristic = (rule) => RULES[rule]?.heuristic === true;

const args = process.argv.slice(2);
const reportsAt = args.indexOf('--reports');
const reportsDir = reportsAt === -1 ? undefined : args[reportsAt + 1] && !args[reportsAt + 1].startsWith('--') ? args[reportsAt + 1] : join(root, 'tmp', 'corpus');
const serversAt = args.indexOf('--servers');
const onlyServers = serversAt === -1 ? undefined : new Set((args[serversAt + 1] ?? '').split(',').filter(Boolean));
const expectations = JSON.parse(readFileSync(join(root, 'test', 'corpus', 'expectations.json'), 'utf8'));

/** The exit code a server would get if only its findings judged true were reported. */
function cleanExit(expected) {
  return Object.values(expected.findings).some((j) => j.verdict === true && j.status === 'fail') ? 1 : 0;
}

/** Per server: the exit code and every finding as { key, rule, verdict } (verdict null: not judged). */
const servers = [];
for (const [name, expected] of Object.entries(expectations.servers)) {
  if (onlyServers !== undefined && !onlyServers.has(name)) continue;
  if (reportsDir === undefined) {
    const findings = Object.entries(expected.findings).map(([key, j]) => ({ key, rule: key.split(' | ')[0], verdict: j.verdict }));
    servers.push({ name, exitCode: expected.exitCode, clean: cleanExit(expected), findings, missed: [] });
    continue;
  }
  const file = join(reportsDir, `${name}.json`);
  if (!existsSync(file)) {
    servers.push({ name, exitCode: 'no report', clean: cleanExit(expected), findings: [], missed: [] });
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const observed = keyFindings(report.findings, identityOf).map(({ key, finding }) => ({
    key,
    rule: finding.rule,
    verdict: expected.findings[key]?.verdict ?? null,
  }));
  const seen = new Set(observed.map((f) => f.key));
  const missed = Object.entries(expected.findings)
    .filter(([key, j]) => j.verdict === true && !seen.has(key))
    .map(([key]) => ({ key, rule: key.split(' | ')[0] }));
  servers.push({ name, exitCode: report.exitCode, clean: cleanExit(expected), findings: observed, missed });
}

function tally(findings, missed) {
  const t = { findings: findings.length, true: 0, false: 0, unjudged: 0, missed: missed.length };
  for (const f of findings) {
    if (f.verdict === true) t.true++;
    else if (f.verdict === false) t.false++;
    else t.unjudged++;
  }
  t.precision = t.true + t.false === 0 ? '—' : (t.true / (t.true + t.false)).toFixed(2);
  return t;
}

const all = servers.flatMap((s) => s.findings);
const allMissed = servers.flatMap((s) => s.missed);
const heuristicRules = Object.keys(RULES).filter(isHeuristic).sort();
const columns = ['findings', 'true', 'false', 'unjudged', ...(reportsDir ? ['missed'] : []), 'precision'];

function table(title, rows) {
  const width = Math.max(title.length, ...rows.map(([label]) => label.length));
  console.log(`${title.padEnd(width)}  ${columns.map((c) => c.padStart(9)).join(' ')}`);
  for (const [label, t] of rows) console.log(`${label.padEnd(width)}  ${columns.map((c) => String(t[c]).padStart(9)).join(' ')}`);
  console.log('');
}

console.log(`Corpus precision — ${reportsDir ? `fresh reports in ${reportsDir}` : 'recorded expectations'}; ${servers.length} servers\n`);
const perRule = heuristicRules.map((rule) => [rule, tally(all.filter((f) => f.rule === rule), allMissed.filter((f) => f.rule === rule))]);
const isH = (f) => isHeuristic(f.rule);
table('heuristic rule', [
  ...perRule,
  ['all heuristic rules', tally(all.filter(isH), allMissed.filter(isH))],
  ['all other rules', tally(all.filter((f) => !isH(f)), allMissed.filter((f) => !isH(f)))],
  ['every rule', tally(all, allMissed)],
]);
table(
  'server (exit code → without false positives)',
  servers.map((s) => [`${s.name} (${s.exitCode} → ${s.clean})`, tally(s.findings, s.missed)]),
);
