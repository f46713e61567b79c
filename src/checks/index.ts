/**
 * Every check family, declared once, and which families each command runs. A command chooses
 * families; the families say what evidence they need; the collector gathers the union of it.
 */

import type { Config } from '../config/schema.js';
import type { Family } from '../model.js';
import type { CheckCommand } from '../model.js';
import { FAMILY_REGISTRY, familySpec, type CheckedFamily } from '../rules/families.js';
import type { Finding } from '../rules/index.js';
import type { Need } from '../snapshot/evidence.js';
import { artifactFamily } from './artifact/index.js';
import { behavioralFamily } from './behavioral/index.js';
import { collisionFamily } from './collision/index.js';
import { completionFamily } from './completion/index.js';
import { complianceFamily } from './compliance/index.js';
import { driftFamily } from './drift/index.js';
import { errorsFamily } from './errors/index.js';
import { fleetFamily } from './fleet/index.js';
import type { CheckContext, CheckFamily } from './family.js';
import { headersFamily } from './headers/index.js';
import { latencyFamily } from './latency/index.js';
import { resultsFamily } from './results/index.js';
import { REVIEW_NEEDS } from './review/index.js';
import { schemaFamily } from './schema/index.js';
import { securityFamily } from './security/index.js';

export type { CheckContext, CheckFamily } from './family.js';
export { reviewPass, reviewRows, reviewVerdict, type ReviewRows } from './review/index.js';

/**
 * Every family that judges evidence, in the order they run (the order reports list them in is
 * `FAMILIES`); the review's verdict is a post-pass over their findings, not one of them. What
 * else a family declares (the commands that run it, whether it judges calls) is its entry in
 * src/rules/families.ts; a family registered there with a command and missing here fails to compile.
 */
const CHECKS = [
  complianceFamily,
  schemaFamily,
  headersFamily,
  securityFamily,
  collisionFamily,
  driftFamily,
  artifactFamily,
  errorsFamily,
  resultsFamily,
  behavioralFamily,
  latencyFamily,
  completionFamily,
  fleetFamily,
] as const;

type Listed = (typeof CHECKS)[number]['family'];
// Both directions: a registered family some command runs has a check module here, and a check
// module here belongs to such a family (one with no command would never run).
// The error names the family: `{ withoutCheckModule: "widget" }`.
const _everyCheckedFamilyListed: [Exclude<CheckedFamily, Listed>, Exclude<Listed, CheckedFamily>] extends [never, never]
  ? true
  : { withoutCheckModule: Exclude<CheckedFamily, Listed>; runByNoCommand: Exclude<Listed, CheckedFamily> } = true;
void _everyCheckedFamilyListed;

export const CHECK_FAMILIES: readonly CheckFamily[] = CHECKS;


/**
 * The families each command may run, from each family's `commands` (src/rules/families.ts): `run`
 * runs every family that judges one server's contract and calls (and, in a fleet, the fleet
 * family, against the other servers); `diff` compares with the baseline (and the fleet);
 * `review` reads the contract review's set (no collision lint, no drift: a review judges one
 * version on its own) and then its post-pass.
 */
export const COMMAND_FAMILIES: Readonly<Record<CheckCommand, readonly Family[]>> = { run: runBy('run'), diff: runBy('diff'), review: runBy('review') };

function runBy(command: CheckCommand): Family[] {
  return CHECK_FAMILIES.map((f) => f.family).filter((family) => familySpec(family).commands.includes(command));
}

/** The families `command` runs under `config`: its set, less every family the config turns off. */
export function chooseFamilies(command: CheckCommand, config: Config): CheckFamily[] {
  const chosen = new Set(COMMAND_FAMILIES[command]);
  return CHECK_FAMILIES.filter((f) => chosen.has(f.family) && f.enabled(config));
}

/** Families whose every verdict comes from calling tools (error probes, suite cases, output and latency samples). */
const CALL_FAMILIES: ReadonlySet<Family> = new Set((Object.keys(FAMILY_REGISTRY) as Family[]).filter((family) => familySpec(family).calls));

/**
 * The families that judged a run (`Policy.judged`): the chosen ones, less those that judge calls
 * when calls are off (`--no-calls`, `calls.enabled: false`). A finding of those was not evaluated,
 * so an accepted entry for it is not stale: it simply was not looked at.
 */
export function judgedFamilies(families: readonly CheckFamily[], config: Config): Family[] {
  return families.map((f) => f.family).filter((family) => config.calls.enabled || !CALL_FAMILIES.has(family));
}

/** Rules of families that also judge without calls, whose own verdict needs sampled tool results. */
const CALL_RULES = ['breaking_output_shape_change', 'nonbreaking_output_shape_change'] as const;

/** The rules a run with calls off did not evaluate though their family ran (`Policy.unjudged`). */
export function unjudgedRules(config: Config): readonly string[] {
  return config.calls.enabled ? [] : CALL_RULES;
}

/** The evidence the chosen families (and the review's post-pass) need. The surface is always captured. */
export function needsOf(command: CheckCommand, families: readonly CheckFamily[], config: Config): Set<Need> {
  const needs = new Set<Need>(['surface']);
  for (const family of families) for (const need of family.needs(config)) needs.add(need);
  if (command === 'review') for (const need of REVIEW_NEEDS) needs.add(need);
  return needs;
}

/** Runs the chosen families over one context, in registry order. */
export function runFamilies(families: readonly CheckFamily[], context: CheckContext): Finding[] {
  return families.flatMap((family) => family.run(context));
}

/**
 * The part of `timeouts.run_ms` left for judging, and the clock it is read on (injected, so the
 * bound is tested without timing anything).
 */
export interface JudgeBudget {
  deadlineAt: number;
  now: () => number;
}

/** What judging within a budget did: the findings, the families it did not reach, whether it ended late. */
export interface BudgetedFindings {
  findings: Finding[];
  unjudged: Family[];
  late: boolean;
}

/**
 * Runs the families in order while the deadline holds; a family not started before it is listed as
 * unjudged. The deadline is read between families (each family is bounded in its input, see
 * docs/rules.md), and once more at the end: a run that finished judging past its deadline is late.
 */
export function runFamiliesWithin(runs: ReadonlyArray<{ family: CheckFamily; context: CheckContext }>, budget: JudgeBudget): BudgetedFindings {
  const findings: Finding[] = [];
  const unjudged: Family[] = [];
  for (const { family, context } of runs) {
    if (budget.now() > budget.deadlineAt) {
      unjudged.push(family.family);
      continue;
    }
    for (const f of family.run(context)) findings.push(f);
  }
  return { findings, unjudged, late: budget.now() > budget.deadlineAt };
}

