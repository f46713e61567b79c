/**
 * The JSON-RPC peer (the client side of one transport): ids, pending requests, timeouts, and a record of every exchange exactly as it
 * happened. Knows nothing of stdio or HTTP beyond the `Transport` seam, and never throws after start.
 */

import { METHOD_NOT_FOUND } from '../protocol/codes.js';
import { isRecord } from '../model.js';
import { performance } from 'node:perf_hooks';
import { MAX_MESSAGE_DEPTH, classifyInbound, clipDepth, framingIssues, preview, type OutgoingMessage, type OutgoingRequest, type RequestId } from './jsonrpc.js';
import type { Transport, TransportSink } from './transport.js';
import type { Exchange, FramingIssue, HttpFacts, InboundMessage, JsonRpcError, WireAnomaly, WireAnomalyKind } from '../snapshot/wire.js';

/** Shared by every peer of one connection (a stdio server restarted after the era probe keeps its record). */
export interface PeerRecord {
  exchanges: Exchange[];
  inbound: InboundMessage[];
  seq: number;
  /**
   * Ids of requests already settled, for the connection's whole life (era probe included): a later
   * answer to one is a duplicate (it was answered) or late (it timed out or failed). `withdrawn`:
   * a handshake request mcpward itself gave up on; a later answer to it is no anomaly.
   */
  settled: Map<RequestId, 'answered' | 'abandoned' | 'withdrawn'>;
  /** Wire anomalies, one entry per kind. */
  anomalies: WireAnomaly[];
}

/** A fresh record for one connection. */
export function newPeerRecord(): PeerRecord {
  return { exchanges: [], inbound: [], seq: 0, settled: new Map(), anomalies: [] };
}

/** Longest first offender an anomaly keeps. */
const OFFENDER_CHARS = 200;

/** Counts one anomaly of `kind`; only the first offender is kept (and only then computed). */
export function noteAnomaly(anomalies: WireAnomaly[], kind: WireAnomalyKind, offender: () => string): void {
  const known = anomalies.find((anomaly) => anomaly.kind === kind);
  if (known) {
    known.count++;
    return;
  }
  const text = offender();
  anomalies.push({ kind, count: 1, first: text.length > OFFENDER_CHARS ? `${text.slice(0, OFFENDER_CHARS)}… (${text.length} chars)` : text });
}

export interface PeerRequestOptions {
  timeoutMs: number;
  /** What the timeout is called in the reason, e.g. `timeouts.call_ms`. */
  timeoutName: string;
  headers?: Record<string, string>;
  /** Send `notifications/cancelled` when the request times out (default: the peer's setting). */
  cancelOnTimeout?: boolean;
  /**
   * A request of mcpward's own connect attempt (era probe, handshake). When mcpward stops waiting
   * for it, that was mcpward's choice, not the server's fault: an answer that comes after is
   * logged and dropped, never recorded as a late answer (a `jsonrpc_stream` finding).
   */
  handshake?: boolean;
}

interface Pending {
  id: RequestId;
  seq: number;
  method: string;
  params: Record<string, unknown> | undefined;
  started: number;
  timer: NodeJS.Timeout;
  controller: AbortController;
  handshake: boolean;
  http?: HttpFacts;
  /** The send finished: on HTTP+SSE the POST's reply (and its HTTP facts) may come after the response itself. */
  delivered: boolean;
  early?: [ExchangeFields, FramingIssue[]];
  /** An answer whose id was not this request's, found on this request's own HTTP reply: used only if no exact answer comes. */
  fallback?: { settled: [ExchangeFields, FramingIssue[]]; id: string };
  resolve(exchange: Exchange): void;
}

type ExchangeFields = Pick<Exchange, 'outcome' | 'result' | 'error' | 'raw' | 'reason'>;

/** Inbound messages kept as evidence per connection. */
const INBOUND_KEPT = 1000;

export class RpcPeer {
  /** Headers for messages the peer sends on its own (answers to server requests, cancellations). */
  headersFor: (message: OutgoingMessage) => Record<string, string> = () => ({});
  /** Modern Streamable HTTP cancels by closing the reply stream, so the connection turns this off there. */
  cancelOnTimeout = true;
  private readonly pending = new Map<RequestId, Pending>();
  private closedReason: string | undefined;

