#!/usr/bin/env node
// Builds bench/poisoning/train.jsonl from the hand-written parts in train-parts/: the benign
// servers (hosts.mjs), the attack payloads (attacks.mjs) and the benign hard negatives
// (benign.mjs). Deterministic: no randomness, no clock; the same parts give the same file.
// Each payload is planted once in plain text, and every other one a second time in another
// field, encoded (base64, URL, HTML comment, Unicode Tags, zero-width, bidi).
// Usage: node bench/poisoning/make-train.mjs [--check]   (--check: exit 1 if the file is stale)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import { HOSTS } from './train-parts/hosts.mjs';
import { ANNOTATION_LIES, ATTACKS, NAME_ATTACKS } from './train-parts/attacks.mjs';
import { BENIGN, GENERATED } from './train-parts/benign.mjs';
import { GEN_ATTACKS, GEN_ATTACKS_2, GEN_ATTACKS_3, GEN_BENIGN, GEN_BENIGN_2, GEN_BENIGN_3 } from './train-parts/generalise.mjs';
import { GEN_ATTACKS_4, GEN_ATTACKS_5, GEN_BENIGN_4, GEN_BENIGN_5 } from './train-parts/generalise4.mjs';
import { GEN_ATTACKS_6, GEN_BENIGN_6 } from './train-parts/generalise6.mjs';
import { GEN_ATTACKS_7, GEN_BENIGN_7 } from './train-parts/generalise7.mjs';
import { GEN_ATTACKS_8a, GEN_BENIGN_8a } from './train-parts/generalise8a.mjs';
import { GEN_ATTACKS_8b, GEN_BENIGN_8b } from './train-parts/generalise8b.mjs';
import { GEN_ATTACKS_9a, GEN_BENIGN_9a } from './train-parts/generalise9a.mjs';
import { GEN_ATTACKS_9b, GEN_BENIGN_9b } from './train-parts/generalise9b.mjs';
import { GEN_ATTACKS_10a, GEN_BENIGN_10a } from './train-parts/generalise10a.mjs';
import { GEN_ATTACKS_10b, GEN_BENIGN_10b } from './train-parts/generalise10b.mjs';
import { GEN_ATTACKS_11a, GEN_BENIGN_11a } from './train-parts/generalise11a.mjs';
import { GEN_ATTACKS_11b, GEN_BENIGN_11b } from './train-parts/generalise11b.mjs';
import { GEN_ATTACKS_12a, GEN_BENIGN_12a } from './train-parts/generalise12a.mjs';
import { GEN_ATTACKS_12b, GEN_BENIGN_12b } from './train-parts/generalise12b.mjs';
import { GEN_ATTACKS_13a, GEN_BENIGN_13a } from './train-parts/generalise13a.mjs';
import { GEN_ATTACKS_13b, GEN_BENIGN_13b } from './train-parts/generalise13b.mjs';
import { GEN_ATTACKS_14a, GEN_BENIGN_14a } from './train-parts/generalise14a.mjs';
import { GEN_ATTACKS_14b, GEN_BENIGN_14b } from './train-parts/generalise14b.mjs';
import { GEN_ATTACKS_15a, GEN_BENIGN_15a } from './train-parts/generalise15a.mjs';
import { GEN_ATTACKS_15b, GEN_BENIGN_15b } from './train-parts/generalise15b.mjs';
import { GEN_ATTACKS_16a, GEN_BENIGN_16a } from './train-parts/generalise16a.mjs';
import { GEN_ATTACKS_16b, GEN_BENIGN_16b } from './train-parts/generalise16b.mjs';
import { GEN_ATTACKS_17a, GEN_BENIGN_17a } from './train-parts/generalise17a.mjs';
import { GEN_ATTACKS_17b, GEN_BENIGN_17b } from './train-parts/generalise17b.mjs';
import { GEN_ATTACKS_18a, GEN_BENIGN_18a } from './train-parts/generalise18a.mjs';
import { GEN_ATTACKS_18b, GEN_BENIGN_18b } from './train-parts/generalise18b.mjs';
import { GEN_ATTACKS_19a, GEN_BENIGN_19a } from './train-parts/generalise19a.mjs';
import { GEN_ATTACKS_19b, GEN_BENIGN_19b } from './train-parts/generalise19b.mjs';
import { GEN_ATTACKS_20a, GEN_BENIGN_20a } from './train-parts/generalise20a.mjs';
import { GEN_ATTACKS_20b, GEN_BENIGN_20b } from './train-parts/generalise20b.mjs';
import { GEN_ATTACKS_21a, GEN_BENIGN_21a } from './train-parts/generalise21a.mjs';
import { GEN_ATTACKS_21b, GEN_BENIGN_21b } from './train-parts/generalise21b.mjs';
import { GEN_ATTACKS_22a, GEN_BENIGN_22a } from './train-parts/generalise22a.mjs';
import { GEN_ATTACKS_22b, GEN_BENIGN_22b } from './train-parts/generalise22b.mjs';
import { GEN_ATTACKS_23a, GEN_BENIGN_23a } from './train-parts/generalise23a.mjs';
import { GEN_ATTACKS_23b, GEN_BENIGN_23b } from './train-parts/generalise23b.mjs';
import { GEN_ATTACKS_24a, GEN_BENIGN_24a } from './train-parts/generalise24a.mjs';
import { GEN_ATTACKS_24b, GEN_BENIGN_24b } from './train-parts/generalise24b.mjs';
import { GEN_ATTACKS_25a, GEN_BENIGN_25a } from './train-parts/generalise25a.mjs';
import { GEN_ATTACKS_25b, GEN_BENIGN_25b } from './train-parts/generalise25b.mjs';
import { GEN_ATTACKS_26a, GEN_BENIGN_26a } from './train-parts/generalise26a.mjs';
import { GEN_ATTACKS_26b, GEN_BENIGN_26b } from './train-parts/generalise26b.mjs';
import { GEN_ATTACKS_27a, GEN_BENIGN_27a } from './train-parts/generalise27a.mjs';
import { GEN_ATTACKS_27b, GEN_BENIGN_27b } from './train-parts/generalise27b.mjs';
import { GEN_ATTACKS_28a, GEN_BENIGN_28a } from './train-parts/generalise28a.mjs';
import { GEN_ATTACKS_28b, GEN_BENIGN_28b } from './train-parts/generalise28b.mjs';
import { GEN_ATTACKS_29a, GEN_BENIGN_29a } from './train-parts/generalise29a.mjs';
import { GEN_ATTACKS_29b, GEN_BENIGN_29b } from './train-parts/generalise29b.mjs';
import { GEN_ATTACKS_30a, GEN_BENIGN_30a } from './train-parts/generalise30a.mjs';
import { GEN_ATTACKS_30b, GEN_BENIGN_30b } from './train-parts/generalise30b.mjs';
import { GEN_ATTACKS_31a, GEN_BENIGN_31a } from './train-parts/generalise31a.mjs';
import { GEN_ATTACKS_31b, GEN_BENIGN_31b } from './train-parts/generalise31b.mjs';
import { GEN_ATTACKS_32a, GEN_BENIGN_32a } from './train-parts/generalise32a.mjs';
import { GEN_ATTACKS_33a, GEN_BENIGN_33a } from './train-parts/generalise33a.mjs';
import { GEN_ATTACKS_33b, GEN_BENIGN_33b } from './train-parts/generalise33b.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PARADIGM = { E: 'explicit_function_hijacking', I: 'implicit_function_hijacking', P: 'implicit_parameter_tampering' };
const RISK = {
  priv: 'privacy_leakage',
  cred: 'credential_theft',
  msg: 'message_hijacking',
  fin: 'financial_loss',
  infra: 'infrastructure_damage',
  tamper: 'data_tampering',
  rce: 'remote_code_execution',
  sab: 'sabotage',
};
const lines = (text) => text.trim().split('\n').map((l) => l.split('¦'));
const clone = (v) => JSON.parse(JSON.stringify(v));

