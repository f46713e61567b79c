import type { Config } from '../config/schema.js';
import { latencyBudgetOf, type JsonValue } from '../model.js';
import type { Need } from '../snapshot/evidence.js';
import type { Snapshot, ToolView } from '../snapshot/types.js';
import { effectiveAnnotations, isRecord, toolView } from '../snapshot/view.js';
import { invalidArguments, type InvalidArguments } from './invalid-args.js';
import { saysItChanges } from '../text/actions.js';
import type { CallArea, CallBasis, CallPlan, PlannedCall, Refusal, RefusalReason, Unprobed } from '../snapshot/calls.js';

/** The parts of the config that decide which calls are made. */
export type PlanConfig = Pick<Config, 'suites' | 'calls'> & { checks: Pick<Config['checks'], 'latency' | 'drift'> };

/** Which kinds of calls to plan: what the chosen check families need. */
export interface CallPurposes {
  /** The unknown-tool probe and the invalid-arguments probes. */
  errors: boolean;
  suites: boolean;
  output: boolean;
  latency: boolean;
}

export function purposesFor(needs: ReadonlySet<Need>): CallPurposes {
  return { errors: needs.has('error-probes'), suites: needs.has('suite-calls'), output: needs.has('output-samples'), latency: needs.has('latency-samples') };
}

/** Every kind of call (tests and tools that plan outside a run). */
const ALL_PURPOSES: CallPurposes = { errors: true, suites: true, output: true, latency: true };

type Args = Record<string, JsonValue>;

const AREA_ORDER: CallArea[] = ['suite', 'output-shape', 'latency'];

/**
 * Every call mcpward will make, and every call it refuses to make. The one rule: a tool is called
 * only when it does not exist (the unknown-tool probe), when the user allowlisted it with arguments
 * (`suites`, `checks.latency.tools`, `checks.drift.output.tools`), or when it is annotated
 * `readOnlyHint: true` (and its description does not say it changes, runs or sends something),
 * requires no argument and `checks.drift.output.call_readonly` is on. With
 * `calls.enabled` off nothing is called at all, and calls to automatically callable tools stop at
 * `calls.max_auto`.
 */
