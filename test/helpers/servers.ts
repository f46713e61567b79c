import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/** The fixture MCP servers under fixtures/servers/. */
export type FixtureName =
  | 'legacy'
  | 'modern'
  | 'modern-raw'
  | 'drift'
  | 'paginated'
  | 'many-tools'
  | 'broken'
  | 'noncompliant'
  | 'calls'
  | 'review'
  | 'review-broken'
  | 'surface'
  | 'detaching'
  | 'python-sdk1-lowlevel-like'
  | 'old-python-sdk';

/** The `server:` block of an mcpward config for a stdio fixture. */
export interface StdioServerConfig {
  transport: 'stdio';
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** A server process started by a helper; `stop()` kills its whole process group. */
export interface RunningServer {
  /** The endpoint announced by the server: `…/mcp` for Streamable HTTP, `…/sse` for HTTP+SSE. */
  url: string;
  pid: number;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** SIGTERM to the process group, SIGKILL after a grace period; resolves once it has exited. Idempotent. */
  stop(): Promise<void>;
  /** Resolves with the exit code and signal once the process has exited. */
  exited: Promise<ProcessExit>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartOptions {
  /** How long to wait for the server to listen (default 15 s). */
  timeoutMs?: number;
}

export const repoRoot = join(import.meta.dirname, '..', '..');
const LISTEN_TIMEOUT_MS = 15_000;
const STOP_GRACE_MS = 2_000;

/** Absolute path of a fixture server script. */
export function fixturePath(name: FixtureName): string {
  return join(repoRoot, 'fixtures', 'servers', `${name}.mjs`);
}

/** mcpward config `server:` block that runs a fixture over stdio with the current Node. */
export function stdioServerConfig(name: FixtureName, args: string[] = [], env?: Record<string, string>): StdioServerConfig {
  const config: StdioServerConfig = { transport: 'stdio', command: process.execPath, args: [fixturePath(name), ...args] };
  if (env) config.env = env;
  return config;
}

/**
 * Spawns a fixture over HTTP (`--transport http` unless `args` names a transport, e.g. `sse`) and
 * resolves once it prints its `LISTENING <url>` line. Rejects with the server's stderr when it
 * exits or stays silent first. The process is stopped when the current test finishes (or, when
 * started outside a test, after the test file), even if the test fails.
 */
export async function startHttpFixture(
  name: FixtureName,
  args: string[] = [],
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const fullArgs = args.includes('--transport') || args.some((a) => a.startsWith('--transport=')) ? args : ['--transport', 'http', ...args];
  const child = spawnTracked(process.execPath, [fixturePath(name), ...fullArgs], { ...process.env, ...env });
  const running = wrap(child, '');
  try {
    running.url = await waitForListeningLine(child, running.stderr, options.timeoutMs ?? LISTEN_TIMEOUT_MS, name);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

/** A fixture spoken to over raw stdio: every stdout line is kept, JSON or not. */
export interface StdioFixture extends Omit<RunningServer, 'url'> {
  /** Writes one message as a JSON line (or a raw line when given a string). */
  send(message: unknown): void;
  /** Closes the server's stdin (the spec's graceful shutdown signal). */
  closeStdin(): void;
  /** Every stdout line so far, in order. */
  lines(): string[];
  /** Resolves with the next stdout line, or undefined after `timeoutMs` (default 2 s) or on exit. */
  nextLine(timeoutMs?: number): Promise<string | undefined>;
  /** Sends a request and resolves with the first JSON line whose id matches, or undefined on timeout. */
  request(id: number | string, method: string, params?: unknown, timeoutMs?: number): Promise<Record<string, unknown> | undefined>;
}

/** Spawns a fixture over stdio without any MCP client, for wire-level assertions. Stopped like startHttpFixture. */
export function startStdioFixture(name: FixtureName, args: string[] = [], env: Record<string, string> = {}): StdioFixture {
  const child = spawnTracked(process.execPath, [fixturePath(name), ...args], { ...process.env, ...env }, 'pipe');
  const running = wrap(child, '');
  const all: string[] = [];
  let consumed = 0;
  const waiters = new Set<() => void>();
  let partial = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    partial += chunk;
    const parts = partial.split('\n');
    partial = parts.pop() ?? '';
    all.push(...parts);
    for (const wake of waiters) wake();
  });
  void running.exited.then(() => {
    for (const wake of waiters) wake();
  });
  child.stdin?.on('error', () => {
    // EPIPE when the server died first: the test asserts on that, not on this write.
  });

  const nextLine = (timeoutMs = 2000): Promise<string | undefined> =>
    new Promise((resolve) => {
      const check = () => {
        if (consumed < all.length) return done(all[consumed++]);
        if (hasExited(child)) return done(undefined);
      };
      const timer = setTimeout(() => done(undefined), timeoutMs);
      function done(line: string | undefined) {
        clearTimeout(timer);
        waiters.delete(check);
        resolve(line);
      }
      waiters.add(check);
      check();
    });

  const send = (message: unknown) => {
    if (child.stdin?.writable) child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
  };

  return {
    pid: running.pid,
    stderr: running.stderr,
    stop: running.stop,
    exited: running.exited,
    send,
    closeStdin: () => child.stdin?.end(),
    lines: () => [...all],
    nextLine,
    async request(id, method, params, timeoutMs = 5000) {
      send(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = await nextLine(Math.max(0, deadline - Date.now()));
        if (line === undefined) return undefined;
        const parsed = parseJsonLine(line);
        if (parsed && parsed.id === id) return parsed;
      }
    },
  };
}

function parseJsonLine(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts `@modelcontextprotocol/server-everything` in Streamable HTTP mode on a free loopback
 * port. The server binds every interface by itself, so a `--require` preload pins its listen()
 * to 127.0.0.1. Its env is minimal on purpose: its `get-env` tool returns the whole environment.
 */
export async function startEverythingHttp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = await freeLoopbackPort();
  const preload = join(import.meta.dirname, 'loopback-preload.cjs');
  const child = spawnTracked(process.execPath, ['--require', preload, everythingEntry(), 'streamableHttp'], {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    ...env,
  });
  const running = wrap(child, `http://127.0.0.1:${port}/mcp`);
  try {
    await waitForPort(child, port, running.stderr, options.timeoutMs ?? LISTEN_TIMEOUT_MS);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

/**
 * The JS entry behind node_modules/.bin/mcp-server-everything. pnpm's .bin entries are sh shims
 * that run whatever `node` is on PATH; spawning the entry with process.execPath keeps the same
 * Node and lets us pass --require without NODE_OPTIONS.
 */
function everythingEntry(): string {
  const shim = join(repoRoot, 'node_modules', '.bin', 'mcp-server-everything');
  if (!existsSync(shim)) throw new Error(`server-everything is not installed: ${shim} is missing`);
  const pkgDir = realpathSync(join(repoRoot, 'node_modules', '@modelcontextprotocol', 'server-everything'));
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin['mcp-server-everything'];
  if (!bin) throw new Error('server-everything package.json has no mcp-server-everything bin');
  return join(pkgDir, bin);
}

/** A port that was free on 127.0.0.1 a moment ago. */
export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// ----- process bookkeeping -----

const live = new Set<ChildProcess>();

// Last line of defence: whatever is still running when the test file ends or the worker exits.
try {
  afterAll(stopAll);
} catch {
  // Imported outside a vitest collection phase (e.g. from a script): the exit hook still applies.
}
process.once('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

function spawnTracked(command: string, args: string[], env: NodeJS.ProcessEnv, stdin: 'ignore' | 'pipe' = 'ignore'): ChildProcess {
  // detached: the child leads its own process group, so stop() can kill grandchildren too.
  const child = spawn(command, args, { env, stdio: [stdin, 'pipe', 'pipe'], detached: true });
  live.add(child);
  child.once('exit', () => live.delete(child));
  // Keep stdout flowing: a chatty server blocks once an unread pipe fills. Listeners attached in
  // the same tick (the LISTENING watcher) still see every chunk.
  child.stdout?.resume();
  return child;
}

function wrap(child: ChildProcess, url: string): RunningServer & { url: string } {
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
  });
  let stopping: Promise<void> | undefined;
  const exited = new Promise<ProcessExit>((resolve) => {
    if (hasExited(child)) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const running = {
    url,
    pid: child.pid ?? -1,
    stderr: () => stderr,
    stop: () => (stopping ??= stopChild(child)),
    exited,
  };
  try {
    onTestFinished(() => running.stop());
  } catch {
    // Not inside a test (beforeAll, describe body): the file-level afterAll covers it.
  }
  return running;
}

async function stopAll(): Promise<void> {
  await Promise.all([...live].map((child) => stopChild(child)));
}

async function stopChild(child: ChildProcess): Promise<void> {
  const exited = hasExited(child) ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
  // The leader is gone; make sure nothing else in its group outlived it.
  killGroup(child, 'SIGKILL');
  child.stdout?.destroy();
  child.stderr?.destroy();
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

function waitForListeningLine(child: ChildProcess, stderr: () => string, timeoutMs: number, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => finish(new Error(`${name} did not print LISTENING within ${timeoutMs} ms\nstderr:\n${stderr()}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const match = /^LISTENING (\S+)$/m.exec(buffer);
      if (match?.[1]) finish(undefined, match[1]);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(new Error(`${name} exited (code ${code}, signal ${signal}) before listening\nstderr:\n${stderr()}`));
    function finish(error: Error | undefined, url?: string) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(url as string);
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function waitForPort(child: ChildProcess, port: number, stderr: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`server exited (code ${child.exitCode}) before listening\nstderr:\n${stderr()}`);
    if (await canConnect(port)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listened on 127.0.0.1:${port} within ${timeoutMs} ms\nstderr:\n${stderr()}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether a process still exists (signal 0 probes without signalling). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
