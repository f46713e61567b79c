import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

async function run(server: object, extra: Record<string, unknown> = {}) {
  const p = project({ server, ...extra });
  const r = await runCli(['run', '--reporter', 'json'], { cwd: p.dir });
  return { ...r, report: JSON.parse(r.stdout) as Report, dir: p.dir };
}

/** A zombie waiting for an init that does not reap (as in some containers) counts as dead. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

describe('runs that cannot complete exit 2 and say why', () => {
  it('a server that never answers the handshake names timeouts.connect_ms', async () => {
    const r = await run(stdioServerConfig('broken', ['--hang']), { timeouts: { connect_ms: 1500 } });
    expect(r.code).toBe(2);
    expect(r.report).toMatchObject({ completed: false, exitCode: 2, fatal: { code: 'timeout' } });
    expect(r.report.fatal?.message).toContain('timeouts.connect_ms');
  });

  it('timeouts.run_ms bounds the whole run and names itself', async () => {
    const r = await run(stdioServerConfig('broken', ['--hang']), { timeouts: { connect_ms: 20000, run_ms: 1000 } });
    expect(r.code).toBe(2);
    expect(r.report.fatal?.message).toContain('timeouts.run_ms');
  });

  it('a server that dies shows its stderr', async () => {
    const r = await run(stdioServerConfig('broken', ['--stderr']));
    expect(r.code).toBe(2);
    expect(r.report.fatal?.message).toMatch(/stderr|exit/i);
  });

  it('a command that does not exist is exit 2 naming it', async () => {
    const r = await run({ transport: 'stdio', command: 'definitely-not-a-command-4711' });
    expect(r.code).toBe(2);
    expect(r.report.fatal?.message).toContain('definitely-not-a-command-4711');
  });

  it('a refused HTTP port is exit 2 naming the URL', async () => {
    const r = await run({ transport: 'http', url: 'http://127.0.0.1:9/mcp' });
    expect(r.code).toBe(2);
    expect(r.report.fatal?.message).toContain('127.0.0.1:9');
  });
});

describe('misbehaving servers produce findings, not crashes', () => {
  it('non-JSON stdout and mis-framed responses are reported', async () => {
    // Mis-framed ids never match a call, so each call waits out call_ms: keep it short. Every answer
    // but initialize's carries a wrong id, the era probe's too, so no probe answer can ever be read
    // (auto would wait out connect_ms): the era is pinned.
    const r = await run({ ...stdioServerConfig('broken', ['--noise', '--bad-framing']), protocol: 'legacy' }, { timeouts: { call_ms: 300 } });
    const failed = r.report.findings.filter((f) => f.status === 'fail').map((f) => f.rule);
    expect(failed).toContain('stdout_noise');
    expect(failed).toContain('jsonrpc_framing');
    // No answer to tools/list ever carries its id, so the advertised list was never read: the run
    // is incomplete (exit 2), with those findings kept.
    expect(r.report).toMatchObject({ completed: false, incomplete: { reasons: [{ code: 'list-timeout', list: 'tools' }] } });
    expect(r.code).toBe(2);
  });

  it('one malformed tool is reported alone; the valid tools are still admitted', async () => {
    const r = await run(stdioServerConfig('broken', ['--malformed-tool']));
    const failedTools = new Set(r.report.findings.filter((f) => f.status === 'fail' && f.subject?.kind === 'tool').map((f) => f.subject!.name));
    expect(failedTools.has('bad_schema')).toBe(true);
    expect(failedTools.has('tool with spaces')).toBe(true);
    expect(failedTools.has('valid_tool')).toBe(false);
    expect(failedTools.has('another_valid_tool')).toBe(false);
  });

  it('a tool nested 4000 levels deep is reported alone; the run and the baseline complete', async () => {
    const r = await run(stdioServerConfig('broken', ['--deep-tool']));
    expect(r.report.completed, r.report.fatal?.message).toBe(true);
    const failedTools = new Set(r.report.findings.filter((f) => f.status === 'fail' && f.subject?.kind === 'tool').map((f) => f.subject!.name));
    expect(failedTools.has('deep')).toBe(true);
    expect(failedTools.has('valid_tool')).toBe(false);
    const p = project({ server: stdioServerConfig('broken', ['--deep-tool']) });
    const b = await runCli(['baseline'], { cwd: p.dir });
    expect(b.code, b.stdout + b.stderr).toBe(0);
  });

  it('reaps the whole process tree of a stdio server', async () => {
    const p = project({ server: stdioServerConfig('broken', ['--spawn-child'], { FIXTURE_CHILD_PID_FILE: 'child.pid' }) });
    const r = await runCli(['run'], { cwd: p.dir });
    expect([0, 1], r.stdout + r.stderr).toContain(r.code);
    const pidFile = join(p.dir, 'child.pid');
    expect(existsSync(pidFile)).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    for (let i = 0; i < 20 && alive(pid); i++) await new Promise((res) => setTimeout(res, 100));
    expect(alive(pid)).toBe(false);
  });
});

describe('pagination', () => {
  it('follows an empty-string cursor and reads every page', async () => {
    const r = await run(stdioServerConfig('paginated', ['--empty-cursor', '--tools', '7', '--page-size', '2']));
    expect(r.report.findings.find((f) => f.rule === 'pagination_terminates')).toMatchObject({ status: 'pass', args: { pages: 4 } });
  });
  it('stops on a cursor loop with a finding', async () => {
    const r = await run(stdioServerConfig('paginated', ['--cursor-loop']));
    expect(r.report.findings.find((f) => f.rule === 'pagination_terminates')).toMatchObject({ status: 'fail', args: { stop: 'cursor-loop' } });
  });
});

describe('server text in fatal messages', () => {
  it('a dying server’s stderr reaches the terminal sanitised, on every output path', async () => {
    // --stderr makes the fixture write diagnostics and die; ANSI in them must not reach the terminal raw.
    const p = project({ server: stdioServerConfig('broken', ['--stderr']) });
    for (const args of [['run', '--reporter', 'json'], ['baseline'], ['run']]) {
      const r = await runCli(args, { cwd: p.dir });
      expect(r.code).toBe(2);
      expect(r.stdout + r.stderr).not.toContain('\u001b');
    }
  });
});
