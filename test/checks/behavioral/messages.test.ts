/**
 * The sentence every behavioral reason renders to, as the console and JSON reports show it. The
 * checks emit codes with arguments and the registry words them (src/rules/behavioral.ts): these
 * pin the words, so moving them between check and registry cannot change what a user reads.
 */
import { describe, expect, it } from 'vitest';
import { behavioralFamily, checkSuites } from '../../../src/checks/behavioral/index.js';
import { driftFamily } from '../../../src/checks/drift/index.js';
import { findingMessage, plainQuote } from '../../../src/report/common.js';
import type { Finding } from '../../../src/rules/index.js';
import type { CallLayer, CallPlan, RefusalReason } from '../../../src/snapshot/calls.js';
import type { Evidence } from '../../../src/snapshot/evidence.js';
import type { GoldenFiles } from '../../../src/snapshot/evidence.js';
import { runLockfile } from '../../../src/snapshot/lockfile.js';
import { config, emptyPlan, record, roTool } from '../../support/calls.js';
import { snapshot } from '../../support/snapshot.js';

const message = (f: Finding) => findingMessage(f, plainQuote);
const schema = { type: 'object', properties: { total: { type: 'number' } }, required: ['total'] };
const snap = snapshot([roTool('order', { outputSchema: schema }), roTool('plain'), roTool('broken', { outputSchema: { type: 'no-such-type' } })]);
const result = { content: [{ type: 'text', text: 'x' }], structuredContent: { total: 42.5, name: 'order-7', tags: ['a', 'b'] } };

function judged(expect: Record<string, unknown>, layer: CallLayer, answer: Parameters<typeof record>[2] = {}, options: { tool?: string; goldens?: GoldenFiles; updateGolden?: boolean } = {}): Finding {
  const tool = options.tool ?? 'order';
  const cfg = config({ suites: [{ tool, cases: [{ name: 'c', args: {}, expect }] }] });
  const r = record({ tool, case: { suite: 0, index: 0, name: 'c' } }, layer, answer);
  return checkSuites(snap, [r], emptyPlan(), cfg.suites, { updateGolden: options.updateGolden ?? false, goldens: options.goldens ?? {} })[0]!;
}

const first = (expectation: string, reason: string, failed = 1, checked = 1) => `Case "c": ${failed} of ${checked} expectation(s) failed, first "${expectation}": "${reason}"`;

