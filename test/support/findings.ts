import type { Args, Finding, FindingBase, RuleId } from '../../src/rules/index.js';

/**
 * A finding's arguments without its rule's types, for assertions that read one key across
 * findings of several rules (`context`, `tool`, `reason`). Source code narrows on the rule instead.
 */
export function argsOf(f: Finding): Args {
  return f.args;
}

/** A finding whose arguments need not match its rule's declaration. */
export type LooseFinding = FindingBase & { rule: RuleId; args: Args };

/**
 * Findings with arguments their rule does not declare (hostile text in every key, reports written
 * by another version): what a reporter must render without trusting the shape. The one widening.
 */
export function loose(findings: LooseFinding[]): Finding[] {
  return findings as Finding[];
}
