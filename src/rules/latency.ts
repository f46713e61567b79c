import { rule } from './types.js';

/** Registry entries of the latency family. */
export const latencyRules = {
  latency_budget: rule<{ subject: string; samples: number; failures: number; budget: number; p50?: number; p95: null | number; p99?: number; max?: number; overBudget?: boolean; excluded?: number }>()({
    family: 'latency',
    severity: 'medium',
    identity: [],
    title: 'p95 latency within budget',
    description:
      'Each sampled tool is called up to `checks.latency.samples` times, one call at a time with nothing else in flight; the 95th percentile (nearest rank) of the successful calls must not exceed `checks.latency.p95_budget_ms`. There is no warm-up: the first sample is also the call the result contract judges. Sampling stops as soon as no further sample could change the verdict (with five samples the p95 is the slowest, so one sample over the budget settles a failure); the samples not sent are counted neither as samples nor as failures. Failed calls are counted apart and never timed. Only allowlisted tools (`checks.latency.tools`) and read-only tools that take no arguments are sampled. The row `all sampled tools` pools the samples of every tool that did not fail on its own, so one slow tool fails the run once: it never fails (tools within budget cannot pool to a p95 over it) and never warns (a tool\'s failed calls warn on its own row); it names how many tools it left out. Medium: slow calls cost time and may run into client timeouts, but they still return the right thing.',
    remediation: 'Speed up the slow tool, or raise `checks.latency.p95_budget_ms` if the budget is unrealistic for it.',
    message: (a, q) =>
      a.p95 === null
        ? `No successful sample of ${q(a.subject)}: ${q(a.failures)} of ${q(a.samples)} call(s) failed`
        : a.overBudget
          ? `${q(a.subject)} p95 is ${q(a.p95)} ms, over the ${q(a.budget)} ms budget (p50 ${q(a.p50)}, p99 ${q(a.p99)}, max ${q(a.max)} ms; ${q(a.samples)} sample(s), ${q(a.failures)} failed)`
          : `${q(a.subject)} p95 is ${q(a.p95)} ms, within budget, but ${q(a.failures)} of ${q(a.samples)} call(s) failed`,
    passMessage: (a, q) =>
      `${q(a.subject)} p95 is ${q(a.p95)} ms (budget ${q(a.budget)} ms; p50 ${q(a.p50)}, p99 ${q(a.p99)}, max ${q(a.max)} ms)${a.excluded ? `; ${q(a.excluded)} tool(s) over budget are reported on their own and left out` : ''}`,
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
  auto_calls_capped: rule<{ cap: number; capped: number; first: string }>()({
    family: 'latency',
    severity: 'info',
    reports: 'skip',
    identity: [],
    title: 'Automatic calls stay within calls.max_auto',
    description:
      'mcpward calls a read-only tool that takes no arguments on its own (latency samples, the result contract, the invalid-arguments probe, output samples), and `calls.max_auto` caps those calls per run so a server with thousands of tools costs seconds and a metered API is not spent by default. Tools are taken in name order, each with every call it may need, until the next would not fit; the rest are not called at all, and this one note says how many. Calls the config names (`suites`, `checks.latency.tools`, `checks.drift.output.tools`) are never capped. Info: a record of what mcpward chose not to call; it never fails a run.',
    remediation: 'Raise `calls.max_auto` to call more tools on their own, or allowlist the tools that matter (`checks.latency.tools`, `suites`), which are never capped.',
    message: (a, q) => `${q(a.capped)} read-only tool(s) not called automatically, first ${q(a.first)}: the run reached calls.max_auto (${q(a.cap)} calls); raise calls.max_auto to call them`,
  }),
};
