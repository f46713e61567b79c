/**
 * The verification matrix of the contract review: each row's fixture, expected and observed result
 * and status, from what the server did in this run and from mcpward's own gates applied to fixed
 * fixtures (a self-test on copies, never sent to the server). Pure.
 */

import { HEADER_MISMATCH } from '../../protocol/codes.js';
import { SEVERITY_RANK } from '../../model.js';
import type { CallPlan, CallRecord } from '../../snapshot/calls.js';
import type { Exchange } from '../../snapshot/wire.js';
import { admitHeaders, type HeaderAdmission, type HeaderPlacement } from '../headers/index.js';
import { compileSchema } from '../../protocol/json-schema.js';
import { contentIssues } from '../results/content.js';
import { checkResults, type ResultOptions } from '../results/index.js';
import type { Finding } from '../../rules/index.js';
import type { CapturedItem, Snapshot } from '../../snapshot/types.js';
import { isRecord, toolView } from '../../snapshot/view.js';
import type { BoundaryRecord } from '../../snapshot/review.js';
import type { MatrixRow, Observation } from '../../rules/review-data.js';
import { runIntegerVectors, runStringVectors, type VectorResult } from './vectors.js';
import type { JsonValue } from '../../model.js';

export type { MatrixRow } from '../../rules/review-data.js';
export type RowStatus = MatrixRow['status'];

export interface MatrixInputs {
  snapshot: Snapshot;
  plan: CallPlan;
  records: readonly CallRecord[];
  /** Findings of the other families, after policy. */
  findings: readonly Finding[];
  headerAdmissions: ReadonlyMap<string, HeaderAdmission>;
  placement: HeaderPlacement;
  boundary: readonly BoundaryRecord[];
  /** Exchanges of the main connection, calls included. */
  exchanges: readonly Exchange[];
  resultOptions: ResultOptions;
}

/** Every row of the seed's matrix, in its order. */
export function buildMatrix(input: MatrixInputs): MatrixRow[] {
  return [
    nonObjectOutput(input),
    outputMismatch(input),
    errorOutputMismatch(input),
    emptyCursor(input),
    unsafeHeader(input),
    nestedAnnotation(input),
    encodedValues(input),
    integerValues(input),
    parity(input),
    mixedContent(input),
    completionIsolation(input),
    errorLayering(input),
  ];
}

const modernOnly = (s: Snapshot): Observation | undefined => (s.era === 'modern' ? undefined : { code: 'not_applicable', protocolVersion: s.protocolVersion });

/** A row; `undefined` observations are those that do not apply (the sentence leaves them out). */
function row(check: string, fixture: string, expected: string, status: RowStatus, observed: Array<Observation | undefined>, restates?: readonly Finding[]): MatrixRow {
  const severity = status === 'fail' ? gradeOf(restates) : undefined;
  return { check, fixture, expected, observations: observed.filter((o): o is Observation => o !== undefined), status, ...(severity ? { severity } : {}) };
}


/**
 * The grade of a failing row that restates `run` findings: the highest severity among them as the
 * policy left them (so a user's override carries over). High, the row's own, when none fired.
 */
function gradeOf(restates: readonly Finding[] | undefined): MatrixRow['severity'] {
  const fired = (restates ?? []).filter((f) => f.status === 'fail' || f.status === 'warn');
  if (fired.length === 0) return undefined;
  const top = fired.reduce((a, b) => (SEVERITY_RANK[b.severity] > SEVERITY_RANK[a.severity] ? b : a)).severity;
  return top === 'high' ? undefined : top;
}

// ----- result contract rows -----

