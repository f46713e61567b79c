import { describe, expect, it } from 'vitest';
import { startStdioFixture } from '../helpers/servers.js';

// The start-up fixtures: a server that reads nothing until its (simulated) imports are done, and
// one that reproduces an older Python SDK server dying on a request before `initialize`.

const INITIALIZE = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'fixtures-smoke', version: '0.0.0' } };
const DISCOVER = { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } };

describe('--start-delay-ms', () => {
  it.each(['legacy', 'modern', 'old-python-sdk'] as const)('%s answers nothing before the delay and everything after it', async (name) => {
    const server = startStdioFixture(name, ['--start-delay-ms', '2000']);
    server.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: INITIALIZE });
    // The delay is a lower bound, so this holds however busy the machine is.
    expect(await server.nextLine(400)).toBeUndefined();
    const answer = JSON.parse((await server.nextLine(30_000)) ?? 'null') as { id?: number; result?: { serverInfo?: unknown } } | null;
    expect(answer).toMatchObject({ id: 1, result: { serverInfo: expect.any(Object) } });
  }, 40_000);
});

describe('old-python-sdk fixture', () => {
  it('dies on a request before initialize, without answering it', async () => {
    const server = startStdioFixture('old-python-sdk');
    server.send({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: DISCOVER });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.lines()).toEqual([]);
    expect(server.stderr()).toContain('Traceback');
  });

  it('after initialize serves its tool and answers an unknown method with the mcp 1.x -32602', async () => {
    const server = startStdioFixture('old-python-sdk');
    expect(await server.request(1, 'initialize', INITIALIZE)).toMatchObject({ result: { protocolVersion: '2025-11-25', serverInfo: { name: 'old-python-sdk-fixture' } } });
    server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(await server.request(2, 'tools/list')).toMatchObject({ result: { tools: [{ name: 'get_status' }] } });
    expect(await server.request(3, 'no/such/method')).toMatchObject({ error: { code: -32602 } });
    server.closeStdin();
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
