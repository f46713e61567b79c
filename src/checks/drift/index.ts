import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Lockfile, LockedTool } from '../../snapshot/lockfile.js';
import { compareOutputShapes } from '../shared/output-shape.js';
import { checkSurfaceDrift } from './surface.js';
import { checkToolDrift, outputSchemaToggled } from './tool.js';
import { pairRenames } from './renames.js';
import { checkVersionBump } from './version.js';
import { uncomparedOutputs } from './unsampled.js';
import { runLockfile } from '../../snapshot/lockfile.js';
import { incompleteLists } from '../../snapshot/completeness.js';
import type { ListGap, ListGapFacts, ListKind } from '../../snapshot/types.js';
import { defineFamily } from '../family.js';

/**
 * The lists of the current capture not read to their end, with why: what is missing from them
 * may only be unread, so nothing in them is reported removed.
 */
export type ListGaps = Partial<Record<ListKind, { gap: ListGap } & ListGapFacts>>;

/**
 * Compares the pinned contract with the current one. Pure: both sides are lockfile data, so `diff`
 * and `run` classify exactly the same way, and fixtures can be plain JSON.
 */
export function checkDrift(baseline: Lockfile, current: Lockfile, gaps: ListGaps = {}): Finding[] {
  const before = byName(baseline.tools);
  const after = byName(current.tools);
  // A tool absent from an incomplete list may be on a page never read: neither removed nor renamed.
  const removed = gaps.tools === undefined ? [...before.keys()].filter((name) => !after.has(name)) : [];
  const added = [...after.keys()].filter((name) => !before.has(name));
  const renames = pairRenames(
    removed.map((n) => before.get(n)!),
    added.map((n) => after.get(n)!),
  );
  const renamedFrom = new Set(renames.map((r) => r.from.name));
  const renamedTo = new Set(renames.map((r) => r.to.name));
  const knownTools = [...new Set([...before.keys(), ...after.keys()])];

  const findings: Finding[] = notCompared(gaps);
  for (const name of removed) {
    if (!renamedFrom.has(name)) findings.push(toolFinding('tool_removed', name));
  }
  for (const name of added) {
    if (!renamedTo.has(name)) findings.push(toolFinding('tool_added', name));
  }
  for (const { from, to, similarity, by } of renames) {
    findings.push(
      finding('tool_renamed', 'fail', {
        subject: { kind: 'tool', name: to.name },
        breaking: true,
        args: { from: from.name, to: to.name, by, similarity: Math.round(similarity * 100) / 100 },
      }),
    );
    // A rename keeps the contract otherwise: anything else that changed is still reported.
    for (const item of checkToolDrift(from, to, knownTools).filter((f) => f.status !== 'pass')) findings.push(item);
  }
  for (const [name, old] of before) {
    const now = after.get(name);
    if (now) for (const item of checkToolDrift(old, now, knownTools)) findings.push(item);
  }
  for (const item of checkSurfaceDrift(baseline, current, knownTools, gaps)) findings.push(item);
  // Inferred shapes only compare when both captures sampled output (checks.drift.output).
  if (baseline.outputShapes && current.outputShapes) {
    const schemaToggled = new Set([...before].filter(([name, old]) => after.has(name) && outputSchemaToggled(old, after.get(name)!)).map(([name]) => name));
    for (const item of outputShapeFindings(compareOutputShapes(baseline.outputShapes, current.outputShapes, { schemaToggled }))) findings.push(item);
  }
  for (const item of checkVersionBump(baseline.server, current.server, findings)) findings.push(item);
  return findings;
}

function outputShapeFindings(changes: ReturnType<typeof compareOutputShapes>): Finding[] {
  return changes.map((c) =>
    finding(c.kind, 'fail', {
      subject: { kind: 'tool', name: c.tool },
      path: `outputShape ${c.path}`,
      ...(c.kind === 'breaking_output_shape_change' ? { breaking: true } : {}),
      args: { tool: c.tool, section: 'outputShape', kind: c.kind === 'breaking_output_shape_change' ? 'shape_breaking' : 'shape_nonbreaking', at: c.path },
      evidence: { change: c.why, ...(c.before !== undefined ? { before: c.before } : {}), ...(c.after !== undefined ? { after: c.after } : {}) },
    }),
  );
}

function notCompared(gaps: ListGaps): Finding[] {
  return (Object.entries(gaps) as Array<[ListKind, ({ gap: ListGap } & ListGapFacts) | undefined]>).flatMap(([list, facts]) =>
    facts === undefined ? [] : [finding('list_not_compared', 'skip', { subject: { kind: 'server', name: 'server' }, args: { list, ...facts } })],
  );
}

function byName(tools: LockedTool[]): Map<string, LockedTool> {
  return new Map(tools.map((t) => [t.name, t]));
}

function toolFinding(rule: 'tool_removed' | 'tool_added', tool: string): Finding {
  // A removed tool breaks its callers; an added one breaks nobody.
  return finding(rule, 'fail', { subject: { kind: 'tool', name: tool }, args: { tool }, ...(rule === 'tool_removed' ? { breaking: true } : {}) });
}

/** Drift against the baseline lockfile; without one there is nothing to compare, so nothing is reported. */
export const driftFamily = defineFamily({
  family: 'drift',
  run: ({ evidence, config, families }) => {
    if (!evidence.baseline) return [];
    const sampled = config.checks.drift.output.enabled;
    const current = runLockfile(evidence.snapshot, evidence.records, { fullText: true, outputShapes: sampled });
    const findings = checkDrift(evidence.baseline, current, Object.fromEntries(incompleteLists(evidence.snapshot).map(({ list, complete: _, reason, ...facts }) => [list, { gap: reason, ...facts }])));
    // With sampling on, every tool whose output was not compared is listed (refusals once: behavioral lists them when it runs).
    if (!sampled) return findings;
    return [...findings, ...uncomparedOutputs(evidence.baseline, current, evidence.plan, evidence.records, families?.has('behavioral') === true)];
  },
});
