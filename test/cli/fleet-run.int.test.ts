import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/rules/index.js';
import type { FleetReport } from '../../src/report/types.js';
import { fleetPipeline } from '../../src/edge/check.js';
import { loadFleet } from '../../src/config/load.js';
import { isAlive, repoRoot } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

/** Each fleet fixture has its own secret in its environment; none may reach any output. */
const SECRETS = { files: 'files-secret-value-0123456789', shadow: 'shadow-secret-value-0123456789', dupe: 'dupe-secret-value-0123456789' };
const fixture = (name: string, secret: string, pidFile: string) => ({
  transport: 'stdio',
  command: process.execPath,
  args: [join(repoRoot, 'fixtures', 'servers', `fleet-${name}.mjs`)],
  env: { FLEET_SECRET: `\${${name.toUpperCase()}_SECRET}`, FIXTURE_PID_FILE: pidFile },
  _secret: secret,
});
const env = { FILES_SECRET: SECRETS.files, SHADOW_SECRET: SECRETS.shadow, DUPE_SECRET: SECRETS.dupe };

function fleetProject() {
  const { dir, write } = project({});
  const pidFile = join(dir, 'pids.txt');
  const servers: Record<string, object> = {};
  for (const [name, secret] of Object.entries(SECRETS)) {
    const { _secret, ...config } = fixture(name, secret, pidFile);
    void _secret;
    servers[name] = { ...config, checks: { latency: { enabled: false } } };
  }
  // The down server: a command that exits at once.
  servers.down = { transport: 'stdio', command: process.execPath, args: ['-e', 'process.exit(3)'] };
  write({ servers });
  return { dir, pidFile };
}

/** The fleet pipeline in-process, as the CLI runs it, with `jobs` servers at once. */
async function pipeline(command: 'run' | 'diff', dir: string, jobs: number, only?: string[]): Promise<FleetReport> {
  const fleet = await loadFleet(join(dir, 'mcpward.yaml'), env, only);
  return fleetPipeline(command, fleet.servers, jobs, () => ({ env: { ...process.env, ...env }, progress: () => {}, today: '2026-12-03', updateGolden: false }));
}

