#!/usr/bin/env node
// Captures the surface of every real-server corpus config (fixtures/corpus/<name>/mcpward.yaml)
// with the built CLI's `mcpward show`, offline, the way test/corpus runs them (fresh HOME, the
// config's cwd made absolute), and writes bench/poisoning/corpus-benign.jsonl: one benign item
// per descriptor the model reads (each tool, prompt, resource, resource template, and the server
// instructions). The corpus reports (tmp/corpus/*.json) carry no surface, hence the capture.
//
// Each item's surface is the descriptor itself plus every sibling tool reduced to its name and its
// parameters' names, so the checks that read the server's own tool and argument names ("call
// list_pages first", "use search_events with dataset='spans'") see the same context they see on
// the real server, while the file stays small. Deterministic for a given
// node_modules: items sorted by server, list and name.
// Usage: node bench/poisoning/harvest-corpus.mjs [name...]   (needs `pnpm run build`)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { languageOf } from './language.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const corpusDir = join(root, 'fixtures', 'corpus');
const bin = join(root, 'dist', 'bin.js');
const only = process.argv.slice(2);
const names = readdirSync(corpusDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(corpusDir, e.name, 'mcpward.yaml')) && (only.length === 0 || only.includes(e.name)))
  .map((e) => e.name)
  .sort();

function capture(name) {
  const home = mkdtempSync(join(tmpdir(), `mcpward-harvest-${name}-`));
  try {
    const config = parse(readFileSync(join(corpusDir, name, 'mcpward.yaml'), 'utf8'));
    config.server.cwd = join(corpusDir, name, config.server.cwd ?? '.');
    writeFileSync(join(home, 'mcpward.yaml'), stringify(config));
    const r = spawnSync(process.execPath, [bin, 'show'], { cwd: home, env: { PATH: process.env.PATH ?? '', HOME: home }, encoding: 'utf8', maxBuffer: 256 << 20, timeout: 120_000, killSignal: 'SIGKILL' });
    if (r.status !== 0) throw new Error(`show exited ${r.status}: ${r.stderr.slice(0, 400)}`);
    return JSON.parse(r.stdout);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const items = [];
for (const name of names) {
  let surface;
  try {
    surface = capture(name);
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    process.exitCode = 1;
    continue;
  }
  const tools = Array.isArray(surface.tools) ? surface.tools : [];
  const stub = (t) => {
    const props = t.inputSchema && typeof t.inputSchema.properties === 'object' && t.inputSchema.properties !== null ? Object.keys(t.inputSchema.properties) : [];
    return { name: t.name, inputSchema: { type: 'object', ...(props.length > 0 ? { properties: Object.fromEntries(props.map((k) => [k, {}])) } : {}) } };
  };
  const base = { ...(surface.serverInfo ? { serverInfo: surface.serverInfo } : {}) };
  const push = (field, subject, text, part) => {
    items.push({
      id: '',
      label: 'benign',
      paradigm: null,
      risk: null,
      field,
      language: languageOf(text),
      encoding: 'none',
      framing: 'documentation',
      surface: { ...base, tools: tools.map((t) => (t.name === subject && field === 'description' ? t : stub(t))), ...part },
      subject,
      note: `real server ${name}`,
      server: name,
    });
  };
  if (typeof surface.instructions === 'string' && surface.instructions.length > 0) push('server_instructions', '<instructions>', surface.instructions, { instructions: surface.instructions });
  for (const t of tools) push('description', t.name, `${t.title ?? ''} ${t.description ?? ''}`, {});
  for (const p of surface.prompts ?? []) push('prompt_description', p.name, p.description ?? '', { prompts: [p] });
  for (const r of surface.resources ?? []) push('resource_description', r.uri, r.description ?? '', { resources: [r] });
  for (const r of surface.resourceTemplates ?? []) push('resource_description', r.uriTemplate, r.description ?? '', { resourceTemplates: [r] });
  console.error(`${name}: ${tools.length} tools, ${(surface.prompts ?? []).length} prompts, ${(surface.resources ?? []).length + (surface.resourceTemplates ?? []).length} resources${surface.instructions ? ', instructions' : ''}`);
}
items.forEach((item, i) => (item.id = `corpus-${String(i + 1).padStart(4, '0')}`));
const out = join(root, 'bench', 'poisoning', 'corpus-benign.jsonl');
writeFileSync(out, items.map((i) => JSON.stringify(i)).join('\n') + '\n');
console.error(`${items.length} descriptors written to ${out}`);
