#!/usr/bin/env node
// Microbench of the static checks on the 10,000-tool surface of the static bench row
// (fixtures/servers/many-tools.mjs --params), in process: the security family's parts and the
// other families `run --no-calls` runs, each timed (CPU time) on its first call in a fresh process
// (the CLI judges once per process, so warm caches would flatter it).
//   node bench/static-checks.mjs [--tools N] [--reps N]
// Compiled from src/ (bench/compile.mjs) into the parent's tmp/static-checks-<pid>/, which each child is given.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledDir, compileModules, root } from './compile.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : dflt);
const toolCount = opt('--tools', 10000);

if (!argv.includes('--child')) {
  // Compile once, then time each rep in a fresh process.
  await compileModules('static-checks', entries());
  const reps = opt('--reps', 5);
  const samples = [];
  for (let i = 0; i < reps; i++) {
    const r = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--child', '--tools', String(toolCount), '--dir', compiledDir('static-checks')], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    samples.push(JSON.parse(r.stdout));
  }
  const keys = Object.keys(samples[0]);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const k of keys) console.log(`${k.padEnd(28)} ${median(samples.map((s) => s[k])).toFixed(1).padStart(8)} ms  (${samples.map((s) => s[k].toFixed(0)).join(' ')})`);
  process.exit(0);
}

// One bundle, as in the CLI: the per-schema caches (walks, JSON as sent) are module state that the
// checks share, and separate bundles would each hold their own.
function entries() {
  const entry = join(root, 'tmp', 'static-checks-entry.ts');
  mkdirSync(dirname(entry), { recursive: true });
  writeFileSync(
    entry,
    [
      'security/index.ts', 'security/directives.ts', 'security/injection.ts', 'security/annotations.ts', 'security/secrets.ts', 'security/unicode.ts', 'index.ts',
    ].map((f, i) => `export * as m${i} from '../src/checks/${f.replace('.ts', '.js')}';`).join('\n') +
      `\nexport * as surface from '../src/snapshot/surface.js';\nexport * as config from '../src/config/schema.js';\n`,
  );
  return { all: 'tmp/static-checks-entry.ts' };
}
const all = await import(pathToFileURL(join(argv[argv.indexOf('--dir') + 1], 'all.js')).href);
const m = { security: all.m0, directives: all.m1, injection: all.m2, annotations: all.m3, secrets: all.m4, unicode: all.m5, checks: all.m6, surface: all.surface, config: all.config };

// The fixture's tools (fixtures/servers/many-tools.mjs --params), built the same way.
const VERBS = ['Returns', 'Lists', 'Counts', 'Summarises'];
const NOUNS = ['invoices', 'orders', 'customers', 'shipments', 'refunds', 'payments', 'accounts', 'reports', 'tickets', 'projects'];
const text = (description) => ({ type: 'string', description });
const SCHEMAS = [
  { type: 'object', properties: {} },
  { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Most records to return.' } } },
  { type: 'object', properties: { since: { ...text('Earliest date, ISO 8601.'), format: 'date' }, until: { ...text('Latest date, ISO 8601.'), format: 'date' } } },
  {
    type: 'object',
    properties: {
      filter: { type: 'object', description: 'Which records to include.', properties: { status: { enum: ['open', 'closed', 'any'], description: 'Record status.' }, owner: text('Owner id.') } },
      cursor: text('Opaque paging cursor from a previous call.'),
    },
  },
];
const width = String(toolCount).length;
const tools = Array.from({ length: toolCount }, (_, i) => {
  const noun = NOUNS[i % NOUNS.length];
  return {
    name: `${noun}_${String(i + 1).padStart(width, '0')}`,
    description: `${VERBS[Math.floor(i / 2500) % VERBS.length]} the ${noun} of region ${Math.floor(i / NOUNS.length) % 250} for the current account.`,
    inputSchema: JSON.parse(JSON.stringify(SCHEMAS[(i % NOUNS.length) % SCHEMAS.length])),
    annotations: { readOnlyHint: true },
  };
});
const snapshot = m.surface.snapshotOfSurface({
  transport: 'stdio', era: 'legacy', protocolVersion: '2025-06-18', capabilities: { tools: {} },
  serverInfo: { name: 'many-tools-fixture', version: '1.0.0' }, tools, prompts: [], resources: [], resourceTemplates: [],
});
globalThis.gc();
const out = {};
// CPU time of this process (user + system), not wall time: on a shared machine a descheduled
// process would otherwise be charged for its neighbours.
const time = (label, fn) => {
  const t = process.cpuUsage();
  const r = fn();
  const d = process.cpuUsage(t);
  out[label] = (d.user + d.system) / 1000;
  return r;
};
// In the order checkSecurity runs them, so each pays what it pays there.
const surfaces = time('security: collectModelTexts', () => m.security.collectModelTexts(snapshot));
const names = snapshot.tools.map((t) => t.raw.name);
time('security: instructions', () => m.injection.checkInstructions(surfaces, names));
time('security: directives', () => m.directives.checkDirectives(surfaces, snapshot));
time('security: hidden unicode', () => m.unicode.checkHiddenUnicode(surfaces));
time('security: confusable names', () => m.unicode.checkConfusableNames(snapshot));
time('security: secrets', () => m.secrets.checkSecretSolicitation(snapshot));
time('security: annotations', () => m.annotations.checkAnnotationMismatches(snapshot));
globalThis.gc();
// The whole family again on a fresh process's caches would differ; instead the other families.
const config = m.config.configSchema.parse({ server: { command: 'node' }, calls: { enabled: false } });
const families = m.checks.checksOf(m.checks.chooseFamilies('run', config));
const evidence = { snapshot, plan: { calls: [] }, records: [], boundary: [], contexts: [], exchanges: [], goldens: {} };
for (const f of families) {
  // The families that judge only the surface (the others need probes or calls this bench lacks).
  if (!['collision', 'schema', 'headers'].includes(f.family)) continue;
  time(`family: ${f.family}`, () => m.checks.runFamilies([f], { evidence, config, updateGolden: false, families: new Set([f.family]) }));
}
process.stdout.write(JSON.stringify(out));
