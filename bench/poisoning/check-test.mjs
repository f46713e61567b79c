#!/usr/bin/env node
// Validates bench/poisoning/test.jsonl against the item format and the coverage the TEST split
// promises, and prints the coverage counts as Markdown (pasted into TEST-SPLIT.md).
//
//   node bench/poisoning/check-test.mjs [file]
//
// Exits 1 with the list of problems when anything is off. Reads only the JSONL file: it does not
// import the generator, so it also checks a hand-edited file.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), 'test.jsonl');
const problems = [];
const fail = (m) => problems.push(m);

const PARADIGMS = ['explicit_function_hijacking', 'implicit_function_hijacking', 'implicit_parameter_tampering'];
const RISKS = ['privacy_leakage', 'credential_theft', 'message_hijacking', 'financial_loss', 'infrastructure_damage', 'data_tampering', 'remote_code_execution', 'sabotage'];
const FIELDS = ['name', 'title', 'description', 'parameter_description', 'annotations', 'output_schema', 'server_instructions', 'prompt_description', 'resource_description'];
const ENCODINGS = ['none', 'base64', 'url', 'html_comment', 'unicode_tags', 'zero_width', 'bidi'];
const FRAMINGS = ['plain', 'polite', 'bureaucratic', 'authority', 'fake_system', 'conditional', 'tag', 'documentation'];
const KEYS = ['id', 'label', 'paradigm', 'risk', 'field', 'language', 'encoding', 'framing', 'surface', 'subject', 'note'];

// What each encoding label must be visible as somewhere in the surface.
const MARK = {
  base64: /[A-Za-z0-9+/]{12,}={0,2}/,
  url: /%[0-9A-Fa-f]{2}/,
  html_comment: /<!--[\s\S]*?-->/,
  unicode_tags: /[\u{E0000}-\u{E007F}]/u,
  zero_width: /[\u200B-\u200D\u2060\uFEFF]/,
  bidi: /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/,
};

const text = readFileSync(file, 'utf8');
if (!text.endsWith('\n')) fail('file does not end with a newline');
const lines = text.slice(0, -1).split('\n');
const items = [];
lines.forEach((line, n) => {
  try {
    items.push(JSON.parse(line));
  } catch (e) {
    fail(`line ${n + 1}: invalid JSON (${e.message})`);
  }
  // Format characters must be written as \u escapes so that the file is exact in any editor.
  if (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(line)) fail(`line ${n + 1}: raw control or format character`);
});

const ids = new Set();
items.forEach((it, n) => {
  const where = `${it.id ?? `line ${n + 1}`}`;
  const keys = Object.keys(it);
  for (const k of KEYS) if (!keys.includes(k)) fail(`${where}: missing ${k}`);
  for (const k of keys) if (!KEYS.includes(k)) fail(`${where}: unknown key ${k}`);
  if (!/^test-\d{4}$/.test(it.id)) fail(`${where}: bad id`);
  if (ids.has(it.id)) fail(`${where}: duplicate id`);
  ids.add(it.id);
  if (it.label === 'poisoned') {
    if (!PARADIGMS.includes(it.paradigm)) fail(`${where}: bad paradigm ${it.paradigm}`);
    if (!RISKS.includes(it.risk)) fail(`${where}: bad risk ${it.risk}`);
  } else if (it.label === 'benign') {
    if (it.paradigm !== null || it.risk !== null) fail(`${where}: benign item with paradigm or risk`);
  } else fail(`${where}: bad label ${it.label}`);
  if (!FIELDS.includes(it.field)) fail(`${where}: bad field ${it.field}`);
  if (!ENCODINGS.includes(it.encoding)) fail(`${where}: bad encoding ${it.encoding}`);
  if (!FRAMINGS.includes(it.framing)) fail(`${where}: bad framing ${it.framing}`);
  if (!/^[a-z]{2}$/.test(it.language)) fail(`${where}: bad language ${it.language}`);
  if (typeof it.note !== 'string' || !it.note || it.note.includes('\n')) fail(`${where}: note must be one line`);

  const s = it.surface;
  if (!s || !Array.isArray(s.tools) || s.tools.length === 0) {
    fail(`${where}: surface without tools`);
    return;
  }
  const names = new Set();
  for (const tl of s.tools) {
    if (typeof tl.name !== 'string' || !/^[A-Za-z0-9_.-]{1,128}$/.test(tl.name)) fail(`${where}: bad tool name ${tl.name}`);
    if (names.has(tl.name)) fail(`${where}: duplicate tool ${tl.name}`);
    names.add(tl.name);
    if (tl.inputSchema?.type !== 'object') fail(`${where}: ${tl.name} inputSchema is not an object schema`);
    if (tl.outputSchema && tl.outputSchema.type !== 'object') fail(`${where}: ${tl.name} outputSchema is not an object schema`);
    for (const k of Object.keys(tl)) {
      if (!['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'].includes(k)) fail(`${where}: ${tl.name} unknown key ${k}`);
    }
  }
  const subjects = new Set([...names, ...(s.prompts ?? []).map((p) => p.name), ...(s.resources ?? []).map((r) => r.name)]);
  if (s.instructions !== undefined) subjects.add('<instructions>');
  if (!subjects.has(it.subject)) fail(`${where}: subject ${it.subject} not in the surface`);
  if (it.field === 'server_instructions' && it.subject !== '<instructions>') fail(`${where}: instructions item with subject ${it.subject}`);
  if (it.field === 'prompt_description' && !(s.prompts ?? []).some((p) => p.name === it.subject)) fail(`${where}: prompt subject missing`);
  if (it.field === 'resource_description' && !(s.resources ?? []).some((r) => r.name === it.subject)) fail(`${where}: resource subject missing`);
  if (it.field === 'output_schema' && !s.tools.find((tl) => tl.name === it.subject)?.outputSchema) fail(`${where}: output_schema subject has none`);
  if (it.field === 'annotations' && !s.tools.find((tl) => tl.name === it.subject)?.annotations) fail(`${where}: annotations subject has none`);
  const all = JSON.stringify(s);
  if (it.encoding !== 'none' && !MARK[it.encoding].test(JSON.parse(JSON.stringify(all)))) fail(`${where}: no ${it.encoding} content in the surface`);
  if (it.label === 'poisoned' && it.encoding !== 'unicode_tags' && MARK.unicode_tags.test(all)) fail(`${where}: stray tag characters`);
});

