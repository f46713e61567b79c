import type { JsonValue } from '../../model.js';
import { fieldPath, keysOf, own, type OutputShapes, type Shape } from '../../snapshot/output-shape.js';
import { isRecord } from '../../snapshot/view.js';

export type ShapeChangeKind = 'breaking_output_shape_change' | 'nonbreaking_output_shape_change';

/** One difference between two shapes; the drift rule ids are the kinds. */
export interface ShapeChange {
  kind: ShapeChangeKind;
  /** JSONPath-like location, `$.structuredContent.items[].sku`. */
  path: string;
  before: JsonValue;
  after: JsonValue;
  why: string;
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
    const why = removed.length > 0 ? `type changed from ${before.types.join(' | ')} to ${after.types.join(' | ')}` : `may now also be ${added.join(' | ')}`;
    changes.push({ kind: 'breaking_output_shape_change', path, before: before.types, after: after.types, why });
  } else if (removed.length > 0) {
    changes.push({ kind: 'nonbreaking_output_shape_change', path, before: before.types, after: after.types, why: `no longer ${removed.join(' | ')}` });
  }
  if (before.fields && after.fields) {
    for (const key of keysOf(before.fields, after.fields)) {
      const b = own(before.fields, key);
      const a = own(after.fields, key);
      const at = fieldPath(path, key);
      if (b && !a) {
        changes.push(
          b.optional
            ? { kind: 'nonbreaking_output_shape_change', path: at, before: b.shape.types, after: null, why: 'optional field no longer seen' }
            : { kind: 'breaking_output_shape_change', path: at, before: b.shape.types, after: null, why: 'field disappeared' },
        );
      } else if (a && !b) {
        changes.push({ kind: 'nonbreaking_output_shape_change', path: at, before: null, after: a.shape.types, why: a.optional ? 'new optional field' : 'new field' });
      } else if (a && b) {
        if (!b.optional && a.optional) changes.push({ kind: 'breaking_output_shape_change', path: at, before: 'always present', after: 'optional', why: 'field is now missing from some results' });
        if (b.optional && !a.optional) changes.push({ kind: 'nonbreaking_output_shape_change', path: at, before: 'optional', after: 'always present', why: 'optional field is now always present' });
        changes.push(...compareShapes(b.shape, a.shape, at));
      }
    }
  }
  // An array seen only empty tells nothing about its elements, so only two known item shapes compare.
  if (before.items && after.items) changes.push(...compareShapes(before.items, after.items, `${path}[]`));
  return changes;
}

/** Output-shape drift of every tool present in both; tools added or removed are other drift classes. */
export function compareOutputShapes(before: OutputShapes, after: OutputShapes): Array<ShapeChange & { tool: string }> {
  return Object.keys(before)
    .filter((tool) => after[tool] !== undefined)
    .sort()
    .flatMap((tool) => compareShapes(before[tool]!, after[tool]!).map((change) => ({ tool, ...change })));
}

/** Where an inferred shape disagrees with a declared (output) schema. */
export interface SchemaMismatch {
  path: string;
  reason: string;
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
    if (stray.length > 0) mismatches.push({ path, reason: `observed ${stray.join(' | ')}, schema allows ${declared.join(' | ')}` });
  }
  if (shape.fields) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    for (const [key, field] of Object.entries(shape.fields)) {
      const sub = Object.hasOwn(properties, key) ? properties[key] : isRecord(schema.additionalProperties) ? schema.additionalProperties : undefined;
      if (sub !== undefined) mismatches.push(...shapeMatchesOutputSchema(field.shape, sub, fieldPath(path, key)));
      else if (schema.additionalProperties === false) mismatches.push({ path: fieldPath(path, key), reason: 'field is not declared and additionalProperties is false' });
    }
    for (const key of Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === 'string') : []) {
      const field = own(shape.fields, key);
      if (!field) mismatches.push({ path: fieldPath(path, key), reason: 'required field never observed' });
      else if (field.optional) mismatches.push({ path: fieldPath(path, key), reason: 'required field missing from some samples' });
    }
  }
  if (shape.items && isRecord(schema.items)) mismatches.push(...shapeMatchesOutputSchema(shape.items, schema.items, `${path}[]`));
  return mismatches;
}
