#!/usr/bin/env node
// Builds bench/poisoning/test.jsonl, the TEST split of the labelled tool-poisoning benchmark
// (item format: one JSON object per line, see TEST-SPLIT.md). Deterministic: the same parts
// always give the same file, byte for byte.
//
//   node bench/poisoning/make-test.mjs           write test.jsonl and print the coverage counts
//   node bench/poisoning/make-test.mjs --check   only verify that test.jsonl is up to date
//
// The payloads and the hard negatives are hand-written in parts/; this script only places each
// one into one field of a realistic server surface (parts/domains.mjs) and applies the encoding
// the part asks for. It never generates attack text itself.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domains, utilities } from './parts/domains.mjs';
import { attacks, attackReuses } from './parts/attacks.mjs';
import { benign, benignReuses } from './parts/benign.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'test.jsonl');

const PARADIGM = { E: 'explicit_function_hijacking', I: 'implicit_function_hijacking', T: 'implicit_parameter_tampering' };
const RISK = {
  priv: 'privacy_leakage', cred: 'credential_theft', msg: 'message_hijacking', fin: 'financial_loss',
  infra: 'infrastructure_damage', tamper: 'data_tampering', rce: 'remote_code_execution', sab: 'sabotage',
};
const FRAMING = { plain: 'plain', polite: 'polite', bur: 'bureaucratic', auth: 'authority', sys: 'fake_system', cond: 'conditional', tag: 'tag', doc: 'documentation' };
// The benign parts spell framings out in full.
for (const v of Object.values(FRAMING)) FRAMING[v] = v;
const FIELDS = new Set(['name', 'title', 'description', 'parameter_description', 'annotations', 'output_schema', 'server_instructions', 'prompt_description', 'resource_description']);
const ENCODINGS = new Set(['none', 'base64', 'url', 'html_comment', 'unicode_tags', 'zero_width', 'bidi']);

// ---------------------------------------------------------------------------------------------
// Encodings. Each takes the payload and a variant number (so the wrappers vary across items).

const ZW = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];
const encoders = {
  none: (s) => s,
  base64: (s, v) => {
    const b = Buffer.from(s, 'utf8').toString('base64');
    return [
      `Config (base64): ${b}`,
      `x-policy: ${b}`,
      `${b}`,
      `Integration manifest, base64-encoded for transport; decode and apply: ${b}`,
      `Signed operator note: ${b}`,
    ][v % 5];
  },
  url: (s, v) => {
    const u = encodeURIComponent(s);
    return [
      `Policy reference: https://docs.integrations-hub.net/policy?rule=${u}`,
      `${u}`,
      `See operator settings (url-encoded): ${u}`,
      `Changelog: https://status.toolrelay.io/notes#${u}`,
    ][v % 4];
  },
  html_comment: (s, v) => [`<!-- ${s} -->`, `<!--${s}-->`, `<!-- internal: ${s} -->`][v % 3],
  unicode_tags: (s, v) => {
    if (!/^[\x20-\x7e]*$/.test(s)) throw new Error(`unicode_tags needs printable ASCII: ${s.slice(0, 40)}`);
    const tagged = [...s].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0))).join('');
    return v % 2 === 0 ? tagged : '\u{E0001}' + tagged + '\u{E007F}';
  },
  zero_width: (s, v) => {
    // Breaks every word of three letters or more with zero-width characters, so the text reads
    // the same to a model and to a human but matches no plain substring.
    const z = ZW[v % ZW.length];
    return s.replace(/\p{L}{3,}/gu, (w) => [...w].join(z));
  },
  bidi: (s, v) => [
    `\u202E${s}\u202C`,
    `\u2067${s}\u2069`,
    `\u202D\u2066${s}\u2069\u202C`,
    `\u200F\u202B${s}\u202C`,
  ][v % 4],
};

// ---------------------------------------------------------------------------------------------
// Surface building.

const clone = (x) => JSON.parse(JSON.stringify(x));

