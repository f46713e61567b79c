import type { JsonRpcError } from './wire.js';
import type { JsonValue } from '../model.js';

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
export type RefusalReason = 'not-read-only' | 'needs-arguments' | 'auto-calls-disabled' | 'not-listed';

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
}

/**
 * The layer an answer came back on: `protocol` a JSON-RPC error, `tool` a result with
 * `isError: true`, `ok` any other result; `timeout` and `transport` mean no answer.
 */
export type CallLayer = 'ok' | 'tool' | 'protocol' | 'timeout' | 'transport';

/** One planned call and what came back. Checks read only these. */
export interface CallRecord {
  call: PlannedCall;
  layer: CallLayer;
  /** False when the call was never sent (server gone, run aborted, or an earlier call of its group timed out). */
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
