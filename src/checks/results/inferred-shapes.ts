import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { Snapshot } from '../../snapshot/types.js';
import { toolView } from '../../snapshot/view.js';
import type { OutputShapes } from '../../snapshot/output-shape.js';
import { shapeMatchesOutputSchema, type SchemaMismatch } from '../shared/output-shape.js';

/**
 * Compares each sampled tool's inferred output shape with the outputSchema it declares.
 * `reportedElsewhere` says which mismatches another rule already reports for the same results
 * (the results family's per-result rules); those are left out, so one mismatch is one finding.
 */
export function checkInferredShapes(snapshot: Snapshot, shapes: OutputShapes, reportedElsewhere: (tool: string, mismatch: SchemaMismatch) => boolean = () => false): Finding[] {
  const out: Finding[] = [];
  for (const item of snapshot.tools) {
    const tool = item.key;
    // The declared outputSchema describes structuredContent, one field of the tracked shape.
    const shape = tool === undefined ? undefined : shapes[tool]?.fields?.structuredContent;
    const schema = toolView(item).outputSchema;
    if (tool === undefined || !shape || schema === undefined) continue;
    const all = shapeMatchesOutputSchema(shape.shape, schema, '$.structuredContent').concat(
      shape.optional ? [{ path: '$.structuredContent', kind: 'missing', issue: 'structured-content-sometimes-missing' } satisfies SchemaMismatch] : [],
    );
    const mismatches = all.filter((m) => !reportedElsewhere(tool, m));
    if (all.length === 0) {
      out.push(finding('inferred_output_matches_schema', 'pass', { subject: { kind: 'tool', name: tool }, args: { tool } }));
      continue;
    }
    for (const m of mismatches) {
      out.push(finding('inferred_output_matches_schema', 'fail', { subject: { kind: 'tool', name: tool }, path: `outputSchema ${m.path}`, args: { tool, at: m.path, issue: m.issue, ...(m.observed ? { observed: m.observed, allowed: m.allowed ?? [] } : {}) } }));
    }
  }
  return out;
}
