import { describe, expect, it } from 'vitest';
import { contentIssues } from '../../../src/checks/results/content.js';
import { contentIssue } from '../../../src/rules/results.js';
import { checkResults as judgeResults, resultOptionsOf, type ResultOptions } from '../../../src/checks/results/index.js';
import type { Finding } from '../../../src/rules/index.js';
import { snapshot } from '../../support/snapshot.js';
import { config, record, roTool } from '../../support/calls.js';
import { argsOf } from '../../support/findings.js';
import { inferOutputShapes } from '../../../src/snapshot/output-shape.js';

const DEFAULT_RESULT_OPTIONS = resultOptionsOf(config().checks.results);
const checkResults = (snap: Parameters<typeof judgeResults>[0], records: Parameters<typeof judgeResults>[1], options: ResultOptions = DEFAULT_RESULT_OPTIONS) =>
  judgeResults(snap, records, options);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const orderSchema = { type: 'object', properties: { id: { type: 'string' }, total: { type: 'number' } }, required: ['id', 'total'] };
const tools = [roTool('plain'), roTool('order', { outputSchema: orderSchema }), roTool('list', { outputSchema: { type: 'array', items: { type: 'string' } } })];
const legacy = snapshot(tools);
const modern = snapshot(tools, { era: 'modern', protocolVersion: '2026-07-28' });

const ok = (tool: string, result: unknown) => record({ tool }, 'ok', { result });
const err = (tool: string, result: unknown) => record({ tool }, 'tool', { result: { isError: true, ...(result as object) } });
const status = (findings: Finding[], rule: string, tool?: string) => findings.filter((f) => f.rule === rule && (!tool || argsOf(f).tool === tool)).map((f) => f.status);
const text = (t: unknown) => ({ type: 'text', text: typeof t === 'string' ? t : JSON.stringify(t) });

