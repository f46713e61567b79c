import { describe, expect, it } from 'vitest';
import { acceptedEntryOf, isExpired, isIsoDate, mergeAccepted, parseAccepted, type AcceptedEntry } from '../../src/policy/accepted.js';
import { applyPolicy, staleAccepted, type Policy } from '../../src/policy/index.js';
import { findingFingerprints } from '../../src/report/sarif.js';
import { finding, type Finding } from '../../src/rules/index.js';
import { findingHash } from '../../src/rules/identity.js';
import { unjudgedRules } from '../../src/checks/index.js';
import { config } from '../support/calls.js';

const framing = finding('jsonrpc_framing', 'fail', { args: { method: 'tools/list', issue: 'id mismatch' } });
const poisoned = finding('injection_pattern', 'fail', { subject: { kind: 'tool', name: 'search' }, args: { field: 'description', pattern: 'ignore previous' } });
const entry = (f: Finding = framing, extra: Partial<AcceptedEntry> = {}): AcceptedEntry => ({ ...acceptedEntryOf(f, 'vendor bug, tracked upstream'), ...extra });
const base: Policy = { driftFailOn: 'high', severity: {}, today: '2026-12-03' };

describe('the accepted entry', () => {
  it('is keyed by the SARIF finding hash, so the two name the same finding', () => {
    const e = entry();
    expect(e).toEqual({ fingerprint: findingHash(framing), rule: 'jsonrpc_framing', subject: 'server', reason: 'vendor bug, tracked upstream' });
    expect(findingFingerprints([framing])[0]).toBe(`${e.fingerprint}:1`);
    expect(acceptedEntryOf(poisoned, 'r', '2027-01-31')).toMatchObject({ subject: 'tool:search', expires: '2027-01-31' });
  });

  it('holds only fingerprint, rule, subject, reason and expiry: no evidence or arguments', () => {
    const withEvidence = { ...framing, evidence: { after: 'sk-live-secret' } };
    expect(Object.keys(acceptedEntryOf(withEvidence, 'r')).sort()).toEqual(['fingerprint', 'reason', 'rule', 'subject']);
    expect(JSON.stringify(acceptedEntryOf(withEvidence, 'r'))).not.toContain('sk-live-secret');
  });
});

describe('parseAccepted', () => {
  const good = entry();
  it('reads entries, and treats an empty file as none', () => {
    expect(parseAccepted({ accepted: [good] })).toEqual({ entries: [good], problems: [] });
    expect(parseAccepted(null)).toEqual({ entries: [], problems: [] });
    expect(parseAccepted({ accepted: [{ ...good, expires: '2027-01-31' }] }).entries[0]!.expires).toBe('2027-01-31');
  });

  it('names every problem by entry and key', () => {
    const { entries, problems } = parseAccepted({
      accepted: [
        { ...good, reason: '  ' },
        { ...good, fingerprint: 'abc' },
        { ...good, rule: 'tool_remove' },
        { ...good, expires: '2027-02-30' },
        { ...good, note: 'x' },
        'nope',
      ],
      extra: 1,
    });
    expect(entries).toEqual([]);
    expect(problems).toEqual([
      'extra: unknown key; the file has one key, `accepted`',
      'accepted[0].reason: is required: say why the finding is accepted',
      'accepted[1].fingerprint: expected the 64 hex digits `mcpward accept` writes',
      'accepted[2].rule: expected a rule id (`mcpward rules` lists them)',
      'accepted[3].expires: expected a date YYYY-MM-DD (quote it)',
      'accepted[4].note: unknown key',
      'accepted[5]: expected a mapping with fingerprint, rule, subject and reason',
    ]);
  });

  it('dates are real calendar days; an entry holds through its expiry date', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-31')).toBe(false);
    expect(isExpired({ ...good, expires: '2026-12-03' }, '2026-12-03')).toBe(false);
    expect(isExpired({ ...good, expires: '2026-12-02' }, '2026-12-03')).toBe(true);
    expect(isExpired(good, '9999-12-31')).toBe(false);
  });

  it('merging replaces an entry for the same finding and appends new ones once', () => {
    const other = entry(poisoned);
    const renewed = { ...good, reason: 'new reason', expires: '2027-06-30' };
    expect(mergeAccepted([good], [other, renewed, other])).toEqual([renewed, other]);
  });
});

