/**
 * The client against real servers: the project's fixtures (SDK 1.x legacy, SDK 2.x dual-era,
 * hand-written modern-only) and @modelcontextprotocol/server-everything, over every transport
 * each one speaks.
 */
import { describe, expect, it } from 'vitest';
import { connect } from '../../src/client/connect.js';
import type { Connection, ConnectionSettings, ServerTarget } from '../../src/client/types.js';
import { startEverythingHttp, startHttpFixture, type FixtureName } from '../helpers/servers.js';
import { connectForTest, everythingStdio, failure, fixtureStdio, options } from './support.js';

type Transport = 'stdio' | 'http' | 'sse';

async function target(server: FixtureName | 'everything', transport: Transport, ...args: string[]): Promise<ServerTarget> {
  if (server === 'everything') {
    if (transport === 'stdio') return everythingStdio();
    return { transport: 'http', url: (await startEverythingHttp()).url, headers: {} };
  }
  if (transport === 'stdio') return fixtureStdio(server, '--transport', 'stdio', ...args);
  const running = await startHttpFixture(server, ['--transport', transport, ...args]);
  return { transport, url: running.url, headers: {} };
}

function tools(connection: Connection, exchangeResult: unknown): Array<{ name: string; inputSchema?: unknown }> {
  expect(connection.alive()).toBe(true);
  return (exchangeResult as { tools: Array<{ name: string; inputSchema?: unknown }> }).tools;
}

describe.each<[FixtureName | 'everything', Transport, 'legacy' | 'modern', string]>([
  ['everything', 'stdio', 'legacy', '2025-11-25'],
  ['everything', 'http', 'legacy', '2025-11-25'],
  ['legacy', 'stdio', 'legacy', '2025-11-25'],
  ['legacy', 'http', 'legacy', '2025-11-25'],
  ['legacy', 'sse', 'legacy', '2025-11-25'],
  ['modern', 'stdio', 'modern', '2026-07-28'],
  ['modern', 'http', 'modern', '2026-07-28'],
  ['modern-raw', 'stdio', 'modern', '2026-07-28'],
  ['modern-raw', 'http', 'modern', '2026-07-28'],
])('%s over %s', (server, transport, era, version) => {
  it(`auto-detects ${era} ${version}, lists and calls tools`, async () => {
    const connection = await connectForTest(await target(server, transport));
    expect(connection).toMatchObject({ transport, era, protocolVersion: version });
    expect(connection.eraDetection).toMatchObject({ requested: 'auto', basis: era === 'modern' ? 'result' : 'non-modern-error', restarted: false });
    expect(connection.exchanges[0]?.method).toBe('server/discover');
    expect(connection.handshake.method).toBe(era === 'modern' ? 'server/discover' : 'initialize');
    const list = await connection.request('tools/list');
    expect(list).toMatchObject({ outcome: 'result', framingIssues: [] });
    const names = tools(connection, list.result).map((tool) => tool.name);
    expect(names).toContain('echo');
    const echo = await connection.request('tools/call', { name: 'echo', arguments: { message: 'héllo' } });
    expect(echo.outcome).toBe('result');
    expect(JSON.stringify(echo.result)).toContain('héllo');
    if (era === 'modern') expect((echo.result as { resultType?: unknown }).resultType).toBe('complete');
    expect(connection.stdoutNoise).toEqual([]);
    if (transport !== 'stdio') expect(connection.http).toBeDefined();
  });
});