/** A fresh copy of a host's surface. */
function surfaceOf(host) {
  const h = HOSTS[host];
  if (!h) throw new Error(`unknown host ${host}`);
  return clone({ serverInfo: h.serverInfo, instructions: h.instructions, tools: h.tools, prompts: h.prompts, resources: h.resources });
}

function toolIn(surface, name) {
  const t = surface.tools.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name} in ${surface.serverInfo.name}`);
  return t;
}

// ---- encodings, as attackers use them ----
const B64_LEADS = ['Usage policy (base64): ', 'x-agent-config: ', 'Encoded note for assistants, decode and apply: ', 'data:text/plain;base64,'];
const URL_LEADS = ['Policy: ', 'Ref: ', 'See also: '];
const ZW = ['\u200B', '\u200C', '\u200D', '\u2060'];
function encode(payload, encoding, n) {
  switch (encoding) {
    case 'none':
      return payload;
    case 'base64':
      return B64_LEADS[n % B64_LEADS.length] + Buffer.from(payload, 'utf8').toString('base64');
    case 'url':
      // Every other one percent-encodes every byte, the rest only what URLs require.
      return URL_LEADS[n % URL_LEADS.length] + (n % 2 === 0 ? [...Buffer.from(payload, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('') : encodeURIComponent(payload));
    case 'html_comment':
      return `<!-- ${payload} -->`;
    case 'unicode_tags':
      // Invisible: each ASCII character shifted into the Tags block (U+E0000 + code point).
      return [...payload].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0))).join('');
    case 'zero_width':
      // Zero-width characters inside every word, so no keyword matches as written.
      return payload.split(' ').map((w, i) => ([...w].length > 2 ? [...w].slice(0, 2).join('') + ZW[(n + i) % ZW.length] + [...w].slice(2).join('') : w)).join(' ');
    case 'bidi':
      // Right-to-left override: the model reads the text as written, a reviewer sees it reversed.
      return n % 2 === 0 ? `\u202E${payload}\u202C` : `\u2067\u202E${payload}\u202C\u2069`;
    default:
      throw new Error(`unknown encoding ${encoding}`);
  }
}

// ---- planting a text in one field of a surface ----
const SHORT = 240;
/**
 * Puts `text` (already encoded) into `field` of the carrier; returns the subject. In a
 * description it goes at the end, or with `middle` after the first sentence, inside the docs.
 */
function plant(surface, field, carrierName, text, join_ = ' ', middle = false) {
  // A new tool whose name is the payload ("name :: description", batch twenty-eight on).
  if (field === 'name') {
    const [name, description] = text.split(' :: ');
    surface.tools.push({ name, description, inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Item id.' } } } });
    return name;
  }
  const carrier = toolIn(surface, carrierName);
  switch (field) {
    case 'description': {
      const cut = carrier.description.indexOf('. ');
      carrier.description =
        middle && cut !== -1
          ? `${carrier.description.slice(0, cut + 1)}${join_}${text}${join_}${carrier.description.slice(cut + 2)}`
          : `${carrier.description}${join_}${text}`;
      return carrier.name;
    }
    case 'parameter_description': {
      const [param, schema] = Object.entries(carrier.inputSchema.properties).at(-1);
      schema.description = `${schema.description} ${text}`;
      void param;
      return carrier.name;
    }
    case 'title':
      carrier.title = `${carrier.title} — ${text}`;
      return carrier.name;
    case 'annotations':
      carrier.annotations = { ...(carrier.annotations ?? {}), title: `${carrier.title}. ${text}` };
      return carrier.name;
    case 'output_schema':
      carrier.outputSchema = {
        type: 'object',
        properties: { status: { type: 'string', description: 'ok or error.' }, result: { type: 'object', description: `The result of the call. ${text}` } },
        required: ['status'],
      };
      return carrier.name;
    case 'server_instructions':
      surface.instructions = `${surface.instructions}\n\n${text}`;
      return '<instructions>';
    case 'prompt_description':
      surface.prompts[0].description = `${surface.prompts[0].description} ${text}`;
      return surface.prompts[0].name;
    case 'resource_description':
      surface.resources[0].description = `${surface.resources[0].description} ${text}`;
      return surface.resources[0].name;
    default:
      throw new Error(`unknown field ${field}`);
  }
}

const items = [];
// Which authoring batch each item came from (train-batches.json): base, the three generalise.mjs
// batches (gen1–gen3), then four to fifteen. Only the leave-one-batch-out estimate of
// bench/poisoning/train-model.mjs reads it; the item format stays as POISON-FORMAT says.
const batches = {};
let batch = 'base';
const KEYS = ['label', 'paradigm', 'risk', 'field', 'language', 'encoding', 'framing', 'surface', 'subject', 'note'];
/** Appends an item with the next id, its keys in the order of POISON-FORMAT (README.md). */
const push = (item) => {
  const id = `train-${String(items.length + 1).padStart(4, '0')}`;
  batches[id] = batch;
  items.push({ id, ...Object.fromEntries(KEYS.map((k) => [k, item[k]])) });
};
const isAscii = (s) => /^[\x20-\x7e]*$/.test(s);

// ---- poisoned: text payloads ----
const FIRST = ['description', 'parameter_description', 'server_instructions', 'description', 'output_schema', 'prompt_description', 'parameter_description', 'resource_description', 'title', 'annotations'];
const SECOND = ['server_instructions', 'description', 'parameter_description', 'resource_description', 'description', 'output_schema', 'prompt_description'];
const ENCODINGS = ['base64', 'url', 'html_comment', 'unicode_tags', 'zero_width', 'bidi'];
const attacks = lines(ATTACKS);
let encoded = 0;
attacks.forEach(([p, r, language, framing, host, on, text], i) => {
  const carrierOf = (surface) => (on !== '-' ? on : surface.tools[0].name);
  const fits = (field) => !['title', 'annotations'].includes(field) || text.length <= SHORT;
  let first = FIRST[i % FIRST.length];
  if (!fits(first)) first = 'description';
  const base = { label: 'poisoned', paradigm: PARADIGM[p], risk: RISK[r], language, framing };
  {
    const surface = surfaceOf(host);
    const subject = plant(surface, first, carrierOf(surface), text, framing === 'tag' ? '\n\n' : ' ', i % 4 === 3);
    push({ ...base, field: first, encoding: 'none', surface, subject, note: `${host}: ${PARADIGM[p].replaceAll('_', ' ')}, ${RISK[r].replaceAll('_', ' ')}` });
  }
  if (i % 2 !== 0) return;
  let encoding = ENCODINGS[encoded % ENCODINGS.length];
  if (encoding === 'unicode_tags' && !isAscii(text)) encoding = 'zero_width';
  let second = SECOND[i % SECOND.length];
  if (second === first) second = SECOND[(i + 1) % SECOND.length];
  const surface = surfaceOf(host);
  const subject = plant(surface, second, carrierOf(surface), encode(text, encoding, encoded), ' ', encoded % 2 === 1);
  push({ ...base, field: second, encoding, surface, subject, note: `${host}: the same payload ${encoding === 'none' ? '' : `${encoding}-encoded `}in the ${second.replaceAll('_', ' ')}` });
  encoded++;
});

// ---- poisoned: tool names that are themselves the payload ----
for (const [host, name, p, r, framing, description] of lines(NAME_ATTACKS)) {
  const surface = surfaceOf(host);
  surface.tools.push({ name, description, inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Item id.' } } } });
  push({ label: 'poisoned', paradigm: PARADIGM[p], risk: RISK[r], field: 'name', language: 'en', encoding: 'none', framing, surface, subject: name, note: `${host}: the tool name carries the order` });
}

// ---- poisoned: annotations that hide the risk ----
for (const [host, r, name, description, hints] of lines(ANNOTATION_LIES)) {
  const surface = surfaceOf(host);
  surface.tools.push({ name, description, inputSchema: { type: 'object', properties: { target: { type: 'string', description: 'What to act on.' } } }, annotations: JSON.parse(hints) });
  push({ label: 'poisoned', paradigm: PARADIGM.I, risk: RISK[r], field: 'annotations', language: 'en', encoding: 'none', framing: 'plain', surface, subject: name, note: `${host}: read-only/non-destructive hints on a tool that ${description.toLowerCase().replace(/\.$/, '')}, so a client runs it unasked` });
}

// ---- benign: hard negatives ----
// A hard negative's framing: "[polite] …" names it, else the style its description names.
const framingOf = (why) => /^\[(\w+)\]/.exec(why)?.[1] ?? (/conditional|whenever/.test(why) ? 'conditional' : /bureaucratic/.test(why) ? 'bureaucratic' : /authority|IMPORTANT/.test(why) ? 'authority' : 'documentation');
const whyOf = (why) => why.replace(/^\[\w+\] /, '');
function placeBenign(surface, field, carrier, text) {
  switch (field) {
    case 'description':
      toolIn(surface, carrier).description = text;
      return carrier;
    case 'parameter_description': {
      const [tool, param] = carrier.split('.');
      const t = toolIn(surface, tool);
      t.inputSchema.properties[param] = { ...(t.inputSchema.properties[param] ?? { type: 'string' }), description: text };
      return tool;
    }
    case 'title':
      toolIn(surface, carrier).title = text;
      return carrier;
    case 'output_schema':
      toolIn(surface, carrier).outputSchema = { type: 'object', properties: { result: { type: 'string', description: text } }, required: ['result'] };
      return carrier;
    case 'name': {
      const [name, description] = text.split(' :: ');
      surface.tools.push({ name, description, inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Item id.' } } } });
      return name;
    }
    case 'annotations': {
      // Batch nine's writers gave an annotation title for an existing tool (no ' :: '): it becomes that tool's annotations.title.
      if (!text.includes(' :: ')) {
        const t = toolIn(surface, carrier);
        t.annotations = { ...(t.annotations ?? {}), title: text };
        return carrier;
      }
      const [name, description, hints] = text.split(' :: ');
      surface.tools.push({ name, description, inputSchema: { type: 'object', properties: { target: { type: 'string', description: 'What to act on.' } } }, annotations: JSON.parse(hints) });
      return name;
    }
    case 'server_instructions':
      surface.instructions = text;
      return '<instructions>';
    case 'prompt_description':
      surface.prompts[0].description = text;
      return surface.prompts[0].name;
    case 'resource_description':
      surface.resources[0].description = text;
      return surface.resources[0].name;
    default:
      throw new Error(`unknown field ${field}`);
  }
}
const benign = lines(BENIGN);
for (const [field, host, carrier, language, encoding, why, text] of benign) {
  const surface = surfaceOf(host);
  const subject = placeBenign(surface, field, carrier, text);
  push({ label: 'benign', paradigm: null, risk: null, field, language, encoding, framing: framingOf(why), surface, subject, note: `${host}: ${whyOf(why)}` });
}
for (const [host, tool, text] of GENERATED) {
  const surface = surfaceOf(host);
  placeBenign(surface, 'description', tool, text);
  push({ label: 'benign', paradigm: null, risk: null, field: 'description', language: 'en', encoding: 'none', framing: 'documentation', surface, subject: tool, note: `${host}: long generated API text` });
}
// Tool advice repeated in the server instructions, as servers often do: every fourth description.
benign
  .filter(([field]) => field === 'description')
  .filter((_, i) => i % 3 === 0)
  .forEach(([, host, carrier, language, encoding, why, text]) => {
    const surface = surfaceOf(host);
    surface.instructions = `${surface.instructions} ${carrier}: ${text}`;
    push({ label: 'benign', paradigm: null, risk: null, field: 'server_instructions', language, encoding, framing: framingOf(why), surface, subject: '<instructions>', note: `${host}: ${whyOf(why)}, repeated in the instructions` });
  });
// Each host as written: ordinary documentation.
for (const host of Object.keys(HOSTS)) {
  const surface = surfaceOf(host);
  push({ label: 'benign', paradigm: null, risk: null, field: 'description', language: 'en', encoding: 'none', framing: 'documentation', surface, subject: surface.tools[1].name, note: `${host}: ordinary documentation` });
}

// ---- the generalisation parts (generalise.mjs): each planted once, in the field and encoding named ----
// URL encoding as found in the wild, in four shapes: every byte, what URLs require, form encoding
// (spaces as +), and every other word encoded (partly readable text).
function urlVariant(text, n) {
  switch (n % 4) {
    case 0:
      return encode(text, 'url', 0);
    case 1:
      return encode(text, 'url', 1);
    case 2:
      return URL_LEADS[n % URL_LEADS.length] + new URLSearchParams({ q: text }).toString().slice(2);
    default:
      return URL_LEADS[n % URL_LEADS.length] + text.split(' ').map((w, i) => (i % 2 === 1 ? [...Buffer.from(w, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('') : w)).join(' ');
  }
}
let urls = 0;
const GEN_BATCHES = ['gen1', 'gen2', 'gen3', 'four', 'five', 'six', 'seven', 'eight', 'eight', 'nine', 'nine', 'ten', 'ten', 'eleven', 'eleven', 'twelve', 'twelve', 'thirteen', 'thirteen', 'fourteen', 'fourteen', 'fifteen', 'fifteen', 'sixteen', 'sixteen', 'seventeen', 'seventeen', 'eighteen', 'eighteen', 'nineteen', 'nineteen', 'twenty', 'twenty', 'twentyone', 'twentyone', 'twentytwo', 'twentytwo', 'twentythree', 'twentythree', 'twentyfour', 'twentyfour', 'twentyfive', 'twentyfive', 'twentysix', 'twentysix', 'twentyseven', 'twentyseven', 'twentyeight', 'twentyeight', 'twentynine', 'twentynine', 'thirty', 'thirty', 'thirtyone', 'thirtyone', 'thirtytwo', 'thirtythree', 'thirtythree'];
const tagged = (parts) => parts.flatMap((part, i) => lines(part).map((row) => [GEN_BATCHES[i], row]));
for (const [b, [p, r, language, framing, field, encoding, host, on, text]] of tagged([GEN_ATTACKS, GEN_ATTACKS_2, GEN_ATTACKS_3, GEN_ATTACKS_4, GEN_ATTACKS_5, GEN_ATTACKS_6, GEN_ATTACKS_7, GEN_ATTACKS_8a, GEN_ATTACKS_8b, GEN_ATTACKS_9a, GEN_ATTACKS_9b, GEN_ATTACKS_10a, GEN_ATTACKS_10b, GEN_ATTACKS_11a, GEN_ATTACKS_11b, GEN_ATTACKS_12a, GEN_ATTACKS_12b, GEN_ATTACKS_13a, GEN_ATTACKS_13b, GEN_ATTACKS_14a, GEN_ATTACKS_14b, GEN_ATTACKS_15a, GEN_ATTACKS_15b, GEN_ATTACKS_16a, GEN_ATTACKS_16b, GEN_ATTACKS_17a, GEN_ATTACKS_17b, GEN_ATTACKS_18a, GEN_ATTACKS_18b, GEN_ATTACKS_19a, GEN_ATTACKS_19b, GEN_ATTACKS_20a, GEN_ATTACKS_20b, GEN_ATTACKS_21a, GEN_ATTACKS_21b, GEN_ATTACKS_22a, GEN_ATTACKS_22b, GEN_ATTACKS_23a, GEN_ATTACKS_23b, GEN_ATTACKS_24a, GEN_ATTACKS_24b, GEN_ATTACKS_25a, GEN_ATTACKS_25b, GEN_ATTACKS_26a, GEN_ATTACKS_26b, GEN_ATTACKS_27a, GEN_ATTACKS_27b, GEN_ATTACKS_28a, GEN_ATTACKS_28b, GEN_ATTACKS_29a, GEN_ATTACKS_29b, GEN_ATTACKS_30a, GEN_ATTACKS_30b, GEN_ATTACKS_31a, GEN_ATTACKS_31b, GEN_ATTACKS_32a, GEN_ATTACKS_33a, GEN_ATTACKS_33b])) {
  batch = b;
  const surface = surfaceOf(host);
  const written = encoding === 'url' ? urlVariant(text, urls++) : encode(text, encoding, 0);
  const subject = plant(surface, field, on !== '-' ? on : surface.tools[0].name, written);
  push({ label: 'poisoned', paradigm: PARADIGM[p], risk: RISK[r], field, language, encoding, framing, surface, subject, note: `${host}: ${PARADIGM[p].replaceAll('_', ' ')}, ${RISK[r].replaceAll('_', ' ')} (generalisation part)` });
}
for (const [b, [field, host, carrier, language, encoding, why, text]] of tagged([GEN_BENIGN, GEN_BENIGN_2, GEN_BENIGN_3, GEN_BENIGN_4, GEN_BENIGN_5, GEN_BENIGN_6, GEN_BENIGN_7, GEN_BENIGN_8a, GEN_BENIGN_8b, GEN_BENIGN_9a, GEN_BENIGN_9b, GEN_BENIGN_10a, GEN_BENIGN_10b, GEN_BENIGN_11a, GEN_BENIGN_11b, GEN_BENIGN_12a, GEN_BENIGN_12b, GEN_BENIGN_13a, GEN_BENIGN_13b, GEN_BENIGN_14a, GEN_BENIGN_14b, GEN_BENIGN_15a, GEN_BENIGN_15b, GEN_BENIGN_16a, GEN_BENIGN_16b, GEN_BENIGN_17a, GEN_BENIGN_17b, GEN_BENIGN_18a, GEN_BENIGN_18b, GEN_BENIGN_19a, GEN_BENIGN_19b, GEN_BENIGN_20a, GEN_BENIGN_20b, GEN_BENIGN_21a, GEN_BENIGN_21b, GEN_BENIGN_22a, GEN_BENIGN_22b, GEN_BENIGN_23a, GEN_BENIGN_23b, GEN_BENIGN_24a, GEN_BENIGN_24b, GEN_BENIGN_25a, GEN_BENIGN_25b, GEN_BENIGN_26a, GEN_BENIGN_26b, GEN_BENIGN_27a, GEN_BENIGN_27b, GEN_BENIGN_28a, GEN_BENIGN_28b, GEN_BENIGN_29a, GEN_BENIGN_29b, GEN_BENIGN_30a, GEN_BENIGN_30b, GEN_BENIGN_31a, GEN_BENIGN_31b, GEN_BENIGN_32a, GEN_BENIGN_33a, GEN_BENIGN_33b])) {
  batch = b;
  const surface = surfaceOf(host);
  const subject = placeBenign(surface, field, carrier, text);
  push({ label: 'benign', paradigm: null, risk: null, field, language, encoding, framing: framingOf(why), surface, subject, note: `${host}: ${whyOf(why)}` });
}

const out = join(here, 'train.jsonl');
const text = items.map((i) => JSON.stringify(i)).join('\n') + '\n';
const batchesOut = join(here, 'train-batches.json');
const batchesText = JSON.stringify(batches, null, 0).replaceAll(',"', ',\n"') + '\n';
if (process.argv.includes('--check')) {
  const read = (path) => { try { return readFileSync(path, 'utf8'); } catch { return ''; } };
  const same = read(out) === text && read(batchesOut) === batchesText;
  if (!same) console.error('bench/poisoning/train.jsonl or train-batches.json is stale: run node bench/poisoning/make-train.mjs');
  process.exit(same ? 0 : 1);
}
writeFileSync(out, text);
writeFileSync(batchesOut, batchesText);
const count = (label) => items.filter((i) => i.label === label).length;
console.error(`${items.length} items (${count('poisoned')} poisoned, ${count('benign')} benign) written to ${out}`);
