import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../src/cli/reporting.js';
import { buildReport, incompleteReasons } from '../../src/pipeline/report.js';
import { listGapText } from '../../src/rules/drift.js';
import { finding } from '../../src/rules/index.js';
import { incompleteLists, listCompleteness, listRefusals } from '../../src/snapshot/completeness.js';
import type { ListTrace } from '../../src/snapshot/types.js';
import { exchange, snapshot } from '../support/snapshot.js';

const page = (n: number) => ({ cursorSent: n === 0 ? null : `c${n}`, nextCursor: `c${n + 1}`, itemCount: 1, exchangeSeq: n + 1 });

/** A snapshot whose tools list stopped as `trace` says, with `failed` as its last exchange. */
function toolsStopped(trace: ListTrace, failed?: Parameters<typeof exchange>[0]) {
  const s = snapshot([]);
  return { ...s, lists: { ...s.lists, tools: trace }, exchanges: [...s.exchanges, ...(failed ? [exchange(failed)] : [])] };
}

describe('listCompleteness', () => {
  it('a list read to its end, and a list not advertised, are complete', () => {
    const s = snapshot([]);
    expect(listCompleteness(s)).toEqual({ tools: { complete: true }, prompts: { complete: true }, resources: { complete: true }, resourceTemplates: { complete: true } });
    expect(incompleteLists(s)).toEqual([]);
  });

  it('tells an error answer from no answer in time, and names the page', () => {
    const errored = toolsStopped({ stop: 'error', pages: [page(0)], errorSeq: 7 }, { seq: 7, method: 'tools/list', outcome: 'error', error: { code: -32603, message: 'boom' } });
    expect(incompleteLists(errored)).toEqual([{ list: 'tools', complete: false, reason: 'error', method: 'tools/list', pages: 1, error: { code: -32603, message: 'boom' } }]);
    const silent = toolsStopped({ stop: 'error', pages: [], errorSeq: 7 }, { seq: 7, method: 'tools/list', outcome: 'timeout', reason: 'no response within 50 ms (timeouts.call_ms)' });
    expect(incompleteLists(silent)).toEqual([{ list: 'tools', complete: false, reason: 'timeout', method: 'tools/list', pages: 0, cause: 'no response within 50 ms (timeouts.call_ms)' }]);
    const lost = toolsStopped({ stop: 'error', pages: [], errorSeq: 7 }, { seq: 7, method: 'tools/list', outcome: 'transport-error', reason: 'the server exited' });
    expect(incompleteLists(lost)[0]).toMatchObject({ reason: 'error', pages: 0, cause: 'the server exited' });
  });

  it('an error answer to the first page is a definitive answer (listRefusal), not a gap; on a later page it is a gap', () => {
    const refused = toolsStopped({ stop: 'error', pages: [], errorSeq: 7 }, { seq: 7, method: 'tools/list', outcome: 'error', error: { code: -32601, message: 'Method not found' } });
    expect(listCompleteness(refused).tools).toEqual({ complete: true, answer: 'listRefusal', code: -32601, message: 'Method not found' });
    expect(incompleteLists(refused)).toEqual([]);
    expect(listRefusals(refused)).toEqual({ tools: { code: -32601, message: 'Method not found' } });
    expect(incompleteReasons({ snapshot: refused })).toEqual([]);
    // A malformed error (no integer code) is not an answer mcpward can read.
    const malformed = toolsStopped({ stop: 'error', pages: [], errorSeq: 7 }, { seq: 7, method: 'tools/list', outcome: 'error', error: { code: 'x' as unknown as number, message: 'bad' } });
    expect(incompleteLists(malformed)).toHaveLength(1);
    expect(listRefusals(malformed)).toEqual({});
  });

  it.each([
    ['cursor-loop', 'tools/list repeated a cursor after 2 page(s); the rest of the list was not read'],
    ['page-cap', "tools/list was stopped at mcpward's page limit (2 page(s)); the rest of the list was not read"],
    ['deadline', 'timeouts.run_ms passed before tools/list was read to its end (after 2 page(s))'],
  ] as const)('%s is incomplete, with its facts, which the registry words', (stop, words) => {
    const [gap] = incompleteLists(toolsStopped({ stop, pages: [page(0), page(1)] }));
    expect(gap).toEqual({ list: 'tools', complete: false, reason: stop, method: 'tools/list', pages: 2 });
    expect(listGapText({ gap: gap!.reason, ...gap! }, (v) => String(v))).toBe(words);
  });

  it('words what the server said through the quote, and its own words bare', () => {
    const q = (v: unknown) => `«${String(v)}»`;
    expect(listGapText({ gap: 'error', method: 'tools/list', pages: 1, error: { code: -32603, message: 'boom' } }, q)).toBe('tools/list failed on page «2»: error «-32603» «boom»');
    expect(listGapText({ gap: 'timeout', method: 'tools/list', pages: 0, cause: 'no response' }, q)).toBe('tools/list got no answer: «no response»');
    expect(listGapText({ reason: 'a sentence from an older report' }, q)).toBe('«a sentence from an older report»');
  });
});