function nonObjectOutput(input: MatrixInputs): MatrixRow {
  const { snapshot } = input;
  const fixture = 'valid array, scalar and null output schemas';
  const expected = 'accepted when conforming';
  const na = modernOnly(snapshot);
  if (na) return row('Non-object structured output', fixture, expected, 'not-applicable', [na]);
  const self = [
    { schema: { type: 'array', items: { type: 'string' } }, value: ['a', 'b'] },
    { schema: { type: 'integer', minimum: 0 }, value: 2 },
    { schema: { type: 'null' }, value: null },
  ].filter(({ schema, value }) => judge(snapshot, schema, okResult(value), 'ok', input.resultOptions).some(failed(['structured_content_matches_schema', 'structured_content_type'])));
  const real: Array<{ tool: string; count: number; type: JsonValue }> = [];
  for (const [tool, schema, results] of toolResults(input, (s) => isRecord(s) && s.type !== undefined && s.type !== 'object')) {
    const compiled = compileSchema(schema);
    const conforming = results.filter((r) => r.layer === 'ok' && isRecord(r.result) && 'structuredContent' in r.result && compiled.ok && compiled.validate(r.result.structuredContent));
    if (conforming.length > 0) real.push({ tool, count: conforming.length, type: schema.type as JsonValue });
  }
  const rejected = toolsWith(input.findings, 'structured_content_type', 'fail');
  const status = self.length > 0 || rejected.length > 0 ? 'fail' : 'pass';
  return row('Non-object structured output', fixture, expected, status, [
    self.length === 0 ? { code: 'self_non_object_accepted' } : { code: 'self_non_object_rejected', count: self.length },
    real.length > 0 ? { code: 'server_non_object_accepted', tools: real } : { code: 'server_no_non_object' },
    rejected.length > 0 ? { code: 'rejected_for_type', tools: rejected } : undefined,
  ]);
}

const SELF_SCHEMA = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };

function outputMismatch(input: MatrixInputs): MatrixRow {
  const { snapshot } = input;
  const mutations = [
    { label: 'wrong JSON type', value: 42 },
    { label: 'missing property', value: {} },
  ];
  const slipped = mutations.filter((m) => !judge(snapshot, SELF_SCHEMA, okResult(m.value), 'ok', input.resultOptions).some(failed(['structured_content_matches_schema'])));
  const realRejected = toolsWith(input.findings, 'structured_content_matches_schema', 'fail');
  const mutated: Array<{ tool: string; caught: number; total: number }> = [];
  for (const [tool, schema, results] of toolResults(input, (s) => s !== undefined)) {
    const compiled = compileSchema(schema);
    const sample = results.find((r) => r.layer === 'ok' && isRecord(r.result) && 'structuredContent' in r.result);
    if (!compiled.ok || !sample || !isRecord(sample.result)) continue;
    const value = sample.result.structuredContent;
    const variants = [wrongType(value), ...dropRequired(value, schema)];
    const caught = variants.filter((v) => !compiled.validate(v)).length;
    mutated.push({ tool, caught, total: variants.length });
  }
  return row('Output mismatch', 'wrong JSON type or missing property', 'rejected before model use', slipped.length > 0 ? 'fail' : 'pass', [
    slipped.length === 0 ? { code: 'self_mismatch_rejected' } : { code: 'self_mismatch_slipped', labels: slipped.map((s) => s.label) },
    realRejected.length > 0 ? { code: 'server_results_rejected', tools: realRejected } : { code: 'server_results_conform' },
    mutated.length > 0 ? { code: 'server_schemas_mutated', tools: mutated } : undefined,
  ]);
}

