import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeGoldens } from '../../src/edge/goldens.js';
import { startHttpFixture } from '../helpers/servers.js';
import { callsFixture, failing, nodeEnv, runCalls, stdio, verdicts } from './harness.js';

const work = mkdtempSync(join(tmpdir(), 'mcpward-calls-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const suites = (golden: string) => [
  {
    tool: 'divide',
    cases: [
      { name: 'divides', args: { a: 6, b: 3 }, expect: { tool_is_error: false, jsonpath: { '$.content[0].text': '2' } } },
      { name: 'refuses zero', args: { a: 1, b: 0 }, expect: { tool_is_error: true } },
    ],
  },
  {
    tool: 'get_order',
    cases: [
      {
        name: 'finds demo-1',
        args: { id: 'demo-1' },
        expect: { output_matches_schema: true, golden, jsonpath: { '$.structuredContent.status': 'shipped', '$.structuredContent.total': { gt: 40 } } },
      },
    ],
  },
];

describe('calls fixture, well-behaved', () => {
  it('passes every call rule over stdio, writes the missing golden, and then matches it', async () => {
    const trace = join(work, 'good-trace.txt');
    const golden = join(work, 'goldens', 'order.json');
    const first = await runCalls(stdio(callsFixture, [], { ...nodeEnv(), FIXTURE_TRACE_FILE: trace }), { suites: suites(golden), checks: { drift: { output: { enabled: true } } } });

    expect(verdicts(first.findings, 'get_order › finds demo-1')).toEqual(['suite_case:warn']);
    expect(await writeGoldens(first.records, first.config.suites, { update: false, goldens: {}, redact: (value) => value })).toEqual([golden]);
    expect(JSON.parse(readFileSync(golden, 'utf8'))).toEqual({ content: [{ type: 'text', text: '{"id":"demo-1","status":"shipped","total":42.5}' }], isError: false, structuredContent: { id: 'demo-1', status: 'shipped', total: 42.5 } });

    const run = await runCalls(stdio(callsFixture, [], { ...nodeEnv(), FIXTURE_TRACE_FILE: trace }), { suites: suites(golden), checks: { drift: { output: { enabled: true } } } });
    expect(failing(run.findings)).toEqual([]);
    expect(verdicts(run.findings, 'tools/call')).toEqual(['unknown_tool_error:pass']);
    expect(verdicts(run.findings, 'divide › refuses zero')).toEqual(['suite_case:pass', 'tool_error_layer:pass']);
    expect(verdicts(run.findings, 'get_media')).toEqual([
      'content_block_type_known:pass',
      'content_blocks_valid:pass',
      'invalid_arguments_error:pass',
      'latency_budget:pass',
      'poisoned_output:pass',
      'result_reads_as_failure:pass',
      'result_size_limit:pass',
    ]);
    expect(verdicts(run.findings, 'get_order')).toContain('structured_content_matches_schema:pass');
    expect(verdicts(run.findings, 'get_order')).toContain('structured_content_text_fallback:pass');
    expect(run.findings.filter((f) => f.rule === 'tool_call_refused').map((f) => [f.args.tool, f.args.reason])).toEqual([
      ['divide', 'needs-arguments'],
      ['get_order', 'needs-arguments'],
      ['purge_cache', 'not-read-only'],
      ['write_note', 'not-read-only'],
    ]);

    // The one rule: neither mutating tool was ever called, by any purpose, in either run.
    const called = new Set(readFileSync(trace, 'utf8').trim().split('\n'));
    expect(called.has('call write_note') || called.has('call purge_cache')).toBe(false);
    expect(called).toEqual(new Set(['call mcpward-probe-no-such-tool', 'call divide', 'call get_order', 'call get_media', 'call get_status', 'call hang', 'call slow']));
  });

  it('gives the same verdicts over Streamable HTTP', async () => {
    const server = await startHttpFixture('calls');
    const overHttp = await runCalls({ transport: 'http', url: server.url, headers: {} }, { suites: suites(join(work, 'http.json')) }, { updateGolden: true });
    const overStdio = await runCalls(stdio(callsFixture), { suites: suites(join(work, 'http.json')) }, { updateGolden: true });
    const strip = (run: typeof overHttp) => run.findings.filter((f) => f.rule !== 'latency_budget').map((f) => ({ rule: f.rule, status: f.status, subject: f.subject }));
    expect(strip(overHttp)).toEqual(strip(overStdio));
    expect(failing(overHttp.findings)).toEqual([]);
  });
});

describe('calls fixture, misbehaving', () => {
  const cfg = { suites: suites(join(work, 'unused.json')).map((s) => ({ ...s, cases: s.cases.map((c) => ({ ...c, expect: { ...c.expect, golden: undefined } })) })), checks: { latency: { samples: 3, p95_budget_ms: 100 } } };

  it('fails each call rule it breaks, saying which layer came back', async () => {
    const run = await runCalls(stdio(callsFixture, ['--misbehave']), cfg, { callMs: 1000 });
    const one = (rule: string, subject: string) => run.findings.find((f) => f.rule === rule && f.subject?.name === subject);

    expect(one('unknown_tool_error', 'tools/call')).toMatchObject({ status: 'fail', args: { expected: 'protocol', actual: 'tool' } });
    expect(one('invalid_arguments_error', 'get_status')).toMatchObject({ status: 'fail', args: { expected: 'tool', actual: 'protocol', code: -32602, protocolVersion: '2025-11-25' } });
    expect(one('tool_error_layer', 'divide › refuses zero')).toMatchObject({ status: 'fail', args: { expected: 'tool', actual: 'protocol', code: -32603 } });
    expect(one('suite_case', 'divide › refuses zero')).toMatchObject({ status: 'fail', args: { expectation: 'tool_is_error' } });
    expect(one('suite_case', 'get_order › finds demo-1')).toMatchObject({ status: 'fail', args: { expectation: 'output_matches_schema', failed: 3 } });
    expect(one('structured_content_matches_schema', 'get_order')).toMatchObject({ status: 'fail' });
    expect(one('structured_content_text_fallback', 'get_order')).toMatchObject({ status: 'warn' });
    expect(one('content_blocks_valid', 'get_media')).toMatchObject({ status: 'fail', args: { at: 'content[0].mimeType' } });
    expect(one('content_block_type_known', 'get_media')).toMatchObject({ status: 'fail', args: { type: 'video' } });
    expect(one('latency_budget', 'slow')).toMatchObject({ status: 'fail', args: { overBudget: true } });
    // The warm-up call hangs: the three samples after it are not sent.
    expect(one('call_timeout', 'hang')).toMatchObject({ status: 'fail', args: { purpose: 'latency-warmup', timedOut: 1, notSent: 3 } });
    expect(one('calls_completed', 'hang')).toBeUndefined();
  });

  it('accepts -32602 for invalid arguments when the session negotiated 2025-06-18', async () => {
    const run = await runCalls(stdio(callsFixture, ['--misbehave']), { checks: { latency: { tools: [], samples: 1 }, drift: { output: { call_readonly: false } } } }, { protocol: '2025-06-18' });
    expect(run.snapshot.protocolVersion).toBe('2025-06-18');
    // Nothing may be called with invalid arguments: no allowlist, no auto-calls.
    expect(run.findings.filter((f) => f.rule === 'invalid_arguments_error').map((f) => f.status)).toEqual(['skip']);
    const allowlisted = await runCalls(stdio(callsFixture, ['--misbehave']), { checks: { latency: { tools: [{ name: 'divide', args: { a: 1, b: 2 } }], samples: 1 }, drift: { output: { call_readonly: false } } } }, { protocol: '2025-06-18' });
    expect(allowlisted.findings.find((f) => f.rule === 'invalid_arguments_error')).toMatchObject({ status: 'pass', args: { actual: 'protocol', code: -32602, expected: 'tool or protocol' } });
  });

  it('records the calls after a server crash as unanswered instead of crashing itself', async () => {
    const run = await runCalls(stdio(callsFixture, ['--crash']), { checks: { latency: { samples: 2 } } }, { concurrency: 1 });
    const crash = run.records.findIndex((r) => r.call.tool === 'self_destruct' && r.call.purpose === 'latency-warmup');
    expect(run.records[crash]).toMatchObject({ layer: 'transport', sent: true });
    expect(run.records.slice(crash + 1).every((r) => r.layer === 'transport' && !r.sent)).toBe(true);
    expect(run.records.slice(crash + 1).length).toBeGreaterThan(0);
    expect(run.findings.find((f) => f.rule === 'calls_completed')).toMatchObject({ status: 'fail', args: { tool: 'self_destruct', unanswered: run.records.length - crash } });
  });
});

describe('legacy fixture', () => {
  it('never calls write_note, whatever is enabled, unless it is allowlisted', async () => {
    const trace = join(work, 'legacy-trace.txt');
    const legacy = join(callsFixture, '..', 'legacy.mjs');
    const run = await runCalls(stdio(legacy, [], { ...nodeEnv(), FIXTURE_TRACE_FILE: trace }), { checks: { drift: { output: { enabled: true } } } });
    expect(run.records.length).toBeGreaterThan(0);
    expect(existsSync(trace)).toBe(false);
    expect(run.findings.find((f) => f.rule === 'tool_call_refused' && f.args.tool === 'write_note')).toMatchObject({ status: 'skip' });

    await runCalls(stdio(legacy, [], { ...nodeEnv(), FIXTURE_TRACE_FILE: trace }), { suites: [{ tool: 'write_note', cases: [{ name: 'stores', args: { text: 'hi' }, expect: { tool_is_error: false } }] }] });
    expect(readFileSync(trace, 'utf8')).toBe('write_note "hi"\n');
  });
});
