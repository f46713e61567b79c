import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

/**
 * The policy fixture's one failing finding is `required_unknown_property` (low): its tool `lookup`
 * requires an undeclared `ghost`. The default threshold (medium) reports it as a warning.
 */
const server = { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'fixtures', 'servers', 'policy.mjs')] };
const RULE = 'required_unknown_property';

interface JsonFinding {
  rule: string;
  status: string;
  severity: string;
  args: Record<string, unknown>;
  accepted?: { reason: string; expires?: string };
}
interface SarifResult {
  ruleId: string;
  level: string;
  suppressions?: Array<{ kind: string; justification: string }>;
  partialFingerprints: Record<string, string>;
}

const json = (stdout: string) => JSON.parse(stdout) as { exitCode: number; summary: { failed: number; warnings: number }; findings: JsonFinding[] };
const cursor = (findings: JsonFinding[]) => findings.filter((f) => f.rule === RULE);

describe('one policy: policy.fail_on and rules:', () => {
  it('a low finding warns under the default threshold and fails under policy.fail_on: low', async () => {
    const p = project({ server });
    const r = await runCli(['run', '-r', 'json'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(cursor(json(r.stdout).findings)).toMatchObject([{ status: 'warn', severity: 'low' }]);
    const console = await runCli(['run'], { cwd: p.dir });
    expect(console.code).toBe(0);
    expect(console.stdout).toMatch(/⚠ .*\[low\]/);

    p.write({ server, policy: { fail_on: 'low' } });
    const strict = await runCli(['run', '-r', 'json'], { cwd: p.dir });
    expect(strict.code).toBe(1);
    expect(cursor(json(strict.stdout).findings)).toMatchObject([{ status: 'fail', severity: 'low' }]);
  });

  it('rules: { x: off } removes the findings; rules: { x: high } makes them fail in every reporter', async () => {
    const p = project({ server, rules: { [RULE]: 'off' } });
    const off = await runCli(['run', '-r', 'json'], { cwd: p.dir });
    expect(off.code).toBe(0);
    expect(cursor(json(off.stdout).findings)).toEqual([]);

    p.write({ server, rules: { [RULE]: { severity: 'high' } } });
    const high = await runCli(['run', '-r', 'json'], { cwd: p.dir });
    expect(high.code).toBe(1);
    expect(cursor(json(high.stdout).findings)).toMatchObject([{ status: 'fail', severity: 'high' }]);
    const sarif = await runCli(['run', '-r', 'sarif'], { cwd: p.dir });
    expect(sarif.code).toBe(1);
    const results = (JSON.parse(sarif.stdout) as { runs: Array<{ results: SarifResult[] }> }).runs[0]!.results;
    expect(results.find((x) => x.ruleId === RULE)).toMatchObject({ level: 'error' });
    const junit = await runCli(['run', '-r', 'junit'], { cwd: p.dir });
    expect(junit.stdout).toContain(`<failure type="${RULE}"`);
  });

  it('an unknown rule id is a config error (exit 2) naming the key, with a did-you-mean', async () => {
    const p = project({ server, rules: { required_unknown_propery: 'off' } });
    const r = await runCli(['run'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr + r.stdout).toContain('unknown rule id; did you mean `required_unknown_property`?');
  });
});

describe('accepted findings', () => {
  const failing = { server, rules: { [RULE]: 'high' } };

  it('accept, then run: exit 0, the finding accepted in JSON, SARIF (suppressions), JUnit and console', async () => {
    const p = project(failing);
    expect((await runCli(['run'], { cwd: p.dir })).code).toBe(1);

    const noReason = await runCli(['accept', '--rule', RULE], { cwd: p.dir });
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('--reason');
    const typo = await runCli(['accept', '--rule', 'required_unknown_propery', '--reason', 'x'], { cwd: p.dir });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('did you mean `required_unknown_property`?');
    expect(existsSync(join(p.dir, 'mcpward.accepted.yaml'))).toBe(false);

    const accept = await runCli(['accept', '--rule', RULE, '--subject', 'lookup', '--reason', 'SDK quirk, fixed in 2.0', '--expires', '2999-12-31'], { cwd: p.dir });
    expect(accept.code, accept.stderr).toBe(0);
    expect(accept.stdout).toContain(`✓ Accepted ${RULE} at tool:lookup until 2999-12-31`);
    const file = parse(readFileSync(join(p.dir, 'mcpward.accepted.yaml'), 'utf8')) as { accepted: Array<Record<string, string>> };
    expect(file.accepted).toEqual([{ fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/), rule: RULE, subject: 'tool:lookup', reason: 'SDK quirk, fixed in 2.0', expires: '2999-12-31' }]);

    const r = await runCli(['run', '-r', 'json'], { cwd: p.dir });
    expect(r.code).toBe(0);
    const report = json(r.stdout);
    expect(report.summary.failed).toBe(0);
    expect(cursor(report.findings)).toMatchObject([{ status: 'warn', severity: 'high', accepted: { reason: 'SDK quirk, fixed in 2.0', expires: '2999-12-31' } }]);
    expect(report.findings.filter((f) => f.rule === 'accepted_finding_stale')).toEqual([]);

    const sarif = await runCli(['run', '-r', 'sarif'], { cwd: p.dir });
    expect(sarif.code).toBe(0);
    const result = (JSON.parse(sarif.stdout) as { runs: Array<{ results: SarifResult[] }> }).runs[0]!.results.find((x) => x.ruleId === RULE)!;
    expect(result.level).toBe('warning');
    expect(result.suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: 'SDK quirk, fixed in 2.0' }]);
    expect(result.partialFingerprints['mcpwardFindingHash/v1']).toBe(`${file.accepted[0]!.fingerprint}:1`);

    const junit = await runCli(['run', '-r', 'junit'], { cwd: p.dir });
    expect(junit.code).toBe(0);
    expect(junit.stdout).not.toContain('<failure');
    expect(junit.stdout).toContain('Accepted (did not fail the run)');
    expect(junit.stdout).toContain('accepted: SDK quirk, fixed in 2.0 (until 2999-12-31)');

    const text = await runCli(['run'], { cwd: p.dir });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('accepted: SDK quirk, fixed in 2.0 (until 2999-12-31)');
    const markdown = await runCli(['run', '-r', 'markdown'], { cwd: p.dir });
    expect(markdown.stdout).toContain('- accepted: SDK quirk, fixed in 2.0 (until 2999-12-31)');
  });

  it('an expired entry no longer suppresses: the finding fails again, and a stale warning says it expired', async () => {
    const p = project(failing);
    expect((await runCli(['accept', '--reason', 'temporary', '--expires', '2026-01-31'], { cwd: p.dir, env: { MCPWARD_TODAY: '2026-01-01' } })).code).toBe(0);
    const before = await runCli(['run', '-r', 'json'], { cwd: p.dir, env: { MCPWARD_TODAY: '2026-01-31' } });
    expect(before.code).toBe(0);
    const after = await runCli(['run', '-r', 'json'], { cwd: p.dir, env: { MCPWARD_TODAY: '2026-02-01' } });
    expect(after.code).toBe(1);
    const report = json(after.stdout);
    expect(cursor(report.findings)).toMatchObject([{ status: 'fail' }]);
    expect(cursor(report.findings)[0]!.accepted).toBeUndefined();
    expect(report.findings.filter((f) => f.rule === 'accepted_finding_stale')).toMatchObject([
      { status: 'warn', args: { why: 'expired', expires: '2026-01-31', rule: RULE, subject: 'tool:lookup', reason: 'temporary' } },
    ]);
    const text = await runCli(['run'], { cwd: p.dir, env: { MCPWARD_TODAY: '2026-02-01' } });
    expect(text.stdout).toContain('expired on "2026-01-31"');
  });

  it('an entry that matches nothing is reported as stale, and never fails the run', async () => {
    const p = project(failing);
    expect((await runCli(['accept', '--reason', 'known'], { cwd: p.dir })).code).toBe(0);
    p.write({ server, rules: { [RULE]: 'off' } });
    // With the rule off the entry is not judged; turned back on and fixed (here: a different fingerprint), it is stale.
    expect(json((await runCli(['run', '-r', 'json'], { cwd: p.dir })).stdout).findings.filter((f) => f.rule === 'accepted_finding_stale')).toEqual([]);
    const path = join(p.dir, 'mcpward.accepted.yaml');
    writeFileSync(path, readFileSync(path, 'utf8').replace(/fingerprint: [0-9a-f]{64}/, `fingerprint: ${'a'.repeat(64)}`));
    p.write({ server });
    const r = await runCli(['run', '-r', 'json'], { cwd: p.dir });
    expect(r.code).toBe(0);
    expect(json(r.stdout).findings.filter((f) => f.rule === 'accepted_finding_stale')).toMatchObject([
      { status: 'warn', severity: 'low', args: { why: 'unmatched', rule: RULE, subject: 'tool:lookup', reason: 'known' } },
    ]);
  });

  it('run --no-calls does not call an accepted call-derived finding stale: it was not evaluated', async () => {
    const p = project({ server });
    // An accepted latency finding whose fingerprint this run cannot produce: stale when latency is judged.
    writeFileSync(join(p.dir, 'mcpward.accepted.yaml'), `accepted:\n  - fingerprint: ${'c'.repeat(64)}\n    rule: latency_budget\n    subject: tool:lookup\n    reason: slow upstream\n`);
    const stale = async (args: string[]) => json((await runCli(['run', '-r', 'json', ...args], { cwd: p.dir })).stdout).findings.filter((f) => f.rule === 'accepted_finding_stale');
    expect(await stale([])).toMatchObject([{ args: { rule: 'latency_budget', why: 'unmatched' } }]);
    expect(await stale(['--no-calls'])).toEqual([]);
  });

  it('an invalid accepted file is exit 2 naming the entry and key', async () => {
    const p = project({ server });
    writeFileSync(join(p.dir, 'mcpward.accepted.yaml'), 'accepted:\n  - fingerprint: nope\n    rule: required_unknown_property\n    subject: tool:lookup\n');
    const r = await runCli(['run'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr + r.stdout).toContain('accepted[0].reason: is required');
    expect(r.stderr + r.stdout).toContain('accepted[0].fingerprint: expected the 64 hex digits');
  });

  it('diff reads the file too: an accepted drift finding passes diff, and run-only entries are not stale there', async () => {
    const drift = { fail_on: 'low' };
    const p = project({ server: stdioServerConfig('drift', ['--variant', 'v1']), checks: { drift } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    p.write({ server: stdioServerConfig('drift', ['--variant', 'v2']), checks: { drift } });
    expect((await runCli(['diff'], { cwd: p.dir })).code).toBe(1);
    const accept = await runCli(['accept', '--rule', 'tool_removed', '--reason', 'removed_tool is retired'], { cwd: p.dir });
    expect(accept.code, accept.stderr).toBe(0);
    // An entry of another family, which diff does not run.
    const path = join(p.dir, 'mcpward.accepted.yaml');
    writeFileSync(path, `${readFileSync(path, 'utf8')}  - fingerprint: ${'b'.repeat(64)}\n    rule: injection_pattern\n    subject: tool:echo\n    reason: other family\n`);
    const r = await runCli(['diff', '-r', 'json'], { cwd: p.dir });
    const report = json(r.stdout);
    expect(report.findings.filter((f) => f.rule === 'tool_removed')).toMatchObject([{ status: 'warn', accepted: { reason: 'removed_tool is retired' } }]);
    expect(report.findings.filter((f) => f.rule === 'accepted_finding_stale')).toEqual([]);
    expect(report.findings.filter((f) => f.status === 'fail').map((f) => f.rule)).not.toContain('tool_removed');
  });
});
