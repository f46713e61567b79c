import type { JsonRpcError } from './wire.js';
import type { JsonValue } from '../model.js';
import { readsAsFailure } from './failure-text.js';

/** Why a call is made; checks select the records they judge by it. */
export type CallPurpose =
  | 'probe-unknown-tool'
  | 'probe-invalid-args'
  | 'suite-case'
  | 'latency-warmup'
  | 'latency-sample'
  | 'output-sample';

/**
 * What makes a call safe to make: the tool does not exist (probe), it is annotated read-only and
 * needs no arguments (auto-call), or the user allowlisted it with arguments.
 */
export type CallBasis = 'nonexistent-tool' | 'read-only-no-args' | 'allowlisted';

/** One `tools/call` to make. */
export interface PlannedCall {
  /** Position in the plan; records come back in this order. */
  index: number;
  purpose: CallPurpose;
  tool: string;
  arguments: Record<string, JsonValue>;
  basis: CallBasis;
  /** Calls sharing a group run one after another in plan order; groups run concurrently. */
  group: string;
  /** The suite case this call runs (`suite-case`). */
  case?: { suite: number; index: number; name: string };
  /** 0-based sample number (`latency-sample`, `output-sample`). */
  sample?: number;
  /** How the arguments break the input schema (`probe-invalid-args`). */
  violation?: string;
}

/** Why a tool was not called for some purpose. */
export type RefusalReason = 'not-read-only' | 'says-it-changes' | 'needs-arguments' | 'auto-calls-disabled' | 'not-listed' | 'calls-off';

/** The areas a tool can be called for; a refusal names the ones it was refused for. */
export type CallArea = 'latency' | 'output-shape' | 'suite';

export interface Refusal {
  tool: string;
  reason: RefusalReason;
  areas: CallArea[];
  /** Suite cases not run because of the refusal. */
  cases?: string[];
}

/** An eligible tool the invalid-arguments probe could not use, and why. */
export interface Unprobed {
  tool: string;
  reason: string;
}

/** Every call mcpward will make, in a deterministic order, and every call it refused to make. */
export interface CallPlan {
  calls: PlannedCall[];
  refusals: Refusal[];
  unprobed: Unprobed[];
  /** Input schema per planned tool, so modern HTTP requests carry their `Mcp-Param-*` headers. */
  inputSchemas: Record<string, unknown>;
  /** The latency budget (the user's or the default): latency sampling of a tool stops once its verdict is settled. */
  latencyBudgetMs?: number;
  /** Automatically callable tools left out because `calls.max_auto` would be exceeded. */
  capped?: { cap: number; tools: string[] };
}

/**
 * What a call costs against `calls.max_auto`: calls to tools the config does not name. The
 * unknown-tool probe calls no tool and user-configured calls are never capped.
 */
export const isAutoCall = (call: Pick<PlannedCall, 'basis'>): boolean => call.basis === 'read-only-no-args';

/**
 * The layer an answer came back on: `protocol` a JSON-RPC error, `tool` a result with
 * `isError: true`, `ok` any other result; `timeout` and `transport` mean no answer. `skipped`
 * marks a latency call not sent because the verdict was already settled or an earlier call of the
 * tool failed: not sending it is no failure of its own.
 */
export type CallLayer = 'ok' | 'tool' | 'protocol' | 'timeout' | 'transport' | 'skipped';

/** One planned call and what came back. Checks read only these. */
export interface CallRecord {
  call: PlannedCall;
  layer: CallLayer;
  /** False when the call was never sent (server gone, run aborted, an earlier call of its group timed out, or `skipped`). */
  sent: boolean;
  /** The raw `result` (layers `ok` and `tool`). */
  result?: unknown;
  /** The raw JSON-RPC error (layer `protocol`). */
  error?: JsonRpcError;
  /** Why there is no answer (layers `timeout` and `transport`). */
  reason?: string;
  durationMs: number;
  /** `seq` of the recorded exchange, when the call was sent. */
  seq?: number;
}

