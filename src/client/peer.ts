/**
 * The JSON-RPC peer (the client side of one transport): ids, pending requests, timeouts, and a record of every exchange exactly as it
 * happened. Knows nothing of stdio or HTTP beyond the `Transport` seam, and never throws after start.
 */

import { performance } from 'node:perf_hooks';
import { classifyInbound, framingIssues, isObject, type OutgoingMessage, type OutgoingRequest, type RequestId } from './jsonrpc.js';
import type { Transport, TransportSink } from './transport.js';
import type { Exchange, HttpFacts, InboundMessage, JsonRpcError } from '../snapshot/wire.js';

/** Shared by every peer of one connection (a stdio server restarted after the era probe keeps its record). */
export interface PeerRecord {
  exchanges: Exchange[];
  inbound: InboundMessage[];
  seq: number;
}

export interface PeerRequestOptions {
  timeoutMs: number;
  /** What the timeout is called in the reason, e.g. `timeouts.call_ms`. */
  timeoutName: string;
  headers?: Record<string, string>;
  /** Send `notifications/cancelled` when the request times out (default: the peer's setting). */
  cancelOnTimeout?: boolean;
}

interface Pending {
  id: RequestId;
  seq: number;
  method: string;
  params: Record<string, unknown> | undefined;
  started: number;
  timer: NodeJS.Timeout;
  controller: AbortController;
  http?: HttpFacts;
  /** The send finished: on HTTP+SSE the POST's reply (and its HTTP facts) may come after the response itself. */
  delivered: boolean;
  early?: [ExchangeFields, string[]];
  resolve(exchange: Exchange): void;
}

type ExchangeFields = Pick<Exchange, 'outcome' | 'result' | 'error' | 'raw' | 'reason'>;

export class RpcPeer {
  /** Headers for messages the peer sends on its own (answers to server requests, cancellations). */
  headersFor: (message: OutgoingMessage) => Record<string, string> = () => ({});
  /** Modern Streamable HTTP cancels by closing the reply stream, so the connection turns this off there. */
  cancelOnTimeout = true;
  private readonly pending = new Map<RequestId, Pending>();
  /** Ids that timed out, so a late answer is told apart from a wrong one. */
  /** Ids of requests already settled (answered, timed out or failed): a later answer to one is late or a duplicate. */
  private readonly settled = new Set<RequestId>();
  private closedReason: string | undefined;

  constructor(
    readonly transport: Transport,
    private readonly record: PeerRecord,
    private readonly log?: (line: string) => void,
  ) {}

  /** The sink to start the transport with. */
  sink(): TransportSink {
    return {
      message: (value, context) => this.receive(value, context.http, context.replyTo),
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
          else if (delivery.final) this.finish(pending, { outcome: 'transport-error', reason: 'the HTTP reply ended without a JSON-RPC response to this request' });
        },
        (error: unknown) => {
          const http = (error as { http?: HttpFacts }).http;
          if (http) pending.http = http;
          if (pending.early) this.finish(pending, ...pending.early);
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

  private receive(value: unknown, http: HttpFacts | undefined, replyTo: RequestId | undefined): void {
    // Whole, however long: a cut line hides exactly the part a user debugging a finding needs.
    this.log?.(`← ${JSON.stringify(value)}`);
    const kind = classifyInbound(value);
    const duringSeq = typeof replyTo === 'number' ? replyTo : undefined;
    if (kind === undefined) {
      this.record.inbound.push({ kind: 'unmatched-response', raw: value, duringSeq });
      return;
    }
    if (kind.kind === 'notification') {
      this.record.inbound.push({ kind: 'notification', method: kind.method, raw: value, duringSeq });
      return;
    }
    if (kind.kind === 'request') {
      this.record.inbound.push({ kind: 'request', method: kind.method, raw: value, duringSeq });
      this.answerServerRequest(kind.id, kind.method);
      return;
    }
    const pending = this.match(kind.id, replyTo);
    if (pending === undefined) {
      const late = typeof kind.id === 'string' || typeof kind.id === 'number' ? this.settled.has(kind.id) : false;
      this.record.inbound.push({ kind: late ? 'late-response' : 'unmatched-response', raw: value, duringSeq });
      return;
    }
    if (http) pending.http = http;
    const settled = settle(value as Record<string, unknown>, pending.id);
    if (pending.delivered) this.finish(pending, ...settled);
    else pending.early ??= settled;
  }

  /**
   * The pending request a response belongs to: its exact id; else the request whose HTTP reply
   * carried it; else a pending id the server echoed as the other JSON type ("7" for 7); else, when
   * the id is missing or not an id at all and only one request is in flight, that one. The last two
   * record a framing issue, so a server that mangles ids is reported instead of looking like a
   * timeout. A well-formed id that was already settled, or never sent, matches nothing: a duplicate,
   * a late answer or a stray one must never be taken for the answer to another request.
   */
  private match(id: unknown, replyTo: RequestId | undefined): Pending | undefined {
    const wellFormed = typeof id === 'string' || typeof id === 'number';
    if (wellFormed && this.pending.has(id)) return this.pending.get(id);
    if (replyTo !== undefined) return this.pending.get(replyTo);
    if (wellFormed) {
      if (this.settled.has(id)) return undefined;
      // Only short ids are compared as text: a megabyte-long string id is not worth the work.
      const text = typeof id === 'string' && id.length <= 32 ? id : typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : undefined;
      if (text === undefined) return undefined;
      return [...this.pending.values()].find((p) => String(p.id) === text && typeof p.id !== typeof id);
    }
    return this.pending.size === 1 ? [...this.pending.values()][0] : undefined;
  }

  private answerServerRequest(id: RequestId, method: string): void {
    // mcpward advertises no client capabilities, so the only request it can honour is ping.
    const message =
      method === 'ping'
        ? { jsonrpc: '2.0' as const, id, result: {} }
        : { jsonrpc: '2.0' as const, id, error: { code: -32601, message: `Method not found: mcpward declares no client capabilities (${method})` } };
    this.logOut(message);
    this.transport.send(message, { headers: this.headersFor(message) }).catch(() => undefined);
  }

  private timeOut(pending: Pending, options: PeerRequestOptions): void {
    if (this.pending.get(pending.id) !== pending) return;
    this.finish(pending, { outcome: 'timeout', reason: `no response within ${options.timeoutMs} ms (${options.timeoutName})` });
    if ((options.cancelOnTimeout ?? this.cancelOnTimeout) && this.closedReason === undefined) {
      void this.notify('notifications/cancelled', { requestId: pending.id, reason: `mcpward: ${options.timeoutName} elapsed` });
    }
  }

  private finish(pending: Pending, fields: ExchangeFields, issues: string[] = []): void {
    if (this.pending.get(pending.id) !== pending) return;
    this.pending.delete(pending.id);
    this.settled.add(pending.id);
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
function settle(response: Record<string, unknown>, sentId: RequestId): [ExchangeFields, string[]] {
  const issues = framingIssues(response, sentId);
  if ('error' in response && !isObject(response.error)) {
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

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
