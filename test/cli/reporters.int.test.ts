import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReporters } from '../../src/cli/output.js';
import { REPORTERS, type ReporterName } from '../../src/report/index.js';
import { sanitizeTerminal } from '../../src/report/escape.js';
import { fixturePath } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';
import { surfaceAsSent } from './surface-fixture.js';

const names = Object.keys(REPORTERS) as ReporterName[];
const parse = (values: string[], out?: string) => parseReporters(values, out, { cwd: '/w', names });

describe('parseReporters (--reporter and --out)', () => {
  it('takes repeated flags, comma lists and NAME:PATH, console by default', () => {
    expect(parse([])).toEqual([{ name: 'console' }]);
    expect(parse(['json'], 'r.json')).toEqual([{ name: 'json', path: '/w/r.json', given: 'r.json', flag: '--out' }]);
    expect(parse(['sarif:results.sarif', 'junit:out/results.xml,markdown'])).toEqual([
      { name: 'sarif', path: '/w/results.sarif', given: 'results.sarif', flag: '--reporter' },
      { name: 'junit', path: '/w/out/results.xml', given: 'out/results.xml', flag: '--reporter' },
      { name: 'markdown' },
    ]);
  });

  it('keeps a comma or a colon that belongs to the path, and reads NAME:- as stdout', () => {
    expect(parse(['sarif:a,b.sarif']).map((t) => t.given)).toEqual(['a,b.sarif']);
    expect(parse(['sarif:a,json']).map((t) => [t.name, t.given])).toEqual([
      ['sarif', 'a'],
      ['json', undefined],
    ]);
    expect(parse(['sarif:C:\\ci\\r.sarif,json:-']).map((t) => [t.name, t.given])).toEqual([
      ['sarif', 'C:\\ci\\r.sarif'],
      ['json', undefined],
    ]);
  });

  it.each<[string, string[], string | undefined, RegExp]>([
    ['an unknown name', ['yaml'], undefined, /Unknown reporter "yaml" \(--reporter\)/],
    ['an unknown name in a list', ['json:r.json,yaml'], undefined, /Unknown reporter "yaml"/],
    ['an empty path', ['sarif:'], undefined, /--reporter sarif: names no file/],
    ['two reporters on stdout', ['json,sarif'], undefined, /json and sarif would both write to stdout/],
    ['the same reporter twice on stdout', ['json', 'json'], undefined, /both write to stdout/],
    ['two reporters on one file', ['json:r.out', 'sarif:./r.out'], undefined, /json and sarif would both write \.\/r\.out/],
    ['--out with several reporters', ['json', 'sarif'], 'b.json', /--out names one file, but 2 reporters/],
    ['--out with a reporter that names its file', ['json:a.json'], 'b.json', /--out and --reporter json:a.json both name/],
    ['an empty --out', ['json'], '', /--out has an empty path/],
  ])('rejects %s, naming the flag', (_name, values, out, message) => {
    expect(() => parse(values, out)).toThrow(message);
  });
});

/** The surface fixture over stdio; every start appends a line to `starts`. */
function surfaceProject(args: string[] = []) {
  const p = project({});
  const starts = join(p.dir, 'starts');
  p.write({ server: { transport: 'stdio', command: process.execPath, args: [fixturePath('surface'), ...args], env: { FIXTURE_START_FILE: starts } } });
  const startCount = () => (existsSync(starts) ? readFileSync(starts, 'utf8').trim().split('\n').length : 0);
  return { ...p, startCount };
}

