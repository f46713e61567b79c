import type { JsonValue } from '../model.js';
import { ONE_PER_SUBJECT, rule, term } from './types.js';

/**
 * Why a completion rule did not judge, why an answer did not parse, or how `total` and `hasMore`
 * disagree with the values: a code the check emits with the facts as arguments. The sentence is
 * the registry's (`completionReason`), never the check's.
 */
export type CompletionReason =
  | { reason: 'not-advertised' }
  | { reason: 'nothing-to-complete' }
  | { reason: 'not-sent' }
  | { reason: 'context-listing-incomplete' }
  | { reason: 'not-advertised-to-context' }
  | { reason: 'no-completion-object' }
  | { reason: 'values-not-array' }
  | { reason: 'value-not-string'; index: number }
  | { reason: 'no-result'; actual: string }
  | { reason: 'context-unusable'; actual: string }
  | { reason: 'total-not-whole'; total: JsonValue }
  | { reason: 'hasMore-not-boolean'; hasMore: JsonValue }
  | { reason: 'total-below-values'; total: number; values: number }
  | { reason: 'hasMore-false-total-differs'; total: number; values: number }
  | { reason: 'hasMore-true-total-not-above'; total: number; values: number }
  | { reason: 'over-limit-without-hasMore'; values: number };

/** The arguments a completion reason may carry, as rule arguments (all optional). */
type ReasonArgs = { reason?: CompletionReason['reason']; index?: number; actual?: string; total?: JsonValue; hasMore?: JsonValue; values?: number };

/** The sentence for a completion reason (the review's completion section states it too). */
export function completionReason(a: ReasonArgs): string {
  switch (a.reason) {
    case 'not-advertised':
      return 'the server does not advertise completions';
    case 'nothing-to-complete':
      return 'no prompt argument or resource-template variable to complete';
    case 'not-sent':
      return 'not sent';
    case 'context-listing-incomplete':
      return 'the tools listing of this context did not complete';
    case 'not-advertised-to-context':
      return 'completions are not advertised to this context';
    case 'no-completion-object':
      return 'the result has no completion object';
    case 'values-not-array':
      return 'completion.values is not an array';
    case 'value-not-string':
      return `completion.values[${String(a.index)}] is not a string`;
    case 'no-result':
    case 'context-unusable':
      return String(a.actual);
    case 'total-not-whole':
      return `total is ${JSON.stringify(a.total)}, not a whole number`;
    case 'hasMore-not-boolean':
      return `hasMore is ${JSON.stringify(a.hasMore)}, not a boolean`;
    case 'total-below-values':
      return `total ${String(a.total)} is smaller than the ${String(a.values)} values returned`;
    case 'hasMore-false-total-differs':
      return `hasMore is false but total ${String(a.total)} differs from the ${String(a.values)} values returned`;
    case 'hasMore-true-total-not-above':
      return `hasMore is true but total ${String(a.total)} does not exceed the ${String(a.values)} values returned`;
    case 'over-limit-without-hasMore':
      return `${String(a.values)} values were returned without hasMore: true`;
    default:
      return 'no reason given';
  }
}

const KIND: Record<string, string> = { prompt: 'prompt', resource_template: 'resource template' };
const SHOULD = 'The spec says SHOULD here, so a deviation is a warning, never a failure.';

