import { spawnSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { modernRequest } from '../helpers/modern-wire.js';
import { fixturePath, isAlive, startHttpFixture, startStdioFixture, stdioServerConfig, type FixtureName } from '../helpers/servers.js';

const STDIO_FIXTURES: FixtureName[] = ['legacy', 'modern', 'modern-raw', 'drift', 'paginated', 'broken'];

describe('fixture helpers', () => {
  it('stdioServerConfig builds the mcpward server block', () => {
    expect(stdioServerConfig('drift', ['--variant', 'v2'])).toEqual({
      transport: 'stdio',
      command: process.execPath,
      args: [fixturePath('drift'), '--variant', 'v2'],
    });
    expect(stdioServerConfig('legacy', [], { FIXTURE_TRACE_FILE: '/tmp/x' }).env).toEqual({ FIXTURE_TRACE_FILE: '/tmp/x' });
  });

  it('startHttpFixture announces a loopback URL and stop() ends the process', async () => {
    const server = await startHttpFixture('legacy');
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(isAlive(server.pid)).toBe(true);
    await server.stop();
    await server.stop(); // idempotent
    expect(isAlive(server.pid)).toBe(false);
  });

  it('announces /sse for the deprecated HTTP+SSE transport', async () => {
    const server = await startHttpFixture('legacy', ['--transport', 'sse']);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sse$/);
  });

  it('honours --port', async () => {
    const first = await startHttpFixture('paginated');
    const port = Number(new URL(first.url).port);
    await first.stop();
    const second = await startHttpFixture('paginated', ['--port', String(port)]);
    expect(second.url).toBe(`http://127.0.0.1:${port}/mcp`);
  });

  it('rejects with the server stderr when the server fails to start', async () => {
    await expect(startHttpFixture('drift', ['--variant', 'v9'])).rejects.toThrow(/--variant must be v1 or v2/);
  });

  it('every fixture refuses unknown flags with exit code 2', () => {
    for (const name of ['legacy', 'modern', 'modern-raw', 'drift', 'paginated', 'broken'] as const) {
      const run = spawnSync(process.execPath, [fixturePath(name), '--no-such-flag'], { encoding: 'utf8', timeout: 10_000 });
      expect(run.status, name).toBe(2);
      expect(run.stdout, name).toBe('');
      expect(run.stderr, name).toContain('unknown flag --no-such-flag');
    }
  });

  it('stdio fixtures exit 0 when stdin closes, and on SIGTERM, with nothing on stdout', async () => {
    for (const name of STDIO_FIXTURES) {
      const closed = startStdioFixture(name);
      closed.closeStdin();
      expect(await closed.exited, name).toEqual({ code: 0, signal: null });
      expect(closed.lines(), name).toEqual([]);
      const terminated = startStdioFixture(name);
      // Signal handlers exist once the server answers; before that Node's default applies.
      const ready =
        name === 'modern-raw'
          ? await terminated.request(1, 'server/discover', modernRequest(1, 'server/discover').params)
          : await terminated.request(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '0' } });
      expect(ready, name).toHaveProperty('result');
      process.kill(terminated.pid, 'SIGTERM');
      expect(await terminated.exited, name).toEqual({ code: 0, signal: null });
    }
  });

  it('HTTP fixtures exit 0 on SIGTERM', async () => {
    for (const name of ['legacy', 'modern', 'modern-raw', 'drift', 'paginated'] as const) {
      const server = await startHttpFixture(name);
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited, name).toEqual({ code: 0, signal: null });
    }
  });

  it('an SSE fixture exits 0 on SIGTERM while a client holds its stream open', async () => {
    const server = await startHttpFixture('legacy', ['--transport', 'sse']);
    const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' });
    await client.connect(new SSEClientTransport(new URL(server.url)));
    onTestFinished(() => client.close());
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
