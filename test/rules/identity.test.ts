/**
 * Identity that separates: over every case of every rule, two findings about different things get
 * different fingerprints, and an accepted entry written for one finding accepts that finding and
 * no other. A rule whose `identity` leaves out what tells two of its findings apart fails here (the
 * review matrix's twelve rows once shared one fingerprint, so accepting one row accepted another).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyPolicy, policyOf } from '../../src/policy/index.js';
import { acceptedEntryOf, carryOver } from '../../src/policy/accepted.js';
import { FORMER_IDENTITY, findingHash, formerHash } from '../../src/rules/identity.js';
import { finding, RULES, ruleMeta, type Finding, type RuleId } from '../../src/rules/index.js';
import { config } from '../support/calls.js';
import { BOOK } from './cases/index.js';
import { findingsOf, type RuleCase, type RuleCases } from './tester.js';

/** What a finding is, apart from status and grade: two findings equal here are one finding reported twice. */
const whole = (f: Finding) => JSON.stringify([f.rule, f.subject ?? null, f.path ?? null, f.args]);
/** Every finding of a case, each as a failure: any of them may fail in some run, and then be accepted. */
const failing = (rule: RuleId, c: RuleCase): Finding[] => findingsOf(rule, c).map((f) => ({ ...f, status: 'fail' as const }));
const POLICY = { ...policyOf(config({})), today: '2026-01-01' };
const acceptedBy = (findings: readonly Finding[], f: Finding) =>
  new Set(applyPolicy(findings, { ...POLICY, accepted: [acceptedEntryOf(f, 'known')] }).filter((p) => p.accepted).map(whole));

/** The computation before identities were widened: string arguments only, over the identity declared then. */
function v1Hash(f: Finding, keys: readonly string[]): string {
  const args = f.args as Record<string, unknown>;
  const identity = keys.flatMap((k) => (typeof args[k] === 'string' ? [[k, args[k]]] : []));
  return createHash('sha256').update(JSON.stringify([f.rule, f.subject?.kind ?? null, f.subject?.name ?? null, f.path ?? null, identity])).digest('hex');
}

const everyCase = (Object.entries(BOOK) as Array<[RuleId, RuleCases]>).flatMap(([rule, cases]) =>
  [...cases.invalid.map((c) => ['invalid', c] as const), ...cases.valid.map((c) => ['valid', c] as const)].map(([kind, c]) => ({ rule, kind, c })),
);

describe('identity separates findings', () => {
  for (const { rule, kind, c } of everyCase) {
    it(`${rule} ${kind}: ${c.name}`, () => {
      const found = failing(rule, c);
      const byHash = new Map<string, string>();
      const collisions: string[] = [];
      for (const f of found) {
        const seen = byHash.get(findingHash(f));
        if (seen !== undefined && seen !== whole(f)) collisions.push(`${seen} shares a fingerprint with ${whole(f)}`);
        byHash.set(findingHash(f), whole(f));
      }
      expect(collisions).toEqual([]);
      // Accepting each finding in turn accepts exactly the findings that are it.
      if (kind === 'invalid') for (const f of found) expect(acceptedBy(found, f)).toEqual(new Set([whole(f)]));
    });
  }
});