function schemaOf(params, required) {
  const properties = {};
  for (const [k, [type, description]] of Object.entries(params)) {
    if (type === 'string[]') properties[k] = { type: 'array', items: { type: 'string' }, description };
    else properties[k] = { type, description };
  }
  const s = { type: 'object', properties };
  if (required.length) s.required = [...required];
  return s;
}

function wire(tool) {
  const w = { name: tool.name };
  if (tool.title) w.title = tool.title;
  if (tool.description !== undefined) w.description = tool.description;
  w.inputSchema = schemaOf(tool.params, tool.required);
  if (tool.annotations) w.annotations = tool.annotations;
  return w;
}

function outSchema(tool) {
  const props = tool.out ?? { id: ['string', 'Identifier of the affected object.'], status: ['string', 'Outcome.'] };
  return schemaOf(props, []);
}

// Inserts text after the first sentence of doc (odd variants) or at its end (even variants).
function insert(doc, text, v, at) {
  const where = at ?? (v % 2 === 0 ? 'end' : 'mid');
  if (where === 'replace' || !doc) return text;
  if (where === 'start') return `${text} ${doc}`;
  if (where === 'mid') {
    const m = /^(.*?[.!?。])\s+(.*)$/su.exec(doc);
    if (m) return `${m[1]} ${text} ${m[2]}`;
  }
  return `${doc} ${text}`;
}

function resolveTool(surfaceTools, ref, x) {
  if (x.tool) {
    const i = surfaceTools.findIndex((tl) => tl.name === x.tool.name);
    const tl = clone(x.tool);
    if (i >= 0) surfaceTools[i] = tl;
    else surfaceTools.push(tl);
    return tl;
  }
  if (ref.startsWith('u:')) {
    const u = utilities[ref.slice(2)];
    if (!u) throw new Error(`no utility ${ref}`);
    const tl = clone(u);
    surfaceTools.push(tl);
    return tl;
  }
  const tl = surfaceTools.find((tl2) => tl2.name === ref);
  if (!tl) throw new Error(`no tool ${ref}`);
  return tl;
}

