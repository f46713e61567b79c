import type { JsonRpcError } from './wire.js';
import type { JsonValue } from '../model.js';

/** Why a call is made; checks select the records they judge by it. */
export type CallPurpose =
  | 'probe-unknown-tool'
  | 'probe-invalid-args'
  | 'suite-case'
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
export type RefusalReason = 'not-read-only' | 'needs-arguments' | 'auto-calls-disabled' | 'not-listed' | 'calls-off';

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
  /** `checks.latency.p95_budget_ms`: latency sampling of a tool stops once its verdict is settled. */
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
 * marks a latency sample not sent because the verdict was already settled: nothing failed.
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

/** Nearest rank of percentile `p` among `n` sorted samples (1-based). */
export function percentileRank(p: number, n: number): number {
  return Math.max(1, Math.ceil((p / 100) * n));
}

/** Latency as judged and reported: milliseconds to one decimal. */
export const roundMs = (v: number): number => Math.round(v * 10) / 10;

/** What a set of latency samples says; `checks/latency` and the early stop share it. */
export type LatencyStatus = 'pass' | 'warn' | 'fail';

/**
 * The latency verdict from counts alone: `fast` and `slow` successful samples (slow: over the
 * budget once rounded) and `failed` ones. p95 is over budget when its nearest rank lands on a slow
 * sample; failed calls are never timed, and make a verdict within budget a warning.
 */
export function latencyStatus(fast: number, slow: number, failed: number): LatencyStatus {
  const timed = fast + slow;
  if (timed === 0) return 'warn';
  if (percentileRank(95, timed) > fast) return 'fail';
  return failed > 0 ? 'warn' : 'pass';
}

/**
 * Whether the verdict of `planned` samples is settled by the ones answered so far: every way the
 * remaining ones could come back (fast, slow or failed) gives the same status. With five samples
 * and p95 (the maximum of five), one sample over budget settles it.
 */
export function latencySettled(answered: ReadonlyArray<Pick<CallRecord, 'layer' | 'durationMs'>>, planned: number, budgetMs: number): boolean {
  let fast = 0;
  let slow = 0;
  for (const r of answered) {
    if (r.layer !== 'ok') continue;
    if (roundMs(r.durationMs) > budgetMs) slow++;
    else fast++;
  }
  const failed = answered.length - fast - slow;
  const left = planned - answered.length;
  const now = latencyStatus(fast, slow, failed);
  for (let f = 0; f <= left; f++) for (let s = 0; f + s <= left; s++) if (latencyStatus(fast + f, slow + s, failed + left - f - s) !== now) return false;
  return true;
}