describe('suite_case reasons', () => {
  it.each<[string, () => Finding, string]>([
    ['a timeout', () => judged({}, 'timeout'), first('answer', 'no answer: timeout')],
    ['a transport failure with the collector’s reason', () => judged({}, 'transport', { reason: 'connection "reset"' }), first('answer', 'no answer: transport (connection \\"reset\\")')],
    ['an unexpected JSON-RPC error', () => judged({}, 'protocol', { code: -32603 }), first('no protocol error', 'unexpected JSON-RPC error -32603')],
    ['isError expected, success got', () => judged({ tool_is_error: true }, 'ok'), first('tool_is_error', 'expected a result with isError: true, got a successful result')],
    ['success expected, isError got', () => judged({ tool_is_error: false }, 'tool'), first('tool_is_error', 'expected a successful result, got a result with isError: true')],
    ['isError expected, JSON-RPC error got', () => judged({ tool_is_error: true }, 'protocol', { code: -32602 }), first('tool_is_error', 'expected a result with isError: true, got JSON-RPC error -32602')],
    ['a JSON-RPC error expected, another got', () => judged({ protocol_error_code: -32602 }, 'protocol', { code: -32603 }), first('protocol_error_code', 'expected JSON-RPC error -32602, got JSON-RPC error -32603')],
    ['a JSON-RPC error expected, success got', () => judged({ protocol_error_code: -32602 }, 'ok'), first('protocol_error_code', 'expected JSON-RPC error -32602, got a successful result')],
    ['no outputSchema', () => judged({ output_matches_schema: true }, 'ok', {}, { tool: 'plain' }), first('output_matches_schema', 'the tool declares no outputSchema')],
    ['an outputSchema that does not compile', () => judged({ output_matches_schema: true }, 'ok', {}, { tool: 'broken' }), expect.stringMatching(/^Case "c": 1 of 1 expectation\(s\) failed, first "output_matches_schema": "outputSchema does not compile: .+"$/) as unknown as string],
    ['no structuredContent', () => judged({ output_matches_schema: true }, 'tool'), first('output_matches_schema', 'no structuredContent: got a result with isError: true')],
    ['structuredContent matches, mismatch expected', () => judged({ output_matches_schema: false }, 'ok', { result }), first('output_matches_schema', 'structuredContent matches the outputSchema, expected a mismatch')],
    ['structuredContent does not match', () => judged({ output_matches_schema: true }, 'ok', { result: { content: [], structuredContent: { total: 'x' } } }), first('output_matches_schema', 'structuredContent/total must be number')],
    ['no result for a JSONPath', () => judged({ jsonpath: { '$.x': 1 } }, 'protocol', { code: -32602 }), first('jsonpath $.x', 'no result to evaluate: got JSON-RPC error -32602')],
    ['nothing to compare with a golden file', () => judged({ golden: '/g.json' }, 'skipped'), first('golden', 'nothing to compare: got skipped')],
    ['a missing golden file', () => judged({ golden: '/g.json' }, 'ok', { result }), first('golden', 'golden missing (written now; review and commit it)')],
    ['an unreadable golden file', () => judged({ golden: '/g.json' }, 'ok', { result }, { goldens: { '/g.json': { state: 'invalid', reason: 'not JSON' } } }), first('golden', 'golden file unreadable: not JSON')],
    ['a golden mismatch', () => judged({ golden: '/g.json' }, 'ok', { result }, { goldens: { '/g.json': { state: 'ok', value: { other: true } } } }), first('golden', 'golden mismatch')],
    ['an updated golden file', () => judged({ golden: '/g.json' }, 'ok', { result }, { updateGolden: true }), 'Case "c" met 1 expectation(s); "golden updated"'],
  ])('%s', (_name, make, expected) => {
    expect(message(make())).toEqual(expected);
  });

  it.each<[unknown, string]>([
    ['other', 'value differs'],
    [{ exists: false }, 'path matches, expected no match'],
    [{ matches: '^x' }, 'value does not match /^x/'],
    [{ contains: 'zz' }, 'string does not contain the value'],
    [{ length: 3 }, 'length is 7'],
    [{ type: 'number' }, 'value is string'],
    [{ gt: 1 }, 'expected a number greater than 1'],
    [{ lt: 1 }, 'expected a number less than 1'],
  ])('JSONPath on a string: %j', (expectation, reason) => {
    expect(message(judged({ jsonpath: { '$.structuredContent.name': expectation } }, 'ok', { result }))).toBe(first('jsonpath $.structuredContent.name', reason));
  });

  it.each<[string, unknown, string]>([
    ['$.nope', 'x', 'path matches nothing'],
    ['$.nope', { exists: true }, 'path matches nothing'],
    ['$.structuredContent.total', { matches: '4' }, 'expected a string to match, got number'],
    ['$.structuredContent.tags', { contains: 'c' }, 'array does not contain the element'],
    ['$.structuredContent.total', { contains: 4 }, 'expected a string or array to search, got number'],
    ['$.structuredContent.total', { length: 1 }, 'expected a string or array, got number'],
  ])('JSONPath %s: %j', (path, expectation, reason) => {
    expect(message(judged({ jsonpath: { [path]: expectation } }, 'ok', { result }))).toBe(first(`jsonpath ${path}`, reason));
  });

  it('an invalid JSONPath names the parser’s complaint', () => {
    expect(message(judged({ jsonpath: { '$..[?(@.x ==)]': 'x' } }, 'ok', { result }))).toMatch(/^Case "c": 1 of 1 expectation\(s\) failed, first "jsonpath \$\.\.\[\?\(@\.x ==\)\]": "invalid JSONPath: .+"$/);
  });

  it('names the first of several failures and counts them', () => {
    expect(message(judged({ tool_is_error: true, jsonpath: { '$.structuredContent.total': 1 } }, 'ok', { result }))).toBe(first('tool_is_error', 'expected a result with isError: true, got a successful result', 2, 2));
  });

  it('server text in a reason is quoted and escaped with the sentence, never bare', () => {
    const f = judged({}, 'transport', { reason: 'bye" and \\ then' });
    expect(message(f)).toBe(first('answer', 'no answer: transport (bye\\" and \\\\ then)'));
  });
});

