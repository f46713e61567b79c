import { isRecord, type JsonValue } from '../model.js';

/** A JSON object as parsed from a server's schema. */
export type JsonObject = { [key: string]: JsonValue };

/** The record predicate, narrowed to parsed JSON: what a schema holds is JSON, never functions or classes. */
export function isObject(value: unknown): value is JsonObject {
  return isRecord(value);
}

/**
 * A string that is equal for equal JSON values whatever their key order, so enum values, defaults
 * and branches can be compared and put in sets.
 */
export function stableKey(value: unknown): string {
  // An explicit stack, not recursion: a server's schema may nest deeper than the call stack.
  const out: string[] = [];
  const work: Array<{ value: unknown } | string> = [{ value }];
  while (work.length > 0) {
    const item = work.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    const v = item.value;
    if (Array.isArray(v)) {
      work.push(']');
      for (let i = v.length - 1; i >= 0; i--) {
        work.push({ value: v[i] });
        if (i > 0) work.push(',');
      }
      work.push('[');
    } else if (isObject(v)) {
      const keys = Object.keys(v).sort();
      work.push('}');
      for (let i = keys.length - 1; i >= 0; i--) work.push({ value: v[keys[i]!] }, `${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`);
      work.push('{');
    } else {
      // undefined is not JSON; give it its own spelling so "absent" never equals a real value.
      out.push(v === undefined ? 'undefined' : JSON.stringify(v));
    }
  }
  return out.join('');
}

export function sameJson(a: unknown, b: unknown): boolean {
  return stableKey(a) === stableKey(b);
}

/** The value as JSON data for a change's before/after evidence; `undefined` stays absent. */
export function asJson(value: unknown): JsonValue | undefined {
  return value === undefined ? undefined : (value as JsonValue);
}

/** Short rendering of a value for a change's reason (its `before`/`after` facts); long values are cut so the sentence stays one line. */
export function show(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? 'nothing' : JSON.stringify(value);
  } catch {
    // JSON.stringify gives up on a value nested some thousands of levels deep.
    text = 'a value nested too deeply to show';
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
