import type { CaseBook } from '../tester.js';
import { record } from '../../support/calls.js';

const samples = (tool: string, ms: readonly number[]) => ms.map((durationMs, sample) => record({ tool, purpose: 'latency-sample', sample, group: tool }, 'ok', { durationMs }));

export const latencyCases: CaseBook = {
  latency_budget: {
    valid: [
      { name: 'every sample well inside the budget', evidence: { records: samples('fast', [10, 12, 9, 11, 10]) } },
      { name: 'one slow sample does not move the median', evidence: { records: samples('spiky', [10, 5000, 9, 11, 10]) }, config: { checks: { latency: { p95_budget_ms: 100 } } } },
      {
        name: 'a slow warm-up call (a cold start) is not timed',
        evidence: { records: [record({ tool: 'cold', purpose: 'latency-warmup', group: 'cold' }, 'ok', { durationMs: 5000 }), ...samples('cold', [10, 12, 9])] },
        config: { checks: { latency: { p95_budget_ms: 100 } } },
      },
      { name: 'fewer than three successful samples: no verdict', evidence: { records: samples('slow', [5000, 5000]) }, config: { checks: { latency: { p95_budget_ms: 100 } } } },
    ],
    invalid: [
      { name: 'median over the budget the user set', evidence: { records: samples('slow', [10, 5000, 5000, 5000, 5000]) }, config: { checks: { latency: { p95_budget_ms: 100 } } } },
      {
        name: 'three samples over the budget, the rest skipped once the verdict was settled',
        evidence: { records: [...samples('slow', [5000, 5000, 5000]), ...[3, 4].map((sample) => record({ tool: 'slow', purpose: 'latency-sample', sample, group: 'slow' }, 'skipped', { sent: false, durationMs: 0 }))] },
        config: { checks: { latency: { p95_budget_ms: 100 } } },
      },
      { name: 'median over the default budget (a warning)', evidence: { records: samples('slow', [5000, 5000, 5000]) } },
    ],
  },
  auto_calls_capped: {
    valid: [{ name: 'every automatically callable tool fit within calls.max_auto', evidence: { records: samples('fast', [10]) } }],
    invalid: [{ name: 'calls.max_auto left tools out', evidence: { plan: { capped: { cap: 200, tools: ['bulk_00040', 'bulk_00041'] } } } }],
  },
  call_timeout: {
    valid: [{ name: 'every call answered', evidence: { records: samples('fast', [10]) } }],
    invalid: [{ name: 'a call that got no answer within timeouts.call_ms', evidence: { records: [record({ tool: 'stuck' }, 'timeout', { durationMs: 30_000, reason: 'timed out' })] } }],
  },
};
