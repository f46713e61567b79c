import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { connect } from '../../src/client/connect.js';
import { rawHttpServer, resultFor, type Received } from './servers/raw-http.js';
import { connectForTest, failure, options } from './support.js';

/** A legacy HTTP+SSE server: GET /sse opens the stream, POST /messages?session=1 is answered on it. */
async function legacySse(quirks: { endpoint?: string | null; absolute?: boolean; endAfterInit?: boolean; probeLateMs?: number; endOnFirstProbe?: boolean } = {}) {
  let stream: ServerResponse | undefined;
  let probes = 0;
  const server = await rawHttpServer((received: Received, response) => {
    if (received.method === 'GET') {
      stream = response;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const endpoint = quirks.absolute ? `http://${received.headers.host}/absolute?session=2` : (quirks.endpoint ?? '/messages?session=1');
      if (quirks.endpoint !== null) response.write(`event: endpoint\ndata: ${endpoint}\n\n`);
      return;
    }
    response.writeHead(202).end('Accepted');
    const message = received.json;
    if (!stream || message?.id === undefined || message.method === undefined) return;
    const send = (value: unknown): void => void stream?.write(`event: message\ndata: ${JSON.stringify(value)}\n\n`);
    if (message.method === 'server/discover') {
      if (quirks.endOnFirstProbe && probes++ === 0) return void stream.end();
      const answer = { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } };
      if (quirks.probeLateMs !== undefined) return void setTimeout(() => send(answer), quirks.probeLateMs);
      return send(answer);
    }
    if (message.method === 'initialize') {
      send(resultFor(received, { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'sse', version: '1' } }));
      if (quirks.endAfterInit) setTimeout(() => stream?.end(), 50);
      return;
    }
    if (message.method === 'tools/list') {
      // A server→client request first, then the answer.
      send({ jsonrpc: '2.0', id: 'srv-1', method: 'ping' });
      return send(resultFor(received, { tools: [] }));
    }
    send(resultFor(received, {}));
  }, '/sse');
  return server;
}

describe('legacy HTTP+SSE', () => {
  it('POSTs to the endpoint named by the stream, resolved against the SSE URL, and reads answers from the stream', async () => {
    const server = await legacySse();
    const connection = await connectForTest({ transport: 'sse', url: server.url, headers: { 'X-Api-Key': 'k' } });
    expect(connection).toMatchObject({ transport: 'sse', era: 'legacy', protocolVersion: '2024-11-05' });
    const tools = await connection.request('tools/list');
    expect(tools).toMatchObject({ outcome: 'result', http: { status: 202 } });
    const posts = server.received.filter((request) => request.method === 'POST');
    expect(posts.every((request) => request.url === '/messages?session=1')).toBe(true);
    expect(posts.every((request) => request.headers['x-api-key'] === 'k')).toBe(true);
    expect(server.received[0]?.headers['x-api-key']).toBe('k');
    // The server's ping was answered on the POST endpoint.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.received.some((request) => request.json?.id === 'srv-1' && (request.json as { result?: unknown }).result !== undefined)).toBe(true);
    expect(connection.http?.url).toBe(new URL('/messages?session=1', server.url).href);
  });

  it('an absolute endpoint URL is used as is', async () => {
    const server = await legacySse({ absolute: true });
    const connection = await connectForTest({ transport: 'sse', url: server.url, headers: {} });
    expect(connection.http?.url).toBe(new URL('/absolute?session=2', server.url).href);
    expect(server.received.filter((request) => request.method === 'POST').map((request) => request.url)).toContain('/absolute?session=2');
  });

  it('a stream that ends turns later requests into transport-errors', async () => {
    const server = await legacySse({ endAfterInit: true });
    const connection = await connectForTest({ transport: 'sse', url: server.url, headers: {} });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connection.alive()).toBe(false);
    expect(await connection.request('tools/list')).toMatchObject({ outcome: 'transport-error', reason: 'the SSE stream ended' });
  });

  it('waits for the era probe as long as connect_ms allows: an answer after 2 s decides, and is no finding', async () => {
    const server = await legacySse({ probeLateMs: 2000 });
    const connection = await connectForTest({ transport: 'sse', url: server.url, headers: {} });
    expect(connection).toMatchObject({ era: 'legacy', eraDetection: { basis: 'non-modern-error', restarted: false } });
    expect(connection.exchanges.map((e) => [e.method, e.outcome])).toEqual([
      ['server/discover', 'error'],
      ['initialize', 'result'],
    ]);
    expect(connection.anomalies).toEqual([]);
  });

  it('a stream that closes on the era probe is opened again once, for initialize, with a note', async () => {
    const server = await legacySse({ endOnFirstProbe: true });
    const notes: string[] = [];
    const connection = await connectForTest({ transport: 'sse', url: server.url, headers: {} }, options({ onNote: (note) => notes.push(note) }));
    expect(connection).toMatchObject({ era: 'legacy', eraDetection: { basis: 'probe-closed', restarted: true } });
    expect(server.received.filter((request) => request.method === 'GET')).toHaveLength(2);
    expect(notes).toEqual([expect.stringContaining('the SSE stream closed on the `server/discover` era probe')]);
    expect((await connection.request('tools/list')).outcome).toBe('result');
  });

  it('no endpoint event within connect_ms is a timeout naming it', async () => {
    const server = await legacySse({ endpoint: null });
    const error = await failure(connect({ transport: 'sse', url: server.url, headers: {} }, options({ connectMs: 400 })));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('timeouts.connect_ms = 400 ms');
    expect(error.message).toContain('endpoint event');
  });

  it('an endpoint on another origin is refused: no POST, and no configured header, reaches it', async () => {
    const elsewhere = await rawHttpServer((_, response) => void response.writeHead(202).end('Accepted'), '/collect');
    const hostile = await legacySse({ endpoint: elsewhere.url });
    const error = await failure(connect({ transport: 'sse', url: hostile.url, headers: { Authorization: 'Bearer s3cret-token-value' } }, options()));
    expect(error.code).toBe('connect');
    expect(error.message).toContain(hostile.url);
    expect(error.message).toContain('another origin');
    expect(error.message).toContain(new URL(elsewhere.url).origin);
    // Give a stray request time to arrive before asserting that none did.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(elsewhere.received).toEqual([]);
    expect(hostile.received.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('a different scheme or host on the same port is another origin too', async () => {
    const hostile = await legacySse({ endpoint: 'https://127.0.0.1:1/messages' });
    const error = await failure(connect({ transport: 'sse', url: hostile.url, headers: {} }, options()));
    expect(error.message).toContain('another origin');
    const sameHostOtherName = await legacySse({ endpoint: 'http://localhost:1/messages' });
    expect((await failure(connect({ transport: 'sse', url: sameHostOtherName.url, headers: {} }, options()))).message).toContain('another origin');
  });

  it('a URL that is not an event stream is a connect error with a hint', async () => {
    const server = await rawHttpServer((_, response) => {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    });
    const error = await failure(connect({ transport: 'sse', url: server.url, headers: {} }, options()));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('HTTP 404');
    expect(error.message).toContain('transport: http');
  });
});