function errorOutputMismatch(input: MatrixInputs): MatrixRow {
  const fixture = 'isError: true with missing or invalid structuredContent';
  const expected = 'rejected before model use';
  if (!input.resultOptions.errorOutputContract) {
    return row('Error output mismatch', fixture, expected, 'fail', [{ code: 'error_contract_off' }]);
  }
  const cases = [
    { label: 'missing', result: { content: [{ type: 'text', text: 'failed' }], isError: true } },
    { label: 'invalid', result: { content: [{ type: 'text', text: '{}' }], structuredContent: {}, isError: true } },
  ];
  const slipped = cases.filter((c) => !judge(input.snapshot, SELF_SCHEMA, c.result, 'tool', input.resultOptions).some(failed(['error_result_output_contract'])));
  const rejected = toolsWith(input.findings, 'error_result_output_contract', 'fail');
  const kept = toolsWith(input.findings, 'error_result_output_contract', 'pass');
  return row('Error output mismatch', fixture, expected, slipped.length > 0 ? 'fail' : 'pass', [
    slipped.length === 0 ? { code: 'self_error_rejected' } : { code: 'self_error_slipped', labels: slipped.map((s) => s.label) },
    rejected.length > 0 ? { code: 'server_error_rejected', tools: rejected } : undefined,
    kept.length > 0 ? { code: 'server_error_kept', tools: kept } : undefined,
    rejected.length + kept.length === 0 ? { code: 'no_error_result' } : undefined,
  ]);
}

