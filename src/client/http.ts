/**
 * Streamable HTTP: one POST per message, the reply a JSON body or an SSE stream scoped to the request.
 * Built on node:http rather than fetch so probes control header case and duplicates exactly.
 */

import { isRecord } from '../model.js';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
import { TextDecoder } from 'node:util';
import { UserError } from '../errors.js';
import { MAX_MESSAGE_BYTES, classifyInbound, decodeMessages, messagesIn, type OutgoingMessage } from './jsonrpc.js';
import { SseParser } from './sse-events.js';
import { TransportError, type Delivery, type SendOptions, type Transport, type TransportSink } from './transport.js';
import type { HttpProbe, HttpProbeResponse } from './types.js';
import type { HttpFacts } from '../snapshot/wire.js';

export type HeaderList = Array<readonly [string, string]>;

/** Bodies beyond this are cut: a contract tester needs evidence, not the whole payload. */
const MAX_BODY_BYTES = MAX_MESSAGE_BYTES;
const SNIPPET_CHARS = 300;
/** Header values the wire log may print unless configured by the user; everything else (tokens, argument values) shows as a name only. */
const LOGGABLE = new Set(['content-type', 'accept', 'mcp-protocol-version', 'mcp-method']);

/** Era headers for a message, set by the connection once the era is known. */
export type HeaderSource = (message: { method: string; params?: unknown }, inputSchema?: unknown) => Record<string, string>;

export class StreamableHttpTransport implements Transport {
  readonly kind = 'http' as const;
  readonly stdoutNoise: string[] = [];
  readonly http: HttpProbe;
  /** Set by the connection: the era's headers for a message. */
  eraHeaders: HeaderSource = () => ({});
  private readonly agent: http.Agent;
  private sink: TransportSink | undefined;
  private sessionId: string | undefined;
  private closed = false;
  private readonly inFlight = new Set<http.ClientRequest>();

  constructor(
    private readonly url: URL,
    private readonly configured: Record<string, string>,
    private readonly probeTimeoutMs: number,
    private readonly log?: (line: string) => void,
  ) {
    this.agent = newAgent(url);
    this.http = {
      url: url.href,
      post: (body, headers) => this.probe('POST', body, headers),
      get: (headers) => this.probe('GET', undefined, headers),
      headersFor: (message, inputSchema) => lowerCased(mergeHeaders(this.baseHeaders(), this.eraHeaders(message, inputSchema))),
    };
  }

  start(sink: TransportSink): Promise<void> {
    this.sink = sink;
    return Promise.resolve();
  }

