import type { Confidence, JsonValue, Severity, Status, SubjectKind } from '../model.js';
import { collisionRules } from './collision.js';
import { complianceRules } from './compliance.js';
import { driftRules } from './drift.js';
import { schemaRules } from './schema.js';
import { securityRules } from './security.js';
import { artifactRules } from './artifact.js';
import { errorsRules } from './errors.js';
import { resultsRules } from './results.js';
import { behavioralRules } from './behavioral.js';
import { latencyRules } from './latency.js';
import { headersRules } from './headers.js';
import { completionRules } from './completion.js';
import { reviewRules } from './review.js';
import { policyRules } from './policy.js';
import { fleetRules } from './fleet.js';
import type { Args, Quote, RuleMeta, RuleSpec } from './types.js';

export type { Args, Quote, RuleMeta, RuleSpec } from './types.js';

/**
 * The registry. Each family keeps its entries in its own file (so work on one family never
 * touches another); this is the only place they meet. A duplicate id is a compile error below.
 */
export const RULES = {
  ...complianceRules,
  ...schemaRules,
  ...securityRules,
  ...artifactRules,
  ...collisionRules,
  ...driftRules,
  ...errorsRules,
  ...resultsRules,
  ...behavioralRules,
  ...latencyRules,
  ...headersRules,
  ...completionRules,
  ...reviewRules,
  ...policyRules,
  ...fleetRules,
};

export type RuleId = keyof typeof RULES;
type Registry = typeof RULES;

/** The argument shape rule `R` declares. */
export type ArgsOf<R extends RuleId> = Registry[R] extends RuleSpec<infer A, string> ? A : never;
/** The severity variants rule `R` names (`never` when it has only its default). */
export type VariantOf<R extends RuleId> = Registry[R] extends RuleSpec<infer _A, infer V> ? V : never;

/** Where docs/rules.md lives once published; rule anchors hang off it. */
export const DOCS_URL = 'https://github.com/mcpward/mcpward/blob/main/docs/rules.md';

export function isRuleId(id: string): id is RuleId {
  return Object.prototype.hasOwnProperty.call(RULES, id);
}

/**
 * A registry entry without its argument types, for code that handles every rule alike (docs,
 * SARIF rule metadata, config validation, policy). The one place the types are erased: an entry's
 * `message` accepts only its own rule's arguments, which `findingMessage` guarantees.
 */
export function ruleMeta(id: string): RuleMeta {
  if (!isRuleId(id)) throw new Error(`unknown rule id ${JSON.stringify(id)}`);
  return RULES[id] as unknown as RuleMeta;
}

/**
 * The drift classes `checks.drift.fail_on` and `checks.drift.severity` accept: every drift rule
 * that can fail (`tool_unchanged` only states a pass).
 */
export const DRIFT_CLASSES: readonly RuleId[] = (Object.keys(RULES) as RuleId[]).filter((id) => ruleMeta(id).family === 'drift' && ruleMeta(id).reports === undefined);

/** The sentence for a finding, from its own rule's templates (pass or non-pass). */
export function findingMessage(f: Finding, q: Quote): string {
  const meta = ruleMeta(f.rule);
  if (f.status !== 'pass') return meta.message(f.args, q);
  return meta.passMessage ? meta.passMessage(f.args, q) : meta.title;
}

/**
 * The identity arguments of a finding, as its rule declares them (SARIF fingerprints, accepted
 * findings): the declared keys whose value is a string or a number, in declaration order.
 * `keys` computes it with another list (an identity a rule had before: src/rules/identity.ts).
 */
export function identityOf(f: Finding, keys: readonly string[] = ruleMeta(f.rule).identity): Array<[string, JsonValue]> {
  const args = f.args as Args;
  return keys.flatMap((key): Array<[string, JsonValue]> => {
    const value = args[key];
    return typeof value === 'string' || typeof value === 'number' ? [[key, value]] : [];
  });
}

/** docs/rules.md gives each rule a `### <id>` heading; ids are lower snake_case, so the id is its own anchor. */
export function ruleAnchor(id: string): string {
  return id;
}

