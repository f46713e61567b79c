#!/usr/bin/env node
// The labelled poisoning benchmark (bench/poisoning/README.md): how much of it mcpward's
// detector catches, and how often it cries wolf.
//
//   node bench/poisoning.mjs [--split train|test] [--file items.jsonl] [--json] [--corpus] [--reader-only]
//   node bench/poisoning.mjs --coverage [--split …|--file …]   what a split holds, as Markdown
//   node bench/poisoning.mjs --split train --list missed|flagged|passing [--why]   one line per item, to work on
//                                                   (passing: poisoned items that do not fail the run)
//                                   (--why: each finding's rule, path and evidence under its item)
//
// Default: the test split (bench/poisoning/test.jsonl). Each item's surface is judged as
// `mcpward run --no-calls` judges a server's surface: the snapshot the collector builds from
// the lists (`snapshotOfSurface`, the same rebuild `mcpward merge` uses), the families `run`
// chooses under the default config — the security family, the one scored — and
// the default policy on top. Two levels, both about the item's subject (the tool, prompt,
// resource or the server instructions that carries the text):
//   (a) flagged — a security-family finding above info (warn or fail, severity low or higher);
//   (b) fails   — a security-family finding that fails the run under the default policy.
// Poisoned items give recall; benign items give the false-positive rate. Findings on the rest
// of an item's surface (its benign filler) are counted apart as "elsewhere".
//
// --corpus adds the real-server corpus (bench/poisoning/corpus-benign.jsonl, captured by
// bench/poisoning/harvest-corpus.mjs): every descriptor is benign text; each finding on one is
// looked up in test/corpus/expectations.json, whose reviewer verdicts give the precision.
// The modules are compiled from src/ (bench/compile.mjs), so the figures are today's detector.
//
// --via-cli N holds that judgement to the real one: N items, evenly spread, are each served over
// stdio as written (bench/poisoning/serve-surface.mjs) and checked by the built CLI,
// `mcpward run --no-calls --reporter json` (needs `pnpm run build`); it prints every item where
// the two disagree at either level, and exits 1 if any does.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileModules, root } from './compile.mjs';
import { findingKey } from '../test/corpus/keys.mjs';
import { snapshotOfItem } from './poisoning/snapshot-of.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(name);
  return i === -1 ? undefined : argv[i + 1];
};
const asJson = argv.includes('--json');
const withCorpus = argv.includes('--corpus');
// --reader-only: the directive rules alone, without the statistical model's reads_like_poisoning
// (train-model.mjs measures the model against them; the model's own findings must not count twice).
const readerOnly = argv.includes('--reader-only');
const viaCli = option('--via-cli');
const list = option('--list');
const why = argv.includes('--why');
if (list !== undefined && !['missed', 'flagged', 'passing'].includes(list)) {
  console.error('--list takes missed (poisoned items not flagged), passing (poisoned items not failing the run) or flagged (benign items flagged)');
  process.exit(2);
}
const split = option('--split') ?? 'test';
if (!['train', 'test'].includes(split)) {
  console.error('usage: node bench/poisoning.mjs [--split train|test] [--file items.jsonl] [--json] [--corpus]');
  process.exit(2);
}
const file = option('--file') ?? join(root, 'bench', 'poisoning', `${split}.jsonl`);
const corpusFile = join(root, 'bench', 'poisoning', 'corpus-benign.jsonl');

const modules = await compileModules('bench-poisoning', {
  checks: 'src/checks/index.ts',
  policy: 'src/policy/index.ts',
  surface: 'src/snapshot/surface.ts',
  config: 'src/config/schema.ts',
  rules: 'src/rules/index.ts',
});
const config = modules.config.configSchema.parse({ server: { command: 'node' }, calls: { enabled: false } });
// `run` chooses every family; the others judge probes, calls or drift, and none reads another's
// findings, so the security family alone gives the same security findings.
const families = modules.checks.checksOf(modules.checks.chooseFamilies('run', config).filter((family) => family === 'security'));
const judgedFamilies = new Set(families.map((f) => f.family));
const policy = { ...modules.policy.policyOf(config), accepted: [], today: '2026-12-03', judged: judgedFamilies };
const familyOf = (rule) => modules.rules.ruleMeta(rule).family;
const identityOf = (rule) => modules.rules.ruleMeta(rule).identity ?? [];

