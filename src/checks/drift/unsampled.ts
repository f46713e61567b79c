import { callSucceeded, type CallPlan, type CallRecord } from '../../snapshot/calls.js';
import type { Finding } from '../../rules/index.js';
import { finding, type ArgsOf } from '../../rules/index.js';
import type { Lockfile } from '../../snapshot/lockfile.js';
import { refusalCode } from '../behavioral/index.js';

/** Why a tool's output shape was not compared: a code with its facts, worded by the registry. */
type UnsampledReasonArgs = Omit<ArgsOf<'output_not_compared'>, 'tool'>;

/**
 * Every tool whose inferred output shape drift could not compare, with the reason, so a missing
 * comparison is never silent. `refusalsListed`: another family (behavioral, under `run`) already
 * lists the calls mcpward refused, so they are not listed twice.
 */
export function uncomparedOutputs(baseline: Lockfile, current: Lockfile, plan: CallPlan, records: readonly CallRecord[], refusalsListed: boolean): Finding[] {
  if (!baseline.outputShapes) {
    return [finding('output_not_compared', 'skip', { subject: { kind: 'server', name: 'server' }, args: { reason: 'no-output-shapes' } })];
  }
  const pinned = new Set(baseline.tools.map((t) => t.name));
  const skip = (tool: string, why: UnsampledReasonArgs) => finding('output_not_compared', 'skip', { subject: { kind: 'tool', name: tool }, args: { tool, ...why } });
  const out: Finding[] = [];
  if (!refusalsListed) {
    for (const r of plan.refusals) if (r.areas.includes('output-shape')) out.push(skip(r.tool, { reason: 'not-called', refusal: refusalCode(r.reason) }));
  }
  const samples = new Map<string, CallRecord[]>();
  for (const r of records) if (r.call.purpose === 'output-sample') samples.set(r.call.tool, [...(samples.get(r.call.tool) ?? []), r]);
  for (const [tool, calls] of [...samples].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!calls.some(callSucceeded)) out.push(skip(tool, { reason: 'no-sample-succeeded', ...failure(calls[0]!) }));
    // A tool new since the baseline is tool_added; only a pinned tool without a pinned shape is missing here.
    else if (pinned.has(tool) && baseline.outputShapes[tool] === undefined) out.push(skip(tool, { reason: 'no-pinned-shape' }));
  }
  // A shape pinned for a tool that is still listed but was not sampled now (and not refused above).
  const accounted = new Set([...plan.refusals.filter((r) => r.areas.includes('output-shape')).map((r) => r.tool), ...samples.keys()]);
  const listed = new Set(current.tools.map((t) => t.name));
  for (const tool of Object.keys(baseline.outputShapes).sort()) {
    if (listed.has(tool) && !accounted.has(tool)) out.push(skip(tool, { reason: 'not-sampled' }));
  }
  return out;
}

/** How the first sample call failed, as facts: the layer (or `not-sent`), the JSON-RPC code, the collector's reason. */
function failure(record: CallRecord): Omit<UnsampledReasonArgs, 'reason'> {
  const detail = record.reason ? { detail: record.reason } : {};
  if (!record.sent) return { got: 'not-sent', ...detail };
  if (record.layer === 'protocol') return { got: 'protocol', ...(typeof record.error?.code === 'number' ? { code: record.error.code } : {}) };
  return { got: record.layer, ...(record.layer === 'ok' || record.layer === 'tool' ? {} : detail) };
}
