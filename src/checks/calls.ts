import type { CallPlan, CallRecord } from '../snapshot/calls.js';
import type { Config } from '../config/schema.js';
import type { Finding } from '../model.js';
import { finding } from '../rules/index.js';
import type { Snapshot } from '../snapshot/types.js';
import { isRecord } from '../snapshot/view.js';
import { checkSuites, REFUSAL_TEXT, type GoldenFiles } from './behavioral/index.js';
import { checkErrorContract } from './errors/index.js';
import { checkLatency, checkTimeouts } from './latency/index.js';
import { checkResults, DEFAULT_RESULT_OPTIONS, type ResultOptions } from './results/index.js';

export interface CallCheckOptions {
  /** `run --update-golden`. */
  updateGolden: boolean;
  /** Golden files as read by `readGoldens` (src/calls/golden.ts); missing entries count as missing files. */
  goldens?: GoldenFiles;
}

/** The config this needs; `checks.results` is read defensively until the schema has it. */
export type CallCheckConfig = Pick<Config, 'suites' | 'timeouts'> & { checks: Pick<Config['checks'], 'errors' | 'latency'> };

/**
 * Every finding about the calls mcpward made: refusals, error contract, result contract, suite
 * cases, latency and timeouts. Pure: reads only the snapshot, the plan and the records.
 */
export function runCallChecks(snapshot: Snapshot, records: readonly CallRecord[], plan: CallPlan, config: CallCheckConfig, options: CallCheckOptions): Finding[] {
  const findings: Finding[] = plan.refusals.map((r) =>
    finding('tool_call_refused', 'skip', {
      subject: { kind: 'tool', name: r.tool },
      args: { tool: r.tool, areas: r.areas.join(', '), reason: REFUSAL_TEXT[r.reason] },
      ...(r.cases ? { evidence: { cases: r.cases } } : {}),
    }),
  );
  if (config.checks.errors) findings.push(...checkErrorContract(snapshot, records, plan, config.suites));
  findings.push(...checkResults(snapshot, records, resultOptions(config.checks)));
  findings.push(...checkSuites(snapshot, records, plan, config.suites, { updateGolden: options.updateGolden, goldens: options.goldens ?? {} }));
  findings.push(...checkLatency(records, config.checks.latency.p95_budget_ms));
  findings.push(...checkTimeouts(records, config.timeouts.call_ms));
  return findings;
}

/** `checks.results.{max_result_bytes, max_media_bytes, error_output_contract}`, defaults when absent or malformed. */
export function resultOptions(checks: unknown): ResultOptions {
  const results = isRecord(checks) && isRecord(checks.results) ? checks.results : {};
  const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);
  return {
    maxResultBytes: positive(results.max_result_bytes, DEFAULT_RESULT_OPTIONS.maxResultBytes),
    maxMediaBytes: positive(results.max_media_bytes, DEFAULT_RESULT_OPTIONS.maxMediaBytes),
    errorOutputContract: typeof results.error_output_contract === 'boolean' ? results.error_output_contract : DEFAULT_RESULT_OPTIONS.errorOutputContract,
  };
}
