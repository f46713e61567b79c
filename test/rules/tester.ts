/**
 * A rule tester in the spirit of ESLint's RuleTester. Each rule has `valid` and `invalid` cases:
 * evidence (the parts that matter, the rest defaults) and optionally config. The tester runs the
 * family that owns the rule — and for the review's rules the review post-pass — and fails when the
 * rule does not fire on an invalid case, fires on a valid one, or when another rule of the family
 * fires without the case naming it in `also`. "Fires" means a `fail` or a `warn`: passes and skips
 * are how a rule says it looked and found nothing to report. A rule that never fails states its
 * fact with the one status its registry entry `reports` (a pass, or a skip): that status is its
 * firing, and a valid case is evidence on which it has nothing to state. An invalid case may also
 * list the `findings` it expects, ESLint's `errors`: then their count, grade and key arguments are
 * checked too, so an own-workflow chaining note at info and a foreign one at high are told apart.
 */

import { describe, expect, it } from 'vitest';
import { CHECK_FAMILIES, reviewPass } from '../../src/checks/index.js';
import { applyPolicy, policyOf, staleAccepted, type AcceptedEntry } from '../../src/policy/index.js';
import type { Finding, RuleId } from '../../src/rules/index.js';
import type { Confidence, Severity, Status } from '../../src/model.js';
import { ruleMeta } from '../../src/rules/index.js';
import type { CallPlan } from '../../src/snapshot/calls.js';
import type { Evidence } from '../../src/snapshot/evidence.js';
import { config } from '../support/calls.js';
import { snapshot } from '../support/snapshot.js';

/** The evidence of one case: anything left out is empty (no calls, probes, baseline or goldens). */
export type CaseEvidence = Partial<Omit<Evidence, 'plan'>> & { plan?: Partial<CallPlan> };

export interface RuleCase {
  name: string;
  evidence: CaseEvidence;
  /** Config on top of the defaults (`checks`, `suites`, `timeouts`, `review`). */
  config?: Parameters<typeof config>[0] & { review?: Record<string, unknown> };
  /** `run --update-golden`. */
  updateGolden?: boolean;
  /** Other rules of the same family this case may make fire as well. */
  also?: readonly RuleId[];
  /** Invalid cases: the severity every firing finding of the rule under test has (a variant's, say). */
  severity?: Severity;
  /**
   * The policy family's input: the run's findings (before policy), the accepted-findings entries
   * and today's date. The policy family judges these instead of evidence.
   */
  policy?: { findings: readonly Finding[]; accepted: readonly AcceptedEntry[]; today: string };
  /**
   * The grade an invalid case must get: the firing finding of the rule under test has this
   * severity and its args include these (each key equal). Optional: most cases test firing only.
   */
  expect?: { severity?: Severity; args?: Readonly<Record<string, unknown>> };
  /**
   * Invalid cases: every finding the case makes fire, as ESLint's RuleTester `errors` — the firing
   * findings of the rule under test and of each rule an entry names must be exactly these, as
   * many as listed, each matching one entry (in any order; properties left out are not checked).
   * An extra finding, a missing one or a wrong grade fails the case.
   */
  findings?: readonly ExpectedFinding[];
}

/** One finding an invalid case expects; every property given must hold. */
export interface ExpectedFinding {
  /** Defaults to the rule under test. */
  rule?: RuleId;
  /** A severity variant of the rule: the finding has that variant's severity. */
  variant?: string;
  severity?: Severity;
  /** `null` for a finding that must carry no confidence. */
  confidence?: Confidence | null;
  status?: Status;
  /** `kind:name`, or `server`. */
  subject?: string;
  /** Each key equal (JSON); `undefined` says the finding must not carry the argument. */
  args?: Readonly<Record<string, unknown>>;
}

export interface RuleCases {
  valid: readonly RuleCase[];
  invalid: readonly RuleCase[];
}

/** Cases by rule id; each family keeps its own file under test/rules/cases/. */
export type CaseBook = { readonly [R in RuleId]?: RuleCases };

const EMPTY_PLAN: CallPlan = { calls: [], refusals: [], unprobed: [], inputSchemas: {} };