export function readItems(path) {
  if (!existsSync(path)) {
    console.error(`bench/poisoning.mjs: ${path} does not exist`);
    process.exit(2);
  }
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
}

const snapshotOf = (surface) => snapshotOfItem(modules.surface, surface);

/** The security findings above info that the default policy leaves, for one item's surface. */
function judge(item) {
  const snapshot = snapshotOf(item.surface);
  const evidence = { snapshot, plan: { calls: [] }, records: [], boundary: [], contexts: [], exchanges: [], goldens: {} };
  const context = { evidence, config, updateGolden: false, families: judgedFamilies };
  const findings = modules.policy.applyPolicy(modules.checks.runFamilies(families, context), policy);
  return findings.filter((f) => familyOf(f.rule) === 'security' && (f.status === 'warn' || f.status === 'fail') && f.severity !== 'info' && !(readerOnly && f.rule === 'reads_like_poisoning'));
}

/** One item judged by the built CLI against the item served over stdio. */
function judgeByCli(item) {
  const home = mkdtempSync(join(tmpdir(), 'mcpward-poisoning-'));
  try {
    const config = {
      server: { transport: 'stdio', command: process.execPath, args: [join(root, 'bench', 'poisoning', 'serve-surface.mjs'), file, item.id], cwd: root },
    };
    writeFileSync(join(home, 'mcpward.yaml'), JSON.stringify(config));
    const r = spawnSync(process.execPath, [join(root, 'dist', 'bin.js'), 'run', '--no-calls', '--reporter', 'json'], {
      cwd: home,
      env: { PATH: process.env.PATH ?? '', HOME: home },
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      timeout: 120_000,
      killSignal: 'SIGKILL',
    });
    const report = JSON.parse(r.stdout);
    const own = report.findings.filter((f) => familyOf(f.rule) === 'security' && (f.status === 'warn' || f.status === 'fail') && f.severity !== 'info' && aboutSubject(f, item));
    return { flagged: own.length > 0, fails: own.some((f) => f.status === 'fail'), exitCode: report.exitCode };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/**
 * Whether a finding is about the item's subject. Findings name a resource by its URI (template),
 * the format names it by its name; either is taken. The instructions are the server's.
 */
function aboutSubject(finding, item) {
  if (item.subject === '<instructions>') return finding.subject?.kind === 'server' && (finding.path ?? '').startsWith('instructions');
  if (finding.subject === undefined || finding.subject.kind === 'server') return false;
  if (finding.subject.name === item.subject) return true;
  if (finding.subject.kind !== 'resource' && finding.subject.kind !== 'resource_template') return false;
  const resources = [...(item.surface.resources ?? []), ...(item.surface.resourceTemplates ?? [])];
  return resources.some((r) => r.name === item.subject && (r.uri ?? r.uriTemplate) === finding.subject.name);
}

function score(items) {
  return items.map((item) => {
    const found = judge(item);
    const own = found.filter((f) => aboutSubject(f, item));
    return {
      item,
      flagged: own.length > 0,
      fails: own.some((f) => f.status === 'fail'),
      elsewhere: found.length - own.length,
      rules: [...new Set(own.map((f) => f.rule))],
      findings: own,
    };
  });
}

/** The split's labels counted per dimension, as Markdown tables (no detector involved). */
function coverage(items) {
  const poisoned = items.filter((i) => i.label === 'poisoned');
  const benign = items.filter((i) => i.label === 'benign');
  const count = (list, key) => list.reduce((m, i) => m.set(key(i), (m.get(key(i)) ?? 0) + 1), new Map());
  const out = [`${items.length} items: ${poisoned.length} poisoned, ${benign.length} benign.`, ''];
  for (const d of ['field', 'language', 'encoding', 'framing']) {
    const p = count(poisoned, (i) => i[d]);
    const b = count(benign, (i) => i[d]);
    const keys = [...new Set([...p.keys(), ...b.keys()])].sort();
    out.push(`| ${d} | poisoned | benign |`, '| --- | ---: | ---: |', ...keys.map((k) => `| ${k} | ${p.get(k) ?? 0} | ${b.get(k) ?? 0} |`), '');
  }
  const risks = [...new Set(poisoned.map((i) => i.risk))].sort();
  const byPair = count(poisoned, (i) => `${i.paradigm}|${i.risk}`);
  out.push(`| poisoned: paradigm \\ risk | ${risks.join(' | ')} |`, `| --- |${risks.map(() => ' ---: |').join('')}`);
  for (const p of [...new Set(poisoned.map((i) => i.paradigm))].sort()) out.push(`| ${p} | ${risks.map((r) => byPair.get(`${p}|${r}`) ?? 0).join(' | ')} |`);
  return out.join('\n');
}

const pct = (k, n) => (n === 0 ? '—' : `${((100 * k) / n).toFixed(1)}%`);

/** Per value of `dimension`: n, flagged, fails. */
function breakdown(rows, dimension) {
  const groups = new Map();
  for (const r of rows) {
    const key = String(r.item[dimension]);
    const g = groups.get(key) ?? { n: 0, flagged: 0, fails: 0 };
    g.n++;
    if (r.flagged) g.flagged++;
    if (r.fails) g.fails++;
    groups.set(key, g);
  }
  return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

function totals(rows) {
  return { n: rows.length, flagged: rows.filter((r) => r.flagged).length, fails: rows.filter((r) => r.fails).length, elsewhere: rows.reduce((s, r) => s + r.elsewhere, 0) };
}

const items = readItems(file);
if (argv.includes('--coverage')) {
  console.log(coverage(items));
  process.exit(0);
}
const rows = score(items);

// The test split is only measured: its items are never listed (README.md, "The rule").
if (list !== undefined) {
  if (items.some((i) => /^test-/.test(i.id))) {
    console.error('--list refuses the test split: it is only measured, never worked on (bench/poisoning/README.md). Use --split train or the corpus file.');
    process.exit(2);
  }
  const chosen = rows.filter((r) => (list === 'missed' ? r.item.label === 'poisoned' && !r.flagged : list === 'passing' ? r.item.label === 'poisoned' && !r.fails : r.item.label === 'benign' && r.flagged));
  for (const r of chosen) { console.log([r.item.id, r.item.field, r.item.language, r.item.encoding, r.item.framing, r.rules.join(',') || '-', r.item.note].join('\t')); if (why) for (const f of r.findings) console.log('   ', f.rule, f.path, JSON.stringify(f.args).slice(0, 400)); }
  console.error(`${chosen.length} ${list} items`);
  // Exit once stdout has drained: process.exit() right away cuts a long list short when it is piped.
  process.stdout.write('', () => process.exit(0));
  await new Promise(() => {});
}

if (viaCli !== undefined) {
  const n = Math.max(1, Math.min(rows.length, Number(viaCli) || 0));
  const sample = Array.from({ length: n }, (_, i) => rows[Math.floor((i * rows.length) / n)]);
  let disagree = 0;
  for (const row of sample) {
    const cli = judgeByCli(row.item);
    const same = cli.flagged === row.flagged && cli.fails === row.fails;
    if (!same) disagree++;
    if (!same || asJson) console.log(`${row.item.id} ${row.item.label} ${row.item.field}: in-process ${row.flagged}/${row.fails}, CLI ${cli.flagged}/${cli.fails} (exit ${cli.exitCode})${same ? '' : '  DISAGREE'}`);
  }
  console.log(`--via-cli: ${n} items, ${disagree} disagreements between the in-process judgement and \`mcpward run --no-calls\``);
  process.exit(disagree === 0 ? 0 : 1);
}
const poisoned = rows.filter((r) => r.item.label === 'poisoned');
const benign = rows.filter((r) => r.item.label === 'benign');
const result = {
  file,
  recall: { overall: totals(poisoned), ...Object.fromEntries(['paradigm', 'risk', 'field', 'language', 'encoding', 'framing'].map((d) => [d, breakdown(poisoned, d)])) },
  falsePositives: { overall: totals(benign), ...Object.fromEntries(['field', 'language', 'encoding', 'framing'].map((d) => [d, breakdown(benign, d)])) },
  rules: Object.fromEntries(
    ['poisoned', 'benign'].map((label) => {
      const counts = {};
      for (const r of rows.filter((x) => x.item.label === label)) for (const rule of r.rules) counts[rule] = (counts[rule] ?? 0) + 1;
      return [label, counts];
    }),
  ),
};

if (withCorpus) {
  const expectations = JSON.parse(readFileSync(join(root, 'test', 'corpus', 'expectations.json'), 'utf8')).servers;
  const corpusRows = score(readItems(corpusFile));
  const verdicts = { true: 0, false: 0, unjudged: 0 };
  for (const r of corpusRows) {
    for (const f of r.findings) {
      const v = expectations[r.item.server]?.findings[findingKey(f, identityOf)]?.verdict;
      verdicts[v === true ? 'true' : v === false ? 'false' : 'unjudged']++;
    }
  }
  result.corpus = {
    descriptors: totals(corpusRows),
    field: breakdown(corpusRows, 'field'),
    findings: verdicts,
    precision: verdicts.true + verdicts.false === 0 ? null : verdicts.true / (verdicts.true + verdicts.false),
    flagged: corpusRows.filter((r) => r.flagged).map((r) => ({ server: r.item.server, subject: r.item.subject, rules: r.rules, fails: r.fails })),
  };
}

if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const line = (label, g) => `  ${label.padEnd(30)} ${String(g.n).padStart(4)}   ${pct(g.flagged, g.n).padStart(6)}   ${pct(g.fails, g.n).padStart(6)}`;
  const section = (title, table) => {
    console.log(`\n${title}`);
    for (const [k, g] of Object.entries(table)) console.log(line(k, g));
  };
  console.log(`${file}`);
  console.log(`levels: (a) a security finding above info about the item's subject; (b) one that fails the run (default policy)`);
  console.log(`${''.padEnd(32)}    n   (a)flag   (b)fail`);
  console.log(line('RECALL (poisoned)', result.recall.overall));
  console.log(line('FALSE POSITIVES (benign)', result.falsePositives.overall));
  console.log(`  findings elsewhere on the surfaces: poisoned items ${result.recall.overall.elsewhere}, benign items ${result.falsePositives.overall.elsewhere}`);
  for (const d of ['paradigm', 'risk', 'field', 'language', 'encoding', 'framing']) section(`recall per ${d}`, result.recall[d]);
  for (const d of ['field', 'language', 'encoding', 'framing']) section(`false-positive rate per ${d}`, result.falsePositives[d]);
  console.log(`\nrules that fired on the subject (items): poisoned ${JSON.stringify(result.rules.poisoned)}; benign ${JSON.stringify(result.rules.benign)}`);
  if (result.corpus) {
    const c = result.corpus;
    console.log(`\nreal-server corpus (${c.descriptors.n} benign descriptors): flagged ${pct(c.descriptors.flagged, c.descriptors.n)}, fails ${pct(c.descriptors.fails, c.descriptors.n)}`);
    section('corpus descriptors flagged per field', c.field);
    console.log(`  findings on them by the reviewer's verdict (test/corpus/expectations.json): true ${c.findings.true}, false ${c.findings.false}, not judged ${c.findings.unjudged}; precision ${c.precision === null ? '—' : c.precision.toFixed(2)}`);
    for (const f of c.flagged) console.log(`    ${f.server} ${f.subject}: ${f.rules.join(', ')}${f.fails ? ' (fails)' : ''}`);
  }
}