  constructor(
    readonly transport: Transport,
    private readonly record: PeerRecord,
    private readonly log?: (line: string) => void,
  ) {}

  /** The sink to start the transport with. */
  sink(): TransportSink {
    return {
      message: (value, context) => this.receive(value, context.http, context.replyTo, context.rawId),
      anomaly: (kind, offender) => noteAnomaly(this.record.anomalies, kind, () => offender),
      unreadable: (id, reason) => {
        const pending = this.pending.get(id);
        if (pending) this.finish(pending, { outcome: 'transport-error', reason });
      },
      closed: (reason) => this.fail(reason),
    };
  }

  /** Why the peer can no longer carry requests, if it cannot. */
  get closed(): string | undefined {
    return this.closedReason;
  }

  request(method: string, params: Record<string, unknown> | undefined, options: PeerRequestOptions): Promise<Exchange> {
    const seq = ++this.record.seq;
    // The id is the sequence number: unique for the connection, and readable in wire logs.
    const message: OutgoingRequest = { jsonrpc: '2.0', id: seq, method, ...(params === undefined ? {} : { params }) };
    return new Promise<Exchange>((resolve) => {
      const pending: Pending = {
        id: seq,
        seq,
        method,
        params,
        started: performance.now(),
        controller: new AbortController(),
        timer: setTimeout(() => this.timeOut(pending, options), options.timeoutMs),
        handshake: options.handshake === true,
        delivered: false,
        resolve,
      };
      this.pending.set(seq, pending);
      if (this.closedReason !== undefined) {
        this.finish(pending, { outcome: 'transport-error', reason: this.closedReason });
        return;
      }
      this.logOut(message);
      const headers = { ...this.headersFor(message), ...options.headers };
      this.transport.send(message, { headers, signal: pending.controller.signal }).then(
        (delivery) => {
          pending.http ??= delivery.http;
          pending.delivered = true;
          if (pending.early) this.finish(pending, ...pending.early);
          else if (delivery.final && pending.fallback) this.finish(pending, ...pending.fallback.settled);
          else if (delivery.final) this.finish(pending, { outcome: 'transport-error', reason: 'the HTTP reply ended without a JSON-RPC response to this request' });
        },
        (error: unknown) => {
          const http = (error as { http?: HttpFacts }).http;
          if (http) pending.http = http;
          if (pending.early) this.finish(pending, ...pending.early);
          else if (pending.fallback) this.finish(pending, ...pending.fallback.settled);
          else this.finish(pending, { outcome: 'transport-error', reason: errorText(error) });
        },
      );
    });
  }

  /** Fire-and-forget apart from delivery: a failure to deliver is returned, never thrown. */
  async notify(method: string, params?: Record<string, unknown>, headers?: Record<string, string>): Promise<string | undefined> {
    if (this.closedReason !== undefined) return this.closedReason;
    const message = { jsonrpc: '2.0' as const, method, ...(params === undefined ? {} : { params }) };
    this.logOut(message);
    try {
      await this.transport.send(message, { headers: { ...this.headersFor(message), ...headers } });
      return undefined;
    } catch (error) {
      return errorText(error);
    }
  }

  /** Fails every pending request with `reason`; later requests fail at once. */
  fail(reason: string): void {
    this.closedReason ??= reason;
    for (const pending of [...this.pending.values()]) this.finish(pending, { outcome: 'transport-error', reason: this.closedReason });
  }

