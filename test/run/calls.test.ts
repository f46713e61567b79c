import { describe, expect, it } from 'vitest';
import { executeCalls, layerOf } from '../../src/run/calls.js';
import type { CallPlan, PlannedCall } from '../../src/snapshot/calls.js';
import type { Connection, RequestOptions } from '../../src/client/types.js';
import type { Exchange } from '../../src/snapshot/wire.js';

type Answer = (name: string, args: unknown) => Partial<Exchange> | Promise<Partial<Exchange>>;

/** A Connection whose tools/call answers come from `answer`; it records what was sent and how many were in flight. */
function fakeConnection(answer: Answer) {
  let alive = true;
  let seq = 0;
  let inFlight = 0;
  const sent: Array<{ name: string; options: RequestOptions | undefined }> = [];
  const stats = { maxInFlight: 0 };
  const conn = {
    alive: () => alive,
    async request(method: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<Exchange> {
      const name = params?.name as string;
      sent.push({ name, options });
      inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 2));
      const partial = await answer(name, params?.arguments);
      inFlight--;
      if (partial.outcome === 'transport-error') alive = false;
      return { seq: seq++, method, params, outcome: 'result', result: { content: [] }, durationMs: 3, framingIssues: [], ...partial };
    },
  } as unknown as Connection;
  return { conn, sent, stats };
}

function plan(calls: Array<Partial<PlannedCall> & { tool: string; group: string }>, extra: Partial<CallPlan> = {}): CallPlan {
  return {
    ...extra,
    calls: calls.map((c, index) => ({ index, purpose: 'suite-case', arguments: {}, basis: 'allowlisted', ...c })),
    refusals: [],
    unprobed: [],
    inputSchemas: { a: { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } } },
  };
}

describe('layerOf', () => {
  it.each([
    [{ outcome: 'result', result: { content: [] } }, 'ok'],
    [{ outcome: 'result', result: { content: [], isError: true } }, 'tool'],
    [{ outcome: 'result', result: { content: [], isError: 'yes' } }, 'ok'],
    [{ outcome: 'error' }, 'protocol'],
    [{ outcome: 'timeout' }, 'timeout'],
    [{ outcome: 'transport-error' }, 'transport'],
  ] as const)('%j is %s', (exchange, layer) => {
    expect(layerOf(exchange)).toBe(layer);
  });
});

