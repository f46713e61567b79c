/**
 * Why a contract change matters, as data and as words. Checks record a change's reason as a code
 * with its facts (`evidence.change` of a drift finding); the sentence is written here, where it is
 * shown, so every sentence comes from the registry's vocabulary and none is stored in a finding.
 */

import type { JsonValue } from '../model.js';
import { OUTPUT_SCHEMA_ADDED, OUTPUT_SCHEMA_REMOVED } from './drift.js';
import { SCHEMA_CHANGE_KINDS, schemaChangeWhy, type SchemaChangeKind, type WhyFacts } from './schema-kinds.js';

/** What changed in an inferred output shape (src/checks/shared/output-shape.ts), with its sentence. */
const SHAPE_WORDS = {
  shape_type_changed: (b: readonly string[], a: readonly string[]) => `type changed from ${b.join(' | ')} to ${a.join(' | ')}`,
  shape_type_added: (b: readonly string[], a: readonly string[]) => `may now also be ${a.filter((t) => !b.includes(t)).join(' | ')}`,
  shape_type_removed: (b: readonly string[], a: readonly string[]) => `no longer ${b.filter((t) => !a.includes(t)).join(' | ')}`,
  shape_field_removed: () => 'field disappeared',
  shape_optional_field_unseen: () => 'optional field no longer seen',
  shape_field_added: () => 'new field',
  shape_optional_field_added: () => 'new optional field',
  shape_field_now_optional: () => 'field is now missing from some results',
  shape_field_now_always_present: () => 'optional field is now always present',
} satisfies Record<string, (before: readonly string[], after: readonly string[]) => string>;

export type ShapeChangeCode = keyof typeof SHAPE_WORDS;

/**
 * Why an inferred shape changed: its code, the JSON types on each side for a type change (the
 * inference's own type names), and `mirrored` when the JSON text block that mirrors
 * structuredContent changed the same way (reported once, at the structuredContent path).
 */
export type ShapeWhy = { code: ShapeChangeCode; before?: string[]; after?: string[]; mirrored?: true };

/** The whole outputSchema appearing or disappearing (one finding per tool). */
export type OutputSchemaWhy = { code: typeof OUTPUT_SCHEMA_ADDED | typeof OUTPUT_SCHEMA_REMOVED };

/** A schema change's reason: its kind as the code, with the facts its sentence is written from. */
export type SchemaWhy = WhyFacts & { code: SchemaChangeKind };

/** `evidence.change` of a drift finding. */
export type ChangeWhy = SchemaWhy | ShapeWhy | OutputSchemaWhy;

const OUTPUT_SCHEMA_WORDS: Record<OutputSchemaWhy['code'], string> = {
  [OUTPUT_SCHEMA_ADDED]: 'the tool now declares an outputSchema, so its results carry structuredContent that conforms to it; consumers that ignore it are unaffected',
  [OUTPUT_SCHEMA_REMOVED]: 'the tool no longer declares an outputSchema: consumers that read its structuredContent lose the contract they relied on',
};

const MIRRORED = ' (the JSON text block changed the same way)';

type Data = { readonly [key: string]: JsonValue | undefined };
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: JsonValue | undefined): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

/**
 * The sentence for a change's reason, or undefined when `value` is no reason this version knows
 * (a report written by another version): the reporter then shows the data as it is.
 */
export function changeWhy(value: JsonValue | undefined): string | undefined {
  if (!isData(value) || typeof value.code !== 'string') return undefined;
  const code = value.code;
  if (Object.hasOwn(SHAPE_WORDS, code)) {
    const sentence = SHAPE_WORDS[code as ShapeChangeCode](strings(value.before), strings(value.after));
    return value.mirrored === true ? `${sentence}${MIRRORED}` : sentence;
  }
  if (Object.hasOwn(OUTPUT_SCHEMA_WORDS, code)) return OUTPUT_SCHEMA_WORDS[code as OutputSchemaWhy['code']];
  if (Object.hasOwn(SCHEMA_CHANGE_KINDS, code)) {
    const facts: WhyFacts = {
      subject: text(value.subject),
      before: text(value.before),
      after: text(value.after),
      direction: value.direction === 'output' ? 'output' : 'input',
      breaking: value.breaking === true,
      keyword: text(value.keyword),
      ...(typeof value.witness === 'string' ? { witness: value.witness } : {}),
    };
    return schemaChangeWhy(code as SchemaChangeKind, facts);
  }
  return undefined;
}
