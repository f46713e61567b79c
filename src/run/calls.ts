import type { Connection } from '../client/types.js';
import type { Exchange } from '../snapshot/wire.js';
import { isRecord } from '../snapshot/view.js';
import { callSucceeded, isAutoCall, latencySettled } from '../snapshot/calls.js';
import type { CallLayer, CallPlan, CallRecord, PlannedCall } from '../snapshot/calls.js';

export interface ExecuteOptions {
  /** `timeouts.call_ms`: timeout of each call. */
  callMs: number;
  /** Groups in flight at once (default 4). Calls within a group always run one at a time; latency samples run alone. */
  concurrency?: number;
  /** Called after each call with how many are done; never part of the report. */
  onProgress?: (done: number, total: number, call: PlannedCall) => void;
  /** Aborting (e.g. `timeouts.run_ms`) stops sending; unsent calls are recorded as such. */
  signal?: AbortSignal;
}

const DEFAULT_CONCURRENCY = 4;

/** A latency call: the warm-up or a sample. They run as one group per tool, alone. */
const isLatency = (call: PlannedCall): boolean => call.purpose === 'latency-warmup' || call.purpose === 'latency-sample';

/**
 * Makes every planned call and records what came back, in plan order. Groups run concurrently
 * (at most `concurrency` at once); then each tool's latency samples run with nothing else in
 * flight, so a sample times the tool and not a queue. A tool's latency calls (a warm-up, then the
 * samples) stop at its first failure, since a tool whose API is down says nothing more with every
 * further call, and once the verdict is settled; the rest are recorded `skipped`. Never throws: a timeout is a record, and once the server is gone
 * the remaining calls are recorded as unsent transport failures.
 */
export async function executeCalls(conn: Connection, plan: CallPlan, options: ExecuteOptions): Promise<CallRecord[]> {
  const records: CallRecord[] = new Array(plan.calls.length);
  const groups = new Map<string, PlannedCall[]>();
  for (const call of plan.calls) groups.set(call.group, [...(groups.get(call.group) ?? []), call]);
  const timed = (group: PlannedCall[]) => isLatency(group[0]!);
  const queue = [...groups.values()].filter((group) => !timed(group));
  let gone: string | undefined;
  let done = 0;

  const finish = (record: CallRecord) => {
    records[record.call.index] = record;
    options.onProgress?.(++done, plan.calls.length, record.call);
  };

  const runGroup = async (calls: PlannedCall[]) => {
    let timedOut = false;
    let failed = false;
    const answered: CallRecord[] = [];
    let warmup: CallRecord | undefined;
    const planned = calls.filter((c) => c.purpose === 'latency-sample').length;
    for (const call of calls) {
      if (options.signal?.aborted) finish(unsent(call, 'transport', 'the run was aborted before this call'));
      else if (gone !== undefined) finish(unsent(call, 'transport', `not sent: ${gone}`));
      // A tool that timed out once would cost call_ms for every further sample.
      else if (timedOut) finish(unsent(call, 'timeout', 'not sent: an earlier call in its group timed out'));
      else if (isLatency(call) && failed) finish(unsent(call, 'skipped', 'not sent: an earlier call of this tool failed'));
      else if (call.purpose === 'latency-sample' && plan.latencyBudgetMs !== undefined && latencySettled(answered, planned, plan.latencyBudgetMs, warmup)) {
        finish(unsent(call, 'skipped', 'not sent: the latency verdict was already settled'));
      } else {
        const exchange = await conn.request('tools/call', { name: call.tool, arguments: call.arguments }, { timeoutMs: options.callMs, inputSchema: plan.inputSchemas[call.tool] });
        const record = recordOf(call, exchange);
        if (record.layer === 'timeout') timedOut = true;
        if (record.layer === 'transport' && !conn.alive()) gone ??= `the connection was lost (${record.reason ?? 'no reason given'})`;
        if (isLatency(call) && !callSucceeded(record)) failed = true;
        if (call.purpose === 'latency-sample') answered.push(record);
        if (call.purpose === 'latency-warmup') warmup = record;
        finish(record);
      }
    }
  };

  const workers = Array.from({ length: Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, queue.length)) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await runGroup(next);
  });
  await Promise.all(workers);
  for (const group of groups.values()) if (timed(group)) await runGroup(group);
  return records;
}

/**
 * What mcpward called on its own (`report.calls`): sent calls to tools the config does not name,
 * the tools they went to, and how many tools the cap left out. The probe of a tool that does not
 * exist reaches no tool and is not counted.
 */
export function autoCallSummary(plan: CallPlan, records: readonly CallRecord[], config: { enabled: boolean; max_auto: number }) {
  const sent = records.filter((r) => r.sent && isAutoCall(r.call));
  return { enabled: config.enabled, automatic: sent.length, tools: new Set(sent.map((r) => r.call.tool)).size, capped: plan.capped?.tools.length ?? 0, cap: config.max_auto };
}

/** Which layer an exchange answered on. */
export function layerOf(exchange: Pick<Exchange, 'outcome' | 'result'>): CallLayer {
  switch (exchange.outcome) {
    case 'result':
      return isRecord(exchange.result) && exchange.result.isError === true ? 'tool' : 'ok';
    case 'error':
      return 'protocol';
    case 'timeout':
      return 'timeout';
    case 'transport-error':
      return 'transport';
  }
}

function recordOf(call: PlannedCall, exchange: Exchange): CallRecord {
  const layer = layerOf(exchange);
  return {
    call,
    layer,
    sent: true,
    ...(exchange.outcome === 'result' ? { result: exchange.result } : {}),
    ...(exchange.error ? { error: exchange.error } : {}),
    ...(exchange.reason !== undefined && (layer === 'timeout' || layer === 'transport') ? { reason: exchange.reason } : {}),
    durationMs: exchange.durationMs,
    seq: exchange.seq,
  };
}

function unsent(call: PlannedCall, layer: 'timeout' | 'transport' | 'skipped', reason: string): CallRecord {
  return { call, layer, sent: false, reason, durationMs: 0 };
}
