/**
 * Every check family's checks, and how they run within the judging deadline. Which families a
 * command runs and what evidence they need is src/checks/plan.ts, which the edge reads without
 * loading this module (re-exported here for judging and tests).
 */

import type { Family } from '../model.js';
import type { CheckedFamily } from '../rules/families.js';
import type { Finding } from '../rules/index.js';
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
import { CHECK_ORDER } from './plan.js';
import { schemaFamily } from './schema/index.js';
import { securityFamily } from './security/index.js';

export type { CheckContext, CheckFamily } from './family.js';
export { chooseFamilies, COMMAND_FAMILIES, judgedFamilies, needsOf, unjudgedRules } from './plan.js';
export { reviewPass, reviewRows, reviewVerdict, type ReviewRows } from './review/index.js';

/**
 * Every family's checks, under the family it judges for; which run, and what evidence they need,
 * is their plan (src/checks/plan.ts), read before this module loads. The type makes a family
 * planned there and missing here, or one here that is not planned, a compile error.
 */
const CHECKS = {
  compliance: complianceFamily,
  schema: schemaFamily,
  headers: headersFamily,
  security: securityFamily,
  collision: collisionFamily,
  drift: driftFamily,
  artifact: artifactFamily,
  errors: errorsFamily,
  results: resultsFamily,
  behavioral: behavioralFamily,
  latency: latencyFamily,
  completion: completionFamily,
  fleet: fleetFamily,
} as const satisfies { [F in CheckedFamily]: CheckFamily<F> };

/** Every family's checks, in the order they run. */
export const CHECK_FAMILIES: readonly CheckFamily[] = CHECK_ORDER.map((family) => CHECKS[family]);

/** The checks of `families` (names from `chooseFamilies`), in the order they run. */
export function checksOf(families: readonly CheckedFamily[]): CheckFamily[] {
  const chosen = new Set(families);
  return CHECK_FAMILIES.filter((f) => chosen.has(f.family as CheckedFamily));
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

