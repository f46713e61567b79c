import { finding, findingFor, type RulesAccepting } from '../../rules/index.js';
import type { Finding } from '../../rules/index.js';
import type { CapturedItem, Snapshot, ToolView } from '../../snapshot/types.js';
import { isRecord, itemLabel, toolView } from '../../snapshot/view.js';
import { admitTool } from './admission.js';
import { defineFamily } from '../family.js';

export { admitTool, type Admission, type Verdict } from './admission.js';

/**
 * Descriptor admission per item: each tool is judged on its own (`admitTool`), so one bad tool
 * never hides or rejects another. A rule no tool broke gets one passing finding for all of them.
 */
export function checkSchemas(snapshot: Snapshot): Finding[] {
  const perTool = snapshot.tools.flatMap((item) => admitTool(item, snapshot.era).findings);
  return [...checkSdkSchema(snapshot), ...perTool, ...passes(snapshot.tools, perTool), ...checkDuplicates(snapshot.tools)];
}

/** How many tools each per-tool rule looked at; a rule that applied to none gets no pass. */
/** The schema rules that pass with a count of the tools they judged. */
const APPLIES: Array<[RulesAccepting<{ count: number }>, (tool: ToolView) => boolean]> = [
  ['tool_name_invalid', () => true],
  ['input_schema_invalid', () => true],
  ['output_schema_invalid', (tool) => tool.outputSchema !== undefined],
  ['schema_remote_ref', () => true],
  ['combinator_depth', () => true],
  ['annotation_types', (tool) => tool.annotations !== undefined],
  ['required_unknown_property', (tool) => isRecord(tool.inputSchema)],
  ['parameter_description_missing', (tool) => isRecord(tool.inputSchema)],
];

function passes(tools: CapturedItem[], perTool: Finding[]): Finding[] {
  const broken = new Set(perTool.filter((f) => f.status !== 'pass').map((f) => f.rule));
  const views = tools.map(toolView);
  return APPLIES.flatMap(([rule, applies]) => {
    const count = views.filter(applies).length;
    // Rules that always apply pass even on an empty tool list, as before; the others need a subject.
    if (broken.has(rule) || (count === 0 && rule !== 'tool_name_invalid' && rule !== 'input_schema_invalid')) return [];
    return [findingFor(rule, 'pass', { args: { count } })];
  });
}

const SUBJECT_KIND = { tools: 'tool', prompts: 'prompt', resources: 'resource', resourceTemplates: 'resource_template' } as const;

function checkSdkSchema(s: Snapshot): Finding[] {
  const out: Finding[] = [];
  let count = 0;
  for (const kind of ['tools', 'prompts', 'resources', 'resourceTemplates'] as const) {
    for (const item of s[kind]) {
      count++;
      if (item.sdkIssues.length === 0) continue;
      out.push(
        finding('sdk_schema_rejected', 'fail', {
          subject: { kind: SUBJECT_KIND[kind], name: itemLabel(item) },
          args: { issues: item.sdkIssues.slice(0, 5).join('; ') },
        }),
      );
    }
  }
  return out.length > 0 ? out : [finding('sdk_schema_rejected', 'pass', { args: { count } })];
}

function checkDuplicates(tools: CapturedItem[]): Finding[] {
  const counts = new Map<string, number>();
  for (const item of tools) if (item.key !== undefined) counts.set(item.key, (counts.get(item.key) ?? 0) + 1);
  const out = [...counts]
    .filter(([, n]) => n > 1)
    .map(([name, count]) => finding('tool_name_duplicate', 'fail', { subject: { kind: 'tool', name }, args: { name, count } }));
  return out.length > 0 ? out : [finding('tool_name_duplicate', 'pass')];
}

/** Descriptor admission, one tool at a time. */
export const schemaFamily = defineFamily({
  family: 'schema',
  run: ({ evidence }) => checkSchemas(evidence.snapshot),
});
