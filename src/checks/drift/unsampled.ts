import { callSucceeded, type CallPlan, type CallRecord } from '../../snapshot/calls.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Lockfile } from '../../snapshot/lockfile.js';
import { refusalCode } from '../behavioral/index.js';

/**
 * Every tool whose inferred output shape drift could not compare, with the reason, so a missing
 * comparison is never silent. `refusalsListed`: another family (behavioral, under `run`) already
 * lists the calls mcpward refused, so they are not listed twice.
 */
export function uncomparedOutputs(baseline: Lockfile, current: Lockfile, plan: CallPlan, records: readonly CallRecord[], refusalsListed: boolean): Finding[] {
  if (!baseline.outputShapes) {
    const reason = 'the baseline holds no output shapes (it was captured with checks.drift.output off); re-pin with `mcpward baseline` to compare them';
    return [finding('output_not_compared', 'skip', { subject: { kind: 'server', name: 'server' }, args: { reason } })];
  }
  const pinned = new Set(baseline.tools.map((t) => t.name));
  const skip = (tool: string, reason: string) => finding('output_not_compared', 'skip', { subject: { kind: 'tool', name: tool }, args: { tool, reason } });
  const out: Finding[] = [];
  if (!refusalsListed) {
    for (const r of plan.refusals) if (r.areas.includes('output-shape')) out.push(finding('output_not_compared', 'skip', { subject: { kind: 'tool', name: r.tool }, args: { tool: r.tool, reason: 'not-called', refusal: refusalCode(r.reason) } }));
  }
  const samples = new Map<string, CallRecord[]>();
  for (const r of records) if (r.call.purpose === 'output-sample') samples.set(r.call.tool, [...(samples.get(r.call.tool) ?? []), r]);
  for (const [tool, calls] of [...samples].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!calls.some(callSucceeded)) out.push(skip(tool, `no sample call succeeded: ${failure(calls[0]!)}`));
    // A tool new since the baseline is tool_added; only a pinned tool without a pinned shape is missing here.
    else if (pinned.has(tool) && baseline.outputShapes[tool] === undefined) out.push(skip(tool, 'the baseline holds no output shape for it (it was not sampled when the baseline was captured)'));
  }
  // A shape pinned for a tool that is still listed but was not sampled now (and not refused above).
  const accounted = new Set([...plan.refusals.filter((r) => r.areas.includes('output-shape')).map((r) => r.tool), ...samples.keys()]);
  const listed = new Set(current.tools.map((t) => t.name));
  for (const tool of Object.keys(baseline.outputShapes).sort()) {
    if (listed.has(tool) && !accounted.has(tool)) out.push(skip(tool, 'not sampled in this run'));
  }
  return out;
}

function failure(record: CallRecord): string {
  if (!record.sent) return `not sent${record.reason ? ` (${record.reason})` : ''}`;
  switch (record.layer) {
    case 'protocol':
      return `JSON-RPC error ${record.error?.code ?? '?'}`;
    case 'tool':
      return 'the result had isError: true';
    case 'ok':
      return 'the result reads as a failure (without isError)';
    default:
      return record.reason ?? record.layer;
  }
}
