import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'tsup';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/client/connect.js';
import { MAX_WIRE_STRING } from '../../src/client/jsonrpc.js';
import { UserError } from '../../src/errors.js';
import { repoRoot } from '../helpers/servers.js';
import { connectForTest, failure, fixtureStdio, isRunning, minimalEnv, options, rawStdio } from './support.js';

const scratch = mkdtempSync(join(tmpdir(), 'mcpward-client-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function waitUntil(condition: () => boolean, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return condition();
}

describe('stdio framing', () => {
  it('records non-JSON-RPC stdout lines as noise and keeps going', async () => {
    const connection = await connectForTest(fixtureStdio('broken', '--noise'));
    const tools = await connection.request('tools/list');
    expect(tools.outcome).toBe('result');
    expect(connection.stdoutNoise).toContain('broken-fixture starting up (this line is not JSON-RPC)');
    expect(connection.stdoutNoise.some((line) => line.startsWith('[broken-fixture] answered'))).toBe(true);
  });

  it('records JSON lines that are not JSON-RPC messages as noise too', async () => {
    const connection = await connectForTest(rawStdio('--json-noise'));
    expect(connection.stdoutNoise).toEqual(['{"hello":"world"}', '42', '[1,2]', 'plain text banner']);
    expect((await connection.request('ping')).outcome).toBe('result');
  });

  it('reassembles messages split across chunks, with CRLF line ends and multi-megabyte lines', async () => {
    const connection = await connectForTest(rawStdio('--crlf', '--split', '--long', '3000000'));
    const tools = await connection.request('tools/list');
    expect(tools.outcome).toBe('result');
    const [tool] = (tools.result as { tools: Array<{ description: string }> }).tools;
    // The 3 MB line is read whole; the description in it is kept to the per-string cap, the cut marked.
    expect(tool?.description).toHaveLength(MAX_WIRE_STRING + 1);
    expect(tool?.description.endsWith('…')).toBe(true);
    expect(tools.framingIssues).toEqual([]);
    expect(connection.stdoutNoise).toEqual([]);
  });

  it('records framing defects of each response on its exchange; an answer to an id never sent is no answer', async () => {
    const connection = await connectForTest(fixtureStdio('broken', '--bad-framing=both'), options({ protocol: 'legacy', callMs: 500 }));
    expect(connection.handshake.outcome).toBe('result');
    expect(connection.handshake.framingIssues).toEqual([{ code: 'jsonrpc-missing' }]);
    // The server answers with id + 1000: a stray answer must never be taken for this request's.
    const tools = await connection.request('tools/list');
    expect(tools.outcome).toBe('timeout');
    expect(connection.inbound).toContainEqual(expect.objectContaining({ kind: 'unmatched-response', raw: expect.objectContaining({ id: tools.seq + 1000 }) }));
  });

  it('records both-result-and-error, a string id and a malformed error object', async () => {
    const connection = await connectForTest(rawStdio('--framing'));
    const both = await connection.request('tools/list');
    expect(both.framingIssues).toEqual([{ code: 'result-and-error' }]);
    const stringId = await connection.request('prompts/list');
    expect(stringId).toMatchObject({ outcome: 'result', framingIssues: [{ code: 'id-not-echoed', sent: stringId.seq, got: String(stringId.seq) }] });
    const badError = await connection.request('resources/list');
    expect(badError.outcome).toBe('error');
    expect(badError.framingIssues).toEqual([{ code: 'error-code-not-integer' }, { code: 'error-message-not-string' }]);
    expect(badError.raw).toEqual({ jsonrpc: '2.0', id: badError.seq, error: { code: 'oops', message: 42 } });
  });
});

describe('stdio failures', () => {
  it('a server that exits before the handshake is server-died, with exit code and stderr tail', async () => {
    const error = await failure(connect(fixtureStdio('broken', '--stderr'), options()));
    expect(error).toBeInstanceOf(UserError);
    expect(error.code).toBe('server-died');
    expect(error.message).toContain('exited with code 1');
    expect(error.message).toContain('cannot open database /nonexistent/fixture.db');
  });

  it('a server that dies after the handshake turns later requests into transport-errors', async () => {
    const connection = await connectForTest(fixtureStdio('broken', '--die-after-init'), options({ protocol: 'legacy' }));
    await waitUntil(() => !connection.alive());
    const tools = await connection.request('tools/list');
    expect(tools.outcome).toBe('transport-error');
    expect(tools.reason).toContain('exited with code 1');
    expect(connection.alive()).toBe(false);
    expect(connection.stderrTail()).toContain('dying after the handshake');
  });

  it('a silent server times out naming timeouts.connect_ms, after the short era probe', async () => {
    const error = await failure(connect(fixtureStdio('broken', '--hang'), options({ connectMs: 2500 })));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('timeouts.connect_ms = 2500 ms');
    expect(error.message).toContain('`initialize`');
  });

  it('an unknown command is a connect error naming it', async () => {
    const error = await failure(connect({ transport: 'stdio', command: 'mcpward-no-such-server', args: [], env: minimalEnv }, options()));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('could not start `mcpward-no-such-server`: not found on PATH');
  });

  it('a missing working directory is a connect error naming server.cwd', async () => {
    const error = await failure(connect({ ...rawStdio(), cwd: join(scratch, 'missing') } as never, options()));
    expect(error.code).toBe('connect');
    expect(error.message).toContain('server.cwd');
  });

  it('keeps only the last 8 KB of stderr', async () => {
    const connection = await connectForTest(rawStdio('--stderr-kb', '64'));
    await waitUntil(() => connection.stderrTail().includes('stderr-end'));
    // 8 KB of text after a `…` marking the cut, so redaction can mask a secret's fragment at it.
    expect(connection.stderrTail().length).toBe(8193);
    expect(connection.stderrTail().startsWith('…')).toBe(true);
    expect(connection.stderrTail().endsWith('stderr-end\n')).toBe(true);
  });
});

describe('stdio requests', () => {
  it('a request without an answer times out naming call_ms; the session goes on', async () => {
    const connection = await connectForTest(rawStdio('--hang-method', 'tools/call'), options({ callMs: 300 }));
    const call = await connection.request('tools/call', { name: 'echo', arguments: {} });
    expect(call).toMatchObject({ outcome: 'timeout', reason: 'no response within 300 ms (timeouts.call_ms)' });
    const own = await connection.request('tools/call', { name: 'echo' }, { timeoutMs: 150 });
    expect(own.reason).toBe('no response within 150 ms (the timeout of this request)');
    expect((await connection.request('tools/list')).outcome).toBe('result');
  });

  it('a response after its timeout is recorded as a late response', async () => {
    const connection = await connectForTest(rawStdio('--late-ms', '600'));
    const call = await connection.request('tools/call', { name: 'echo' }, { timeoutMs: 100 });
    expect(call.outcome).toBe('timeout');
    expect(await waitUntil(() => (connection.inbound ?? []).some((message) => message.kind === 'late-response'))).toBe(true);
  });

  it('answers server requests: ping with {}, everything else with -32601; notifications are recorded', async () => {
    const connection = await connectForTest(rawStdio('--server-requests'));
    const tools = await connection.request('tools/list');
    const answers = (tools.result as { answers: Record<string, { result?: unknown; error?: { code: number } }> }).answers;
    expect(answers.ping).toMatchObject({ jsonrpc: '2.0', id: 's1', result: {} });
    for (const method of ['roots/list', 'sampling/createMessage', 'elicitation/create']) expect(answers[method]?.error?.code).toBe(-32601);
    const inbound = connection.inbound ?? [];
    expect(inbound.filter((message) => message.kind === 'request').map((message) => message.method)).toEqual(['ping', 'roots/list', 'sampling/createMessage', 'elicitation/create']);
    expect(inbound.some((message) => message.kind === 'notification' && message.method === 'notifications/message')).toBe(true);
  });

  it('passes an empty cursor through unchanged', async () => {
    const connection = await connectForTest(rawStdio());
    const page = await connection.request('tools/list', { cursor: '' });
    expect(page.params).toEqual({ cursor: '' });
    expect((page.result as { echo: unknown }).echo).toEqual({ cursor: '' });
  });

  it('never throws after close: requests become transport-errors', async () => {
    const connection = await connectForTest(rawStdio());
    await connection.close();
    await connection.close();
    const late = await connection.request('tools/list');
    expect(late).toMatchObject({ outcome: 'transport-error', reason: 'the connection was closed' });
    expect(connection.alive()).toBe(false);
  });
});

describe('stdio process cleanup', () => {
  it.each([[[]], [['--ignore-sigterm']]])('close() kills the whole process tree %j', async (extra) => {
    const pidFile = join(scratch, `child-${extra.length}.pid`);
    const target = fixtureStdio('broken', '--spawn-child', ...extra);
    const connection = await connectForTest({ ...target, env: { ...(target as { env: Record<string, string> }).env, FIXTURE_CHILD_PID_FILE: pidFile } } as typeof target);
    await waitUntil(() => readFileSync(pidFile, { encoding: 'utf8', flag: 'a+' }).trim() !== '');
    const grandchild = Number(readFileSync(pidFile, 'utf8').trim());
    expect(isRunning(grandchild)).toBe(true);
    await connection.close();
    expect(await waitUntil(() => !isRunning(grandchild))).toBe(true);
  });

  it('a failed connect leaves no process behind', async () => {
    const pidFile = join(scratch, 'hang-child.pid');
    const target = fixtureStdio('broken', '--spawn-child', '--hang');
    const error = await failure(connect({ ...target, env: { ...(target as { env: Record<string, string> }).env, FIXTURE_CHILD_PID_FILE: pidFile } } as typeof target, options({ connectMs: 800 })));
    expect(error.code).toBe('timeout');
    const grandchild = Number(readFileSync(pidFile, 'utf8').trim());
    expect(await waitUntil(() => !isRunning(grandchild))).toBe(true);
  });

  it('aborting the signal ends a connect attempt at once', async () => {
    const controller = new AbortController();
    const pending = connect(fixtureStdio('broken', '--hang'), options({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 200);
    const error = await failure(pending);
    expect(error.code).toBe('connect');
    // Without the abort the attempt would end at connect_ms (15 s) as a 'timeout': the code and
    // message show the abort ended it, with no wall-clock limit a busy machine could break.
    expect(error.message).toContain('aborted');
  });
});

describe('stdio process cleanup beyond close()', () => {
  it('escalates to SIGKILL when the server ignores stdin EOF and SIGTERM', async () => {
    const connection = await connectForTest(rawStdio('--stubborn'));
    expect(await waitUntil(() => /raw-stdio: pid \d+/.test(connection.stderrTail()), 10_000)).toBe(true);
    const pid = Number(/raw-stdio: pid (\d+)/.exec(connection.stderrTail())![1]);
    await connection.close();
    // The server outlives stdin EOF and SIGTERM (it says so), so only the SIGKILL can have ended it.
    expect(connection.stderrTail()).toContain('ignoring SIGTERM');
    expect(await waitUntil(() => !isRunning(pid), 10_000)).toBe(true);
  });

  // The parent side: a separate Node process runs the bundled client, so the test can signal it.
  it.each(['SIGINT', 'SIGTERM', 'exit'] as const)('%s in mcpward reaps the server group', async (how) => {
    const bundle = join(scratch, `client-${how}`);
    await build({ entry: { connect: join(repoRoot, 'src', 'client', 'connect.ts') }, format: ['esm'], outDir: bundle, silent: true, platform: 'node', target: 'node20', config: false, dts: false, sourcemap: false, splitting: false });
    const pidFile = join(scratch, `parent-${how}.pid`);
    const target = fixtureStdio('broken', '--spawn-child', '--ignore-sigterm');
    const script = `
      import { connect } from ${JSON.stringify(join(bundle, 'connect.js'))};
      const target = ${JSON.stringify({ ...target, env: { ...(target as { env: Record<string, string> }).env, FIXTURE_CHILD_PID_FILE: pidFile } })};
      await connect(target, { connectMs: 10000, callMs: 10000, protocol: 'legacy', clientInfo: { name: 't', version: '0' } });
      process.stdout.write('READY\\n');
      ${how === 'exit' ? 'setTimeout(() => process.exit(3), 100);' : 'setInterval(() => {}, 1e9);'}
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      parent.stdout.on('data', (chunk: Buffer) => (chunk.toString().includes('READY') ? resolve() : undefined));
      parent.once('exit', (code) => reject(new Error(`parent exited early (${code})`)));
    });
    const grandchild = Number(readFileSync(pidFile, 'utf8').trim());
    expect(isRunning(grandchild)).toBe(true);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => parent.once('exit', (code, signal) => resolve({ code, signal })));
    if (how !== 'exit') parent.kill(how);
    // Ours was the only handler, so the signal is re-raised and still ends mcpward the usual way.
    expect(await exited).toEqual(how === 'exit' ? { code: 3, signal: null } : { code: null, signal: how });
    expect(await waitUntil(() => !isRunning(grandchild))).toBe(true);
  });
});

describe('stdio era detection', () => {
  it('restarts a legacy server that exits on the probe, then initializes it', async () => {
    const connection = await connectForTest(rawStdio('--exit-on-probe'));
    expect(connection).toMatchObject({ era: 'legacy', protocolVersion: '2025-11-25', eraDetection: { requested: 'auto', basis: 'probe-closed', restarted: true } });
    expect(connection.exchanges.map((exchange) => [exchange.method, exchange.outcome])).toEqual([
      ['server/discover', 'transport-error'],
      ['initialize', 'result'],
    ]);
    expect((await connection.request('tools/list')).outcome).toBe('result');
  });

  it('never takes silence for an era: a probe nobody answers fails at timeouts.connect_ms and says both ways out', async () => {
    const error = await failure(connect(rawStdio('--hang-method', 'server/discover'), options({ connectMs: 1500 })));
    expect(error).toBeInstanceOf(UserError);
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('timeouts.connect_ms = 1500 ms');
    expect(error.message).toContain('`server/discover`');
    expect(error.message).toContain('server.protocol: legacy');
  });

  it('speaks modern to a modern stdio server: _meta on every request, cancellation on timeout', async () => {
    const connection = await connectForTest(rawStdio('--modern', '--hang-method', 'tools/call'), options({ callMs: 200 }));
    expect(connection).toMatchObject({ era: 'modern', protocolVersion: '2026-07-28' });
    const list = await connection.request('tools/list', { cursor: 'opaque==' });
    expect((list.result as { echo: unknown }).echo).toEqual({
      cursor: 'opaque==',
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'mcpward-tests', version: '0.0.0' },
      },
    });
    const call = await connection.request('tools/call', { name: 'echo' });
    expect(call.outcome).toBe('timeout');
    const seen = await connection.request('test/notifications');
    expect((seen.result as { notifications: unknown[] }).notifications).toContainEqual({
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: call.seq, reason: 'mcpward: timeouts.call_ms elapsed' },
    });
  });
});