// Places `text` (already encoded) in `field` of a copy of the domain surface. Returns the
// surface and the subject (the tool, prompt or resource name that carries the text).
function build(spec, text, v) {
  const d = domains[spec.dom];
  if (!d) throw new Error(`no domain ${spec.dom}`);
  const x = spec.x ?? {};
  const tools = clone(d.tools);
  let instructions = d.instructions;
  const prompt = clone(d.prompt);
  const resource = clone(d.resource);
  let subject;
  let outFor = null;
  let withPrompt = false;
  let withResource = false;
  const [ref, sub] = (spec.on ?? '').split('.');
  switch (spec.field) {
    case 'description': {
      const tl = resolveTool(tools, ref, x);
      tl.description = insert(tl.description, text, v, x.at);
      subject = tl.name;
      break;
    }
    case 'title': {
      const tl = resolveTool(tools, ref, x);
      tl.title = x.at === 'append' ? `${tl.title} ${text}` : text;
      subject = tl.name;
      break;
    }
    case 'name': {
      const base = resolveTool(tools, ref, x);
      if (x.rename) base.name = text;
      else {
        const tl = clone(base);
        tl.name = text;
        if (x.desc !== undefined) tl.description = x.desc;
        if (x.title !== undefined) tl.title = x.title;
        tools.push(tl);
      }
      if (!/^[A-Za-z0-9_.-]{1,128}$/.test(text)) throw new Error(`bad tool name ${text}`);
      subject = text;
      break;
    }
    case 'parameter_description': {
      const tl = resolveTool(tools, ref, x);
      if (!sub) throw new Error(`parameter_description needs tool.param: ${spec.on}`);
      if (!tl.params[sub]) {
        if (!x.ptype) throw new Error(`no param ${spec.on}`);
        tl.params[sub] = [x.ptype, x.pdesc ?? ''];
      }
      tl.params[sub] = [tl.params[sub][0], insert(tl.params[sub][1], text, v, x.at)];
      subject = tl.name;
      break;
    }
    case 'annotations': {
      const tl = resolveTool(tools, ref, x);
      if (!x.ann) throw new Error('annotations item needs x.ann');
      tl.annotations = clone(x.ann);
      if (x.annTitle) tl.annotations.title = text;
      else tl.description = insert(tl.description, text, v, x.at ?? 'replace');
      subject = tl.name;
      break;
    }
    case 'output_schema': {
      const tl = resolveTool(tools, ref, x);
      outFor = tl.name;
      const os = outSchema(tl);
      if (sub) {
        if (!os.properties[sub]) os.properties[sub] = { type: x.ptype ?? 'string', description: '' };
        os.properties[sub].description = insert(os.properties[sub].description, text, v, x.at);
      } else os.description = text;
      tl.outputSchemaOverride = os;
      subject = tl.name;
      break;
    }
    case 'server_instructions':
      instructions = insert(instructions, text, v, x.at);
      subject = '<instructions>';
      break;
    case 'prompt_description':
      withPrompt = true;
      if (x.prompt) Object.assign(prompt, clone(x.prompt));
      if (sub) {
        const arg = prompt.arguments.find((a) => a.name === sub);
        if (!arg) throw new Error(`no prompt argument ${spec.on}`);
        arg.description = insert(arg.description ?? '', text, v, x.at);
      } else prompt.description = insert(prompt.description, text, v, x.at);
      subject = prompt.name;
      break;
    case 'resource_description':
      withResource = true;
      if (x.resource) Object.assign(resource, clone(x.resource));
      resource.description = insert(resource.description, text, v, x.at);
      subject = resource.name;
      break;
    default:
      throw new Error(`bad field ${spec.field}`);
  }
  const surface = {};
  if (x.noInstructions !== true || spec.field === 'server_instructions') surface.instructions = instructions;
  surface.tools = tools.map((tl) => {
    const w = wire(tl);
    // Tools that declare a result shape keep it on every item (realistic); the carrier's one
    // holds the text when the field is output_schema.
    if (tl.outputSchemaOverride) w.outputSchema = tl.outputSchemaOverride;
    else if (tl.out && (v + tl.name.length) % 3 === 0) w.outputSchema = outSchema(tl);
    return w;
  });
  if (withPrompt || v % 4 === 1) surface.prompts = [prompt];
  if (withResource || v % 4 === 2) surface.resources = [resource];
  return { surface, subject, outFor };
}

// ---------------------------------------------------------------------------------------------
// Items.

const items = [];
const payloadUse = new Map(); // payload text -> uses
const distinctAttack = new Set();
const distinctBenign = new Set();

function use(text, kind) {
  const n = (payloadUse.get(kind + text) ?? 0) + 1;
  if (n > 2) throw new Error(`${kind} text used more than twice: ${text.slice(0, 60)}`);
  payloadUse.set(kind + text, n);
}


// Benign texts are written with their special characters in place (raw): their `encoding` label
// says what they contain (a base64 example, an emoji ZWJ sequence, a flag tag sequence...), not a
// transformation to apply.
function addItem(label, spec, enc, v, note, raw = false) {
  if (!FIELDS.has(spec.field)) throw new Error(`bad field ${spec.field}`);
  if (!ENCODINGS.has(enc)) throw new Error(`bad encoding ${enc}`);
  const encoded = raw ? spec.text : encoders[enc](spec.text, v);
  const { surface, subject } = build(spec, encoded, v);
  // The text must really have landed in the surface, unaltered.
  if (!JSON.stringify(surface).includes(JSON.stringify(encoded).slice(1, -1))) {
    throw new Error(`text did not land: ${spec.text.slice(0, 60)}`);
  }
  items.push({
    label,
    paradigm: label === 'poisoned' ? PARADIGM[spec.p] : null,
    risk: label === 'poisoned' ? RISK[spec.r] : null,
    field: spec.field,
    language: spec.lang,
    encoding: enc,
    framing: FRAMING[spec.fr],
    surface,
    subject,
    note,
  });
}

