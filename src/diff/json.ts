import type { JsonValue } from '../model.js';

/** A JSON object as parsed from a server's schema. */
export type JsonObject = { [key: string]: JsonValue };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A string that is equal for equal JSON values whatever their key order, so enum values, defaults
 * and branches can be compared and put in sets.
 */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableKey(value[key])}`).join(',')}}`;
  }
  // undefined is not JSON; give it its own spelling so "absent" never equals a real value.
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

export function sameJson(a: unknown, b: unknown): boolean {
  return stableKey(a) === stableKey(b);
}

/** The value as JSON data for a change's before/after evidence; `undefined` stays absent. */
export function asJson(value: unknown): JsonValue | undefined {
  return value === undefined ? undefined : (value as JsonValue);
}

/** Short rendering of a value inside a `why` sentence; long values are cut so the sentence stays one line. */
export function show(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
