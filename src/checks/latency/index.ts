import type { CallPlan, CallRecord } from '../../snapshot/calls.js';
import { latencyStatus, percentileRank, roundMs } from '../../snapshot/calls.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
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

/**
 * Latency per sampled tool, from its `latency-sample` records that were sent (sampling stops once
 * the verdict is settled, so a slow tool may have only one). Only successful results are timed;
 * errors, timeouts and lost calls are counted as failures. Then one row over every tool that did not
 * fail on its own: a slow tool fails the run once, and the row still shows the rest's latency.
 */
export function checkLatency(records: readonly CallRecord[], budgetMs: number): Finding[] {
  const byTool = new Map<string, CallRecord[]>();
  for (const r of records) if (r.call.purpose === 'latency-sample' && r.sent) byTool.set(r.call.tool, [...(byTool.get(r.call.tool) ?? []), r]);
  const findings: Finding[] = [];
  const pooled: CallRecord[] = [];
  let excluded = 0;
  for (const [tool, samples] of [...byTool.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const own = judge(samples, budgetMs, tool);
    findings.push(own);
    if (own.status === 'fail') excluded++;
    else for (const item of samples) pooled.push(item);
  }
  const all = pooled.some((r) => r.layer === 'ok') ? judge(pooled, budgetMs, undefined, excluded) : undefined;
  // Each tool's failed calls already warn on its own row; this row only states the latency of the rest.
  if (all) findings.push(all.status === 'warn' ? { ...all, status: 'pass' } : all);
  return findings;
}

function judge(samples: readonly CallRecord[], budget: number, tool?: string, excluded?: number): Finding {
  const timed = samples.filter((r) => r.layer === 'ok').map((r) => r.durationMs);
  const failures = samples.length - timed.length;
  const stats = latencyStats(timed);
  const subject = tool === undefined ? { kind: 'server' as const, name: 'all sampled tools' } : { kind: 'tool' as const, name: tool };
  const base = { subject: tool ?? 'all sampled tools', samples: samples.length, failures, budget, ...(excluded ? { excluded } : {}) };
  if (!stats) return finding('latency_budget', 'warn', { subject, args: { ...base, p95: null } });
  const slow = timed.filter((d) => roundMs(d) > budget).length;
  const status = latencyStatus(timed.length - slow, slow, failures);
  return finding('latency_budget', status, { subject, args: { ...base, ...stats, overBudget: status === 'fail' } });
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
  enabled: () => true,
  needs: (config) => (config.checks.latency.enabled ? ['latency-samples'] : []),
  run: ({ evidence, config }) => [
    ...(config.checks.latency.enabled ? checkLatency(evidence.records, config.checks.latency.p95_budget_ms) : []),
    ...checkTimeouts(evidence.records, config.timeouts.call_ms),
    ...checkCap(evidence.plan),
  ],
});
