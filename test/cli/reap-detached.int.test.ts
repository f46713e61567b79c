import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixturePath } from '../helpers/servers.js';
import { binPath, project, runCli } from '../support/cli.js';

// Descendants that left the server's process group are found through /proc (src/client/descendants.ts):
// Linux only, as docs/security.md says.
const linux = process.platform === 'linux';

/** Running: there, and neither a zombie nor dead (a killed orphan stays a zombie until init reaps it). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

const pidsIn = (file: string): number[] => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map(Number) : []);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for a condition without a wall-clock verdict: the deadline only bounds a failing test. */
async function until(condition: () => boolean, deadlineMs = 20_000): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < deadlineMs; await sleep(100)) if (condition()) return true;
  return condition();
}

const started: number[] = [];
afterEach(() => {
  // A failing test must not leave its daemons behind for the next one.
  for (const pid of started.splice(0)) if (running(pid)) process.kill(pid, 'SIGKILL');
});

function detachingProject(flags: string[]) {
  const p = project({});
  const pidFile = join(p.dir, 'pids');
  p.write({ server: { command: process.execPath, args: [fixturePath('detaching'), ...flags], env: { FIXTURE_PID_FILE: pidFile } } });
  return { ...p, pidFile };
}

describe.runIf(linux)('a server whose children leave its process group', () => {
  it('a double-forked daemon that kept its environment is reaped when the run ends', async () => {
    const p = detachingProject([]);
    const r = await runCli(['run', '--no-calls'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(await until(() => pidsIn(p.pidFile).length === 2)).toBe(true);
    started.push(...pidsIn(p.pidFile));
    expect(await until(() => pidsIn(p.pidFile).every((pid) => !running(pid)))).toBe(true);
  });

  it('a daemon that cleared its environment is reaped when it was seen while its parent lived', async () => {
    const p = detachingProject(['--clear-env', '--parent-lingers-ms', '1500', '--serve-after-ms', '800']);
    const r = await runCli(['run', '--no-calls'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(await until(() => pidsIn(p.pidFile).length === 2)).toBe(true);
    started.push(...pidsIn(p.pidFile));
    expect(await until(() => pidsIn(p.pidFile).every((pid) => !running(pid)))).toBe(true);
  });

  it('in a fleet, every server\'s daemon is reaped', async () => {
    const p = project({});
    const pidFiles = ['a', 'b'].map((name) => join(p.dir, `${name}.pids`));
    const server = (pidFile: string) => ({ command: process.execPath, args: [fixturePath('detaching')], env: { FIXTURE_PID_FILE: pidFile } });
    p.write({ servers: { a: server(pidFiles[0]!), b: server(pidFiles[1]!) } });
    const r = await runCli(['run', '--no-calls'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(await until(() => pidFiles.every((file) => pidsIn(file).length === 2)), pidFiles.map((file) => pidsIn(file).join(',')).join(' | ')).toBe(true);
    const pids = pidFiles.flatMap(pidsIn);
    started.push(...pids);
    expect(await until(() => pids.every((pid) => !running(pid)))).toBe(true);
  });

  it('Ctrl-C while the server starts reaps the daemon too', async () => {
    const p = detachingProject(['--serve-after-ms', '60000']);
    const cli = spawn(process.execPath, [binPath, 'run', '--no-calls'], { cwd: p.dir, env: { PATH: process.env.PATH ?? '', HOME: p.dir }, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => cli.on('close', (code, signal) => resolve(code ?? (signal ? 128 : null))));
    // The daemon exists before mcpward is interrupted: it is what must not survive.
    expect(await until(() => pidsIn(p.pidFile).length === 2)).toBe(true);
    started.push(...pidsIn(p.pidFile));
    cli.kill('SIGINT');
    expect(await exited).not.toBe(0);
    expect(await until(() => pidsIn(p.pidFile).every((pid) => !running(pid)))).toBe(true);
  });
});
