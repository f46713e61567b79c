/**
 * What `mcpward review` recorded beyond the shared snapshot and call records: HTTP boundary probes,
 * completions and authorization contexts, as plain data the pure checks judge. No argument value,
 * header value or encoded payload is ever stored here.
 */

/** How one boundary probe altered an otherwise valid request. */
// A declared `Mcp-Param-*` header sent without its body value is not probed: the spec says the
// server "MUST NOT expect" it, not that it must reject it, and the official SDK ignores it.
export type BoundaryCategory = 'missing' | 'duplicated' | 'malformed' | 'mismatched';

/** `case`: every MCP header name in another case; `header`: one header copy broken in one way. */
export type BoundaryKind = 'case' | 'header' | 'meta-version' | 'unsupported-version' | 'get';

/** Why a boundary probe was not sent. */
export type BoundarySkip =
  | { reason: 'probes-off' }
  | { reason: 'not-applicable'; version: string }
  | { reason: 'not-http'; transport: string }
  | { reason: 'no-callable-tool' }
  | { reason: 'no-header-parameter' };

export interface BoundaryRecord {
  kind: BoundaryKind;
  /** The final header name the probe is about, e.g. `Mcp-Param-Region`. */
  header?: string;
  category?: BoundaryCategory;
  /** The tool whose call carried the probe (tool-dependent probes only). */
  tool?: string;
  /** Header names as sent, in order (duplicates kept); never values. */
  sent?: { verb: 'GET' | 'POST'; method?: string; headerNames: string[] };
  /** HTTP status and JSON-RPC error code of the reply; `code` is null when the reply held a result. */
  response?: { status: number; code: number | null; message: 'result' | 'error' | 'none' };
  /** Not sent, and why (a code with its facts; src/rules/headers.ts words it). */
  skipped?: BoundarySkip;
  /** Sent, but no HTTP reply (refused connection, timeout). */
  unreachable?: string;
}

/** One `completion/complete` request and its answer. */
export interface CompletionRecord {
  /** `default` for the main connection, else the `review.contexts` name. */
  context: string;
  kind: 'prompt' | 'resource_template';
  /** Prompt name or URI template. */
  ref: string;
  argument: string;
  outcome: 'result' | 'error' | 'timeout' | 'transport-error';
  result?: unknown;
  error?: { code: number; message: string };
  httpStatus?: number;
}

/** Everything about completions on one connection. */
export interface CompletionEvidence {
  /** The server advertised the `completions` capability. */
  advertised: boolean;
  requests: CompletionRecord[];
  /** The completion for a prompt that does not exist, when one was sent. */
  unknownReference?: Omit<CompletionRecord, 'context' | 'kind' | 'ref' | 'argument'>;
  /** Requests not sent because of the per-connection cap. */
  capped: number;
}

/** What one authorization context saw over its own connection. */
export interface ContextRecord {
  name: string;
  hidden: string[];
  isolatedFrom?: string;
  /** Not attempted (e.g. only headers configured on a stdio server), and why. */
  skipped?: string;
  /** The server refused this caller (HTTP 401/403): it sees nothing. */
  refused?: string;
  /** The connection or listing failed otherwise. */
  failed?: string;
  tools: string[];
  /** The tools listing reached its last page. */
  listComplete: boolean;
  completions?: CompletionEvidence;
}
