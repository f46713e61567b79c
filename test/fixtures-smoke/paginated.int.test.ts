import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fixturePath, startHttpFixture } from '../helpers/servers.js';

type Kind = 'stdio' | 'http';

async function connect(kind: Kind, args: string[] = []): Promise<Client> {
  const client = new Client({ name: 'fixtures-smoke', version: '0.0.0' });
  if (kind === 'stdio') {
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [fixturePath('paginated'), ...args], stderr: 'pipe' }));
  } else {
    const server = await startHttpFixture('paginated', args);
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
  }
  onTestFinished(() => client.close());
  return client;
}

/** Follows nextCursor (including "") for at most `maxPages`; records each page's names and cursor. */
async function walk(client: Client, maxPages = 20): Promise<{ pages: string[][]; cursors: (string | undefined)[] }> {
  const pages: string[][] = [];
  const cursors: (string | undefined)[] = [];
  let cursor: string | undefined;
  do {
    const result = await client.listTools(cursor === undefined ? undefined : { cursor });
    pages.push(result.tools.map((t) => t.name));
    cursor = result.nextCursor;
    cursors.push(cursor);
  } while (cursor !== undefined && pages.length < maxPages);
  return { pages, cursors };
}

describe.each<Kind>(['stdio', 'http'])('paginated fixture over %s', (kind) => {
  it('serves 7 tools in pages of 2 by default', async () => {
    const { pages, cursors } = await walk(await connect(kind));
    expect(pages).toEqual([['tool_01', 'tool_02'], ['tool_03', 'tool_04'], ['tool_05', 'tool_06'], ['tool_07']]);
    expect(cursors.at(-1)).toBeUndefined();
  });

  it('honours --page-size and --tools', async () => {
    const { pages } = await walk(await connect(kind, ['--page-size', '5', '--tools', '12']));
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages.flat().at(-1)).toBe('tool_12');
  });

  it('--empty-cursor puts "" on a page boundary', async () => {
    const { pages, cursors } = await walk(await connect(kind, ['--empty-cursor']));
    expect(cursors[0]).toBe('');
    expect(pages.flat()).toHaveLength(7);
  });

  it('--cursor-loop sends the client back to the second page forever', async () => {
    const { pages, cursors } = await walk(await connect(kind, ['--cursor-loop']), 6);
    expect(pages).toHaveLength(6);
    expect(cursors[3]).toBe(cursors[0]);
    expect(pages[4]).toEqual(pages[1]);
  });

  it('--dup-across-pages repeats tool_01 on page 2', async () => {
    const { pages } = await walk(await connect(kind, ['--dup-across-pages']));
    expect(pages[0]).toContain('tool_01');
    expect(pages[1]?.[0]).toBe('tool_01');
  });

  it('--unstable-order reverses every second listing', async () => {
    const client = await connect(kind, ['--unstable-order']);
    const first = (await walk(client)).pages.flat();
    const second = (await walk(client)).pages.flat();
    expect(second).toEqual([...first].reverse());
  });

  it('rejects a cursor it never issued with -32602, or --bad-cursor-code', async () => {
    await expect((await connect(kind)).listTools({ cursor: 'not-a-cursor' })).rejects.toMatchObject({ code: -32602 });
    await expect((await connect(kind, ['--bad-cursor-code', '-32000'])).listTools({ cursor: 'x' })).rejects.toMatchObject({ code: -32000 });
  });
});
