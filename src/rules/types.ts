import type { Family, JsonValue, Severity } from '../model.js';

/**
 * Renders one argument for the reporter's medium: a string is escaped and wrapped in double quotes
 * (`Tool "echo" was removed`), numbers, booleans and null are rendered bare. Every argument goes
 * through it, so no template can forget to escape one.
 */
export type Quote = (value: JsonValue | undefined) => string;

/** The arguments of a finding: named JSON facts. Each rule declares its own shape. */
export type Args = { readonly [key: string]: JsonValue | undefined };

/**
 * Registry entry: the single source of a rule's family, severities, identity and documentation.
 * `A` is the shape of its findings' arguments; `V` names its severity variants.
 */
export interface RuleSpec<A extends Args = Args, V extends string = string> {
  family: Family;
  /** The default severity. */
  severity: Severity;
  /**
   * Named severities for findings of this rule whose blast radius differs from the default
   * (a `readOnlyHint` true→false flip is high, a title change low). A check names a variant, never
   * a level, so the registry alone says how severe each kind of finding is.
   */
  variants?: Readonly<Record<V, Severity>>;
  /**
   * The arguments that say *which* thing a finding is about (as opposed to what was measured or
   * quoted): with rule, subject and path they make the SARIF fingerprint and the key of an accepted
   * finding, so a finding keeps its identity while its numbers or wording change, and two findings
   * of the rule that are about different things (another list, row, header, context…) never share
   * it. Only string and number values count. `ONE_PER_SUBJECT` for a rule that reports at most one
   * finding per subject and path in a run. test/rules/identity.test.ts holds every rule to it over
   * its cases. Part of the stability contract (docs/stability.md).
   */
  identity: ReadonlyArray<keyof A & string>;
  /** Short title, also SARIF shortDescription. */
  title: string;
  /** What the rule checks and why it matters (docs/rules.md, SARIF fullDescription). */
  description: string;
  /** How to fix a failure; docs sections end with it. */
  remediation: string;
  /** Sentence for a non-passing finding. Every server-supplied value must go through `q`. */
  message: (args: A, q: Quote) => string;
  /** Sentence for a passing finding; defaults to the title. */
  passMessage?: (args: A, q: Quote) => string;
  /**
   * For a rule that never fails: the one status it states its fact with (`tool_unchanged` passes,
   * `tool_call_refused` skips). Such a rule is no drift class and no policy can make it fail.
   */
  reports?: 'pass' | 'skip';
  /** True for rules whose findings are heuristics and carry a confidence. */
  heuristic?: boolean;
}

/**
 * The identity of a rule that reports at most one finding per subject and path in a run (one
 * unknown-method probe per server, one admission per tool): rule, subject and path already say
 * which finding it is, so no argument is added.
 */
export const ONE_PER_SUBJECT: readonly never[] = [];

/** A registry entry seen without its argument types (docs, SARIF rule metadata, config validation). */
export type RuleMeta = RuleSpec<Args, string>;

/**
 * Declares a rule whose findings carry arguments of shape `A`: `rule<{ tool: string }>()({ … })`.
 * Curried so `A` is written once while the variant names are inferred from the entry.
 */
export function rule<A extends Args>() {
  return <V extends string = never>(spec: RuleSpec<A, V>): RuleSpec<A, V> => spec;
}

/**
 * Renders one of mcpward's own words (a hint name, a change kind) bare; anything outside the known
 * vocabulary goes through `q` like any other argument, so a server can never smuggle text through.
 */
export function term(value: JsonValue | undefined, vocabulary: Readonly<Record<string, string>>, q: Quote): string {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(vocabulary, value) ? vocabulary[value]! : q(value);
}
