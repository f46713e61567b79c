import type { CallRecord } from '../../snapshot/calls.js';
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
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function latencyStats(durations: readonly number[]): LatencyStats | undefined {
  if (durations.length === 0) return undefined;
  const sorted = [...durations].sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return { p50: ms(percentile(sorted, 50)), p95: ms(percentile(sorted, 95)), p99: ms(percentile(sorted, 99)), max: ms(sorted[sorted.length - 1]!) };
}

/**
 * Latency per sampled tool and overall, from `latency-sample` records (the warm-up is not counted).
 * Only successful results are timed; errors, timeouts and lost calls are counted as failures.
 */
export function checkLatency(records: readonly CallRecord[], budgetMs: number): Finding[] {
  const byTool = new Map<string, CallRecord[]>();
  for (const r of records) if (r.call.purpose === 'latency-sample' && r.sent) byTool.set(r.call.tool, [...(byTool.get(r.call.tool) ?? []), r]);
  const findings: Finding[] = [];
  const all: CallRecord[] = [];
  for (const [tool, samples] of [...byTool.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    all.push(...samples);
    findings.push(judge(samples, budgetMs, tool));
  }
  if (all.length > 0) findings.push(judge(all, budgetMs));
  return findings;
}

function judge(samples: readonly CallRecord[], budget: number, tool?: string): Finding {
  const timed = samples.filter((r) => r.layer === 'ok').map((r) => r.durationMs);
  const failures = samples.length - timed.length;
  const stats = latencyStats(timed);
  const subject = tool === undefined ? { kind: 'server' as const, name: 'all sampled tools' } : { kind: 'tool' as const, name: tool };
  const base = { subject: tool ?? 'all sampled tools', samples: samples.length, failures, budget };
  if (!stats) return finding('latency_budget', 'warn', { subject, args: { ...base, p95: null } });
  const overBudget = stats.p95 > budget;
  const status = overBudget ? 'fail' : failures > 0 ? 'warn' : 'pass';
  return finding('latency_budget', status, { subject, args: { ...base, ...stats, overBudget } });
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
 * Latency budgets, and timeouts of every call. Timeouts are judged whether or not latency is
 * sampled (`checks.latency.enabled`), since any call can hang.
 */
export const latencyFamily = defineFamily({
  family: 'latency',
  enabled: () => true,
  needs: (config) => (config.checks.latency.enabled ? ['latency-samples'] : []),
  run: ({ evidence, config }) => [
    ...(config.checks.latency.enabled ? checkLatency(evidence.records, config.checks.latency.p95_budget_ms) : []),
    ...checkTimeouts(evidence.records, config.timeouts.call_ms),
  ],
});
