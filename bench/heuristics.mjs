#!/usr/bin/env node
// Runs the security and collision families over captured real servers and prints every
// non-pass finding, one line each, so a reviewer can judge them. The captures are JSON files
// with the server's raw `tools`, `prompts`, `resources`, `resourceTemplates` and its
// `initialize.result` (serverInfo, instructions). Node 20 cannot import TypeScript, so the
// modules are compiled first with tsup (esbuild) into tmp/.
// Usage: node bench/heuristics.mjs <capture.json | directory>... [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'tsup';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'tmp', 'bench-heuristics');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const inputs = args.filter((a) => a !== '--json');
if (inputs.length === 0) {
  console.error('usage: node bench/heuristics.mjs <capture.json | directory>... [--json]');
  process.exit(2);
}

await build({
  entry: { security: join(root, 'src/checks/security/index.ts'), collision: join(root, 'src/checks/collision/index.ts') },
  outDir: out,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  config: false,
  silent: true,
  clean: true,
  dts: false,
  splitting: false,
});
const { checkSecurity } = await import(pathToFileURL(join(out, 'security.js')).href);
const { checkCollisions } = await import(pathToFileURL(join(out, 'collision.js')).href);

const files = inputs.flatMap((p) =>
  statSync(p).isDirectory() ? readdirSync(p).filter((f) => f.endsWith('.json')).sort().map((f) => join(p, f)) : [p],
);

const captured = (items, keyOf) =>
  (Array.isArray(items) ? items : []).map((raw, index) => ({ index, page: 0, raw, key: keyOf(raw ?? {}), sdkIssues: [] }));

function snapshotOf(capture) {
  const init = capture.initialize?.result ?? {};
  const trace = { stop: 'end', pages: [] };
  return {
    transport: 'stdio',
    era: 'legacy',
    protocolVersion: init.protocolVersion ?? '2025-11-25',
    serverInfo: init.serverInfo ?? { name: capture.name ?? 'server', version: '0' },
    capabilities: init.capabilities ?? {},
    ...(typeof init.instructions === 'string' ? { instructions: init.instructions } : {}),
    handshake: {},
    handshakeIssues: [],
    tools: captured(capture.tools, (r) => r.name),
    prompts: captured(capture.prompts, (r) => r.name),
    resources: captured(capture.resources, (r) => r.uri),
    resourceTemplates: captured(capture.resourceTemplates, (r) => r.uriTemplate),
    lists: { tools: trace, prompts: trace, resources: trace, resourceTemplates: trace },
    exchanges: [],
    stdoutNoise: [],
  };
}

const collision = { enabled: true, threshold: 0.8, max_tools: 1000, fail: false };
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
    rows.push({ server, rule: f.rule, status: f.status, confidence: f.confidence, subject: f.subject?.name, path: f.path, args: f.args, message: f.message });
  }
}
if (asJson) console.log(JSON.stringify(rows, null, 2));
else {
  for (const r of rows) console.log(`${r.server}\t${r.rule}\t${r.status}/${r.confidence ?? '-'}\t${r.subject ?? ''}\t${r.path ?? ''}\t${JSON.stringify(r.args)}`);
  console.log('\nper rule:', JSON.stringify(counts));
}
