/**
 * The words of the contract review: its verification matrix and its verdict. A row's observations
 * and the verdict's causes are data — a code and the
 * facts it states (tool and header names, counts, statuses, codes) — and every sentence is written
 * here, per reporter medium: server values go through `q`, mcpward's own words (row names, fixture
 * labels, list names) through `term`, so no server text is ever rendered bare.
 */

import type { JsonValue } from '../model.js';
import { headerSkipText } from './headers.js';
import { term, type Quote } from './types.js';

/** A boundary probe's skip (`BoundarySkip`, src/snapshot/review.ts) in the headers family's words. */
function skipWords(skip: JsonValue | undefined): JsonValue | undefined {
  return skip !== null && typeof skip === 'object' && !Array.isArray(skip) ? headerSkipText(skip) : skip;
}

/** One observation of a matrix row: what it states (`code`) and the facts it states it with. */
export type Observation = { code: ObservationCode; [key: string]: JsonValue };

/** The rows' names, in the seed's order (they are also the rows' identity: `check`). */
export const MATRIX_CHECKS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'Non-object structured output',
    'Output mismatch',
    'Error output mismatch',
    'Empty cursor',
    'Unsafe header',
    'Nested header annotation',
    'Encoded header values',
    'Integer header values',
    'Header and body parity',
    'Mixed content',
    'Completion isolation',
    'Error layering',
  ].map((name) => [name, name]),
);

/** What each row expects, as the matrix states it. */
export const MATRIX_EXPECTED: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'accepted when conforming',
    'rejected before model use',
    'follow-up request sends the exact cursor',
    'descriptor rejected',
    'rejected during full-tree admission (a nested properties chain is allowed in spec placement)',
    'descriptor rejected during full-tree admission',
    'exact base64 UTF-8 sentinel round-trips the original value',
    'safe bounds pass; unsafe values are rejected',
    'case variant passes; missing or mismatch returns HTTP 400 and JSON-RPC -32020',
    'each block validated independently',
    'no privileged suggestion returned',
    'JSON-RPC error and isError: true remain distinct',
  ].map((text) => [text, text]),
);

const MAX = 9007199254740991;

/** The labels of the fixed fixtures mcpward's own gates are run on (src/checks/review/matrix.ts, vectors.ts). */
export const SELF_TEST_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'wrong JSON type',
    'missing property',
    'missing',
    'invalid',
    'token field',
    'invalid field name',
    'oneOf',
    'items',
    'nested object',
    '$ref definition',
    `bounds ±${MAX}`,
    `maximum ${MAX + 1}`,
    `minimum -${MAX + 1}`,
    'plain ASCII',
    'Unicode',
    'padding',
    'newline',
    'sentinel-looking',
    'empty',
    'CR LF',
    `${MAX}`,
    `-${MAX}`,
    `${MAX + 1}`,
    `-${MAX + 1}`,
    'true',
    'false',
  ].map((label) => [label, label]),
);

const LISTS: Readonly<Record<string, string>> = { tools: 'tools', prompts: 'prompts', resources: 'resources', resourceTemplates: 'resourceTemplates' };
const PLACEMENTS: Readonly<Record<string, string>> = { policy: 'policy', spec: 'spec' };
const LAYERS: Readonly<Record<string, string>> = { timeout: 'timeout', transport: 'transport', skipped: 'skipped', protocol: 'protocol', ok: 'ok', tool: 'tool' };
const CATEGORIES: Readonly<Record<string, string>> = { missing: 'missing', duplicated: 'duplicated', malformed: 'malformed', mismatched: 'mismatched' };
/** What a boundary reply held when it had no JSON-RPC error code (src/snapshot/review.ts). */
const REPLIES: Readonly<Record<string, string>> = { result: 'result', error: 'error', none: 'none' };

type Facts = { [key: string]: JsonValue };
const isFacts = (v: JsonValue | undefined): v is Facts => typeof v === 'object' && v !== null && !Array.isArray(v);
const array = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);
const records = (v: JsonValue | undefined): Facts[] => array(v).filter(isFacts);
/** Server values (tool, header, context names…), each quoted. */
const quoted = (v: JsonValue | undefined, q: Quote, sep = ', '): string => array(v).map((x) => q(x)).join(sep);
/** Fixed-fixture labels: mcpward's own words bare, anything else quoted. */
const labels = (v: JsonValue | undefined, q: Quote, sep: string): string => array(v).map((x) => term(x, SELF_TEST_LABELS, q)).join(sep);
/** A judged fixture: its label and what the gate did with it. */
const judged = (v: JsonValue | undefined, q: Quote): string => records(v).map((c) => `${term(c.label, SELF_TEST_LABELS, q)} ${c.rejected === true ? 'rejected' : 'admitted'}`).join(', ');
/** What went wrong with an encoder vector: what it encoded to (and was expected), a lossy decode, or the encoder's error. */
const failure = (b: Facts, q: Quote): string => {
  if (b.encoded !== undefined) return `encoded to ${q(b.encoded)}${b.expected === undefined ? '' : `, expected ${q(b.expected)}`}`;
  if (b.decoded !== undefined) return 'did not decode to the original value';
  return q(b.error);
};
const broken = (v: JsonValue | undefined, q: Quote): string => records(v).map((b) => `${term(b.label, SELF_TEST_LABELS, q)} ${failure(b, q)}`).join(', ');
/** A boundary probe's answer: `missing "Mcp-Param-Region": HTTP 200 result`. */
const probe = (p: Facts, q: Quote): string =>
  `${p.category === undefined ? 'case variant' : term(p.category, CATEGORIES, q)} ${p.header === undefined ? 'headers' : q(p.header)}: HTTP ${q(p.status)} ${p.code === null || p.code === undefined ? term(p.message, REPLIES, q) : q(p.code)}`;

