import { describe, expect, it } from 'vitest';
import { record } from '../support/calls.js';
import { snapshot } from '../support/snapshot.js';
import { findingsOf, problemsOf, type RuleCase } from './tester.js';

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

describe('the findings an invalid case expects (ESLint\'s `errors`)', () => {
  const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: {} } });
  const ownTools = [tool('confirm_cost', 'Asks the user to confirm the cost. Call `get_cost` first.'), tool('get_cost', 'Returns the cost.')];
  const foreignTools = [tool('send_invoice', 'Sends an invoice. Before using this tool, you must call get_session_token.')];
  const own: RuleCase = { name: 'own workflow', evidence: { snapshot: snapshot(ownTools) } };
  const foreign: RuleCase = { name: 'foreign', evidence: { snapshot: snapshot(foreignTools) } };
  const both: RuleCase = { name: 'both', evidence: { snapshot: snapshot([...ownTools, ...foreignTools]) } };
  const ownNote = { variant: 'own-workflow', confidence: 'low', subject: 'tool:confirm_cost', args: { workflow: 'own' } } as const;
  const foreignHigh = { severity: 'high', confidence: 'medium', subject: 'tool:send_invoice', args: { workflow: 'foreign' } } as const;

  it('holds when every firing finding matches one expectation', () => {
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...own, findings: [ownNote] })).toEqual([]);
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...both, findings: [foreignHigh, ownNote] })).toEqual([]);
  });

  it('tells an own-workflow note at info from a foreign instruction at high', () => {
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...own, findings: [{ ...ownNote, variant: undefined, severity: 'high' }] })).toEqual([
      expect.stringMatching(/^expected finding 1 .*severity info, not high/),
      expect.stringMatching(/^unexpected finding tool_chaining_instruction warn info/),
    ]);
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...foreign, findings: [{ ...foreignHigh, args: { workflow: 'own' } }] })).toEqual([
      expect.stringMatching(/args.workflow "foreign", not "own"/),
      expect.stringMatching(/^unexpected finding/),
    ]);
  });

  it('fails on a wrong variant, confidence or subject', () => {
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...own, findings: [{ ...ownNote, variant: 'unnamed' }] })[0]).toMatch(/severity info, not low \(variant unnamed\)/);
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...own, findings: [{ ...ownNote, confidence: 'high' }] })[0]).toMatch(/confidence low, not high/);
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...own, findings: [{ ...ownNote, subject: 'tool:get_cost' }] })[0]).toMatch(/subject tool:confirm_cost, not tool:get_cost/);
  });

  it('fails on an extra finding and on a missing one', () => {
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...both, findings: [foreignHigh] })).toEqual([expect.stringMatching(/^2 finding\(s\) fired, the case expects 1/)]);
    expect(problemsOf('tool_chaining_instruction', 'invalid', { ...own, findings: [ownNote, foreignHigh] })).toEqual([
      expect.stringMatching(/^1 finding\(s\) fired, the case expects 2/),
      expect.stringMatching(/^expected finding 2 .*no such finding|^expected finding 2 /),
    ]);
  });

  it('checks a finding of another rule the expectations name, and that an argument is absent', () => {
    const c = { name: 'slow and stuck', evidence: { records: [...slow, stuck] }, config: budget, also: ['call_timeout' as const] };
    expect(problemsOf('latency_budget', 'invalid', { ...c, findings: [{ args: { subject: 'slow' } }, { rule: 'call_timeout', args: { tool: 'stuck' } }] })).toEqual([]);
    // Only the rule under test and the rules the expectations name are counted: `also` alone allows.
    expect(problemsOf('latency_budget', 'invalid', { ...c, findings: [{ args: { subject: 'slow' } }] })).toEqual([]);
    expect(problemsOf('latency_budget', 'invalid', { ...c, findings: [{ args: { subject: 'slow' } }, { rule: 'call_timeout', args: { tool: 'slow' } }] })).toEqual([
      expect.stringMatching(/^expected finding 2 .*args.tool "stuck", not "slow"/),
      expect.stringMatching(/^unexpected finding call_timeout/),
    ]);
    expect(problemsOf('latency_budget', 'invalid', { ...c, findings: [{ args: { subject: 'slow', budget: undefined } }, { rule: 'call_timeout' }] })[0]).toMatch(/args.budget 100, not absent/);
  });
});

