/**
 * Parameter-header admission: every `x-mcp-header` annotation of one tool, found by walking the
 * whole input and output schema, judged against the spec (2026-07-28 streamable-http "Schema
 * Extension") and the contract review's deployment policy. Pure.
 */

import { isValidHeaderName } from '../../protocol/header-encoding.js';
import type { JsonValue } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding, type RuleId } from '../../rules/index.js';
import { headerProblemReason, type HeaderProblemArgs } from '../../rules/headers.js';
import { jsonQuote } from '../../rules/schema.js';
import { SCHEMA_MAPS } from '../../protocol/schema-keywords.js';
import type { CapturedItem, Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel, toolView } from '../../snapshot/view.js';
import { classifySensitiveField } from './sensitive.js';
import { jsonType, schemaJson } from '../../protocol/json-schema.js';

/** `spec`: any chain of `properties` keys from the root; `policy`: direct `inputSchema.properties` members only. */
export type HeaderPlacement = 'policy' | 'spec';

const MAX_SAFE_HEADER_INTEGER = 9007199254740991;
const HEADER_TYPES = ['string', 'integer', 'boolean'] as const;

/** The rules one tool's declarations are judged by, in the order problems are looked for. */
const HEADER_RULES = [
  'header_name_valid',
  'header_placement',
  'header_name_unique',
  'header_type_allowed',
  'header_integer_range',
  'header_sensitive_field',
] as const satisfies readonly RuleId[];
type HeaderRule = (typeof HEADER_RULES)[number];

/** One `x-mcp-header` annotation wherever it was found. */
export interface HeaderAnnotation {
  schema: 'inputSchema' | 'outputSchema';
  /** Keys from the schema root to the annotated subschema. */
  segments: string[];
  /** Dotted JSON path for reports, e.g. `inputSchema.properties.region`. */
  at: string;
  /** The annotation's value as sent (not necessarily a string). */
  name: unknown;
  node: Record<string, unknown>;
  /** Where a local `$ref` reaches the definition holding the annotation. */
  via?: string;
}

/** A well-formed declaration the review shows in its parameter-header section. */
export interface HeaderDeclaration {
  header: string;
  at: string;
  type: string;
}

export interface HeaderProblem {
  rule: HeaderRule;
  at: string;
  /** The finding's facts; the registry words them (`headerProblemReason`). */
  args: HeaderProblemArgs & Record<string, JsonValue>;
}

export interface HeaderAdmission {
  verdict: 'ADMIT' | 'REJECT';
  /** The first problem in the registry's words (`headerProblemReason`), server values JSON-quoted: the review states it. */
  reason?: string;
  declarations: HeaderDeclaration[];
  problems: HeaderProblem[];
  findings: Finding[];
}

// Keywords whose values are data, not subschemas: an `x-mcp-header` key inside them is not an annotation.
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
// Keywords whose values map names to subschemas: their keys are property or definition names.
// Every other keyword, known (SCHEMA_LISTS, SCHEMA_SINGLES) or not, is walked as a subschema, so an
// annotation under a vendor keyword is found too.
const MAP_KEYWORDS = new Set<string>(SCHEMA_MAPS);
const MAX_DEPTH = 256;

/**
 * Every annotation in a schema. The walk visits every keyword in place (combinators, `items`,
 * `not`, `if`/`then`/`else`, definitions, unknown keywords), so a definition is judged where it is
 * written and a local `$ref` to it is only named as the way in: a `$ref` cycle is never followed.
 */
