/** The wire as mcpward sees it: every exchange recorded exactly as sent and received. */

export type Era = 'legacy' | 'modern';
export type TransportKind = 'stdio' | 'http' | 'sse';

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
  framingIssues: string[];
}

export interface RequestOptions {
  timeoutMs?: number;
  /** Extra HTTP headers for this request (probes). */
  headers?: Record<string, string>;
  /** Input schema of the tool being called, so modern HTTP requests carry its `Mcp-Param-*` headers. */
  inputSchema?: unknown;
  /** Send params exactly as given: no `_meta` added (protocol probes). */
  rawParams?: boolean;
}

/** A raw HTTP response, for probes that test the HTTP boundary itself. */
export interface HttpProbeResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** JSON-RPC messages found in the body (JSON or SSE). */
  messages: unknown[];
}

export interface HttpProbe {
  /** POST an arbitrary body with exactly these headers (plus nothing else but Content-Type/Accept when absent). */
  post(body: string, headers: Record<string, string>): Promise<HttpProbeResponse>;
  get(headers: Record<string, string>): Promise<HttpProbeResponse>;
  /** Headers mcpward would send for this message (base for probes that alter one). */
  headersFor(message: { method: string; params?: unknown }, inputSchema?: unknown): Record<string, string>;
  url: string;
}

/** A connected, handshaken session with an MCP server. */
export interface Connection {
  readonly transport: TransportKind;
  readonly era: Era;
  readonly protocolVersion: string;
  /** The raw handshake: `initialize` (legacy) or `server/discover` (modern). */
  readonly handshake: Exchange;
  /** Every exchange so far, in order. */
  readonly exchanges: readonly Exchange[];
  /** Lines on a stdio server's stdout that were not JSON-RPC messages. */
  readonly stdoutNoise: readonly string[];
  /** Never throws for JSON-RPC errors, timeouts or a dead server: the exchange says what happened. */
  request(method: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<Exchange>;
  notify(method: string, params?: Record<string, unknown>): Promise<void>;
  /** Last part of the server's stderr (stdio), for error messages. */
  stderrTail(): string;
  /** Whether the server process / connection is still usable. */
  alive(): boolean;
  /** Raw HTTP access for boundary probes; undefined on stdio. */
  readonly http?: HttpProbe;
  /** Ends the session and reaps every process it started. Idempotent. */
  close(): Promise<void>;
}
