import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

/**
 * Captures the raw tool/prompt/resource lists of the real npm servers with the official SDK 1.x
 * client. Only the corpus test calls this, and only when MCPWARD_CAPTURE_CORPUS=1: the JSON it
 * writes is committed so the test normally runs offline and fast.
 */
export interface CorpusFile {
  server: string;
  serverInfo: unknown;
  instructions?: string;
  tools: unknown[];
  prompts: unknown[];
  resources: unknown[];
  resourceTemplates: unknown[];
}

export const CORPUS_SERVERS = ['everything', 'filesystem', 'memory', 'sequential-thinking'] as const;
export type CorpusServer = (typeof CORPUS_SERVERS)[number];

const root = join(import.meta.dirname, '..', '..', '..', '..');

function launch(server: CorpusServer): { command: string; args: string[]; env: Record<string, string> } {
  const bin = join(root, 'node_modules', '@modelcontextprotocol', `server-${server}`, 'dist', 'index.js');
  const scratch = mkdtempSync(join(tmpdir(), `mcpward-corpus-${server}-`));
  // A minimal env: the servers need PATH at most, and nothing secret should reach them.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
  if (server === 'filesystem') return { command: process.execPath, args: [bin, scratch], env };
  if (server === 'memory') env.MEMORY_FILE_PATH = join(scratch, 'memory.jsonl');
  return { command: process.execPath, args: [bin], env };
}

/** Follows nextCursor (including the empty string) until the list ends. */
async function listAll<T>(page: (cursor?: string) => Promise<{ nextCursor?: string } & Record<string, unknown>>, key: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const result = await page(cursor);
    items.push(...((result[key] as T[] | undefined) ?? []));
    if (result.nextCursor === undefined || result.nextCursor === null) break;
    cursor = result.nextCursor;
  }
  return items;
}

export async function captureServer(server: CorpusServer): Promise<CorpusFile> {
  const spec = launch(server);
  const transport = new StdioClientTransport({ ...spec, stderr: 'ignore' });
  const client = new Client({ name: 'mcpward-corpus', version: '0.0.0' });
  await client.connect(transport);
  try {
    const caps = client.getServerCapabilities() ?? {};
    const out: CorpusFile = {
      server: `@modelcontextprotocol/server-${server}`,
      serverInfo: client.getServerVersion(),
      instructions: client.getInstructions(),
      tools: caps.tools ? await listAll((cursor) => client.listTools({ cursor }), 'tools') : [],
      prompts: caps.prompts ? await listAll((cursor) => client.listPrompts({ cursor }), 'prompts') : [],
      resources: caps.resources ? await listAll((cursor) => client.listResources({ cursor }), 'resources') : [],
      resourceTemplates: caps.resources
        ? await listAll((cursor) => client.listResourceTemplates({ cursor }), 'resourceTemplates')
        : [],
    };
    return out;
  } finally {
    await client.close();
  }
}

export function corpusPath(server: CorpusServer): string {
  return join(import.meta.dirname, `${server}.json`);
}

export async function recaptureCorpus(): Promise<void> {
  for (const server of CORPUS_SERVERS) {
    const data = await captureServer(server);
    writeFileSync(corpusPath(server), `${JSON.stringify(data, null, 2)}\n`);
  }
}
