import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { fleetReportOf, type FleetReport, type Report } from '../../src/report/types.js';
import { fleetLockfileLineIndex, lockfileLineIndex, MAX_COMMENT_CHARS, redactReport, renderAnnotationsFleet, renderReport, type ReporterName } from '../../src/report/index.js';
import { isHidden } from '../../src/report/escape.js';
import { serializeCanonical } from '../../src/snapshot/lockfile.js';
import { lockfileText } from './junit-sarif-fixture.js';
import { EVERYTHING, fatalReport, hostileReport, partialReport } from './fixtures/hostile-report.js';

const named = (report: Report, fleetName: string) => ({ ...report, fleetName });
/** Three servers: one failing (with hostile server text), one incomplete, one fatal. */
const fleet: FleetReport = fleetReportOf('run', hostileReport.tool.version, [named(hostileReport, 'alpha'), named(partialReport, 'beta'), named(fatalReport, 'gamma')]);
/** A fleet name no config would hold, to prove the sections escape it like server text. */
const HOSTILE_NAME = `evil\u001b[31m<b>]]>*_[x](y)|\u200b`;
const hostileFleet: FleetReport = fleetReportOf('run', hostileReport.tool.version, [named(hostileReport, HOSTILE_NAME)]);

const dir = mkdtempSync(join(tmpdir(), 'mcpward-fleet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fleet golden files', () => {
  const CASES: Array<[file: string, reporter: ReporterName, color: boolean]> = [
    ['fleet-console.txt', 'console', false],
    ['fleet-console-color.txt', 'console', true],
    ['fleet.json', 'json', false],
    ['fleet.md', 'markdown', false],
    ['fleet.junit.xml', 'junit', false],
    ['fleet.sarif', 'sarif', false],
  ];
  it.each(CASES)('%s', (file, reporter, color) => {
    const path = fileURLToPath(new URL(`./__golden__/${file}`, import.meta.url));
    const actual = renderReport(reporter, fleet, { color, verbose: false, configPath: 'mcpward.yaml' });
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path, actual);
    expect(existsSync(path), `${file} is missing; run with UPDATE_GOLDEN=1`).toBe(true);
    expect(actual).toBe(readFileSync(path, 'utf8'));
  });
});

