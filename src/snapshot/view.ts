import { isRecord } from '../model.js';
import type { CapturedItem, ToolView } from './types.js';

/** Lives in model.ts so that protocol/ can use it; re-exported for the callers that import it from here. */
export { isRecord };

/** Reads a raw tool loosely: checks must cope with whatever a server sent. */
export function toolView(item: CapturedItem): ToolView {
  const raw = isRecord(item.raw) ? item.raw : {};
  return {
    name: raw.name,
    title: raw.title,
    description: raw.description,
    inputSchema: raw.inputSchema,
    outputSchema: raw.outputSchema,
    annotations: raw.annotations,
    raw,
  };
}

/** A display name for any captured item: its key, or its position when the key is unusable. */
export function itemLabel(item: CapturedItem): string {
  return item.key ?? `#${item.index}`;
}

/** Annotation values after the spec defaults (annotations are untrusted hints either way). */
export interface EffectiveAnnotations {
  title?: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export function effectiveAnnotations(annotations: unknown): EffectiveAnnotations {
  const a = isRecord(annotations) ? annotations : {};
  const flag = (key: string, fallback: boolean) => (typeof a[key] === 'boolean' ? (a[key] as boolean) : fallback);
  return {
    ...(typeof a.title === 'string' ? { title: a.title } : {}),
    readOnlyHint: flag('readOnlyHint', false),
    destructiveHint: flag('destructiveHint', true),
    idempotentHint: flag('idempotentHint', false),
    openWorldHint: flag('openWorldHint', true),
  };
}
