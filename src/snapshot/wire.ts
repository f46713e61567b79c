/** The wire as mcpward records it: every exchange exactly as sent and received. Plain data, read by the checks. */

export type { Era, TransportKind } from '../model.js';

export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** HTTP facts of one exchange (Streamable HTTP and SSE only). */
export interface HttpFacts {
  status: number;
  contentType?: string;
  /** Response headers, lower-cased names. */
  headers: Record<string, string>;
  /** Request headers as sent, lower-cased names (reporters redact secrets). */
  requestHeaders: Record<string, string>;
}

/** One request and what came back, or why nothing did. */
export interface Exchange {
  seq: number;
  method: string;
  params?: unknown;
  outcome: 'result' | 'error' | 'timeout' | 'transport-error';
  result?: unknown;
  error?: JsonRpcError;
  /** The response message exactly as parsed from the wire. */
  raw?: unknown;
  /** Why a transport-error happened, or what timed out. */
  reason?: string;
  http?: HttpFacts;
  durationMs: number;
  /** JSON-RPC framing defects of the response: missing `jsonrpc: "2.0"`, id not echoed, result and error both or neither. */
  framingIssues: FramingIssue[];
}

/**
 * One framing defect of a response, as a code with what was sent and what came back (a string cut
 * to 200 characters; an object or array as a short JSON preview). src/rules/compliance.ts words it.
 */
export interface FramingIssue {
  code:
    | 'not-object'
    | 'jsonrpc-missing'
    | 'jsonrpc-wrong'
    | 'id-missing'
    | 'id-not-echoed'
    | 'result-and-error'
    | 'no-result-or-error'
    | 'error-not-object'
    | 'error-code-not-integer'
    | 'error-message-not-string';
  sent?: string | number;
  got?: string | number | boolean | null;
}

/** A message the server sent that was not the response to a pending request. */
export interface InboundMessage {
  /** `request`: a server→client request (answered by mcpward); `late-response`: answers a request already settled (timed out, or answered: a duplicate); `unmatched-response`: answers no request mcpward sent. */
  kind: 'notification' | 'request' | 'late-response' | 'unmatched-response';
  method?: string;
  raw: unknown;
  /** `seq` of the exchange in flight when it arrived on that exchange's HTTP reply, if any. */
  duringSeq?: number;
}

/**
 * What went wrong on the wire outside any one exchange: an answer to an id never sent, a late
 * answer (its request had timed out), a duplicate (its request was already answered), an answer
 * that overtook an earlier request's, a line or event that is not JSON-RPC, bytes that are not
 * UTF-8, a line too long to read, a message nested too deeply to keep whole.
 */
export type WireAnomalyKind = 'unknown-id' | 'late' | 'duplicate' | 'out-of-order' | 'noise' | 'invalid-utf8' | 'over-long' | 'too-deep';

/** One kind of wire anomaly: how often it happened and the first offender, cut to a readable size. */
export interface WireAnomaly {
  kind: WireAnomalyKind;
  count: number;
  first: string;
}

/** How the era was chosen, for compliance checks and `--debug`. */
export interface EraDetection {
  requested: string;
  /** `seq` of the `server/discover` probe, when one was sent. */
  probeSeq?: number;
  /** `forced`: era set by config; `result`/`modern-error`: the probe proved modern; the rest mean legacy. */
  basis: 'forced' | 'result' | 'modern-error' | 'non-modern-error' | 'probe-closed';
  /** A stdio server that exited on the probe was started again for the legacy handshake. */
  restarted: boolean;
}