describe('identity is stable', () => {
  it('findings of a rule whose identity did not change keep the fingerprint they had', () => {
    let compared = 0;
    for (const { rule, c } of everyCase) {
      for (const f of findingsOf(rule, c)) {
        if (FORMER_IDENTITY[f.rule] !== undefined) continue;
        expect(findingHash(f), `${f.rule} in ${rule}: ${c.name}`).toBe(v1Hash(f, ruleMeta(f.rule).identity));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('the former identity of a widened rule is what the fingerprint was computed from', () => {
    for (const { rule, c } of everyCase) for (const f of findingsOf(rule, c)) {
      const former = FORMER_IDENTITY[f.rule];
      if (former !== undefined) expect(formerHash(f)).toBe(v1Hash(f, former));
    }
  });

  it('every widened rule names more than it did, and every other rule with arguments that tell findings apart declares them', () => {
    for (const [id, former] of Object.entries(FORMER_IDENTITY)) {
      const now = ruleMeta(id).identity;
      expect(now.length, id).toBeGreaterThan(former!.length);
      expect(now.slice(0, former!.length), id).toEqual(former);
    }
    expect(Object.keys(RULES).filter((id) => ruleMeta(id).identity.length === 0).length).toBeLessThan(41);
  });
});

describe('the review matrix', () => {
  const c = BOOK.review_matrix!.invalid[0]!;
  const rows = findingsOf('review_matrix', c).filter((f) => f.rule === 'review_matrix');

  it('gives each row its own fingerprint, so accepting one failing row never accepts another', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map(findingHash)).size).toBe(rows.length);
    // The reported bug: row A accepted while it failed; a later run where A passes and B fails.
    const [a, b] = rows as [Finding, Finding];
    const entry = acceptedEntryOf({ ...a, status: 'fail' }, 'known');
    const later = applyPolicy([{ ...a, status: 'pass' }, { ...b, status: 'fail' }], { ...POLICY, accepted: [entry] });
    expect(later.find((f) => f.status !== 'pass')).toMatchObject({ status: 'fail' });
    expect(later.some((f) => f.accepted)).toBe(false);
  });

  it('rows shared one fingerprint under the former identity (the collision this fixes)', () => {
    expect(new Set(rows.map((f) => formerHash(f))).size).toBe(1);
  });
});

describe('carry-over of accepted entries written under a former identity', () => {
  const terminates = (list: string) => finding('pagination_terminates', 'fail', { subject: { kind: 'server', name: 'server' }, args: { list, stop: 'page-cap', pages: 1000 } });
  const latency = (subject: string, status: 'fail' | 'pass' = 'fail') => finding('latency_budget', status, { subject: { kind: 'tool', name: subject }, args: { subject, samples: 5, failures: 0, budget: 100, median: 400 } });

  it('an entry whose fingerprint is the former one of exactly one finding now holds its current fingerprint', () => {
    const f = latency('slow');
    const old = { ...acceptedEntryOf(f, 'known slow'), fingerprint: formerHash(f)! };
    expect(old.fingerprint).not.toBe(findingHash(f));
    const { entries, carried } = carryOver([old], [f, terminates('tools')]);
    expect(entries).toEqual([{ ...old, fingerprint: findingHash(f) }]);
    expect(carried).toEqual([{ from: old.fingerprint, to: findingHash(f), rule: 'latency_budget', subject: 'tool:slow' }]);
    expect(applyPolicy([f], { ...POLICY, accepted: entries })[0]!.accepted).toEqual({ reason: 'known slow' });
  });

  it('an entry that matches several findings under the former identity is not carried (it goes stale instead of picking one)', () => {
    const [tools, resources] = [terminates('tools'), terminates('resources')];
    expect(formerHash(tools)).toBe(formerHash(resources));
    const old = { ...acceptedEntryOf(tools, 'known'), fingerprint: formerHash(tools)! };
    const { entries, carried } = carryOver([old], [tools, resources]);
    expect(entries).toEqual([old]);
    expect(carried).toEqual([]);
    expect(applyPolicy([tools, resources], { ...POLICY, accepted: entries }).some((f) => f.accepted)).toBe(false);
  });

  it('counts passing findings as candidates too: the former fingerprint of rows that pass now is still ambiguous', () => {
    const [tools, resources] = [terminates('tools'), { ...terminates('resources'), status: 'pass' as const }];
    const old = { ...acceptedEntryOf(tools, 'known'), fingerprint: formerHash(tools)! };
    expect(carryOver([old], [tools, resources]).carried).toEqual([]);
  });

  it('leaves current entries and entries of rules whose identity never changed alone', () => {
    const f = latency('slow');
    const current = acceptedEntryOf(f, 'known');
    const other = acceptedEntryOf(finding('tool_removed', 'fail', { subject: { kind: 'tool', name: 'gone' }, args: { tool: 'gone' } }), 'moved');
    expect(carryOver([current, other], [f]).entries).toEqual([current, other]);
    expect(carryOver([current, other], [f]).carried).toEqual([]);
  });
});
