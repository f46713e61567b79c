import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

// An incomplete capture — a list the server advertises that fails after its first page, times out,
// loops or runs past mcpward's page limit, or the run deadline — is exit 2 with every finding judged so far, marked
// partial in every reporter. baseline and accept refuse it; diff reports nothing removed from it.

const broken = (...args: string[]) => stdioServerConfig('broken', args);

async function runJson(server: object, extra: Record<string, unknown> = {}, command = 'run') {
  const p = project({ server, ...extra });
  const r = await runCli([command, '--reporter', 'json'], { cwd: p.dir });
  return { ...r, report: JSON.parse(r.stdout) as Report, dir: p.dir };
}

const statusOf = (report: Report, rule: string) => report.findings.filter((f) => f.rule === rule).map((f) => f.status);

describe('run: an incomplete capture is exit 2 with the findings kept', () => {
  it('tools advertised, tools/list answers an error on its first page: the server answered, so the run is complete and fails on the finding', async () => {
    const r = await runJson(broken('--tools-list=error'));
    // Not exit 2: the error is the server's answer. Another code than -32601 hides the tools: high, exit 1.
    expect(r.code).toBe(1);
    expect(r.report).toMatchObject({ completed: true, exitCode: 1 });
    expect(r.report.incomplete).toBeUndefined();
    expect(r.report.findings.filter((f) => f.rule === 'capabilities_consistent').map((f) => [f.status, f.severity, f.args.code])).toEqual([['fail', 'high', -32603]]);
    expect(statusOf(r.report, 'handshake')).toEqual(['pass']);
  });

  it('tools advertised, tools/list never answered: a list-timeout', async () => {
    const r = await runJson(broken('--tools-list=hang'), { timeouts: { call_ms: 400 } });
    expect(r.code).toBe(2);
    expect(r.report.fatal).toBeUndefined();
    expect(r.report.incomplete?.reasons.map((x) => [x.code, x.list])).toEqual([['list-timeout', 'tools']]);
    expect(r.report.incomplete?.reasons[0]?.message).toContain('timeouts.call_ms');
    expect(statusOf(r.report, 'capabilities_consistent')).toEqual(['fail']);
  });

  it('a cursor loop: the loop fails and the run is incomplete', async () => {
    const r = await runJson(stdioServerConfig('paginated', ['--transport', 'stdio', '--cursor-loop']));
    expect(r.code).toBe(2);
    expect(r.report.incomplete?.reasons.map((x) => [x.code, x.list])).toEqual([['cursor-loop', 'tools']]);
    expect(statusOf(r.report, 'pagination_terminates')).toEqual(['fail']);
  });

  it("a list still going at mcpward's page limit: a skip, not the server's failure, and the run is incomplete", async () => {
    const r = await runJson(broken('--tools-list=endless'));
    expect(r.code).toBe(2);
    expect(r.report.incomplete?.reasons.map((x) => [x.code, x.list])).toEqual([['page-cap', 'tools']]);
    expect(statusOf(r.report, 'pagination_terminates')).toEqual(['skip']);
    // The tools on the pages read were judged.
    expect(r.report.findings.some((f) => f.subject?.kind === 'tool' && f.subject.name === 'valid_tool')).toBe(true);
  });

  it('timeouts.run_ms passing after the capture keeps every finding judged before it', async () => {
    // Every tools/call is answered after a minute, so the deadline passes while calling tools.
    const r = await runJson(broken('--slow-calls=60000'), { timeouts: { call_ms: 60000, run_ms: 5000 } });
    expect(r.code).toBe(2);
    expect(r.report.fatal).toBeUndefined();
    expect(r.report.incomplete?.reasons).toEqual([{ code: 'deadline', message: expect.stringContaining('timeouts.run_ms (5000 ms)') }]);
    expect(r.report.findings.length).toBeGreaterThan(10);
    expect(statusOf(r.report, 'handshake')).toEqual(['pass']);
    expect(statusOf(r.report, 'capabilities_consistent')).toEqual(['pass']);
    // No call answered: nothing judged a call that the deadline cut off.
    expect(r.report.findings.some((f) => f.rule === 'calls_completed')).toBe(false);
  });

  it('timeouts.run_ms passing while listing tools keeps the handshake and says the deadline cut the list', async () => {
    const r = await runJson(broken('--tools-list=hang'), { timeouts: { call_ms: 60000, run_ms: 2500 } });
    expect(r.code).toBe(2);
    expect(r.report.fatal).toBeUndefined();
    // One reason: the deadline names what it stopped; the list it cut is not reported as failing.
    expect(r.report.incomplete?.reasons).toEqual([{ code: 'deadline', message: expect.stringContaining('while listing tools') }]);
    expect(statusOf(r.report, 'handshake')).toEqual(['pass']);
    expect(statusOf(r.report, 'capabilities_consistent')).toEqual([]);
  });
});

