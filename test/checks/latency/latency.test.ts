import { describe, expect, it } from 'vitest';
import type { CallLayer } from '../../../src/snapshot/calls.js';
import { latencySettled, latencyStatus } from '../../../src/snapshot/calls.js';
import { checkCap, checkLatency, checkTimeouts, latencyStats, percentile } from '../../../src/checks/latency/index.js';
import { emptyPlan, record } from '../../support/calls.js';

const sample = (tool: string, durationMs: number, layer: CallLayer = 'ok', sent = true) => record({ tool, purpose: 'latency-sample', group: `latency:${tool}` }, layer, { durationMs, sent });

describe('percentile (nearest rank)', () => {
  it.each([
    [[15, 20, 35, 40, 50], 5, 15],
    [[15, 20, 35, 40, 50], 30, 20],
    [[15, 20, 35, 40, 50], 40, 20],
    [[15, 20, 35, 40, 50], 50, 35],
    [[15, 20, 35, 40, 50], 100, 50],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 25, 7],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 50, 8],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 75, 15],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 95, 20],
    [[7], 99, 7],
  ])('%j p%d = %d', (sorted, p, expected) => {
    expect(percentile(sorted, p)).toBe(expected);
  });

  it('is the max for p95 of fewer than 20 samples and below it for 20', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(twenty, 95)).toBe(19);
    expect(latencyStats([5, 1, 4, 2, 3])).toEqual({ p50: 3, p95: 5, p99: 5, max: 5 });
  });
});

describe('checkLatency', () => {
  const mine = { ms: 500, userSet: true };
  const byDefault = { ms: 500, userSet: false };
  const warmup = (tool: string, durationMs = 5, layer: CallLayer = 'ok') => record({ tool, purpose: 'latency-warmup', group: `latency:${tool}` }, layer, { durationMs });

  it('judges the median: one slow sample among fast ones does not fail, a slow median does, once', () => {
    const records = [warmup('spiky'), ...[100, 120, 900, 110, 130].map((d) => sample('spiky', d)), warmup('slow'), ...[600, 700, 800].map((d) => sample('slow', d)), ...[1, 2, 3].map((d) => sample('fast', d))];
    const findings = checkLatency(records, mine);
    expect(findings.map((f) => [f.subject?.name, f.status])).toEqual([
      ['fast', 'pass'],
      ['slow', 'fail'],
      ['spiky', 'pass'],
      ['all sampled tools', 'pass'],
    ]);
    expect(findings[1]).toMatchObject({ severity: 'medium', args: { samples: 3, failures: 0, median: 700, p95: 800, max: 800, budget: 500, overBudget: true } });
    expect(findings[2]?.args).toMatchObject({ samples: 5, median: 120, p95: 900 });
    expect(findings[3]?.args).toMatchObject({ samples: 8, excluded: 1 });
  });

  it('never times the warm-up call: a tool slow only on its first call passes', () => {
    const [f] = checkLatency([warmup('cold', 5000), ...[10, 12, 11].map((d) => sample('cold', d))], mine);
    expect(f).toMatchObject({ status: 'pass', args: { samples: 3, median: 11, max: 12 } });
  });

  it('a warm-up and one sample both far over the budget are a verdict: over, and says why', () => {
    const [f] = checkLatency([warmup('sleepy', 10_000), sample('sleepy', 10_050)], mine);
    expect(f).toMatchObject({ status: 'fail', args: { samples: 1, median: 10_050, overBudget: true, farOver: 5 } });
    // A cold warm-up with a fast first sample is no verdict until three samples.
    expect(checkLatency([warmup('cold', 10_000), sample('cold', 10)], mine)[0]).toMatchObject({ status: 'skip' });
  });

  it('over the default budget warns at low severity and names the key to set', () => {
    const [f] = checkLatency([900, 950, 1000].map((d) => sample('slow', d)), byDefault);
    expect(f).toMatchObject({ status: 'warn', severity: 'low', args: { defaultBudget: true, median: 950 } });
    expect(checkLatency([900, 950, 1000].map((d) => sample('slow', d)), mine)[0]).toMatchObject({ status: 'fail', severity: 'medium' });
  });

  it('gives no verdict on fewer than three successful samples, and says why', () => {
    expect(checkLatency([sample('t', 10), sample('t', 5000)], mine)[0]).toMatchObject({ status: 'skip', args: { median: null, needed: 3, reason: 'only 2 sample(s) were taken (checks.latency.samples)' } });
    const [down] = checkLatency([warmup('down', 1, 'tool')], mine);
    expect(down).toMatchObject({ status: 'skip', args: { samples: 0, reason: 'the warm-up call failed (a result with isError: true), so the tool was not called again' } });
    const [late] = checkLatency([warmup('late'), sample('late', 10), sample('late', 1, 'protocol')], mine);
    expect(late).toMatchObject({ status: 'skip', args: { samples: 2, failures: 1, reason: 'a sample failed (JSON-RPC error -32602), so the tool was not called again' } });
  });

  it('a result that reads as a failure is no sample', () => {
    const failing = { content: [{ type: 'text', text: 'Failed to list items: 503' }] };
    const records = [warmup('list'), ...[1, 2, 3].map(() => record({ tool: 'list', purpose: 'latency-sample', group: 'latency:list' }, 'ok', { durationMs: 5000, result: failing }))];
    const [f] = checkLatency(records, mine);
    expect(f).toMatchObject({ status: 'skip', args: { samples: 3, failures: 3, reason: 'a sample failed (a result whose text reads as a failure), so the tool was not called again' } });
  });

  it('judges the successful samples taken before a later failure, when there are enough', () => {
    const [f] = checkLatency([sample('t', 10), sample('t', 20), sample('t', 30), sample('t', 99_999, 'timeout')], mine);
    expect(f).toMatchObject({ status: 'pass', args: { samples: 4, failures: 1, median: 20, max: 30 } });
  });

  it('does not count samples that were not sent', () => {
    const records = [...[700, 800, 900].map((d) => sample('slow', d)), ...[0, 0].map(() => sample('slow', 0, 'skipped', false))];
    expect(checkLatency(records, mine)[0]).toMatchObject({ status: 'fail', args: { samples: 3 } });
  });

  it('has no all-tools row when no tool is within budget', () => {
    const findings = checkLatency([...[900, 900, 900].map((d) => sample('a', d)), warmup('b', 1, 'tool')], mine);
    expect(findings.map((f) => [f.subject?.name, f.status])).toEqual([
      ['a', 'fail'],
      ['b', 'skip'],
    ]);
  });

  it('reports nothing when nothing was sampled', () => {
    expect(checkLatency([], mine)).toEqual([]);
  });
});

