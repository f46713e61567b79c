import { rule } from './types.js';

/**
 * Why mcpward did not call a tool: the refusal codes of the call plan (`RefusalReason` in
 * src/snapshot/calls.ts, which must match these keys), in words. `tool_call_refused`, a skipped
 * suite case and drift's `output_not_compared` all say it with these.
 */
export const REFUSAL_WORDS = {
  'not-read-only': 'not read-only (no readOnlyHint: true) and not allowlisted',
  'says-it-changes': 'annotated read-only, but its description says it changes, runs or sends something (see readonly_hint_mismatch); allowlist it to call it',
  'needs-arguments': 'needs arguments and not allowlisted with any',
  'auto-calls-disabled': 'not allowlisted, and checks.drift.output.call_readonly is off',
  'not-listed': 'not listed by the server',
  'calls-off': 'calls are off (--no-calls or calls.enabled: false)',
} as const;
export type RefusalCode = keyof typeof REFUSAL_WORDS;

/**
 * A code the registry words, or anything else as it is: a report written before reasons were
 * codes carries the sentence itself, which still reads right.
 */
function wordsOf(words: Readonly<Record<string, string>>, value: unknown): string | undefined {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(words, value) ? words[value] : undefined;
}

/** The sentence for a refusal code. */
export function refusalWords(reason: unknown): string {
  return wordsOf(REFUSAL_WORDS, reason) ?? String(reason);
}

/** What came back from a call (the collector's layer): a result, one with isError, a JSON-RPC error, or no answer. */
export type Answer = 'ok' | 'tool' | 'protocol' | 'timeout' | 'transport' | 'skipped';

/**
 * Why one expectation of a suite case failed, or why the case was not run: a code the check emits
 * with the facts as arguments. The sentence is the registry's (`suiteReason`), never the check's.
 * `got`/`code` are what came back (the JSON-RPC error code when `got` is `protocol`); `detail` is
 * text from the collector, the schema compiler, the JSONPath parser or the golden-file reader,
 * which may quote the server and is only ever rendered inside the quoted reason.
 */
export const SUITE_REASONS = {
  'no-answer': 'no answer: {got}{(detail)}',
  'unexpected-error': 'unexpected {answer}',
  'expected-tool-error': 'expected a result with isError: true, got {answer}',
  'expected-success': 'expected a successful result, got {answer}',
  'expected-error-code': 'expected JSON-RPC error {wanted}, got {answer}',
  'no-result': 'no result to evaluate: got {answer}',
  'no-output-schema': 'the tool declares no outputSchema',
  'output-schema-invalid': 'outputSchema does not compile: {detail}',
  'no-structured-content': 'no structuredContent: got {answer}',
  'schema-matches': 'structuredContent matches the outputSchema, expected a mismatch',
  'schema-mismatch': 'structuredContent{at} {mismatch}',
  'nothing-to-compare': 'nothing to compare: got {answer}',
  'golden-missing': 'golden missing (written now; review and commit it)',
  'golden-unreadable': 'golden file unreadable: {detail}',
  'golden-mismatch': 'golden mismatch',
  'jsonpath-invalid': 'invalid JSONPath: {detail}',
  'path-matches': 'path matches, expected no match',
  'path-no-match': 'path matches nothing',
  'value-differs': 'value differs',
  'not-a-string': 'expected a string to match, got {jsonType}',
  'no-regex-match': 'value does not match /{pattern}/',
  'string-lacks': 'string does not contain the value',
  'array-lacks': 'array does not contain the element',
  'not-searchable': 'expected a string or array to search, got {jsonType}',
  'not-sized': 'expected a string or array, got {jsonType}',
  'length-differs': 'length is {length}',
  'type-differs': 'value is {jsonType}',
  'not-greater': 'expected a number greater than {limit}',
  'not-less': 'expected a number less than {limit}',
  'not-sent': '{detail}',
  'not-made': 'the call was not made',
} as const;
export type SuiteReasonCode = keyof typeof SUITE_REASONS;

