import { describe, expect, it } from 'vitest';
import { connect } from '../../src/client/connect.js';
import type { Received } from './servers/raw-http.js';
import { discoverResult, rawHttpServer, resultFor, sendJson } from './servers/raw-http.js';
import { connectForTest, failure, options } from './support.js';
import { freeLoopbackPort } from '../helpers/servers.js';

const SECRET = 'Bearer s3cr3t-token-value';

/** A modern server that answers discover and echoes every other request: its headers and body. */
function modernEcho(received: Received, response: import('node:http').ServerResponse) {
  if (received.method !== 'POST') return sendJson(response, 405, { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed' } });
  const method = received.json?.method;
  if (method === 'server/discover') return sendJson(response, 200, resultFor(received, discoverResult));
  if (received.json?.id === undefined) {
    response.writeHead(202).end();
    return;
  }
  return sendJson(response, 200, resultFor(received, { resultType: 'complete', rawHeaders: received.rawHeaders, body: received.json }));
}

function header(received: Received, name: string): string[] {
  return received.rawHeaders.filter(([key]) => key.toLowerCase() === name.toLowerCase()).map(([, value]) => value);
}

describe('Streamable HTTP, modern era', () => {
  it('auto-detects modern from a server/discover result and sends the request metadata headers', async () => {
    const server = await rawHttpServer(modernEcho);
    const log: string[] = [];
    const connection = await connectForTest({ transport: 'http', url: server.url, headers: { Authorization: SECRET } }, options({ onLog: (line) => log.push(line) }));
    expect(connection).toMatchObject({ transport: 'http', era: 'modern', protocolVersion: '2026-07-28', eraDetection: { basis: 'result' } });
    expect(connection.handshake.method).toBe('server/discover');
    const [discover] = server.received;
    expect(header(discover!, 'MCP-Protocol-Version')).toEqual(['2026-07-28']);
    expect(header(discover!, 'Mcp-Method')).toEqual(['server/discover']);
    expect(header(discover!, 'Accept')).toEqual(['application/json, text/event-stream']);
    expect(header(discover!, 'Content-Type')).toEqual(['application/json']);

    const schema = { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' }, limit: { type: 'integer', 'x-mcp-header': 'Limit' } } };
    const call = await connection.request('tools/call', { name: 'query région', arguments: { region: ' padded ', limit: 42 } }, { inputSchema: schema });
    const seen = server.received.at(-1)!;
    expect(header(seen, 'Mcp-Method')).toEqual(['tools/call']);
    expect(header(seen, 'Mcp-Name')).toEqual([`=?base64?${Buffer.from('query région').toString('base64')}?=`]);
    expect(header(seen, 'Mcp-Param-Region')).toEqual(['=?base64?IHBhZGRlZCA=?=']);
    expect(header(seen, 'Mcp-Param-Limit')).toEqual(['42']);
    expect(header(seen, 'Authorization')).toEqual([SECRET]);
    expect(header(seen, 'Mcp-Session-Id')).toEqual([]);
    expect(seen.json?.params).toEqual({
      name: 'query région',
      arguments: { region: ' padded ', limit: 42 },
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'mcpward-tests', version: '0.0.0' },
      },
    });
    // The exchange records the params and headers as sent (names lower-cased).
    expect(call.params).toEqual(seen.json?.params);
    expect(call.http).toMatchObject({ status: 200, contentType: 'application/json', requestHeaders: { 'mcp-param-region': '=?base64?IHBhZGRlZCA=?=', 'mcp-method': 'tools/call', authorization: SECRET } });

    const read = await connection.request('resources/read', { uri: 'fixture://readme' });
    expect(read.http?.requestHeaders['mcp-name']).toBe('fixture://readme');
    // The wire log names configured headers but never prints their values (bodies are the server's own words).
    const requestLines = log.filter((line) => line.startsWith('POST '));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line).not.toContain('s3cr3t');
    expect(requestLines[0]).toContain('Authorization');
  });

  it('rawParams sends params exactly as given; an empty cursor passes through unchanged', async () => {
    const server = await rawHttpServer(modernEcho);
    const connection = await connectForTest({ transport: 'http', url: server.url, headers: {} });
    await connection.request('tools/list', { cursor: '' }, { rawParams: true });
    expect(server.received.at(-1)?.json?.params).toEqual({ cursor: '' });
    expect(header(server.received.at(-1)!, 'MCP-Protocol-Version')).toEqual(['2026-07-28']);
    const page = await connection.request('tools/list', { cursor: '' });
    expect((server.received.at(-1)?.json?.params as { cursor: unknown }).cursor).toBe('');
    expect(page.outcome).toBe('result');
  });

  it('reads an SSE reply: notifications first, multi-line data, and stops at the response even if the stream stays open', async () => {
    const server = await rawHttpServer((received, response) => {
      if (received.json?.method === 'server/discover') return sendJson(response, 200, resultFor(received, discoverResult));
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': comment\n\nevent: message\nid: 1\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}\n\n');
      const text = JSON.stringify(resultFor(received, { resultType: 'complete', tools: [] }));
      const cut = text.indexOf('"id"');
      response.write(`data: ${text.slice(0, cut)}\ndata: ${text.slice(cut)}\n\n`);
      // No end(): a server that forgets to close the stream must not hang the exchange.
    });
    const connection = await connectForTest({ transport: 'http', url: server.url, headers: {} });
    const tools = await connection.request('tools/list');
    expect(tools.outcome).toBe('result');
    expect(tools.http?.contentType).toBe('text/event-stream');
    expect(connection.inbound).toContainEqual(expect.objectContaining({ kind: 'notification', method: 'notifications/progress', duringSeq: tools.seq }));
  });

  it('a non-2xx reply with a JSON-RPC error is an error with its HTTP facts; without one a transport-error', async () => {
    const server = await rawHttpServer((received, response) => {
      const method = received.json?.method;
      if (method === 'server/discover') return sendJson(response, 200, resultFor(received, discoverResult));
      if (method === 'tools/call') return sendJson(response, 400, { jsonrpc: '2.0', id: received.json?.id, error: { code: -32020, message: 'Header mismatch' } });
      if (method === 'prompts/list') return sendJson(response, 400, { jsonrpc: '2.0', id: null, error: { code: -32602, message: 'Missing _meta' } });
      if (method === 'resources/list') {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('not json');
    });
    const connection = await connectForTest({ transport: 'http', url: server.url, headers: {} });
    const call = await connection.request('tools/call', { name: 'x' });
    expect(call).toMatchObject({ outcome: 'error', error: { code: -32020 }, http: { status: 400 }, framingIssues: [] });
    const prompts = await connection.request('prompts/list');
    expect(prompts).toMatchObject({ outcome: 'error', error: { code: -32602 }, framingIssues: [{ code: 'id-not-echoed', sent: prompts.seq, got: null }] });
    const resources = await connection.request('resources/list');
    expect(resources).toMatchObject({ outcome: 'transport-error', reason: 'HTTP 502: <html>bad gateway</html>', http: { status: 502, contentType: 'text/html' } });
    const garbage = await connection.request('ping');
    expect(garbage.outcome).toBe('transport-error');
    expect(garbage.reason).toContain('HTTP 200 reply is not a JSON-RPC message');
  });

  it('a call that outlives call_ms is a timeout, and its HTTP request is abandoned', async () => {
    let closedByClient = false;
    const server = await rawHttpServer((received, response) => {
      if (received.json?.method === 'server/discover') return sendJson(response, 200, resultFor(received, discoverResult));
      response.on('close', () => {
        closedByClient = true;
      });
    });
    const connection = await connectForTest({ transport: 'http', url: server.url, headers: {} }, options({ callMs: 300 }));
    const call = await connection.request('tools/call', { name: 'slow' });
    expect(call).toMatchObject({ outcome: 'timeout', reason: 'no response within 300 ms (timeouts.call_ms)' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closedByClient).toBe(true);
  });

  it('the HTTP probe sends exactly the given headers: case kept, duplicates allowed', async () => {
    const server = await rawHttpServer(modernEcho);
    const connection = await connectForTest({ transport: 'http', url: server.url, headers: { 'X-Api-Key': 'k' } });
    const probe = connection.http!;
    expect(probe.url).toBe(server.url);
    const base = probe.headersFor({ method: 'tools/call', params: { name: 'q', arguments: { region: 'eu' } } }, { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } });
    expect(base).toMatchObject({ 'content-type': 'application/json', 'x-api-key': 'k', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'q', 'mcp-param-region': 'eu' });
    const body = JSON.stringify({ jsonrpc: '2.0', id: 'p1', method: 'tools/call', params: { name: 'q' } });
    const reply = await probe.post(body, [['MCP-METHOD', 'tools/call'], ['mcp-method', 'tools/list'], ['MCP-Protocol-Version', '2026-07-28']]);
    const seen = server.received.at(-1)!;
    expect(seen.rawHeaders.filter(([name]) => name.toLowerCase() === 'mcp-method')).toEqual([['MCP-METHOD', 'tools/call'], ['mcp-method', 'tools/list']]);
    expect(header(seen, 'Content-Type')).toEqual(['application/json']);
    expect(header(seen, 'X-Api-Key')).toEqual([]);
    expect(reply.status).toBe(200);
    expect(reply.messages).toHaveLength(1);
    const get = await probe.get({});
    expect(get.status).toBe(405);
    expect(get.messages).toEqual([{ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed' } }]);
  });
});

describe('Streamable HTTP, legacy era', () => {
  it('falls back to initialize on a 4xx, then carries Mcp-Session-Id and MCP-Protocol-Version, and DELETEs on close', async () => {
    const server = await rawHttpServer((received, response) => {
      if (received.method === 'DELETE') {
        response.writeHead(200).end();
        return;
      }
      const method = received.json?.method;
      if (method === 'server/discover') {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad Request: no session');
        return;
      }
      if (method === 'initialize') {
        return sendJson(response, 200, resultFor(received, { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 'l', version: '1' } }), { 'Mcp-Session-Id': 'sess-1' });
      }
      if (received.json?.id === undefined) {
        response.writeHead(202).end();
        return;
      }
      return sendJson(response, 200, resultFor(received, { tools: [] }));
    });
    const connection = await connectForTest({ transport: 'http', url: server.url, headers: {} });
    expect(connection).toMatchObject({ era: 'legacy', protocolVersion: '2025-06-18', eraDetection: { basis: 'non-modern-error' } });
    const [probe, initialize, initialized] = server.received;
    expect(probe?.json?.method).toBe('server/discover');
    expect(header(initialize!, 'Mcp-Session-Id')).toEqual([]);
    expect(header(initialize!, 'MCP-Protocol-Version')).toEqual([]);
    expect(initialized?.json?.method).toBe('notifications/initialized');
    expect(header(initialized!, 'Mcp-Session-Id')).toEqual(['sess-1']);
    const tools = await connection.request('tools/list');
    expect(tools.http?.requestHeaders).toMatchObject({ 'mcp-session-id': 'sess-1', 'mcp-protocol-version': '2025-06-18' });
    expect(tools.http?.requestHeaders).not.toHaveProperty('mcp-method');
    expect(server.received.at(-1)?.json?.params).toBeUndefined();
    await connection.close();
    const last = server.received.at(-1)!;
    expect(last.method).toBe('DELETE');
    expect(header(last, 'Mcp-Session-Id')).toEqual(['sess-1']);
  });
});

describe('Streamable HTTP failures', () => {
  it('a refused port is a connect error naming the URL', async () => {
    const url = `http://127.0.0.1:${await freeLoopbackPort()}/mcp`;
    const error = await failure(connect({ transport: 'http', url, headers: {} }, options()));
    expect(error.code).toBe('connect');
    expect(error.message).toContain(url);
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('a 401 on the probe is a connect error about authorization, not a legacy fallback', async () => {
    const server = await rawHttpServer((_, response) => {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    });
    const error = await failure(connect({ transport: 'http', url: server.url, headers: {} }, options()));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('requires authorization (HTTP 401)');
  });

  it('a pinned version the server does not support names the versions it does', async () => {
    const server = await rawHttpServer((received, response) =>
      sendJson(response, 400, { jsonrpc: '2.0', id: received.json?.id, error: { code: -32022, message: 'Unsupported protocol version', data: { supported: ['2026-07-28'], requested: '2027-01-01' } } }),
    );
    const error = await failure(connect({ transport: 'http', url: server.url, headers: {} }, options({ protocol: '2027-01-01' })));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('supports 2026-07-28');
    expect(error.message).toContain('pins 2027-01-01');
  });

  it('a bad URL is refused before anything is sent', async () => {
    const error = await failure(connect({ transport: 'http', url: 'ftp://example.invalid/', headers: {} }, options()));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('server.url');
  });

  it('an unknown protocol setting is a config error', async () => {
    const error = await failure(connect({ transport: 'http', url: 'http://127.0.0.1:1/', headers: {} }, options({ protocol: 'newest' })));
    expect(error.code).toBe('config');
  });
});
