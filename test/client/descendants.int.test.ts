import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Descendants } from '../../src/client/descendants.js';

// The macOS path (a table from `ps`) runs here on Linux, whose procps `ps` prints the same columns:
// the parent chain, the session and the start time are exercised; the marker (`ps -E`, which
// procps lacks) is not, and a real Mac has not run this.
const linux = process.platform === 'linux';

function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, deadlineMs = 20_000): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < deadlineMs; await sleep(50)) if (condition()) return true;
  return condition();
}

const cleanup: number[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const pid of cleanup.splice(0)) if (running(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SLEEPER = 'setInterval(() => {}, 1 << 30);';
// A "server" that starts a child in a session of its own (as a daemon would) and records its pid.
const SERVER = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', ${JSON.stringify(SLEEPER)}], { detached: true, stdio: 'ignore' });
require('node:fs').writeFileSync(process.argv[1], String(child.pid));
child.unref();
${SLEEPER}`;

describe.runIf(linux)('Descendants through ps (the macOS path)', () => {
  it('a child that left the session is remembered and killed after its parent died; an unrelated process is left alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpward-ps-'));
    dirs.push(dir);
    const pidFile = join(dir, 'child');
    const server: ChildProcess = spawn(process.execPath, ['-e', SERVER, pidFile], { detached: true, stdio: 'ignore' });
    const bystander: ChildProcess = spawn(process.execPath, ['-e', SLEEPER], { detached: true, stdio: 'ignore' });
    cleanup.push(server.pid!, bystander.pid!);
    expect(await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '')).toBe(true);
    const daemon = Number(readFileSync(pidFile, 'utf8'));
    cleanup.push(daemon);

    const descendants = new Descendants(server.pid!, 'no-marker-here', 'darwin');
    descendants.sample();
    // The parent goes first: the daemon is re-parented, and only the remembered pid and start time find it.
    process.kill(server.pid!, 'SIGKILL');
    expect(await until(() => !running(server.pid!))).toBe(true);

    expect(descendants.signal('SIGKILL')).toBe(true);
    expect(await until(() => !running(daemon))).toBe(true);
    expect(running(bystander.pid!)).toBe(true);
  });

  it('other platforms find nothing and signal nothing', () => {
    const descendants = new Descendants(process.pid, 'x', 'freebsd');
    descendants.sample();
    expect(descendants.intervalMs).toBeUndefined();
    expect(descendants.signal('SIGTERM')).toBe(false);
  });
});