export function findHeaderAnnotations(schema: unknown, root: 'inputSchema' | 'outputSchema'): HeaderAnnotation[] {
  if (!mayHaveHeaders(schema)) return [];
  const found: HeaderAnnotation[] = [];
  const refs = new Map<string, string[]>();
  const stack: Array<{ node: unknown; segments: string[]; map: boolean }> = [{ node: schema, segments: [], map: false }];
  while (stack.length > 0) {
    const { node, segments, map } = stack.pop()!;
    if (segments.length > MAX_DEPTH) continue;
    if (Array.isArray(node)) {
      node.forEach((child, i) => stack.push({ node: child, segments: [...segments, String(i)], map: false }));
      continue;
    }
    if (!isRecord(node)) continue;
    if (!map) {
      if (Object.hasOwn(node, 'x-mcp-header')) found.push({ schema: root, segments, at: pathOf(root, segments), name: node['x-mcp-header'], node });
      if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) refs.set(node.$ref, [...(refs.get(node.$ref) ?? []), pathOf(root, [...segments, '$ref'])]);
    }
    for (const [key, child] of Object.entries(node)) {
      if (!map && DATA_KEYWORDS.has(key)) continue;
      stack.push({ node: child, segments: [...segments, key], map: !map && MAP_KEYWORDS.has(key) });
    }
  }
  for (const annotation of found) {
    const [keyword, name] = annotation.segments;
    if ((keyword !== '$defs' && keyword !== 'definitions') || name === undefined) continue;
    // The way in from outside the definition (a recursive definition also refers to itself).
    const inside = pathOf(root, [keyword, name]);
    const via = (refs.get(`#/${keyword}/${escapePointer(name)}`) ?? []).sort().find((path) => !path.startsWith(`${inside}.`));
    if (via) annotation.via = via;
  }
  // The stack walks in reverse; report in document order.
  return found.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** Judges one tool's declarations; a tool without any annotation is admitted with no findings. */
/**
 * False when the schema's JSON names no `x-mcp-header` key: nearly every tool's, and then the walk
 * (which copies a path per node) is skipped. A schema too deep to serialise is walked.
 */
function mayHaveHeaders(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  // The serialisation every per-schema check shares; too deep to serialise means walk it.
  return schemaJson(schema)?.includes('"x-mcp-header"') ?? true;
}

export function admitHeaders(item: CapturedItem, placement: HeaderPlacement): HeaderAdmission {
  const view = toolView(item);
  const tool = itemLabel(item);
  const subject = { kind: 'tool' as const, name: tool };
  const input = findHeaderAnnotations(view.inputSchema, 'inputSchema');
  const output = view.outputSchema === undefined ? [] : findHeaderAnnotations(view.outputSchema, 'outputSchema');
  const problems: HeaderProblem[] = [];
  const declarations: HeaderDeclaration[] = [];
  const seen = new Map<string, string>();
  const add = (rule: HeaderRule, a: HeaderAnnotation, args: Record<string, JsonValue>) => problems.push({ rule, at: a.at, args: { tool, header: headerArg(a.name), at: a.at, ...args } });

  for (const a of output) add('header_placement', a, { reason: 'output-schema', mode: placement });
  for (const a of input) {
    const before = problems.length;
    const nameProblem = invalidName(a.name);
    if (nameProblem) add('header_name_valid', a, nameProblem);
    const placed = placementProblem(a, placement);
    if (placed) add('header_placement', a, { reason: placed, mode: placement, ...(a.via ? { via: a.via } : {}) });
    if (!nameProblem) {
      const name = a.name as string;
      const other = seen.get(name.toLowerCase());
      if (other !== undefined) add('header_name_unique', a, { other });
      else seen.set(name.toLowerCase(), name);
    }
    const type = primitiveType(a.node.type);
    // `type` (its JSON text) is part of the finding's identity; `declared` is the keyword as sent, for the sentence.
    if (type === undefined) add('header_type_allowed', a, { type: describeTypeKeyword(a.node.type), ...(a.node.type === undefined ? {} : { declared: a.node.type as JsonValue }) });
    if (type === 'integer') {
      const unsafe = unsafeBound(a.node);
      if (unsafe) add('header_integer_range', a, unsafe);
    }
    const field = a.segments[a.segments.length - 1] ?? '';
    const sensitive =
      classifySensitiveField(field, a.node.format, a.node.type) ?? (typeof a.name === 'string' ? classifySensitiveField(a.name, undefined, a.node.type) : undefined);
    if (sensitive) add('header_sensitive_field', a, { ...sensitive });
    if (problems.length === before) declarations.push({ header: a.name as string, at: a.at, type: type! });
  }

  const findings = problems.map((p) => finding(p.rule, 'fail', { subject, path: p.at, args: p.args }));
  if (input.length + output.length > 0) {
    const broken = new Set(problems.map((p) => p.rule));
    for (const rule of HEADER_RULES) if (!broken.has(rule)) findings.push(finding(rule, 'pass', { subject, args: { tool, mode: placement } }));
  }
  const first = problems[0];
  return { verdict: first ? 'REJECT' : 'ADMIT', ...(first ? { reason: headerProblemReason(first.rule, first.args, jsonQuote) } : {}), declarations, problems, findings };
}

