import { describe, expect, it } from 'vitest';
import { runFamiliesWithin, type CheckContext, type CheckFamily } from '../../src/checks/index.js';
import { judgingLate } from '../../src/pipeline/judge.js';
import type { Finding } from '../../src/rules/index.js';
import type { Family } from '../../src/model.js';

/**
 * Judging within `timeouts.run_ms`: a clock that each family advances stands in for slow checks, so
 * the bound is tested by what ran, never by how long anything took.
 */
function clockAndFamilies(costs: Array<[Family, number]>) {
  let now = 0;
  const ran: Family[] = [];
  const runs = costs.map(([name, cost]) => ({
    family: {
      family: name,
      enabled: () => true,
      needs: () => [],
      run: () => {
        ran.push(name);
        now += cost;
        return [{ rule: name } as unknown as Finding];
      },
    } as unknown as CheckFamily,
    context: {} as CheckContext,
  }));
  return { runs, ran, clock: () => now };
}

describe('judging within the run deadline', () => {
  it('runs every family when the budget holds, and is not late', () => {
    const { runs, ran, clock } = clockAndFamilies([['compliance', 10], ['security', 10], ['drift', 10]]);
    const judged = runFamiliesWithin(runs, { deadlineAt: 100, now: clock });
    expect(ran).toEqual(['compliance', 'security', 'drift']);
    expect(judged.findings).toHaveLength(3);
    expect(judged).toMatchObject({ unjudged: [], late: false });
    expect(judgingLate(judged, 100)).toBeUndefined();
  });

  it('stops starting families once the deadline passed, names them, and marks the run incomplete (deadline)', () => {
    const { runs, ran, clock } = clockAndFamilies([['compliance', 10], ['security', 200], ['collision', 10], ['drift', 10]]);
    const judged = runFamiliesWithin(runs, { deadlineAt: 100, now: clock });
    expect(ran).toEqual(['compliance', 'security']);
    expect(judged.findings.map((f) => f.rule as string)).toEqual(['compliance', 'security']);
    expect(judged).toMatchObject({ unjudged: ['collision', 'drift'], late: true });
    expect(judgingLate(judged, 30_000)).toEqual({ code: 'deadline', message: 'timeouts.run_ms (30000 ms) passed while judging; not judged: collision, drift' });
  });

  it('a last family that ends past the deadline makes the run late, not complete', () => {
    const { runs, clock } = clockAndFamilies([['compliance', 10], ['drift', 500]]);
    const judged = runFamiliesWithin(runs, { deadlineAt: 100, now: clock });
    expect(judged).toMatchObject({ unjudged: [], late: true });
    expect(judgingLate(judged, 100)?.code).toBe('deadline');
  });
});
