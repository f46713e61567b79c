import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { repoRoot, startHttpFixture, stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

// `artifact: false` below: these tests count contract drift; the drift fixture is one script started
// with other arguments, which the artifact family rightly notes as a contract change under an
// unchanged artifact (contract_changed_artifact_unchanged, info; test/rules/cases/artifact.ts).
const drift = { baseline: './mcpward.lock.json', fail_on: 'low' };

/** The product description's example: drift-server v1 → v2, exactly these five failures and two passes. */
const EXPECTED = [
  'annotation_changed high read_data',
  'breaking_schema_change medium compute',
  'description_changed high echo',
  'tool_removed medium removed_tool',
  'version_not_bumped low server',
];

function failures(report: Report): string[] {
  return report.findings
    .filter((f) => f.status === 'fail')
    .map((f) => `${f.rule} ${f.severity} ${f.subject?.name}`)
    .sort();
}

describe.each(['stdio', 'http'] as const)('drift-server v1 → v2 over %s', (transport) => {
  it('baseline pins v1; diff against v2 reports the example drift with exact counts', async () => {
    const servers = transport === 'http' ? await Promise.all([startHttpFixture('drift', ['--variant', 'v1']), startHttpFixture('drift', ['--variant', 'v2'])]) : [];
    try {
      const server = (variant: 'v1' | 'v2') =>
        transport === 'http' ? { transport: 'http', url: servers[variant === 'v1' ? 0 : 1]!.url } : stdioServerConfig('drift', ['--variant', variant]);
      const p = project({ server: server('v1'), checks: { drift, artifact: false } });
      const pinned = await runCli(['baseline'], { cwd: p.dir });
      expect(pinned.code, pinned.stderr).toBe(0);
      expect(pinned.stdout).toContain('Captured 6 tool(s)');
      const lockText = readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8');
      const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'lockfile.schema.json'), 'utf8')) as object;
      const validate = new Ajv2020({ strict: false }).compile(schema);
      expect(validate(JSON.parse(lockText)), JSON.stringify(validate.errors)).toBe(true);

      // Unchanged server: no drift, and a second capture is byte-identical.
      const same = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir });
      expect(same.code).toBe(0);
      expect(await runCli(['baseline'], { cwd: p.dir })).toMatchObject({ code: 0 });
      expect(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')).toBe(lockText);

      p.write({ server: server('v2'), checks: { drift, artifact: false } });
      const r = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir });
      const report = JSON.parse(r.stdout) as Report;
      expect(r.code).toBe(1);
      expect(failures(report)).toEqual(EXPECTED);
      expect(report.summary).toEqual({ passed: 2, failed: 5, warnings: 0, skipped: 0 });

      const human = await runCli(['diff', '--no-color'], { cwd: p.dir });
      expect(human.stdout).toContain('DRIFT (2 passed, 5 failed)');
      expect(human.stdout).toContain('Summary: 2 passed | 5 failed');
      expect(human.stdout).toContain('<U+200B>');
      expect(human.stdout).toContain('Tool "removed_tool" was removed');
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
});

