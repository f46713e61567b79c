import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

interface SarifResult {
  ruleId: string;
  locations?: Array<{ physicalLocation?: { artifactLocation: { uri: string }; region?: { startLine: number } } }>;
}

describe('diff --reporter sarif', () => {
  it('points drift results at the tool’s line in the lockfile and the rest at the config', async () => {
    const drift = { fail_on: 'low' };
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift } });
    const r = await runCli(['diff', '--reporter', 'sarif', '--out', 'out.sarif'], { cwd: p.dir });
    expect(r.code).toBe(1);
    const sarif = JSON.parse(readFileSync(join(p.dir, 'out.sarif'), 'utf8')) as { runs: Array<{ results: SarifResult[] }> };
    const removed = sarif.runs[0]!.results.find((x) => x.ruleId === 'tool_removed')!;
    const where = removed.locations![0]!.physicalLocation!;
    expect(where.artifactLocation.uri).toBe('mcpward.lock.json');
    const lines = readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8').split('\n');
    expect(lines[where.region!.startLine - 1]).toContain('"name": "removed_tool"');
    // The console report still reaches the log when the machine-readable one goes to a file.
    expect(r.stdout).toContain('DRIFT');
  });
});

describe('on GitHub Actions', () => {
  it('prints failures as workflow annotations at the SARIF result’s file and line, with the category in automationDetails', async () => {
    const drift = { fail_on: 'low' };
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift } });
    const args = ['diff', '--reporter', 'sarif', '--sarif-category', 'mcpward/api', '--out', 'out.sarif'];
    const plain = await runCli(args, { cwd: p.dir });
    expect(plain.stderr).not.toContain('::error');
    const r = await runCli(args, { cwd: p.dir, env: { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: p.dir } });
    expect(r.code).toBe(1);
    const sarif = JSON.parse(readFileSync(join(p.dir, 'out.sarif'), 'utf8')) as { runs: Array<{ automationDetails: { id: string }; results: Array<SarifResult & { properties: { status: string } }> }> };
    expect(sarif.runs[0]!.automationDetails).toEqual({ id: 'mcpward/api/' });
    const annotations = r.stderr.split('\n').filter((line) => /^::(error|warning|notice) /.test(line));
    const removed = annotations.find((line) => line.includes('tool_removed'))!;
    const where = sarif.runs[0]!.results.find((x) => x.ruleId === 'tool_removed')!.locations![0]!.physicalLocation!;
    expect(removed).toMatch(new RegExp(`^::(error|warning) file=mcpward.lock.json,line=${where.region!.startLine},title=mcpward tool_removed%3A `));
    // A failure fails the job, whatever its SARIF level: every failure is an `::error`.
    expect(annotations.filter((line) => line.startsWith('::error ')).length).toBe(sarif.runs[0]!.results.filter((x) => x.properties.status === 'fail').length);
    // The report on stdout is untouched: annotations go to stderr.
    expect(r.stdout).not.toContain('::error');
  });

  it('rejects a --sarif-category that is not an id before connecting', async () => {
    const p = project({ server: stdioServerConfig('legacy') });
    const r = await runCli(['run', '--reporter', 'sarif', '--sarif-category', 'a b\nc'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr + r.stdout).toContain('--sarif-category must be');
  });
});
