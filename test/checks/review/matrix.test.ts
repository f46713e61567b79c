import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../src/snapshot/calls.js';
import { resultOptionsOf } from '../../../src/checks/results/index.js';
import { checkErrorContract } from '../../../src/checks/errors/index.js';
import { config } from '../../support/calls.js';
import { checkHeaders } from '../../../src/checks/headers/index.js';
import type { Finding } from '../../../src/rules/index.js';
import { buildMatrix, type MatrixInputs, type MatrixRow } from '../../../src/checks/review/matrix.js';
import type { BoundaryRecord } from '../../../src/snapshot/review.js';
import { runIntegerVectors, runStringVectors } from '../../../src/checks/review/vectors.js';
import type { Snapshot } from '../../../src/snapshot/types.js';
import type { JsonValue } from '../../../src/model.js';
import { exchange, snapshot } from '../../support/snapshot.js';
import type { Args, RuleId } from '../../../src/rules/index.js';
import { loose } from '../../support/findings.js';
import { MATRIX_CHECKS, MATRIX_EXPECTED, SELF_TEST_LABELS, matrixObserved } from '../../../src/rules/review-words.js';
import { plainQuote } from '../../../src/report/common.js';

const DEFAULT_RESULT_OPTIONS = resultOptionsOf(config().checks.results);

const MODERN_ONLY = ['Non-object structured output', 'Unsafe header', 'Nested header annotation', 'Encoded header values', 'Integer header values', 'Header and body parity'];

const record = (tool: string, layer: CallRecord['layer'], result: unknown, purpose: CallRecord['call']['purpose'] = 'suite-case'): CallRecord => ({
  call: { index: 0, purpose, tool, arguments: {}, basis: purpose === 'probe-unknown-tool' ? 'nonexistent-tool' : 'allowlisted', group: tool },
  layer,
  sent: true,
  result,
  durationMs: 1,
});
const text = (t: string) => ({ content: [{ type: 'text', text: t }], resultType: 'complete' });

function inputs(s: Snapshot, extra: Partial<MatrixInputs> = {}): MatrixInputs {
  return {
    snapshot: s,
    plan: { calls: [], refusals: [], unprobed: [], inputSchemas: {} },
    records: [],
    findings: [],
    headerAdmissions: checkHeaders(s, 'policy').admissions,
    placement: 'policy',
    boundary: [],
    exchanges: [],
    resultOptions: DEFAULT_RESULT_OPTIONS,
    ...extra,
  };
}
/** A row with its observations written out as the console writes them (server values quoted). */
const rowOf = (rows: MatrixRow[], check: string) => {
  const r = rows.find((x) => x.check === check)!;
  return { ...r, observed: matrixObserved(r.observations, plainQuote) };
};
const modern = (tools: unknown[] = [], overrides: Partial<Snapshot> = {}) => snapshot(tools, { era: 'modern', protocolVersion: '2026-07-28', ...overrides });

