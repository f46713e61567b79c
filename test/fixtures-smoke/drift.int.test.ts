import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fixturePath, startHttpFixture } from '../helpers/servers.js';

type Kind = 'stdio' | 'http';

async function listDrift(kind: Kind, variant: 'v1' | 'v2'): Promise<{ version?: string; tools: Tool[] }> {
  const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' });
  if (kind === 'stdio') {
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [fixturePath('drift'), '--variant', variant], stderr: 'pipe' }),
    );
  } else {
    const server = await startHttpFixture('drift', ['--variant', variant]);
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  }
  onTestFinished(() => client.close());
  expect(client.getServerVersion()?.name).toBe('drift-server');
  const { tools } = await client.listTools();
  return { version: client.getServerVersion()?.version, tools };
}

describe.each<Kind>(['stdio', 'http'])('drift fixture over %s', (kind) => {
  it('v1 is drift-server 1.0.0 with six tools', async () => {
    const { version, tools } = await listDrift(kind, 'v1');
    expect(version).toBe('1.0.0');
    expect(tools.map((t) => t.name)).toEqual(['echo', 'compute', 'read_data', 'removed_tool', 'stable_a', 'stable_b']);
    expect(tools[0]?.description).toBe('Echoes the message back.');
    expect(tools[1]?.inputSchema.required).toEqual(['a', 'b']);
    expect(tools[2]?.annotations?.readOnlyHint).toBe(true);
  });

  it('v2 is 1.1.0 with exactly the four advertised changes', async () => {
    const [v1, v2] = [await listDrift(kind, 'v1'), await listDrift(kind, 'v2')];
    expect(v2.version).toBe('1.1.0');
    expect(v2.tools.map((t) => t.name)).toEqual(['echo', 'compute', 'read_data', 'stable_a', 'stable_b']);
    const before = Object.fromEntries(v1.tools.map((t) => [t.name, t]));
    const after = Object.fromEntries(v2.tools.map((t) => [t.name, t]));

    expect(after.echo?.description).not.toBe(before.echo?.description);
    expect(after.echo?.description).toContain('\u200B');
    expect(after.echo?.inputSchema).toEqual(before.echo?.inputSchema);
    expect(after.compute?.inputSchema.required).toEqual(['a', 'b', 'multiplier']);
    expect(after.compute?.description).toBe(before.compute?.description);
    expect(after.read_data?.annotations?.readOnlyHint).toBe(false);
    expect(after.stable_a).toEqual(before.stable_a);
    expect(after.stable_b).toEqual(before.stable_b);
  });
});
