/** The wire as mcpward sees it: every exchange recorded exactly as sent and received. */

import type { Era, EraDetection, Exchange, InboundMessage, TransportKind, WireAnomaly } from '../snapshot/wire.js';


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
  /**
   * POST an arbitrary body with exactly these headers (plus nothing else but Content-Type/Accept when absent).
   * A list of pairs keeps the names' case and allows duplicates, for probes that test exactly that.
   */
  post(body: string, headers: Record<string, string> | ReadonlyArray<readonly [string, string]>): Promise<HttpProbeResponse>;
  get(headers: Record<string, string> | ReadonlyArray<readonly [string, string]>): Promise<HttpProbeResponse>;
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
  /** Server notifications, server→client requests and responses that matched no pending request, in arrival order. */
  readonly inbound?: readonly InboundMessage[];
  /** Wire anomalies so far (unknown ids, late and duplicate answers, noise, bad bytes), one per kind with a count. */
  readonly anomalies?: readonly WireAnomaly[];
  /** How the era was chosen. */
  readonly eraDetection?: EraDetection;
  /** Ends the session and reaps every process it started. Idempotent. */
  close(): Promise<void>;
}

/** Where the server under test lives. A stdio server gets exactly `env`: the caller builds the minimal environment. */
export type ServerTarget =
  | { transport: 'stdio'; command: string; args: string[]; env: Record<string, string>; cwd?: string }
  | { transport: 'http' | 'sse'; url: string; headers: Record<string, string> };

/** How the client connects: timeouts, protocol era, identity. The library's `ConnectOptions` (src/index.ts) is the user-facing form the API turns into these settings. */
export interface ConnectionSettings {
  /** `timeouts.connect_ms`: spawn, era detection and handshake together; the only bound on the wait for the era probe's answer. */
  connectMs: number;
  /** `timeouts.call_ms`: default for each request after connect. */
  callMs: number;
  /** `auto` detects the era; `legacy` / `modern` force it; a `YYYY-MM-DD` version pins era and version. */
  protocol: 'auto' | 'legacy' | 'modern' | (string & {});
  clientInfo: { name: string; version: string };
  /** Wire log for `--debug`; values of configured headers are never passed to it. */
  onLog?: (line: string) => void;
  /**
   * Notes about the connection that are no findings: the server was restarted after it stopped on
   * the era probe, or it took more than half the connect budget. The CLI prints them on stderr.
   */
  onNote?: (message: string) => void;
  /** Aborting ends the connect attempt or the connection. */
  signal?: AbortSignal;
}