export function planCalls(snapshot: Snapshot, config: PlanConfig, purposes: CallPurposes = ALL_PURPOSES): CallPlan {
  if (!config.calls.enabled) return planNothing(config, purposes);
  // A name listed twice is judged by its most restrictive listing: the server picks which one runs.
  const listings = new Map<string, ToolView[]>();
  for (const item of snapshot.tools) if (item.key !== undefined) listings.set(item.key, [...(listings.get(item.key) ?? []), toolView(item)]);
  const listed = new Map([...listings].map(([name, views]) => [name, views[0]!]));
  const callReadonly = config.checks.drift.output.call_readonly;
  // Asked once per tool and area; memoized, since a server may list 10,000 tools.
  const refusalOf = new Map<string, RefusalReason | undefined>();
  const autoRefusal = (name: string): RefusalReason | undefined => {
    if (refusalOf.has(name)) return refusalOf.get(name);
    const views = listings.get(name) ?? [];
    const reason = views.some((t) => !effectiveAnnotations(t.annotations).readOnlyHint)
      ? 'not-read-only'
      : // The hint is the server's claim; its own description saying the tool writes, runs or sends outweighs it.
        views.some((t) => typeof t.description === 'string' && saysItChanges(t.description) !== undefined)
        ? 'says-it-changes'
        : views.some((t) => needsArguments(t.inputSchema))
        ? 'needs-arguments'
        : callReadonly
          ? undefined
          : 'auto-calls-disabled';
    refusalOf.set(name, reason);
    return reason;
  };

  const latencyAllow = firstByName(config.checks.latency.tools);
  const outputAllow = firstByName(config.checks.drift.output.tools);
  const suiteArgs = new Map<string, Args>();
  for (const suite of config.suites) if (!suiteArgs.has(suite.tool) && suite.cases[0]) suiteArgs.set(suite.tool, suite.cases[0].args as Args);

  const output = config.checks.drift.output;
  const latency = config.checks.latency;
  const shaping = purposes.output && output.enabled;
  const sampling = purposes.latency && latency.enabled;
  // Compiling thousands of input schemas is not free: each auto-callable tool's is compiled at most once.
  const autoInvalid = new Map<string, InvalidArguments>();
  const invalidOf = (name: string, tool: ToolView, allowed: Args | undefined): InvalidArguments => {
    if (allowed !== undefined) return invalidArguments(tool.inputSchema, allowed);
    if (!autoInvalid.has(name)) autoInvalid.set(name, invalidArguments(tool.inputSchema, {}));
    return autoInvalid.get(name)!;
  };

  // The budget: automatically callable tools in name order, each with every call it may need,
  // until the next would not fit `calls.max_auto`. Calls the config names are not counted.
  const admitted = new Set<string>();
  const capped: string[] = [];
  let spent = 0;
  for (const [name, tool] of sorted(listed)) {
    if (autoRefusal(name) !== undefined) continue;
    const probes = purposes.errors && !latencyAllow.has(name) && !outputAllow.has(name) && !suiteArgs.has(name);
    // Latency costs its warm-up call too.
    const samples = (shaping && !outputAllow.has(name) ? output.shape_samples : 0) + (sampling && !latencyAllow.has(name) ? latency.samples + 1 : 0);
    // Past the cap a sampled tool is left out whatever its probe would cost, so its schema is never compiled.
    const cost = capped.length > 0 && samples > 0 ? samples : samples + (probes && invalidOf(name, tool, undefined).ok ? 1 : 0);
    // Nothing to spend, but the probe still reports that it could not build invalid arguments.
    if (cost === 0) {
      if (probes) admitted.add(name);
      continue;
    }
    if (capped.length === 0 && spent + cost <= config.calls.max_auto) {
      admitted.add(name);
      spent += cost;
    } else capped.push(name);
  }

  const calls: Omit<PlannedCall, 'index'>[] = [];
  const refusals = new Map<string, Refusal>();
  const refuse = (tool: string, reason: RefusalReason, area: CallArea, cases?: string[]) => {
    const refusal = refusals.get(tool) ?? { tool, reason, areas: [] };
    if (!refusal.areas.includes(area)) refusal.areas.push(area);
    if (cases) refusal.cases = [...(refusal.cases ?? []), ...cases];
    refusals.set(tool, refusal);
  };
  const unprobed: Unprobed[] = [];

  if (purposes.errors) {
    calls.push({ purpose: 'probe-unknown-tool', tool: unknownToolName(snapshot), arguments: {}, basis: 'nonexistent-tool', group: 'probe-unknown-tool' });
    for (const [name, tool] of sorted(listed)) {
      const allowed = latencyAllow.get(name) ?? outputAllow.get(name) ?? suiteArgs.get(name);
      if (allowed === undefined && !admitted.has(name)) continue;
      const invalid = invalidOf(name, tool, allowed);
      if (!invalid.ok) {
        unprobed.push({ tool: name, reason: invalid.reason });
        continue;
      }
      const basis: CallBasis = allowed === undefined ? 'read-only-no-args' : 'allowlisted';
      calls.push({ purpose: 'probe-invalid-args', tool: name, arguments: invalid.arguments, basis, group: `probe-invalid-args:${name}`, violation: invalid.violation });
    }
  }

  (purposes.suites ? config.suites : []).forEach((suite, s) => {
    if (!listed.has(suite.tool)) {
      refuse(suite.tool, 'not-listed', 'suite', suite.cases.map((c) => c.name));
      return;
    }
    suite.cases.forEach((testCase, c) => {
      const args = testCase.args as Args;
      calls.push({ purpose: 'suite-case', tool: suite.tool, arguments: args, basis: 'allowlisted', group: `suite:${s}`, case: { suite: s, index: c, name: testCase.name } });
    });
  });

  // Output sampling and latency call the same kind of tools: allowlisted, or automatically callable.
  const sampled = (area: CallArea, allow: Map<string, Args>): Array<{ tool: string; args: Args; basis: CallBasis }> => {
    for (const name of allow.keys()) if (!listed.has(name)) refuse(name, 'not-listed', area);
    const chosen: Array<{ tool: string; args: Args; basis: CallBasis }> = [];
    for (const [name] of sorted(listed)) {
      const args = allow.get(name);
      const refusal = args === undefined ? autoRefusal(name) : undefined;
      if (refusal) refuse(name, refusal, area);
      else if (args === undefined && !admitted.has(name)) continue;
      else chosen.push({ tool: name, args: args ?? {}, basis: args === undefined ? 'read-only-no-args' : 'allowlisted' });
    }
    return chosen;
  };

  if (shaping) {
    for (const { tool, args, basis } of sampled('output-shape', outputAllow)) {
      for (let sample = 0; sample < output.shape_samples; sample++) {
        calls.push({ purpose: 'output-sample', tool, arguments: args, basis, group: `output:${tool}`, sample });
      }
    }
  }

  // A warm-up call first, never timed: a tool that opens its connection or fills its cache on the
  // first call is judged on its steady state. The result contract still judges the warm-up's result.
  // Sampling stops at the tool's first failure and once the verdict is settled (src/run/calls.ts).
  for (const { tool, args, basis } of sampling ? sampled('latency', latencyAllow) : []) {
    calls.push({ purpose: 'latency-warmup', tool, arguments: args, basis, group: `latency:${tool}` });
    for (let sample = 0; sample < latency.samples; sample++) calls.push({ purpose: 'latency-sample', tool, arguments: args, basis, group: `latency:${tool}`, sample });
  }

  const inputSchemas: Record<string, unknown> = {};
  for (const call of calls) if (listed.has(call.tool)) inputSchemas[call.tool] = listed.get(call.tool)!.inputSchema;
  return {
    calls: calls.map((call, index) => ({ index, ...call })),
    refusals: [...refusals.values()]
      .map((r) => ({ ...r, areas: AREA_ORDER.filter((a) => r.areas.includes(a)) }))
      .sort((a, b) => compare(a.tool, b.tool)),
    unprobed,
    inputSchemas,
    ...(sampling ? { latencyBudgetMs: latencyBudgetOf(latency).ms } : {}),
    ...(capped.length > 0 ? { capped: { cap: config.calls.max_auto, tools: capped } } : {}),
  };
}

