/**
 * Judging: the one path from evidence to a report. Every command that judges (`run`, `diff`,
 * `review`), `accept`, `merge` and the programmatic API call it; it reads no file and no clock —
 * the baseline, goldens, accepted findings, today and the judging deadline are read at the edge
 * (src/edge/, src/cli/) and passed in. Steps: run the families, apply the policy, run the review
 * pass over the policed findings, add the stale accepted entries, build the report.
 */

import type { JudgeBudget } from '../checks/index.js';
import type { CheckCommand } from '../model.js';
import { checksOf, chooseFamilies, judgedFamilies, unjudgedRules, reviewRows, reviewVerdict, runFamilies, runFamiliesWithin } from '../checks/index.js';
import type { CheckContext } from '../checks/family.js';
import { judgedSnapshot } from '../checks/judged.js';
import type { Config } from '../config/schema.js';
import type { Family, JsonValue } from '../model.js';
import { applyPolicy, policyOf, staleAccepted, type AcceptedEntry, type Policy } from '../policy/index.js';
import { redactJson } from '../report/redact.js';
import type { IncompleteReason, Report, ReviewData } from '../report/types.js';
import type { CheckedFamily } from '../rules/families.js';
import type { Finding } from '../rules/index.js';
import { autoCallSummary } from '../run/calls.js';
import type { Evidence } from '../snapshot/evidence.js';
import { placeholdMachine, type Machine } from '../snapshot/machine.js';
import { buildReport, incompleteReasons, serverSummary } from './report.js';
import { surfaceOf } from './surface.js';

/** Everything judging one server takes, read at the edge. */
export interface JudgeInput {
  command: CheckCommand;
  config: Config;
  /** The config's secret values: what a suite case's golden value is redacted of. */
  secrets: readonly string[];
  /** The families to run; `chooseFamilies(command, config)` when left out. */
  families?: readonly CheckedFamily[];
  /** The collected evidence with the files read for it (baseline, goldens) and, in a fleet, its peers. */
  evidence: Evidence;
  /** The policy's inputs read at the edge: the accepted-findings file's entries and today (YYYY-MM-DD). */
  accepted: readonly AcceptedEntry[];
  today: string;
  /** This machine's paths and name, which drift compares descriptions without (src/snapshot/machine.ts). */
  machine?: Machine;
  /** What is left of `timeouts.run_ms` for judging, on the edge's clock; no bound when left out. */
  budget?: JudgeBudget;
  updateGolden?: boolean;
  /** `--include-surface`: the report carries the surface as the server sent it. */
  includeSurface?: boolean;
}

/** The one policy of a run: the config's, with the accepted findings, today, and the families judged. */
function runPolicy(config: Config, command: CheckCommand, families: readonly Family[], accepted: readonly AcceptedEntry[], today: string): Policy {
  const unjudged = unjudgedRules(config);
  return {
    ...policyOf(config),
    accepted,
    today,
    judged: new Set([...families, ...(command === 'review' ? (['review'] as const) : [])]),
    ...(unjudged.length > 0 ? { unjudged: new Set(unjudged) } : {}),
  };
}

/** The incomplete reason of judging that ran past the deadline, naming the families it did not reach. */
export function judgingLate(judged: { unjudged: readonly string[]; late: boolean }, runMs: number): IncompleteReason | undefined {
  if (!judged.late && judged.unjudged.length === 0) return undefined;
  const skipped = judged.unjudged.length > 0 ? `; not judged: ${judged.unjudged.join(', ')}` : '; every check ran, but after the deadline';
  return { code: 'deadline', message: `timeouts.run_ms (${runMs} ms) passed while judging${skipped}` };
}

/** What judging found: the policed findings (stale entries included) and, for `review`, its data. */
export interface Judged {
  findings: Finding[];
  review?: ReviewData;
  incomplete: IncompleteReason[];
}

/**
 * Runs the families over the evidence, applies the policy, runs the review pass on the policed
 * findings (review only) and adds the stale accepted entries when the run is complete.
 */
export function judgeFindings(input: JudgeInput): Judged {
  const { command, config, evidence } = input;
  const chosen = input.families ?? chooseFamilies(command, config);
  const families = checksOf(chosen);
  // A list that failed or the deadline: judge what was gathered, and say the report is partial (exit 2).
  let incomplete = incompleteReasons(evidence);
  // The checks read every server string cut to MAX_JUDGED_TEXT (bounded work on hostile text); drift pins and compares the full text.
  const fleet = evidence.fleet;
  const judgedEvidence: Evidence = {
    ...evidence,
    snapshot: judgedSnapshot(evidence.snapshot),
    ...(fleet ? { fleet: { ...fleet, peers: fleet.peers.map((peer) => ({ ...peer, snapshot: judgedSnapshot(peer.snapshot) })) } } : {}),
  };
  const redact = (value: JsonValue) => redactJson(value, input.secrets);
  const context: CheckContext = { evidence: judgedEvidence, config, updateGolden: input.updateGolden === true, families: new Set(chosen), redact };
  const policy = runPolicy(config, command, judgedFamilies(chosen, config), input.accepted, input.today);
  const police = (findings: readonly Finding[]) => applyPolicy(findings, policy);
  // Drift compares descriptions with this machine's paths and name as placeholders, as `baseline` pinned them.
  const drift = families.filter((f) => f.family === 'drift');
  const others = families.filter((f) => f.family !== 'drift');
  const driftSnapshot = input.machine ? placeholdMachine(evidence.snapshot, input.machine) : evidence.snapshot;
  const driftContext = drift.length > 0 ? { ...context, evidence: { ...evidence, snapshot: driftSnapshot } } : context;
  const runs = [...others.map((family) => ({ family, context })), ...drift.map((family) => ({ family, context: driftContext }))];
  let raw: Finding[];
  if (input.budget) {
    const judged = runFamiliesWithin(runs, input.budget);
    // Judging is bound by the run's deadline too: past it the report is incomplete, never complete and late.
    const lateReason = judgingLate(judged, config.timeouts.run_ms);
    if (lateReason) incomplete = [...incomplete, lateReason];
    raw = judged.findings;
  } else {
    raw = runs.flatMap((r) => runFamilies([r.family], r.context));
  }
  let findings = police(raw);
  let review: ReviewData | undefined;
  if (command === 'review') {
    // The review reads the policed findings as data; its rows and then its verdict are policed as they come.
    const rows = reviewRows(context, findings);
    const all = [...findings, ...police(rows.findings)];
    const verdict = reviewVerdict(context, rows, all);
    findings = [...all, ...police([verdict.finding])];
    review = verdict.review;
  }
  // An entry whose finding could not be judged this time is not stale.
  if (incomplete.length === 0) findings = [...findings, ...staleAccepted(findings, policy)];
  return { findings, ...(review ? { review } : {}), incomplete };
}

/** Judges one server (see judgeFindings) and builds its report. */
export function judge(input: JudgeInput): Report {
  const { command, evidence } = input;
  const judged = judgeFindings(input);
  const report = buildReport(command, serverSummary(evidence.snapshot), judged.findings, undefined, judged.review, judged.incomplete);
  if (input.includeSurface) report.surface = surfaceOf(evidence.snapshot);
  // `diff` calls nothing; `run` and `review` say what they called on their own.
  if (command !== 'diff') report.calls = autoCallSummary(evidence.plan, evidence.records, input.config.calls);
  return report;
}
