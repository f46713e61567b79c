/**
 * Legacy HTTP+SSE (2024-11-05, `transport: sse`): one long GET stream carries every server message;
 * the first `endpoint` event names where to POST ours.
 */

import type http from 'node:http';
import { UserError } from '../errors.js';
import {
  httpExchange,
  mergeHeaders,
  newAgent,
  ok,
  probeExchange,
  readBody,
  readEvents,
  snippet,
  type HeaderList,
  type HeaderSource,
} from './http.js';
import { classifyInbound, decodeMessages, type OutgoingMessage } from './jsonrpc.js';
import { TransportError, type Delivery, type SendOptions, type Transport, type TransportSink } from './transport.js';
import type { HttpProbe, HttpProbeResponse } from './types.js';

export class SseTransport implements Transport {
  readonly kind = 'sse' as const;
  /** Event data on the stream that was not JSON-RPC (the SSE counterpart of stdout noise). */
  readonly stdoutNoise: string[] = [];
  eraHeaders: HeaderSource = () => ({});
  private readonly agent: http.Agent;
  private readonly inFlight = new Set<http.ClientRequest>();
  private readonly stream = new AbortController();
  private endpoint: URL | undefined;
  private ended: string | undefined;
  private sink: TransportSink | undefined;

  constructor(
    private readonly url: URL,
    private readonly configured: Record<string, string>,
    private readonly probeTimeoutMs: number,
    private readonly log?: (line: string) => void,
  ) {
    this.agent = newAgent(url);
  }

  /** Probes POST where messages go (the endpoint, once known) and GET the stream URL. */
  get http(): HttpProbe {
    return {
      url: (this.endpoint ?? this.url).href,
      post: (body, headers) => this.probe('POST', body, headers),
      get: (headers) => this.probe('GET', undefined, headers),
      headersFor: (message, inputSchema) =>
        Object.fromEntries(Object.entries(mergeHeaders(this.postHeaders(), this.eraHeaders(message, inputSchema))).map(([name, value]) => [name.toLowerCase(), value])),
    };
  }

  async start(sink: TransportSink): Promise<void> {
    this.sink = sink;
    const headers: HeaderList = Object.entries({ Accept: 'text/event-stream', 'Cache-Control': 'no-cache', ...this.configured });
    this.log?.(`GET ${this.url.href} (event stream)`);
    let opened;
    try {
      opened = await httpExchange(this.url, 'GET', undefined, headers, this.agent, this.inFlight, this.stream.signal);
    } catch (error) {
      throw new UserError('connect', `cannot open the SSE stream at ${this.url.href}: ${(error as Error).message}`);
    }
    const { response, facts } = opened;
    if (!ok(facts.status) || !(facts.contentType ?? '').toLowerCase().startsWith('text/event-stream')) {
      const body = await readBody(response, AbortSignal.timeout(1000)).catch(() => '');
      throw new UserError(
        'connect',
        `GET ${this.url.href} answered HTTP ${facts.status} (${facts.contentType ?? 'no content-type'}), not an event stream${snippet(body)}. ` +
          'A legacy HTTP+SSE server (transport: sse) answers with `text/event-stream`; for Streamable HTTP use transport: http.',
      );
    }
    await new Promise<void>((resolve, reject) => {
      readEvents(response, this.stream.signal, (data, event) => {
        if (event === 'endpoint' && this.endpoint === undefined) {
          let endpoint: URL;
          try {
            endpoint = new URL(data.trim(), this.url);
          } catch {
            reject(new UserError('connect', `the SSE stream at ${this.url.href} sent an endpoint event that is not a URL: ${JSON.stringify(data.slice(0, 200))}`));
            return false;
          }
          // Every POST carries the configured headers (a bearer token, an API key): an endpoint on
          // another origin would hand them to a host the server chose. The official SDK refuses it too.
          if (endpoint.origin !== this.url.origin) {
            this.ended = 'the SSE endpoint was refused';
            reject(
              new UserError(
                'connect',
                `the SSE stream at ${this.url.href} named an endpoint on another origin (${JSON.stringify(endpoint.origin.slice(0, 200))}); ` +
                  `mcpward only sends requests, and the configured headers, to ${this.url.origin}, so nothing was sent there.`,
              ),
            );
            return true;
          }
          this.endpoint = endpoint;
          this.log?.(`SSE endpoint ${this.endpoint.href}`);
          resolve();
          return false;
        }
        if (event !== 'message' || data.trim() === '') return false;
        const values = decodeMessages(data);
        if (values === undefined || values.some(({ value }) => classifyInbound(value) === undefined)) {
          if (this.stdoutNoise.length < 100) this.stdoutNoise.push(data.length > 2048 ? `${data.slice(0, 2048)}…` : data);
          sink.anomaly('noise', data);
          return false;
        }
        for (const { value, rawId } of values) sink.message(value, rawId === undefined ? {} : { rawId });
        return false;
      }, false, (kind) => sink.anomaly(kind, `${kind === 'over-long' ? 'an event line on ' : ''}the SSE stream at ${this.url.href}`)).then(
        () => this.end(sink, 'the SSE stream ended', reject),
        (error: Error) => this.end(sink, `the SSE stream broke: ${error.message}`, reject),
      );
    });
  }

