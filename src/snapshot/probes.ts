/** What the protocol probes sent and got back: plain data, read by the compliance checks. */

import type { Era, Exchange, TransportKind } from './wire.js';
import type { ListTrace } from './types.js';

/**
 * Pages the `pagination_stable` probe re-reads. A longer list is compared on the tools of its
 * first pages: instability shows there as well (a page lost, an order that changes), and a
 * 10,000-tool server is not listed twice in full.
 */
export const SECOND_LISTING_PAGES = 20;

/** Every probe, in the order they run. */
export const PROBE_NAMES = [
  'second_listing',
  'unknown_method',
  'invalid_cursor',
  'unsupported_version',
  'initialize_unknown_version',
  'ping',
  'foreign_origin',
  'foreign_host',
  'http_get',
  'notification_post',
] as const;
export type ProbeName = (typeof PROBE_NAMES)[number];

/** What a probe sent. Header values are never recorded except those the probe chose itself. */
export interface ProbeSent {
  method?: string;
  params?: unknown;
  http?: {
    verb: 'GET' | 'POST';
    /** Names of every header sent, lower-cased; values stay out (they may hold credentials). */
    headerNames: string[];
    /** The headers this probe set on purpose (the foreign Origin or Host), with their values. */
    probeHeaders?: Record<string, string>;
  };
}

/** A raw HTTP reply: status, content type, the JSON-RPC messages in its body, and the start of the body. */
export interface HttpReply {
  status: number;
  contentType?: string;
  messages: unknown[];
  bodySnippet: string;
}

export type ProbeOutcome =
  /** A JSON-RPC request made through the connection (request headers reduced to their names). */
  | { kind: 'exchange'; exchange: Exchange }
  /** A raw HTTP request made past the connection (Streamable HTTP boundary probes). */
  | { kind: 'http'; reply: HttpReply; control?: HttpReply }
  /** A second full tools/list listing. */
  | { kind: 'listing'; trace: ListTrace; names: string[] }
  /** The request could not be made or answered at the HTTP level (refused connection, timeout). */
  | { kind: 'unreachable'; reason: string }
  /** Not run: not applicable to this era or transport, or unsafe here. */
  | { kind: 'skipped'; reason: string };

export interface ProbeRecord {
  name: ProbeName;
  sent?: ProbeSent;
  outcome: ProbeOutcome;
  /**
   * The same request as the first request of a fresh connection, when the live session's answer
   * may depend on it not being the first (`unsupported_version` over stdio, when it was served).
   */
  firstRequest?: ProbeOutcome;
}

/** The probes of one run, one record per probe name (skipped ones say why). */
export interface ProtocolProbes {
  era: Era;
  transport: TransportKind;
  protocolVersion: string;
  probes: Record<ProbeName, ProbeRecord>;
}

/** Values of the probes' own requests mcpward keeps verbatim, so a reader can check them. */
export const PROBE_VALUES = {
  unknownMethod: 'mcpward/does-not-exist',
  invalidCursor: 'mcpward-invalid-cursor',
  unknownVersion: '1999-01-01',
  foreignOrigin: 'http://evil.example',
  foreignHost: 'evil.example',
} as const;