describe('policy', () => {
  it('fail_on: high fails only the silent security changes and reports the rest as warnings', async () => {
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift: { ...drift, fail_on: 'high' }, artifact: false } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift: { ...drift, fail_on: 'high' }, artifact: false } });
    const report = JSON.parse((await runCli(['diff', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    expect(failures(report)).toEqual(['annotation_changed high read_data', 'description_changed high echo']);
    expect(report.summary.warnings).toBe(3);
    expect(report.exitCode).toBe(1);
  });

  it('a list of classes and a severity override', async () => {
    const checks = { drift: { ...drift, fail_on: ['tool_removed'], severity: { tool_removed: 'high' } }, artifact: false };
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks });
    const report = JSON.parse((await runCli(['diff', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    expect(failures(report)).toEqual(['tool_removed high removed_tool']);
  });

  it('an unknown drift class is a config error (exit 2)', async () => {
    const p = project({ server: stdioServerConfig('drift'), checks: { drift: { fail_on: ['tool_vanished'] }, artifact: false } });
    const r = await runCli(['diff'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('checks.drift.fail_on');
    expect(r.stderr).toContain('tool_removed');
  });
});

describe('baseline and run', () => {
  it('refuses to overwrite a lockfile of another server without --force', async () => {
    const p = project({ server: stdioServerConfig('drift') });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('legacy') });
    const refused = await runCli(['baseline'], { cwd: p.dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('drift-server');
    expect(refused.stderr).toContain('--force');
    expect((await runCli(['baseline', '--force'], { cwd: p.dir })).code).toBe(0);
  });

  it('diff with an invalid baseline exits 2 naming the file', async () => {
    const p = project({ server: stdioServerConfig('drift') });
    writeFileSync(join(p.dir, 'mcpward.lock.json'), '{"lockfileVersion": 1, "tools": "nope"}');
    const r = await runCli(['diff'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('mcpward.lock.json');
  });

  it('run includes drift when a baseline exists', async () => {
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift, artifact: false } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift, artifact: false } });
    const report = JSON.parse((await runCli(['run', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    expect(report.findings.some((f) => f.rule === 'tool_removed')).toBe(true);
    expect(report.findings.some((f) => f.rule === 'handshake')).toBe(true);
  });
});

describe('lockfile version 2: what the server sent', () => {
  it('baseline writes version 2, annotations as sent; a version 1 lockfile still diffs clean and still finds the drift', async () => {
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift, artifact: false } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    const lock = JSON.parse(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')) as { lockfileVersion: number; tools: Array<{ name: string; annotations?: object }> };
    expect(lock.lockfileVersion).toBe(2);
    const annotations = Object.fromEntries(lock.tools.map((t) => [t.name, t.annotations ?? 'none']));
    expect(annotations).toEqual({ compute: 'none', echo: 'none', read_data: { readOnlyHint: true }, removed_tool: 'none', stable_a: { readOnlyHint: true }, stable_b: { readOnlyHint: true } });

    // The same server pinned by the release that wrote version 1 (every hint with its default filled in).
    writeFileSync(join(p.dir, 'mcpward.lock.json'), readFileSync(join(repoRoot, 'fixtures', 'lockfiles', 'drift-server-v1.lockfile-v1.json')));
    const same = JSON.parse((await runCli(['diff', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    expect(same.exitCode).toBe(0);
    expect(failures(same)).toEqual([]);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift, artifact: false } });
    expect(failures(JSON.parse((await runCli(['diff', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report)).toEqual(EXPECTED);
  });
});

describe('one change, one finding (output sampling on)', () => {
  const sampled = { ...drift, output: { enabled: true } };
  const at = (report: Report) => report.findings.filter((f) => f.status === 'fail').map((f) => `${f.rule} ${f.subject?.name} ${f.path ?? ''}`).sort();
  const listed = (report: Report, rule: string) => report.findings.filter((f) => f.rule === rule).map((f) => f.subject?.name).sort();

  it('an added outputSchema is one finding; a change in structuredContent and its text block is one; diff lists what it did not call', async () => {
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift: sampled, artifact: false } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);

    p.write({ server: stdioServerConfig('drift', ['--variant', 'v1', '--output-schema']), checks: { drift: sampled, artifact: false } });
    const added = JSON.parse((await runCli(['diff', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    expect(at(added)).toEqual(['nonbreaking_output_shape_change read_data outputSchema']);
    // The tools mcpward would not call are listed, with run's reasons: not read-only, or read-only but needing arguments.
    expect(listed(added, 'output_not_compared')).toEqual(['compute', 'echo', 'removed_tool', 'stable_a']);
    const run = JSON.parse((await runCli(['run', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    expect(listed(run, 'tool_call_refused')).toEqual(listed(added, 'output_not_compared'));
    expect(listed(run, 'output_not_compared')).toEqual([]);

    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v1', '--output-schema', '--string-ids']), checks: { drift: sampled, artifact: false } });
    const ids = JSON.parse((await runCli(['diff', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    expect(at(ids)).toEqual(['breaking_output_shape_change read_data outputShape $.structuredContent.rows[].id', 'version_not_bumped server serverInfo.version']);

    p.write({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift: sampled, artifact: false } });
    const removed = JSON.parse((await runCli(['diff', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    expect(at(removed)).toEqual(['breaking_output_shape_change read_data outputSchema', 'version_not_bumped server serverInfo.version']);
  });
});

describe('the default drift policy (checks.drift.fail_on: medium) fails on breaks, not on rewording', () => {
  /** Every reported drift finding (failing or warning) as `rule severity status subject`. */
  const reported = (report: Report) =>
    report.findings
      .filter((f) => f.status === 'fail' || f.status === 'warn')
      .map((f) => `${f.rule} ${f.severity} ${f.status} ${f.subject?.name}`)
      .sort();

  /** Pins drift-server v1 with `base` flags, then diffs it with `now` flags, under the default policy. */
  async function diffDefault(base: string[], now: string[]): Promise<{ code: number | null; report: Report }> {
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1', ...base]), checks: { artifact: false } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v1', ...now]), checks: { artifact: false } });
    const r = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir });
    return { code: r.code, report: JSON.parse(r.stdout) as Report };
  }

  it('a rewording without a risk cue is reported low and exits 0', async () => {
    const { code, report } = await diffDefault([], ['--change', 'reword']);
    expect(reported(report)).toEqual(['description_changed low warn stable_b']);
    expect(code).toBe(0);
  });

  it('a description edit that adds a risk cue exits 1', async () => {
    const { code, report } = await diffDefault([], ['--change', 'risk']);
    expect(reported(report)).toEqual(['description_changed high fail stable_b']);
    expect(code).toBe(1);
  });

  it('a property removed under additionalProperties: false exits 1', async () => {
    const { code, report } = await diffDefault(['--closed'], ['--closed', '--change', 'property-removed']);
    expect(reported(report)).toEqual(['breaking_schema_change medium fail stable_a', 'version_not_bumped low warn server']);
    expect(code).toBe(1);
  });

  it('an annotation block added is one finding per tool, toward less risk: low, exit 0', async () => {
    const { code, report } = await diffDefault([], ['--change', 'annotate']);
    expect(reported(report)).toEqual(['annotation_changed low warn echo', 'annotation_changed low warn stable_a', 'annotation_changed low warn stable_b']);
    expect(code).toBe(0);
  });
});
