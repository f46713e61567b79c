import { compileSchema } from '../protocol/json-schema.js';
import type { JsonValue } from '../model.js';
import { isRecord } from '../snapshot/view.js';

export type InvalidArguments = { ok: true; arguments: Record<string, JsonValue>; violation: string } | { ok: false; reason: string };

// A value of the wrong JSON type for each declared type.
const WRONG_VALUE: Record<string, JsonValue> = {
  string: 12345,
  number: 'not-a-number',
  integer: 'not-an-integer',
  boolean: 'not-a-boolean',
  array: 'not-an-array',
  object: 'not-an-object',
};

const UNEXPECTED_PROPERTY = 'mcpward_unexpected_property';

/**
 * Builds arguments that break `inputSchema` in exactly one way, starting from arguments the user
 * allowlisted: drop a required property, give a property a value of the wrong type, or add an
 * undeclared one. Every candidate is validated, so the probe never sends arguments the schema accepts.
 */
export function invalidArguments(inputSchema: unknown, base: Record<string, JsonValue>): InvalidArguments {
  if (!isRecord(inputSchema)) return { ok: false, reason: 'input schema is not an object' };
  const compiled = compileSchema(inputSchema);
  if (!compiled.ok) return { ok: false, reason: `input schema does not compile: ${compiled.reason}` };
  const properties = isRecord(inputSchema.properties) ? inputSchema.properties : {};
  // Header-mirrored properties last: dropping one tests the HTTP header rules instead (-32020).
  const byHeaderLast = (names: string[]) =>
    [...names].sort((a, b) => Number(isRecord(properties[a]) && 'x-mcp-header' in properties[a]) - Number(isRecord(properties[b]) && 'x-mcp-header' in properties[b]));

  const candidates: Array<{ arguments: Record<string, JsonValue>; violation: string }> = [];
  const required = Array.isArray(inputSchema.required) ? inputSchema.required.filter((r): r is string => typeof r === 'string') : [];
  for (const name of byHeaderLast(required)) {
    const { [name]: _dropped, ...rest } = base;
    candidates.push({ arguments: rest, violation: `required property ${JSON.stringify(name)} is missing` });
  }
  for (const name of byHeaderLast(Object.keys(properties))) {
    const type = (properties[name] as Record<string, unknown> | undefined)?.type;
    if (typeof type !== 'string' || !Object.hasOwn(WRONG_VALUE, type)) continue;
    candidates.push({ arguments: { ...base, [name]: WRONG_VALUE[type]! }, violation: `property ${JSON.stringify(name)} is not of type ${type}` });
  }
  if (inputSchema.additionalProperties === false && !(UNEXPECTED_PROPERTY in properties)) {
    candidates.push({ arguments: { ...base, [UNEXPECTED_PROPERTY]: true }, violation: `undeclared property ${JSON.stringify(UNEXPECTED_PROPERTY)}` });
  }
  const invalid = candidates.find((c) => !compiled.validate(c.arguments));
  return invalid ? { ok: true, ...invalid } : { ok: false, reason: 'the input schema accepts every argument mcpward could construct' };
}