describe('executeCalls', () => {
  it('returns records in plan order, runs a group in order, and bounds concurrency', async () => {
    const { conn, sent, stats } = fakeConnection(() => ({}));
    const p = plan(['a', 'b', 'c', 'd', 'e', 'f'].flatMap((t) => [0, 1, 2].map((i) => ({ tool: t, group: `output:${t}`, purpose: 'output-sample' as const, sample: i }))));
    const progress: number[] = [];
    const records = await executeCalls(conn, p, { callMs: 100, concurrency: 2, onProgress: (done) => progress.push(done) });
    expect(records.map((r) => r.call.index)).toEqual(p.calls.map((c) => c.index));
    expect(records.every((r) => r.layer === 'ok' && r.sent)).toBe(true);
    expect(stats.maxInFlight).toBe(2);
    for (const t of ['a', 'b', 'c']) {
      const order = sent.map((s, i) => (s.name === t ? i : -1)).filter((i) => i >= 0);
      expect(order).toEqual([...order].sort((x, y) => x - y));
    }
    expect(progress).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it('passes the call timeout and the tool’s input schema (for parameter headers)', async () => {
    const { conn, sent } = fakeConnection(() => ({}));
    await executeCalls(conn, plan([{ tool: 'a', group: 'g' }]), { callMs: 1234 });
    expect(sent[0]?.options).toEqual({ timeoutMs: 1234, inputSchema: { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } } });
  });

  it('records the error layer, the raw result and error, and the duration', async () => {
    const { conn } = fakeConnection((name) =>
      name === 'err' ? { outcome: 'error', error: { code: -32602, message: 'bad' } } : name === 'tool' ? { result: { content: [], isError: true } } : {},
    );
    const records = await executeCalls(conn, plan([{ tool: 'err', group: '1' }, { tool: 'tool', group: '2' }, { tool: 'ok', group: '3' }]), { callMs: 100 });
    expect(records.map((r) => [r.layer, r.durationMs])).toEqual([
      ['protocol', 3],
      ['tool', 3],
      ['ok', 3],
    ]);
    expect(records[0]?.error).toEqual({ code: -32602, message: 'bad' });
    expect(records[1]?.result).toEqual({ content: [], isError: true });
  });

  it('stops a group after a timeout and records the rest as not sent', async () => {
    const { conn, sent } = fakeConnection((name) => (name === 'hang' ? { outcome: 'timeout', reason: 'no response within 100 ms' } : {}));
    const records = await executeCalls(conn, plan([0, 1, 2].map((i) => ({ tool: 'hang', group: 'latency:hang', purpose: 'latency-sample' as const, sample: i }))), { callMs: 100 });
    expect(records.map((r) => [r.layer, r.sent])).toEqual([
      ['timeout', true],
      ['timeout', false],
      ['timeout', false],
    ]);
    expect(sent).toHaveLength(1);
  });

  it('records every call after the server died as an unsent transport failure', async () => {
    const { conn, sent } = fakeConnection((name) => (name === 'crash' ? { outcome: 'transport-error', reason: 'the server exited (code 3)' } : {}));
    const records = await executeCalls(conn, plan([{ tool: 'ok', group: '1' }, { tool: 'crash', group: '2' }, { tool: 'ok', group: '3' }, { tool: 'ok', group: '4' }]), { callMs: 100, concurrency: 1 });
    expect(records.map((r) => [r.layer, r.sent])).toEqual([
      ['ok', true],
      ['transport', true],
      ['transport', false],
      ['transport', false],
    ]);
    expect(records[3]?.reason).toContain('the server exited (code 3)');
    expect(sent).toHaveLength(2);
  });

  it('sends nothing more once aborted', async () => {
    const controller = new AbortController();
    const { conn, sent } = fakeConnection(() => {
      controller.abort();
      return {};
    });
    const records = await executeCalls(conn, plan([{ tool: 'a', group: 'g' }, { tool: 'b', group: 'g' }]), { callMs: 100, signal: controller.signal });
    expect(records.map((r) => [r.layer, r.sent])).toEqual([
      ['ok', true],
      ['transport', false],
    ]);
    expect(sent).toHaveLength(1);
  });

  it('runs latency samples one at a time with nothing else in flight, after the other calls', async () => {
    let inFlight = 0;
    const overlapped: string[] = [];
    const { conn, sent, stats } = fakeConnection(async (name) => {
      inFlight++;
      if (name.startsWith('timed') && inFlight > 1) overlapped.push(name);
      await new Promise((r) => setTimeout(r, 3));
      if (name.startsWith('timed') && inFlight > 1) overlapped.push(name);
      inFlight--;
      return {};
    });
    const latency = ['timed-a', 'timed-b'].flatMap((t) => [0, 1, 2].map((i) => ({ tool: t, group: `latency:${t}`, purpose: 'latency-sample' as const, sample: i })));
    const others = ['p', 'q', 'r', 's'].map((t) => ({ tool: t, group: `probe-invalid-args:${t}`, purpose: 'probe-invalid-args' as const }));
    await executeCalls(conn, plan([...others, ...latency], { latencyBudgetMs: 1000 }), { callMs: 100, concurrency: 4 });
    expect(stats.maxInFlight).toBe(4);
    expect(overlapped).toEqual([]);
    expect(sent.map((s) => s.name).slice(4)).toEqual(['timed-a', 'timed-a', 'timed-a', 'timed-b', 'timed-b', 'timed-b']);
  });

  it('stops sampling a tool once its verdict is settled, and marks the rest skipped, not failed', async () => {
    const { conn, sent } = fakeConnection((name) => ({ durationMs: name === 'slow' ? 10_000 : 5 }));
    const samples = (tool: string) => [0, 1, 2, 3, 4].map((i) => ({ tool, group: `latency:${tool}`, purpose: 'latency-sample' as const, sample: i }));
    const progress: number[] = [];
    const records = await executeCalls(conn, plan([...samples('slow'), ...samples('fast')], { latencyBudgetMs: 1000 }), { callMs: 30_000, onProgress: (done) => progress.push(done) });
    // Three samples of five settle the median either way.
    expect(sent.map((s) => s.name)).toEqual(['slow', 'slow', 'slow', 'fast', 'fast', 'fast']);
    expect(records.slice(0, 5).map((r) => [r.layer, r.sent])).toEqual([...Array(3).fill(['ok', true]), ...Array(2).fill(['skipped', false])]);
    expect(records[3]?.reason).toBe('not sent: the latency verdict was already settled');
    expect(records.slice(5).map((r) => r.sent)).toEqual([true, true, true, false, false]);
    expect(progress).toHaveLength(10);
  });

  it('calls a tool for latency no more after its first failure, the warm-up included; other groups are not affected', async () => {
    const failing = { result: { content: [{ type: 'text', text: 'Failed to list items: 503' }] } };
    const { conn, sent } = fakeConnection((name) => (name === 'down' ? { result: { content: [], isError: true } } : name === 'liar' ? failing : { durationMs: name === 'cold' && sent.filter((s) => s.name === 'cold').length === 1 ? 10_000 : 5 }));
    const latency = (tool: string) => [
      { tool, group: `latency:${tool}`, purpose: 'latency-warmup' as const },
      ...[0, 1, 2, 3, 4].map((i) => ({ tool, group: `latency:${tool}`, purpose: 'latency-sample' as const, sample: i })),
    ];
    const records = await executeCalls(conn, plan([{ tool: 'down', group: 'suite:0' }, { tool: 'down', group: 'suite:0' }, ...latency('down'), ...latency('liar'), ...latency('cold')], { latencyBudgetMs: 1000 }), { callMs: 30_000 });
    // Suite cases are not latency calls: both go out. Then one warm-up for the failing tools, and a
    // warm-up plus three samples for the cold one (its slow first call is the warm-up, not a sample).
    expect(sent.map((s) => s.name)).toEqual(['down', 'down', 'down', 'liar', 'cold', 'cold', 'cold', 'cold']);
    expect(records.filter((r) => r.call.tool === 'down' && r.call.group === 'latency:down').map((r) => r.layer)).toEqual(['tool', ...Array(5).fill('skipped')]);
    expect(records.find((r) => r.call.tool === 'liar' && r.call.purpose === 'latency-sample')?.reason).toBe('not sent: an earlier call of this tool failed');
  });

  it('samples every time without a budget in the plan (no early stop)', async () => {
    const { conn, sent } = fakeConnection(() => ({ durationMs: 10_000 }));
    await executeCalls(conn, plan([0, 1, 2].map((i) => ({ tool: 'slow', group: 'latency:slow', purpose: 'latency-sample' as const, sample: i }))), { callMs: 30_000 });
    expect(sent).toHaveLength(3);
  });

  it('makes no call for an empty plan', async () => {
    const { conn, sent } = fakeConnection(() => ({}));
    expect(await executeCalls(conn, plan([]), { callMs: 100 })).toEqual([]);
    expect(sent).toEqual([]);
  });
});
