import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fixturePath, startStdioFixture } from '../helpers/servers.js';

const INITIALIZE = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'fixtures-smoke', version: '0' } };
const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

function toolNames(response: Record<string, unknown> | undefined): string[] {
  return ((response?.result as { tools: { name: string }[] } | undefined)?.tools ?? []).map((t) => t.name);
}

describe('broken fixture (raw stdio)', () => {
  it('without flags is a correct minimal server, also for the official client', async () => {
    const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [fixturePath('broken')], stderr: 'pipe' }));
    onTestFinished(() => client.close());
    expect(client.getServerVersion()?.name).toBe('broken-fixture');
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['valid_tool', 'another_valid_tool']);
  });

  it('--noise prints non-JSON lines around its responses', async () => {
    const server = startStdioFixture('broken', ['--noise']);
    expect(await server.request(1, 'initialize', INITIALIZE)).toMatchObject({ id: 1, result: { serverInfo: { name: 'broken-fixture' } } });
    server.send(INITIALIZED);
    expect(toolNames(await server.request(2, 'tools/list'))).toEqual(['valid_tool', 'another_valid_tool']);
    await server.nextLine(); // the noise line after the tools/list answer
    const lines = server.lines();
    expect(isJson(lines[0] ?? '')).toBe(false);
    expect(lines.filter((l) => !isJson(l)).length).toBeGreaterThanOrEqual(3);
  });

  it('--die-after-init exits once the handshake is done', async () => {
    const server = startStdioFixture('broken', ['--die-after-init']);
    expect(await server.request(1, 'initialize', INITIALIZE)).toMatchObject({ result: expect.any(Object) });
    server.send(INITIALIZED);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.stderr()).toContain('dying');
  });

  it('--hang never answers initialize but still exits on stdin close', async () => {
    const server = startStdioFixture('broken', ['--hang']);
    expect(await server.request(1, 'initialize', INITIALIZE, 500)).toBeUndefined();
    server.closeStdin();
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('--bad-framing drops "jsonrpc" on initialize and echoes wrong ids afterwards', async () => {
    const server = startStdioFixture('broken', ['--bad-framing']);
    server.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: INITIALIZE });
    const init = JSON.parse((await server.nextLine()) ?? 'null');
    expect(init).toMatchObject({ id: 1, result: expect.any(Object) });
    expect(init).not.toHaveProperty('jsonrpc');
    server.send(INITIALIZED);
    server.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(JSON.parse((await server.nextLine()) ?? 'null')).toMatchObject({ jsonrpc: '2.0', id: 1002 });
  });

  it('--bad-framing=missing-jsonrpc and =wrong-id select one defect', async () => {
    const missing = startStdioFixture('broken', ['--bad-framing=missing-jsonrpc']);
    missing.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: INITIALIZE });
    missing.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    const [a, b] = [JSON.parse((await missing.nextLine()) ?? 'null'), JSON.parse((await missing.nextLine()) ?? 'null')];
    expect([a.id, b.id]).toEqual([1, 2]);
    expect([a.jsonrpc, b.jsonrpc]).toEqual([undefined, undefined]);

    const wrong = startStdioFixture('broken', ['--bad-framing=wrong-id']);
    expect(await wrong.request(1, 'initialize', INITIALIZE)).toMatchObject({ jsonrpc: '2.0', id: 1 });
    wrong.send({ jsonrpc: '2.0', id: 'abc', method: 'tools/list' });
    expect(JSON.parse((await wrong.nextLine()) ?? 'null')).toMatchObject({ jsonrpc: '2.0', id: 'abc-wrong' });
  });

  it('--malformed-tool lists three invalid tools next to the valid ones', async () => {
    const server = startStdioFixture('broken', ['--malformed-tool']);
    await server.request(1, 'initialize', INITIALIZE);
    server.send(INITIALIZED);
    const response = await server.request(2, 'tools/list');
    const tools = (response?.result as { tools: { name: string; inputSchema: { type: string } }[] }).tools;
    expect(tools.map((t) => t.name).slice(0, 3)).toEqual(['valid_tool', 'another_valid_tool', 'bad_schema']);
    expect(tools.find((t) => t.name === 'bad_schema')?.inputSchema.type).toBe('string');
    expect(tools.some((t) => t.name === 'tool with spaces')).toBe(true);
    expect(tools.some((t) => t.name.length === 200)).toBe(true);
  });

  it('--stderr writes diagnostics and dies', async () => {
    const server = startStdioFixture('broken', ['--stderr']);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.stderr()).toContain('cannot open database');
    expect(server.lines()).toEqual([]);
  });

  it('--ignore-sigterm survives SIGTERM; stop() escalates to SIGKILL', async () => {
    const server = startStdioFixture('broken', ['--ignore-sigterm']);
    expect(await server.request(1, 'initialize', INITIALIZE)).toBeDefined();
    process.kill(server.pid, 'SIGTERM');
    expect(await server.request(2, 'ping')).toMatchObject({ result: {} });
    await server.stop();
    expect((await server.exited).signal).toBe('SIGKILL');
  });

  it('--spawn-child leaves a grandchild that only a process-group kill removes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpward-child-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const pidFile = join(dir, 'child.pid');
    const server = startStdioFixture('broken', ['--spawn-child'], { FIXTURE_CHILD_PID_FILE: pidFile });
    expect(await server.request(1, 'initialize', INITIALIZE)).toBeDefined();
    const grandchild = Number(readFileSync(pidFile, 'utf8').trim());
    expect(isAlive(grandchild)).toBe(true);

    // Killing only the server leaves the grandchild behind…
    process.kill(server.pid, 'SIGTERM');
    await server.exited;
    expect(isAlive(grandchild)).toBe(true);
    // …the helper's stop() kills the whole group.
    await server.stop();
    await waitUntil(() => !isAlive(grandchild));
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2]?.startsWith('Z');
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
