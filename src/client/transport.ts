/** The one small seam between the JSON-RPC session and a wire (stdio, Streamable HTTP, HTTP+SSE). */

import type { OutgoingMessage, RequestId } from './jsonrpc.js';
import type { HttpProbe } from './types.js';
import type { HttpFacts, TransportKind } from '../snapshot/wire.js';

/** Where a transport delivers what it reads. */
export interface TransportSink {
  /**
   * One decoded JSON-RPC value. `replyTo` is the id of the request whose HTTP reply carried it
   * (Streamable HTTP), so a response with a wrong id can still be pinned on its exchange. `rawId`
   * is the source text of its `id` (see `rawIds`), so ids are matched exactly.
   */
  message(value: unknown, context: { http?: HttpFacts; replyTo?: RequestId; rawId?: string }): void;
  /** Something on the wire that is no message (noise, bytes that are not UTF-8, a line too long); `offender` quotes it. */
  anomaly(kind: 'noise' | 'invalid-utf8' | 'over-long', offender: string): void;
  /** The answer to request `id` arrived but could not be read (over the wire limit): that request ends now, with `reason`. */
  unreadable?(id: number, reason: string): void;
  /** The wire is gone for good (process exited, SSE stream ended); `reason` says how. */
  closed(reason: string): void;
}

export interface SendOptions {
  /** Headers for this message; transports without a header layer ignore them. */
  headers?: Record<string, string>;
  /** Aborted when the request timed out or the connection closes: stop waiting for the reply. */
  signal?: AbortSignal;
}

/** What sending one message established. */
export interface Delivery {
  /** HTTP facts of the POST that carried the message. */
  http?: HttpFacts;
  /** True when no response to this request can arrive any more (an HTTP reply body has ended). */
  final: boolean;
}

/** Sending failed: the message did not reach the server, or its HTTP reply was not usable. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly http?: HttpFacts,
    /** The network could not be reached at all (refused, DNS), as opposed to a bad reply. */
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface Transport {
  readonly kind: TransportKind;
  /** Spawn / open the stream. Rejects with `UserError` when that is impossible. */
  start(sink: TransportSink): Promise<void>;
  /** Resolves once the message is written (stdio, SSE) or the HTTP reply is read (Streamable HTTP). Throws `TransportError`. */
  send(message: OutgoingMessage, options: SendOptions): Promise<Delivery>;
  alive(): boolean;
  stderrTail(): string;
  readonly stdoutNoise: readonly string[];
  readonly http?: HttpProbe;
  /** Ends the wire and reaps every process it started. Idempotent. */
  close(): Promise<void>;
}