  private receive(message: unknown, http: HttpFacts | undefined, replyTo: RequestId | undefined, rawId: string | undefined): void {
    const { value, clipped } = clipDepth(message);
    if (clipped) {
      const what = isRecord(value) ? (typeof value.method === 'string' ? `${preview(value.method)} message` : `message with id ${rawId ?? preview(value.id)}`) : 'message';
      noteAnomaly(this.record.anomalies, 'too-deep', () => `a ${what} nested deeper than ${MAX_MESSAGE_DEPTH} levels`);
    }
    // Whole, however long: a cut line hides exactly the part a user debugging a finding needs.
    this.log?.(`← ${JSON.stringify(value)}`);
    const kind = classifyInbound(value);
    const duringSeq = typeof replyTo === 'number' ? replyTo : undefined;
    if (kind === undefined) {
      this.keep({ kind: 'unmatched-response', raw: value, duringSeq });
      return;
    }
    if (kind.kind === 'notification') {
      this.keep({ kind: 'notification', method: kind.method, raw: value, duringSeq });
      return;
    }
    if (kind.kind === 'request') {
      this.keep({ kind: 'request', method: kind.method, raw: value, duringSeq });
      this.answerServerRequest(kind.id, kind.method);
      return;
    }
    const exact = exactId(kind.id, rawId);
    const offender = () => `id ${rawId ?? idText(kind.id)}`;
    const own = exact === undefined ? undefined : this.pending.get(exact);
    if (own !== undefined) {
      if (http) own.http = http;
      if (own.fallback) noteAnomaly(this.record.anomalies, 'unknown-id', () => own.fallback!.id);
      // On one stream (stdio, HTTP+SSE) an answer that overtakes an earlier request's is legal JSON-RPC, but worth knowing.
      const earlier = replyTo === undefined ? [...this.pending.values()].find((p) => p.seq < own.seq) : undefined;
      if (earlier) noteAnomaly(this.record.anomalies, 'out-of-order', () => `the answer to ${own.method} (id ${own.seq}) came before the answer to ${earlier.method} (id ${earlier.seq})`);
      this.accept(own, value as Record<string, unknown>);
      return;
    }
    const state = exact === undefined ? undefined : this.record.settled.get(exact);
    const carrier = replyTo === undefined || state !== undefined ? undefined : this.pending.get(replyTo);
    if (carrier !== undefined) {
      // Not this request's id, yet on its own HTTP reply: its answer unless the exact one follows.
      if (http) carrier.http = http;
      carrier.fallback ??= { settled: settle(value as Record<string, unknown>, carrier.id), id: offender() };
      return;
    }
    const lenient = state === undefined ? this.lenientMatch(kind.id) : undefined;
    if (lenient !== undefined) {
      this.accept(lenient, value as Record<string, unknown>);
      return;
    }
    if (state === 'withdrawn') {
      this.log?.(`(the answer to ${offender()}, a handshake request mcpward stopped waiting for, is dropped)`);
      return;
    }
    this.keep({ kind: state === undefined ? 'unmatched-response' : 'late-response', raw: value, duringSeq });
    noteAnomaly(this.record.anomalies, state === 'answered' ? 'duplicate' : state === 'abandoned' ? 'late' : 'unknown-id', offender);
  }

  /** Records one inbound message; past INBOUND_KEPT only the anomaly counts grow, so a flood cannot exhaust memory. */
  private keep(message: InboundMessage): void {
    if (this.record.inbound.length < INBOUND_KEPT) this.record.inbound.push(message);
  }

  private accept(pending: Pending, response: Record<string, unknown>): void {
    const settled = settle(response, pending.id);
    if (pending.delivered) this.finish(pending, ...settled);
    else if (pending.early) noteAnomaly(this.record.anomalies, 'duplicate', () => `id ${pending.id}`);
    else pending.early = settled;
  }

  /**
   * For an answer whose id is no pending request's exactly: a pending id the server echoed as the
   * other JSON type ("7" for 7); else, when the id is missing or not an id at all and only one
   * request is in flight, that one. Both record a framing issue, so a server that mangles ids is
   * reported instead of looking like a timeout. A well-formed id never sent matches nothing.
   */
  private lenientMatch(id: unknown): Pending | undefined {
    if (typeof id === 'string' || typeof id === 'number') {
      // Only short ids are compared as text: a megabyte-long string id is not worth the work.
      const text = typeof id === 'string' && id.length <= 32 ? id : undefined;
      if (text === undefined || !/^[1-9][0-9]*$/.test(text)) return undefined;
      const pending = this.pending.get(Number(text));
      return pending !== undefined && this.record.settled.get(pending.id) === undefined ? pending : undefined;
    }
    return this.pending.size === 1 ? [...this.pending.values()][0] : undefined;
  }

