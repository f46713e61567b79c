import { classifySchemaChange, type SchemaChange } from '../../diff/schema.js';
import type { JsonValue } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { LockedTool } from '../../snapshot/lockfile.js';
import { effectiveAnnotations } from '../../snapshot/view.js';
import { compareText } from './text.js';
import { OUTPUT_SCHEMA_ADDED, OUTPUT_SCHEMA_REMOVED, type AnnotationChange } from '../../rules/drift.js';

/** Every change of one tool present on both sides; a `tool_unchanged` pass when there is none. */
export function checkToolDrift(before: LockedTool, after: LockedTool, knownTools: readonly string[]): Finding[] {
  const tool = after.name;
  const findings: Finding[] = [
    ...compareText(before.description, after.description, { where: 'tool', tool, path: 'description' }, knownTools),
    ...compareParameterTexts(before, after, knownTools),
    ...schemaFindings(tool, classifySchemaChange(before.inputSchema, after.inputSchema, 'input', 'inputSchema'), 'input'),
    ...outputSchemaFindings(tool, before.outputSchema, after.outputSchema),
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
    for (const item of compareText(old, pinned, { where: 'parameter', tool: after.name, parameter: readablePath(path), path }, knownTools)) out.push(item);
  }
  return out;
}

/**
 * An outputSchema added or removed is one finding: classifying it against "no schema" would list
 * every property of it as a change of its own. Removal is breaking (consumers lose the contract
 * their reading of structuredContent relies on); adding one breaks nobody.
 */
function outputSchemaFindings(tool: string, before: JsonValue | undefined, after: JsonValue | undefined): Finding[] {
  if (before !== undefined && after !== undefined) return schemaFindings(tool, classifySchemaChange(before, after, 'output', 'outputSchema'), 'output');
  if (before === after) return [];
  const added = before === undefined;
  const kind = added ? OUTPUT_SCHEMA_ADDED : OUTPUT_SCHEMA_REMOVED;
  return [
    finding(added ? 'nonbreaking_output_shape_change' : 'breaking_output_shape_change', 'fail', {
      subject: { kind: 'tool', name: tool },
      path: 'outputSchema',
      ...(added ? {} : { breaking: true }),
      args: { tool, section: 'outputSchema', kind, at: '(root)' },
      // The reason as a code; the sentence is the registry's (src/rules/change-why.ts).
      evidence: { change: { code: kind }, ...(added ? { after: after! } : { before: before! }) },
    }),
  ];
}

/** Whether the outputSchema itself appeared or disappeared: the inferred shape of structuredContent then changes with it. */
export function outputSchemaToggled(before: LockedTool, after: LockedTool): boolean {
  return (before.outputSchema === undefined) !== (after.outputSchema === undefined);
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
    // The reason as the change's kind with its facts; the sentence is the registry's (src/rules/change-why.ts).
    const evidence: Record<string, JsonValue> = { change: { code: change.kind, ...change.why } };
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
function hintVariant(hint: (typeof HINTS)[number], before: boolean, after: boolean): AnnotationVariant {
  if (hint === 'readOnlyHint') return before && !after ? 'read-only-lost' : 'read-only-gained';
  if (hint === 'destructiveHint') return !before && after ? 'destructive-gained' : 'destructive-lost';
  if (hint === 'openWorldHint') return !before && after ? 'open-world-gained' : 'open-world-lost';
  return 'idempotent';
}

/** Variants from the riskiest down: a tool's one finding takes the first that any of its changes has. */
const RISK_ORDER = ['read-only-lost', 'destructive-gained', 'open-world-gained', 'read-only-gained', 'destructive-lost', 'open-world-lost', 'idempotent', 'title'] as const;
type AnnotationVariant = (typeof RISK_ORDER)[number];

/**
 * Every hint and title change of a tool, as one finding graded by its riskiest change: an
 * annotation block that appears is one change to the tool, not one per hint. Hints compare by
 * effective value (spec defaults applied on both sides, as clients read them): a server that starts
 * sending `destructiveHint: true` where it sent nothing has not changed what clients do, so it is no
 * drift. Lockfile version 1 stored effective values, so it compares alike.
 */
function annotationFindings(before: LockedTool, after: LockedTool): Finding[] {
  const tool = after.name;
  const changes: AnnotationChange[] = [];
  const variants: AnnotationVariant[] = [];
  const was = effectiveAnnotations(before.annotations);
  const now = effectiveAnnotations(after.annotations);
  for (const hint of HINTS) {
    const b = was[hint];
    const a = now[hint];
    if (b === a) continue;
    changes.push({ hint, before: b, after: a });
    variants.push(hintVariant(hint, b, a));
  }
  const titles: Array<[string, string | undefined, string | undefined]> = [
    ['title', before.title, after.title],
    ['annotations.title', was.title, now.title],
  ];
  for (const [hint, b, a] of titles) {
    if (b === a) continue;
    changes.push({ hint, before: b ?? null, after: a ?? null });
    variants.push('title');
  }
  if (changes.length === 0) return [];
  const variant = RISK_ORDER.find((v) => variants.includes(v))!;
  return [finding('annotation_changed', 'fail', { variant, subject: { kind: 'tool', name: tool }, path: 'annotations', args: { tool, changes } })];
}

/** `inputSchema.properties.filter.properties.status.pattern` → `filter.status.pattern`, for sentences. */
function readablePath(path: string): string {
  const rest = path
    .replace(/^(input|output)Schema\.?/, '')
    .replace(/(^|\.)properties\./g, '$1')
    .replace(/\.items(?=\.|$)/g, '[]')
    .replace(/\.description$/, '');
  return rest === '' ? '(root)' : rest;
}
