import { acceptedEntryOf } from '../../../src/policy/accepted.js';
import { finding } from '../../../src/rules/index.js';
import type { CaseBook } from '../tester.js';

/** A failing finding of another family, and the entry that accepts it. */
const removed = finding('tool_removed', 'fail', { subject: { kind: 'tool', name: 'search' }, args: { tool: 'search' } });
const entry = acceptedEntryOf(removed, 'search moved to the v2 server');

export const policyCases: CaseBook = {
  accepted_finding_stale: {
    valid: [
      { name: 'the entry matches a finding that is still reported', evidence: {}, policy: { findings: [removed], accepted: [entry], today: '2026-06-01' } },
      {
        name: 'the entry expires later, or today (it holds through its expiry date)',
        evidence: {},
        policy: { findings: [removed], accepted: [{ ...entry, expires: '2026-06-01' }], today: '2026-06-01' },
      },
      { name: 'no accepted findings', evidence: {}, policy: { findings: [removed], accepted: [], today: '2026-06-01' } },
    ],
    invalid: [
      { name: 'the accepted finding is no longer reported', evidence: {}, policy: { findings: [], accepted: [entry], today: '2026-06-01' } },
      {
        name: 'the finding now passes',
        evidence: {},
        policy: { findings: [{ ...removed, status: 'pass' }], accepted: [entry], today: '2026-06-01' },
      },
      {
        name: 'the entry expired yesterday',
        evidence: {},
        policy: { findings: [removed], accepted: [{ ...entry, expires: '2026-05-31' }], today: '2026-06-01' },
      },
    ],
  },
};