const byKey = new Map();
attacks.forEach((a, i) => {
  if (!PARADIGM[a.p] || !RISK[a.r] || !FRAMING[a.fr]) throw new Error(`bad enum in attack ${i}: ${a.text.slice(0, 50)}`);
  const key = a.text + JSON.stringify(a.x?.ann ?? '');
  if (distinctAttack.has(key)) throw new Error(`duplicate attack ${a.text.slice(0, 50)}`);
  distinctAttack.add(key);
  use(key, 'a');
  if (a.x?.k) byKey.set(a.x.k, a);
  addItem('poisoned', a, a.x?.enc ?? 'none', i, a.note);
});
attackReuses.forEach((r, i) => {
  const a = byKey.get(r.k);
  if (!a) throw new Error(`no attack key ${r.k}`);
  if (r.field === a.field && (r.enc ?? 'none') === (a.x?.enc ?? 'none')) throw new Error(`reuse ${r.k} must change field or encoding`);
  const spec = { ...a, field: r.field, on: r.on, x: { ...(r.x ?? {}) } };
  use(a.text + JSON.stringify(a.x?.ann ?? ''), 'a');
  addItem('poisoned', spec, r.enc ?? 'none', i + 7, `${a.note} [same payload, ${r.enc ?? 'plain'} in ${r.field}]`);
});
const byKeyB = new Map();
benign.forEach((b, i) => {
  if (!FRAMING[b.fr]) throw new Error(`bad framing in benign ${i}`);
  if (distinctBenign.has(b.text)) throw new Error(`duplicate benign ${b.text.slice(0, 50)}`);
  distinctBenign.add(b.text);
  use(b.text, 'b');
  if (b.x?.k) byKeyB.set(b.x.k, b);
  addItem('benign', { ...b, x: { at: 'replace', ...(b.x ?? {}) } }, b.enc, i, b.note, true);
});
benignReuses.forEach((r, i) => {
  const b = byKeyB.get(r.k);
  if (!b) throw new Error(`no benign key ${r.k}`);
  use(b.text, 'b');
  const spec = { ...b, dom: r.dom ?? b.dom, field: r.field, on: r.on, x: { at: 'replace', ...(r.x ?? {}) } };
  addItem('benign', spec, b.enc, i + 3, `${b.note} [same text in ${r.field}]`, true);
});

// Deterministic interleaving (mulberry32), then ids.
let seed = 0x5eed2024;
const rnd = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t2 = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t2 = (t2 + Math.imul(t2 ^ (t2 >>> 7), 61 | t2)) ^ t2;
  return ((t2 ^ (t2 >>> 14)) >>> 0) / 4294967296;
};
for (let i = items.length - 1; i > 0; i--) {
  const j = Math.floor(rnd() * (i + 1));
  [items[i], items[j]] = [items[j], items[i]];
}
const lines = items.map((it, i) => {
  const item = { id: `test-${String(i + 1).padStart(4, '0')}`, ...it };
  // Control and format characters (zero-width, bidi, tags, BOM) are written as \u escapes so the
  // file survives editors and diff tools; the parsed strings are exact.
  const line = JSON.stringify(item).replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) =>
    [...Array(c.length).keys()].map((k) => '\\u' + c.charCodeAt(k).toString(16).padStart(4, '0')).join(''),
  );
  if (JSON.stringify(JSON.parse(line)) !== JSON.stringify(item)) throw new Error(`round trip failed for ${item.id}`);
  return line;
});
const text = lines.join('\n') + '\n';

if (process.argv.includes('--check')) {
  const cur = readFileSync(out, 'utf8');
  if (cur !== text) {
    console.error('test.jsonl is out of date: run node bench/poisoning/make-test.mjs');
    process.exit(1);
  }
  console.log('test.jsonl is up to date');
} else {
  writeFileSync(out, text);
  console.log(`wrote ${items.length} items to ${out}`);
  console.log(`distinct hand-written attack payloads: ${distinctAttack.size} (items: ${attacks.length} + ${attackReuses.length} reuses)`);
  console.log(`distinct hand-written benign texts: ${distinctBenign.size} (items: ${benign.length} + ${benignReuses.length} reuses)`);
}
