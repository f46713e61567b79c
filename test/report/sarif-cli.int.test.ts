import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_KEY } from '../../src/report/index.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';
import { sarifErrors } from './sarif-schema.js';

interface Log {
  runs: Array<{ results: Array<{ ruleId: string; partialFingerprints: Record<string, string> }>; invocations: Array<{ executionSuccessful: boolean; exitCode: number }> }>;
}

/**
 * Real reports: pin the drift fixture's v1, then check v2 (a poisoned description, a removed
 * tool) twice. Both logs must be valid SARIF, and code scanning must see the same findings.
 */
describe('mcpward run --reporter sarif against a fixture server', () => {
  const v1 = { server: { ...stdioServerConfig('drift', ['--variant', 'v1']) } };
  const v2 = { server: { ...stdioServerConfig('drift', ['--variant', 'v2']) } };
  const { dir, write } = project(v1);
  const logs: Log[] = [];

  beforeAll(async () => {
    expect((await runCli(['baseline'], { cwd: dir })).code).toBe(0);
    write(v2);
    for (const out of ['first.sarif', 'second.sarif']) {
      const result = await runCli(['run', '--reporter', 'sarif', '--out', out], { cwd: dir });
      expect(result.code, result.stderr).toBe(1);
      logs.push(JSON.parse(readFileSync(join(dir, out), 'utf8')) as Log);
    }
  }, 120_000);

  it('writes valid SARIF 2.1.0', () => {
    for (const log of logs) expect(sarifErrors(log)).toEqual([]);
  });

  it('reports the failures with the run’s outcome', () => {
    const run = logs[0]!.runs[0]!;
    expect(run.invocations[0]).toMatchObject({ executionSuccessful: true, exitCode: 1 });
    expect(run.results.map((r) => r.ruleId)).toContain('tool_removed');
    expect(run.results.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every finding the same fingerprint in both runs', () => {
    const prints = (log: Log) => log.runs[0]!.results.map((r) => `${r.ruleId} ${r.partialFingerprints[FINGERPRINT_KEY]}`);
    expect(prints(logs[1]!)).toEqual(prints(logs[0]!));
    expect(new Set(prints(logs[0]!)).size).toBe(logs[0]!.runs[0]!.results.length);
  });
});