/** Every observation's sentence. */
const WORDS = {
  not_applicable: (o, q) => `not applicable to ${q(o.protocolVersion)}`,
  // Non-object structured output
  self_non_object_accepted: () => 'self-test: array, integer and null results accepted',
  self_non_object_rejected: (o, q) => `self-test: ${q(o.count)} conforming result(s) rejected`,
  server_non_object_accepted: (o, q) => `server: ${records(o.tools).map((t) => `${q(t.tool)}: ${q(t.count)} conforming ${q(t.type)} result(s) accepted`).join(', ')}`,
  server_no_non_object: () => 'server: no non-object structured result recorded',
  rejected_for_type: (o, q) => `rejected for their type: ${quoted(o.tools, q)}`,
  // Output mismatch
  self_mismatch_rejected: () => 'self-test: wrong type and missing property rejected',
  self_mismatch_slipped: (o, q) => `self-test: ${labels(o.labels, q, ' and ')} not rejected`,
  server_results_rejected: (o, q) => `server results rejected: ${quoted(o.tools, q)}`,
  server_results_conform: () => 'no server result mismatched its outputSchema',
  server_schemas_mutated: (o, q) => `server schemas: ${records(o.tools).map((t) => `${q(t.tool)} rejects ${q(t.caught)} of ${q(t.total)} mutated copies`).join(', ')}`,
  // Error output mismatch
  error_contract_off: () => 'checks.results.error_output_contract is off: isError results are not held to their outputSchema',
  self_error_rejected: () => 'self-test: missing and invalid structuredContent rejected',
  self_error_slipped: (o, q) => `self-test: ${labels(o.labels, q, ' and ')} structuredContent not rejected`,
  server_error_rejected: (o, q) => `server error results rejected: ${quoted(o.tools, q)}`,
  server_error_kept: (o, q) => `server error results keep the contract: ${quoted(o.tools, q)}`,
  no_error_result: () => 'no error result of a tool with an outputSchema recorded',
  // Mixed content
  self_mixed_independent: () => 'self-test: of text, image, resource_link and a broken resource, only content[3] is flagged',
  self_mixed_flagged: (o, q) => `self-test: flagged ${array(o.at).length > 0 ? quoted(o.at, q) : 'nothing'}, expected content[3] alone`,
  server_blocks: (o, q) => `server: ${q(o.results)} result(s) with ${records(o.blocks).map((b) => `${q(b.type)} ×${q(b.count)}`).join(', ') || 'no blocks'}`,
  server_no_result: () => 'server: no result recorded',
  invalid_blocks: (o, q) => `invalid blocks from: ${quoted(o.tools, q)}`,
  // Error layering
  unknown_not_probed: () => 'unknown tool not probed (checks.errors is off or the call was not sent)',
  unknown_jsonrpc_error: (o, q) => `unknown tool: JSON-RPC error ${o.errorCode === undefined ? '?' : q(o.errorCode)}`,
  unknown_is_error: () => 'unknown tool: a result with isError: true',
  unknown_succeeded: () => 'unknown tool: a successful result',
  unknown_no_answer: (o, q) => `unknown tool: no answer (${term(o.layer, LAYERS, q)})`,
  business_errors: (o, q) => `isError results from: ${quoted(o.tools, q)}`,
  no_business_error: () => 'no isError result recorded',
  // Empty cursor
  cursor_inexact: (o, q) =>
    `cursor not sent exactly after ${records(o.pages)
      .map((p) => `${term(p.list, LISTS, q)} page ${q(p.page)}${p.followedUp === false ? ' (no follow-up with cursor "")' : ''}`)
      .join(', ')}`,
  no_empty_cursor: () => 'no list issued nextCursor ""; every other cursor was sent back byte for byte',
  empty_cursor_followed: (o, q) => `${term(o.list, LISTS, q)} page ${q(o.page)} → page ${typeof o.page === 'number' ? o.page + 1 : '?'} sent cursor ""`,
  empty_cursor_refused: (o, q) => `${term(o.list, LISTS, q)} page ${q(o.page)} → follow-up sent cursor "" and was refused`,
  other_cursors_exact: () => 'every other cursor was sent back byte for byte',
  // Parameter headers
  self_unsafe_rejected: () => 'self-test: token field and invalid name rejected',
  self_admitted: (o, q) => `self-test: ${labels(o.labels, q, ' and ')} admitted`,
  server_descriptors_rejected: (o, q) => `server descriptors rejected: ${quoted(o.tools, q)}`,
  server_headers_safe: (o, q) => `server: ${q(o.count)} header declaration(s), none unsafe`,
  self_placement: (o, q) => `self-test (${term(o.placement, PLACEMENTS, q)} placement): ${judged(o.cases, q)}`,
  self_judged_wrongly: (o, q) => `self-test: ${labels(o.labels, q, ', ')} judged wrongly`,
  server_no_misplaced: () => 'server: no misplaced annotation',
  encoder_round_trip: (o, q) => `encoder: ${labels(o.labels, q, ', ')} round-trip exactly`,
  encoder_broken: (o, q) => `encoder: ${broken(o.vectors, q)}`,
  server_encoded_accepted: (o, q) => `server accepted ${q(o.count)} call(s) carrying a sentinel-encoded header`,
  encoder_integers: () => `encoder: ±${MAX} encoded, ±${MAX + 1} refused, booleans lowercase`,
  admission_cases: (o, q) => `admission: ${judged(o.cases, q)}`,
  admission_judged_wrongly: (o, q) => `admission: ${labels(o.labels, q, ', ')} judged wrongly`,
  server_integers_in_range: (o, q) => `server: ${q(o.count)} integer header declaration(s) within range`,
  parity_not_probed: (o, q) => (o.reason === undefined ? 'no boundary probe was answered' : `${q(skipWords(o.reason))}`),
  case_variants_accepted: (o, q) => `${q(o.count)} case variant(s) accepted`,
  case_variant_refused: (o, q) => `case variant refused: ${records(o.probes).map((p) => probe(p, q)).join(', ')}`,
  broken_copies_rejected: (o, q) => `${q(o.count)} broken copies of ${quoted(o.headers, q)} rejected with HTTP 400 and -32020`,
  copies_not_rejected: (o, q) => `not rejected: ${records(o.probes).map((p) => probe(p, q)).join(', ')}`,
  headers_not_probed: (o, q) => `not probed: ${records(o.probes).map((p) => `${q(p.header)}: ${q(skipWords(p.reason))}`).join('; ')}`,
  // Completion isolation
  isolation_skipped: (o, q) => q(o.reason),
  no_isolation_context: () => 'no review.contexts entry names hidden tools or suggestions (or isolated_from)',
  leaked: (o, q) => `leaked: ${records(o.leaks).map((l) => `${q(l.context)} got ${l.kind === 'tool' ? 'tool(s)' : 'suggestion(s)'} ${quoted(l.names, q)}`).join('; ')}`,
  no_leak: (o, q) => `context(s) ${quoted(o.contexts, q)}: no hidden tool listed, no hidden name suggested`,
} satisfies Record<string, (o: Facts, q: Quote) => string>;