  private answerServerRequest(id: RequestId, method: string): void {
    // mcpward advertises no client capabilities, so the only request it can honour is ping.
    const message =
      method === 'ping'
        ? { jsonrpc: '2.0' as const, id, result: {} }
        : { jsonrpc: '2.0' as const, id, error: { code: METHOD_NOT_FOUND, message: `Method not found: mcpward declares no client capabilities (${method})` } };
    this.logOut(message);
    this.transport.send(message, { headers: this.headersFor(message) }).catch(() => undefined);
  }

  private timeOut(pending: Pending, options: PeerRequestOptions): void {
    if (this.pending.get(pending.id) !== pending) return;
    // A server that answered with a wrong id on this request's own reply did answer.
    if (pending.fallback) return this.finish(pending, ...pending.fallback.settled);
    this.finish(pending, { outcome: 'timeout', reason: `no response within ${options.timeoutMs} ms (${options.timeoutName})` });
    if ((options.cancelOnTimeout ?? this.cancelOnTimeout) && this.closedReason === undefined) {
      void this.notify('notifications/cancelled', { requestId: pending.id, reason: `mcpward: ${options.timeoutName} elapsed` });
    }
  }

  private finish(pending: Pending, fields: ExchangeFields, issues: FramingIssue[] = []): void {
    if (this.pending.get(pending.id) !== pending) return;
    this.pending.delete(pending.id);
    this.record.settled.set(pending.id, fields.raw !== undefined ? 'answered' : pending.handshake ? 'withdrawn' : 'abandoned');
    clearTimeout(pending.timer);
    // Stops an HTTP reply still being read (timeout, close); a no-op once the reply is complete.
    pending.controller.abort();
    const exchange: Exchange = {
      seq: pending.seq,
      method: pending.method,
      ...(pending.params === undefined ? {} : { params: pending.params }),
      ...fields,
      ...(pending.http ? { http: pending.http } : {}),
      durationMs: Math.round(performance.now() - pending.started),
      framingIssues: issues,
    };
    insertBySeq(this.record.exchanges, exchange);
    pending.resolve(exchange);
  }

  private logOut(message: OutgoingMessage): void {
    this.log?.(`→ ${JSON.stringify(message)}`);
  }
}

/** The exchange fields and framing issues a response settles its request with. */
function settle(response: Record<string, unknown>, sentId: RequestId): [ExchangeFields, FramingIssue[]] {
  const issues = framingIssues(response, sentId);
  if ('error' in response && !isRecord(response.error)) {
    return [{ outcome: 'transport-error', reason: 'the response\'s "error" is not an object', raw: response }, issues];
  }
  // An error is kept as sent even when its code or message are malformed: the framing issues say so.
  if ('error' in response) return [{ outcome: 'error', error: response.error as unknown as JsonRpcError, raw: response }, issues];
  if ('result' in response) return [{ outcome: 'result', result: response.result, raw: response }, issues];
  return [{ outcome: 'transport-error', reason: 'the response has neither "result" nor "error"', raw: response }, issues];
}

function insertBySeq(exchanges: Exchange[], exchange: Exchange): void {
  let index = exchanges.length;
  while (index > 0 && exchanges[index - 1]!.seq > exchange.seq) index--;
  exchanges.splice(index, 0, exchange);
}

/**
 * The id a response names, exactly: a string, or a number whose source text is the integer itself.
 * mcpward sends only safe integers, so `1e400`, a 30-digit integer or `1.0000000000000000001` (all
 * numbers JSON.parse rounds, possibly onto an id mcpward sent) name no request.
 */
function exactId(id: unknown, rawId: string | undefined): RequestId | undefined {
  if (typeof id === 'string') return id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && (rawId === undefined || rawId === String(id))) return id;
  return undefined;
}

function idText(id: unknown): string {
  return id === undefined ? 'missing' : preview(id);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
