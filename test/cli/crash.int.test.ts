import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { project, runCli } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

// A preload that crashes the CLI process shortly after it starts, while it waits on a server.
const preload = join(tempDir('mcpward-crash-'), 'crash.cjs');
writeFileSync(
  preload,
  [
    "const crash = () => { if (process.env.CRASH === 'throw') throw new Error('boom\\u001b[31m'); Promise.reject(new Error('boom')); };",
    // Crash once the server has the request (it touches CRASH_WHEN), not after a fixed time: on a
    // busy machine the CLI may not be connecting yet 1.5 s after it starts.
    "const poll = setInterval(() => { if (require('node:fs').existsSync(process.env.CRASH_WHEN)) { clearInterval(poll); crash(); } }, 25); poll.unref();",
    '',
  ].join('\n'),
);
const signal = join(tempDir('mcpward-crash-signal-'), 'request-arrived');

describe('a crash of mcpward itself', () => {
  // A server that accepts the request and never answers keeps mcpward waiting past the crash.
  let silent: Server;
  let url = '';
  beforeAll(async () => {
    silent = createServer(() => writeFileSync(signal, ''));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(silent.address() as { port: number }).port}/mcp`;
  });
  // Each run waits for its own request to arrive.
  beforeEach(() => rmSync(signal, { force: true }));
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.each(['throw', 'reject'])('an uncaught %s exits 2 with one paragraph naming what was being done, not 1', async (kind) => {
    const p = project({ server: { transport: 'http', url }, timeouts: { connect_ms: 5000 } });
    const r = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, env: { NODE_OPTIONS: `--require ${preload}`, CRASH: kind, CRASH_WHEN: signal }, timeoutMs: 30_000 });
    expect(r.code).toBe(2);
    // Crashed while waiting on the server that never answers: the progress line says what that was.
    expect(r.stderr).toMatch(/^mcpward: internal error while (connecting to the server|capturing the server surface) \(mcpward run\): boom/);
    expect(r.stderr).toContain('Run again with --debug for the stack trace');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toContain('    at ');
    expect(r.stderr).not.toContain('\u001b[31m');
  });

  it('with --debug the stack trace follows the paragraph', async () => {
    const p = project({ server: { transport: 'http', url }, timeouts: { connect_ms: 5000 } });
    const r = await runCli(['run', '--reporter', 'json', '--debug'], { cwd: p.dir, env: { NODE_OPTIONS: `--require ${preload}`, CRASH: 'throw', CRASH_WHEN: signal }, timeoutMs: 30_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('mcpward: internal error while');
    expect(r.stderr).toContain('The stack trace follows');
    expect(r.stderr).toMatch(/\n\s+at .*crash\.cjs/);
  });
});