  async send(message: OutgoingMessage, options: SendOptions): Promise<Delivery> {
    if (this.ended !== undefined || this.endpoint === undefined) throw new TransportError(this.ended ?? 'the SSE stream is not open');
    const headers = mergeHeaders(this.postHeaders(), options.headers ?? {});
    this.log?.(`POST ${this.endpoint.href}`);
    const { response, facts } = await httpExchange(this.endpoint, 'POST', JSON.stringify(message), Object.entries(headers), this.agent, this.inFlight, options.signal);
    const body = await readBody(response, options.signal);
    if (ok(facts.status)) return { http: facts, final: false };
    // Some servers answer a bad POST with a JSON-RPC error in the body instead of on the stream.
    const id = 'id' in message && 'method' in message ? message.id : undefined;
    const messages = decodeMessages(body)?.filter(({ value }) => classifyInbound(value) !== undefined) ?? [];
    if (id === undefined || messages.length === 0) throw new TransportError(`HTTP ${facts.status}${snippet(body)}`, facts);
    for (const { value, rawId } of messages) this.sink?.message(value, { http: facts, replyTo: id, ...(rawId === undefined ? {} : { rawId }) });
    return { http: facts, final: true };
  }

  alive(): boolean {
    return this.ended === undefined && this.endpoint !== undefined;
  }

  stderrTail(): string {
    return '';
  }

  async close(): Promise<void> {
    this.ended ??= 'the connection was closed';
    this.stream.abort();
    for (const request of this.inFlight) request.destroy();
    this.agent.destroy();
  }

  private end(sink: TransportSink, reason: string, reject: (error: Error) => void): void {
    if (this.endpoint === undefined) reject(new UserError('connect', `the SSE stream at ${this.url.href} ended before sending its endpoint event.`));
    this.ended ??= reason;
    sink.closed(this.ended);
  }

  private postHeaders(): Record<string, string> {
    return { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...this.configured };
  }

  private probe(method: 'GET' | 'POST', body: string | undefined, headers: Record<string, string> | ReadonlyArray<readonly [string, string]>): Promise<HttpProbeResponse> {
    const list: HeaderList = Array.isArray(headers) ? [...(headers as HeaderList)] : Object.entries(headers);
    if (method === 'POST' && !list.some(([name]) => name.toLowerCase() === 'content-type')) list.push(['Content-Type', 'application/json']);
    return probeExchange(method === 'POST' ? (this.endpoint ?? this.url) : this.url, method, body, list, this.agent, this.inFlight, this.probeTimeoutMs, this.log);
  }
}
