import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stringify } from 'yaml';
import { repoRoot } from '../helpers/servers.js';
import { binPath, type CliResult } from '../support/cli.js';

/**
 * Plumbing of the hostile suite: a sandbox per run (a working folder, and siblings that must stay
 * untouched: HOME, TMPDIR and a bystander folder), the hostile-wire fixture over HTTP and SSE, and
 * the promises every run is held to.
 */

export const FIXTURE = join(repoRoot, 'fixtures', 'servers', 'hostile-wire.mjs');
export type Transport = 'stdio' | 'http' | 'sse';
export const ATTACKS = [
  'none',
  'deep',
  'many-tools',
  'huge-string',
  'odd-ids',
  'duplicate-ids',
  'bad-utf8',
  'surrogates',
  'escapes',
  'markup',
  'proto',
  'echo-secret',
  'mute',
  'wrong',
  'close',
  'flood',
  'hang-call',
] as const;
export type Attack = (typeof ATTACKS)[number];

/** The configured secrets: mcpward reads them from its environment through `${VAR}` references. */
export const SECRETS = { MCP_SECRET: 'Qk7vR2xLp9Wm4TzN8cYbHjDf', MCP_TOKEN: 'tkn_Zr8Xq3Lm5Vb7Nc2Hd9Jw' } as const;
/** The run deadline every generated run is given, and the generous grace past it that still counts as "on time". */
export const RUN_MS = 5_000;
export const GRACE_MS = 60_000;

export interface Sandbox {
  root: string;
  /** The working folder: mcpward's cwd, where everything it writes must land. */
  work: string;
  home: string;
  pids: string;
  env: Record<string, string>;
  /** Every path outside the working folder (and the pid folder), with its size: compared after the run. */
  outside(): Map<string, number>;
  remove(): void;
}

export function sandbox(): Sandbox {
  const root = mkdtempSync(join(tmpdir(), 'mcpward-hostile-'));
  const [work, home, tmp, bystander, pids] = ['work', 'home', 'tmp', 'bystander', 'pids'].map((name) => join(root, name)) as [string, string, string, string, string];
  for (const dir of [work, home, tmp, bystander, pids]) mkdirSync(dir);
  writeFileSync(join(bystander, 'keep.txt'), 'untouched\n');
  const outside = () => {
    const seen = new Map<string, number>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (path === work || path === pids) continue;
        const stat = lstatSync(path);
        seen.set(relative(root, path), stat.isDirectory() ? -1 : stat.size);
        if (stat.isDirectory()) walk(path);
      }
    };
    walk(root);
    return seen;
  };
  return {
    root,
    work,
    home,
    pids,
    env: { PATH: process.env.PATH ?? '', HOME: home, TMPDIR: tmp, ...SECRETS },
    outside,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The built CLI in `cwd`; resolves with what it wrote and how long it took. Never rejects on a slow run: the caller judges time. */
export function cli(
  args: string[],
  cwd: string,
  env: Record<string, string>,
  killAfterMs = RUN_MS + GRACE_MS,
  interrupt?: { signal: 'SIGINT' | 'SIGTERM'; afterMs: number },
): Promise<CliResult & { ms: number; killed: boolean; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [binPath, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // A user's Ctrl-C or CI's cancel, at a drawn moment of the run.
    const interrupter = interrupt ? setTimeout(() => child.kill(interrupt.signal), interrupt.afterMs) : undefined;
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, killAfterMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(interrupter);
      resolve({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), ms: Date.now() - started, killed });
    });
  });
}

/** A hostile-wire server over HTTP or SSE, started by the test (its secrets in its own environment). */
export async function startNet(transport: 'http' | 'sse', attack: Attack, pidFile: string, size?: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [FIXTURE, '--transport', transport, '--attack', attack, ...(size === undefined ? [] : ['--size', String(size)])], {
    env: { PATH: process.env.PATH ?? '', FIXTURE_PID_FILE: pidFile, SERVICE_KEY: SECRETS.MCP_SECRET },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('hostile-wire did not listen')), 20_000);
    child.stdout.on('data', (d: Buffer) => {
      text += d.toString();
      const match = /^LISTENING (\S+)$/m.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', () => reject(new Error('hostile-wire exited')));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
  };
}

/** The `server:` block for an attack over a transport (HTTP/SSE servers are started by the caller). */
export function serverBlock(transport: Transport, attack: Attack, pidFile: string, url?: string, size?: number): Record<string, unknown> {
  if (transport === 'stdio') {
    return {
      transport: 'stdio',
      command: process.execPath,
      args: [FIXTURE, '--attack', attack, ...(size === undefined ? [] : ['--size', String(size)])],
      env: { SERVICE_KEY: '${MCP_SECRET}', FIXTURE_PID_FILE: pidFile },
    };
  }
  return { transport, url, headers: { Authorization: 'Bearer ${MCP_TOKEN}', 'X-Api-Key': '${MCP_SECRET}' } };
}

export function writeConfig(work: string, config: Record<string, unknown>): void {
  writeFileSync(join(work, 'mcpward.yaml'), stringify(config));
}

/** Every file under `dir`, with its bytes as text. */
export function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const path = join(d, entry);
      const stat = lstatSync(path);
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile()) files.set(relative(dir, path), readFileSync(path, 'latin1'));
    }
  };
  walk(dir);
  return files;
}

/**
 * Every piece of eight characters or more of a configured secret found in `text`, in the forms a
 * secret takes through mcpward's own encoders (raw, JSON-escaped, URL-encoded): the promise is that
 * none survives in any byte written. Read as latin1, so a UTF-8 report is searched byte for byte.
 */
export function secretFragments(text: string): string[] {
  const found: string[] = [];
  for (const secret of Object.values(SECRETS)) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      for (let i = 0; i + 8 <= form.length; i++) {
        const piece = form.slice(i, i + 8);
        if (text.includes(piece)) found.push(piece);
      }
    }
  }
  return found;
}

/** A V8 stack frame (`    at fn (file:line:col)`), the mark of a stack trace. */
export const STACK_FRAME = /^\s+at (?:.+ \()?(?:file:\/\/|node:|\/)[^\n]*:\d+(?::\d+)?\)?$/m;

/** Pids the fixture wrote that are still alive, after waiting a little for a reaped process to vanish. */
export async function livePids(pidFile: string): Promise<number[]> {
  if (!existsSync(pidFile)) return [];
  const pids = readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number);
  const alive = () =>
    pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
  for (let i = 0; i < 30 && alive().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return alive();
}
