import { describe, expect, it } from 'vitest';
import { configSchema, type Config } from '../../src/config/schema.js';
import { judge, judgeFindings } from '../../src/pipeline/judge.js';
import { acceptedEntryOf } from '../../src/policy/accepted.js';
import { snapshotEvidence } from '../../src/snapshot/evidence.js';
import { runLockfile } from '../../src/snapshot/lockfile.js';
import { snapshot } from '../support/snapshot.js';

const tool = (name: string) => ({ name, description: `Does ${name}.`, inputSchema: { type: 'object', properties: {} } });
const configOf = (extra: Record<string, unknown> = {}): Config => configSchema.parse({ server: { command: 'unused' }, ...extra });

/** A baseline with two tools and a server that dropped one of them: a failing drift finding. */
function droppedTool() {
  const baseline = runLockfile(snapshot([tool('keep'), tool('gone')]), [], { fullText: false, outputShapes: false });
  return snapshotEvidence(snapshot([tool('keep')]), { baseline });
}

describe('judge', () => {
  it('applies the accepted findings it is given: a matching entry accepts its finding, a drift entry matching nothing is stale', () => {
    const evidence = droppedTool();
    const config = configOf();
    const bare = judge({ command: 'diff', config, secrets: [], evidence, accepted: [], today: '2026-01-01' });
    const failing = bare.findings.filter((f) => f.status === 'fail');
    expect(failing.length).toBeGreaterThan(0);
    expect(bare.exitCode).toBe(1);

    const unmatched = { fingerprint: 'f'.repeat(64), rule: failing[0]!.rule, subject: 'tool "other"', reason: 'never matches' };
    // A security entry is not judged by `diff` (drift alone): never stale there.
    const otherFamily = { fingerprint: 'e'.repeat(64), rule: 'injection_pattern' as const, subject: 'tool "x"', reason: 'run only' };
    const accepted = [...failing.map((f) => acceptedEntryOf(f, 'known')), unmatched, otherFamily];
    const report = judge({ command: 'diff', config, secrets: [], evidence, accepted, today: '2026-01-01' });
    expect(report.exitCode).toBe(0);
    for (const f of failing) expect(report.findings).toContainEqual(expect.objectContaining({ rule: f.rule, status: 'warn', accepted: { reason: 'known' } }));
    const stale = report.findings.filter((f) => f.rule === 'accepted_finding_stale');
    expect(stale.map((f) => f.args.fingerprint)).toEqual([unmatched.fingerprint]);
  });

  it('an expired entry no longer accepts, against the today it is given (no clock of its own)', () => {
    const evidence = droppedTool();
    const first = judge({ command: 'diff', config: configOf(), secrets: [], evidence, accepted: [], today: '2026-01-01' }).findings.find((f) => f.status === 'fail')!;
    const accepted = [acceptedEntryOf(first, 'until spring', '2026-03-31')];
    const before = judge({ command: 'diff', config: configOf(), secrets: [], evidence, accepted, today: '2026-03-31' });
    const after = judge({ command: 'diff', config: configOf(), secrets: [], evidence, accepted, today: '2026-04-01' });
    expect(before.exitCode).toBe(0);
    expect(after.exitCode).toBe(1);
    expect(after.findings.filter((f) => f.rule === 'accepted_finding_stale').map((f) => f.args.why)).toEqual(['expired']);
  });

  it('polices the review rows and the verdict with the run’s policy, while the review data keeps every row', () => {
    const evidence = snapshotEvidence(snapshot([tool('lookup')]));
    const plain = judge({ command: 'review', config: configOf(), secrets: [], evidence, accepted: [], today: '2026-01-01' });
    expect(plain.review!.matrix.length).toBeGreaterThan(0);
    expect(plain.findings.some((f) => f.rule === 'review_matrix')).toBe(true);
    expect(plain.findings.find((f) => f.rule === 'review_verdict')).toMatchObject({ status: 'fail', severity: 'high' });

    const config = configOf({ rules: { review_matrix: 'off', review_verdict: 'low' } });
    const policed = judge({ command: 'review', config, secrets: [], evidence, accepted: [], today: '2026-01-01' });
    expect(policed.findings.some((f) => f.rule === 'review_matrix')).toBe(false);
    expect(policed.review!.matrix).toEqual(plain.review!.matrix);
    // Below policy.fail_on (medium), the verdict's failure is a warning.
    expect(policed.findings.find((f) => f.rule === 'review_verdict')).toMatchObject({ status: 'warn', severity: 'low' });
  });

  it('judges past its budget as incomplete, naming the families not reached, and adds no stale entry then', () => {
    const evidence = droppedTool();
    const entry = { fingerprint: 'f'.repeat(64), rule: 'tool_removed' as const, subject: 'tool "x"', reason: 'r' };
    let now = 0;
    const budget = { deadlineAt: 0, now: () => ++now };
    const judged = judgeFindings({ command: 'diff', config: configOf(), secrets: [], evidence, accepted: [entry], today: '2026-01-01', budget });
    expect(judged.incomplete).toEqual([expect.objectContaining({ code: 'deadline', message: expect.stringContaining('not judged: artifact, fleet, drift') })]);
    expect(judged.findings).toEqual([]);
  });

  it('judges the fleet family alone with the judged set of the fleet, as merge does: only fleet entries can be stale', () => {
    const self = snapshot([tool('shared')]);
    const evidence = snapshotEvidence(self, { fleet: { self: 'a', peers: [{ name: 'a', snapshot: self }, { name: 'b', snapshot: snapshot([tool('shared')]) }] } });
    const unmatched = { fingerprint: 'f'.repeat(64), rule: 'cross_server_shadowing' as const, subject: 'tool "x"', reason: 'r' };
    const securityEntry = { fingerprint: 'e'.repeat(64), rule: 'injection_pattern' as const, subject: 'tool "x"', reason: 'r' };
    const judged = judgeFindings({ command: 'run', config: configOf(), secrets: [], families: ['fleet'], evidence, accepted: [unmatched, securityEntry], today: '2026-01-01' });
    expect(judged.findings).toContainEqual(expect.objectContaining({ rule: 'cross_server_tool_name', status: 'warn' }));
    expect(judged.findings.filter((f) => f.rule === 'accepted_finding_stale').map((f) => f.args.rule)).toEqual(['cross_server_shadowing']);
  });
});