describe('accepted findings in the policy', () => {
  it('an accepted failure is a warning that says so, whatever its severity', () => {
    const [out] = applyPolicy([framing], { ...base, accepted: [entry(framing, { expires: '2027-01-31' })] });
    expect(out).toMatchObject({ rule: 'jsonrpc_framing', status: 'warn', accepted: { reason: 'vendor bug, tracked upstream', expires: '2027-01-31' } });
  });

  it('an accepted warning is marked too; passes and skips are never matched', () => {
    const warn = { ...framing, status: 'warn' as const };
    expect(applyPolicy([warn], { ...base, accepted: [entry()] })[0]!.accepted).toBeDefined();
    const pass = { ...framing, status: 'pass' as const };
    const policy = { ...base, accepted: [entry()] };
    const policed = applyPolicy([pass], policy);
    expect(policed[0]!.accepted).toBeUndefined();
    expect(staleAccepted(policed, policy)).toMatchObject([{ rule: 'accepted_finding_stale', status: 'warn', args: { why: 'unmatched' } }]);
  });

  it('an expired entry no longer suppresses: the finding fails again, and the entry says it expired', () => {
    const policy = { ...base, accepted: [entry(framing, { expires: '2026-12-02' })] };
    const policed = applyPolicy([framing], policy);
    expect(policed).toMatchObject([{ rule: 'jsonrpc_framing', status: 'fail' }]);
    expect(policed[0]!.accepted).toBeUndefined();
    expect(staleAccepted(policed, policy)).toMatchObject([
      { rule: 'accepted_finding_stale', status: 'warn', severity: 'low', args: { why: 'expired', expires: '2026-12-02', rule: 'jsonrpc_framing', subject: 'server' } },
    ]);
  });

  it('a matching entry is not stale; an entry of a family that did not judge is not judged', () => {
    const policy = { ...base, accepted: [entry(), entry(poisoned)] };
    const policed = applyPolicy([framing], policy);
    expect(staleAccepted(policed, policy).map((f) => f.args)).toMatchObject([{ rule: 'injection_pattern', why: 'unmatched' }]);
    expect(staleAccepted(policed, { ...policy, judged: new Set(['compliance'] as const) })).toEqual([]);
  });

  it('an entry of a rule its judged family could not evaluate (output shape under --no-calls) is not stale', () => {
    const shape = finding('breaking_output_shape_change', 'fail', { subject: { kind: 'tool', name: 'search' }, args: { tool: 'search', section: 'structuredContent', kind: 'type-changed', at: '/items' } });
    const policy = { ...base, accepted: [entry(shape)], judged: new Set(['drift'] as const) };
    expect(staleAccepted([], policy).map((f) => f.args)).toMatchObject([{ rule: 'breaking_output_shape_change', why: 'unmatched' }]);
    expect(staleAccepted([], { ...policy, unjudged: new Set(unjudgedRules(config({ calls: { enabled: false } }))) })).toEqual([]);
    expect(unjudgedRules(config({}))).toEqual([]);
  });

  it('rules: off for the entry\'s rule or for accepted_finding_stale silences the stale warning', () => {
    const policy = { ...base, accepted: [entry(poisoned)] };
    expect(staleAccepted([], { ...policy, off: ['injection_pattern'] })).toEqual([]);
    expect(staleAccepted([], { ...policy, off: ['accepted_finding_stale'] })).toEqual([]);
    expect(staleAccepted([], { ...policy, severity: { accepted_finding_stale: 'high' } })).toMatchObject([{ severity: 'high', status: 'warn' }]);
  });
});