const REFUSALS: Array<[RefusalReason, string]> = [
  ['not-read-only', 'not read-only (no readOnlyHint: true) and not allowlisted'],
  ['says-it-changes', 'annotated read-only, but its description says it changes, runs or sends something (see readonly_hint_mismatch); allowlist it to call it'],
  ['needs-arguments', 'needs arguments and not allowlisted with any'],
  ['auto-calls-disabled', 'not allowlisted, and checks.drift.output.call_readonly is off'],
  ['not-listed', 'not listed by the server'],
  ['calls-off', 'calls are off (--no-calls or calls.enabled: false)'],
];

describe('refusals', () => {
  const suites = config({ suites: [{ tool: 'order', cases: [{ name: 'c', args: {}, expect: {} }] }] }).suites;
  const plan = (reason: RefusalReason): CallPlan => emptyPlan({ refusals: [{ tool: 'order', reason, areas: ['suite', 'output-shape'], cases: ['c'] }] });
  const evidence = (p: CallPlan, extra: Partial<Evidence> = {}) => ({ snapshot: snap, plan: p, records: [], boundary: [], contexts: [], exchanges: [], goldens: {}, ...extra }) as Evidence;

  it.each(REFUSALS)('%s: the skipped case, tool_call_refused and output_not_compared say why', (reason, words) => {
    expect(checkSuites(snap, [], plan(reason), suites, { updateGolden: false, goldens: {} }).map(message)).toEqual([`Case "c" was not run: "${words}"`]);
    const refused = behavioralFamily.run({ evidence: evidence(plan(reason)), config: config(), updateGolden: false }).filter((f) => f.rule === 'tool_call_refused');
    expect(refused.map(message)).toEqual([`Tool "order" not called for "suite, output-shape": "${words}"`]);
    const baseline = runLockfile(snap, [], { fullText: true, outputShapes: true });
    const drift = driftFamily
      .run({ evidence: evidence(plan(reason), { baseline }), config: config({ checks: { drift: { output: { enabled: true } } } }), updateGolden: false, families: new Set(['drift']) })
      .filter((f) => f.rule === 'output_not_compared');
    expect(drift.map(message)).toEqual([`Output of "order" not compared with the baseline: "not called: ${words}"`]);
  });

  it('a case whose call was not sent says so, with the collector’s reason when it gave one', () => {
    const sent = (answer: Parameters<typeof record>[2]) => checkSuites(snap, [record({ tool: 'order', case: { suite: 0, index: 0, name: 'c' } }, 'skipped', { sent: false, ...answer })], emptyPlan(), suites, { updateGolden: false, goldens: {} });
    expect(sent({ reason: 'an earlier call timed out' }).map(message)).toEqual(['Case "c" was not run: "an earlier call timed out"']);
    expect(sent({}).map(message)).toEqual(['Case "c" was not run: "the call was not made"']);
    expect(checkSuites(snap, [], emptyPlan(), suites, { updateGolden: false, goldens: {} }).map(message)).toEqual(['Case "c" was not run: "the call was not made"']);
  });
});
