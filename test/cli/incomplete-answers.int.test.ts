import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

// A server that answers is not an incomplete capture. The fixture reproduces the documented
// defaults of the Python `mcp` SDK 1.x low-level `Server`: `resources` advertised and
// `resources/templates/list` answered -32601 (a definitive "none"), an unknown method answered
// -32602 (still an error), an unknown tool answered with an isError result. mcpward judges what it
// got: the run is complete, the exit code follows the policy (never 2), `baseline` pins the answer
// as `listErrors`, each finding is graded by what a client suffers and names the SDK default.

const pythonLike = () => stdioServerConfig('python-sdk1-lowlevel-like');
const SUITES = [
  {
    tool: 'get_weather',
    cases: [
      { name: 'known city', args: { city: 'Paris' }, expect: { tool_is_error: false } },
      { name: 'unknown city', args: { city: 'Atlantis' }, expect: { tool_is_error: true } },
    ],
  },
];

async function json(command: string, config: Record<string, unknown> = {}) {
  const p = project({ server: pythonLike(), ...config });
  const r = await runCli([command, '--reporter', 'json'], { cwd: p.dir, timeoutMs: 90_000 });
  return { ...r, report: JSON.parse(r.stdout) as Report };
}

const firing = (report: Report, rule: string) =>
  report.findings.filter((f) => f.rule === rule && (f.status === 'fail' || f.status === 'warn')).map((f) => ({ ...f, args: f.args as Record<string, unknown> }));

describe('a list the server refuses is its answer, not a failed capture', () => {
  it('run: complete, exit 0 under the default policy; the refusal and the unknown-method code are low, each naming the SDK default', async () => {
    const r = await json('run');
    expect(r.code, r.stderr).toBe(0);
    expect(r.report).toMatchObject({ completed: true, exitCode: 0 });
    expect(r.report.incomplete).toBeUndefined();
    expect(firing(r.report, 'capabilities_consistent').map((f) => [f.status, f.severity, f.args])).toEqual([
      ['warn', 'low', { capability: 'resources', method: 'resources/templates/list', code: -32601, reason: 'Method not found', sdk: 'sdk-lowlevel' }],
    ]);
    expect(firing(r.report, 'unknown_method').map((f) => [f.status, f.severity, f.args.sdk])).toEqual([['warn', 'low', 'python-mcp-1']]);
    // The unknown tool as an isError result: the client still reads an error.
    expect(firing(r.report, 'unknown_tool_error').map((f) => f.severity)).toEqual(['low']);
    expect(r.report.findings.filter((f) => f.status === 'fail')).toEqual([]);
  });

  it('run under policy.fail_on: low fails (exit 1), and is still complete, not exit 2', async () => {
    const r = await json('run', { policy: { fail_on: 'low' } });
    expect(r.code, r.stderr).toBe(1);
    expect(r.report).toMatchObject({ completed: true, exitCode: 1 });
    expect(r.report.incomplete).toBeUndefined();
  });

  it('the console names the SDK defaults and prints no "run incomplete" and no advice to raise timeouts', async () => {
    const p = project({ server: pythonLike() });
    const r = await runCli(['run', '--no-color'], { cwd: p.dir, timeoutMs: 90_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('the low-level `Server` of the official TypeScript and Python SDKs (`@modelcontextprotocol/sdk` 1.x, `mcp` 1.x and 2.x) does by default when no templates handler is registered');
    expect(r.stdout).toContain('the Python `mcp` SDK 1.x (low-level `Server` and `FastMCP`) does by default');
    expect(r.stdout).not.toContain('Run incomplete');
    expect(`${r.stdout}${r.stderr}`).not.toContain('timeouts.');
  });

  it('baseline writes, recording the refusal as listErrors; diff against it is clean', async () => {
    const p = project({ server: pythonLike() });
    const pinned = await runCli(['baseline'], { cwd: p.dir, timeoutMs: 90_000 });
    expect(pinned.code, pinned.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')) as Record<string, unknown>;
    expect(lock.listErrors).toEqual({ resourceTemplates: { code: -32601, message: 'Method not found' } });
    expect(lock.resourceTemplates).toEqual([]);
    // diff reads the file through the published schema, so listErrors is part of the format.
    const diff = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir, timeoutMs: 90_000 });
    expect(diff.code, diff.stderr).toBe(0);
    const report = JSON.parse(diff.stdout) as Report;
    expect(report.completed).toBe(true);
    expect(report.findings.filter((f) => f.rule === 'list_not_compared')).toEqual([]);
  });

  it('review with passing suites approves: the error-layering row restates the low grade run gives it', async () => {
    const r = await json('review', { suites: SUITES, review: { tools: ['get_weather'] } });
    expect(r.report.review?.verdict.value, JSON.stringify(r.report.review?.verdict)).toBe('approve');
    expect(r.code, r.stderr).toBe(0);
    const layering = r.report.review?.matrix.find((row) => row.check === 'Error layering');
    expect(layering).toMatchObject({ status: 'fail', severity: 'low' });
    expect(firing(r.report, 'review_matrix').map((f) => [f.status, f.severity, f.args.check])).toEqual([['warn', 'low', 'Error layering']]);
  });
});

describe('what mcpward could not read stays exit 2', () => {
  it('a list that never answers is a list-timeout, with the advice to raise timeouts', async () => {
    const p = project({ server: stdioServerConfig('broken', ['--tools-list=hang']), timeouts: { call_ms: 400 } });
    const r = await runCli(['baseline'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tools: tools/list got no answer');
    expect(r.stderr).toContain('raise timeouts.call_ms');
  });

  it('an error on a later page leaves items unread: incomplete, and no advice about timeouts', async () => {
    const p = project({ server: stdioServerConfig('broken', ['--tools-list=error-page-2']) });
    const r = await runCli(['baseline'], { cwd: p.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tools: tools/list failed on page 2');
    expect(r.stderr).not.toContain('timeouts.');
  });
});
