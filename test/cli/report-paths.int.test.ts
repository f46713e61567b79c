import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Output } from '../../src/cli/output.js';
import type { Report } from '../../src/report/types.js';
import { familiesReport } from '../report/junit-sarif-fixture.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

/** A "server" that only leaves a mark that it was started, then exits: a check that it never ran. */
const marker = (dir: string) => ({ transport: 'stdio', command: process.execPath, args: ['-e', `require('fs').writeFileSync(${JSON.stringify(join(dir, 'started'))}, '1')`] });

describe('report paths are checked before anything starts', () => {
  it('creates the folder of a report file that does not exist yet, as linters do', async () => {
    const p = project({ server: stdioServerConfig('legacy'), checks: { latency: { enabled: false } } });
    const r = await runCli(['run', '-r', 'sarif:out/deep/x.sarif', '-r', 'json'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(p.dir, 'out', 'deep', 'x.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(JSON.parse(r.stdout)).toMatchObject({ exitCode: 0 });
  });

  it.each([
    ['whose folder is a file', (dir: string) => writeFileSync(join(dir, 'blocker'), ''), 'sarif:blocker/x.sarif', 'blocker/x.sarif'],
    ['that is a folder', (dir: string) => mkdirSync(join(dir, 'taken.sarif')), 'sarif:taken.sarif', 'taken.sarif'],
  ])('a report path %s is exit 2 naming it, and the server never starts', async (_what, arrange, reporter, named) => {
    const p = project({});
    p.write({ server: marker(p.dir) });
    arrange(p.dir);
    const r = await runCli(['run', '-r', reporter, '-r', 'json'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`Cannot write the sarif report to ${named} (--reporter)`);
    expect(r.stderr).toContain('Nothing was started');
    expect(existsSync(join(p.dir, 'started'))).toBe(false);
  });

  it('merge checks its report paths before reading its inputs', async () => {
    const p = project({});
    writeFileSync(join(p.dir, 'blocker'), '');
    const r = await runCli(['merge', 'missing.json', '-r', 'markdown:blocker/m.md'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Cannot write the markdown report to blocker/m.md');
    expect(r.stderr).not.toContain('missing.json');
  });
});

describe('the exit code, the JSON exitCode and every report agree', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcpward-report-write-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a report file that cannot be written after the run makes every other report say exit 2', async () => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const io = { stdout: (t: string) => stdout.push(t), stderr: (t: string) => stderr.push(t), env: {}, cwd: dir, stdoutIsTTY: false, stderrIsTTY: false };
    const out = new Output(io, { config: 'mcpward.yaml', verbose: false, debug: false, color: false, reporter: ['json', 'sarif:sub/x.sarif', 'junit:j.xml'] });
    await out.validateReporter();
    expect(existsSync(join(dir, 'sub'))).toBe(true);
    // The folder goes away while the server runs: the write fails after the run.
    rmSync(join(dir, 'sub'), { recursive: true });
    writeFileSync(join(dir, 'sub'), '');
    const passing: Report = { ...familiesReport, findings: familiesReport.findings.filter((f) => f.status !== 'fail'), exitCode: 0, completed: true };
    expect(await out.report(passing)).toBe(2);
    const json = JSON.parse(stdout.join('')) as Report;
    expect(json).toMatchObject({ exitCode: 2, completed: false, fatal: { code: 'output' } });
    expect(json.fatal!.message).toContain('sarif report (sub/x.sarif)');
    expect(readFileSync(join(dir, 'j.xml'), 'utf8')).toContain('sub/x.sarif');
    expect(stderr.join('')).toContain('Could not write the sarif report');
    expect(stderr.join('')).toContain('Report written to j.xml');
  });
});