describe('every reporter marks the report partial', () => {
  const server = broken('--tools-list=error-page-2');
  const render = async (reporter: string) => {
    const p = project({ server });
    const r = await runCli(['run', '--reporter', reporter, '--no-color'], { cwd: p.dir });
    expect(r.code).toBe(2);
    return r.stdout;
  };

  it('console', async () => {
    const text = await render('console');
    expect(text).toContain('Run incomplete (exit 2)');
    expect(text).toContain('tools: tools/list failed on page 2: error -32603 Internal error: page 2 is unavailable');
    expect(text).toContain('Summary:');
  });

  it('Markdown', async () => {
    const md = await render('markdown');
    expect(md).toContain('**✗ Incomplete** (exit 2)');
    expect(md).toContain('> - `tools`: tools/list failed on page 2');
  });

  it('JUnit', async () => {
    const xml = await render('junit');
    expect(xml).toContain('<error type="incomplete"');
    expect(xml).toContain('list-error (tools): tools/list failed on page 2');
    expect(xml).toMatch(/<testsuite name="compliance"/);
  });

  it('SARIF', async () => {
    const sarif = JSON.parse(await render('sarif')) as {
      runs: Array<{ results: unknown[]; invocations: Array<{ executionSuccessful: boolean; exitCode: number; toolExecutionNotifications?: Array<{ level: string; descriptor?: { id: string } }> }> }>;
    };
    const [run] = sarif.runs;
    expect(run!.invocations[0]).toMatchObject({ executionSuccessful: false, exitCode: 2 });
    expect(run!.invocations[0]!.toolExecutionNotifications?.filter((n) => n.descriptor?.id === 'incomplete/list-error').map((n) => n.level)).toEqual(['error']);
    expect(run!.results.length).toBeGreaterThan(0);
  });
});

describe('baseline, diff and accept with an incomplete capture', () => {
  it('baseline refuses to write or replace; diff reports no tool removed; accept writes nothing', async () => {
    const p = project({ server: broken() });
    const lock = join(p.dir, 'mcpward.lock.json');
    const pinned = await runCli(['baseline'], { cwd: p.dir });
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(pinned.stdout).toContain('Captured 2 tool(s)');
    const good = readFileSync(lock);

    // The same server, now failing on page 2 of tools/list (valid_tool on page 1 only).
    p.write({ server: broken('--tools-list=error-page-2') });
    for (const args of [['baseline'], ['baseline', '--force']]) {
      const refused = await runCli(args, { cwd: p.dir });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('The capture is incomplete, so no baseline was written and mcpward.lock.json is unchanged');
      expect(refused.stderr).toContain('tools: tools/list failed on page 2: error -32603');
      expect(readFileSync(lock).equals(good)).toBe(true);
    }

    const diff = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir });
    expect(diff.code).toBe(2);
    const report = JSON.parse(diff.stdout) as Report;
    expect(report.incomplete?.reasons.map((x) => [x.code, x.list])).toEqual([['list-error', 'tools']]);
    // another_valid_tool was on the page that failed: not removed, and the list says it was not compared.
    expect(report.findings.filter((f) => f.rule === 'tool_removed' || f.rule === 'tool_renamed')).toEqual([]);
    expect(report.findings.filter((f) => f.rule === 'list_not_compared').map((f) => [f.status, f.args.list])).toEqual([['skip', 'tools']]);

    const accept = await runCli(['accept', '--reason', 'known'], { cwd: p.dir });
    expect(accept.code).toBe(2);
    expect(accept.stderr).toContain('The capture is incomplete, so nothing was accepted and mcpward.accepted.yaml is unchanged');
    expect(existsSync(join(p.dir, 'mcpward.accepted.yaml'))).toBe(false);
  });

  it('a baseline from a server whose list never answers is refused; nothing is written', async () => {
    const p = project({ server: broken('--tools-list=hang'), timeouts: { call_ms: 400 } });
    const r = await runCli(['baseline'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tools: tools/list got no answer');
    expect(existsSync(join(p.dir, 'mcpward.lock.json'))).toBe(false);
  });
});
