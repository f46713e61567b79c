import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Output } from '../../src/cli/output.js';
import type { FleetReport, Report } from '../../src/report/types.js';
import { hostileReport } from '../report/fixtures/hostile-report.js';
import { repoRoot, stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

const hostile = join(repoRoot, 'fixtures', 'servers', 'hostile.mjs');

describe('a surface of 40,000 invalid tools', () => {
  it('every reporter renders it in a fleet (no stack overflow), and the healthy server’s results are kept', async () => {
    const p = project({
      servers: {
        huge: { transport: 'stdio', command: process.execPath, args: [hostile, '--invalid-tools', '40000'], checks: { latency: { enabled: false } } },
        healthy: { ...stdioServerConfig('legacy'), checks: { latency: { enabled: false } } },
      },
    });
    const reporters = ['json:r.json', 'markdown:r.md', 'sarif:r.sarif', 'junit:r.xml', 'console'];
    const r = await runCli(['run', ...reporters.flatMap((reporter) => ['--reporter', reporter])], { cwd: p.dir, timeoutMs: 240_000 });
    expect(r.stderr).not.toMatch(/Maximum call stack|Internal error|\n\s+at /);
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(join(p.dir, 'r.json'), 'utf8')) as FleetReport;
    expect(report.servers.map((server) => [server.fleetName, server.completed])).toEqual([
      ['huge', true],
      ['healthy', true],
    ]);
    expect(report.servers[0]!.findings.filter((finding) => finding.subject?.name === 'bad tool 40000').length).toBeGreaterThan(0);
    expect(report.servers[1]!.findings.length).toBeGreaterThan(0);
    // Markdown and SARIF cap what they list; every file is whole.
    expect(readFileSync(join(p.dir, 'r.md'), 'utf8')).toMatch(/\| huge \| fails \| \d+ \|/);
    for (const file of ['r.sarif', 'r.xml']) expect(readFileSync(join(p.dir, file), 'utf8')).toContain('bad tool ');
    expect(JSON.parse(readFileSync(join(p.dir, 'r.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(r.stdout).toContain('healthy');
  }, 300_000);
});

describe('a reporter that fails', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcpward-reporter-failure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loses only its own output: the report file already written stays, and the run exits 2', async () => {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const io = { stdout: (t: string) => stdout.push(t), stderr: (t: string) => stderr.push(t), env: {}, cwd: dir, stdoutIsTTY: false, stderrIsTTY: false };
    const out = new Output(io, { config: 'mcpward.yaml', verbose: false, debug: false, color: false, reporter: ['json:r.json', 'console', 'markdown:r.md'] });
    // A symbol is skipped by JSON but throws when the console reporter puts it in a sentence.
    const report = { ...hostileReport, calls: { enabled: true, automatic: Symbol('not a number'), capped: 0, cap: 10, tools: 1 } } as unknown as Report;
    expect(await out.report(report)).toBe(2);
    expect(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'))).toMatchObject({ findings: expect.any(Array) });
    expect(readFileSync(join(dir, 'r.md'), 'utf8')).not.toBe('');
    expect(stderr.join('')).toContain('the console reporter failed');
    expect(out.reportStarted).toBe(true);
  });
});