// ---------------------------------------------------------------------------- counts
const poisoned = items.filter((i) => i.label === 'poisoned');
const benign = items.filter((i) => i.label === 'benign');
const count = (arr, f) => {
  const m = new Map();
  for (const i of arr) m.set(f(i), (m.get(f(i)) ?? 0) + 1);
  return m;
};
const pf = count(poisoned, (i) => i.field);
const bf = count(benign, (i) => i.field);
const pl = count(poisoned, (i) => i.language);
const bl = count(benign, (i) => i.language);
const pe = count(poisoned, (i) => i.encoding);
const be = count(benign, (i) => i.encoding);
const pfr = count(poisoned, (i) => i.framing);
const bfr = count(benign, (i) => i.framing);
const cell = count(poisoned, (i) => `${i.paradigm}|${i.risk}`);

if (poisoned.length < 200) fail(`only ${poisoned.length} poisoned items`);
if (benign.length < 200) fail(`only ${benign.length} benign items`);
for (const f of FIELDS) {
  const min = f === 'name' || f === 'annotations' ? 6 : 10;
  if ((pf.get(f) ?? 0) < min) fail(`poisoned ${f}: ${pf.get(f) ?? 0} < ${min}`);
}
for (const l of ['zh', 'es', 'de', 'fr', 'ja']) if ((pl.get(l) ?? 0) < 12) fail(`poisoned ${l}: ${pl.get(l) ?? 0} < 12`);
if (!['ru', 'pt', 'ko'].some((l) => (pl.get(l) ?? 0) >= 12)) fail('no sixth language (ru, pt or ko) with 12 poisoned items');
for (const e of ENCODINGS) if ((pe.get(e) ?? 0) < 5) fail(`poisoned encoding ${e}: ${pe.get(e) ?? 0} < 5`);
for (const f of FRAMINGS) if (!pfr.get(f)) fail(`no poisoned item framed ${f}`);
for (const p of PARADIGMS) for (const r of RISKS) if (!cell.get(`${p}|${r}`)) fail(`no poisoned item for ${p} x ${r}`);

const table = (title, keys, a, b) => {
  const rows = keys.filter((k) => a.get(k) || b.get(k)).map((k) => `| ${k} | ${a.get(k) ?? 0} | ${b.get(k) ?? 0} |`);
  return [`| ${title} | poisoned | benign |`, '|---|---:|---:|', ...rows].join('\n');
};
const sortKeys = (...ms) => [...new Set(ms.flatMap((m) => [...m.keys()]))].sort((x, y) => (ms[0].get(y) ?? 0) - (ms[0].get(x) ?? 0) || x.localeCompare(y));
const short = { explicit_function_hijacking: 'explicit FH', implicit_function_hijacking: 'implicit FH', implicit_parameter_tampering: 'implicit PT' };
const grid = [
  `| risk \\ paradigm | ${PARADIGMS.map((p) => short[p]).join(' | ')} | total |`,
  `|---|${PARADIGMS.map(() => '---:').join('|')}|---:|`,
  ...RISKS.map((r) => `| ${r} | ${PARADIGMS.map((p) => cell.get(`${p}|${r}`) ?? 0).join(' | ')} | ${PARADIGMS.reduce((s, p) => s + (cell.get(`${p}|${r}`) ?? 0), 0)} |`),
  `| total | ${PARADIGMS.map((p) => poisoned.filter((i) => i.paradigm === p).length).join(' | ')} | ${poisoned.length} |`,
].join('\n');

console.log(`Items: ${items.length} (${poisoned.length} poisoned, ${benign.length} benign)\n`);
console.log('### Paradigm x risk (poisoned)\n\n' + grid + '\n');
console.log('### Field\n\n' + table('field', FIELDS, pf, bf) + '\n');
console.log('### Language\n\n' + table('language', sortKeys(pl, bl), pl, bl) + '\n');
console.log('### Encoding\n\n' + table('encoding', ENCODINGS, pe, be) + '\n');
console.log('### Framing\n\n' + table('framing', FRAMINGS, pfr, bfr) + '\n');

if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n` + problems.join('\n'));
  process.exit(1);
}
console.error('test.jsonl: OK');
