import type { ShapeMismatchArgs } from '../../rules/results.js';
import type { JsonValue } from '../../model.js';
import { fieldPath, keysOf, own, type OutputShapes, type Shape } from '../../snapshot/output-shape.js';
import { isRecord } from '../../snapshot/view.js';
import { sameJson } from '../../diff/json.js';
import type { ShapeWhy } from '../../rules/change-why.js';

export type ShapeChangeKind = 'breaking_output_shape_change' | 'nonbreaking_output_shape_change';

/** One difference between two shapes; the drift rule ids are the kinds. */
export interface ShapeChange {
  kind: ShapeChangeKind;
  /** JSONPath-like location, `$.structuredContent.items[].sku`. */
  path: string;
  before: JsonValue;
  after: JsonValue;
  /** Why it matters, as a code and facts; the sentence is the registry's (src/rules/change-why.ts). */
  why: ShapeWhy;
}

/**
 * How `after` differs from `before`, for consumers of the output. Breaking: a type appears (a
 * consumer may meet a value it never handled), an always-present field disappears or becomes
 * optional. Non-breaking: a new field, a narrowed type union, optional → always present, an
 * optional field no longer seen (it may simply not have come up in the samples).
 */
export function compareShapes(before: Shape, after: Shape, path = '$'): ShapeChange[] {
  const changes: ShapeChange[] = [];
  const added = after.types.filter((t) => !before.types.includes(t));
  const removed = before.types.filter((t) => !after.types.includes(t));
  if (added.length > 0) {
    const types = { before: [...before.types], after: [...after.types] };
    changes.push({ kind: 'breaking_output_shape_change', path, before: before.types, after: after.types, why: { code: removed.length > 0 ? 'shape_type_changed' : 'shape_type_added', ...types } });
  } else if (removed.length > 0) {
    changes.push({ kind: 'nonbreaking_output_shape_change', path, before: before.types, after: after.types, why: { code: 'shape_type_removed', before: [...before.types], after: [...after.types] } });
  }
  if (before.fields && after.fields) {
    for (const key of keysOf(before.fields, after.fields)) {
      const b = own(before.fields, key);
      const a = own(after.fields, key);
      const at = fieldPath(path, key);
      if (b && !a) {
        changes.push(
          b.optional
            ? { kind: 'nonbreaking_output_shape_change', path: at, before: b.shape.types, after: null, why: { code: 'shape_optional_field_unseen' } }
            : { kind: 'breaking_output_shape_change', path: at, before: b.shape.types, after: null, why: { code: 'shape_field_removed' } },
        );
      } else if (a && !b) {
        changes.push({ kind: 'nonbreaking_output_shape_change', path: at, before: null, after: a.shape.types, why: { code: a.optional ? 'shape_optional_field_added' : 'shape_field_added' } });
      } else if (a && b) {
        if (!b.optional && a.optional) changes.push({ kind: 'breaking_output_shape_change', path: at, before: 'always present', after: 'optional', why: { code: 'shape_field_now_optional' } });
        if (b.optional && !a.optional) changes.push({ kind: 'nonbreaking_output_shape_change', path: at, before: 'optional', after: 'always present', why: { code: 'shape_field_now_always_present' } });
        for (const item of compareShapes(b.shape, a.shape, at)) changes.push(item);
      }
    }
  }
  // An array seen only empty tells nothing about its elements, so only two known item shapes compare.
  if (before.items && after.items) for (const item of compareShapes(before.items, after.items, `${path}[]`)) changes.push(item);
  return changes;
}

/**
 * Output-shape drift of every tool present in both; tools added or removed are other drift classes.
 * `schemaToggled` names the tools whose outputSchema itself appeared or disappeared: that change is
 * reported once, by the schema comparison, so the structured output arriving or leaving with it is
 * not reported again here.
 */
export function compareOutputShapes(
  before: OutputShapes,
  after: OutputShapes,
  options: { schemaToggled?: ReadonlySet<string> } = {},
): Array<ShapeChange & { tool: string }> {
  return Object.keys(before)
    .filter((tool) => after[tool] !== undefined)
    .sort()
    .flatMap((tool) => {
      const [b, a] = [before[tool]!, after[tool]!];
      const changes = foldTextMirror(compareShapes(b, a));
      return (options.schemaToggled?.has(tool) ? withoutStructuredOutput(changes, b, a) : changes).map((change) => ({ tool, ...change }));
    });
}

const STRUCTURED = '$.structuredContent';
/** Where the parsed text blocks' shape sits: `content` is an array of blocks, `text` a field of each. */
const TEXT = '$.content[].text';

