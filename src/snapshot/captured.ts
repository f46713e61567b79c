/**
 * The captured surface with each item's fields typed, for the programmatic API: a field is present
 * when the server sent it with the type the protocol gives it, and absent otherwise (the item's
 * `sdkIssues` say what was wrong); `raw` keeps the item exactly as sent. Pure.
 */

import { isRecord, type JsonValue } from '../model.js';
import type { CapturedItem, Snapshot } from './types.js';

type JsonObject = { [key: string]: JsonValue };

/** Fields every listed item may carry. */
interface ItemFields {
  name?: string;
  title?: string;
  description?: string;
  _meta?: JsonObject;
}

/** A tool as `tools/list` sent it. */
export interface CapturedTool extends CapturedItem, ItemFields {
  inputSchema?: JsonObject;
  outputSchema?: JsonObject;
  annotations?: JsonObject;
}

/** A prompt as `prompts/list` sent it. */
export interface CapturedPrompt extends CapturedItem, ItemFields {
  arguments?: Array<{ name?: string; description?: string; required?: boolean }>;
}

/** A resource as `resources/list` sent it. */
export interface CapturedResource extends CapturedItem, ItemFields {
  uri?: string;
  mimeType?: string;
  size?: number;
  annotations?: JsonObject;
}

/** A resource template as `resources/templates/list` sent it. */
export interface CapturedResourceTemplate extends CapturedItem, ItemFields {
  uriTemplate?: string;
  mimeType?: string;
  annotations?: JsonObject;
}

/** A snapshot whose listed items carry their typed fields beside `raw`. */
export interface CapturedSnapshot extends Snapshot {
  tools: CapturedTool[];
  prompts: CapturedPrompt[];
  resources: CapturedResource[];
  resourceTemplates: CapturedResourceTemplate[];
}

/** `raw[key]` when it has the type `kind` names. */
function field(raw: Record<string, unknown>, key: string, kind: 'string' | 'number' | 'boolean' | 'object'): Record<string, unknown> {
  const value = raw[key];
  if (kind === 'object') return isRecord(value) ? { [key]: value } : {};
  return typeof value === kind ? { [key]: value } : {};
}

function common(raw: Record<string, unknown>): Record<string, unknown> {
  return { ...field(raw, 'name', 'string'), ...field(raw, 'title', 'string'), ...field(raw, 'description', 'string'), ...field(raw, '_meta', 'object') };
}

function promptArguments(raw: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(raw.arguments)) return {};
  const args = raw.arguments.filter(isRecord).map((a) => ({ ...field(a, 'name', 'string'), ...field(a, 'description', 'string'), ...field(a, 'required', 'boolean') }));
  return { arguments: args };
}

/** Each item with the fields it has, typed; `raw` and the rest of the item as captured. */
function typed<T extends CapturedItem>(items: readonly CapturedItem[], fields: (raw: Record<string, unknown>) => Record<string, unknown>): T[] {
  return items.map((item) => (isRecord(item.raw) ? { ...fields(item.raw), ...item } : { ...item }) as T);
}

/** The snapshot with typed tools, prompts, resources and resource templates. */
export function typedSnapshot(s: Snapshot): CapturedSnapshot {
  return {
    ...s,
    tools: typed<CapturedTool>(s.tools, (r) => ({ ...common(r), ...field(r, 'inputSchema', 'object'), ...field(r, 'outputSchema', 'object'), ...field(r, 'annotations', 'object') })),
    prompts: typed<CapturedPrompt>(s.prompts, (r) => ({ ...common(r), ...promptArguments(r) })),
    resources: typed<CapturedResource>(s.resources, (r) => ({ ...common(r), ...field(r, 'uri', 'string'), ...field(r, 'mimeType', 'string'), ...field(r, 'size', 'number'), ...field(r, 'annotations', 'object') })),
    resourceTemplates: typed<CapturedResourceTemplate>(s.resourceTemplates, (r) => ({ ...common(r), ...field(r, 'uriTemplate', 'string'), ...field(r, 'mimeType', 'string'), ...field(r, 'annotations', 'object') })),
  };
}
