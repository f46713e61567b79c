import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord } from '../../snapshot/view.js';
import { identifierWordBound, identifierWords } from '../../text/clauses.js';
import { fold } from '../../text/fold.js';
import { decodeEncoded, type EncodingKind } from '../../text/decode.js';
import { mayHaveSideEffect, mayHoldDirective, readClauses, readDirectives, type Directive, type Role, type ToolContext } from '../../text/directives.js';
import { normalize } from '../../text/normalize.js';
import { PROSE, schemaProperties, type SchemaProperty, type ModelText } from '../shared/model-texts.js';

export const DIRECTIVE_RULES = ['hijacking_directive', 'argument_tampering', 'tool_name_instruction'] as const;
export type DirectiveRule = (typeof DIRECTIVE_RULES)[number];

/** Evidence is clipped: server text is hostile and may be long. */
function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

const rolesOf = (d: Directive) => d.clause.roles.map((r) => `${r.role}: ${clip(r.words, 60)}`);

interface Read {
  directive: Directive;
  encoding?: EncodingKind | 'unicode_tags';
}

/** Each tool's name (lower case) with its parameter names, and the values its schema offers (lower case, at any depth). */
function toolContext(snapshot: Snapshot): { tools: Map<string, ReadonlySet<string>>; offered: (tool: string) => ReadonlySet<string> } {
  const tools = new Map<string, ReadonlySet<string>>();
  const schemas = new Map<string, unknown>();
  for (const t of snapshot.tools) {
    if (!isRecord(t.raw) || typeof t.raw.name !== 'string') continue;
    const name = t.raw.name.toLowerCase();
    tools.set(name, parameterNames(t.raw.inputSchema));
    schemas.set(name, t.raw.inputSchema);
  }
  // Read only for the few clauses that would otherwise score (see offersOnly in src/text/directives.ts).
  return { tools, offered: (tool) => offeredValues(schemas.get(tool)) };
}

const NO_VALUES: ReadonlySet<string> = new Set();
const OFFERED = new WeakMap<object, ReadonlySet<string>>();

/**
 * The `enum` and `const` strings of a schema at any depth (bounded: hostile schemas nest deep), once
 * per schema object. Only what the schema pins as a choice: `default` and `examples` are not offers.
 */
function offeredValues(schema: unknown): ReadonlySet<string> {
  if (!isRecord(schema)) return NO_VALUES;
  const known = OFFERED.get(schema);
  if (known) return known;
  const values = new Set<string>();
  let visited = 0;
  const walk = (node: unknown, depth: number): void => {
    if (depth > 24 || visited > 2_000 || values.size >= 500) return;
    visited += 1;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.const === 'string') values.add(node.const.toLowerCase());
    if (Array.isArray(node.enum)) for (const v of node.enum) if (typeof v === 'string' && values.size < 500) values.add(v.toLowerCase());
    for (const [key, value] of Object.entries(node)) if (key !== 'enum' && key !== 'const' && typeof value === 'object' && value !== null) walk(value, depth + 1);
  };
  walk(schema, 0);
  const result = values.size > 0 ? values : NO_VALUES;
  OFFERED.set(schema, result);
  return result;
}

/**
 * Parameters at any depth (servers wrap them in `params` objects), lower case, the first 200. One
 * set per distinct schema as sent: schemaProperties returns one list for equal schemas, and the
 * readers only look names up, so 10,000 tools that share four schemas share four sets.
 */
function parameterNames(schema: unknown): ReadonlySet<string> {
  const props = schemaProperties(schema, 'inputSchema');
  let names = PARAMETER_NAMES.get(props);
  if (!names) {
    const set = new Set<string>();
    for (let i = 0; i < props.length && i < 200; i++) set.add(props[i]!.name.toLowerCase());
    PARAMETER_NAMES.set(props, (names = set));
  }
  return names;
}
const PARAMETER_NAMES = new WeakMap<readonly SchemaProperty[], ReadonlySet<string>>();

