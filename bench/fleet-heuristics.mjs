#!/usr/bin/env node
// Runs the fleet family over captured real servers taken as one fleet (every server judged
// against all the others) and prints every non-pass finding, one line each, so a reviewer can
// judge the cross-server rules on text nobody here wrote. Captures as for bench/heuristics.mjs.
// Usage: node bench/fleet-heuristics.mjs <directory of captures> [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compileModules } from './compile.mjs';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const dir = args.find((a) => a !== '--json');
if (!dir) {
  console.error('usage: node bench/fleet-heuristics.mjs <directory of captures> [--json]');
  process.exit(2);
}

const modules = await compileModules('bench-fleet', {
  fleet: 'src/checks/fleet/index.ts',
  snapshot: 'test/checks/security/snapshot.ts',
  config: 'src/config/schema.ts',
});
const collision = modules.config.configSchema.parse({ server: { command: 'node' } }).checks.collision;

const peers = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => {
    const capture = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    const init = capture.initialize?.result ?? {};
    const snapshot = modules.snapshot.snapshotOf({
      tools: capture.tools,
      prompts: capture.prompts,
      resources: capture.resources,
      resourceTemplates: capture.resourceTemplates,
      ...(typeof init.instructions === 'string' ? { instructions: init.instructions } : {}),
      serverInfo: init.serverInfo ?? { name: basename(f, '.json'), version: '0' },
    });
    return { name: basename(f, '.json'), snapshot };
  });

const rows = [];
const counts = {};
for (const peer of peers) {
  for (const f of modules.fleet.checkFleet({ snapshot: peer.snapshot }, { self: peer.name, peers }, collision)) {
    counts[f.rule] = (counts[f.rule] ?? 0) + 1;
    rows.push({ server: peer.name, rule: f.rule, status: f.status, confidence: f.confidence, subject: f.subject?.name, path: f.path, args: f.args });
  }
}
if (asJson) console.log(JSON.stringify(rows, null, 2));
else {
  for (const r of rows) console.log(`${r.server}\t${r.rule}\t${r.status}/${r.confidence ?? '-'}\t${r.subject ?? ''}\t${r.path ?? ''}\t${JSON.stringify(r.args)}`);
  console.log(`\n${peers.length} servers, ${peers.reduce((n, p) => n + p.snapshot.tools.length, 0)} tools; per rule:`, JSON.stringify(counts));
}
