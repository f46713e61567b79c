import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/rules/index.js';
import { applyPolicy, exitCodeOf, sortFindings, summarize } from '../../src/policy/index.js';
import { finding } from '../../src/rules/index.js';

const removed = finding('tool_removed', 'fail', { subject: { kind: 'tool', name: 'a' }, args: { tool: 'a' } });
const added = finding('tool_added', 'fail', { subject: { kind: 'tool', name: 'b' }, args: { tool: 'b' } });
const framing = finding('jsonrpc_framing', 'fail', { args: { method: 'x', issue: 'y' } });

describe('applyPolicy', () => {
  it.each([
    ['high', ['warn', 'warn']],
    ['medium', ['warn', 'warn']],
    ['low', ['fail', 'fail']],
  ] as const)('fail_on %s decides which low-severity drift fails', (failOn, expected) => {
    const out = applyPolicy([removed, added], { driftFailOn: failOn, severity: {} });
    expect(out.map((f) => f.status)).toEqual(expected);
  });

  it('a list of classes fails exactly those classes', () => {
    const out = applyPolicy([removed, added], { driftFailOn: ['tool_removed'], severity: {} });
    expect(out.map((f) => f.status)).toEqual(['fail', 'warn']);
  });

  it('severity overrides apply before the threshold', () => {
    const out = applyPolicy([removed, added], { driftFailOn: 'high', severity: { tool_removed: 'high' } });
    expect(out.map((f) => [f.severity, f.status])).toEqual([
      ['high', 'fail'],
      ['low', 'warn'],
    ]);
  });

  it('non-drift failures always fail unless info', () => {
    const info = { ...framing, severity: 'info' as const };
    const out = applyPolicy([framing, info], { driftFailOn: 'high', severity: {} });
    expect(out.map((f) => f.status)).toEqual(['fail', 'warn']);
  });

  it('never drops a finding', () => {
    expect(applyPolicy([removed, added, framing], { driftFailOn: 'high', severity: {} })).toHaveLength(3);
  });
});

describe('exit code', () => {
  it('is 2 when the run did not complete, whatever the findings', () => {
    expect(exitCodeOf({ completed: false, findings: [] })).toBe(2);
    expect(exitCodeOf({ completed: false, findings: [framing] })).toBe(2);
  });
  it('is 1 on a surviving failure, 0 on warnings only', () => {
    expect(exitCodeOf({ completed: true, findings: [framing] })).toBe(1);
    expect(exitCodeOf({ completed: true, findings: [{ ...framing, status: 'warn' }] })).toBe(0);
  });
});

describe('ordering and summary', () => {
  it('sorts by family, then status, then subject, deterministically', () => {
    const pass = finding('handshake', 'pass', { args: { method: 'initialize' } });
    const input: Finding[] = [added, pass, removed, framing];
    const sorted = sortFindings(input);
    expect(sorted.map((f) => f.rule)).toEqual(['jsonrpc_framing', 'handshake', 'tool_removed', 'tool_added']);
    expect(sortFindings([...input].reverse())).toEqual(sorted);
  });
  it('counts statuses', () => {
    expect(summarize([removed, { ...added, status: 'warn' }, finding('handshake', 'pass')])).toEqual({ passed: 1, failed: 1, warnings: 1, skipped: 0 });
  });
});
