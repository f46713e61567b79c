import type { CallRecord } from '../../calls/types.js';
import type { JsonValue } from '../../model.js';
import { isRecord } from '../../snapshot/view.js';

/** JSON types a shape distinguishes; integers and fractions are both `number`, or every total would drift. */
export type ShapeType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';
const TYPE_ORDER: ShapeType[] = ['null', 'boolean', 'number', 'string', 'array', 'object'];

/**
 * The structure of a value, never the value: its types (a union after merging), the fields of its
 * object form and the merged shape of its array elements. Plain JSON, so it can live in the lockfile.
 */
export type Shape = {
  types: ShapeType[];
  /** Present when `types` has `object`. */
  fields?: Record<string, FieldShape>;
  /** Present when `types` has `array` and some sampled array had elements. */
  items?: Shape;
};

export type FieldShape = {
  /** Absent from at least one sampled object. */
  optional: boolean;
  shape: Shape;
};

/** The lockfile's `outputShapes`: inferred output shape per tool name. */
export type OutputShapes = Record<string, Shape>;

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

export function inferShape(value: unknown): Shape {
  if (value === null || value === undefined) return { types: ['null'] };
  if (Array.isArray(value)) {
    const items = value.map(inferShape).reduce<Shape | undefined>((acc, s) => (acc ? mergeShapes(acc, s) : s), undefined);
    return items ? { types: ['array'], items } : { types: ['array'] };
  }
  if (typeof value === 'object') {
    // fromEntries defines own properties, so a server's "__proto__" key stays a plain field.
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    const fields = Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, { optional: false, shape: inferShape(v) }]));
    return { types: ['object'], fields };
  }
  const t = typeof value;
  return { types: [t === 'boolean' || t === 'number' || t === 'string' ? t : 'null'] };
}

/** Merges two samples' shapes: types become a union, and a field missing from some objects becomes optional. */
export function mergeShapes(a: Shape, b: Shape): Shape {
  const types = TYPE_ORDER.filter((t) => a.types.includes(t) || b.types.includes(t));
  const merged: Shape = { types };
  if (a.fields && b.fields) {
    // Locals: narrowing does not reach into the callback.
    const af = a.fields;
    const bf = b.fields;
    merged.fields = Object.fromEntries(
      keysOf(af, bf).map((key) => {
        const x = own(af, key);
        const y = own(bf, key);
        return [key, x && y ? { optional: x.optional || y.optional, shape: mergeShapes(x.shape, y.shape) } : { optional: true, shape: (x ?? y)!.shape }];
      }),
    );
  } else if (a.fields ?? b.fields) merged.fields = (a.fields ?? b.fields)!;
  if (a.items && b.items) merged.items = mergeShapes(a.items, b.items);
  else if (a.items ?? b.items) merged.items = (a.items ?? b.items)!;
  return merged;
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

/**
 * The value whose shape is tracked: `content` (text that is JSON parsed, so its fields count;
 * `_meta` dropped) and `structuredContent` when present.
 */
export function outputValue(result: unknown): JsonValue | undefined {
  if (!isRecord(result)) return undefined;
  const content = Array.isArray(result.content)
    ? result.content.map((block) => {
        if (!isRecord(block)) return block as JsonValue;
        const { _meta: _dropped, ...rest } = block;
        const parsed = rest.type === 'text' && typeof rest.text === 'string' ? parseStructured(rest.text) : undefined;
        return (parsed === undefined ? rest : { ...rest, text: parsed }) as JsonValue;
      })
    : [];
  return { content, ...(result.structuredContent !== undefined ? { structuredContent: result.structuredContent as JsonValue } : {}) };
}

/** Merged shapes of each tool's successful `output-sample` calls; tools with none are absent. */
export function inferOutputShapes(records: readonly CallRecord[]): OutputShapes {
  const shapes: OutputShapes = {};
  for (const r of records) {
    if (r.call.purpose !== 'output-sample' || r.layer !== 'ok') continue;
    const value = outputValue(r.result);
    if (value === undefined) continue;
    const shape = inferShape(value);
    shapes[r.call.tool] = shapes[r.call.tool] ? mergeShapes(shapes[r.call.tool]!, shape) : shape;
  }
  return Object.fromEntries(Object.keys(shapes).sort().map((k) => [k, shapes[k]!]));
}

function parseStructured(text: string): JsonValue | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(trimmed) as JsonValue;
  } catch {
    return undefined;
  }
}

/** A field by name, own properties only: server data may name a field `constructor` or `__proto__`. */
function own(fields: Record<string, FieldShape>, key: string): FieldShape | undefined {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

function keysOf(a: Record<string, FieldShape>, b: Record<string, FieldShape>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

function fieldPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
