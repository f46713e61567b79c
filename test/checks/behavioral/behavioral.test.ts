import { describe, expect, it } from 'vitest';
import type { CallLayer } from '../../../src/snapshot/calls.js';
import { checkSuites, evaluateJsonpath, goldenValue } from '../../../src/checks/behavioral/index.js';
import { snapshot } from '../../support/snapshot.js';
import { config, emptyPlan, record, roTool } from '../../support/calls.js';

const result = {
  content: [{ type: 'text', text: 'Hello, world', _meta: { at: 1 } }, { type: 'text', text: 'second' }],
  structuredContent: { total: 42.5, count: 3, tags: ['a', 'b'], name: 'order-7', nothing: null, nested: { ok: true } },
  _meta: { requestId: 'x' },
};

describe('evaluateJsonpath', () => {
  it.each([
    ['$.content[0].type', 'text'],
    ['$.structuredContent.count', 3],
    ['$.structuredContent.tags', ['a', 'b']],
    ['$.structuredContent.nothing', null],
    ['$.content[*].type', ['text', 'text']],
    ['$.structuredContent.nested', { equals: { ok: true } }],
    ['$.structuredContent.name', { matches: '^order-\\d+$' }],
    ['$.content[0].text', { contains: 'world' }],
    ['$.structuredContent.tags', { contains: 'b' }],
    ['$.structuredContent.tags', { length: 2 }],
    ['$.content[0].text', { length: 12 }],
    ['$.structuredContent.count', { type: 'integer' }],
    ['$.structuredContent.total', { type: 'number' }],
    ['$.structuredContent.tags', { type: 'array' }],
    ['$.structuredContent.nothing', { type: 'null' }],
    ['$.structuredContent.total', { gt: 40, lt: 43 }],
    ['$.structuredContent.name', { exists: true }],
    ['$.structuredContent.missing', { exists: false }],
    ['$.isError', { exists: false }],
  ])('%s holds for %j', (path, expectation) => {
    expect(evaluateJsonpath(result, path, expectation)).toBeUndefined();
  });

  it.each([
    ['$.content[0].type', 'image', { reason: 'value-differs', expected: 'image', actual: 'text' }],
    ['$.structuredContent.missing', 'x', { reason: 'path-no-match', actual: null }],
    ['$.structuredContent.name', { matches: '^x' }, { reason: 'no-regex-match', pattern: '^x' }],
    ['$.structuredContent.count', { matches: '3' }, { reason: 'not-a-string', jsonType: 'number' }],
    ['$.content[0].text', { contains: 'mars' }, { reason: 'string-lacks', expected: 'mars' }],
    ['$.structuredContent.tags', { contains: 'c' }, { reason: 'array-lacks', expected: 'c' }],
    ['$.structuredContent.count', { contains: 3 }, { reason: 'not-searchable', jsonType: 'number' }],
    ['$.structuredContent.tags', { length: 3 }, { reason: 'length-differs', length: 2, expected: 3 }],
    ['$.structuredContent.total', { type: 'integer' }, { reason: 'type-differs', jsonType: 'number' }],
    ['$.structuredContent.total', { gt: 50 }, { reason: 'not-greater', limit: 50 }],
    ['$.structuredContent.name', { lt: 1 }, { reason: 'not-less', limit: 1 }],
    ['$.structuredContent.name', { exists: false }, { reason: 'path-matches', expected: false }],
    ['$.nope', { exists: true }, { reason: 'path-no-match' }],
    ['$..[?(@.x ==)]', 'x', { reason: 'jsonpath-invalid', detail: expect.any(String) as unknown }],
  ])('%s fails %j', (path, expectation, facts) => {
    expect(evaluateJsonpath(result, path, expectation)).toMatchObject(facts);
  });

  it('never evaluates filter scripts natively', () => {
    const hostile = '$..[?(@.constructor.constructor("return process")().exit())]';
    expect(evaluateJsonpath(result, hostile, { exists: true })?.reason).toBe('jsonpath-invalid');
  });
});

describe('goldenValue', () => {
  it('keeps content, structuredContent and isError, without _meta', () => {
    expect(goldenValue(record({ tool: 't' }, 'ok', { result }))).toEqual({
      content: [{ type: 'text', text: 'Hello, world' }, { type: 'text', text: 'second' }],
      structuredContent: result.structuredContent,
      isError: false,
    });
  });

  it('pins a JSON-RPC error by code and message, and nothing for no answer', () => {
    expect(goldenValue(record({ tool: 't' }, 'protocol', { code: -32602 }))).toEqual({ error: { code: -32602, message: 'error' } });
    expect(goldenValue(record({ tool: 't' }, 'timeout'))).toBeUndefined();
  });
});

