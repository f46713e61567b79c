import { rule } from './types.js';

/**
 * Registry entries of the policy family: findings about the run's own policy (the accepted-findings
 * file), emitted by src/policy rather than by a check family, because only the policy sees both
 * the entries and every family's findings.
 */
export const policyRules = {
  accepted_finding_stale: rule<{ fingerprint: string; rule: string; subject: string; reason: string; why: string; expires?: string }>()({
    family: 'policy',
    severity: 'low',
    identity: ['fingerprint'],
    title: 'Every accepted finding still matches a finding',
    description:
      'An entry of the accepted-findings file (`policy.accepted`, written by `mcpward accept`) matches findings by fingerprint: the SARIF finding hash of rule, subject, path and identity arguments. An entry whose finding is no longer reported (fixed, renamed, or a rule whose family ran and no longer fires) is stale; an entry past its `expires` date no longer suppresses its finding, which fails again if policy says it fails. Both are reported as this warning so the file does not silently rot. Entries of rules whose family did not run (e.g. security entries under `mcpward diff`) or that are turned `off` are not judged. Low: a stale or expired entry suppresses nothing any more; only the upkeep of the file suffers.',
    remediation: 'Delete the stale entry from the accepted-findings file, or for an expired one fix the finding, or renew it with `mcpward accept --expires` and a reason.',
    message: (a, q) =>
      a.why === 'expired'
        ? `Accepted finding ${q(a.rule)} at ${q(a.subject)} expired on ${q(a.expires)} and no longer suppresses it (accepted because: ${q(a.reason)})`
        : `Accepted finding ${q(a.rule)} at ${q(a.subject)} matches nothing any more (accepted because: ${q(a.reason)})`,
  }),
};
