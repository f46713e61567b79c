import { rule } from './types.js';

/** Registry entries of the behavioral family: suites, and the calls mcpward refuses to make. */
export const behavioralRules = {
  suite_case: rule<{ tool: string; case: string; checked?: number; failed?: number; expectation?: string; reason?: string; note?: string; skipped?: boolean }>()({
    family: 'behavioral',
    severity: 'medium',
    identity: ['tool', 'case'],
    title: 'Suite case meets its expectations',
    description:
      'Each case of `suites` calls its tool once with its `args` and checks every expectation: `tool_is_error`, `protocol_error_code`, `output_matches_schema`, `jsonpath` (equality, or `equals`, `exists`, `matches`, `contains`, `length`, `type`, `gt`, `lt`, evaluated against the whole result, e.g. `$.content[0].type`) and `golden` (the result’s content, structuredContent and isError, without `_meta`, equal to the golden JSON file). Every case is its own finding, named `<tool> › <case>`. Medium: a failed case means the tool does not do what its user says it must; from the expectation alone mcpward cannot tell whether that misleads a client or only breaks a caller, so it takes the middle.',
    remediation:
      'Fix the server, or the expectation if the behaviour changed on purpose. For golden files, review the difference and re-record with `mcpward run --update-golden`.',
    message: (a, q) =>
      a.skipped
        ? `Case ${q(a.case)} was not run: ${q(a.reason)}`
        : `Case ${q(a.case)}: ${q(a.failed)} of ${q(a.checked)} expectation(s) failed, first ${q(a.expectation)}: ${q(a.reason)}`,
    passMessage: (a, q) =>
      a.note === undefined ? `Case ${q(a.case)} met ${q(a.checked)} expectation(s)` : `Case ${q(a.case)} met ${q(a.checked)} expectation(s); ${q(a.note)}`,
  }),
  tool_call_refused: rule<{ tool: string; areas: string; reason: string }>()({
    family: 'behavioral',
    severity: 'info',
    reports: 'skip',
    identity: ['tool'],
    title: 'Tools that might have side effects are not called',
    description:
      'mcpward calls a tool only when the user allowlisted it with arguments (`suites`, `checks.latency.tools`, `checks.drift.output.tools`) or when it is annotated `readOnlyHint: true`, its description does not say it changes, runs or sends something (the evidence `readonly_hint_mismatch` reports: the server’s hint is a claim, and a call that writes cannot be taken back), requires no argument and `checks.drift.output.call_readonly` is on. Every other tool is reported here with the reason, so a missing check is never silent. Info: a record of what mcpward chose not to call; it never fails a run.',
    remediation: 'To include the tool, allowlist it with arguments under `checks.latency.tools`, `checks.drift.output.tools` or `suites`.',
    message: (a, q) => `Tool ${q(a.tool)} not called for ${q(a.areas)}: ${q(a.reason)}`,
  }),
};