/** Registry entries of the completion family: `completion/complete` and authorization contexts. */
export const completionRules = {
  completion_answers: rule<{ skipped?: boolean; kind?: "prompt" | "resource_template"; ref?: string; count?: number; argument?: string } & ReasonArgs>()({
    family: 'completion',
    severity: 'medium',
    identity: ['kind'],
    title: 'Completions answer for every advertised argument',
    description:
      'When the server advertises `completions`, mcpward sends `completion/complete` for every prompt argument and every resource-template variable it lists (one request at a time, empty prefix). Each must answer with `completion.values`, an array of strings. An error for an argument the server itself advertised leaves clients with no suggestions and no reason. Medium: users get no suggestions and no reason, but nothing is run or shown that should not be.',
    remediation: 'Answer every advertised argument, with an empty `values` array when there is nothing to suggest.',
    message: (a, q) =>
      a.skipped
        ? `Completions not checked: ${q(completionReason(a))}`
        : `Completion of ${term(a.kind, KIND, q)} ${q(a.ref)} argument ${q(a.argument)} failed: ${q(completionReason(a))}`,
    passMessage: (a, q) => `Completions of ${term(a.kind, KIND, q)} ${q(a.ref)} answer (${q(a.count)} argument(s))`,
  }),
  completion_values_limit: rule<{ kind: "prompt" | "resource_template"; ref: string; argument?: string; count?: number }>()({
    family: 'completion',
    severity: 'medium',
    identity: ['kind'],
    title: 'A completion returns at most 100 values',
    description: 'CompleteResult caps `completion.values` at 100 items; more belong behind `total` and `hasMore`. Clients may reject or truncate a longer list. Medium: a client may reject the whole answer or cut it short, losing suggestions, but nothing is run or shown that should not be.',
    remediation: 'Return the 100 best matches and set `hasMore: true` (and `total`).',
    message: (a, q) => `Completion of ${term(a.kind, KIND, q)} ${q(a.ref)} argument ${q(a.argument)} returned ${q(a.count)} values (at most 100)`,
    passMessage: (a, q) => `Completions of ${term(a.kind, KIND, q)} ${q(a.ref)} stay within 100 values`,
  }),
  completion_total_consistent: rule<{ kind: "prompt" | "resource_template"; ref: string; argument?: string } & ReasonArgs>()({
    family: 'completion',
    severity: 'low',
    identity: ['kind'],
    title: 'Completion total and hasMore agree with the values',
    description:
      '`total` (when present) is a whole number no smaller than the number of values returned; `hasMore` (when present) is a boolean; `hasMore: false` with a `total` means `total` equals the values returned, `hasMore: true` means more exist than were returned. A client that pages or shows "N more" relies on them. Low: the worst case is a wrong “N more” or a needless request for another page.',
    remediation: 'Compute `total` and `hasMore` from the full match list before truncating it.',
    message: (a, q) => `Completion of ${term(a.kind, KIND, q)} ${q(a.ref)} argument ${q(a.argument)}: ${q(completionReason(a))}`,
    passMessage: (a, q) => `Completions of ${term(a.kind, KIND, q)} ${q(a.ref)} report consistent totals`,
  }),
  completion_unknown_reference: rule<{ skipped?: boolean } & ReasonArgs>()({
    family: 'completion',
    severity: 'low',
    identity: ONE_PER_SUBJECT,
    title: 'A completion for an unknown reference gets -32602',
    description: `mcpward asks for completions of a prompt that does not exist (\`mcpward-no-such-prompt\`). The server should validate the reference and answer -32602 (Invalid params) rather than an empty list that looks like "no suggestions". Low: the client shows “no suggestions” where an error belonged; nothing else goes wrong. ${SHOULD}`,
    remediation: 'Look the reference up and answer an unknown prompt or resource template with -32602.',
    message: (a, q) => (a.skipped ? `Unknown completion reference not checked: ${q(completionReason(a))}` : `A completion for an unknown prompt was answered with ${q(a.actual)}, expected error -32602`),
    passMessage: () => 'A completion for an unknown prompt is rejected with -32602',
  }),
  context_tool_visibility: rule<{ context: string; visible?: number; missing?: string[]; extra?: string[]; refused?: string; skipped?: boolean } & ReasonArgs>()({
    family: 'completion',
    severity: 'info',
    reports: 'pass',
    identity: ['context'],
    title: 'Visible tool set per authorization context',
    description:
      'For each `review.contexts` entry mcpward opens a new connection with that caller\'s headers (http) or environment (stdio), lists the tools and reports how the visible set differs from the default connection. Info: information only; whether a difference is right is what `hidden` decides.',
    remediation: 'Nothing to fix; list names under `hidden` to make a difference enforceable.',
    message: (a, q) =>
      a.skipped
        ? `Context ${q(a.context)} not checked: ${q(completionReason(a))}`
        : `Context ${q(a.context)} sees ${q(a.visible)} tool(s); missing compared with the default: ${q(a.missing)}; extra: ${q(a.extra)}`,
    passMessage: (a, q) => `Context ${q(a.context)} sees ${q(a.visible)} tool(s); missing compared with the default: ${q(a.missing)}; extra: ${q(a.extra)}`,
  }),
  context_hidden_tool: rule<{ context: string; count?: number; names?: string[]; skipped?: boolean } & ReasonArgs>()({
    family: 'completion',
    severity: 'high',
    identity: ['context'],
    title: 'A context never lists a tool hidden from it',
    description:
      'Tools named under a context\'s `hidden` (and, with `isolated_from`, tools only the named context sees) must not appear in that caller\'s `tools/list`: a low-privilege caller that sees a privileged tool can ask a model to use it. High: a tool shown to a caller who must not see it can be called by that caller’s model.',
    remediation: 'Filter `tools/list` by the caller\'s authorization on every page.',
    message: (a, q) => (a.skipped ? `Hidden tools of context ${q(a.context)} not checked: ${q(completionReason(a))}` : `Context ${q(a.context)} lists hidden tool(s) ${q(a.names)}`),
    passMessage: (a, q) => `Context ${q(a.context)} lists none of its ${q(a.count)} hidden name(s)`,
  }),
  context_hidden_suggestion: rule<{ context: string; count?: number; names?: string[]; ref?: string; skipped?: boolean } & ReasonArgs>()({
    family: 'completion',
    severity: 'high',
    identity: ['context'],
    title: 'Completions never suggest a name hidden from the caller',
    description:
      'mcpward runs every completion under each context and fails when a suggestion equals or contains a name under that context\'s `hidden` (and, with `isolated_from`, a tool name only the named context sees): suggestions leak tenant, resource and environment names just as listings do. Requests go out one at a time (mcpward\'s own debounce); a server rate limit (HTTP 429) is recorded, not retried. High: a suggestion hands one caller names that belong to another, the very leak `hidden` exists to prevent.',
    remediation: 'Filter completion values through the caller\'s authorization before returning them.',
    message: (a, q) =>
      a.skipped
        ? `Suggestions of context ${q(a.context)} not checked: ${q(completionReason(a))}`
        : `Context ${q(a.context)} received hidden suggestion(s) ${q(a.names)} from ${q(a.ref)}`,
    passMessage: (a, q) => `Context ${q(a.context)} received no hidden suggestion (${q(a.count)} completion(s))`,
  }),
};
