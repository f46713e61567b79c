/** Output shapes inferred from real calls: the structure of results, never their values. Pinned in the lockfile. */

import type { JsonValue } from '../model.js';
import { callSucceeded, type CallRecord } from './calls.js';
import { isRecord } from './view.js';

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
    // A result that reads as a failure has the failure's shape, not the tool's.
    if (r.call.purpose !== 'output-sample' || !callSucceeded(r)) continue;
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
export function own(fields: Record<string, FieldShape>, key: string): FieldShape | undefined {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

export function keysOf(a: Record<string, FieldShape>, b: Record<string, FieldShape>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

export function fieldPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
