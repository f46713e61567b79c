import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { autoCallSummary } from '../../src/run/calls.js';
import { callsFixture, failing, nodeEnv, runCalls, stdio } from './harness.js';

const work = mkdtempSync(join(tmpdir(), 'mcpward-budget-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let traces = 0;
/** The calls fixture with a trace file: every tools/call the server received, by tool name. */
function traced(args: string[] = []) {
  const file = join(work, `trace-${traces++}.txt`);
  const received = (): string[] => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').map((line) => line.replace(/^call /, '')) : []);
  const count = (tool: string) => received().filter((name) => name === tool).length;
  return { target: stdio(callsFixture, args, { ...nodeEnv(), FIXTURE_TRACE_FILE: file }), received, count };
}

describe('the call plan, counted on the server', () => {
  it('calls a slow read-only tool for a warm-up and three samples, and only warns under the default budget', async () => {
    const server = traced(['--slow-ms', '1100']);
    const run = await runCalls(server.target, {}, { callMs: 5000 });
    // One invalid-arguments probe, answered before the sleep, a warm-up and three slow samples that settle the median.
    expect(server.count('slow')).toBe(5);
    expect(run.records.filter((r) => r.call.tool === 'slow' && r.call.purpose === 'latency-sample').map((r) => r.layer)).toEqual(['ok', 'ok', 'ok', 'skipped', 'skipped']);
    const latency = run.findings.filter((f) => f.rule === 'latency_budget');
    expect(latency.filter((f) => f.status !== 'pass').map((f) => [f.subject?.name, f.status, f.severity])).toEqual([['slow', 'warn', 'low']]);
    expect(latency.find((f) => f.subject?.name === 'all sampled tools')).toMatchObject({ status: 'pass', args: { excluded: 1 } });
    // Skipped samples are not lost calls.
    expect(run.findings.find((f) => f.rule === 'calls_completed')).toMatchObject({ status: 'pass' });
    // Nobody chose the default budget for this server: exceeding it warns and fails nothing.
    expect(failing(run.findings).map((f) => `${f.rule}:${f.subject?.name}:${f.status}`)).toEqual(['latency_budget:slow:warn']);
  });

  it('sends exactly the calls the plan records as sent: one probe, a warm-up and three samples per fast tool', async () => {
    const server = traced();
    const run = await runCalls(server.target);
    expect(server.received()).toHaveLength(run.records.filter((r) => r.sent).length);
    for (const tool of ['get_status', 'get_media', 'slow', 'hang']) expect(server.count(tool)).toBe(5);
    expect(autoCallSummary(run.plan, run.records, run.config.calls)).toEqual({ enabled: true, automatic: 20, tools: 4, capped: 0, cap: 200 });
  });

  it('stops at calls.max_auto, says so once, and never caps the calls the config names', async () => {
    const server = traced(['--bulk', '300']);
    const suites = [{ tool: 'divide', cases: [{ name: 'divides', args: { a: 6, b: 3 }, expect: { tool_is_error: false } }] }];
    const run = await runCalls(server.target, { suites, checks: { latency: { tools: [{ name: 'divide', args: { a: 1, b: 2 } }] } } });
    const auto = server.received().filter((name) => name.startsWith('bulk_') || ['get_status', 'get_media', 'slow', 'hang'].includes(name));
    // The cap counts every call a tool may need (a warm-up and five samples: 33 tools fit in 200);
    // three fast samples settle each verdict, so 4 of the 6 go out.
    expect(auto).toHaveLength(33 * 4);
    expect(new Set(auto).size).toBe(33);
    // The suite case, the latency warm-up and samples and the invalid-arguments probe of divide all went out.
    expect(server.count('divide')).toBe(1 + 4 + 1);
    const capped = run.findings.filter((f) => f.rule === 'auto_calls_capped');
    expect(capped).toEqual([expect.objectContaining({ status: 'skip', args: { cap: 200, capped: 271, first: 'bulk_00033' } })]);
    expect(autoCallSummary(run.plan, run.records, run.config.calls)).toEqual({ enabled: true, automatic: 132, tools: 33, capped: 271, cap: 200 });
  });

  it('calls nothing with calls.enabled off, and says which configured calls were not made', async () => {
    const server = traced();
    const suites = [{ tool: 'divide', cases: [{ name: 'divides', args: { a: 6, b: 3 }, expect: { tool_is_error: false } }] }];
    const run = await runCalls(server.target, { calls: { enabled: false }, suites });
    expect(server.received()).toEqual([]);
    expect(run.records).toEqual([]);
    expect(run.findings.find((f) => f.rule === 'suite_case')).toMatchObject({ status: 'skip', args: { reason: 'calls-off' } });
    expect(run.findings.some((f) => f.rule === 'latency_budget' || f.rule === 'calls_completed')).toBe(false);
  });
});