describe('checkSuites', () => {
  const snap = snapshot([roTool('order', { outputSchema: { type: 'object', properties: { total: { type: 'number' } }, required: ['total'] } })]);
  const run = (expect: Record<string, unknown>, layer: CallLayer, answer: Parameters<typeof record>[2] = {}, opts = { updateGolden: false, goldens: {} }) => {
    const cfg = config({ suites: [{ tool: 'order', cases: [{ name: 'finds it', args: {}, expect }] }] });
    return checkSuites(snap, [record({ tool: 'order', case: { suite: 0, index: 0, name: 'finds it' } }, layer, answer)], emptyPlan(), cfg.suites, opts)[0]!;
  };
  const good = { content: [{ type: 'text', text: '{"total":1}' }], structuredContent: { total: 1 } };

  it('names the finding <tool> › <case> with the case subject kind', () => {
    expect(run({}, 'ok', { result: good })).toMatchObject({ rule: 'suite_case', status: 'pass', subject: { kind: 'case', name: 'order › finds it' } });
  });

  it.each([
    [{ tool_is_error: false }, 'ok', {}, 'pass'],
    [{ tool_is_error: true }, 'tool', {}, 'pass'],
    [{ tool_is_error: true }, 'ok', {}, 'fail'],
    [{ tool_is_error: true }, 'protocol', { code: -32603 }, 'fail'],
    [{ tool_is_error: false }, 'tool', {}, 'fail'],
    [{ protocol_error_code: -32602 }, 'protocol', { code: -32602 }, 'pass'],
    [{ protocol_error_code: -32602 }, 'protocol', { code: -32603 }, 'fail'],
    [{ protocol_error_code: -32602 }, 'tool', {}, 'fail'],
    [{ output_matches_schema: true }, 'ok', { result: good }, 'pass'],
    [{ output_matches_schema: true }, 'ok', { result: { content: [], structuredContent: { total: 'x' } } }, 'fail'],
    [{ output_matches_schema: false }, 'ok', { result: { content: [], structuredContent: { total: 'x' } } }, 'pass'],
    [{ jsonpath: { '$.structuredContent.total': 1, '$.content[0].type': { equals: 'text' } } }, 'ok', { result: good }, 'pass'],
    [{ jsonpath: { '$.structuredContent.total': 2 } }, 'ok', { result: good }, 'fail'],
    [{ jsonpath: { '$.structuredContent.total': 1 } }, 'protocol', {}, 'fail'],
    [{}, 'protocol', {}, 'fail'],
    [{}, 'timeout', {}, 'fail'],
  ] as const)('%j with layer %s %j is a %s', (expectation, layer, answer, status) => {
    expect(run(expectation, layer, answer).status).toBe(status);
  });

  it('names the first failed expectation and lists them all', () => {
    const f = run({ tool_is_error: true, jsonpath: { '$.structuredContent.total': 2 } }, 'ok', { result: good });
    expect(f.args).toMatchObject({ checked: 2, failed: 2, expectation: 'tool_is_error' });
    expect((f.evidence?.failures as unknown[]).length).toBe(2);
  });

  it('compares goldens: equal passes, different fails with before/after, missing warns, --update-golden passes', () => {
    const path = '/abs/golden.json';
    const expect_ = { golden: path };
    const value = goldenValue(record({ tool: 'order' }, 'ok', { result: good }))!;
    expect(run(expect_, 'ok', { result: good }, { updateGolden: false, goldens: { [path]: { state: 'ok', value } } }).status).toBe('pass');
    const changed = run(expect_, 'ok', { result: { ...good, structuredContent: { total: 2 } } }, { updateGolden: false, goldens: { [path]: { state: 'ok', value } } });
    expect(changed).toMatchObject({ status: 'fail', args: { reason: 'golden-mismatch' }, evidence: { before: value } });
    expect(run(expect_, 'ok', { result: good }, { updateGolden: false, goldens: {} })).toMatchObject({ status: 'warn', args: { reason: 'golden-missing' } });
    expect(run(expect_, 'ok', { result: good }, { updateGolden: true, goldens: {} })).toMatchObject({ status: 'pass', args: { note: 'golden-updated' } });
    expect(run(expect_, 'ok', { result: good }, { updateGolden: false, goldens: { [path]: { state: 'invalid', reason: 'not JSON' } } }).status).toBe('fail');
  });

  it('skips a case whose tool was refused, with the reason', () => {
    const cfg = config({ suites: [{ tool: 'ghost', cases: [{ name: 'a', args: {}, expect: {} }] }] });
    const plan = emptyPlan({ refusals: [{ tool: 'ghost', reason: 'not-listed', areas: ['suite'], cases: ['a'] }] });
    expect(checkSuites(snap, [], plan, cfg.suites, { updateGolden: false, goldens: {} })).toEqual([
      expect.objectContaining({ status: 'skip', subject: { kind: 'case', name: 'ghost › a' }, args: expect.objectContaining({ reason: 'not-listed' }) }),
    ]);
  });
});