/** `calls.enabled: false` (`--no-calls`): no call at all; every call the config names is refused, so none is missed silently. */
function planNothing(config: PlanConfig, purposes: CallPurposes): CallPlan {
  const refusals = new Map<string, Refusal>();
  const refuse = (tool: string, area: CallArea, cases?: string[]) => {
    const refusal = refusals.get(tool) ?? { tool, reason: 'calls-off', areas: [] };
    if (!refusal.areas.includes(area)) refusal.areas.push(area);
    if (cases) refusal.cases = [...(refusal.cases ?? []), ...cases];
    refusals.set(tool, refusal);
  };
  if (purposes.suites) for (const suite of config.suites) refuse(suite.tool, 'suite', suite.cases.map((c) => c.name));
  if (purposes.output && config.checks.drift.output.enabled) for (const { name } of config.checks.drift.output.tools) refuse(name, 'output-shape');
  if (purposes.latency && config.checks.latency.enabled) for (const { name } of config.checks.latency.tools) refuse(name, 'latency');
  return {
    calls: [],
    refusals: [...refusals.values()].map((r) => ({ ...r, areas: AREA_ORDER.filter((a) => r.areas.includes(a)) })).sort((a, b) => compare(a.tool, b.tool)),
    unprobed: [],
    inputSchemas: {},
  };
}

/** A tool needs arguments when its schema requires any, or when its schema cannot be read to tell. */
export function needsArguments(inputSchema: unknown): boolean {
  if (!isRecord(inputSchema)) return true;
  return Array.isArray(inputSchema.required) && inputSchema.required.length > 0;
}

/** A tool name the server does not list: the probe must hit "unknown tool", never a real one. */
export function unknownToolName(snapshot: Snapshot): string {
  const taken = new Set(snapshot.tools.map((t) => (isRecord(t.raw) ? t.raw.name : undefined)));
  let name = 'mcpward-probe-no-such-tool';
  for (let n = 2; taken.has(name); n++) name = `mcpward-probe-no-such-tool-${n}`;
  return name;
}

function firstByName(entries: ReadonlyArray<{ name: string; args: Record<string, unknown> }>): Map<string, Args> {
  const map = new Map<string, Args>();
  for (const entry of entries) if (!map.has(entry.name)) map.set(entry.name, entry.args as Args);
  return map;
}

function sorted<V>(map: Map<string, V>): Array<[string, V]> {
  return [...map.entries()].sort(([a], [b]) => compare(a, b));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
