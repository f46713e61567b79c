import type { JsonValue, Severity, Status } from '../model.js';
import type { Finding } from './finding.js';
import { collisionRules } from './collision.js';
import { complianceRules } from './compliance.js';
import { driftRules } from './drift.js';
import { schemaRules } from './schema.js';
import { securityRules } from './security.js';
import { errorsRules } from './errors.js';
import { resultsRules } from './results.js';
import { behavioralRules } from './behavioral.js';
import { latencyRules } from './latency.js';
import { headersRules } from './headers.js';
import { completionRules } from './completion.js';
import { reviewRules } from './review.js';
import type { RuleMeta } from './types.js';

export type { Quote, RuleMeta } from './types.js';

/**
 * The registry. Each family keeps its entries in its own file (so work on one family never
 * touches another); this is the only place they meet. A duplicate id is a compile error below.
 */
export const RULES = {
  ...complianceRules,
  ...schemaRules,
  ...securityRules,
  ...collisionRules,
  ...driftRules,
  ...errorsRules,
  ...resultsRules,
  ...behavioralRules,
  ...latencyRules,
  ...headersRules,
  ...completionRules,
  ...reviewRules,
} satisfies Record<string, RuleMeta>;

export type RuleId = keyof typeof RULES;

/** Where docs/rules.md lives once published; rule anchors hang off it. */
export const DOCS_URL = 'https://github.com/mcpward/mcpward/blob/main/docs/rules.md';

export function isRuleId(id: string): id is RuleId {
  return Object.prototype.hasOwnProperty.call(RULES, id);
}

export function ruleMeta(id: string): RuleMeta {
  if (!isRuleId(id)) throw new Error(`unknown rule id ${JSON.stringify(id)}`);
  return RULES[id];
}

/** docs/rules.md gives each rule a `### <id>` heading; ids are lower snake_case, so the id is its own anchor. */
export function ruleAnchor(id: string): string {
  return id;
}

export function ruleHelpUri(id: string): string {
  return `${DOCS_URL}#${ruleAnchor(id)}`;
}

/** Builds a finding with the registry's default severity. */
export function finding(
  rule: RuleId,
  status: Status,
  fields: Omit<Partial<Finding>, 'rule' | 'status'> & { args?: Record<string, JsonValue> } = {},
): Finding {
  const severity: Severity = fields.severity ?? RULES[rule].severity;
  return { rule, status, severity, ...fields, args: fields.args ?? {} };
}

export type { Finding } from './finding.js';
