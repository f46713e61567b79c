import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MODERN_VERSION, modernHeaders, modernRequest, postMcp } from '../helpers/modern-wire.js';
import { fixturePath, startHttpFixture, startStdioFixture } from '../helpers/servers.js';

const TOOL_NAMES = ['get_status', 'echo', 'list_items', 'count_items', 'query_region', 'divide', 'write_note'];
const SERVER_INFO = { 'io.modelcontextprotocol/serverInfo': { name: 'modern-raw-fixture', version: '1.0.0' } };

describe('modern-raw fixture over stdio (raw JSON-RPC)', () => {
  it('answers server/discover and tools/list with the 2026-07-28 fields', async () => {
    const server = startStdioFixture('modern-raw');
    const discover = await server.request(1, 'server/discover', modernRequest(1, 'server/discover').params);
    expect(discover?.result).toEqual({
      resultType: 'complete',
      supportedVersions: [MODERN_VERSION],
      capabilities: { tools: {} },
      instructions: expect.any(String),
      ttlMs: 60000,
      cacheScope: 'public',
      _meta: SERVER_INFO,
    });
    const list = await server.request(2, 'tools/list', modernRequest(2, 'tools/list').params);
    expect(list?.result).toMatchObject({ resultType: 'complete', ttlMs: 60000, cacheScope: 'public', _meta: SERVER_INFO });
    expect((list?.result as { tools: { name: string }[] }).tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    expect(server.lines().every((line) => JSON.parse(line))).toBe(true);
  });

  it('returns scalar and array structuredContent and tool errors', async () => {
    const server = startStdioFixture('modern-raw');
    const call = (id: number, name: string, args: Record<string, unknown>) =>
      server.request(id, 'tools/call', modernRequest(id, 'tools/call', { name, arguments: args }).params);
    expect((await call(1, 'count_items', {}))?.result).toMatchObject({ structuredContent: 2, resultType: 'complete' });
    expect((await call(2, 'list_items', {}))?.result).toMatchObject({ structuredContent: [{ id: 'i-1' }, { id: 'i-2' }] });
    expect((await call(3, 'divide', { a: 1, b: 0 }))?.result).toMatchObject({ isError: true });
    expect((await call(4, 'echo', {}))?.result).toMatchObject({ isError: true });
    expect((await call(5, 'nope', {}))?.error).toMatchObject({ code: -32602 });
  });

  it('rejects a missing envelope with -32602 and an unknown version with -32022', async () => {
    const server = startStdioFixture('modern-raw');
    expect((await server.request(1, 'tools/list', {}))?.error).toMatchObject({ code: -32602 });
    expect((await server.request(2, 'tools/list', modernRequest(2, 'tools/list', {}, '1900-01-01').params))?.error).toEqual({
      code: -32022,
      message: 'Unsupported protocol version',
      data: { supported: [MODERN_VERSION], requested: '1900-01-01' },
    });
    const init = await server.request(3, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } });
    expect(init?.error).toMatchObject({ code: -32602, data: { supported: [MODERN_VERSION] } });
    expect((await server.request(4, 'ping', modernRequest(4, 'ping').params))?.error).toMatchObject({ code: -32601 });
  });

  it('exits when stdin closes', async () => {
    const server = startStdioFixture('modern-raw');
    server.closeStdin();
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('negotiates 2026-07-28 with the 2.x client', async () => {
    const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [fixturePath('modern-raw')], stderr: 'pipe' }));
    onTestFinished(() => client.close());
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN_VERSION);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(TOOL_NAMES);
  });
});