// Role classes that make a long tool name an instruction rather than a label.
const NAME_CUES: ReadonlyArray<readonly [Role, RegExp]> = [
  ['standing', fold(/\b(?:first|always|every|each|before|after|also|whenever)\b/i)],
  ['override', fold(/\b(?:not|instead|ignore|regardless|override)\b|\b(?:skip|skipping|skips|bypass|bypassing|without)\b (?:\w+ )?(?:review|reviews|approval|confirmation|checks)\b/i)],
  ['authority', fold(/\b(?:required|mandate|admin|governance|compliance|system|important|policy)\b/i)],
  ['tamper', fold(/\b(?:times|multiply|divide|double|halve|triple)\b/i)],
  // A download piped to a shell, spelled out in words ("append_curl_pipe_sh_line").
  ['harm', fold(/\b(?:curl|wget)\b.*\b(?:pipe|sh|bash)\b|\brm rf\b|\bdrop table\b|\bsudo\b/i)],
  // What the user asked for, named in order to change it ("ten_times_requested").
  ['user_value', fold(/\b(?:requested|asked)\b/i)],
];
// A name that opens with the tool's own action ("send_email_after_user_confirms_recipients",
// "cancel_all_occurrences_of_recurring_event_series", "create_payment_to_saved_payee_…") names what
// the tool does: the words of that head are its action and object, not an order. What comes after a
// joint ("after", "before", "then", "and", …) may order; a gate there ("after user confirmation",
// "after required checks pass") is the opposite. A sibling named inside the name (not as its opening)
// makes the head an act on that sibling. Data leaving, secrecy and private material count wherever
// they stand, authority and overrides too unless they are what the tool requests
// ("request_admin_override_for_blocked_merge"), and a name that works against what the user asked
// ("set_quantity_to_ten_times_requested") has no head to excuse it.
const ACTION_START = /^(?:request|get|list|read|search|find|fetch|lookup|look|query|describe|show|view|check|create|add|insert|update|set|edit|write|save|put|delete|remove|cancel|close|archive|purge|clear|send|post|reply|forward|notify|invite|share|export|import|upload|download|sync|merge|approve|reject|open|rotate|reveal|revoke|renew|refresh|run|execute|deploy|scale|restart|start|stop|pay|refund|transfer|place|order|book|schedule|reschedule|track|translate|summarize|summarise|convert|generate|render|format|validate|preview|compare|count|tag|label|assign|move|copy|rename|publish|submit)$/;
const NAME_JOINT = /^(?:after|before|then|and|also|first|whenever|when|once|instead|always|plus|but|unless|if)$/;
const NAME_GATE = fold(/\b(?:confirm\w*|approv\w*|consent\w*|review\w*|go ahead|checks? (?:pass\w*|succeed\w*)|sign\w* off)\b/i);
const NAME_TRIGGER = fold(/\b(?:each|every|any|always|whenever|first)\b/i);
const FUTURE = fold(/\b(?:every|each|any|all) (?:new|incoming|future|upcoming|later)\b/i);
// Authority and overrides asked for by the tool's own act ("request_admin_override_for_blocked_merge") are its object.
const ANYWHERE: readonly Role[] = ['data_out', 'secrecy', 'any_tool', 'sensitive'];
const CLAIMS: readonly Role[] = ['authority', 'override'];
const OWN_PARAM = /^inputSchema\.properties\.([^.]+)\.description$/;
const NAME_ROLES: readonly Role[] = ['standing', 'override', 'authority', 'secrecy', 'data_out', 'sensitive', 'harm', 'tamper', 'other_tool', 'any_tool'];

/**
 * Judges every prose text (and every tool name) of the snapshot for directives. Each distinct text
 * and carrier is read once: generated servers repeat one description thousands of times.
 */
export function checkDirectives(surfaces: readonly ModelText[], snapshot: Snapshot): Finding[] {
  const { tools, offered } = toolContext(snapshot);
  const out: Finding[] = [];
  const cache = new Map<string, Read[]>();
  // Texts no sentence of which can be a directive, whoever carries them: generated servers repeat
  // one parameter description across thousands of tools, and read it once. Apart by how the text
  // is read (a label; a prompt's or data's description, where a side effect alone may order).
  const inert = new Set<string>();
  const inertKey = (text: string, label: boolean, sideEffects: boolean) => (label || sideEffects ? `${label ? 'L' : ''}${sideEffects ? 'S' : ''}\0${text}` : text);
  const bare: ToolContext = { tools };
  const labelled: ToolContext = { tools, label: true };
  const read = (text: string, carrier: string | undefined, label: boolean, param?: string, prompt = false, data = false): Read[] => {
    const key = `${label ? 'L' : ''}${prompt ? 'P' : ''}${data ? 'D' : ''}${carrier ?? ''}\0${param ?? ''}\0${text}`;
    let hit = cache.get(key);
    if (hit) return hit;
    const ctx: ToolContext = { tools, offered, ...(carrier ? { carrier } : {}), ...(label ? { label } : {}), ...(param ? { param } : {}), ...(prompt ? { prompt } : {}), ...(data ? { data } : {}) };
    const { visible, smuggled } = normalize(text);
    if (!smuggled && visible === text && !mayHoldDirective(text, label ? labelled : bare) && !((prompt || data) && mayHaveSideEffect(text)) && decodeEncoded(text).length === 0) {
      inert.add(inertKey(text, label, prompt || data));
      return [];
    }
    hit = readDirectives(visible, ctx).map((directive) => ({ directive }));
    if (smuggled) hit.push(...readDirectives(smuggled, ctx).map((directive) => ({ directive, encoding: 'unicode_tags' as const })));
    for (const d of decodeEncoded(visible)) hit.push(...readDirectives(d.text, ctx).map((directive) => ({ directive, encoding: d.kind })));
    cache.set(key, hit);
    return hit;
  };
  for (const s of surfaces) {
    if (s.kind === 'name' && s.subject.kind === 'tool' && s.path === 'name') {
      const f = nameFinding(s, tools);
      if (f) out.push(f);
      continue;
    }
    if (!PROSE.has(s.kind)) continue;
    const label = s.kind === 'title';
    // A prompt's description: what the user runs it for, then what it does.
    const prompt = s.subject.kind === 'prompt' && s.path === 'description';
    // Data the model reads: a resource's description and a tool's output schema describe data, not actions.
    const data = ((s.subject.kind === 'resource' || s.subject.kind === 'resource_template') && s.path === 'description') || s.path.startsWith('outputSchema');
    if (inert.has(inertKey(s.text, label, prompt || data))) continue;
    const carrier = s.subject.kind === 'tool' ? s.subject.name.toLowerCase() : undefined;
    // A top-level parameter's own description: every sentence of it speaks of that argument.
    const param = carrier ? OWN_PARAM.exec(s.path)?.[1] : undefined;
    const reads = read(s.text, carrier, label, param, prompt, data);
    if (reads.length === 0) continue;
    for (const rule of ['argument_tampering', 'hijacking_directive'] as const) {
      const mine = reads.filter((r) => (rule === 'argument_tampering') === r.directive.tampering);
      if (mine.length === 0) continue;
      // An encoded directive first: nobody reviewing the text saw it.
      const best = mine.find((r) => r.encoding) ?? mine[0]!;
      out.push(
        finding(rule, 'fail', {
          confidence: 'high',
          subject: s.subject,
          path: s.path,
          args: {
            field: s.path,
            excerpt: clip(best.directive.clause.text),
            roles: rolesOf(best.directive),
            ...(best.directive.clause.tools.length > 0 ? { tools: best.directive.clause.tools.slice(0, 5) } : {}),
            ...(best.encoding ? { encoding: best.encoding } : {}),
            ...(mine.length > 1 ? { count: mine.length } : {}),
          },
        }),
      );
    }
  }
  return out;
}