describe('fleet reporters group by server', () => {
  const options = { color: false, verbose: false };

  it('console: a section per server in order, then the totals with each server status', () => {
    const out = renderReport('console', fleet, options);
    const at = ['── alpha ──', '── beta ──', '── gamma ──'].map((h) => out.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Each section is exactly that server's own report.
    expect(out).toContain(renderReport('console', fatalReport, options));
    expect(out.trimEnd().split('\n').at(-1)).toBe(
      `Fleet: ${fleet.summary.passed} passed, ${fleet.summary.failed} failed, ${fleet.summary.warnings} warnings, ${fleet.summary.skipped} skipped | alpha fails, beta incomplete, gamma incomplete (exit 2)`,
    );
  });

  it('json: the fleet as is, each server a full report carrying its fleetName', () => {
    const parsed = JSON.parse(renderReport('json', fleet, options)) as FleetReport;
    expect(parsed).toMatchObject({ kind: 'fleet', exitCode: 2, completed: false, summary: fleet.summary });
    expect(parsed.servers.map((s) => s.fleetName)).toEqual(['alpha', 'beta', 'gamma']);
    const single = JSON.parse(renderReport('json', fatalReport, options)) as object;
    expect(parsed.servers[2]).toEqual({ ...single, fleetName: 'gamma' });
  });

  it('sarif: one run per server, each with its own automationDetails category', () => {
    const ids = (category?: string) =>
      (JSON.parse(renderReport('sarif', fleet, { ...options, ...(category ? { sarifCategory: category } : {}) })) as { runs: Array<{ automationDetails: { id: string }; invocations: Array<{ executionSuccessful: boolean }> }> }).runs.map(
        (r) => [r.automationDetails.id, r.invocations[0]!.executionSuccessful],
      );
    expect(ids()).toEqual([
      ['mcpward/alpha/', true],
      ['mcpward/beta/', false],
      ['mcpward/gamma/', false],
    ]);
    expect(ids('ci/').map(([id]) => id)).toEqual(['ci/alpha/', 'ci/beta/', 'ci/gamma/']);
  });

  it('a single report with a fleetName keeps the fleet run category; --sarif-category still wins', () => {
    const run = (o: object) => (JSON.parse(renderReport('sarif', named(hostileReport, 'alpha'), { ...options, ...o })) as { runs: Array<{ automationDetails?: { id: string } }> }).runs[0]!;
    expect(run({}).automationDetails).toEqual({ id: 'mcpward/alpha/' });
    expect(run({ sarifCategory: 'x' }).automationDetails).toEqual({ id: 'x/' });
    expect((JSON.parse(renderReport('sarif', hostileReport, options)) as { runs: Array<{ automationDetails?: unknown }> }).runs[0]!.automationDetails).toBeUndefined();
  });

  it('markdown: a summary table, then each server with its headings one level down', () => {
    const out = renderReport('markdown', fleet, options);
    expect(out).toContain('| alpha | fails |');
    expect(out).toContain('| beta | incomplete |');
    expect(out).toMatch(/^### `alpha` · `/m);
    expect(out).toMatch(/^#### Failures/m);
    expect(out).not.toMatch(/^## mcpward run ·(?! fleet)/m);
  });

  it('markdown: a huge server shortens its own section, and every server keeps one, within the PR comment limit', () => {
    const big = named({ ...hostileReport, findings: Array.from({ length: 400 }, () => hostileReport.findings).flat() }, 'big');
    const out = renderReport('markdown', fleetReportOf('run', '0.0.0', [named(fatalReport, 'small'), big, named(fatalReport, 'last')]), options);
    expect(out.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    for (const name of ['small', 'big', 'last']) expect(out).toMatch(new RegExp(`^### \`${name}\``, 'm'));
    expect(out).toContain('**Shortened**');
    expect(out).not.toContain('left out to stay within');
  });

  it('markdown: past what shortened sections can fit, the last servers are left out and named', () => {
    const servers = Array.from({ length: 40 }, (_, i) => named({ ...hostileReport, findings: Array.from({ length: 400 }, () => hostileReport.findings).flat() }, `s${i}`));
    const out = renderReport('markdown', fleetReportOf('run', '0.0.0', servers), options);
    expect(out.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(out).toMatch(/^### `s0`/m);
    expect(out).toMatch(/\d+ server sections left out to stay within/);
    expect(out).toContain('`s39`');
  });

  it('annotations: every server, its name in the title, 50 in all', () => {
    const lines = renderAnnotationsFleet(fleet, { configPath: 'mcpward.yaml' });
    expect(lines.some((l) => l.includes('title=[alpha] mcpward'))).toBe(true);
    expect(lines.some((l) => l.includes('title=[gamma] mcpward%3A the run did not complete'))).toBe(true);
    const many = fleetReportOf('run', '0.0.0', ['a', 'b', 'c'].map((n) => named({ ...hostileReport, findings: Array.from({ length: 30 }, () => hostileReport.findings).flat() }, n)));
    const capped = renderAnnotationsFleet(many);
    expect(capped).toHaveLength(51);
    expect(capped.at(-1)).toMatch(/^::notice title=mcpward::\d+ more findings in the fleet's report/);
  });

  it('redactReport walks every server', () => {
    const secret = 'alpha-secret-value';
    const withSecret = fleetReportOf('run', '0.0.0', [named({ ...fatalReport, fatal: { code: 'x', message: `token ${secret}` } }, 'alpha')]);
    expect(JSON.stringify(redactReport(withSecret, [secret]))).not.toContain(secret);
  });
});

describe('hostile text in a fleet', () => {
  const options = { color: false, verbose: false };
  it.each<ReporterName>(['console', 'markdown', 'junit', 'sarif', 'json'])('%s leaves nothing hidden or raw', (reporter) => {
    const out = renderReport(reporter, hostileFleet, options);
    expect(out).not.toContain('\u001b');
    expect(out.split('\n').flatMap((line) => Array.from(line).filter(isHidden))).toEqual([]);
    // In Markdown the name may appear only inside code spans, where `<b>` is text.
    if (reporter === 'markdown') {
      expect(out.replace(/`[^`\n]*`/g, '')).not.toContain('<b>');
      // The summary row keeps its four cells: the name's `|` cannot split one.
      const row = out.split('\n').find((line) => line.endsWith('| fails | 3 | 1 |'))!;
      expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(6);
    }
    if (reporter === 'junit') expect(out).not.toContain(']]>');
    expect(out).not.toContain(EVERYTHING);
  });
});

describe('validation', () => {
  it('JSON: fleet and single reports against schemas/report.schema.json', () => {
    const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schemas/report.schema.json', import.meta.url)), 'utf8')) as object;
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    for (const report of [fleet, hostileFleet, named(hostileReport, 'alpha')]) {
      expect(validate(JSON.parse(renderReport('json', report, options))), JSON.stringify(validate.errors)).toBe(true);
    }
    // A fleet server without its fleetName is not a fleet's report.
    const broken = JSON.parse(renderReport('json', fleet, options)) as { servers: Array<Record<string, unknown>> };
    delete broken.servers[0]!.fleetName;
    expect(validate(broken)).toBe(false);
  });
  const options = { color: false, verbose: false };

  it('JUnit: a testsuite per server, totals on testsuites, valid against junit.xsd', () => {
    expect(spawnSync('xmllint', ['--version']).status, 'xmllint is needed').toBe(0);
    const file = join(dir, 'fleet.xml');
    writeFileSync(file, renderReport('junit', fleet, options));
    const check = spawnSync('xmllint', ['--noout', '--schema', fileURLToPath(new URL('./junit.xsd', import.meta.url)), file], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    const xpath = (e: string) => execFileSync('xmllint', ['--xpath', e, file], { encoding: 'utf8' }).trim();
    expect(xpath('count(/testsuites/testsuite)')).toBe('3');
    expect(xpath('string(/testsuites/testsuite[3]/@name)')).toBe('gamma');
    expect(xpath('string(/testsuites/@tests)')).toBe(xpath('sum(/testsuites/testsuite/@tests)'));
    expect(xpath('string(/testsuites/@errors)')).toBe('2');
  });

  it('SARIF: Microsoft’s validator with GitHub’s rules finds nothing', () => {
    const multitool = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;
    const file = join(dir, 'fleet.sarif');
    const out = join(dir, 'validation.sarif');
    writeFileSync(file, renderReport('sarif', fleet, { ...options, configPath: 'mcpward.yaml' }));
    const result = spawnSync(multitool, ['validate', '--rule-kind', 'Sarif;Ghas', '--config', fileURLToPath(new URL('./sarif-validator.xml', import.meta.url)), '--output', out, file], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: dir, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1', DOTNET_CLI_TELEMETRY_OPTOUT: '1' },
      timeout: 120_000,
    });
    expect(result.stdout, result.stderr).toContain('Analysis completed successfully');
    const log = JSON.parse(readFileSync(out, 'utf8')) as { runs: Array<{ results?: Array<{ level?: string; ruleId: string; message: { text?: string } }> }> };
    const problems = (log.runs[0]!.results ?? []).filter((r) => (r.level ?? 'warning') !== 'note').map((r) => `${r.ruleId}: ${r.message.text}`);
    expect(problems).toEqual([]);
  });
});

describe('fleet locations', () => {
  const lockfile = JSON.parse(lockfileText) as object;
  const text = serializeCanonical({ fleetLockfileVersion: 1, servers: { alpha: lockfile, 'be"ta': lockfile } });

  it('fleetLockfileLineIndex: each server its tools, at the lines the shared file holds them', () => {
    const index = fleetLockfileLineIndex(text);
    expect(Object.keys(index)).toEqual(['alpha', 'be"ta']);
    const lines = text.split('\n');
    const single = lockfileLineIndex(lockfileText);
    expect(Object.keys(single).length).toBeGreaterThan(0);
    for (const server of ['alpha', 'be"ta']) {
      expect(Object.keys(index[server]!)).toEqual(Object.keys(single));
      for (const [tool, line] of Object.entries(index[server]!)) expect(lines[line - 1]!.trim().replace(/,$/, '')).toBe(`"name": ${JSON.stringify(tool)}`);
    }
    expect(index.alpha!).not.toEqual(index['be"ta']!);
  });

  it('a server’s fleet locations replace the top-level lockfile for its findings', () => {
    const index = fleetLockfileLineIndex(text);
    const tool = Object.keys(index.alpha!)[0]!;
    const report = named({ ...fatalReport, fatal: undefined, completed: true, exitCode: 1, findings: [{ ...hostileReport.findings.find((f) => f.status === 'fail')!, subject: { kind: 'tool', name: tool } }] }, 'alpha');
    const sarif = JSON.parse(
      renderReport('sarif', fleetReportOf('run', '0.0.0', [report]), { color: false, verbose: false, lockfilePath: 'other.json', fleet: { alpha: { lockfilePath: 'mcpward.lock.json', lockfileLines: index.alpha! } } }),
    ) as { runs: Array<{ results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }> }> };
    expect(sarif.runs[0]!.results[0]!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'mcpward.lock.json' }, region: { startLine: index.alpha![tool] } });
  });
});
