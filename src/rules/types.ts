import type { Family, JsonValue, Severity } from '../model.js';

/**
 * Renders one argument for the reporter's medium: a string is escaped and wrapped in double quotes
 * (`Tool "echo" was removed`), numbers, booleans and null are rendered bare. Every argument goes
 * through it, so no template can forget to escape one.
 */
export type Quote = (value: JsonValue | undefined) => string;

/** Registry entry: the single source of a rule's family, default severity and documentation. */
export interface RuleMeta {
  family: Family;
  severity: Severity;
  /** Short title, also SARIF shortDescription. */
  title: string;
  /** What the rule checks and why it matters (docs/rules.md, SARIF fullDescription). */
  description: string;
  /** How to fix a failure; docs sections end with it. */
  remediation: string;
  /** Sentence for a non-passing finding. Every server-supplied value must go through `q`. */
  message: (args: Record<string, JsonValue>, q: Quote) => string;
  /** Sentence for a passing finding; defaults to the title. */
  passMessage?: (args: Record<string, JsonValue>, q: Quote) => string;
  /** True for rules whose findings are heuristics and carry a confidence. */
  heuristic?: boolean;
}

/**
 * Renders one of mcpward's own words (a hint name, a change kind) bare; anything outside the known
 * vocabulary goes through `q` like any other argument, so a server can never smuggle text through.
 */
export function term(value: JsonValue | undefined, vocabulary: Readonly<Record<string, string>>, q: Quote): string {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(vocabulary, value) ? vocabulary[value]! : q(value);
}