export function evidenceOf(partial: CaseEvidence): Evidence {
  return {
    snapshot: partial.snapshot ?? snapshot(),
    ...(partial.probes ? { probes: partial.probes } : {}),
    plan: { ...EMPTY_PLAN, ...partial.plan },
    records: partial.records ?? [],
    boundary: partial.boundary ?? [],
    ...(partial.completions ? { completions: partial.completions } : {}),
    contexts: partial.contexts ?? [],
    exchanges: partial.exchanges ?? [],
    ...(partial.wire ? { wire: partial.wire } : {}),
    ...(partial.baseline ? { baseline: partial.baseline } : {}),
    ...(partial.fleet ? { fleet: partial.fleet } : {}),
    ...(partial.artifact ? { artifact: partial.artifact } : {}),
    ...(partial.registryManifest !== undefined ? { registryManifest: partial.registryManifest } : {}),
    ...(partial.envNames ? { envNames: partial.envNames } : {}),
    goldens: partial.goldens ?? {},
  };
}

/** Every finding of the family that owns `rule`, over the case's evidence. */
export function findingsOf(rule: RuleId, c: RuleCase): Finding[] {
  const family = ruleMeta(rule).family;
  const cfg = config(c.config ?? {});
  const context = { evidence: evidenceOf(c.evidence), config: cfg, updateGolden: c.updateGolden ?? false };
  if (family === 'policy') {
    const input = c.policy ?? { findings: [], accepted: [], today: '2026-01-01' };
    const policy = { ...policyOf(cfg), accepted: input.accepted, today: input.today };
    const policed = applyPolicy(input.findings, policy);
    return staleAccepted(policed, policy);
  }
  if (family === 'review') return reviewPass(context, []).findings.filter((f) => ruleMeta(f.rule).family === 'review');
  const owner = CHECK_FAMILIES.find((f) => f.family === family);
  if (!owner) throw new Error(`no check family declares ${family}`);
  return owner.run(context);
}

/** Whether `f` is its rule firing; the rule under test fires with its `reports` status when it has one. */
const fires = (f: Finding, underTest?: RuleId) => {
  const reports = f.rule === underTest ? ruleMeta(f.rule).reports : undefined;
  return reports === undefined ? f.status === 'fail' || f.status === 'warn' : f.status === reports;
};

/**
 * What is wrong with one case, in words (empty when it holds): the rule did not fire on an invalid
 * case, fired on a valid one, or another rule fired without the case naming it.
 */
export function problemsOf(rule: RuleId, kind: 'valid' | 'invalid', c: RuleCase): string[] {
  const findings = findingsOf(rule, c);
  const fired = findings.some((f) => f.rule === rule && fires(f, rule));
  const problems: string[] = [];
  if (kind === 'invalid' && !fired) problems.push(`${rule} did not fire on an invalid case`);
  if (kind === 'valid' && fired) problems.push(`${rule} fired on a valid case`);
  if (kind === 'invalid' && c.severity !== undefined) {
    for (const f of findings) if (f.rule === rule && fires(f, rule) && f.severity !== c.severity) problems.push(`${rule} fired at ${f.severity}, the case expects ${c.severity}`);
  }
  for (const other of unnamed(rule, c, findings)) problems.push(`${other} fired, and the case does not name it`);
  if (c.expect && kind === 'invalid' && fired) problems.push(...gradeProblems(rule, c.expect, findings));
  if (c.findings && kind === 'invalid') problems.push(...findingsProblems(rule, c.findings, findings));
  return problems;
}