  async send(message: OutgoingMessage, options: SendOptions): Promise<Delivery> {
    if (this.closed) throw new TransportError('the connection was closed');
    const headers = mergeHeaders(this.baseHeaders(), options.headers ?? {});
    const { response, facts } = await this.exchange('POST', JSON.stringify(message), headers, options.signal);
    const request = 'id' in message && 'method' in message ? message : undefined;
    const id = request?.id;
    if (id === undefined) {
      // A notification or an answer to a server request: 202 and no body is the expected reply.
      const body = await readBody(response, options.signal);
      if (!ok(facts.status)) throw new TransportError(`HTTP ${facts.status}${snippet(body)}`, facts);
      return { http: facts, final: true };
    }
    if (request?.method === 'initialize' && facts.headers['mcp-session-id'] !== undefined) this.sessionId = facts.headers['mcp-session-id'];

    if (isEventStream(facts.contentType)) {
      let sawResponse = false;
      let sawOwn = false;
      const where = `the event stream answering ${request?.method ?? 'a request'} (id ${id})`;
      const onAnomaly = (kind: 'invalid-utf8' | 'over-long') => this.sink?.anomaly(kind, kind === 'over-long' ? `an event line on ${where}` : where);
      await readEvents(
        response,
        options.signal,
        (data) => {
          // An empty event primes `Last-Event-ID` for resumption (2025-11-25); it carries no message.
          if (data.trim() === '') return false;
          const values = decodeMessages(data);
          if (values === undefined) {
            this.noise(data);
            return false;
          }
          for (const { value, rawId } of values) {
            this.sink?.message(value, { http: facts, replyTo: id, ...(rawId === undefined ? {} : { rawId }) });
            if (classifyInbound(value)?.kind !== 'response') continue;
            sawResponse = true;
            if (isRecord(value) && value.id === id && (rawId === undefined || rawId === String(id))) sawOwn = true;
          }
          // The stream is scoped to this request: once its own response is in, stop reading. An
          // answer with another id does not end it, so a stray answer is not taken for this one.
          return sawOwn;
        },
        false,
        onAnomaly,
      );
      if (!sawResponse && !ok(facts.status)) throw new TransportError(`HTTP ${facts.status} with an event stream that held no JSON-RPC response`, facts);
      return { http: facts, final: true };
    }

    const where = `the HTTP reply to ${request?.method ?? 'a request'} (id ${id})`;
    let cut = false;
    const body = await readBody(response, options.signal, (kind) => {
      cut ||= kind === 'over-long';
      this.sink?.anomaly(kind, kind === 'over-long' ? `${where}, cut at ${MAX_BODY_BYTES} bytes` : where);
    });
    // A cut body is no message: say why, rather than that it is not JSON.
    if (cut) throw new TransportError(`HTTP ${facts.status} reply over the ${MAX_BODY_BYTES}-byte limit of one message, dropped unread`, facts);
    const values = decodeMessages(body);
    const messages = values?.filter(({ value }) => classifyInbound(value) !== undefined) ?? [];
    if (messages.length === 0) {
      if (!ok(facts.status)) throw new TransportError(`HTTP ${facts.status}${snippet(body)}`, facts);
      throw new TransportError(`HTTP ${facts.status} reply is not a JSON-RPC message (content-type ${facts.contentType ?? 'none'})${snippet(body)}`, facts);
    }
    for (const { value, rawId } of messages) this.sink?.message(value, { http: facts, replyTo: id, ...(rawId === undefined ? {} : { rawId }) });
    return { http: facts, final: true };
  }

  alive(): boolean {
    return !this.closed;
  }

  private noise(data: string): void {
    if (this.stdoutNoise.length < 100) this.stdoutNoise.push(data.length > 2048 ? `${data.slice(0, 2048)}…` : data);
    this.sink?.anomaly('noise', data);
  }

  stderrTail(): string {
    return '';
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const request of this.inFlight) request.destroy();
    if (this.sessionId !== undefined) {
      // Legacy sessions end with DELETE; a server that does not support it may say so, which is fine.
      const headers = mergeHeaders(this.baseHeaders(), this.eraHeaders({ method: '' }));
      try {
        const { response } = await this.exchange('DELETE', undefined, headers, AbortSignal.timeout(1000));
        response.resume();
      } catch {
        // Ignored: the session ends with us either way.
      }
    }
    this.agent.destroy();
  }

  /** Content negotiation, configured headers and the legacy session id: what every POST carries. */
  private baseHeaders(): Record<string, string> {
    return {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...this.configured,
      ...(this.sessionId === undefined ? {} : { 'Mcp-Session-Id': this.sessionId }),
    };
  }

  private exchange(method: string, body: string | undefined, headers: Record<string, string> | HeaderList, signal?: AbortSignal) {
    const list = Array.isArray(headers) ? headers : Object.entries(headers);
    if (this.log) {
      const configured = new Set(Object.keys(this.configured).map((name) => name.toLowerCase()));
      const shown = list.map(([name, value]) => (LOGGABLE.has(name.toLowerCase()) && !configured.has(name.toLowerCase()) ? `${name}: ${value}` : name));
      this.log(`${method} ${this.url.href} ${shown.join(', ')}`);
    }
    return httpExchange(this.url, method, body, list, this.agent, this.inFlight, signal);
  }

  private async probe(method: 'GET' | 'POST', body: string | undefined, headers: Record<string, string> | ReadonlyArray<readonly [string, string]>): Promise<HttpProbeResponse> {
    const list: HeaderList = Array.isArray(headers) ? [...(headers as HeaderList)] : Object.entries(headers);
    const has = (name: string) => list.some(([key]) => key.toLowerCase() === name);
    if (method === 'POST' && !has('content-type')) list.push(['Content-Type', 'application/json']);
    if (!has('accept')) list.push(['Accept', method === 'POST' ? 'application/json, text/event-stream' : 'text/event-stream']);
    return probeExchange(this.url, method, body, list, this.agent, this.inFlight, this.probeTimeoutMs, this.log);
  }
}