describe('modern-raw fixture over Streamable HTTP', () => {
  it('serves discover and tools/list, JSON by default and SSE on request', async () => {
    for (const mode of ['json', 'sse']) {
      const server = await startHttpFixture('modern-raw', ['--response-mode', mode]);
      const discover = modernRequest(1, 'server/discover');
      const res = await postMcp(server.url, discover, modernHeaders(discover));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(mode === 'json' ? 'application/json' : 'text/event-stream');
      expect(res.json).toMatchObject({ id: 1, result: { supportedVersions: [MODERN_VERSION], resultType: 'complete' } });
      const list = modernRequest(2, 'tools/list');
      const tools = await postMcp(server.url, list, modernHeaders(list));
      expect((tools.json?.result as { tools: { name: string }[] }).tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    }
  });

  it('paginates with the same cacheScope on every page', async () => {
    const server = await startHttpFixture('modern-raw', ['--page-size', '3', '--cache-scope', 'private', '--ttl-ms', '0']);
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const list = modernRequest(++pages, 'tools/list', cursor === undefined ? {} : { cursor });
      const { json } = await postMcp(server.url, list, modernHeaders(list));
      const result = json?.result as { tools: { name: string }[]; nextCursor?: string; cacheScope: string; ttlMs: number };
      expect(result).toMatchObject({ cacheScope: 'private', ttlMs: 0 });
      names.push(...result.tools.map((t) => t.name));
      cursor = result.nextCursor;
    } while (cursor !== undefined);
    expect(pages).toBe(3);
    expect(names).toEqual(TOOL_NAMES);
  });

  it('enforces the header rules with 400 / -32020 and the x-mcp-header parameters', async () => {
    const server = await startHttpFixture('modern-raw');
    const call = modernRequest(1, 'tools/call', { name: 'query_region', arguments: { region: 'eu-west', limit: 5, query: 'q' } });
    const ok = await postMcp(server.url, call, modernHeaders(call, { 'mcp-param-region': 'eu-west', 'mcp-param-limit': '5' }));
    expect(ok.status).toBe(200);
    expect(ok.json?.result).toMatchObject({ content: [{ text: 'eu-west: q (limit 5)' }] });

    const encoded = await postMcp(
      server.url,
      call,
      modernHeaders(call, { 'mcp-param-region': `=?base64?${Buffer.from('eu-west').toString('base64')}?=`, 'mcp-param-limit': '5.0' }),
    );
    expect(encoded.status).toBe(200);

    for (const headers of [
      modernHeaders(call, { 'mcp-param-limit': '5' }), // Mcp-Param-Region missing
      modernHeaders(call, { 'mcp-param-region': 'us-east', 'mcp-param-limit': '5' }),
      modernHeaders(call, { 'mcp-param-region': 'eu-west', 'mcp-param-limit': '5', 'mcp-name': 'echo' }),
      modernHeaders(call, { 'mcp-param-region': 'eu-west', 'mcp-param-limit': '5', 'mcp-method': 'tools/list' }),
      modernHeaders(call, { 'mcp-param-region': 'eu-west', 'mcp-param-limit': '5', 'mcp-protocol-version': '2025-11-25' }),
    ]) {
      const res = await postMcp(server.url, call, headers);
      expect(res.status).toBe(400);
      expect(res.json?.error).toMatchObject({ code: -32020 });
    }
  });

  it('maps envelope, version, method and transport errors to HTTP statuses', async () => {
    const server = await startHttpFixture('modern-raw');
    const noMeta = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
    expect(await postMcp(server.url, noMeta, modernHeaders(noMeta))).toMatchObject({ status: 400, json: { error: { code: -32602 } } });
    const old = modernRequest(2, 'tools/list', {}, '1900-01-01');
    expect(await postMcp(server.url, old, modernHeaders(old, { 'mcp-protocol-version': '1900-01-01' }))).toMatchObject({
      status: 400,
      json: { error: { code: -32022, data: { supported: [MODERN_VERSION], requested: '1900-01-01' } } },
    });
    const ping = modernRequest(3, 'ping');
    expect(await postMcp(server.url, ping, modernHeaders(ping))).toMatchObject({ status: 404, json: { error: { code: -32601 } } });
    const note = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } };
    expect((await postMcp(server.url, note, modernHeaders(note))).status).toBe(202);
    expect((await fetch(server.url)).status).toBe(405);
    expect((await fetch(server.url, { method: 'DELETE' })).status).toBe(405);
    const list = modernRequest(4, 'tools/list');
    expect((await postMcp(server.url, list, modernHeaders(list, { accept: 'application/json' }))).status).toBe(406);
    expect((await postMcp(server.url, list, modernHeaders(list, { origin: 'http://evil.example' }))).status).toBe(403);
    expect((await postMcp(server.url, '{not json', modernHeaders(list))).json).toMatchObject({ error: { code: -32700 } });
  });

  it('negotiates 2026-07-28 with the 2.x client, whose headers pass its validation', async () => {
    const server = await startHttpFixture('modern-raw');
    const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    onTestFinished(() => client.close());
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN_VERSION);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    expect(await client.callTool({ name: 'query_region', arguments: { region: 'eu-west', query: 'q' } })).toMatchObject({
      content: [{ text: 'eu-west: q' }],
    });
    expect((await client.callTool({ name: 'list_items', arguments: {} })).structuredContent).toHaveLength(2);
  });
});
