import { describe, expect, it } from 'vitest';
import { record } from '../support/calls.js';
import { findingsOf, problemsOf } from './tester.js';

// The tester itself must be able to fail: each way a case can be wrong is reported.
const slow = [10, 5000, 5000, 5000, 5000].map((durationMs, sample) => record({ tool: 'slow', purpose: 'latency-sample', sample, group: 'slow' }, 'ok', { durationMs }));
const fast = [10, 12, 9].map((durationMs, sample) => record({ tool: 'fast', purpose: 'latency-sample', sample, group: 'fast' }, 'ok', { durationMs }));
const stuck = record({ tool: 'stuck' }, 'timeout', { durationMs: 30_000, reason: 'timed out' });
const budget = { checks: { latency: { p95_budget_ms: 100 } } };

describe('the rule tester', () => {
  it('holds a correct pair', () => {
    expect(problemsOf('latency_budget', 'invalid', { name: 'slow', evidence: { records: slow }, config: budget })).toEqual([]);
    expect(problemsOf('latency_budget', 'valid', { name: 'fast', evidence: { records: fast }, config: budget })).toEqual([]);
  });

  it('fails an invalid case on which the rule does not fire', () => {
    expect(problemsOf('latency_budget', 'invalid', { name: 'fast', evidence: { records: fast }, config: budget })).toEqual(['latency_budget did not fire on an invalid case']);
  });

  it('fails a valid case on which the rule fires', () => {
    expect(problemsOf('latency_budget', 'valid', { name: 'slow', evidence: { records: slow }, config: budget })).toEqual(['latency_budget fired on a valid case']);
  });

  it('fails a case on which a rule it does not name fires, unless `also` names it', () => {
    const c = { name: 'slow and stuck', evidence: { records: [...slow, stuck] }, config: budget };
    expect(problemsOf('latency_budget', 'invalid', c)).toEqual(['call_timeout (fail) fired, and the case does not name it']);
    expect(problemsOf('latency_budget', 'invalid', { ...c, also: ['call_timeout'] })).toEqual([]);
  });

  it('fails an invalid case whose rule fires at another severity than the case expects', () => {
    const c = { name: 'slow', evidence: { records: slow }, config: budget };
    const [f] = findingsOf('latency_budget', c).filter((x) => x.rule === 'latency_budget' && x.status !== 'pass');
    expect(problemsOf('latency_budget', 'invalid', { ...c, severity: f!.severity })).toEqual([]);
    const other = f!.severity === 'info' ? 'high' : 'info';
    expect(problemsOf('latency_budget', 'invalid', { ...c, severity: other })).toEqual([`latency_budget fired at ${f!.severity}, the case expects ${other}`]);
  });

  it('a rule that only reports a skip fires with its skip', () => {
    const refused = { name: 'refused', evidence: { plan: { refusals: [{ tool: 'delete_order', reason: 'not-read-only' as const, areas: ['latency' as const] }] } } };
    expect(problemsOf('tool_call_refused', 'invalid', refused)).toEqual([]);
    expect(problemsOf('tool_call_refused', 'valid', refused)).toEqual(['tool_call_refused fired on a valid case']);
  });

  it('checks the grade an invalid case expects, when it names one', () => {
    const c = { name: 'slow', evidence: { records: slow }, config: budget };
    const severity = problemsOf('latency_budget', 'invalid', c).length === 0 ? findingSeverity(c) : undefined;
    expect(problemsOf('latency_budget', 'invalid', { ...c, expect: { severity } })).toEqual([]);
    const other = severity === 'info' ? 'high' : 'info';
    expect(problemsOf('latency_budget', 'invalid', { ...c, expect: { severity: other } })).toEqual([expect.stringMatching(/^latency_budget fired as .*, expected /)]);
    expect(problemsOf('latency_budget', 'invalid', { ...c, expect: { args: { tool: 'fast' } } })).toEqual([expect.stringMatching(/^latency_budget fired as /)]);
  });
});

function findingSeverity(c: Parameters<typeof findingsOf>[1]) {
  return findingsOf('latency_budget', c).find((f) => f.rule === 'latency_budget' && (f.status === 'fail' || f.status === 'warn'))!.severity;
}
