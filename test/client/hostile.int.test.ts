import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../../src/client/jsonrpc.js';
import { repoRoot } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

// The built CLI against fixtures/servers/hostile.mjs, a real stdio server that attacks the wire
// and the schema walkers: every anomaly is a finding with a count and the first offender, never
// the answer to something else, and no pathological tool ends the run or hides the others.

const hostile = join(repoRoot, 'fixtures', 'servers', 'hostile.mjs');

interface JsonFinding {
  rule: string;
  status: string;
  severity: string;
  subject?: { kind: string; name: string };
  args: Record<string, unknown>;
}

interface JsonReport {
  exitCode: number;
  server: { name: string };
  findings: JsonFinding[];
}

function serverProject(flags: string[]) {
  return project({ server: { transport: 'stdio', command: process.execPath, args: [hostile, ...flags] } });
}

async function run(flags: string[], extra: string[] = []) {
  const p = serverProject(flags);
  const r = await runCli(['run', '--reporter', 'json', ...extra], { cwd: p.dir, timeoutMs: 120_000 });
  return { ...r, report: JSON.parse(r.stdout) as JsonReport, dir: p.dir };
}

const streamFindings = (report: JsonReport) => report.findings.filter((f) => f.rule === 'jsonrpc_stream' && f.status !== 'pass');

describe('a hostile wire: each anomaly is one finding with its count and first offender', () => {
  it.each<[string, string[], string, string, number]>([
    ['stray answers to ids never sent (1e400, 30 digits, a megabyte string, a rounded number)', ['--stray'], 'unknown-id', 'fail', 1],
    ['every answer written twice', ['--duplicate'], 'duplicate', 'fail', 1],
    ['a line whose bytes are not UTF-8', ['--invalid-utf8'], 'invalid-utf8', 'fail', 1],
  ])('%s', async (_, flags, kind, status, exit) => {
    const { code, report } = await run(flags);
    expect(code).toBe(exit);
    // The handshake took its own answer: the server's name is the real one, never the impostor's empty one.
    expect(report.server.name).toBe('hostile-fixture');
    expect(report.findings.find((f) => f.rule === 'handshake')?.status).toBe('pass');
    const stream = streamFindings(report);
    expect(stream.map((f) => [f.args.kind, f.status])).toEqual([[kind, status]]);
    expect(stream[0]!.args.count).toBeGreaterThanOrEqual(1);
    expect(String(stream[0]!.args.first).length).toBeLessThanOrEqual(240);
  }, 120_000);

  it('a line longer than the wire limit (16 MiB) is dropped as it streams and reported once', async () => {
    const { code, report } = await run(['--long-line', String(MAX_MESSAGE_BYTES + 1)]);
    expect(code).toBe(1);
    expect(streamFindings(report).map((f) => [f.args.kind, f.args.count])).toEqual([['over-long', 1]]);
    expect(report.findings.find((f) => f.rule === 'stdout_noise')?.status).toBe('pass');
  }, 120_000);
});

describe('pathological schemas stay on their tool', () => {
  it('a 5,000-deep and a cyclic input schema: the run completes in every format, only `deep` is judged for it, and the baseline pins all', async () => {
    const flags = ['--deep', '5000', '--cyclic'];
    const { code, report, stderr, dir } = await run(flags, ['--debug']);
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/internal error|Maximum call stack/);
    const failing = report.findings.filter((f) => f.status === 'fail' && f.subject?.kind === 'tool');
    expect(new Set(failing.map((f) => f.subject!.name))).toEqual(new Set(['deep']));
    expect(failing.map((f) => f.rule)).toContain('sdk_schema_rejected');
    for (const reporter of ['console', 'markdown', 'junit', 'sarif']) {
      const r = await runCli(['run', '--reporter', reporter], { cwd: dir, timeoutMs: 120_000 });
      expect(r.code, reporter).toBe(1);
      expect(r.stdout.length, reporter).toBeGreaterThan(0);
    }
    const b = await runCli(['baseline'], { cwd: dir, timeoutMs: 120_000 });
    expect(b.code, b.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(dir, 'mcpward.lock.json'), 'utf8')) as { tools: Array<{ name: string }> };
    expect(lock.tools.map((t) => t.name).sort()).toEqual(['cyclic', 'deep', 'echo']);
    const d = await runCli(['diff', '--reporter', 'json'], { cwd: dir, timeoutMs: 120_000 });
    expect(d.code, d.stderr).toBe(0);
  }, 300_000);

  it('one page of 30,000 tools is read, checked and pinned', async () => {
    const p = serverProject(['--tools', '30000']);
    const b = await runCli(['baseline'], { cwd: p.dir, timeoutMs: 240_000 });
    expect(b.code, b.stderr).toBe(0);
    expect(b.stdout).toContain('Captured 30001 tool(s)');
    expect(existsSync(join(p.dir, 'mcpward.lock.json'))).toBe(true);
    const r = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, timeoutMs: 240_000 });
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as JsonReport;
    const judged = new Set(report.findings.filter((f) => f.subject?.kind === 'tool').map((f) => f.subject!.name));
    expect(judged.size).toBe(30_001);
    expect(judged.has('tool_30000')).toBe(true);
    expect(report.findings.filter((f) => f.status === 'fail')).toEqual([]);
  }, 480_000);
});

describe('library output is ours', () => {
  it('Ajv warnings about a `format: "json"` schema never reach stderr; under --debug they are debug lines', async () => {
    const quiet = await run(['--format-json']);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe('');
    const loud = await run(['--format-json'], ['--debug']);
    expect(loud.stderr).toContain('[debug] warning: AjvWarning: unknown format "json" ignored');
    expect(loud.stderr.split('\n').filter((line) => line.includes('unknown format') && !line.startsWith('[debug]'))).toEqual([]);
  }, 120_000);
});
