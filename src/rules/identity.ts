import { createHash } from 'node:crypto';
import { identityOf, type Finding, type RuleId } from './index.js';

/**
 * The hex sha256 of a finding's identity: rule, subject, path and the identity arguments its rule
 * declares. No line numbers, versions or measurements go in, so a finding keeps it across runs. It
 * is the SARIF fingerprint (`mcpwardFindingHash/v1`) and the key of an accepted finding, so the two
 * can never disagree about which finding is which.
 */
export function findingHash(f: Finding): string {
  return hashOf(f, identityOf(f));
}

function hashOf(f: Finding, args: ReturnType<typeof identityOf>): string {
  const identity = [f.rule, f.subject?.kind ?? null, f.subject?.name ?? null, f.path ?? null, args];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

/**
 * Rules whose identity was too narrow before 0.x — two of their findings about different things
 * (two review-matrix rows, two lists, two contexts, two headers) shared one fingerprint, so
 * accepting one accepted the other — with the identity they had then. Only these rules' findings
 * changed fingerprint; every other rule's identity is byte-for-byte what it was. An accepted entry
 * written under the former identity is carried over by `carryOver` (src/policy/accepted.ts).
 */
export const FORMER_IDENTITY: Readonly<Partial<Record<RuleId, readonly string[]>>> = {
  // Framing defects of one method shared a fingerprint until the defect's code joined the identity.
  jsonrpc_framing: ['method'],
  collision_lint_incomplete: [],
  context_tool_visibility: [],
  context_hidden_tool: [],
  context_hidden_suggestion: [],
  pagination_terminates: [],
  pagination_duplicates: [],
  empty_cursor_followed: [],
  cache_fields: [],
  cache_scope_consistent: [],
  tool_renamed: [],
  prompt_changed: [],
  resource_changed: [],
  latency_budget: [],
  review_matrix: [],
  boundary_header_rejected: ['tool', 'code'],
};

/** The fingerprint the finding had under its rule's former identity, or undefined when its rule's identity never changed. */
export function formerHash(f: Finding): string | undefined {
  const former = FORMER_IDENTITY[f.rule];
  return former === undefined ? undefined : hashOf(f, identityOf(f, former));
}