describe('checkTimeouts', () => {
  it('reports each group that timed out once, with what was not sent after it', () => {
    const records = [
      record({ tool: 'hang', purpose: 'latency-sample', group: 'latency:hang' }, 'timeout'),
      record({ tool: 'hang', purpose: 'latency-sample', group: 'latency:hang' }, 'timeout', { sent: false }),
      record({ tool: 'hang', purpose: 'latency-sample', group: 'latency:hang' }, 'timeout', { sent: false }),
      record({ tool: 'ok', group: 'suite:0' }, 'ok'),
    ];
    expect(checkTimeouts(records, 250)).toEqual([
      expect.objectContaining({ rule: 'call_timeout', status: 'fail', args: { tool: 'hang', purpose: 'latency-sample', timedOut: 1, notSent: 2, timeoutMs: 250 } }),
    ]);
  });
});

describe('latencyStatus and latencySettled (the early stop)', () => {
  const answered = (...ms: Array<number | 'failed'>) =>
    ms.map((m) => (m === 'failed' ? { sent: true, layer: 'tool' as const, durationMs: 1 } : { sent: true, layer: 'ok' as const, durationMs: m, result: { content: [] } }));

  it('agrees with checkLatency on every mix of fast and slow samples', () => {
    const verdict = { none: 'skip', within: 'pass', over: 'fail' } as const;
    for (let fast = 0; fast <= 6; fast++) {
      for (let slow = 0; fast + slow <= 6; slow++) {
        const records = [...Array.from({ length: fast }, () => sample('t', 10)), ...Array.from({ length: slow }, () => sample('t', 900))];
        expect(checkLatency(records, 500)[0]?.status ?? 'skip').toBe(verdict[latencyStatus(fast, slow)]);
      }
    }
  });

  it('settles five samples on three fast ones or three slow ones, and not before', () => {
    expect(latencySettled(answered(10, 20), 5, 1000)).toBe(false);
    expect(latencySettled(answered(10, 20, 30), 5, 1000)).toBe(true);
    expect(latencySettled(answered(5000, 5000), 5, 1000)).toBe(false);
    expect(latencySettled(answered(5000, 5000, 5000), 5, 1000)).toBe(true);
    // One slow of three: two more slow ones would move the median over.
    expect(latencySettled(answered(10, 5000, 20), 5, 1000)).toBe(false);
    expect(latencySettled(answered(10, 5000, 20, 30), 5, 1000)).toBe(true);
    // Rounded as reported: 1000.04 ms is 1000.0, within a 1000 ms budget.
    expect(latencySettled(answered(1000.04, 1000.04, 1000.04), 5, 1000)).toBe(true);
    expect(latencyStatus(0, 3)).toBe('over');
  });

  it('a warm-up and a first sample both more than five times over the budget settle it; one of them alone does not', () => {
    const [warm] = answered(6000);
    expect(latencySettled(answered(6000), 5, 1000, warm)).toBe(true);
    // A cold start far over the budget, then a fast sample: noise, keep sampling.
    expect(latencySettled(answered(10), 5, 1000, warm)).toBe(false);
    // Both over, but not five times over: the median decides.
    const [mild] = answered(3000);
    expect(latencySettled(answered(3000), 5, 1000, mild)).toBe(false);
    // A failed warm-up is no evidence of speed either way.
    const [failed] = answered('failed');
    expect(latencySettled(answered(6000), 5, 1000, failed)).toBe(false);
  });

  it('a failure settles it: the tool is not called again', () => {
    expect(latencySettled(answered('failed'), 5, 1000)).toBe(true);
    expect(latencySettled(answered(10, 'failed'), 5, 1000)).toBe(true);
  });
});

describe('checkCap', () => {
  it('says once how many tools the cap left out, the cap and the first of them', () => {
    expect(checkCap(emptyPlan())).toEqual([]);
    const [f] = checkCap(emptyPlan({ capped: { cap: 200, tools: ['t0041', 't0042', 't0043'] } }));
    expect(f).toMatchObject({ rule: 'auto_calls_capped', status: 'skip', args: { cap: 200, capped: 3, first: 't0041' } });
  });
});
