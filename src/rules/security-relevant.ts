import type { RuleId } from './index.js';
import { ruleMeta } from './index.js';

/**
 * Rules outside the security family whose findings are security problems: the drift classes
 * closest to tool poisoning (a description, annotation or prompt that changes after review, a tool
 * that appears unreviewed), tool shadowing, authorization contexts that leak, DNS-rebinding
 * protection, headers that carry secrets or that a server accepts when they disagree with the
 * body, and schemas that make a client fetch from elsewhere. Every rule of the security family is
 * security-relevant too. Code scanning ranks these by `security-severity` and files them as
 * security alerts; the rest are correctness problems.
 *
 * Kept beside the registry rather than in each entry so one list can be reviewed as a whole; the
 * `satisfies` makes an id that is not a rule a compile error.
 */
const SECURITY_RELEVANT_OUTSIDE_SECURITY = [
  'description_changed',
  'annotation_changed',
  'prompt_changed',
  'tool_added',
  'description_collision',
  'context_hidden_tool',
  'context_hidden_suggestion',
  'origin_validation',
  'host_validation',
  'header_sensitive_field',
  'boundary_header_rejected',
  'schema_remote_ref',
  'poisoned_output',
] as const satisfies readonly RuleId[];

const LISTED: ReadonlySet<string> = new Set(SECURITY_RELEVANT_OUTSIDE_SECURITY);

/** Whether findings of this rule are security problems (SARIF `security` tag and `security-severity`). */
export function isSecurityRelevant(id: string): boolean {
  return ruleMeta(id).family === 'security' || LISTED.has(id);
}