/** The properties of `expected` that `f` does not have, in words (empty when it matches). */
function mismatches(f: Finding, expected: ExpectedFinding, underTest: RuleId): string[] {
  const out: string[] = [];
  const rule = expected.rule ?? underTest;
  if (f.rule !== rule) return [`rule ${f.rule}, not ${rule}`];
  if (expected.variant !== undefined) {
    const level = ruleMeta(rule).variants?.[expected.variant];
    if (level === undefined) out.push(`${rule} has no variant ${expected.variant}`);
    else if (f.severity !== level) out.push(`severity ${f.severity}, not ${level} (variant ${expected.variant})`);
  }
  if (expected.severity !== undefined && f.severity !== expected.severity) out.push(`severity ${f.severity}, not ${expected.severity}`);
  if (expected.confidence !== undefined && (f.confidence ?? null) !== expected.confidence) out.push(`confidence ${f.confidence ?? 'none'}, not ${expected.confidence ?? 'none'}`);
  if (expected.status !== undefined && f.status !== expected.status) out.push(`status ${f.status}, not ${expected.status}`);
  const subject = f.subject ? `${f.subject.kind}:${f.subject.name}` : 'server';
  if (expected.subject !== undefined && subject !== expected.subject) out.push(`subject ${subject}, not ${expected.subject}`);
  for (const [key, value] of Object.entries(expected.args ?? {})) {
    const actual = (f.args as Record<string, unknown>)[key];
    if (JSON.stringify(actual) !== JSON.stringify(value)) out.push(`args.${key} ${JSON.stringify(actual) ?? 'absent'}, not ${JSON.stringify(value) ?? 'absent'}`);
  }
  return out;
}

/**
 * ESLint's `errors`, for findings: the firing findings of the rule under test and of every rule an
 * expectation names are matched one to one with the expectations (each takes the first unmatched
 * finding it fits); any expectation left over or finding left over is a problem.
 */
function findingsProblems(rule: RuleId, expected: readonly ExpectedFinding[], findings: readonly Finding[]): string[] {
  const rules = new Set<RuleId>([rule, ...expected.map((e) => e.rule ?? rule)]);
  const firing = findings.filter((f) => rules.has(f.rule) && fires(f, rule));
  const describe = (f: Finding) => `${f.rule} ${f.status} ${f.severity}${f.confidence ? ` (${f.confidence})` : ''} ${JSON.stringify(f.args)}`;
  const problems: string[] = [];
  if (firing.length !== expected.length) problems.push(`${firing.length} finding(s) fired, the case expects ${expected.length}: ${firing.map(describe).join('; ') || 'none'}`);
  const left = [...firing];
  expected.forEach((e, i) => {
    const at = left.findIndex((f) => mismatches(f, e, rule).length === 0);
    if (at >= 0) {
      left.splice(at, 1);
      return;
    }
    const nearest = left.find((f) => f.rule === (e.rule ?? rule));
    problems.push(`expected finding ${i + 1} ${JSON.stringify(e)}: ${nearest ? mismatches(nearest, e, rule).join(', ') : 'no such finding'}`);
  });
  if (firing.length === expected.length) for (const f of left) problems.push(`unexpected finding ${describe(f)}`);
  return problems;
}

/** What differs between the grade a case expects and the firing findings of the rule (empty when one matches). */
function gradeProblems(rule: RuleId, expected: NonNullable<RuleCase['expect']>, findings: readonly Finding[]): string[] {
  const firing = findings.filter((f) => f.rule === rule && fires(f, rule));
  const matches = (f: Finding) =>
    (expected.severity === undefined || f.severity === expected.severity) &&
    Object.entries(expected.args ?? {}).every(([k, v]) => JSON.stringify((f.args as Record<string, unknown>)[k]) === JSON.stringify(v));
  if (firing.some(matches)) return [];
  const got = firing.map((f) => `${f.severity} ${JSON.stringify(f.args)}`).join('; ');
  return [`${rule} fired as ${got}, expected ${JSON.stringify(expected)}`];
}

/** Registers one `describe` per rule of the book. */
export function testRules(book: CaseBook): void {
  for (const [rule, cases] of Object.entries(book) as Array<[RuleId, RuleCases]>) {
    describe(rule, () => {
      for (const c of cases.valid) it(`valid: ${c.name}`, () => expect(problemsOf(rule, 'valid', c)).toEqual([]));
      for (const c of cases.invalid) it(`invalid: ${c.name}`, () => expect(problemsOf(rule, 'invalid', c)).toEqual([]));
    });
  }
}

function unnamed(rule: RuleId, c: RuleCase, findings: readonly Finding[]): string[] {
  const allowed = new Set<string>([rule, ...(c.also ?? [])]);
  return [...new Set(findings.filter((f) => fires(f) && !allowed.has(f.rule)).map((f) => `${f.rule} (${f.status})`))];
}
