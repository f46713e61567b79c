import type { Era, Exchange, TransportKind } from './wire.js';

export type { ListKind } from '../model.js';
import type { ListKind } from '../model.js';

/** One page of a paginated list, exactly as requested and answered. */
export interface ListPage {
  /** The cursor sent with this request, byte for byte; null for the first page. */
  cursorSent: string | null;
  /** `nextCursor` as received (any JSON, undefined when absent). */
  nextCursor: unknown;
  itemCount: number;
  exchangeSeq: number;
  /** Modern era list metadata, as received. */
  ttlMs?: unknown;
  cacheScope?: unknown;
  resultType?: unknown;
}

export interface ListTrace {
  /**
   * `not-advertised`: the capability is absent, so the list was not requested. `error`: a page got
   * an error, no answer in time or a lost connection (`errorSeq` says which). `deadline`: the run
   * deadline (`timeouts.run_ms`) passed before the list was read to its end.
   */
  stop: 'end' | 'cursor-loop' | 'page-cap' | 'error' | 'deadline' | 'not-advertised';
  pages: ListPage[];
  /** The failing exchange when stop is `error`. */
  errorSeq?: number;
}

/** Why a list the server advertises was not read to its end. */
export type ListGap = 'error' | 'timeout' | 'page-cap' | 'cursor-loop' | 'deadline';

/**
 * A JSON-RPC error the server answered to the first page of a list it advertises (e.g. -32601 from
 * a Python low-level server without a templates handler): a definitive answer, not a gap.
 * `message` is the server's text, kept raw (reporters escape it).
 */
export interface ListRefusal {
  code: number;
  message: string;
}

/**
 * Whether one list was read in full. A list the server does not advertise is complete (there is
 * nothing to read), and so is one whose first page the server refused with a JSON-RPC error
 * (`answer: 'listRefusal'`: the server said what it serves, so there is nothing left unread; the
 * compliance family grades the refusal). An incomplete one says why, with the facts: the rules
 * registry words them (`listGapText`, src/rules/drift.ts), quoting what the server sent.
 */
export type ListCompleteness =
  | { complete: true }
  | ({ complete: true; answer: 'listRefusal' } & ListRefusal)
  | ({ complete: false; reason: ListGap } & ListGapFacts);

/** What is known about a list read short: the method, the pages read, and what stopped it. */
export interface ListGapFacts {
  method: string;
  /** Pages read before it stopped. */
  pages: number;
  /** A timeout's or transport failure's reason, as the client recorded it. */
  cause?: string;
  /** The JSON-RPC error that answered a later page. */
  error?: { code: number; message: string };
  /** The page answered with a result that is not an object. */
  notObject?: boolean;
}

/** One listed item kept raw, with what the official SDK schema says about it. */
export interface CapturedItem {
  /** Position across all pages (0-based). */
  index: number;
  page: number;
  raw: unknown;
  /** `name` (or `uri`/`uriTemplate` for resources) when it is a string. */
  key: string | undefined;
  /** Issues from the official SDK schema, as `path: message`; empty when it parses. */
  sdkIssues: string[];
}

/** Everything captured from the server once, shared by every check. */
export interface Snapshot {
  transport: TransportKind;
  era: Era;
  protocolVersion: string;
  serverInfo?: { name?: unknown; version?: unknown; title?: unknown };
  capabilities: Record<string, unknown>;
  instructions?: string;
  /** Raw handshake result (initialize or server/discover). */
  handshake: unknown;
  /** Issues the official SDK schema finds in the handshake result; empty when it parses. */
  handshakeIssues: string[];
  tools: CapturedItem[];
  prompts: CapturedItem[];
  resources: CapturedItem[];
  resourceTemplates: CapturedItem[];
  lists: Record<ListKind, ListTrace>;
  exchanges: Exchange[];
  /**
   * The `server/discover` probe that found a legacy server: an exchange with a server that does not
   * speak the modern era, so compliance rules do not judge its answer.
   */
  legacyProbeSeq?: number;
  stdoutNoise: string[];
}

/** A tool descriptor read loosely from its raw form; fields keep whatever the server sent. */
export interface ToolView {
  name: unknown;
  title?: unknown;
  description?: unknown;
  inputSchema?: unknown;
  outputSchema?: unknown;
  annotations?: unknown;
  raw: Record<string, unknown>;
}