/**
 * Header admission of every tool. A descriptor that carries `x-mcp-header` is judged whatever era
 * mcpward negotiated: a server that speaks both eras hands the same descriptor to its modern
 * clients, which read the declarations. A legacy server without any declaration gets a skip per
 * rule ("not applicable").
 */
export function checkHeaders(snapshot: Snapshot, placement: HeaderPlacement): { findings: Finding[]; admissions: Map<string, HeaderAdmission> } {
  const admissions = new Map<string, HeaderAdmission>();
  const findings: Finding[] = [];
  for (const item of snapshot.tools) {
    const admission = admitHeaders(item, placement);
    admissions.set(itemLabel(item), admission);
    for (const item of admission.findings) findings.push(item);
  }
  if (snapshot.era !== 'modern' && findings.length === 0) {
    // The same code as the boundary probes' skip (src/run/boundary.ts); src/rules/headers.ts words both.
    return { findings: HEADER_RULES.map((rule) => finding(rule, 'skip', { subject: { kind: 'server', name: 'server' }, args: { skipped: true, reason: 'not-applicable', version: snapshot.protocolVersion } })), admissions };
  }
  return { findings, admissions };
}

/** Where a declaration sits that the placement mode does not allow (src/rules/headers.ts words it). */
type PlacementProblem = 'not-direct' | 'not-properties-chain';

function placementProblem(a: HeaderAnnotation, placement: HeaderPlacement): PlacementProblem | undefined {
  const chain = a.segments.length >= 2 && a.segments.length % 2 === 0 && a.segments.every((s, i) => i % 2 === 1 || s === 'properties');
  if (!chain) return placement === 'policy' ? 'not-direct' : 'not-properties-chain';
  if (placement === 'policy' && a.segments.length !== 2) return 'not-direct';
  return undefined;
}

/** Why a declared name is no header name, as the finding's arguments (src/rules/headers.ts words them). */
function invalidName(name: unknown): Record<string, JsonValue> | undefined {
  if (typeof name !== 'string') return { reason: 'not-string', got: jsonType(name) };
  if (name === '') return { reason: 'empty' };
  if (!isValidHeaderName(name)) return { reason: 'not-token' };
  return undefined;
}

/** `string`, `integer` or `boolean`, alone or with `null` (a null value sends no header); otherwise undefined. */
function primitiveType(type: unknown): (typeof HEADER_TYPES)[number] | undefined {
  const types = typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((t) => t !== 'null') : [];
  const [only] = types;
  return types.length === 1 && (HEADER_TYPES as readonly unknown[]).includes(only) ? (only as (typeof HEADER_TYPES)[number]) : undefined;
}

function describeTypeKeyword(type: unknown): string {
  return type === undefined ? '(missing)' : JSON.stringify(type);
}

function unsafeBound(node: Record<string, unknown>): { keyword: string; value: number } | undefined {
  const unsafe = (v: unknown): v is number => typeof v === 'number' && Math.abs(v) > MAX_SAFE_HEADER_INTEGER;
  for (const keyword of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'const', 'default']) {
    if (unsafe(node[keyword])) return { keyword, value: node[keyword] as number };
  }
  const member = Array.isArray(node.enum) ? node.enum.find(unsafe) : undefined;
  return member === undefined ? undefined : { keyword: 'enum member', value: member };
}

function headerArg(name: unknown): string {
  return typeof name === 'string' ? name : JSON.stringify(name ?? null);
}

function pathOf(root: string, segments: string[]): string {
  return [root, ...segments].join('.');
}

/** JSON Pointer escaping of one reference token (RFC 6901). */
function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
