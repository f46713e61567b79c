import { ONE_PER_SUBJECT, rule } from './types.js';

/** Registry entries of the latency family. */
export const latencyRules = {
  latency_budget: rule<{
    subject: string;
    samples: number;
    failures: number;
    budget: number;
    defaultBudget?: boolean;
    median: null | number;
    p95?: number;
    max?: number;
    overBudget?: boolean;
    farOver?: number;
    excluded?: number;
    needed?: number;
    reason?: string;
  }>()({
    family: 'latency',
    severity: 'medium',
    variants: { 'default-budget': 'low' },
    identity: ['subject'],
    title: 'Median latency within budget',
    description:
      "Each sampled tool gets one warm-up call, never timed (a tool that opens a connection or fills a cache on its first call is judged on its steady state; the result contract still judges that call's result), then up to `checks.latency.samples` samples, one call at a time with nothing else in flight. Only successful samples are timed: an answer without a JSON-RPC error, without `isError`, and whose text does not read as a failure (`result_reads_as_failure`), since a failure that comes back fast says nothing about the tool. The verdict is the median (nearest rank) of at least three successful samples against the budget, so one slow sample (a cold cache, a garbage collection, a busy CI runner) does not decide it. A tool's latency calls stop at its first failure (a tool whose API is down is not called again and again), and once no further sample could change the verdict (three fast samples of five settle it; so does a warm-up and a first sample both more than five times over the budget: a cold start or a pause is one call, two such calls in a row are the tool's steady state, and a tool that sleeps 10 s would otherwise cost 40 s); a tool with fewer than three successful samples gets no verdict, reported as a skip with the reason. The budget is `checks.latency.p95_budget_ms` (the key keeps its name; the median is held to it): over a budget the user set fails (medium); with none set, a tool over the default budget of 1000 ms warns (`default-budget`, low), since nobody chose that number for this server. Only allowlisted tools (`checks.latency.tools`) and read-only tools that take no arguments are sampled. The row `all sampled tools` pools the samples of every tool within budget and only states their latency; it names how many tools over budget it left out. Medium: slow calls cost the user time and may run into client timeouts, but they still return the right thing.",
    remediation: 'Speed up the slow tool, or set `checks.latency.p95_budget_ms` to a budget that fits it.',
    message: (a, q) =>
      a.median === null
        ? `No latency verdict for ${q(a.subject)}: ${q(a.samples - a.failures)} successful sample(s), at least ${q(a.needed ?? 3)} needed; ${q(a.reason)}`
        : `${q(a.subject)} median latency is ${q(a.median)} ms, over the ${a.defaultBudget ? 'default ' : ''}${q(a.budget)} ms budget (p95 ${q(a.p95)}, max ${q(a.max)} ms; ${q(a.samples)} sample(s) after a warm-up call, ${q(a.failures)} failed${a.farOver ? `; the warm-up and the sample were both over ${q(a.farOver)}× the budget, which settles it` : ''})${a.defaultBudget ? '; set checks.latency.p95_budget_ms to choose a budget' : ''}`,
    passMessage: (a, q) =>
      `${q(a.subject)} median latency is ${q(a.median)} ms (budget ${q(a.budget)} ms; p95 ${q(a.p95)}, max ${q(a.max)} ms; ${q(a.samples)} sample(s) after a warm-up call)${a.excluded ? `; ${q(a.excluded)} tool(s) over budget are reported on their own and left out` : ''}`,
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
    identity: ONE_PER_SUBJECT,
    title: 'Automatic calls stay within calls.max_auto',
    description:
      'mcpward calls a read-only tool that takes no arguments on its own (latency samples, the result contract, the invalid-arguments probe, output samples), and `calls.max_auto` caps those calls per run so a server with thousands of tools costs seconds and a metered API is not spent by default. Tools are taken in name order, each with every call it may need, until the next would not fit; the rest are not called at all, and this one note says how many. Calls the config names (`suites`, `checks.latency.tools`, `checks.drift.output.tools`) are never capped. Info: a record of what mcpward chose not to call; it never fails a run.',
    remediation: 'Raise `calls.max_auto` to call more tools on their own, or allowlist the tools that matter (`checks.latency.tools`, `suites`), which are never capped.',
    message: (a, q) => `${q(a.capped)} read-only tool(s) not called automatically, first ${q(a.first)}: the run reached calls.max_auto (${q(a.cap)} calls); raise calls.max_auto to call them`,
  }),
};
