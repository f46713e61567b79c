import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The official SARIF 2.1.0 schema is draft-04, which Ajv 8 does not load (`ajv-draft-04` is not a
 * dependency). Draft-04 differs from draft-07 in the schema's own `id` (now `$id`) and in boolean
 * `exclusiveMinimum`/`exclusiveMaximum`; the schema uses no exclusive bounds (checked below), so
 * renaming `id` and dropping `$schema` leaves every constraint as written. Its `language` pattern
 * (`^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$`) has a stray `]` that only a non-Unicode regular
 * expression accepts, as draft-04 validators compiled them: hence `unicodeRegExp: false`.
 */
export function loadSarifValidator(): ValidateFunction {
  const path = fileURLToPath(new URL('../../node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json', import.meta.url));
  const text = readFileSync(path, 'utf8');
  if (/"exclusiveM(?:in|ax)imum"/.test(text)) throw new Error('the SARIF schema now uses exclusive bounds: load it as draft-04 (ajv-draft-04)');
  const { $schema: _draft04, id, ...schema } = JSON.parse(text) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile({ $id: id as string, ...schema });
}

let validate: ValidateFunction | undefined;

/** Schema violations of a SARIF log, as `<instance path> <message>`; empty when it is valid. */
export function sarifErrors(log: unknown): string[] {
  validate ??= loadSarifValidator();
  return validate(log) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