describe('several reporters from one run', () => {
  it('writes SARIF, JUnit and Markdown from one server start, with the console summary on stdout', async () => {
    const p = surfaceProject();
    const one = await runCli(['run', '--reporter', 'json', '--out', 'only.json'], { cwd: p.dir });
    expect(one.code, one.stderr).toBe(1);
    const startsForOne = p.startCount();
    expect(startsForOne).toBeGreaterThan(0);

    const r = await runCli(['run', '--reporter', 'sarif:results.sarif', '-r', 'junit:results.xml,markdown:summary.md'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(1);
    expect(p.startCount() - startsForOne).toBe(startsForOne);
    const sarif = JSON.parse(readFileSync(join(p.dir, 'results.sarif'), 'utf8')) as { runs: Array<{ results: Array<{ ruleId: string }> }> };
    const junit = readFileSync(join(p.dir, 'results.xml'), 'utf8');
    const markdown = readFileSync(join(p.dir, 'summary.md'), 'utf8');
    // The same failing finding in every report of the run.
    expect(sarif.runs[0]!.results.map((x) => x.ruleId)).toContain('hidden_unicode');
    expect(junit).toMatch(/<testsuites[\s\S]*hidden_unicode/);
    expect(markdown).toContain('hidden_unicode');
    expect(r.stdout).toContain('Summary:');
    expect(r.stderr).toContain('Report written to results.sarif');
    expect(r.stderr).toContain('Report written to results.xml');
    expect(r.stderr).toContain('Report written to summary.md');
  });

  it('puts the one stdout reporter on stdout and the others in their files', async () => {
    const p = surfaceProject();
    const r = await runCli(['run', '--reporter=json,junit:results.xml'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(1);
    expect((JSON.parse(r.stdout) as { command: string }).command).toBe('run');
    expect(readFileSync(join(p.dir, 'results.xml'), 'utf8')).toContain('<testsuites');
  });

  it.each<[string, string[], RegExp]>([
    ['an unknown reporter', ['-r', 'json:pre.json', '-r', 'yaml:new.yaml'], /Unknown reporter "yaml" \(--reporter\)/],
    ['an empty path', ['-r', 'json:pre.json,sarif:'], /--reporter sarif: names no file/],
    ['two reporters on one file', ['-r', 'json:pre.json', '-r', 'sarif:pre.json'], /json and sarif would both write pre.json/],
    ['two reporters on stdout', ['-r', 'json,sarif', '-r', 'junit:new.xml'], /would both write to stdout/],
    ['--out with several reporters', ['-r', 'json,sarif', '--out', 'pre.json'], /--out names one file/],
    ['a report over the config file', ['-r', 'json:pre.json', '-r', 'markdown:mcpward.yaml'], /The markdown report would overwrite the config file mcpward.yaml \(--reporter\)/],
  ])('%s: exit 2 before connecting, and no file is created or changed', async (_name, args, message) => {
    const p = surfaceProject();
    writeFileSync(join(p.dir, 'pre.json'), 'before\n');
    const before = readdirSync(p.dir).sort();
    const r = await runCli(['run', ...args], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
    expect(readFileSync(join(p.dir, 'pre.json'), 'utf8')).toBe('before\n');
    expect(readdirSync(p.dir).sort()).toEqual(before);
    expect(p.startCount()).toBe(0);
    expect(r.stderr).not.toContain('Report written');
  });

  it('a report file in a folder that does not exist: the folder is created and every report written', async () => {
    const p = surfaceProject();
    const r = await runCli(['run', '-r', 'json:missing-dir/r.json', '-r', 'sarif:r.sarif'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(1);
    expect(JSON.parse(readFileSync(join(p.dir, 'missing-dir', 'r.json'), 'utf8'))).toMatchObject({ exitCode: 1 });
    expect(JSON.parse(readFileSync(join(p.dir, 'r.sarif'), 'utf8'))).toHaveProperty('runs');
  });
});

describe('the JSON report', () => {
  it('carries each finding’s message, the same sentence the console shows', async () => {
    const p = surfaceProject();
    const r = await runCli(['run', '--verbose', '-r', 'json:r.json'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(1);
    const json = JSON.parse(readFileSync(join(p.dir, 'r.json'), 'utf8')) as { findings: Array<{ rule: string; status: string; message: string }> };
    const symbol = { pass: '✓', fail: '✗', warn: '⚠', skip: '-' } as Record<string, string>;
    const consoleLines = r.stdout.split('\n');
    expect(json.findings.length).toBeGreaterThan(10);
    for (const f of json.findings) {
      const line = `  ${symbol[f.status]} ${sanitizeTerminal(f.message)}`;
      expect(consoleLines.some((l) => l === line || l.startsWith(`${line} [`)), `${f.rule}: ${line}`).toBe(true);
    }
    // A message quoting server text keeps it raw in the data (U+202E), where the console shows a marker.
    const hidden = json.findings.find((f) => f.rule === 'hidden_unicode')!;
    expect(hidden.message).toContain('"description"');
  });

  it('--include-surface adds the surface exactly as the fixture sent it', async () => {
    const p = surfaceProject();
    const r = await runCli(['run', '--include-surface', '-r', 'json:r.json'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(1);
    const text = readFileSync(join(p.dir, 'r.json'), 'utf8');
    const report = JSON.parse(text) as { surface: unknown };
    const sent = await surfaceAsSent();
    // Key order included: the same bytes once both are serialised alike.
    expect(JSON.stringify(report.surface)).toBe(JSON.stringify(sent));
    expect(text).toContain('report\\u202egnp.exe');
    expect(text).not.toContain('\u202E');
  });

  it('--include-surface redacts a config secret the server echoes back', async () => {
    const p = project({});
    const secret = 'canary-surface-Lk27-secret';
    p.write({ server: { transport: 'stdio', command: process.execPath, args: [fixturePath('surface')], env: { FIXTURE_ECHO: '${SURFACE_TOKEN}' } } });
    const r = await runCli(['run', '--include-surface', '-r', 'json'], { cwd: p.dir, env: { SURFACE_TOKEN: secret } });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout + r.stderr).not.toContain(secret);
    const report = JSON.parse(r.stdout) as { surface: { tools: Array<{ name: string; description: string }> } };
    expect(report.surface.tools.find((t) => t.name === 'whoami')!.description).toBe('Says who is calling: ***.');
  });

  it('--include-surface without a JSON reporter is a usage error before connecting', async () => {
    const p = surfaceProject();
    const r = await runCli(['run', '--include-surface', '-r', 'sarif:r.sarif'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--include-surface .* no --reporter json/);
    expect(existsSync(join(p.dir, 'r.sarif'))).toBe(false);
    expect(p.startCount()).toBe(0);
  });
});

describe('--debug', () => {
  it('prints a wire line longer than 4,000 characters whole', async () => {
    const p = surfaceProject(['--long', '6000']);
    const r = await runCli(['run', '--debug', '-r', 'json:r.json'], { cwd: p.dir });
    expect(r.code, r.stderr).toBe(1);
    const line = r.stderr.split('\n').find((l) => l.includes('"long_text"') && l.includes('"tools"'));
    expect(line).toBeDefined();
    expect(line!.length).toBeGreaterThan(6000);
    expect(line).toMatch(/Begins here\. x{5900,} Ends here\./);
    expect(line).not.toMatch(/… \(\d+ chars\)/);
  });
});
