import { classifySchemaChange, type SchemaChange } from '../../diff/schema.js';
import type { JsonValue } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { LockedTool } from '../../snapshot/lockfile.js';
import { compareText } from './text.js';

/** Every change of one tool present on both sides; a `tool_unchanged` pass when there is none. */
export function checkToolDrift(before: LockedTool, after: LockedTool, knownTools: readonly string[]): Finding[] {
  const tool = after.name;
  const findings: Finding[] = [
    ...compareText(before.description, after.description, { where: 'tool', tool, path: 'description' }, knownTools),
    ...compareParameterTexts(before, after, knownTools),
    ...schemaFindings(tool, classifySchemaChange(before.inputSchema, after.inputSchema, 'input', 'inputSchema'), 'input'),
    ...schemaFindings(tool, classifySchemaChange(before.outputSchema, after.outputSchema, 'output', 'outputSchema'), 'output'),
    ...annotationFindings(before, after),
  ];
  if (findings.length === 0) findings.push(finding('tool_unchanged', 'pass', { subject: { kind: 'tool', name: tool }, args: { tool } }));
  return findings;
}

/** Parameter descriptions present on both sides; added or removed parameters are schema changes. */
function compareParameterTexts(before: LockedTool, after: LockedTool, knownTools: readonly string[]): Finding[] {
  const out: Finding[] = [];
  for (const [path, pinned] of Object.entries(after.parameters)) {
    const old = before.parameters[path];
    if (!old) continue;
    out.push(...compareText(old, pinned, { where: 'parameter', tool: after.name, parameter: readablePath(path), path }, knownTools));
  }
  return out;
}

function schemaFindings(tool: string, changes: SchemaChange[], direction: 'input' | 'output'): Finding[] {
  return changes.map((change) => {
    const rule =
      direction === 'input'
        ? change.breaking
          ? 'breaking_schema_change'
          : 'nonbreaking_schema_change'
        : change.breaking
          ? 'breaking_output_shape_change'
          : 'nonbreaking_output_shape_change';
    const evidence: Record<string, JsonValue> = { why: change.why };
    if (change.before !== undefined) evidence.before = change.before;
    if (change.after !== undefined) evidence.after = change.after;
    return finding(rule, 'fail', {
      subject: { kind: 'tool', name: tool },
      path: change.path,
      ...(change.breaking ? { breaking: true } : {}),
      args: { tool, section: `${direction}Schema`, kind: change.kind, at: readablePath(change.path) },
      evidence,
    });
  });
}

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

/** Which of annotation_changed's registry variants a hint flip is (the registry says how severe each is). */
function hintVariant(hint: (typeof HINTS)[number], before: boolean, after: boolean) {
  if (hint === 'readOnlyHint') return before && !after ? 'read-only-lost' : 'read-only-gained';
  if (hint === 'destructiveHint') return !before && after ? 'destructive-gained' : 'destructive-lost';
  if (hint === 'openWorldHint') return !before && after ? 'open-world-gained' : 'open-world-lost';
  return 'idempotent';
}

function annotationFindings(before: LockedTool, after: LockedTool): Finding[] {
  const tool = after.name;
  const out: Finding[] = [];
  for (const hint of HINTS) {
    const b = before.annotations[hint];
    const a = after.annotations[hint];
    if (b === a) continue;
    out.push(
      finding('annotation_changed', 'fail', {
        variant: hintVariant(hint, b, a),
        subject: { kind: 'tool', name: tool },
        path: `annotations.${hint}`,
        args: { tool, hint, before: b, after: a },
      }),
    );
  }
  const titles: Array<[string, string | undefined, string | undefined]> = [
    ['title', before.title, after.title],
    ['annotations.title', before.annotations.title, after.annotations.title],
  ];
  for (const [path, b, a] of titles) {
    if (b === a) continue;
    out.push(
      finding('annotation_changed', 'fail', {
        variant: 'title',
        subject: { kind: 'tool', name: tool },
        path,
        args: { tool, hint: 'title', before: b ?? null, after: a ?? null },
      }),
    );
  }
  return out;
}

/** `inputSchema.properties.filter.properties.status.pattern` → `filter.status.pattern`, for sentences. */
export function readablePath(path: string): string {
  const rest = path
    .replace(/^(input|output)Schema\.?/, '')
    .replace(/(^|\.)properties\./g, '$1')
    .replace(/\.items(?=\.|$)/g, '[]')
    .replace(/\.description$/, '');
  return rest === '' ? '(root)' : rest;
}
