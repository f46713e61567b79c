/**
 * Every family's registration, in one place: its rules and what is known about it without running
 * it (the paragraph that opens its section of docs/rules.md, the commands that run its checks,
 * whether all its verdicts come from calls, the switch that turns it off). `RULES`, docs/rules.md
 * and the command sets of src/checks/plan.ts derive from it, so adding a family adds one entry
 * here (docs/architecture.md, "Adding a family").
 *
 * The order reports and docs/rules.md list families in is `FAMILIES` (src/model.ts): a family's
 * name is shared vocabulary that layers below the registry name too, so it stays in the leaf. The
 * type below makes an entry missing here, or one for a name not there, a compile error.
 */

import type { CheckCommand, Family } from '../model.js';
import { artifactRules } from './artifact.js';
import { behavioralRules } from './behavioral.js';
import { collisionRules } from './collision.js';
import { completionRules } from './completion.js';
import { complianceRules } from './compliance.js';
import { driftRules } from './drift.js';
import { errorsRules } from './errors.js';
import { fleetRules } from './fleet.js';
import { headersRules } from './headers.js';
import { latencyRules } from './latency.js';
import { policyRules } from './policy.js';
import { resultsRules } from './results.js';
import { reviewRules } from './review.js';
import { schemaRules } from './schema.js';
import { securityRules } from './security.js';
import type { RuleSpec } from './types.js';

/** The commands that judge a server (`CheckCommand`, src/model.ts); each runs a set of families (src/checks/plan.ts). */
export const CHECK_COMMANDS = ['run', 'diff', 'review'] as const satisfies readonly CheckCommand[];

/** What a family declares about itself besides its checks. */
export interface FamilySpec {
  /** Its rules (`rules/<family>.ts`); every one must name this family (test/rules/families.test.ts). */
  // The entries' argument types are kept by `typeof FAMILY_REGISTRY`; this only bounds the shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rules: Readonly<Record<string, RuleSpec<any, any>>>;
  /** The paragraph under the family's heading in docs/rules.md. */
  intro: string;
  /**
   * The commands that run its check module (`src/checks/<family>/index.ts`). Empty for a family
   * with no check module: the review post-pass and the policy's own findings.
   */
  commands: readonly CheckCommand[];
  /**
   * Every verdict comes from calling tools (error probes, suite cases, output and latency samples):
   * with calls off the family judged nothing, so an accepted entry of it is not stale.
   */
  calls: boolean;
  /**
   * The boolean config key that turns the family off (`checks.<family>` or a setting's `enabled`),
   * defined in src/config/schema.ts; `null` for a family that has none on purpose
   * (docs/architecture.md, "Family switches").
   */
  switch: string | null;
  /**
   * For a family switched by `checks.<family>` alone: the switch's description. src/config/schema.ts
   * generates the switch (on by default) from it, so the family adds no line there.
   */
  switchHelp?: string;
}

/**
 * One entry per family. `RULES` merges the families' rules in this order, which the config
 * schema's rule ids and SARIF's rule list follow (policy before fleet, as they were first
 * registered); reports and docs/rules.md list families in `FAMILIES` order.
 */
