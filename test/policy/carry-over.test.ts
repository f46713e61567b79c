import { expect, it } from 'vitest';

// Accepted entries written before a rule's identity was widened (src/rules/identity.ts FORMER_IDENTITY)
// carry over through the policy itself, not only in the unit under src/policy/accepted.ts.
import { applyPolicy, policyOf, staleAccepted } from '../../src/policy/index.js';
import { acceptedEntryOf } from '../../src/policy/accepted.js';
import { findingHash, formerHash } from '../../src/rules/identity.js';
import { finding } from '../../src/rules/index.js';
import { config } from '../support/calls.js';
it('an entry under a former identity accepts its one finding, and an ambiguous one accepts nothing and is stale', () => {
  const f = finding('latency_budget', 'fail', { subject: { kind: 'tool', name: 'slow' }, args: { subject: 'slow', samples: 5, failures: 0, budget: 100, median: 400 } });
  const old = { ...acceptedEntryOf(f, 'known'), fingerprint: formerHash(f)! };
  expect(old.fingerprint).not.toBe(findingHash(f));
  const policy = { ...policyOf(config({})), accepted: [old], today: '2026-01-01' };
  const policed = applyPolicy([f], policy);
  expect(policed[0]!.accepted).toEqual({ reason: 'known' });
  expect(staleAccepted(policed, policy)).toEqual([]);
  const t = (list: string) => finding('pagination_terminates', 'fail', { subject: { kind: 'server', name: 'server' }, args: { list, stop: 'page-cap', pages: 1000 } });
  const amb = { ...acceptedEntryOf(t('tools'), 'k'), fingerprint: formerHash(t('tools'))! };
  const p2 = { ...policy, accepted: [amb] };
  const policed2 = applyPolicy([t('tools'), t('resources')], p2);
  expect(policed2.some((x) => x.accepted)).toBe(false);
  expect(staleAccepted(policed2, p2).map((x) => x.rule)).toEqual(['accepted_finding_stale']);
});