/** One HTTP request; resolves at the response head. Network failures become an unreachable `TransportError`. */
export function httpExchange(
  url: URL,
  method: string,
  body: string | undefined,
  headers: ReadonlyArray<readonly [string, string]>,
  agent: http.Agent,
  inFlight: Set<http.ClientRequest>,
  signal?: AbortSignal,
): Promise<{ response: IncomingMessage; facts: HttpFacts }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new TransportError('aborted'));
      return;
    }
    const requestHeaders: Record<string, string> = {};
    for (const [name, value] of headers) {
      const key = name.toLowerCase();
      requestHeaders[key] = key in requestHeaders ? `${requestHeaders[key]}, ${value}` : value;
    }
    const flat = headers.flatMap(([name, value]) => [name, value]);
    // With headers given as a list node:http adds neither Host nor Content-Length by itself.
    if (!('host' in requestHeaders)) flat.unshift('Host', url.host);
    if (body !== undefined) flat.push('Content-Length', String(Buffer.byteLength(body)));
    let request: http.ClientRequest;
    try {
      // A flat [name, value, …] array sends names in their exact case and keeps duplicates.
      request = (url.protocol === 'https:' ? https : http).request(url, { method, headers: flat as unknown as http.OutgoingHttpHeaders, agent, signal });
    } catch (error) {
      // Invalid header names or values are refused synchronously by node:http.
      reject(new TransportError(`could not send the request: ${(error as Error).message}`));
      return;
    }
    inFlight.add(request);
    request.once('close', () => inFlight.delete(request));
    request.once('error', (error: NodeJS.ErrnoException) => {
      const unreachable = ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNRESET'].includes(error.code ?? '');
      reject(new TransportError(signal?.aborted ? 'aborted' : `cannot reach ${url.href}: ${error.code ?? error.message}`, undefined, unreachable && !signal?.aborted));
    });
    request.once('response', (response) => {
      const contentType = headerText(response.headers['content-type']);
      resolve({
        response,
        facts: {
          status: response.statusCode ?? 0,
          ...(contentType === undefined ? {} : { contentType }),
          headers: responseHeaders(response),
          requestHeaders,
        },
      });
    });
    request.end(body);
  });
}

/** A raw probe: the whole reply (an event stream is read up to its first response, or briefly when it has none). */
export async function probeExchange(
  url: URL,
  method: string,
  body: string | undefined,
  headers: HeaderList,
  agent: http.Agent,
  inFlight: Set<http.ClientRequest>,
  timeoutMs: number,
  log?: (line: string) => void,
): Promise<HttpProbeResponse> {
  log?.(`probe ${method} ${url.href} ${headers.map(([name]) => name).join(', ')}`);
  const signal = AbortSignal.timeout(timeoutMs);
  const { response, facts } = await httpExchange(url, method, body, headers, agent, inFlight, signal);
  if (isEventStream(facts.contentType)) {
    const messages: unknown[] = [];
    let text = '';
    // A GET stream may stay open for good: give it a moment, then stop.
    const brief = method === 'GET' ? eitherSignal(signal, AbortSignal.timeout(250)) : signal;
    await readEvents(
      response,
      brief,
      (data) => {
        text += `data: ${data}\n\n`;
        const values = parseJson(data) ?? [];
        for (const item of values) messages.push(item);
        return values.some((value) => classifyInbound(value)?.kind === 'response');
      },
      true,
    );
    return { status: facts.status, headers: facts.headers, body: text, messages };
  }
  const text = await readBody(response, signal).catch(() => '');
  return { status: facts.status, headers: facts.headers, body: text, messages: parseJson(text) ?? [] };
}

