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
  it('fails a slow tool once: the all-tools row leaves it out and passes over the rest', () => {
    const records = [...[100, 120, 900, 110, 130].map((d) => sample('slow', d)), ...[1, 2, 3].map((d) => sample('fast', d))];
    const findings = checkLatency(records, 500);
    expect(findings.map((f) => [f.subject?.name, f.status])).toEqual([
      ['fast', 'pass'],
      ['slow', 'fail'],
      ['all sampled tools', 'pass'],
    ]);
    expect(findings[1]?.args).toMatchObject({ samples: 5, failures: 0, p50: 120, p95: 900, max: 900, budget: 500 });
    expect(findings[2]?.args).toMatchObject({ samples: 3, p95: 3, excluded: 1 });
    expect(findings.filter((f) => f.status === 'fail')).toHaveLength(1);
  });

  it('has no all-tools row when every sampled tool failed on its own', () => {
    const findings = checkLatency([sample('a', 5000), sample('b', 7000)], 500);
    expect(findings.map((f) => [f.subject?.name, f.status])).toEqual([
      ['a', 'fail'],
      ['b', 'fail'],
    ]);
  });

  it('does not count samples skipped once the verdict was settled', () => {
    const records = [sample('slow', 5000), ...[0, 0, 0, 0].map(() => sample('slow', 0, 'skipped', false))];
    const [f] = checkLatency(records, 500);
    expect(f).toMatchObject({ status: 'fail', args: { samples: 1, failures: 0, p95: 5000 } });
  });

  it('the all-tools row does not warn again for a tool whose calls failed', () => {
    const findings = checkLatency([sample('flaky', 10), sample('flaky', 1, 'tool'), sample('fast', 5)], 500);
    expect(findings.map((f) => [f.subject?.name, f.status])).toEqual([
      ['fast', 'pass'],
      ['flaky', 'warn'],
      ['all sampled tools', 'pass'],
    ]);
  });

  it('counts failures apart from timings, and warns about them', () => {
    const records = [sample('t', 10), sample('t', 20), sample('t', 99_999, 'timeout'), sample('t', 1, 'protocol'), sample('t', 2, 'tool')];
    const [f] = checkLatency(records, 500);
    expect(f).toMatchObject({ status: 'warn', args: { samples: 5, failures: 3, p95: 20, max: 20 } });
  });

  it('warns when no sample succeeded', () => {
    const [f] = checkLatency([sample('t', 10, 'protocol')], 500);
    expect(f).toMatchObject({ status: 'warn', args: { p95: null, failures: 1 } });
  });

  it('reports nothing when nothing was sampled', () => {
    expect(checkLatency([], 500)).toEqual([]);
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
  const answered = (...ms: Array<number | 'failed'>) => ms.map((m) => (m === 'failed' ? { layer: 'tool' as const, durationMs: 1 } : { layer: 'ok' as const, durationMs: m }));

  it('agrees with checkLatency on every mix of fast, slow and failed samples of five', () => {
    for (let fast = 0; fast <= 5; fast++) {
      for (let slow = 0; fast + slow <= 5; slow++) {
        const failed = 5 - fast - slow;
        const records = [...Array.from({ length: fast }, () => sample('t', 10)), ...Array.from({ length: slow }, () => sample('t', 900)), ...Array.from({ length: failed }, () => sample('t', 1, 'tool'))];
        expect(checkLatency(records, 500)[0]?.status).toBe(latencyStatus(fast, slow, failed));
      }
    }
  });

  it('settles five p95 samples on the first one over budget, and never while every sample is within it', () => {
    expect(latencySettled(answered(5000), 5, 1000)).toBe(true);
    expect(latencySettled(answered(10, 20, 30, 40), 5, 1000)).toBe(false);
    expect(latencySettled(answered(10, 20, 30, 40, 50), 5, 1000)).toBe(true);
    // A failed call makes the verdict a warning unless a later sample is slow.
    expect(latencySettled(answered('failed'), 5, 1000)).toBe(false);
    // Rounded as reported: 1000.04 ms is 1000.0, within a 1000 ms budget.
    expect(latencySettled(answered(1000.04), 5, 1000)).toBe(false);
    expect(latencySettled(answered(1000.05), 5, 1000)).toBe(true);
  });

  it('needs more than one slow sample when p95 is below the maximum (20 samples)', () => {
    expect(latencySettled(answered(5000), 20, 1000)).toBe(false);
    expect(latencySettled(answered(5000, 5000), 20, 1000)).toBe(true);
  });
});

describe('checkCap', () => {
  it('says once how many tools the cap left out, the cap and the first of them', () => {
    expect(checkCap(emptyPlan())).toEqual([]);
    const [f] = checkCap(emptyPlan({ capped: { cap: 200, tools: ['t0041', 't0042', 't0043'] } }));
    expect(f).toMatchObject({ rule: 'auto_calls_capped', status: 'skip', args: { cap: 200, capped: 3, first: 't0041' } });
  });
});