describe('modern servers that enforce the request metadata headers', () => {
  it.each<[FixtureName, string[]]>([
    ['modern', []],
    ['modern-raw', []],
    ['modern-raw', ['--response-mode', 'sse']],
  ])('%s %j accepts Mcp-Param-* built from the listed input schema, Unicode values included', async (server, args) => {
    const connection = await connectForTest(await target(server, 'http', ...args));
    const listed = tools(connection, (await connection.request('tools/list')).result);
    const queryRegion = listed.find((tool) => tool.name === 'query_region');
    expect(queryRegion).toBeDefined();
    const args2 = { region: 'Zürich, 世界 ', query: 'select 1', limit: 5 };
    const call = await connection.request('tools/call', { name: 'query_region', arguments: server === 'modern' ? { region: args2.region, query: args2.query } : args2 }, { inputSchema: queryRegion?.inputSchema });
    expect(call.outcome).toBe('result');
    expect(call.http?.requestHeaders['mcp-param-region']).toBe(`=?base64?${Buffer.from(args2.region).toString('base64')}?=`);
    expect(call.http?.requestHeaders['mcp-name']).toBe('query_region');
    // Without the schema the header is missing and the server must refuse: proof the check is live.
    const bare = await connection.request('tools/call', { name: 'query_region', arguments: { region: 'eu', query: 'q' } });
    expect(bare).toMatchObject({ outcome: 'error', error: { code: -32020 }, http: { status: 400 } });
  });

  it('modern-raw over stdio sees the per-request _meta on every request', async () => {
    const connection = await connectForTest(await target('modern-raw', 'stdio'));
    const list = await connection.request('tools/list', { cursor: undefined });
    expect(list.outcome).toBe('result');
    expect(list.params).toMatchObject({ _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } });
    // Without _meta a modern-only server refuses the request: the client must be the one adding it.
    const raw = await connection.request('tools/list', {}, { rawParams: true });
    expect(raw.outcome).toBe('error');
  });
});

describe('forced and pinned eras', () => {
  const run = async (server: FixtureName | 'everything', transport: Transport, protocol: string, ...args: string[]) =>
    connect(await target(server, transport, ...args), options({ protocol } as Partial<ConnectionSettings>));

  it('legacy skips the probe', async () => {
    const connection = await connectForTest(await target('everything', 'stdio'), options({ protocol: 'legacy' }));
    expect(connection.exchanges.map((exchange) => exchange.method)).toEqual(['initialize']);
    expect(connection.eraDetection).toMatchObject({ requested: 'legacy', basis: 'forced' });
  });

  it('legacy works against the dual-era SDK 2.x server', async () => {
    for (const transport of ['stdio', 'http'] as const) {
      const connection = await connectForTest(await target('modern', transport), options({ protocol: 'legacy' }));
      expect(connection).toMatchObject({ era: 'legacy', protocolVersion: '2025-11-25' });
      expect((await connection.request('tools/list')).outcome).toBe('result');
      await connection.close();
    }
  });

  it('modern against a legacy server fails with a hint', async () => {
    const error = await failure(run('legacy', 'stdio', 'modern'));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('server/discover');
    expect(error.message).toContain('try server.protocol: auto or legacy');
  });

  it('legacy against a modern-only server fails with a hint', async () => {
    const error = await failure(run('modern-raw', 'stdio', 'legacy'));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('`initialize`');
    expect(error.message).toContain('try server.protocol: auto or modern');
  });

  it('a pinned legacy version the server speaks is used', async () => {
    const connection = await run('legacy', 'stdio', '2025-06-18');
    try {
      expect(connection).toMatchObject({ era: 'legacy', protocolVersion: '2025-06-18' });
    } finally {
      await connection.close();
    }
  });

  it('a pinned version the server does not speak names what it answered', async () => {
    const error = await failure(run('broken', 'stdio', '2024-01-01'));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('pins 2024-01-01');
    expect(error.message).toContain('2025-11-25');
  });

  it('a modern server with no version in common names its versions', async () => {
    const error = await failure(run('modern-raw', 'http', 'auto', '--versions', '2027-01-01'));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('supports 2027-01-01');
  });

  it('picks 2026-07-28 from a server that also speaks a newer version', async () => {
    const connection = await run('modern-raw', 'stdio', 'auto', '--versions', '2026-07-28,2027-01-01');
    try {
      expect(connection).toMatchObject({ era: 'modern', protocolVersion: '2026-07-28' });
    } finally {
      await connection.close();
    }
  });
});
