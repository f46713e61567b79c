/**
 * What each check family needs and whether the config turns it on, apart from its checks: the
 * edge reads this before it connects (which families run, so which evidence to collect and which
 * files to read first), and loads the checks themselves while the server starts.
 *
 * Why apart: the security family's readers build several hundred patterns when their modules load
 * (about 80 ms). Loaded to choose families, that was paid before the server was even spawned; the
 * checks' code now loads in the wait for the server (src/edge/check.ts, `whileStarting`).
 */

import type { Config } from '../config/schema.js';
import type { CheckCommand, Family } from '../model.js';
import { FAMILY_REGISTRY, familySpec, type CheckedFamily } from '../rules/families.js';
import type { Need } from '../snapshot/evidence.js';

/** How a family is planned: whether the config turns it on, and the evidence it then reads. */
export interface FamilyPlan {
  /** Whether the config turns the family on (`checks.<family>`). */
  enabled(config: Config): boolean;
  /** The evidence `run` reads, given the config (a family that samples nothing when off needs nothing). */
  needs(config: Config): readonly Need[];
}

/**
 * Every family that judges evidence, in the order they run (the order reports list them in is
 * `FAMILIES`). A family registered with a command (src/rules/families.ts) and missing here fails
 * to compile, and so does one here that no command runs; src/checks/index.ts holds each one's
 * checks under the same key.
 */
export const FAMILY_PLANS = {
  compliance: { enabled: (config) => config.checks.compliance, needs: () => ['surface', 'protocol-probes'] },
  schema: { enabled: (config) => config.checks.schema, needs: () => ['surface'] },
  headers: { enabled: (config) => config.checks.headers, needs: () => [] },
  security: { enabled: (config) => config.checks.security, needs: () => ['surface'] },
  collision: { enabled: (config) => config.checks.collision.enabled, needs: () => ['surface'] },
  // Drift has no switch of its own (docs/architecture.md, "Family switches"): no baseline, no drift.
  drift: { enabled: () => true, needs: (config) => (config.checks.drift.output.enabled ? ['baseline', 'output-samples'] : ['baseline']) },
  artifact: {
    enabled: (config) => config.checks.artifact,
    needs: (config) => (config.server.registry_manifest === undefined ? ['artifact', 'baseline'] : ['artifact', 'baseline', 'registry-manifest']),
  },
  errors: { enabled: (config) => config.checks.errors, needs: () => ['error-probes', 'suite-calls'] },
  results: { enabled: (config) => config.checks.results.enabled, needs: (config) => (config.checks.drift.output.enabled ? ['output-samples'] : []) },
  behavioral: { enabled: (config) => config.checks.behavioral, needs: () => ['suite-calls', 'goldens'] },
  // Timeouts and the call cap are judged whatever `checks.latency.enabled` says; samples only when on.
  latency: { enabled: () => true, needs: (config) => (config.checks.latency.enabled ? ['latency-samples'] : []) },
  completion: { enabled: (config) => config.checks.completion, needs: () => ['completions', 'contexts'] },
  fleet: { enabled: (config) => config.checks.fleet, needs: () => ['surface'] },
} as const satisfies Record<CheckedFamily, FamilyPlan>;

/** The checked families in the order they run. */
export const CHECK_ORDER = Object.keys(FAMILY_PLANS) as CheckedFamily[];

/** The evidence the review's post-pass reads besides its families' (src/checks/review/). */
export const REVIEW_NEEDS: readonly Need[] = ['surface', 'error-probes', 'suite-calls', 'boundary-probes', 'completions', 'contexts'];

/**
 * The families each command may run, from each family's `commands` (src/rules/families.ts): `run`
 * runs every family that judges one server's contract and calls (and, in a fleet, the fleet
 * family, against the other servers); `diff` compares with the baseline (and the fleet);
 * `review` reads the contract review's set (no collision lint, no drift: a review judges one
 * version on its own) and then its post-pass.
 */
export const COMMAND_FAMILIES: Readonly<Record<CheckCommand, readonly CheckedFamily[]>> = { run: runBy('run'), diff: runBy('diff'), review: runBy('review') };

function runBy(command: CheckCommand): CheckedFamily[] {
  return CHECK_ORDER.filter((family) => familySpec(family).commands.includes(command));
}

/** Whether the config turns `family` on. */
export function familyEnabled(family: CheckedFamily, config: Config): boolean {
  return FAMILY_PLANS[family].enabled(config);
}

/** The families `command` runs under `config`, in the order they run: its set, less every family the config turns off. */
export function chooseFamilies(command: CheckCommand, config: Config): CheckedFamily[] {
  return COMMAND_FAMILIES[command].filter((family) => familyEnabled(family, config));
}

/** Families whose every verdict comes from calling tools (error probes, suite cases, output and latency samples). */
const CALL_FAMILIES: ReadonlySet<Family> = new Set((Object.keys(FAMILY_REGISTRY) as Family[]).filter((family) => familySpec(family).calls));

/**
 * The families that judged a run (`Policy.judged`): the chosen ones, less those that judge calls
 * when calls are off (`--no-calls`, `calls.enabled: false`). A finding of those was not evaluated,
 * so an accepted entry for it is not stale: it simply was not looked at.
 */
export function judgedFamilies(families: readonly Family[], config: Config): Family[] {
  return families.filter((family) => config.calls.enabled || !CALL_FAMILIES.has(family));
}

/** Rules of families that also judge without calls, whose own verdict needs sampled tool results. */
const CALL_RULES = ['breaking_output_shape_change', 'nonbreaking_output_shape_change'] as const;

/** The rules a run with calls off did not evaluate though their family ran (`Policy.unjudged`). */
export function unjudgedRules(config: Config): readonly string[] {
  return config.calls.enabled ? [] : CALL_RULES;
}

/** The evidence the chosen families (and the review's post-pass) need. The surface is always captured. */
export function needsOf(command: CheckCommand, families: readonly CheckedFamily[], config: Config): Set<Need> {
  const needs = new Set<Need>(['surface']);
  for (const family of families) for (const need of FAMILY_PLANS[family].needs(config)) needs.add(need);
  if (command === 'review') for (const need of REVIEW_NEEDS) needs.add(need);
  return needs;
}
