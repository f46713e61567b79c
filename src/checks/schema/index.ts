import { finding } from '../../rules/index.js';
import type { Finding } from '../../model.js';
import type { CapturedItem, Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel, toolView } from '../../snapshot/view.js';
import { compileSchema, describeType } from '../json-schema.js';

/** The spec's SHOULD-level tool name rule. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/** Descriptor admission per item: each tool is judged on its own, so one bad tool never hides another. */
export function checkSchemas(snapshot: Snapshot): Finding[] {
  return [
    ...checkSdkSchema(snapshot),
    ...checkToolNames(snapshot.tools),
    ...checkDuplicates(snapshot.tools),
    ...checkInputSchemas(snapshot.tools),
    ...checkOutputSchemas(snapshot),
  ];
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

function checkToolNames(tools: CapturedItem[]): Finding[] {
  const out: Finding[] = [];
  for (const item of tools) {
    const name = toolView(item).name;
    const reason =
      typeof name !== 'string'
        ? `name is ${describeType(name)}, not a string`
        : name.length === 0
          ? 'name is empty'
          : name.length > 128
            ? `name is ${name.length} characters long (at most 128)`
            : !TOOL_NAME.test(name)
              ? 'name has characters outside A-Z a-z 0-9 _ - .'
              : undefined;
    if (reason) {
      out.push(
        finding('tool_name_invalid', 'fail', {
          subject: { kind: 'tool', name: itemLabel(item) },
          path: 'name',
          args: { name: typeof name === 'string' ? name : JSON.stringify(name ?? null), reason },
        }),
      );
    }
  }
  return out.length > 0 ? out : [finding('tool_name_invalid', 'pass', { args: { count: tools.length } })];
}

function checkDuplicates(tools: CapturedItem[]): Finding[] {
  const counts = new Map<string, number>();
  for (const item of tools) if (item.key !== undefined) counts.set(item.key, (counts.get(item.key) ?? 0) + 1);
  const out = [...counts]
    .filter(([, n]) => n > 1)
    .map(([name, count]) => finding('tool_name_duplicate', 'fail', { subject: { kind: 'tool', name }, args: { name, count } }));
  return out.length > 0 ? out : [finding('tool_name_duplicate', 'pass')];
}

function checkInputSchemas(tools: CapturedItem[]): Finding[] {
  const out: Finding[] = [];
  for (const item of tools) {
    const schema = toolView(item).inputSchema;
    const reason = inputSchemaProblem(schema);
    if (reason) {
      out.push(finding('input_schema_invalid', 'fail', { subject: { kind: 'tool', name: itemLabel(item) }, path: 'inputSchema', args: { reason } }));
    }
  }
  return out.length > 0 ? out : [finding('input_schema_invalid', 'pass', { args: { count: tools.length } })];
}

function inputSchemaProblem(schema: unknown): string | undefined {
  if (schema === undefined) return 'inputSchema is missing';
  if (!isRecord(schema)) return `inputSchema is ${describeType(schema)}, not an object schema`;
  if (schema.type !== 'object') return `root type is ${JSON.stringify(schema.type ?? null)}, not "object"`;
  const compiled = compileSchema(schema);
  return compiled.ok ? undefined : compiled.reason;
}

function checkOutputSchemas(s: Snapshot): Finding[] {
  const out: Finding[] = [];
  let count = 0;
  for (const item of s.tools) {
    const schema = toolView(item).outputSchema;
    if (schema === undefined) continue;
    count++;
    let reason: string | undefined;
    if (s.era === 'legacy' && (!isRecord(schema) || schema.type !== 'object')) {
      reason = `the ${s.protocolVersion} revision requires an object root, got ${isRecord(schema) ? `type ${JSON.stringify(schema.type ?? null)}` : describeType(schema)}`;
    } else {
      const compiled = compileSchema(schema);
      if (!compiled.ok) reason = compiled.reason;
    }
    if (reason) out.push(finding('output_schema_invalid', 'fail', { subject: { kind: 'tool', name: itemLabel(item) }, path: 'outputSchema', args: { reason } }));
  }
  return out.length > 0 ? out : count > 0 ? [finding('output_schema_invalid', 'pass', { args: { count } })] : [];
}