describe('buildMatrix', () => {
  it('returns every row of the seed matrix, in order', () => {
    expect(buildMatrix(inputs(modern())).map((r) => r.check)).toEqual([
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
    ]);
  });

  it('states its rows in the registry\'s words: names, expectations and fixture labels bare, every observation code known', () => {
    for (const placement of ['policy', 'spec'] as const) {
      for (const r of buildMatrix(inputs(modern(), { placement }))) {
        expect(MATRIX_CHECKS[r.check], r.check).toBe(r.check);
        expect(MATRIX_EXPECTED[r.expected], r.expected).toBe(r.expected);
        // An observation without words would be quoted as JSON data.
        expect(matrixObserved(r.observations, plainQuote), r.check).not.toContain('{');
      }
    }
    for (const v of [...runStringVectors(), ...runIntegerVectors()]) expect(SELF_TEST_LABELS[v.label], v.label).toBe(v.label);
    const rows = buildMatrix(inputs(modern()));
    expect(rowOf(rows, 'Encoded header values').observed).toBe('encoder: plain ASCII, Unicode, padding, newline, sentinel-looking, empty, CR LF round-trip exactly');
    expect(rowOf(rows, 'Nested header annotation').observed).toContain('self-test (policy placement): oneOf rejected, items rejected, nested object rejected, $ref definition rejected');
  });

  it('writes a broken encoder vector from its failure data, server-free values quoted', () => {
    const vectors: JsonValue[] = [
      { label: 'Unicode', encoded: 'x', expected: 'y' },
      { label: '9007199254740992', encoded: '9007199254740992' },
      { label: 'empty', decoded: 'different' },
      { label: 'newline', error: 'boom' },
    ];
    expect(matrixObserved([{ code: 'encoder_broken', vectors }], plainQuote)).toBe(
      'encoder: Unicode encoded to "x", expected "y", 9007199254740992 encoded to "9007199254740992", empty did not decode to the original value, newline "boom"',
    );
  });

  it('marks modern-only rows not applicable on a legacy server, never pass', () => {
    const rows = buildMatrix(inputs(snapshot([{ name: 'q', inputSchema: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'R' } } } }])));
    for (const check of MODERN_ONLY) expect(rowOf(rows, check), check).toMatchObject({ status: 'not-applicable', observed: 'not applicable to "2025-11-25"' });
  });

  it('passes the gate rows on a modern server from self-tests even without server artifacts', () => {
    const rows = buildMatrix(inputs(modern()));
    for (const check of ['Non-object structured output', 'Output mismatch', 'Error output mismatch', 'Unsafe header', 'Nested header annotation', 'Encoded header values', 'Integer header values', 'Mixed content']) {
      expect(rowOf(rows, check).status, check).toBe('pass');
    }
    expect(rowOf(rows, 'Nested header annotation').observed).toContain('nested object rejected');
  });

  it('admits a nested properties chain in spec placement', () => {
    const rows = buildMatrix(inputs(modern(), { placement: 'spec' }));
    expect(rowOf(rows, 'Nested header annotation')).toMatchObject({ status: 'pass', expected: expect.stringContaining('allowed in spec placement') });
    expect(rowOf(rows, 'Nested header annotation').observed).toContain('nested object admitted');
  });

  it('names the server descriptors the header gates rejected', () => {
    const s = modern([
      { name: 'secret', inputSchema: { type: 'object', properties: { api_token: { type: 'string', 'x-mcp-header': 'Token' } } } },
      { name: 'nested', inputSchema: { type: 'object', properties: { f: { type: 'array', items: { type: 'string', 'x-mcp-header': 'F' } } } } },
      { name: 'huge', inputSchema: { type: 'object', properties: { n: { type: 'integer', maximum: 2 ** 60, 'x-mcp-header': 'N' } } } },
    ]);
    const rows = buildMatrix(inputs(s));
    expect(rowOf(rows, 'Unsafe header')).toMatchObject({ status: 'pass', observed: expect.stringContaining('server descriptors rejected: "secret"') });
    expect(rowOf(rows, 'Nested header annotation').observed).toContain('server descriptors rejected: "nested"');
    expect(rowOf(rows, 'Integer header values').observed).toContain('server descriptors rejected: "huge"');
  });

  it('holds isError results to the outputSchema only while error_output_contract is on', () => {
    expect(rowOf(buildMatrix(inputs(modern(), { resultOptions: { ...DEFAULT_RESULT_OPTIONS, errorOutputContract: false } })), 'Error output mismatch')).toMatchObject({
      status: 'fail',
      observed: expect.stringContaining('error_output_contract is off'),
    });
  });

  it('reads non-object structured results and mutates real output to prove the schema rejects mismatches', () => {
    const s = modern([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: { type: 'array', items: { type: 'string' } } }]);
    const records = [record('list', 'ok', { ...text('["a"]'), structuredContent: ['a'] })];
    const rows = buildMatrix(inputs(s, { records }));
    expect(rowOf(rows, 'Non-object structured output').observed).toContain('"list": 1 conforming "array" result(s) accepted');
    expect(rowOf(rows, 'Output mismatch').observed).toContain('"list" rejects 1 of 1 mutated copies');
  });

  describe('Empty cursor', () => {
    const pages = (nextCursors: unknown[], sent: Array<string | null>) => nextCursors.map((nextCursor, i) => ({ cursorSent: sent[i]!, nextCursor, itemCount: 1, exchangeSeq: i + 1 }));
    const withTrace = (trace: Snapshot['lists']['tools']) => {
      const base = modern();
      return modern([], { lists: { ...base.lists, tools: trace } });
    };

    it('passes when the empty cursor was sent back exactly', () => {
      const rows = buildMatrix(inputs(withTrace({ stop: 'end', pages: pages(['', undefined], [null, '']) })));
      expect(rowOf(rows, 'Empty cursor')).toMatchObject({ status: 'pass', observed: expect.stringContaining('tools page 1 → page 2 sent cursor ""') });
    });

    it('passes when the exact empty cursor was sent but the server refused it (a compliance failure, not this row)', () => {
      const s = withTrace({ stop: 'error', errorSeq: 9, pages: pages([''], [null]) });
      s.exchanges.push(exchange({ seq: 9, method: 'tools/list', params: { cursor: '' }, outcome: 'error', error: { code: -32602, message: 'bad cursor' } }));
      expect(rowOf(buildMatrix(inputs(s)), 'Empty cursor')).toMatchObject({ status: 'pass', observed: expect.stringContaining('was refused') });
    });

    it('fails when a cursor was not sent back exactly', () => {
      expect(rowOf(buildMatrix(inputs(withTrace({ stop: 'end', pages: pages(['abc', undefined], [null, 'abd']) }))), 'Empty cursor').status).toBe('fail');
    });

    it('is not applicable without an empty cursor', () => {
      expect(rowOf(buildMatrix(inputs(withTrace({ stop: 'end', pages: pages(['abc', undefined], [null, 'abc']) }))), 'Empty cursor').status).toBe('not-applicable');
    });
  });

  describe('Header and body parity', () => {
    const answered = (kind: BoundaryRecord['kind'], status: number, code: number | null, header?: string): BoundaryRecord => ({
      kind,
      ...(header ? { header, category: 'missing' as const } : {}),
      sent: { verb: 'POST', headerNames: [] },
      response: { status, code, message: code === null ? 'result' : 'error' },
    });

    it('passes when the case variant succeeds and every broken copy gets 400 and -32020', () => {
      const rows = buildMatrix(inputs(modern(), { boundary: [answered('case', 200, null), answered('header', 400, -32020, 'Mcp-Method'), answered('header', 400, -32020, 'Mcp-Param-Region')] }));
      expect(rowOf(rows, 'Header and body parity')).toMatchObject({ status: 'pass', observed: expect.stringContaining('2 broken copies of "Mcp-Method", "Mcp-Param-Region" rejected') });
    });

    it('fails when a broken copy is served', () => {
      const rows = buildMatrix(inputs(modern(), { boundary: [answered('case', 200, null), answered('header', 200, null, 'Mcp-Param-Region')] }));
      expect(rowOf(rows, 'Header and body parity')).toMatchObject({ status: 'fail', observed: expect.stringContaining('missing "Mcp-Param-Region": HTTP 200 result') });
    });

    it('is not applicable when no probe was sent, with the reason', () => {
      const rows = buildMatrix(inputs(modern(), { boundary: [{ kind: 'case', skipped: { reason: 'not-http', transport: 'stdio' } }] }));
      expect(rowOf(rows, 'Header and body parity')).toMatchObject({ status: 'not-applicable', observed: '"Streamable HTTP only (the server is reached over stdio)"' });
    });
  });

  describe('Error layering', () => {
    const unknown = (layer: CallRecord['layer'], result?: unknown) => ({ ...record('mcpward-probe-no-such-tool', layer, result, 'probe-unknown-tool'), ...(layer === 'protocol' ? { error: { code: -32602, message: 'unknown' } } : {}) });

    it.each<[string, CallRecord[], MatrixRow['status']]>([
      ['JSON-RPC error for the unknown tool and an isError business failure', [unknown('protocol'), record('divide', 'tool', { ...text('no'), isError: true })], 'pass'],
      ['an isError result for the unknown tool', [unknown('tool', { ...text('no such tool'), isError: true }), record('divide', 'tool', {})], 'fail'],
      ['no business failure recorded', [unknown('protocol')], 'not-applicable'],
      ['nothing recorded', [], 'not-applicable'],
    ])('%s', (_, records, status) => {
      expect(rowOf(buildMatrix(inputs(modern(), { records })), 'Error layering').status).toBe(status);
    });

    it('a failing row restates the grade run gives the same answer (unknown_tool_error), high only without one', () => {
      const plan = { calls: [], refusals: [], unprobed: [], inputSchemas: {} };
      const s = snapshot([{ name: 'divide', inputSchema: { type: 'object' } }]);
      const business = record('divide', 'tool', { ...text('no'), isError: true });
      const graded = (records: CallRecord[]) => {
        const findings = checkErrorContract(s, records, plan, []);
        return { run: findings.find((f) => f.rule === 'unknown_tool_error')!.severity, row: rowOf(buildMatrix(inputs(s, { records, findings })), 'Error layering') };
      };
      const isError = graded([unknown('tool', { ...text('no such tool'), isError: true }), business]);
      expect(isError.run).toBe('low');
      expect(isError.row).toMatchObject({ status: 'fail', severity: 'low' });
      const success = graded([unknown('ok', text('[]')), business]);
      expect(success.run).toBe('medium');
      expect(success.row).toMatchObject({ status: 'fail', severity: 'medium' });
      // The errors family did not run (or its rule is off): the row's own grade, high.
      expect(rowOf(buildMatrix(inputs(s, { records: [unknown('tool', { ...text('no such tool'), isError: true }), business] })), 'Error layering').severity).toBeUndefined();
    });
  });

  describe('Completion isolation', () => {
    const f = (rule: RuleId, status: Finding['status'], args: Args = {}): Finding => loose([{ rule, status, severity: 'high', args: { context: 'viewer', ...args } }])[0]!;

    it.each<[string, Finding[], MatrixRow['status']]>([
      ['no context configured', [], 'not-applicable'],
      ['nothing leaked', [f('context_hidden_tool', 'pass'), f('context_hidden_suggestion', 'pass')], 'pass'],
      ['a hidden suggestion', [f('context_hidden_tool', 'pass'), f('context_hidden_suggestion', 'fail', { names: ['globex'] })], 'fail'],
      ['a hidden tool', [f('context_hidden_tool', 'fail', { names: ['purge'] })], 'fail'],
    ])('%s', (_, findings, status) => {
      expect(rowOf(buildMatrix(inputs(snapshot(), { findings })), 'Completion isolation').status).toBe(status);
    });
  });
});

describe('header encoding vectors', () => {
  it('round-trip every string vector exactly (Unicode, newline, padding, sentinel-looking, empty, CR LF)', () => {
    expect(runStringVectors().filter((v) => !v.ok)).toEqual([]);
    expect(runStringVectors().map((v) => v.label)).toEqual(['plain ASCII', 'Unicode', 'padding', 'newline', 'sentinel-looking', 'empty', 'CR LF']);
  });

  it('accept both safe integer bounds, refuse one beyond each, render booleans lowercase', () => {
    expect(runIntegerVectors()).toEqual([
      { label: '9007199254740991', ok: true },
      { label: '-9007199254740991', ok: true },
      { label: '9007199254740992', ok: true },
      { label: '-9007199254740992', ok: true },
      { label: 'true', ok: true },
      { label: 'false', ok: true },
    ]);
  });
});
