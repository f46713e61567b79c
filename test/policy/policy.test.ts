import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/rules/index.js';
import { applyPolicy, exitCodeOf, policyOf, sortFindings, summarize } from '../../src/policy/index.js';
import { finding } from '../../src/rules/index.js';

const removed = finding('tool_removed', 'fail', { subject: { kind: 'tool', name: 'a' }, args: { tool: 'a' } });
const added = finding('tool_added', 'fail', { subject: { kind: 'tool', name: 'b' }, args: { tool: 'b' } });
const framing = finding('jsonrpc_framing', 'fail', { args: { method: 'x', issue: 'y' } });

describe('applyPolicy', () => {
  it.each([
    ['high', ['warn', 'warn']],
    ['medium', ['fail', 'warn']],
    ['low', ['fail', 'fail']],
  ] as const)('fail_on %s decides which drift fails (a removed tool is medium, an added one low)', (failOn, expected) => {
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

  it('every other family fails at policy.fail_on (default medium): below it a failure is a warning', () => {
    const low = finding('server_info', 'fail');
    const info = { ...framing, severity: 'info' as const };
    const medium = { ...framing, severity: 'medium' as const };
    const statuses = (failOn?: 'high' | 'medium' | 'low') =>
      applyPolicy([framing, medium, low, info], { driftFailOn: 'high', severity: {}, ...(failOn ? { failOn } : {}) }).map((f) => f.status);
    expect(statuses()).toEqual(['fail', 'fail', 'warn', 'warn']);
    expect(statuses('high')).toEqual(['fail', 'warn', 'warn', 'warn']);
    expect(statuses('low')).toEqual(['fail', 'fail', 'fail', 'warn']);
  });

  it('rules: a severity override moves a finding across the threshold; off drops it', () => {
    const low = finding('server_info', 'fail');
    expect(applyPolicy([low], { driftFailOn: 'high', severity: { server_info: 'high' } })).toMatchObject([{ severity: 'high', status: 'fail' }]);
    expect(applyPolicy([low, framing], { driftFailOn: 'high', severity: {}, off: ['server_info'] }).map((f) => f.rule)).toEqual(['jsonrpc_framing']);
    expect(applyPolicy([framing], { driftFailOn: 'high', severity: { jsonrpc_framing: 'low' } })).toMatchObject([{ severity: 'low', status: 'warn' }]);
  });

  it('policyOf turns the config into the policy', () => {
    const policy = policyOf({
      policy: { fail_on: 'low' },
      checks: { drift: { fail_on: ['tool_removed'], severity: { tool_added: 'high' } } },
      rules: { ping: 'off', server_info: { severity: 'high' }, tool_added: 'medium' },
    });
    expect(policy).toEqual({ failOn: 'low', driftFailOn: ['tool_removed'], severity: { tool_added: 'medium', server_info: 'high' }, off: ['ping'] });
  });

  it('never drops a finding the user did not turn off', () => {
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
