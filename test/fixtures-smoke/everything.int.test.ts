import { existsSync, readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startEverythingHttp } from '../helpers/servers.js';

/** Local addresses (hex, as in /proc/net/tcp) of sockets listening on `port`. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const out: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state === '0A' && local?.endsWith(`:${hexPort}`)) out.push(local.slice(0, -5));
    }
  }
  return out;
}

describe('server-everything over Streamable HTTP', () => {
  it('starts on loopback only and lists its tools to the official client', async () => {
    const server = await startEverythingHttp();
    const port = Number(new URL(server.url).port);
    if (existsSync('/proc/net/tcp')) expect(listeningAddresses(port)).toEqual(['0100007F']);

    const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    onTestFinished(() => client.close());
    expect(client.getServerVersion()?.name).toBeTruthy();
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toContain('echo');
    expect(names).toContain('get-env');
    expect(names.length).toBeGreaterThanOrEqual(10);
  });

  it('gets a minimal environment (its get-env tool returns all of it)', async () => {
    const server = await startEverythingHttp({ FIXTURE_MARKER: 'yes' });
    const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    onTestFinished(() => client.close());
    const result = await client.callTool({ name: 'get-env', arguments: {} });
    const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
    expect(text).toContain('FIXTURE_MARKER');
    expect(text).not.toContain('VITEST');
  });
});
