import type { CallPlan, CallRecord } from '../../snapshot/calls.js';
import { callSucceeded, farOverBudget, FAR_OVER_FACTOR, latencyStatus, MIN_LATENCY_SAMPLES, percentileRank, roundMs } from '../../snapshot/calls.js';
import { readsAsFailure } from '../../snapshot/failure-text.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import { latencyBudgetOf } from '../../model.js';
import { defineFamily } from '../family.js';

export interface LatencyStats {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile: the smallest sample with at least p% of the samples at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no samples');
  return sorted[percentileRank(p, sorted.length) - 1]!;
}

export function latencyStats(durations: readonly number[]): LatencyStats | undefined {
  if (durations.length === 0) return undefined;
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50: roundMs(percentile(sorted, 50)), p95: roundMs(percentile(sorted, 95)), p99: roundMs(percentile(sorted, 99)), max: roundMs(sorted[sorted.length - 1]!) };
}

/** The budget a latency verdict is held to, and whether the user chose it (then exceeding it fails). */
export interface LatencyBudget {
  ms: number;
  userSet: boolean;
}

/**
 * Latency per sampled tool. Each tool had a warm-up call (never timed) and then samples, one at a
 * time, until its first failure or until the verdict was settled. Only successful samples
 * (`callSucceeded`) are timed; the verdict is their median against the budget, and needs at least
 * three of them: a tool with fewer gets a skip that says why. Over a budget the user set it fails;
 * over the default budget it warns. Then one row over every tool within budget, with their pooled
 * latency.
 */
export function checkLatency(records: readonly CallRecord[], budget: LatencyBudget | number): Finding[] {
  const { ms, userSet } = typeof budget === 'number' ? { ms: budget, userSet: true } : budget;
  const byTool = new Map<string, CallRecord[]>();
  for (const r of records) {
    if (r.sent && (r.call.purpose === 'latency-sample' || r.call.purpose === 'latency-warmup')) byTool.set(r.call.tool, [...(byTool.get(r.call.tool) ?? []), r]);
  }
  const findings: Finding[] = [];
  const pooled: CallRecord[] = [];
  let excluded = 0;
  for (const [tool, calls] of [...byTool.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const own = judge(calls, ms, userSet, tool);
    findings.push(own);
    if (own.status === 'pass') for (const item of calls) pooled.push(item);
    else if (own.status !== 'skip') excluded++;
  }
  // Every pooled tool's median is within budget, so the pooled median is too: this row only states the latency.
  const all = judge(pooled, ms, userSet, undefined, excluded);
  if (all.status === 'pass') findings.push(all);
  return findings;
}

function judge(calls: readonly CallRecord[], budget: number, userSet: boolean, tool?: string, excluded?: number): Finding {
  const samples = calls.filter((r) => r.call.purpose === 'latency-sample');
  const timed = samples.filter(callSucceeded).map((r) => r.durationMs);
  const failed = calls.find((r) => !callSucceeded(r));
  const subject = tool === undefined ? { kind: 'server' as const, name: 'all sampled tools' } : { kind: 'tool' as const, name: tool };
  const base = { subject: subject.name, samples: samples.length, failures: samples.length - timed.length, budget, ...(userSet ? {} : { defaultBudget: true }), ...(excluded ? { excluded } : {}) };
  const slow = timed.filter((d) => roundMs(d) > budget).length;
  // Per tool only: the warm-up and one sample both far over the budget settle it (FAR_OVER_FACTOR).
  const warmup = tool === undefined ? undefined : calls.find((r) => r.call.purpose === 'latency-warmup');
  const farOver = tool !== undefined && farOverBudget(warmup, samples, budget);
  const status = farOver ? 'over' : latencyStatus(timed.length - slow, slow);
  const stats = latencyStats(timed);
  if (status === 'none' || !stats) {
    const reason = failed ? `${failed.call.purpose === 'latency-warmup' ? 'the warm-up call' : 'a sample'} failed (${failureOf(failed)}), so the tool was not called again` : `only ${timed.length} sample(s) were taken (checks.latency.samples)`;
    return finding('latency_budget', 'skip', { subject, args: { ...base, median: null, needed: MIN_LATENCY_SAMPLES, reason } });
  }
  const args = { ...base, median: stats.p50, p95: stats.p95, max: stats.max, ...(status === 'over' ? { overBudget: true } : {}), ...(farOver ? { farOver: FAR_OVER_FACTOR } : {}) };
  if (status === 'within') return finding('latency_budget', 'pass', { subject, args });
  return userSet ? finding('latency_budget', 'fail', { subject, args }) : finding('latency_budget', 'warn', { subject, args, variant: 'default-budget' });
}

/** How a latency call failed, in mcpward's words (never the server's text). */
function failureOf(r: CallRecord): string {
  if (r.layer === 'protocol') return `JSON-RPC error ${r.error?.code ?? '?'}`;
  if (r.layer === 'tool') return 'a result with isError: true';
  if (r.layer === 'ok' && readsAsFailure(r.result)) return 'a result whose text reads as a failure';
  return r.layer === 'timeout' ? 'no answer within timeouts.call_ms' : 'the connection failed';
}

/** One note when `calls.max_auto` left automatically callable tools out: the cap, how many, and the first of them. */
export function checkCap(plan: CallPlan): Finding[] {
  const capped = plan.capped;
  if (!capped || capped.tools.length === 0) return [];
  return [finding('auto_calls_capped', 'skip', { subject: { kind: 'server', name: 'automatic calls' }, args: { cap: capped.cap, capped: capped.tools.length, first: capped.tools[0]! } })];
}

/** One finding per group of calls that timed out (a tool's latency samples, a suite, a probe). */
export function checkTimeouts(records: readonly CallRecord[], callMs: number): Finding[] {
  const groups = new Map<string, CallRecord[]>();
  for (const r of records) if (r.layer === 'timeout') groups.set(r.call.group, [...(groups.get(r.call.group) ?? []), r]);
  return [...groups.values()].map((timedOut) => {
    const first = timedOut[0]!;
    return finding('call_timeout', 'fail', {
      subject: { kind: 'tool', name: first.call.tool },
      args: { tool: first.call.tool, purpose: first.call.purpose, timedOut: timedOut.filter((r) => r.sent).length, notSent: timedOut.filter((r) => !r.sent).length, timeoutMs: callMs },
    });
  });
}

/**
 * Latency budgets, timeouts of every call, and the cap on automatic calls. Timeouts are judged
 * whether or not latency is sampled (`checks.latency.enabled`), since any call can hang.
 */
export const latencyFamily = defineFamily({
  family: 'latency',
  run: ({ evidence, config }) => [
    ...(config.checks.latency.enabled ? checkLatency(evidence.records, latencyBudgetOf(config.checks.latency)) : []),
    ...checkTimeouts(evidence.records, config.timeouts.call_ms),
    ...checkCap(evidence.plan),
  ],
});
