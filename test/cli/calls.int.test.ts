import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { RULES } from '../../src/rules/index.js';
import { stdioServerConfig } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

const suites = [
  {
    tool: 'divide',
    cases: [
      { name: 'divides', args: { a: 6, b: 3 }, expect: { tool_is_error: false, jsonpath: { '$.content[0].type': 'text' }, golden: 'golden/divide.json' } },
      { name: 'division by zero is a tool error', args: { a: 1, b: 0 }, expect: { tool_is_error: true } },
      { name: 'a wrong expectation fails', args: { a: 1, b: 1 }, expect: { tool_is_error: true } },
    ],
  },
];

describe('run makes only allowlisted or read-only no-argument calls, and checks them', () => {
  it('suites, output samples and latency run; write_note is never called; goldens are written on request', async () => {
    const server = stdioServerConfig('legacy', [], { FIXTURE_TRACE_FILE: 'trace.txt' });
    const checks = { drift: { output: { enabled: true, tools: [{ name: 'get_order', args: { id: 'demo-1' } }] } } };
    const p = project({ server, checks, suites });
    const r = await runCli(['run', '--reporter', 'json', '--update-golden'], { cwd: p.dir });
    const report = JSON.parse(r.stdout) as Report;
    expect(report.completed).toBe(true);
    expect(existsSync(join(p.dir, 'trace.txt'))).toBe(false);

    const cases = report.findings.filter((f) => f.rule === 'suite_case');
    expect(cases.map((f) => [f.subject?.name, f.status]).sort()).toEqual([
      ['divide › a wrong expectation fails', 'fail'],
      ['divide › divides', 'pass'],
      ['divide › division by zero is a tool error', 'pass'],
    ]);
    expect(r.code).toBe(1);
    expect(JSON.parse(readFileSync(join(p.dir, 'golden', 'divide.json'), 'utf8'))).toMatchObject({ isError: false });

    const refused = report.findings.filter((f) => f.rule === 'tool_call_refused').map((f) => f.subject?.name);
    expect(refused).toContain('write_note');
    expect(report.findings.some((f) => f.rule === 'latency_budget' && f.subject?.name === 'get_status')).toBe(true);
    expect(report.findings.find((f) => f.rule === 'inferred_output_matches_schema' && f.subject?.name === 'get_order')?.status).toBe('pass');
  });

  it('baseline pins inferred output shapes; an unchanged server shows no output drift', async () => {
    const checks = { drift: { fail_on: 'low', output: { enabled: true, tools: [{ name: 'get_order', args: { id: 'demo-1' } }] } } };
    const p = project({ server: stdioServerConfig('legacy'), checks });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    const lock = JSON.parse(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')) as { outputShapes: Record<string, unknown> };
    expect(Object.keys(lock.outputShapes).sort()).toEqual(['get_order', 'get_status']);
    const r = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir });
    const report = JSON.parse(r.stdout) as Report;
    expect(report.findings.filter((f) => f.status === 'fail')).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe('run says what it called on its own, and --no-calls calls nothing', () => {
  const traceOf = (dir: string) => (existsSync(join(dir, 'trace.txt')) ? readFileSync(join(dir, 'trace.txt'), 'utf8').trim().split('\n') : []);

  it('a default run counts its automatic calls in the report and the console summary', async () => {
    const p = project({ server: stdioServerConfig('calls', [], { FIXTURE_TRACE_FILE: 'trace.txt' }) });
    const json = await runCli(['run', '--reporter', 'json'], { cwd: p.dir });
    const report = JSON.parse(json.stdout) as Report;
    // Per tool: an invalid-arguments probe, a latency warm-up and the three samples that settle its verdict.
    expect(report.calls).toEqual({ enabled: true, automatic: 20, tools: 4, capped: 0, cap: 200 });
    // The 20 automatic calls and the probe of a tool that does not exist.
    expect(traceOf(p.dir)).toHaveLength(21);
    const console = await runCli(['run', '--no-color'], { cwd: p.dir });
    expect(console.stdout).toContain('Calls: mcpward made 20 calls on its own, to 4 read-only tools without arguments. --no-calls (or calls.enabled: false) turns calls off.');
  });

  it('--no-calls sends no tools/call at all, even for suites, and says so', async () => {
    const suites = [{ tool: 'divide', cases: [{ name: 'divides', args: { a: 6, b: 3 }, expect: { tool_is_error: false } }] }];
    const p = project({ server: stdioServerConfig('calls', [], { FIXTURE_TRACE_FILE: 'trace.txt' }), suites });
    const r = await runCli(['run', '--no-calls', '--reporter', 'json'], { cwd: p.dir });
    const report = JSON.parse(r.stdout) as Report;
    expect(traceOf(p.dir)).toEqual([]);
    expect(report.calls).toEqual({ enabled: false, automatic: 0, tools: 0, capped: 0, cap: 200 });
    expect(report.findings.find((f) => f.rule === 'suite_case')).toMatchObject({ status: 'skip', args: { reason: 'calls-off' }, message: 'Case "divides" was not run: "calls are off (--no-calls or calls.enabled: false)"' });
    // The static families still ran.
    expect(report.findings.some((f) => ['compliance', 'schema', 'security'].includes(RULES[f.rule].family))).toBe(true);
    const console = await runCli(['run', '--no-calls', '--no-color'], { cwd: p.dir });
    expect(console.stdout).toContain('Calls: none (--no-calls or calls.enabled: false); only the static checks ran.');
    expect(traceOf(p.dir)).toEqual([]);
  });

  it('calls.enabled: false in the config does the same', async () => {
    const p = project({ server: stdioServerConfig('calls', [], { FIXTURE_TRACE_FILE: 'trace.txt' }), calls: { enabled: false } });
    const r = await runCli(['run', '--reporter', 'json'], { cwd: p.dir });
    expect((JSON.parse(r.stdout) as Report).calls?.enabled).toBe(false);
    expect(traceOf(p.dir)).toEqual([]);
  });

  it('names the cap and the key to raise it when calls.max_auto leaves tools out', async () => {
    const p = project({ server: stdioServerConfig('calls', ['--bulk', '5'], { FIXTURE_TRACE_FILE: 'trace.txt' }), calls: { max_auto: 12 } });
    const json = JSON.parse((await runCli(['run', '--reporter', 'json'], { cwd: p.dir })).stdout) as Report;
    // Each tool may cost a warm-up and five samples (two fit in 12); three samples settle each verdict.
    expect(json.calls).toEqual({ enabled: true, automatic: 8, tools: 2, capped: 7, cap: 12 });
    expect(traceOf(p.dir).filter((line) => line !== 'call mcpward-probe-no-such-tool')).toHaveLength(8);
    expect(json.findings.filter((f) => f.rule === 'auto_calls_capped')).toEqual([expect.objectContaining({ status: 'skip', args: { cap: 12, capped: 7, first: 'bulk_00002' } })]);
    const out = (await runCli(['run', '--no-color'], { cwd: p.dir })).stdout;
    expect(out).toContain('Calls: mcpward made 8 calls on its own, to 2 read-only tools without arguments; 7 more tools not called, over calls.max_auto (12): raise it to call them.');
    const verbose = (await runCli(['run', '--no-color', '--verbose'], { cwd: p.dir })).stdout;
    expect(verbose).toContain('7 read-only tool(s) not called automatically, first "bulk_00002": the run reached calls.max_auto (12 calls); raise calls.max_auto to call them');
  });
});

describe('run tells failure from success (calls fixture --flaky)', () => {
  const countOf = (dir: string, tool: string) => readFileSync(join(dir, 'trace.txt'), 'utf8').split('\n').filter((line) => line === `call ${tool}`).length;

  it('a cold start is a warm-up, a failure in text is a finding and no sample, a failing tool is not called again', async () => {
    // A budget the user set, far above a warm call even on a busy machine and below the cold start: timing the cold start would fail it.
    const server = stdioServerConfig('calls', ['--flaky', '--cold-ms', '4000'], { FIXTURE_TRACE_FILE: 'trace.txt' });
    const p = project({ server, checks: { latency: { p95_budget_ms: 3000 } } });
    const r = await runCli(['run', '--reporter', 'json'], { cwd: p.dir });
    const report = JSON.parse(r.stdout) as Report;
    const of = (rule: string, tool: string) => report.findings.find((f) => f.rule === rule && f.subject?.name === tool);

    // cold_start: slow only on its first call, the warm-up; three fast samples settle a pass.
    const cold = of('latency_budget', 'cold_start');
    expect(cold).toMatchObject({ status: 'pass', args: { samples: 3, failures: 0 } });
    // The 4 s first call is not among the samples.
    expect((cold?.args as { max: number }).max).toBeLessThan(4000);
    expect(countOf(p.dir, 'cold_start')).toBe(1 + 3);

    // list_items: "Failed to list …" without isError is a finding with the text, never a latency sample.
    expect(of('result_reads_as_failure', 'list_items')).toMatchObject({
      status: 'fail',
      severity: 'medium',
      confidence: 'medium',
      args: { tool: 'list_items', count: 1, text: 'Failed to list items: upstream API returned 503 Service Unavailable' },
    });
    expect(of('latency_budget', 'list_items')).toMatchObject({ status: 'skip', args: { samples: 0, median: null } });
    expect(countOf(p.dir, 'list_items')).toBe(1);

    // api_down: its warm-up failed, so it is not called again for latency (at most warm-up + 1).
    expect(countOf(p.dir, 'api_down')).toBeLessThanOrEqual(2);
    expect(of('latency_budget', 'api_down')).toMatchObject({ status: 'skip', args: { reason: 'the warm-up call failed (a result with isError: true), so the tool was not called again' } });

    // The only failing finding is the failure the server hid; latency fails nothing.
    expect(report.findings.filter((f) => f.status === 'fail').map((f) => `${f.rule}:${f.subject?.name}`)).toEqual(['result_reads_as_failure:list_items']);
    expect(r.code).toBe(1);
  });
});

describe('golden files are written redacted', () => {
  it('a result echoing a ${VAR} value is written as ***, and the next run still matches it', async () => {
    const secret = 'ord-Zx81-canary-value';
    const golden = [{ tool: 'get_order', cases: [{ name: 'echoes the id', args: { id: '${ORDER_TOKEN}' }, expect: { golden: 'golden/order.json' } }] }];
    const p = project({ server: stdioServerConfig('legacy'), suites: golden, checks: { latency: { enabled: false } } });
    const env = { ORDER_TOKEN: secret };
    const first = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, env });
    const firstCase = (JSON.parse(first.stdout) as Report).findings.find((f) => f.rule === 'suite_case');
    expect(firstCase?.status).toBe('warn'); // golden missing, written now
    const written = readFileSync(join(p.dir, 'golden', 'order.json'), 'utf8');
    expect(written).not.toContain(secret);
    expect(JSON.parse(written)).toMatchObject({ structuredContent: { id: '***', status: 'unknown' } });

    const second = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, env });
    expect((JSON.parse(second.stdout) as Report).findings.find((f) => f.rule === 'suite_case')?.status).toBe('pass');
    // The golden pins what surrounds the secret, never the secret: another value of the variable matches too.
    const third = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, env: { ORDER_TOKEN: 'another-order-value' } });
    expect((JSON.parse(third.stdout) as Report).findings.find((f) => f.rule === 'suite_case')?.status).toBe('pass');
  });
});
