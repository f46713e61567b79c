/** The contract review's data (`report.review`): what the review post-pass builds and reporters render. */

import type { Era } from '../model.js';
import type { JsonValue } from '../model.js';
import type { Observation, VerdictCause } from './review-words.js';

export type { Observation, VerdictCause } from './review-words.js';

export type ReviewVerdict = 'approve' | 'reject' | 'insufficient-evidence';

/** One row of the review's verification matrix: a gate applied to fixed fixtures and to what the server did. */
export interface MatrixRow {
  check: string;
  fixture: string;
  expected: string;
  /**
   * What was observed, as data: codes with the facts they state (tool and header names, counts,
   * statuses). The sentence is written by the registry's words (src/rules/review-words.ts), per
   * reporter medium; the JSON report adds it as `observed`.
   */
  observations: Observation[];
  status: 'pass' | 'fail' | 'not-applicable';
  /**
   * A failing row that restates a finding of `run` carries that finding's grade, so `review` grades
   * the behaviour as `run` does (a row that `run` grades low never rejects under the default
   * policy). Absent: high, for rows that judge mcpward's own gates.
   */
  severity?: 'medium' | 'low' | 'info';
}

/** The structured contract review (`report.review`), built by the review post-pass (src/checks/review) and rendered by
 * the reporters; here, below both, so that checks/ need not import report/. */
export interface ReviewData {
  protocolVersion: string;
  era: Era;
  transport: string;
  /**
   * The verdict and its causes as data (codes with the tools, rules and counts they name); the
   * sentences are the registry's (src/rules/review-words.ts), and the JSON report adds them as `reasons`.
   */
  verdict: { value: ReviewVerdict; causes: VerdictCause[] };
  admission: Array<{ tool: string; verdict: 'ADMIT' | 'REJECT' | 'CONDITIONAL'; reason: string; dialect?: string; hints?: JsonValue }>;
  /** The limits every recorded result was held to (`checks.results`). */
  resultLimits: { maxResultBytes: number; maxMediaBytes: number; errorOutputContract: boolean };
  results: Array<{ tool: string; reviewed: boolean; successes: number; failures: number; rules: Array<{ rule: string; status: string }> }>;
  headers: {
    placement: 'policy' | 'spec';
    applicable: boolean;
    note?: string;
    tools: Array<{ tool: string; verdict: 'ADMIT' | 'REJECT'; reason?: string; declarations: Array<{ header: string; at: string; type: string }> }>;
    boundary: Array<{ probe: string; tool?: string; expected: string; observed: string; headers: string[]; status: 'pass' | 'fail' | 'skip' }>;
  };
  pagination: Array<{
    list: string;
    stop: string;
    pages: Array<{ page: number; cursorSent: string | null; nextCursor?: JsonValue; items: number }>;
    duplicates: string[];
    /** tools only: how a second full listing compared with the first. */
    secondListing?: string;
  }>;
  completion: {
    advertised: boolean;
    requests: Array<{ kind: string; ref: string; argument: string; outcome: string; values?: number; total?: JsonValue; hasMore?: JsonValue; examples?: string[] }>;
    unknownReference?: string;
    capped: number;
    debounce: string;
    rateLimited: number;
    contexts: Array<{ name: string; status: 'ok' | 'refused' | 'failed' | 'skipped'; reason?: string; visible: number; missing: string[]; extra: string[]; hidden: string[]; leakedTools: string[]; leakedSuggestions: string[] }>;
  };
  matrix: MatrixRow[];
  evidence: {
    discovery: { complete: boolean; pages: number; stop: string };
    tools: Array<{ tool: string; successes: number; failures: number; sufficient: boolean }>;
  };
}