export function ruleHelpUri(id: string): string {
  return `${DOCS_URL}#${ruleAnchor(id)}`;
}

/** What every finding has, whatever its rule. */
export interface FindingBase {
  status: Status;
  severity: Severity;
  confidence?: Confidence;
  subject?: { kind: SubjectKind; name: string };
  /** JSON path inside the subject, e.g. `inputSchema.properties.filter`. */
  path?: string;
  evidence?: { before?: JsonValue; after?: JsonValue; [key: string]: JsonValue | undefined };
  /** Drift only: the change breaks existing callers or consumers (counted by `version_not_bumped`). */
  breaking?: boolean;
  /**
   * Set by the policy when an entry of the accepted-findings file matches: the finding is kept as a
   * `warn` (it never fails the run) and every reporter shows it as accepted, with the reason.
   */
  accepted?: { reason: string; expires?: string };
}

/** One result of rule `R` about one subject. Checks emit data; reporters write the prose. */
export type FindingOf<R extends RuleId> = FindingBase & {
  rule: R;
  /** Structured facts the rule's message is rendered from, as the rule declares them. Server text stays raw here. */
  args: ArgsOf<R>;
};

/** A finding of any rule: a union discriminated on `rule`, so narrowing on the id types the arguments. */
export type Finding = { [R in RuleId]: FindingOf<R> }[RuleId];

/** The optional parts of a finding a check may set; severity comes from the registry (a variant, never a level). */
export type FindingFields = Omit<FindingBase, 'status' | 'severity'>;

type ArgsField<A> = Record<never, never> extends A ? { args?: A } : { args: A };
type Fields<R extends RuleId> = FindingFields & ArgsField<ArgsOf<R>> & { variant?: VariantOf<R> };
/** The fields may be left out only when the rule's arguments may be. */
type FieldsParam<R extends RuleId> = Record<never, never> extends ArgsOf<R> ? [fields?: Fields<R>] : [fields: Fields<R>];

/** Builds a finding of rule `R` at its default severity, or at the named variant's. */
export function finding<R extends RuleId>(rule: R, status: Status, ...[fields]: FieldsParam<R>): FindingOf<R> {
  const { variant, args, ...rest } = (fields ?? {}) as FindingFields & { variant?: string; args?: ArgsOf<R> };
  const meta = ruleMeta(rule);
  const severity = variant === undefined ? meta.severity : meta.variants?.[variant] ?? meta.severity;
  return { rule, status, severity, ...rest, args: (args ?? {}) as ArgsOf<R> } as FindingOf<R>;
}

/** A rule and its arguments, correlated: what a check may collect before it knows the status. */
export type Payload<R extends RuleId = RuleId> = { [K in R]: { rule: K; args: ArgsOf<K> } }[R];

/** `finding` for a collected payload (a problem list mixing several rules). */
export function findingOf(payload: Payload, status: Status, fields: FindingFields = {}): Finding {
  // The union pairs each rule with its own arguments; TypeScript cannot follow that through a call.
  return finding(payload.rule, status, { ...fields, args: payload.args } as never) as Finding;
}

/** The arguments of a skip that says why a rule did not judge (not applicable, no answer, …). */
export type SkipArgs = { skipped: boolean; reason: string };

/** A type guard for findings of one rule: `findings.filter(isRule('pagination_stable'))` types their arguments. */
export function isRule<R extends RuleId>(rule: R): (f: Finding) => f is Extract<Finding, { rule: R }> {
  return (f): f is Extract<Finding, { rule: R }> => f.rule === rule;
}

/** Rules whose declared arguments accept `S`: what a helper emitting one shape for several rules may target. */
export type RulesAccepting<S> = { [R in RuleId]: S extends ArgsOf<R> ? R : never }[RuleId];

/**
 * `finding` for a helper that builds the same argument shape for several rules (a skip that says
 * why, a pass that names the tool). The constraint checks that every rule it may be given accepts
 * the shape; the result is a `Finding` of whichever rule it was.
 */
export function findingFor<S extends Args>(rule: RulesAccepting<S>, status: Status, fields: FindingFields & { args: S }): Finding {
  return finding(rule, status, fields as never) as Finding;
}
