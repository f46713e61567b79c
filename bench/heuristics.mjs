#!/usr/bin/env node
// Runs the security and collision families over captured real servers and prints every
// non-pass finding, one line each, so a reviewer can judge them. The captures are JSON files
// with the server's raw `tools`, `prompts`, `resources`, `resourceTemplates` and its
// `initialize.result` (serverInfo, instructions). Node 20 cannot import TypeScript, so the
// modules are compiled first with tsup (esbuild) into tmp/.
// Usage: node bench/heuristics.mjs <capture.json | directory>... [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compileModules } from './compile.mjs';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const inputs = args.filter((a) => a !== '--json');
if (inputs.length === 0) {
  console.error('usage: node bench/heuristics.mjs <capture.json | directory>... [--json]');
  process.exit(2);
}

const modules = await compileModules('bench-heuristics', {
  security: 'src/checks/security/index.ts',
  collision: 'src/checks/collision/index.ts',
  snapshot: 'test/checks/security/snapshot.ts',
  config: 'src/config/schema.ts',
});
const { checkSecurity } = modules.security;
const { checkCollisions } = modules.collision;

const files = inputs.flatMap((p) =>
  statSync(p).isDirectory() ? readdirSync(p).filter((f) => f.endsWith('.json')).sort().map((f) => join(p, f)) : [p],
);

/** A capture's lists as the security tests' snapshot builder takes them. */
function snapshotOf(capture) {
  const init = capture.initialize?.result ?? {};
  return modules.snapshot.snapshotOf({
    tools: capture.tools,
    prompts: capture.prompts,
    resources: capture.resources,
    resourceTemplates: capture.resourceTemplates,
    ...(typeof init.instructions === 'string' ? { instructions: init.instructions } : {}),
    serverInfo: init.serverInfo ?? { name: capture.name ?? 'server', version: '0' },
  });
}

// The lint as a default run configures it.
const collision = modules.config.configSchema.parse({ server: { command: 'node' } }).checks.collision;
const rows = [];
const counts = {};
for (const file of files) {
  const capture = JSON.parse(readFileSync(file, 'utf8'));
  const snapshot = snapshotOf(capture);
  const findings = [...checkSecurity(snapshot), ...checkCollisions(snapshot, collision)];
  for (const f of findings) {
    if (f.status === 'pass') continue;
    const server = basename(file, '.json');
    counts[f.rule] = (counts[f.rule] ?? 0) + 1;
    rows.push({ server, rule: f.rule, status: f.status, confidence: f.confidence, subject: f.subject?.name, path: f.path, args: f.args });
  }
}
if (asJson) console.log(JSON.stringify(rows, null, 2));
else {
  for (const r of rows) console.log(`${r.server}\t${r.rule}\t${r.status}/${r.confidence ?? '-'}\t${r.subject ?? ''}\t${r.path ?? ''}\t${JSON.stringify(r.args)}`);
  console.log('\nper rule:', JSON.stringify(counts));
}