/**
 * Whether a call succeeded: it was answered with a result (no transport failure, no timeout, no
 * JSON-RPC error), the result does not say `isError`, and its text does not state a failure
 * (`readsAsFailure`). The one definition every check that counts a success uses: latency samples,
 * review evidence, output shapes.
 */
export function callSucceeded(record: Pick<CallRecord, 'sent' | 'layer' | 'result'>): boolean {
  return record.sent && record.layer === 'ok' && !readsAsFailure(record.result);
}

/** Nearest rank of percentile `p` among `n` sorted samples (1-based). */
export function percentileRank(p: number, n: number): number {
  return Math.max(1, Math.ceil((p / 100) * n));
}

/** Latency as judged and reported: milliseconds to one decimal. */
export const roundMs = (v: number): number => Math.round(v * 10) / 10;

/** Fewest successful samples a latency verdict rests on: fewer say nothing about the tool. */
export const MIN_LATENCY_SAMPLES = 3;

/** What a tool's successful latency samples say: no verdict (too few), or the median within or over the budget. */
export type LatencyStatus = 'none' | 'within' | 'over';

/**
 * The latency verdict from counts alone: `fast` and `slow` successful samples (slow: over the
 * budget once rounded). The median (nearest rank) is over the budget when its rank lands on a slow
 * sample; one slow sample among three fast ones (a cold cache, a GC pause) does not move it.
 */
export function latencyStatus(fast: number, slow: number): LatencyStatus {
  const timed = fast + slow;
  if (timed < MIN_LATENCY_SAMPLES) return 'none';
  return percentileRank(50, timed) > fast ? 'over' : 'within';
}

/**
 * A call this many times over the budget is not noise: a cold start or a pause costs one call, and
 * when the warm-up and the first sample are both this far over, the tool's steady state is over
 * the budget. More calls would only cost time (a tool that sleeps 10 s would cost 40 s).
 */
export const FAR_OVER_FACTOR = 5;

/** Whether the warm-up and the first (and only) sample both succeeded far over the budget. */
export function farOverBudget(
  warmup: Pick<CallRecord, 'sent' | 'layer' | 'result' | 'durationMs'> | undefined,
  samples: ReadonlyArray<Pick<CallRecord, 'sent' | 'layer' | 'result' | 'durationMs'>>,
  budgetMs: number,
): boolean {
  const far = (r: Pick<CallRecord, 'sent' | 'layer' | 'result' | 'durationMs'>) => callSucceeded(r) && roundMs(r.durationMs) > FAR_OVER_FACTOR * budgetMs;
  return warmup !== undefined && samples.length === 1 && far(warmup) && far(samples[0]!);
}

/**
 * Whether the verdict of `planned` samples is settled by the ones answered so far: every way the
 * rest could come back gives the same status. Sampling stops at a tool's first failure, so the
 * rest are any number of further successes, fast or slow. Three fast samples of five settle a pass
 * (two slow ones cannot move the median); three slow ones settle a verdict over the budget.
 */
export function latencySettled(
  answered: ReadonlyArray<Pick<CallRecord, 'sent' | 'layer' | 'result' | 'durationMs'>>,
  planned: number,
  budgetMs: number,
  warmup?: Pick<CallRecord, 'sent' | 'layer' | 'result' | 'durationMs'>,
): boolean {
  if (farOverBudget(warmup, answered, budgetMs)) return true;
  let fast = 0;
  let slow = 0;
  for (const r of answered) {
    if (!callSucceeded(r)) return true;
    if (roundMs(r.durationMs) > budgetMs) slow++;
    else fast++;
  }
  const left = planned - answered.length;
  const now = latencyStatus(fast, slow);
  for (let f = 0; f <= left; f++) for (let s = 0; f + s <= left; s++) if (latencyStatus(fast + f, slow + s) !== now) return false;
  return true;
}