/** The part of `path` below `root`, or undefined when `path` is not at or under it. */
function below(path: string, root: string): string | undefined {
  if (path === root) return '';
  return path.startsWith(root) && (path[root.length] === '.' || path[root.length] === '[') ? path.slice(root.length) : undefined;
}

/**
 * A server that mirrors structuredContent in a JSON text block (as the spec asks) changes both
 * together, so each change would show up twice. A text-block change with the same kind, values and
 * relative path as a structuredContent change is dropped; the structuredContent one says so.
 */
function foldTextMirror(changes: ShapeChange[]): ShapeChange[] {
  const structured = changes.filter((c) => below(c.path, STRUCTURED) !== undefined);
  const mirrored = new Set<ShapeChange>();
  const kept = changes.filter((c) => {
    const rest = below(c.path, TEXT);
    if (rest === undefined) return true;
    const twin = structured.find((t) => below(t.path, STRUCTURED) === rest && t.kind === c.kind && sameJson(t.before, c.before) && sameJson(t.after, c.after));
    if (!twin) return true;
    mirrored.add(twin);
    return false;
  });
  return kept.map((c) => (mirrored.has(c) ? { ...c, why: { ...c.why, mirrored: true as const } } : c));
}

/**
 * Drops the changes that are the structured output appearing or disappearing with its
 * outputSchema: everything under structuredContent, and the text-block changes when the text block
 * mirrors structuredContent on the side that has it.
 */
function withoutStructuredOutput(changes: ShapeChange[], before: Shape, after: Shape): ShapeChange[] {
  const mirrors = textMirrorsStructured(before) || textMirrorsStructured(after);
  return changes.filter((c) => below(c.path, STRUCTURED) === undefined && !(mirrors && below(c.path, TEXT) !== undefined));
}

/** Whether the parsed text blocks have exactly the shape of structuredContent: the text is its JSON. */
function textMirrorsStructured(shape: Shape): boolean {
  const structured = shape.fields && own(shape.fields, 'structuredContent');
  const content = shape.fields && own(shape.fields, 'content');
  const text = content?.shape.items?.fields && own(content.shape.items.fields, 'text');
  return structured !== undefined && text !== undefined && sameJson(text.shape, structured.shape);
}

/** Where an inferred shape disagrees with a declared (output) schema. */
export interface SchemaMismatch extends ShapeMismatchArgs {
  path: string;
  issue: NonNullable<ShapeMismatchArgs['issue']>;
  /** What disagrees, as a validator would name it: a type, a required field, an undeclared field, structuredContent itself missing. */
  kind: 'type' | 'required' | 'undeclared' | 'missing';
}

/**
 * Compares an inferred shape with a declared JSON Schema: types outside the schema's `type`,
 * fields an `additionalProperties: false` schema does not declare, required fields missing from
 * some or all samples. Combinators and `$ref` are not followed: those parts are not compared.
 */
export function shapeMatchesOutputSchema(shape: Shape, schema: unknown, path = '$'): SchemaMismatch[] {
  if (!isRecord(schema) || ['$ref', 'anyOf', 'oneOf', 'allOf', 'not', 'if'].some((k) => k in schema)) return [];
  const mismatches: SchemaMismatch[] = [];
  const declared = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string') : undefined;
  if (declared) {
    const stray = shape.types.filter((t) => !(declared.includes(t) || (t === 'number' && declared.includes('integer'))));
    if (stray.length > 0) mismatches.push({ path, kind: 'type', issue: 'stray-type', observed: stray, allowed: declared });
  }
  if (shape.fields) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    for (const [key, field] of Object.entries(shape.fields)) {
      const sub = Object.hasOwn(properties, key) ? properties[key] : isRecord(schema.additionalProperties) ? schema.additionalProperties : undefined;
      if (sub !== undefined) for (const item of shapeMatchesOutputSchema(field.shape, sub, fieldPath(path, key))) mismatches.push(item);
      else if (schema.additionalProperties === false) mismatches.push({ path: fieldPath(path, key), kind: 'undeclared', issue: 'undeclared' });
    }
    for (const key of Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === 'string') : []) {
      const field = own(shape.fields, key);
      if (!field) mismatches.push({ path: fieldPath(path, key), kind: 'required', issue: 'required-never-seen' });
      else if (field.optional) mismatches.push({ path: fieldPath(path, key), kind: 'required', issue: 'required-sometimes-missing' });
    }
  }
  if (shape.items && isRecord(schema.items)) for (const item of shapeMatchesOutputSchema(shape.items, schema.items, `${path}[]`)) mismatches.push(item);
  return mismatches;
}