const of = (report: FleetReport, name: string) => report.servers.find((s) => s.fleetName === name)!;
/** Findings of `rule` the policy did not pass (a low-severity shared name is a warning). */
const failing = (findings: Finding[], rule: string) => findings.filter((f) => f.rule === rule && f.status !== 'pass');
describe('a fleet run (every server of `servers:` at once)', () => {
  it('judges every reachable server against its peers, makes the down one fatal, leaks no secret and reaps every child', async () => {
    const { dir, pidFile } = fleetProject();
    const result = await runCli(
      ['run', '--reporter', 'json:a.json', '--reporter', 'sarif:b.sarif', '--reporter', 'junit:c.xml', '--reporter', 'markdown:d.md'],
      { cwd: dir, env },
    );
    expect(result.code, result.stderr).toBe(2);
    for (const file of ['a.json', 'b.sarif', 'c.xml', 'd.md']) expect(existsSync(join(dir, file)), file).toBe(true);
    for (const file of ['a.json', 'b.sarif', 'c.xml', 'd.md']) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const secret of Object.values(SECRETS)) expect(text, file).not.toContain(secret);
    }
    for (const secret of Object.values(SECRETS)) expect(result.stdout + result.stderr).not.toContain(secret);

    const pids = readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
    expect(pids.length).toBeGreaterThanOrEqual(3);
    expect(pids.filter(isAlive)).toEqual([]);

    // Every report is grouped by server, from the one run.
    const json = JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as FleetReport;
    expect(json.kind).toBe('fleet');
    expect(json.servers.map((s) => [s.fleetName, s.exitCode, s.fatal === undefined])).toEqual([
      ['files', json.servers[0]!.exitCode, true],
      ['shadow', json.servers[1]!.exitCode, true],
      ['dupe', json.servers[2]!.exitCode, true],
      ['down', 2, false],
    ]);
    expect(failing(of(json, 'shadow').findings, 'cross_server_shadowing').length).toBeGreaterThan(0);
    const sarif = JSON.parse(readFileSync(join(dir, 'b.sarif'), 'utf8')) as { runs: Array<{ automationDetails: { id: string } }> };
    expect(sarif.runs.map((r) => r.automationDetails.id)).toEqual(['mcpward/files/', 'mcpward/shadow/', 'mcpward/dupe/', 'mcpward/down/']);
    const junit = readFileSync(join(dir, 'c.xml'), 'utf8');
    expect(junit.match(/<testsuite /g)).toHaveLength(4);
    const markdown = readFileSync(join(dir, 'd.md'), 'utf8');
    for (const name of ['files', 'shadow', 'dupe', 'down']) expect(markdown).toContain(`\`${name}\``);
  }, 180_000);

  it('matrix runs (`run --server NAME --include-surface`) merged with `mcpward merge` give the fleet run’s findings and exit codes', async () => {
    const { dir } = fleetProject();
    const names = ['files', 'shadow', 'dupe', 'down'];
    const whole = await runCli(['run', '--reporter', 'json:fleet.json'], { cwd: dir, env });
    expect(whole.code).toBe(2);
    for (const name of names) {
      // Each matrix job runs one server; it has no peers, so no fleet finding is judged there.
      const one = await runCli(['run', '--server', name, '--include-surface', '--reporter', `json:report-${name}.json`], { cwd: dir, env });
      // Only the down server's run is incomplete.
      expect(one.code === 2, one.stderr).toBe(name === 'down');
      const single = JSON.parse(readFileSync(join(dir, `report-${name}.json`), 'utf8')) as FleetReport['servers'][number];
      expect(single.fleetName).toBe(name);
      expect(single.findings.filter((f) => f.rule.startsWith('cross_server_'))).toEqual([]);
    }
    const merged = await runCli(['merge', ...names.map((n) => `report-${n}.json`), '--reporter', 'json:merged.json', '--reporter', 'sarif:merged.sarif'], { cwd: dir, env: {} });
    // The down server never reported a surface: merge says so, and still merges its report.
    expect(merged.stderr).toContain('report-down.json');
    const view = (r: FleetReport) =>
      r.servers.map((s) => ({
        server: s.fleetName,
        exitCode: s.exitCode,
        findings: s.findings.map((f) => `${f.rule}|${f.status}|${f.severity}|${f.subject?.kind ?? ''}:${f.subject?.name ?? ''}|${(f as { message?: string }).message ?? ''}`).sort(),
      }));
    const fleetReport = JSON.parse(readFileSync(join(dir, 'fleet.json'), 'utf8')) as FleetReport;
    const mergedReport = JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8')) as FleetReport;
    expect(view(mergedReport)).toEqual(view(fleetReport));
    expect(merged.code).toBe(whole.code);
    expect(mergedReport.exitCode).toBe(fleetReport.exitCode);
    const sarif = JSON.parse(readFileSync(join(dir, 'merged.sarif'), 'utf8')) as { runs: Array<{ automationDetails: { id: string } }> };
    expect(sarif.runs.map((r) => r.automationDetails.id)).toEqual(names.map((n) => `mcpward/${n}/`));
  }, 240_000);

  it('judges each server against its peers: shadowing and shared names found, the down server fatal, no cross-talk, the same at --jobs 1 and 4', async () => {
    const { dir } = fleetProject();
    const report = await pipeline('run', dir, 4);
    expect(report.kind).toBe('fleet');
    expect(report.exitCode).toBe(2);
    expect(report.servers.map((s) => s.fleetName)).toEqual(['files', 'shadow', 'dupe', 'down']);
    expect(of(report, 'down').fatal).toBeDefined();
    expect(of(report, 'down').exitCode).toBe(2);
    for (const name of ['files', 'shadow', 'dupe']) expect(of(report, name).completed, name).toBe(true);

    const shadowing = failing(of(report, 'shadow').findings, 'cross_server_shadowing');
    expect(shadowing.length).toBeGreaterThan(0);
    expect(shadowing.every((f) => f.subject?.name === 'fast_read' && (f.args as { other_server?: string }).other_server === 'files')).toBe(true);
    expect(failing(of(report, 'files').findings, 'cross_server_shadowing')).toEqual([]);
    expect(failing(of(report, 'files').findings, 'cross_server_tool_name').map((f) => [f.subject?.name, (f.args as { other_server?: string }).other_server])).toEqual([['write_file', 'dupe']]);
    expect(failing(of(report, 'dupe').findings, 'cross_server_tool_name').map((f) => [f.subject?.name, (f.args as { other_server?: string }).other_server])).toEqual([['write_file', 'files']]);
    // No cross-talk: a server's findings are only about its own tools.
    const own = { files: ['read_file', 'write_file'], shadow: ['fast_read'], dupe: ['write_file', 'list_notes'] };
    for (const [name, tools] of Object.entries(own)) {
      for (const f of of(report, name).findings) if (f.subject?.kind === 'tool') expect(tools, `${name}: ${f.rule}`).toContain(f.subject.name);
    }
    const rules = (r: FleetReport) => r.servers.map((s) => [s.fleetName, s.findings.map((f) => `${f.rule}:${f.status}:${f.subject?.name ?? ''}`).sort()]);
    expect(rules(await pipeline('run', dir, 1))).toEqual(rules(report));
  }, 180_000);

  it('baselines the fleet into one lockfile, refusing the down server, then diffs each server against its own entry', async () => {
    const { dir } = fleetProject();
    const baseline = await runCli(['baseline'], { cwd: dir, env });
    expect(baseline.code).toBe(2);
    expect(baseline.stderr).toContain('down');
    const lockfile = JSON.parse(readFileSync(join(dir, 'mcpward.lock.json'), 'utf8')) as { servers: Record<string, unknown> };
    expect(Object.keys(lockfile.servers).sort()).toEqual(['dupe', 'files', 'shadow']);
    for (const secret of Object.values(SECRETS)) expect(JSON.stringify(lockfile)).not.toContain(secret);

    const diff = await pipeline('diff', dir, 4, ['files', 'shadow']);
    expect(diff.servers.map((s) => s.fleetName)).toEqual(['files', 'shadow']);
    expect(diff.servers.map((s) => s.fatal)).toEqual([undefined, undefined]);
    expect(diff.servers.every((s) => s.findings.every((f) => !f.rule.startsWith('drift') || f.status !== 'fail'))).toBe(true);
    // The down server has no entry: its diff is fatal (exit 2), the others' are still judged.
    const withDown = await pipeline('diff', dir, 2, ['files', 'down']);
    expect(withDown.servers.map((s) => s.exitCode)).toEqual([diff.servers[0]!.exitCode, 2]);
    expect(withDown.exitCode).toBe(2);
  }, 180_000);

  it('--jobs 0 and `show` with two --server are usage errors (exit 2)', async () => {
    const { dir } = fleetProject();
    const jobs = await runCli(['run', '--jobs', '0'], { cwd: dir, env });
    expect(jobs.code).toBe(2);
    expect(jobs.stdout + jobs.stderr).toContain('--jobs');
    const show = await runCli(['show', '--server', 'files', '--server', 'dupe'], { cwd: dir, env });
    expect(show.code).toBe(2);
    expect(show.stderr).toContain('files, dupe');
  }, 60_000);
});