export type ObservationCode = keyof typeof WORDS;

/**
 * A row's observations as one sentence, `; `-separated. An entry this version has no words for (a
 * report written by another version) is quoted as the data it is.
 */
export function matrixObserved(observations: readonly JsonValue[], q: Quote): string {
  return observations
    .map((o) => (isFacts(o) && typeof o.code === 'string' && Object.hasOwn(WORDS, o.code) ? WORDS[o.code as ObservationCode](o, q) : q(o)))
    .join('; ');
}

/** Why the review reached its verdict: a code and the facts it names. */
export type VerdictCause =
  | { code: 'discovery_incomplete'; stop: string }
  | { code: 'no_tool' }
  | { code: 'tools_lacking_evidence'; tools: string[] }
  | { code: 'findings_failed'; count: number; rules: string[] }
  | { code: 'approved' };

const CAUSE_WORDS: Record<VerdictCause['code'], (c: Facts, q: Quote) => string> = {
  // `stop` is the listing's stop reason in mcpward's words (src/checks/review/index.ts).
  discovery_incomplete: (c, q) => `the tools listing is incomplete (${q(c.stop)})`,
  no_tool: () => 'no tool to review',
  tools_lacking_evidence: (c, q) => `${array(c.tools).length} tool(s) lack a validated success or failure result: ${quoted(c.tools, q)}`,
  findings_failed: (c, q) => `${q(c.count)} finding(s) failed: ${array(c.rules).map((r) => (typeof r === 'string' && /^[a-z0-9_]+$/.test(r) ? r : q(r))).join(', ')}`,
  approved: () => 'complete discovery pages, an admission decision per tool and a validated success and failure per reviewed tool; nothing failed',
};

/** The verdict's causes, one sentence each; a cause this version has no words for is quoted as data. */
export function verdictReasons(causes: readonly JsonValue[], q: Quote): string[] {
  return causes.map((c) => (isFacts(c) && typeof c.code === 'string' && Object.hasOwn(CAUSE_WORDS, c.code) ? CAUSE_WORDS[c.code as VerdictCause['code']](c, q) : q(c)));
}
