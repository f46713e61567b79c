import { describe, expect, it } from 'vitest';
import type { CallLayer } from '../../../src/snapshot/calls.js';
import { checkLatency, checkTimeouts, latencyStats, percentile } from '../../../src/checks/latency/index.js';
import { record } from '../../support/calls.js';

const sample = (tool: string, durationMs: number, layer: CallLayer = 'ok', purpose: 'latency-sample' | 'latency-warmup' = 'latency-sample') =>
  record({ tool, purpose, group: `latency:${tool}` }, layer, { durationMs });

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
  it('times only samples, not the warm-up, and fails over budget', () => {
    const records = [sample('slow', 5000, 'ok', 'latency-warmup'), ...[100, 120, 900, 110, 130].map((d) => sample('slow', d)), ...[1, 2, 3].map((d) => sample('fast', d))];
    const findings = checkLatency(records, 500);
    expect(findings.map((f) => [f.subject?.name, f.status])).toEqual([
      ['fast', 'pass'],
      ['slow', 'fail'],
      ['all sampled tools', 'fail'],
    ]);
    expect(findings[1]?.args).toMatchObject({ samples: 5, failures: 0, p50: 120, p95: 900, max: 900, budget: 500 });
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
      record({ tool: 'hang', purpose: 'latency-warmup', group: 'latency:hang' }, 'timeout'),
      record({ tool: 'hang', purpose: 'latency-sample', group: 'latency:hang' }, 'timeout', { sent: false }),
      record({ tool: 'hang', purpose: 'latency-sample', group: 'latency:hang' }, 'timeout', { sent: false }),
      record({ tool: 'ok', group: 'suite:0' }, 'ok'),
    ];
    expect(checkTimeouts(records, 250)).toEqual([
      expect.objectContaining({ rule: 'call_timeout', status: 'fail', args: { tool: 'hang', purpose: 'latency-warmup', timedOut: 1, notSent: 2, timeoutMs: 250 } }),
    ]);
  });
});
