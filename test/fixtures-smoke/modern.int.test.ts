import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as LegacyStdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as LegacyHttpClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fixturePath, startHttpFixture } from '../helpers/servers.js';

type Kind = 'stdio' | 'http';

const TOOL_NAMES = ['get_status', 'echo', 'get_order', 'list_items', 'divide', 'write_note', 'query_region'];

async function connectModern(kind: Kind): Promise<Client> {
  const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' }, { versionNegotiation: { mode: 'auto' } });
  if (kind === 'stdio') {
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [fixturePath('modern')], stderr: 'pipe' }));
  } else {
    const server = await startHttpFixture('modern');
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  }
  onTestFinished(() => client.close());
  return client;
}

describe.each<Kind>(['stdio', 'http'])('modern fixture over %s', (kind) => {
  it('negotiates 2026-07-28 with a negotiating 2.x client and lists its tools', async () => {
    const client = await connectModern(kind);
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(client.getServerVersion()).toMatchObject({ name: 'modern-fixture', version: '1.0.0' });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.list_items?.outputSchema).toMatchObject({ type: 'array' });
    expect(byName.query_region?.inputSchema.properties?.region).toMatchObject({ 'x-mcp-header': 'Region' });
    expect(byName.get_status?.annotations?.readOnlyHint).toBe(true);
  });

  it('returns array structuredContent, tool errors and the x-mcp-header tool', async () => {
    const client = await connectModern(kind);
    const items = await client.callTool({ name: 'list_items', arguments: {} });
    expect(items.structuredContent).toEqual([
      { id: 'i-1', name: 'alpha' },
      { id: 'i-2', name: 'beta' },
    ]);
    expect(await client.callTool({ name: 'divide', arguments: { a: 1, b: 0 } })).toMatchObject({ isError: true });
    // Over HTTP the client must mirror `region` into Mcp-Param-Region or the SDK server answers -32020.
    expect(await client.callTool({ name: 'query_region', arguments: { region: 'eu-west', query: 'q' } })).toMatchObject({
      content: [{ type: 'text', text: 'eu-west: q' }],
    });
  });

  it('still serves a legacy 1.x client (dual era)', async () => {
    const client = new LegacyClient({ name: 'fixtures-smoke', version: '0.0.0' });
    if (kind === 'stdio') {
      await client.connect(new LegacyStdioClientTransport({ command: process.execPath, args: [fixturePath('modern')], stderr: 'pipe' }));
    } else {
      const server = await startHttpFixture('modern');
      await client.connect(new LegacyHttpClientTransport(new URL(server.url)));
    }
    onTestFinished(() => client.close());
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    // Legacy structuredContent must be an object: the SDK wraps the array as { result: [...] }.
    const items = await client.callTool({ name: 'list_items', arguments: {} });
    expect(items.structuredContent).toEqual({ result: [expect.objectContaining({ id: 'i-1' }), expect.objectContaining({ id: 'i-2' })] });
  });
});