describe('contentIssues', () => {
  it.each([
    ['text', [text('hi')]],
    ['image', [{ type: 'image', data: PNG, mimeType: 'image/png' }]],
    ['audio', [{ type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' }]],
    ['resource_link', [{ type: 'resource_link', uri: 'file:///a', name: 'a' }]],
    ['embedded text resource', [{ type: 'resource', resource: { uri: 'file:///a', text: 'x', mimeType: 'text/plain' } }]],
    ['embedded blob resource', [{ type: 'resource', resource: { uri: 'file:///a', blob: 'eA==' } }]],
    ['empty content', []],
  ])('accepts %s', (_, content) => {
    expect(contentIssues(content)).toEqual([]);
  });

  it.each([
    ['missing content', undefined, 'content', 'content is missing'],
    ['content not an array', { type: 'text' }, 'content', 'not an array'],
    ['text without text', [{ type: 'text' }], 'content[0].text', 'string `text`'],
    ['text with a number', [{ type: 'text', text: 3 }], 'content[0].text', 'string `text`'],
    ['image without mimeType', [{ type: 'image', data: PNG }], 'content[0].mimeType', 'mimeType'],
    ['image with non-base64 data', [{ type: 'image', data: 'not base64!', mimeType: 'image/png' }], 'content[0].data', 'base64'],
    ['image with a text media type', [{ type: 'image', data: PNG, mimeType: 'text/plain' }], 'content[0].mimeType', 'media type'],
    ['audio without data', [{ type: 'audio', mimeType: 'audio/wav' }], 'content[0].data', 'base64'],
    ['resource_link without name', [{ type: 'resource_link', uri: 'file:///a' }], 'content[0].name', '`name`'],
    ['resource_link with content', [{ type: 'resource_link', uri: 'file:///a', name: 'a', text: 'x' }], 'content[0]', 'carries content'],
    ['resource shaped like a link', [{ type: 'resource', uri: 'file:///a', name: 'a' }], 'content[0].resource', 'resource_link'],
    ['resource with text and blob', [{ type: 'resource', resource: { uri: 'file:///a', text: 'x', blob: 'eA==' } }], 'content[0].resource', 'exactly one'],
    ['resource without uri', [{ type: 'resource', resource: { text: 'x' } }], 'content[0].resource.uri', '`uri`'],
    ['block without type', [{ text: 'x' }], 'content[0].type', 'string `type`'],
    ['annotations not an object', [{ type: 'text', text: 'x', annotations: 'high' }], 'content[0].annotations', 'annotations'],
  ])('flags %s', (_, content, at, reason) => {
    const [issue] = contentIssues(content);
    expect(issue?.at).toBe(at);
    expect(contentIssue(issue!)).toContain(reason);
  });

  it('flags unknown types apart', () => {
    expect(contentIssues([{ type: 'video', url: 'x' }])).toEqual([{ at: 'content[0].type', issue: 'unknown-type', value: 'video', unknownType: 'video' }]);
    expect(contentIssue({ issue: 'unknown-type', value: 'video' })).toBe('unknown content type "video"');
    expect(contentIssue({ issue: 'media-type-mismatch', kind: 'image', value: 'text/plain' })).toBe('image block with media type "text/plain"');
  });
});

describe('checkResults', () => {
  it('passes a well-formed result of each kind, in either era', () => {
    for (const snap of [legacy, modern]) {
      const resultType = snap.era === 'modern' ? { resultType: 'complete' } : {};
      const findings = checkResults(snap, [
        ok('plain', { ...resultType, content: [text('hi'), { type: 'image', data: PNG, mimeType: 'image/png' }] }),
        ok('order', { ...resultType, content: [text({ id: 'a', total: 1 })], structuredContent: { id: 'a', total: 1 } }),
      ]);
      expect(findings.filter((f) => f.status !== 'pass')).toEqual([]);
    }
  });

  it('wants resultType "complete" in the modern era only; input_required is a warning', () => {
    expect(status(checkResults(modern, [ok('plain', { content: [] })]), 'result_type_complete')).toEqual(['fail']);
    expect(status(checkResults(modern, [ok('plain', { resultType: 'done', content: [] })]), 'result_type_complete')).toEqual(['fail']);
    expect(status(checkResults(modern, [ok('plain', { resultType: 'input_required', content: [] })]), 'result_type_complete')).toEqual(['warn']);
    expect(status(checkResults(legacy, [ok('plain', { content: [] })]), 'result_type_complete')).toEqual([]);
  });

  it('reports one finding per tool and rule, with the first offending block and a count', () => {
    const bad = { content: [text('x'), { type: 'image', data: PNG }] };
    const findings = checkResults(legacy, [ok('plain', bad), ok('plain', bad), ok('plain', { content: [] })]);
    const [f] = findings.filter((x) => x.rule === 'content_blocks_valid');
    expect(f).toMatchObject({ status: 'fail', path: 'content[1].mimeType', args: { tool: 'plain', count: 2, at: 'content[1].mimeType' } });
    expect(status(findings, 'content_block_type_known')).toEqual(['pass']);
  });

  it('requires structuredContent that conforms to the outputSchema on successful results', () => {
    expect(status(checkResults(legacy, [ok('order', { content: [text('x')] })]), 'structured_content_present')).toEqual(['fail']);
    const findings = checkResults(legacy, [ok('order', { content: [text({ id: 'a', total: '1' })], structuredContent: { id: 'a', total: '1' } })]);
    const [f] = findings.filter((x) => x.rule === 'structured_content_matches_schema');
    expect(f).toMatchObject({ status: 'fail', args: { at: 'structuredContent/total', reason: 'must be number' } });
  });

  it('judges error results under a rule of their own, which can be turned off', () => {
    const missing = err('order', { content: [text('boom')] });
    expect(status(checkResults(legacy, [missing]), 'error_result_output_contract')).toEqual(['fail']);
    expect(status(checkResults(legacy, [missing]), 'structured_content_present')).toEqual([]);
    expect(status(checkResults(legacy, [missing], { ...DEFAULT_RESULT_OPTIONS, errorOutputContract: false }), 'error_result_output_contract')).toEqual([]);
    const conforming = err('order', { content: [text({ id: 'a', total: 0 })], structuredContent: { id: 'a', total: 0 } });
    expect(status(checkResults(legacy, [conforming]), 'error_result_output_contract')).toEqual(['pass']);
  });

  it('names the SDK whose own input-validation error result has no structuredContent', () => {
    const sdk = (message: string) => {
      const [f] = checkResults(modern, [err('order', { resultType: 'complete', content: [{ type: 'text', text: message }] })]).filter((x) => x.rule === 'error_result_output_contract');
      expect(f?.status).toBe('fail');
      expect(f?.severity).toBe('low');
      return argsOf(f!).sdk;
    };
    expect(sdk('Input validation error: Invalid arguments for tool order: ✖ Invalid input: expected string, received undefined')).toBe('mcp-sdk-2');
    expect(sdk('MCP error -32602: Input validation error: Invalid arguments for tool order: [...]')).toBe('mcp-sdk-1');
    expect(sdk('order ord_9 not found')).toBeUndefined();
    // The text names another tool: not this call's SDK answer.
    expect(sdk('Input validation error: Invalid arguments for tool list: bad')).toBeUndefined();
  });

  it('accepts any JSON value as structuredContent in the modern era, only an object in the legacy era', () => {
    const list = { resultType: 'complete', content: [text(['a'])], structuredContent: ['a'] };
    expect(status(checkResults(modern, [ok('list', list)]), 'structured_content_type')).toEqual(['pass']);
    expect(status(checkResults(modern, [ok('list', list)]), 'structured_content_matches_schema')).toEqual(['pass']);
    const [f] = checkResults(legacy, [ok('list', list)]).filter((x) => x.rule === 'structured_content_type');
    expect(f).toMatchObject({ status: 'fail', args: { type: 'array', protocolVersion: '2025-11-25' } });
  });

  it('wants a text block carrying the same JSON as structuredContent (a SHOULD: warns)', () => {
    const sc = { id: 'a', total: 1 };
    expect(status(checkResults(legacy, [ok('order', { content: [text('Order a')], structuredContent: sc })]), 'structured_content_text_fallback')).toEqual(['warn']);
    expect(status(checkResults(legacy, [ok('order', { content: [text('{ "total": 1, "id": "a" }')], structuredContent: sc })]), 'structured_content_text_fallback')).toEqual(['pass']);
  });

  it('takes the wrapped value of a one-key structure ({"result": x}, the Python SDK wrapper) as the same content', () => {
    const judge = (content: string, sc: unknown) => status(checkResults(legacy, [ok('greet', { content: [text(content)], structuredContent: sc })]), 'structured_content_text_fallback');
    expect(judge('Hello, Ada', { result: 'Hello, Ada' })).toEqual(['pass']);
    expect(judge('[1,2]', { result: [1, 2] })).toEqual(['pass']);
    expect(judge('42', { count: 42 })).toEqual(['pass']);
    // Another value, or a structure of two keys of which the text holds one, is still not the same content.
    expect(judge('Hello, Bob', { result: 'Hello, Ada' })).toEqual(['warn']);
    expect(judge('Ada', { name: 'Ada', age: 36 })).toEqual(['warn']);
  });

  it('flags unknown content types under their own rule', () => {
    expect(status(checkResults(legacy, [ok('plain', { content: [{ type: 'video' }] })]), 'content_block_type_known')).toEqual(['fail']);
  });

  it('enforces the size limits on the whole result and on media payloads', () => {
    const small = { ...DEFAULT_RESULT_OPTIONS, maxResultBytes: 100, maxMediaBytes: 10 };
    const [big] = checkResults(legacy, [ok('plain', { content: [text('x'.repeat(200))] })], small).filter((f) => f.rule === 'result_size_limit');
    expect(big).toMatchObject({ status: 'fail', args: { at: 'result', limit: 100 } });
    const [media] = checkResults(legacy, [ok('plain', { content: [{ type: 'image', data: PNG, mimeType: 'image/png' }] })], { ...small, maxResultBytes: 10_000 }).filter(
      (f) => f.rule === 'result_size_limit',
    );
    expect(media).toMatchObject({ status: 'fail', args: { at: 'content[0].data', bytes: 68, limit: 10 } });
  });

  it('ignores the unknown-tool probe and calls that got no result', () => {
    const records = [record({ tool: 'nope', purpose: 'probe-unknown-tool' }, 'ok', { result: { content: 'bad' } }), record({ tool: 'plain' }, 'protocol')];
    expect(checkResults(legacy, records)).toEqual([]);
  });

  it('skips schema conformance when the outputSchema does not compile', () => {
    const snap = snapshot([roTool('weird', { outputSchema: { $schema: 'https://example.com/dialect' } })]);
    expect(status(checkResults(snap, [ok('weird', { content: [], structuredContent: {} })]), 'structured_content_matches_schema')).toEqual(['skip']);
  });
});

describe('resultOptionsOf', () => {
  it('reads checks.results as the config left it, defaults included', () => {
    expect(DEFAULT_RESULT_OPTIONS).toEqual({ maxResultBytes: 1_048_576, maxMediaBytes: 5_242_880, errorOutputContract: true });
    expect(resultOptionsOf(config({ checks: { results: { max_result_bytes: 10, error_output_contract: false } } }).checks.results)).toEqual({
      maxResultBytes: 10,
      maxMediaBytes: DEFAULT_RESULT_OPTIONS.maxMediaBytes,
      errorOutputContract: false,
    });
  });
});

describe('inferred output against the schema, without doubles', () => {
  const sample = (tool: string, n: number, value: Record<string, unknown> | undefined) =>
    record({ tool, purpose: 'output-sample', sample: n, group: tool }, 'ok', { result: value === undefined ? { content: [text('none')] } : { content: [text(value)], structuredContent: value } });
  const judge = (records: ReturnType<typeof sample>[], nested = legacy) => judgeResults(nested, records, DEFAULT_RESULT_OPTIONS, inferOutputShapes(records));
  const inferred = (findings: Finding[]) => findings.filter((f) => f.rule === 'inferred_output_matches_schema').map((f) => `${f.status} ${argsOf(f).at ?? ''}`);

  it('a mismatch the validator reports at the same place is one finding', () => {
    const findings = judge([sample('order', 0, { id: 'a', total: 1 }), sample('order', 1, { id: 'b', total: '2' })]);
    expect(status(findings, 'structured_content_matches_schema', 'order')).toEqual(['fail']);
    expect(inferred(findings)).toEqual([]);
  });

  it('a missing required property: the validator names the parent, the shape the field; still one finding', () => {
    const findings = judge([sample('order', 0, { total: 1 })]);
    expect(findings.find((f) => f.rule === 'structured_content_matches_schema')?.args).toMatchObject({ at: 'structuredContent', reason: expect.stringContaining("'id'") });
    expect(inferred(findings)).toEqual([]);
  });

  it('keeps the mismatches the validator did not name, and array items compare as []', () => {
    expect(inferred(judge([sample('order', 0, { total: 1 }), sample('order', 1, { id: 'b' })]))).toEqual(['fail $.structuredContent.total']);
    const nested = snapshot([roTool('rows', { outputSchema: { type: 'object', properties: { rows: { type: 'array', items: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] } } } } })]);
    const rows = (n: number, value: unknown[]) => sample('rows', n, { rows: value });
    expect(inferred(judge([rows(0, [{ n: 'x' }])], nested))).toEqual([]);
    expect(inferred(judge([rows(0, [{ n: 'x' }]), rows(1, [{}])], nested))).toEqual(['fail $.structuredContent.rows[].n']);
  });

  it('a sample without structuredContent is structured_content_present alone', () => {
    const findings = judge([sample('order', 0, { id: 'a', total: 1 }), sample('order', 1, undefined)]);
    expect(status(findings, 'structured_content_present', 'order')).toEqual(['fail']);
    expect(inferred(findings)).toEqual([]);
  });

  it('matching samples pass', () => {
    expect(inferred(judge([sample('order', 0, { id: 'a', total: 1 })]))).toEqual(['pass ']);
  });
});