/** A tool name that reads as an order: many words, and at least two directive roles among them. */
function nameFinding(s: ModelText, tools: ReadonlyMap<string, ReadonlySet<string>>): Finding | undefined {
  const name = s.text.slice(0, 256);
  if (identifierWordBound(name) < 4) return undefined;
  const words = identifierWords(name);
  const count = words.split(' ').length;
  if (count < 4) return undefined;
  const own = name.toLowerCase();
  const [clause] = readClauses(words, { tools: new Map() });
  if (!clause) return undefined;
  const roles = clause.roles.filter((r) => NAME_ROLES.includes(r.role));
  // Words that, in a name, only an order uses: "first", "instead", "required", "mandate".
  for (const [role, re] of NAME_CUES) {
    const m = re.exec(words);
    if (m && !roles.some((r) => r.role === role)) roles.push({ role, words: m[0] });
  }
  // A sibling's name inside this one ("always_call_before_send_email_…"): every run of two to four
  // of its words looked up, so the cost is bounded by the name, not by the number of tools.
  const parts = own.split(/[_-]+/).slice(0, 24);
  search: for (let i = 0; i < parts.length; i++) {
    for (let j = i + 2; j <= Math.min(parts.length, i + 4); j++) {
      for (const sep of ['_', '-']) {
        const t = parts.slice(i, j).join(sep);
        if (t !== own && tools.has(t)) {
          roles.push({ role: 'other_tool', words: t });
          break search;
        }
      }
    }
  }
  const list = words.toLowerCase().split(' ');
  // A sibling named inside the name, not as its opening ("set_payee_iban_…_on_every_create_payment"), is reached, not the tool's own act.
  const siblingInside = roles.some((r) => r.role === 'other_tool' && !own.startsWith(r.words));
  if (ACTION_START.test(list[0]!) && !siblingInside && !roles.some((r) => r.role === 'user_value')) {
    const joint = list.findIndex((w, i) => i > 0 && NAME_JOINT.test(w));
    const headEnd = joint < 0 ? words.length : list.slice(0, joint).join(' ').length;
    const tail = words.slice(headEnd);
    const gated = NAME_GATE.test(tail);
    // A head over what is yet to come ("merge_every_new_pull_request") is a standing order, not one act.
    const triggered = !gated && (NAME_TRIGGER.test(tail) || FUTURE.test(words.slice(0, headEnd)));
    const at = (r: { role: Role; words: string }) => {
      const i = words.toLowerCase().indexOf(r.words.toLowerCase().replaceAll('_', ' '));
      return i < 0 ? words.length : i;
    };
    const kept = roles.filter((r) => ANYWHERE.includes(r.role) || (at(r) >= headEnd ? !(gated && (r.role === 'standing' || r.role === 'authority')) : triggered || (CLAIMS.includes(r.role) && list[0] !== 'request')));
    roles.splice(0, roles.length, ...kept);
  }
  const classes = new Set(roles.map((r) => r.role));
  const enough = (count >= 5 && classes.size >= 2) || (classes.has('data_out') && count >= 4) || classes.size >= 3;
  if (!enough) return undefined;
  return finding('tool_name_instruction', 'fail', {
    confidence: 'high',
    subject: s.subject,
    path: s.path,
    args: { name: clip(name, 120), words: clip(words, 160), roles: roles.map((r) => `${r.role}: ${clip(r.words, 40)}`) },
  });
}
