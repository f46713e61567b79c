import type { JsonValue } from '../model.js';
import { ONE_PER_SUBJECT, rule, term, type Quote } from './types.js';
import { MATRIX_CHECKS, MATRIX_EXPECTED, matrixObserved, verdictReasons, type Observation, type VerdictCause } from './review-words.js';

const VERDICT: Record<string, string> = { approve: 'approve', reject: 'reject', 'insufficient-evidence': 'insufficient evidence' };
const EVIDENCE: Record<string, string> = { success: 'a validated success', failure: 'a validated failure', both: 'a validated success and a validated failure' };

/** A row's observations as one sentence; anything but a list of observations is quoted as it is. */
const observed = (value: JsonValue | undefined, q: Quote): string => (Array.isArray(value) ? matrixObserved(value, q) : q(value));

/** The verdict's causes as one clause; anything but a list of causes is quoted as it is. */
const reasons = (value: JsonValue | undefined, q: Quote): string => (Array.isArray(value) ? verdictReasons(value, q).join('; ') : q(value));

/** Registry entries of the review family: the verification matrix, the evidence and the verdict of `mcpward review`. */
export const reviewRules = {
  review_matrix: rule<{ check: string; fixture: string; expected: string; observations: Observation[] }>()({
    family: 'review',
    severity: 'high',
    variants: { medium: 'medium', low: 'low', info: 'info' },
    identity: ['check'],
    title: 'Verification matrix row holds',
    description:
      'One finding per row of the contract review\'s verification matrix (non-object structured output, output mismatch, error output mismatch, empty cursor, unsafe header, nested header annotation, encoded header values, integer header values, header and body parity, mixed content, completion isolation, error layering). Each row is evidenced by what the server really did in this run and by mcpward\'s own gates applied to fixed fixtures; it fails when the expected result does not hold and is a skip ("not applicable") when there is nothing to judge, e.g. a modern-only row on a legacy server. A row that judges the server by a behaviour `run` also grades restates that finding’s grade (as the policy left it), so `review` never rejects for what `run` grades low: the error-layering row takes the grade of `unknown_tool_error` (an unknown tool answered with an `isError` result is low there, a successful result medium), the completion-isolation row that of the `context_hidden_*` findings; the variants `medium`, `low` and `info` are those grades. Rows that judge mcpward’s own gates on fixed fixtures, and a failing row whose `run` finding is off, keep the default. High: each row guards something a client relies on to show, call or route a tool correctly, and a failed row stops approval.',
    remediation: 'Read the row\'s observed result; the findings of the section it points to say what to fix.',
    message: (a, q) => `${term(a.check, MATRIX_CHECKS, q)}: expected ${term(a.expected, MATRIX_EXPECTED, q)}; observed ${observed(a.observations, q)}`,
    passMessage: (a, q) => `${term(a.check, MATRIX_CHECKS, q)}: ${observed(a.observations, q)}`,
  }),
  review_discovery: rule<{ pages: number; stop: string }>()({
    family: 'review',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'The discovery pages are complete',
    description: 'Approval needs every `tools/list` page, each cursor followed exactly as received until a page without `nextCursor`. A listing that errors, loops or hits the page limit leaves tools unseen, so nothing can be approved. High: approving on a partial listing would let unseen tools through unreviewed.',
    remediation: 'Fix the pagination findings of the compliance family first.',
    message: (a, q) => `The tools listing stopped after ${q(a.pages)} page(s): ${q(a.stop)}`,
    passMessage: (a, q) => `The tools listing is complete (${q(a.pages)} page(s))`,
  }),
  review_evidence: rule<{ missing?: string; tool: string; successes: number; failures: number }>()({
    family: 'review',
    severity: 'high',
    identity: ['tool'],
    title: 'Each reviewed tool has a validated success and a validated failure',
    description:
      'A tool cannot be approved on successful calls alone: the review needs at least one result that succeeded and one that failed (an `isError: true` result or a JSON-RPC error, from a suite case or an invalid-arguments probe), each judged by the result and error contracts. Tools under review are `review.tools`, or every listed tool. High: a tool approved on successes alone may report its failures as successes, and nobody would have checked.',
    remediation: 'Add a suite with a succeeding and a failing case for the tool (or allowlist it so the invalid-arguments probe can call it).',
    message: (a, q) => `${q(a.tool)} lacks ${term(a.missing, EVIDENCE, q)} result (${q(a.successes)} success(es), ${q(a.failures)} failure(s) recorded)`,
    passMessage: (a, q) => `${q(a.tool)} has ${q(a.successes)} validated success(es) and ${q(a.failures)} validated failure(s)`,
  }),
  review_verdict: rule<{ verdict: string; causes: VerdictCause[] }>()({
    family: 'review',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'The review approves the server',
    description:
      'The verdict of `mcpward review`: `approve` (exit 0) when the evidence is sufficient (complete discovery pages, an admission decision per tool, a validated success and failure per reviewed tool) and nothing failed; `insufficient-evidence` (exit 1) when evidence is missing, whatever else was found; `reject` (exit 1) otherwise. High: the verdict is the gate itself; anything short of approve must stop what relies on it.',
    remediation: 'Follow the evidence and failure findings the verdict names.',
    message: (a, q) => `Verdict: ${term(a.verdict, VERDICT, q)} (${reasons(a.causes, q)})`,
    passMessage: (a, q) => `Verdict: ${term(a.verdict, VERDICT, q)} (${reasons(a.causes, q)})`,
  }),
};