describe('incompleteReasons', () => {
  it('one reason per incomplete list, in capture order, then the deadline; a list the deadline cut is the deadline’s', () => {
    const s = toolsStopped({ stop: 'deadline', pages: [page(0)] });
    const withPrompts = { ...s, lists: { ...s.lists, prompts: { stop: 'page-cap' as const, pages: [page(0)] } } };
    expect(incompleteReasons({ snapshot: withPrompts, deadline: 'The run exceeded timeouts.run_ms (10 ms) while listing tools, page 2.' })).toEqual([
      { code: 'page-cap', list: 'prompts', message: "prompts/list was stopped at mcpward's page limit (1 page(s)); the rest of the list was not read" },
      { code: 'deadline', message: 'The run exceeded timeouts.run_ms (10 ms) while listing tools, page 2.' },
    ]);
  });

  it('a complete capture has none', () => {
    expect(incompleteReasons({ snapshot: snapshot([]) })).toEqual([]);
  });
});

describe('buildReport with incomplete reasons', () => {
  const pass = finding('handshake', 'pass', { subject: { kind: 'server', name: 'server' }, args: { method: 'initialize', version: '2025-11-25', era: 'legacy' } });
  const reason = { code: 'list-error' as const, list: 'tools' as const, message: 'tools/list failed: error -32603 boom' };

  it('a partial report: not completed, exit 2 even when everything judged passed, the findings kept', () => {
    const report = buildReport('run', undefined, [pass], undefined, undefined, [reason]);
    expect(report).toMatchObject({ completed: false, exitCode: 2, incomplete: { reasons: [reason] }, summary: { passed: 1 } });
    expect(report.fatal).toBeUndefined();
  });

  it('no reasons is a complete report; a fatal one is fatal, never also incomplete', () => {
    expect(buildReport('run', undefined, [pass], undefined, undefined, [])).toMatchObject({ completed: true, exitCode: 0 });
    const fatal = buildReport('run', undefined, [], { code: 'timeout', message: 'late' }, undefined, [reason]);
    expect(fatal).toMatchObject({ completed: false, exitCode: 2, fatal: { code: 'timeout' } });
    expect(fatal.incomplete).toBeUndefined();
  });
});

describe('refusalOf: the advice follows the gap', () => {
  const listError = { code: 'list-error' as const, list: 'tools' as const, message: 'tools/list failed on page 2: error -32603 boom' };
  const listTimeout = { code: 'list-timeout' as const, list: 'prompts' as const, message: 'prompts/list got no answer' };

  it('raising timeouts is advised only when a timeout cut the capture short', () => {
    expect(refusalOf([listError], 'nothing was written')).not.toContain('timeouts');
    expect(refusalOf([listError], 'nothing was written')).toContain('make the list answer in full');
    expect(refusalOf([listTimeout], 'nothing was written')).toContain('raise timeouts.call_ms');
    expect(refusalOf([listError, listTimeout], 'nothing was written')).toContain('make the list answer in full (and, if the server is slow rather than stuck, raise timeouts.call_ms)');
    expect(refusalOf([{ code: 'deadline', message: 'late' }], 'nothing was written')).toContain('raise timeouts.run_ms');
    expect(refusalOf([], 'nothing was written')).toBeUndefined();
  });
});
