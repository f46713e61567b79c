import { MAX_JUDGED_TEXT } from '../text/bounds.js';
import type { CapturedItem, Snapshot } from '../snapshot/types.js';

/** Re-exported: the checks' cut of server text (src/text/bounds.ts says why). Drift is not judged on this view: it pins the full text. */
export { MAX_JUDGED_TEXT };

/**
 * The snapshot as the checks judge it: every string in the listed items and the instructions cut
 * to `max`. The same snapshot (no copy) when nothing is longer; otherwise only the items holding a
 * long string are copied. Iterative: a schema nested thousands deep cannot overflow the stack.
 */
export function judgedSnapshot(snapshot: Snapshot, max = MAX_JUDGED_TEXT): Snapshot {
  const cap = (items: CapturedItem[]): CapturedItem[] => {
    if (!items.some((item) => hasLongString(item.raw, max) || (item.key?.length ?? 0) > max)) return items;
    return items.map((item) => (hasLongString(item.raw, max) || (item.key?.length ?? 0) > max ? { ...item, raw: capStrings(item.raw, max), key: item.key?.slice(0, max) } : item));
  };
  const tools = cap(snapshot.tools);
  const prompts = cap(snapshot.prompts);
  const resources = cap(snapshot.resources);
  const resourceTemplates = cap(snapshot.resourceTemplates);
  const longInstructions = snapshot.instructions !== undefined && snapshot.instructions.length > max;
  if (tools === snapshot.tools && prompts === snapshot.prompts && resources === snapshot.resources && resourceTemplates === snapshot.resourceTemplates && !longInstructions) return snapshot;
  return { ...snapshot, tools, prompts, resources, resourceTemplates, ...(longInstructions ? { instructions: snapshot.instructions!.slice(0, max) } : {}) };
}

/** Whether any string (value or key) in a JSON value is longer than `max`. */
function hasLongString(value: unknown, max: number): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.length > max) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v !== null && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        if (key.length > max) return true;
        stack.push((v as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** A copy of a JSON value with every string and key cut to `max`; keys such as `__proto__` stay own data keys. */
export function capStrings(value: unknown, max: number): unknown {
  const copyOf = (v: unknown): unknown => {
    if (typeof v === 'string') return v.length > max ? v.slice(0, max) : v;
    if (Array.isArray(v)) return new Array<unknown>(v.length);
    if (v !== null && typeof v === 'object') return {};
    return v;
  };
  const root = copyOf(value);
  const stack: Array<[unknown, unknown]> = [[value, root]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    if (Array.isArray(from)) {
      const out = to as unknown[];
      for (let i = 0; i < from.length; i++) {
        out[i] = copyOf(from[i]);
        if (out[i] !== null && typeof out[i] === 'object') stack.push([from[i], out[i]]);
      }
    } else if (from !== null && typeof from === 'object') {
      for (const key of Object.keys(from)) {
        const child = (from as Record<string, unknown>)[key];
        const copy = copyOf(child);
        Object.defineProperty(to, key.length > max ? key.slice(0, max) : key, { value: copy, enumerable: true, writable: true, configurable: true });
        if (copy !== null && typeof copy === 'object') stack.push([child, copy]);
      }
    }
  }
  return root;
}
