import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fixturePath, startHttpFixture } from '../helpers/servers.js';

type Kind = 'stdio' | 'http' | 'sse';

async function connect(kind: Kind, extraArgs: string[] = [], env: Record<string, string> = {}): Promise<Client> {
  let transport: Transport;
  if (kind === 'stdio') {
    transport = new StdioClientTransport({
      command: process.execPath,
      args: [fixturePath('legacy'), ...extraArgs],
      env: { PATH: process.env.PATH ?? '', ...env },
      stderr: 'pipe',
    });
  } else {
    const server = await startHttpFixture('legacy', ['--transport', kind, ...extraArgs], env);
    transport = kind === 'http' ? new StreamableHTTPClientTransport(new URL(server.url)) : new SSEClientTransport(new URL(server.url));
  }
  const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' });
  await client.connect(transport);
  onTestFinished(() => client.close());
  return client;
}

describe.each<Kind>(['stdio', 'http', 'sse'])('legacy fixture over %s', (kind) => {
  it('handshakes and lists its tools, prompt, resource and template', async () => {
    const client = await connect(kind);
    expect(client.getServerVersion()).toMatchObject({ name: 'legacy-fixture', version: '1.0.0' });

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['get_status', 'echo', 'get_order', 'divide', 'write_note']);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.get_status?.annotations?.readOnlyHint).toBe(true);
    expect(byName.get_status?.inputSchema.required ?? []).toEqual([]);
    expect(byName.echo?.inputSchema.required).toEqual(['message']);
    expect(byName.get_order?.outputSchema?.type).toBe('object');
    expect(byName.write_note?.annotations?.readOnlyHint).toBe(false);

    const { prompts } = await client.listPrompts();
    expect(prompts).toEqual([expect.objectContaining({ name: 'greet', arguments: [expect.objectContaining({ name: 'name', required: true })] })]);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['fixture://readme']);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate)).toEqual(['fixture://notes/{id}']);
  });

  it('answers tool calls with both error layers', async () => {
    const client = await connect(kind);
    expect(await client.callTool({ name: 'echo', arguments: { message: 'hi' } })).toMatchObject({ content: [{ type: 'text', text: 'hi' }] });
    const order = await client.callTool({ name: 'get_order', arguments: { id: 'demo-1' } });
    expect(order.structuredContent).toMatchObject({ id: 'demo-1', status: 'shipped' });
    expect(await client.callTool({ name: 'divide', arguments: { a: 1, b: 0 } })).toMatchObject({ isError: true });
    expect(await client.callTool({ name: 'divide', arguments: { a: 6, b: 3 } })).toMatchObject({ content: [{ text: '2' }] });
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    expect(await client.getPrompt({ name: 'greet', arguments: { name: 'Ada' } })).toMatchObject({ messages: [{ role: 'user' }] });
    expect(await client.readResource({ uri: 'fixture://notes/7' })).toMatchObject({ contents: [{ text: 'note 7' }] });
  });
});

describe('legacy fixture side effects and options', () => {
  it('write_note appends to FIXTURE_TRACE_FILE, and only when called', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpward-trace-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const trace = join(dir, 'trace.log');
    const client = await connect('stdio', [], { FIXTURE_TRACE_FILE: trace });
    await client.listTools();
    await client.callTool({ name: 'get_status', arguments: {} });
    expect(existsSync(trace)).toBe(false);
    await client.callTool({ name: 'write_note', arguments: { text: 'first' } });
    expect(readFileSync(trace, 'utf8')).toBe('write_note "first"\n');
  });

  it('--unknown-tool-as-result keeps the SDK default (isError result for an unknown tool)', async () => {
    const client = await connect('stdio', ['--unknown-tool-as-result']);
    expect(await client.callTool({ name: 'no_such_tool', arguments: {} })).toMatchObject({ isError: true });
  });
});