/** Reads SSE events until `onData` returns true or the stream ends. Aborting stops quietly when `quiet`. */
export async function readEvents(
  response: IncomingMessage,
  signal: AbortSignal | undefined,
  onData: (data: string, event: string) => boolean,
  quiet = false,
  onAnomaly?: (kind: 'invalid-utf8' | 'over-long') => void,
): Promise<void> {
  const parser = new SseParser();
  const decoder = new Utf8Decoder(onAnomaly && (() => onAnomaly('invalid-utf8')));
  let dropped = 0;
  await new Promise<void>((resolve, reject) => {
    let done = false;
    const stop = (error?: Error) => {
      if (done) return;
      done = true;
      signal?.removeEventListener('abort', onAbort);
      response.destroy();
      if (error && !quiet) reject(error);
      else resolve();
    };
    const onAbort = () => stop(new TransportError('aborted'));
    if (signal?.aborted) return stop(new TransportError('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    const deliver = (events: { event: string; data: string }[]) => {
      for (; dropped < parser.dropped; dropped++) onAnomaly?.('over-long');
      for (const event of events) if (!done && onData(event.data, event.event)) stop();
    };
    response.on('data', (chunk: Buffer) => deliver(parser.push(decoder.write(chunk))));
    response.once('end', () => {
      deliver(parser.push(decoder.end()));
      deliver(parser.end());
      stop();
    });
    response.once('error', (error) => stop(new TransportError(`the event stream broke: ${error.message}`)));
    response.once('close', () => stop());
  });
}

/**
 * Streaming UTF-8 decoding that says once when the bytes are not UTF-8 (they become U+FFFD, as
 * every client decodes them), across chunk boundaries.
 */
export class Utf8Decoder {
  private readonly lossy = new StringDecoder('utf8');
  private strict: TextDecoder | undefined = new TextDecoder('utf-8', { fatal: true });

  constructor(private readonly onBadBytes?: () => void) {}

  write(chunk: Buffer): string {
    const text = this.lossy.write(chunk);
    this.check(chunk, true);
    return text;
  }

  end(): string {
    this.check(undefined, false);
    return this.lossy.end();
  }

  private check(chunk: Buffer | undefined, stream: boolean): void {
    if (this.strict === undefined || this.onBadBytes === undefined) return;
    try {
      this.strict.decode(chunk, { stream });
    } catch {
      this.strict = undefined;
      this.onBadBytes();
    }
  }
}

/** The whole body, cut at MAX_BODY_BYTES; `onAnomaly` hears of a cut (`over-long`) and of bytes that are not UTF-8. */
export async function readBody(response: IncomingMessage, signal?: AbortSignal, onAnomaly?: (kind: 'invalid-utf8' | 'over-long') => void): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      response.destroy();
      reject(new TransportError('aborted'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    response.on('data', (chunk: Buffer) => {
      if (size < MAX_BODY_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    response.once('end', () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
    response.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(new TransportError(`the reply body broke: ${error.message}`));
    });
  });
  const body = Buffer.concat(chunks);
  if (size > MAX_BODY_BYTES) onAnomaly?.('over-long');
  // A body cut mid-character is not the server's fault: only a whole body is judged.
  else if (onAnomaly && !isUtf8(body)) onAnomaly('invalid-utf8');
  return body.toString('utf8');
}

/** JSON-RPC values in a JSON text (a batch array is unpacked); undefined when it is not JSON. */
function parseJson(text: string): unknown[] | undefined {
  try {
    return messagesIn(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** `AbortSignal.any` for two signals; Node 20.0–20.2 lack it. */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (a.aborted || b.aborted) abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

export function newAgent(url: URL): http.Agent {
  // Our own agent, destroyed on close, so no pooled socket outlives the connection.
  return url.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
}

/** Later headers replace earlier ones with the same name in any case. */
export function mergeHeaders(...sets: Record<string, string>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  const names = new Map<string, string>();
  for (const set of sets) {
    for (const [name, value] of Object.entries(set)) {
      const previous = names.get(name.toLowerCase());
      if (previous !== undefined) delete merged[previous];
      names.set(name.toLowerCase(), name);
      merged[name] = value;
    }
  }
  return merged;
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function responseHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    const text = headerText(value);
    if (text !== undefined) headers[name] = text;
  }
  return headers;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function isEventStream(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'text/event-stream';
}

export function ok(status: number): boolean {
  return status >= 200 && status < 300;
}

export function snippet(body: string): string {
  const text = body.trim();
  if (text === '') return '';
  return `: ${text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS)}…` : text}`;
}

/** The target URL, or a `UserError` naming the bad value. */
export function parseUrl(text: string): URL {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Reported below.
  }
  throw new UserError('connect', `server.url ${JSON.stringify(text)} is not an http:// or https:// URL.`);
}