export const FAMILY_REGISTRY = {
  compliance: {
    rules: complianceRules,
    intro: 'The protocol as the server speaks it: handshake, framing, capabilities, pagination.',
    commands: ['run', 'review'],
    calls: false,
    switch: 'checks.compliance',
    switchHelp: 'Protocol compliance checks.',
  },
  schema: {
    rules: schemaRules,
    intro: 'Descriptor admission: whether each tool, prompt and resource is well-formed, judged one item at a time.',
    commands: ['run', 'review'],
    calls: false,
    switch: 'checks.schema',
    switchHelp: 'Tool input/output JSON Schema checks.',
  },
  security: {
    rules: securityRules,
    intro: 'Offline heuristics for tool poisoning. Each finding carries a severity and a confidence.',
    commands: ['run', 'review'],
    calls: false,
    switch: 'checks.security',
    switchHelp: 'Tool-poisoning checks on names, descriptions and schemas.',
  },
  collision: {
    rules: collisionRules,
    intro: 'Near-identical descriptions over diverging input schemas, which make an agent pick the wrong tool.',
    // Not under `review`: a review judges one version of one server's contract, not its lint.
    commands: ['run'],
    calls: false,
    switch: 'checks.collision.enabled',
  },
  artifact: {
    rules: artifactRules,
    intro: 'What runs, as opposed to what it says: the artifact a start resolves to (docs/lockfile.md, "The artifact"), judged on its own and against the one the baseline pinned.',
    commands: ['run', 'diff'],
    calls: false,
    switch: 'checks.artifact',
    switchHelp: 'What runs: a start without an exact version, a bundle whose signature does not hold, and (against the baseline) an artifact that changed or was republished under the same version.',
  },
  drift: {
    rules: driftRules,
    intro: 'Changes against the pinned baseline. Rule ids are the drift class names `checks.drift.fail_on` and `checks.drift.severity` accept.',
    // `diff` is drift; a review judges one version on its own.
    commands: ['run', 'diff'],
    calls: false,
    // A baseline to compare with is what turns it on.
    switch: null,
  },
  errors: {
    rules: errorsRules,
    intro: 'Whether failures come back on the right layer: JSON-RPC errors for bad requests, `isError: true` results for failed tool runs.',
    commands: ['run', 'review'],
    calls: true,
    switch: 'checks.errors',
    switchHelp: 'Error-contract checks: protocol errors versus tool errors.',
  },
  results: {
    rules: resultsRules,
    intro: 'Whether recorded tool results honour their contract: content blocks, structured content, output schema.',
    commands: ['run', 'review'],
    calls: true,
    switch: 'checks.results.enabled',
  },
  behavioral: {
    rules: behavioralRules,
    intro: 'Declarative suites from `suites:` in the config.',
    commands: ['run', 'review'],
    calls: true,
    switch: 'checks.behavioral',
    switchHelp: 'The suites of this file (`suites:`), and the calls mcpward refused to make; off: no suite case is called.',
  },
  latency: {
    rules: latencyRules,
    intro: 'Latency budgets from `checks.latency`.',
    commands: ['run', 'review'],
    calls: true,
    // `checks.latency.enabled` turns sampling off; a call that hangs is still judged.
    switch: null,
  },
  headers: {
    rules: headersRules,
    intro: 'Parameter headers (`x-mcp-header`) and the HTTP boundary of protocol 2026-07-28.',
    commands: ['run', 'review'],
    calls: false,
    switch: 'checks.headers',
    switchHelp: 'Streamable HTTP header checks: `x-mcp-header` declarations and, under `review`, the header boundary probes.',
  },
  completion: {
    rules: completionRules,
    intro: 'Completions and authorization contexts.',
    commands: ['review'],
    calls: false,
    switch: 'checks.completion',
    switchHelp: 'Completion checks of the contract review (`mcpward review`): answers on the main connection and in each authorization context.',
  },
  review: {
    rules: reviewRules,
    intro: 'The contract review verdict.',
    // A post-pass of `review` over the other families' findings (src/checks/review/), not a family it chooses.
    commands: [],
    calls: false,
    switch: null,
  },
  policy: {
    rules: policyRules,
    intro: 'The run\'s own policy: entries of the accepted-findings file that match nothing or have expired.',
    // Emitted by the policy itself (stale accepted entries), never by a check.
    commands: [],
    calls: false,
    switch: null,
  },
  fleet: {
    rules: fleetRules,
    intro: 'Between the servers of a fleet (`servers:`): the same tool name twice, text on one server that instructs the model about another server\'s tools (shadowing), near-identical tools across servers. Judged offline, each server against the surfaces of the others.',
    commands: ['run', 'diff'],
    calls: false,
    switch: 'checks.fleet',
    switchHelp: 'Cross-server checks between the servers of a fleet (`servers:`): shadowing, same tool names, near-identical tools.',
  },
} as const satisfies { readonly [F in Family]: FamilySpec };

/** The families that have a check module: the ones some command runs. */
export type CheckedFamily = { [F in Family]: (typeof FAMILY_REGISTRY)[F]['commands'] extends readonly [] ? never : F }[Family];

/** The registry's entry of `family`, with its rules' types erased. */
export function familySpec(family: Family): FamilySpec {
  return FAMILY_REGISTRY[family];
}
