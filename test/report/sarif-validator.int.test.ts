import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SARIF_RESULTS, renderSarif } from '../../src/report/index.js';
import type { Report } from '../../src/report/types.js';
import { finding } from '../../src/rules/index.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';
import { familiesReport } from './junit-sarif-fixture.js';

/**
 * Microsoft's SARIF validator (`@microsoft/sarif-multitool`, a self-contained binary per platform)
 * over the SARIF of real runs: a clean one, a failing one and one that never connected, plus a
 * rendered run over the result cap. The rule kinds are the SARIF spec's and GitHub Advanced
 * Security's (`Sarif;Ghas`); test/report/sarif-validator.xml also turns on GitHub's GH1001–GH1007,
 * which the validator leaves off by default, and turns off the one rule that needs the network.
 */
const CONFIG = fileURLToPath(new URL('./sarif-validator.xml', import.meta.url));
const multitool = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;
const dir = mkdtempSync(join(tmpdir(), 'mcpward-sarif-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Problem {
  file: string;
  rule: string;
  level: string;
  message: string;
}

/** Every error and warning the validator reports for these files (its own output is SARIF). */
function validate(files: string[]): Problem[] {
  const out = join(dir, `validation-${Date.now()}-${Math.random().toString(16).slice(2)}.sarif`);
  const result = spawnSync(multitool, ['validate', '--rule-kind', 'Sarif;Ghas', '--config', CONFIG, '--output', out, ...files], {
    encoding: 'utf8',
    // The invariant culture needs no ICU on the machine; no telemetry either way.
    env: { PATH: process.env.PATH ?? '', HOME: dir, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1', DOTNET_CLI_TELEMETRY_OPTOUT: '1' },
    timeout: 120_000,
  });
  expect(result.error, `could not run ${multitool}`).toBeUndefined();
  expect(result.stdout, result.stderr).toContain('Analysis completed successfully');
  const log = JSON.parse(readFileSync(out, 'utf8')) as {
    runs: Array<{ results?: Array<{ ruleId: string; level?: string; message: { text?: string }; locations?: Array<{ physicalLocation?: { artifactLocation?: { uri?: string } } }> }> }>;
  };
  return (log.runs[0]!.results ?? [])
    .map((r) => ({ file: r.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? '', rule: r.ruleId, level: r.level ?? 'warning', message: r.message.text ?? '' }))
    .filter((p) => p.level === 'error' || p.level === 'warning');
}

describe('SARIF validated by Microsoft’s SARIF validator, GitHub’s rules included', () => {
  const files: Record<'clean' | 'failing' | 'incomplete' | 'capped', string> = { clean: '', failing: '', incomplete: '', capped: '' };

  beforeAll(async () => {
    const drift = project({ server: stdioServerConfig('drift', ['--variant', 'v1']) });
    expect((await runCli(['baseline'], { cwd: drift.dir })).code).toBe(0);
    const clean = await runCli(['diff', '--reporter', 'sarif', '--out', 'clean.sarif'], { cwd: drift.dir });
    expect(clean.code, clean.stderr).toBe(0);
    drift.write({ server: stdioServerConfig('drift', ['--variant', 'v2']) });
    const failing = await runCli(['run', '--reporter', 'sarif', '--sarif-category', 'mcpward/drift', '--out', 'failing.sarif'], { cwd: drift.dir });
    expect(failing.code, failing.stderr).toBe(1);
    const unreachable = project({ server: { transport: 'http', url: 'http://127.0.0.1:9/mcp' } });
    const incomplete = await runCli(['run', '--reporter', 'sarif', '--out', 'incomplete.sarif'], { cwd: unreachable.dir });
    expect(incomplete.code, incomplete.stderr).toBe(2);
    files.clean = join(drift.dir, 'clean.sarif');
    files.failing = join(drift.dir, 'failing.sarif');
    files.incomplete = join(unreachable.dir, 'incomplete.sarif');
    const many: Report = {
      ...familiesReport,
      findings: Array.from({ length: MAX_SARIF_RESULTS + 10 }, (_, i) => finding('injection_pattern', 'fail', { subject: { kind: 'tool', name: `t${i}` }, path: 'description', args: { pattern: 'p', field: 'description', excerpt: 'x' } })),
    };
    files.capped = join(dir, 'capped.sarif');
    writeFileSync(files.capped, renderSarif(many, { configPath: 'mcpward.yaml' }));
  }, 180_000);

  it('finds nothing wrong with a clean, a failing, an incomplete and a capped run', () => {
    expect(validate(Object.values(files))).toEqual([]);
  }, 150_000);

  it('the runs are what they claim: results, categories and outcomes', () => {
    const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { runs: Array<{ results: unknown[]; automationDetails?: { id: string }; invocations: Array<{ executionSuccessful: boolean }> }> };
    expect(read(files.clean).runs[0]!.results).toEqual([]);
    expect(read(files.failing).runs[0]!.results.length).toBeGreaterThan(0);
    expect(read(files.failing).runs[0]!.automationDetails).toEqual({ id: 'mcpward/drift/' });
    expect(read(files.incomplete).runs[0]!.invocations[0]!.executionSuccessful).toBe(false);
    expect(read(files.capped).runs[0]!.results).toHaveLength(MAX_SARIF_RESULTS);
  });

  it('does flag what code scanning cannot use (the GitHub rules really run)', () => {
    const log = JSON.parse(readFileSync(files.failing, 'utf8')) as { runs: Array<{ results: Array<Record<string, unknown>> }> };
    const broken = log.runs[0]!.results[0]!;
    delete broken.locations;
    const file = join(dir, 'broken.sarif');
    writeFileSync(file, JSON.stringify(log));
    const rules = validate([file]).map((p) => p.rule);
    expect(rules).toContain('GH1001');
  }, 150_000);
});
