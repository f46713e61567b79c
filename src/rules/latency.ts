import { rule } from './types.js';

/** Registry entries of the latency family. */
export const latencyRules = {
  latency_budget: rule<{ subject: string; samples: number; failures: number; budget: number; p50?: number; p95: null | number; p99?: number; max?: number; overBudget?: boolean }>()({
    family: 'latency',
    severity: 'medium',
    identity: [],
    title: 'p95 latency within budget',
    description:
      'Each sampled tool is called once to warm up (not counted), then `checks.latency.samples` times; the 95th percentile (nearest rank) of the successful calls must not exceed `checks.latency.p95_budget_ms`. Failed calls are counted apart and never timed. Only allowlisted tools (`checks.latency.tools`) and read-only tools that take no arguments are sampled. Medium: slow calls cost time and may run into client timeouts, but they still return the right thing.',
    remediation: 'Speed up the slow tool, or raise `checks.latency.p95_budget_ms` if the budget is unrealistic for it.',
    message: (a, q) =>
      a.p95 === null
        ? `No successful sample of ${q(a.subject)}: ${q(a.failures)} of ${q(a.samples)} call(s) failed`
        : a.overBudget
          ? `${q(a.subject)} p95 is ${q(a.p95)} ms, over the ${q(a.budget)} ms budget (p50 ${q(a.p50)}, p99 ${q(a.p99)}, max ${q(a.max)} ms; ${q(a.failures)} failed)`
          : `${q(a.subject)} p95 is ${q(a.p95)} ms, within budget, but ${q(a.failures)} of ${q(a.samples)} call(s) failed`,
    passMessage: (a, q) => `${q(a.subject)} p95 is ${q(a.p95)} ms (budget ${q(a.budget)} ms; p50 ${q(a.p50)}, p99 ${q(a.p99)}, max ${q(a.max)} ms)`,
  }),
  call_timeout: rule<{ tool: string; purpose: string; timedOut: number; notSent: number; timeoutMs: number }>()({
    family: 'latency',
    severity: 'medium',
    identity: ['tool'],
    title: 'Tool calls answer within timeouts.call_ms',
    description:
      'A call that gets no answer within `timeouts.call_ms` is recorded, not fatal; the remaining calls of the same group (e.g. latency samples of that tool) are not sent, so one hanging tool costs one timeout. Medium: the client waits and then sees an error, and the call may still have acted on the server, but nothing is hidden or misrouted.',
    remediation: 'Find out why the tool hangs; if it is legitimately slow, raise `timeouts.call_ms`.',
    message: (a, q) => `${q(a.timedOut)} call(s) to ${q(a.tool)} (${q(a.purpose)}) got no answer within timeouts.call_ms (${q(a.timeoutMs)} ms); ${q(a.notSent)} more not sent`,
  }),
};