function mixedContent(input: MatrixInputs): MatrixRow {
  const mixed = [
    { type: 'text', text: 'hello' },
    { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
    { type: 'resource_link', uri: 'file:///report.txt', name: 'report' },
    { type: 'resource', resource: { text: 'no uri' } },
  ];
  const issues = contentIssues(mixed);
  const independent = issues.length > 0 && issues.every((i) => i.at.startsWith('content[3]'));
  const counts = new Map<string, number>();
  let results = 0;
  for (const r of input.records) {
    if (!r.sent || (r.layer !== 'ok' && r.layer !== 'tool') || !isRecord(r.result) || !Array.isArray(r.result.content)) continue;
    results++;
    for (const block of r.result.content) {
      const type = isRecord(block) && typeof block.type === 'string' ? block.type : '(no type)';
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
  }
  const invalid = toolsWith(input.findings, 'content_blocks_valid', 'fail');
  const blocks = [...counts].map(([type, count]) => ({ type, count }));
  return row('Mixed content', 'text, media, link and embedded resource', 'each block validated independently', independent ? 'pass' : 'fail', [
    independent ? { code: 'self_mixed_independent' } : { code: 'self_mixed_flagged', at: issues.map((i) => i.at) },
    results > 0 ? { code: 'server_blocks', results, blocks } : { code: 'server_no_result' },
    invalid.length > 0 ? { code: 'invalid_blocks', tools: invalid } : undefined,
  ]);
}

function errorLayering(input: MatrixInputs): MatrixRow {
  const fixture = 'unknown tool and business failure';
  const expected = 'JSON-RPC error and isError: true remain distinct';
  const unknown = input.records.find((r) => r.call.purpose === 'probe-unknown-tool' && r.sent);
  const business = [...new Set(input.records.filter((r) => r.sent && r.layer === 'tool' && r.call.purpose !== 'probe-unknown-tool').map((r) => r.call.tool))].sort();
  const observed: Observation[] = [
    unknown === undefined
      ? { code: 'unknown_not_probed' }
      : unknown.layer === 'protocol'
        ? { code: 'unknown_jsonrpc_error', ...(unknown.error?.code === undefined ? {} : { errorCode: unknown.error.code }) }
        : unknown.layer === 'tool'
          ? { code: 'unknown_is_error' }
          : unknown.layer === 'ok'
            ? { code: 'unknown_succeeded' }
            : { code: 'unknown_no_answer', layer: unknown.layer },
    business.length > 0 ? { code: 'business_errors', tools: business } : { code: 'no_business_error' },
  ];
  // `run` grades the same answer in unknown_tool_error: an isError result is low there, so it is here.
  const graded = input.findings.filter((f) => f.rule === 'unknown_tool_error');
  if (unknown && (unknown.layer === 'tool' || unknown.layer === 'ok')) return row('Error layering', fixture, expected, 'fail', observed, graded);
  const status = unknown?.layer === 'protocol' && business.length > 0 ? 'pass' : 'not-applicable';
  return row('Error layering', fixture, expected, status, observed);
}

// ----- pagination -----

function emptyCursor(input: MatrixInputs): MatrixRow {
  const { snapshot } = input;
  const inexact: Array<{ list: string; page: number; followedUp?: false }> = [];
  const followed: Observation[] = [];
  for (const [list, trace] of Object.entries(snapshot.lists)) {
    trace.pages.forEach((page, i) => {
      const previous = trace.pages[i - 1];
      if (i > 0 && page.cursorSent !== previous!.nextCursor) inexact.push({ list, page: i + 1 });
      if (page.nextCursor !== '') return;
      const next = trace.pages[i + 1];
      if (next) {
        followed.push({ code: 'empty_cursor_followed', list, page: i + 1 });
        return;
      }
      // The follow-up failed: the exchange that failed says what was sent.
      const failedExchange = snapshot.exchanges.find((e) => e.seq === trace.errorSeq);
      const sent = isRecord(failedExchange?.params) ? failedExchange.params.cursor : undefined;
      if (sent === '') followed.push({ code: 'empty_cursor_refused', list, page: i + 1 });
      else inexact.push({ list, page: i + 1, followedUp: false });
    });
  }
  const fixture = 'nextCursor: ""';
  const expected = 'follow-up request sends the exact cursor';
  if (inexact.length > 0) return row('Empty cursor', fixture, expected, 'fail', [{ code: 'cursor_inexact', pages: inexact }]);
  if (followed.length === 0) return row('Empty cursor', fixture, expected, 'not-applicable', [{ code: 'no_empty_cursor' }]);
  return row('Empty cursor', fixture, expected, 'pass', [...followed, { code: 'other_cursors_exact' }]);
}

// ----- parameter headers -----

function selfTool(properties: Record<string, unknown>, extra: Record<string, unknown> = {}): CapturedItem {
  return { index: 0, page: 0, key: 'mcpward_self_test', sdkIssues: [], raw: { name: 'mcpward_self_test', inputSchema: { type: 'object', properties, ...extra } } };
}

function rejectedBy(input: MatrixInputs, rules: string[]): string[] {
  return [...input.headerAdmissions].filter(([, a]) => a.problems.some((p) => rules.includes(p.rule))).map(([tool]) => tool).sort();
}

function unsafeHeader(input: MatrixInputs): MatrixRow {
  const fixture = 'token field or invalid field name';
  const expected = 'descriptor rejected';
  const na = modernOnly(input.snapshot);
  if (na) return row('Unsafe header', fixture, expected, 'not-applicable', [na]);
  const cases = [
    { label: 'token field', tool: selfTool({ api_token: { type: 'string', 'x-mcp-header': 'Token' } }) },
    { label: 'invalid field name', tool: selfTool({ region: { type: 'string', 'x-mcp-header': 'Bad Name' } }) },
  ];
  const admitted = cases.filter((c) => admitHeaders(c.tool, input.placement).verdict !== 'REJECT');
  const real = rejectedBy(input, ['header_name_valid', 'header_name_unique', 'header_sensitive_field']);
  return row('Unsafe header', fixture, expected, admitted.length > 0 ? 'fail' : 'pass', [
    admitted.length === 0 ? { code: 'self_unsafe_rejected' } : { code: 'self_admitted', labels: admitted.map((c) => c.label) },
    real.length > 0 ? { code: 'server_descriptors_rejected', tools: real } : { code: 'server_headers_safe', count: declaredCount(input) },
  ]);
}

function nestedAnnotation(input: MatrixInputs): MatrixRow {
  const fixture = 'oneOf, items, nested object, $ref definition';
  const spec = input.placement === 'spec';
  const expected = spec ? 'rejected during full-tree admission (a nested properties chain is allowed in spec placement)' : 'descriptor rejected during full-tree admission';
  const na = modernOnly(input.snapshot);
  if (na) return row('Nested header annotation', fixture, expected, 'not-applicable', [na]);
  const annotated = { type: 'string', 'x-mcp-header': 'Region' };
  const cases = [
    { label: 'oneOf', tool: selfTool({ filter: { oneOf: [{ type: 'object', properties: { region: annotated } }, { type: 'null' }] } }), reject: true },
    { label: 'items', tool: selfTool({ regions: { type: 'array', items: annotated } }), reject: true },
    { label: 'nested object', tool: selfTool({ filter: { type: 'object', properties: { region: annotated } } }), reject: !spec },
    { label: '$ref definition', tool: selfTool({ region: { $ref: '#/$defs/Region' } }, { $defs: { Region: annotated } }), reject: true },
  ];
  const wrong = cases.filter((c) => (admitHeaders(c.tool, input.placement).verdict === 'REJECT') !== c.reject);
  const real = [...input.headerAdmissions].filter(([, a]) => a.problems.some((p) => p.rule === 'header_placement')).map(([tool]) => tool).sort();
  return row('Nested header annotation', fixture, expected, wrong.length > 0 ? 'fail' : 'pass', [
    wrong.length === 0
      ? { code: 'self_placement', placement: input.placement, cases: cases.map((c) => ({ label: c.label, rejected: c.reject })) }
      : { code: 'self_judged_wrongly', labels: wrong.map((c) => c.label) },
    real.length > 0 ? { code: 'server_descriptors_rejected', tools: real } : { code: 'server_no_misplaced' },
  ]);
}

function encodedValues(input: MatrixInputs): MatrixRow {
  const fixture = 'Unicode, newline, padding, sentinel-looking text';
  const expected = 'exact base64 UTF-8 sentinel round-trips the original value';
  const na = modernOnly(input.snapshot);
  if (na) return row('Encoded header values', fixture, expected, 'not-applicable', [na]);
  const vectors = runStringVectors();
  const broken = vectors.filter((v) => !v.ok);
  // Calls that really carried a sentinel-encoded Mcp-Name or Mcp-Param-* header (values are not kept, only counted).
  const encoded = countEncodedAccepted(input);
  return row('Encoded header values', fixture, expected, broken.length > 0 ? 'fail' : 'pass', [
    broken.length === 0 ? { code: 'encoder_round_trip', labels: vectors.map((v) => v.label) } : brokenVectors(broken),
    encoded > 0 ? { code: 'server_encoded_accepted', count: encoded } : undefined,
  ]);
}

function countEncodedAccepted(input: MatrixInputs): number {
  const seqs = new Set(input.records.filter((r) => r.sent && (r.layer === 'ok' || r.layer === 'tool')).map((r) => r.seq));
  return input.exchanges.filter(
    (e) => seqs.has(e.seq) && Object.entries(e.http?.requestHeaders ?? {}).some(([name, value]) => /^mcp-(name|param-)/.test(name) && value.startsWith('=?base64?')),
  ).length;
}

function integerValues(input: MatrixInputs): MatrixRow {
  const fixture = 'both safe bounds and one value beyond each bound';
  const expected = 'safe bounds pass; unsafe values are rejected';
  const na = modernOnly(input.snapshot);
  if (na) return row('Integer header values', fixture, expected, 'not-applicable', [na]);
  const MAX = 9007199254740991;
  const vectors = runIntegerVectors();
  const limit = (bounds: Record<string, number>) => selfTool({ limit: { type: 'integer', 'x-mcp-header': 'Limit', ...bounds } });
  const cases = [
    { label: `bounds ±${MAX}`, tool: limit({ minimum: -MAX, maximum: MAX }), reject: false },
    { label: `maximum ${MAX + 1}`, tool: limit({ maximum: MAX + 1 }), reject: true },
    { label: `minimum -${MAX + 1}`, tool: limit({ minimum: -(MAX + 1) }), reject: true },
  ];
  const wrong = cases.filter((c) => (admitHeaders(c.tool, input.placement).verdict === 'REJECT') !== c.reject);
  const broken = vectors.filter((v) => !v.ok);
  const real = rejectedBy(input, ['header_integer_range']);
  const integers = [...input.headerAdmissions.values()].flatMap((a) => a.declarations).filter((d) => d.type === 'integer').length;
  return row('Integer header values', fixture, expected, wrong.length + broken.length > 0 ? 'fail' : 'pass', [
    broken.length === 0 ? { code: 'encoder_integers' } : brokenVectors(broken),
    wrong.length === 0 ? { code: 'admission_cases', cases: cases.map((c) => ({ label: c.label, rejected: c.reject })) } : { code: 'admission_judged_wrongly', labels: wrong.map((c) => c.label) },
    real.length > 0 ? { code: 'server_descriptors_rejected', tools: real } : { code: 'server_integers_in_range', count: integers },
  ]);
}

function parity(input: MatrixInputs): MatrixRow {
  const fixture = 'case variant, missing copy, decoded mismatch';
  const expected = 'case variant passes; missing or mismatch returns HTTP 400 and JSON-RPC -32020';
  const na = modernOnly(input.snapshot);
  if (na) return row('Header and body parity', fixture, expected, 'not-applicable', [na]);
  const probes = input.boundary.filter((b) => (b.kind === 'case' || b.kind === 'header') && b.response !== undefined);
  if (probes.length === 0) {
    const reason = input.boundary.find((b) => b.skipped)?.skipped;
    return row('Header and body parity', fixture, expected, 'not-applicable', [{ code: 'parity_not_probed', ...(reason === undefined ? {} : { reason }) }]);
  }
  const cases = probes.filter((p) => p.kind === 'case');
  const copies = probes.filter((p) => p.kind === 'header');
  const badCase = cases.filter((p) => !(p.response!.status >= 200 && p.response!.status < 300 && p.response!.message === 'result'));
  const badCopies = copies.filter((p) => !(p.response!.status === 400 && p.response!.code === HEADER_MISMATCH));
  const describe = (p: BoundaryRecord) => ({
    ...(p.category === undefined ? {} : { category: p.category }),
    ...(p.header === undefined ? {} : { header: p.header }),
    status: p.response!.status,
    ...(p.response!.code === null ? { message: p.response!.message } : { code: p.response!.code }),
  });
  const headers = [...new Set(copies.map((p) => p.header).filter((h): h is string => h !== undefined))];
  const skipped = input.boundary.filter((b) => b.kind === 'header' && b.skipped).map((b) => ({ header: b.header ?? null, reason: b.skipped! }));
  return row('Header and body parity', fixture, expected, badCase.length + badCopies.length > 0 ? 'fail' : 'pass', [
    badCase.length === 0 ? { code: 'case_variants_accepted', count: cases.length } : { code: 'case_variant_refused', probes: badCase.map(describe) },
    badCopies.length === 0 ? { code: 'broken_copies_rejected', count: copies.length, headers } : { code: 'copies_not_rejected', probes: badCopies.map(describe) },
    skipped.length > 0 ? { code: 'headers_not_probed', probes: skipped } : undefined,
  ]);
}

function declaredCount(input: MatrixInputs): number {
  return [...input.headerAdmissions.values()].reduce((n, a) => n + a.declarations.length + a.problems.length, 0);
}

// ----- completion -----

function completionIsolation(input: MatrixInputs): MatrixRow {
  const fixture = 'low-privilege caller';
  const expected = 'no privileged suggestion returned';
  const isolation = input.findings.filter((f) => f.rule === 'context_hidden_suggestion' || f.rule === 'context_hidden_tool');
  const judged = isolation.filter((f) => f.status !== 'skip');
  if (judged.length === 0) {
    const skip = isolation.find((f) => f.rule === 'context_hidden_suggestion' && f.status === 'skip');
    return row('Completion isolation', fixture, expected, 'not-applicable', [skip ? { code: 'isolation_skipped', reason: String(skip.args.reason) } : { code: 'no_isolation_context' }]);
  }
  const leaks = judged.filter((f) => f.status === 'fail');
  const describe = (f: (typeof judged)[number]) => ({ context: String(f.args.context), kind: f.rule === 'context_hidden_tool' ? 'tool' : 'suggestion', names: (f.args.names ?? []) as JsonValue });
  const contexts = [...new Set(judged.map((f) => String(f.args.context)))];
  return row('Completion isolation', fixture, expected, leaks.length > 0 ? 'fail' : 'pass', [leaks.length > 0 ? { code: 'leaked', leaks: leaks.map(describe) } : { code: 'no_leak', contexts }], leaks);
}

// ----- helpers -----

/** Vectors that did not round-trip as expected, with what happened to each. */
function brokenVectors(broken: readonly VectorResult[]): Observation {
  return { code: 'encoder_broken', vectors: broken.map((v) => ({ label: v.label, ...v.failure })) };
}

/** Runs the real result-contract checks on one synthetic record of a synthetic tool. */
function judge(snapshot: Snapshot, outputSchema: unknown, result: unknown, layer: 'ok' | 'tool', options: ResultOptions): Finding[] {
  const tool = 'mcpward_self_test';
  const item: CapturedItem = { index: 0, page: 0, key: tool, sdkIssues: [], raw: { name: tool, inputSchema: { type: 'object' }, outputSchema } };
  const record: CallRecord = {
    call: { index: 0, purpose: 'suite-case', tool, arguments: {}, basis: 'allowlisted', group: 'self-test' },
    layer,
    sent: true,
    result,
    durationMs: 0,
  };
  return checkResults({ ...snapshot, tools: [item] }, [record], options);
}

function okResult(value: unknown): Record<string, unknown> {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value, resultType: 'complete' };
}

const failed = (rules: string[]) => (f: Finding) => rules.includes(f.rule) && f.status === 'fail';

/**
 * Tools with a finding of `rule` in `status`. A rejection is a `fail` or, when the policy threshold
 * turned it into one, a `warn`: the result was rejected either way.
 */
function toolsWith(findings: readonly Finding[], rule: string, status: Finding['status']): string[] {
  const matches = (s: Finding['status']) => s === status || (status === 'fail' && s === 'warn');
  return [...new Set(findings.filter((f) => f.rule === rule && matches(f.status) && f.subject?.kind === 'tool').map((f) => f.subject!.name))].sort();
}

/** Tools whose outputSchema passes `select`, with their recorded results. */
function toolResults(input: MatrixInputs, select: (schema: unknown) => boolean): Array<[string, Record<string, unknown>, CallRecord[]]> {
  const out: Array<[string, Record<string, unknown>, CallRecord[]]> = [];
  for (const item of input.snapshot.tools) {
    const schema = toolView(item).outputSchema;
    if (item.key === undefined || !isRecord(schema) || !select(schema)) continue;
    const results = input.records.filter((r) => r.sent && r.call.tool === item.key && r.call.purpose !== 'probe-unknown-tool');
    if (results.length > 0) out.push([item.key, schema, results]);
  }
  return out;
}

/** A value of another JSON type than `value`. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'mcpward-wrong-type';
  return typeof value === 'boolean' || value === null || Array.isArray(value) || isRecord(value) ? 'mcpward-wrong-type' : null;
}

/** Copies of an object value, each without one property the schema requires. */
function dropRequired(value: unknown, schema: Record<string, unknown>): unknown[] {
  if (!isRecord(value) || !Array.isArray(schema.required)) return [];
  return schema.required.filter((k): k is string => typeof k === 'string' && Object.hasOwn(value, k)).map((k) => {
    const { [k]: _dropped, ...rest } = value;
    return rest;
  });
}
