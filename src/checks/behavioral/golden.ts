import type { CallRecord } from '../../snapshot/calls.js';
import type { JsonValue } from '../../model.js';
import { isRecord } from '../../snapshot/view.js';


/**
 * What a golden file pins: `content`, `structuredContent` and `isError` (false when absent), with
 * `_meta` dropped, since it carries per-call data such as timestamps; a JSON-RPC error pins its
 * code and message. Undefined when nothing came back.
 */
export function goldenValue(record: CallRecord): JsonValue | undefined {
  if (record.layer === 'protocol' && record.error) return { error: { code: record.error.code, message: record.error.message } };
  if ((record.layer !== 'ok' && record.layer !== 'tool') || !isRecord(record.result)) return undefined;
  const result = record.result;
  return {
    content: withoutMeta(result.content ?? []) as JsonValue,
    ...(result.structuredContent !== undefined ? { structuredContent: result.structuredContent as JsonValue } : {}),
    isError: result.isError === true,
  };
}

function withoutMeta(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMeta);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== '_meta').map(([key, v]) => [key, withoutMeta(v)]));
}
