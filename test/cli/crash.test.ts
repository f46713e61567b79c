import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project, runCli } from '../support/cli.js';

// A preload that crashes the CLI process shortly after it starts, while it waits on a server.
const preload = join(mkdtempSync(join(tmpdir(), 'mcpward-crash-')), 'crash.cjs');
writeFileSync(
  preload,
  "setTimeout(() => { if (process.env.CRASH === 'throw') throw new Error('boom\\u001b[31m'); Promise.reject(new Error('boom')); }, 200);\n",
);

describe('a crash of mcpward itself', () => {
  // A server that accepts the request and never answers keeps mcpward waiting past the crash.
  let silent: Server;
  let url = '';
  beforeAll(async () => {
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as { port: number }).port}/mcp`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.each(['throw', 'reject'])('an uncaught %s exits 2 with an internal-error line, not 1', async (kind) => {
    const p = project({ server: { transport: 'http', url }, timeouts: { connect_ms: 5000 } });
    const r = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, env: { NODE_OPTIONS: `--require ${preload}`, CRASH: kind }, timeoutMs: 30_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('mcpward: internal error: boom');
    expect(r.stderr).not.toContain('\u001b[31m');
  });
});