/** The facts a suite reason may carry, as rule arguments (and in each entry of `evidence.failures`). */
export type SuiteReasonArgs = {
  reason?: SuiteReasonCode | RefusalCode;
  got?: Answer;
  code?: number;
  wanted?: number;
  detail?: string;
  at?: string;
  pattern?: string;
  jsonType?: string;
  length?: number;
  limit?: number;
};

/** What came back, in words. */
function answerWords(a: SuiteReasonArgs): string {
  switch (a.got) {
    case 'protocol':
      return `JSON-RPC error ${a.code ?? '?'}`;
    case 'tool':
      return 'a result with isError: true';
    case 'ok':
      return 'a successful result';
    default:
      return String(a.got);
  }
}

/** The sentence for a suite reason (a failed expectation, or why a case was not run). */
export function suiteReason(a: SuiteReasonArgs): string {
  const refusal = wordsOf(REFUSAL_WORDS, a.reason);
  if (refusal !== undefined) return refusal;
  const template = wordsOf(SUITE_REASONS, a.reason);
  if (template === undefined) return a.reason === undefined ? 'no reason given' : String(a.reason);
  // Each fact is substituted once, from the arguments, never re-scanned for placeholders.
  return template.replace(/\{(\(detail\)|[a-zA-Z]+)\}/g, (_whole, key: string) => {
    switch (key) {
      case '(detail)':
        return a.detail === undefined ? '' : ` (${a.detail})`;
      case 'answer':
        return answerWords(a);
      case 'mismatch':
        // The validator's words for a schema mismatch, when it gave any.
        return a.detail ?? 'does not match';
      case 'at':
        return a.at ?? '';
      default:
        return String(a[key as keyof SuiteReasonArgs]);
    }
  });
}

/** Registry entries of the behavioral family: suites, and the calls mcpward refuses to make. */
export const behavioralRules = {
  suite_case: rule<{ tool: string; case: string; checked?: number; failed?: number; expectation?: string; note?: string; skipped?: boolean } & SuiteReasonArgs>()({
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
        ? `Case ${q(a.case)} was not run: ${q(suiteReason(a))}`
        : `Case ${q(a.case)}: ${q(a.failed)} of ${q(a.checked)} expectation(s) failed, first ${q(a.expectation)}: ${q(suiteReason(a))}`,
    passMessage: (a, q) =>
      a.note === undefined ? `Case ${q(a.case)} met ${q(a.checked)} expectation(s)` : `Case ${q(a.case)} met ${q(a.checked)} expectation(s); ${q(a.note === 'golden-updated' ? 'golden updated' : a.note)}`,
  }),
  // `reason` is a RefusalCode; typed as any string because a report written before reasons were
  // codes carries the sentence, which refusalWords renders as it is.
  tool_call_refused: rule<{ tool: string; areas: string; reason: string }>()({
    family: 'behavioral',
    severity: 'info',
    reports: 'skip',
    identity: ['tool'],
    title: 'Tools that might have side effects are not called',
    description:
      'mcpward calls a tool only when the user allowlisted it with arguments (`suites`, `checks.latency.tools`, `checks.drift.output.tools`) or when it is annotated `readOnlyHint: true`, its description does not say it changes, runs or sends something (the evidence `readonly_hint_mismatch` reports: the server’s hint is a claim, and a call that writes cannot be taken back), requires no argument and `checks.drift.output.call_readonly` is on. Every other tool is reported here with the reason, so a missing check is never silent. Info: a record of what mcpward chose not to call; it never fails a run.',
    remediation: 'To include the tool, allowlist it with arguments under `checks.latency.tools`, `checks.drift.output.tools` or `suites`.',
    message: (a, q) => `Tool ${q(a.tool)} not called for ${q(a.areas)}: ${q(refusalWords(a.reason))}`,
  }),
};
