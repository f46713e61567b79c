import type { JsonValue } from '../model.js';
import { ONE_PER_SUBJECT, type Quote, rule, term } from './types.js';

/**
 * mcpward's words for the JSON type of a value a server sent (the `got` argument: `missing`,
 * `null`, `array`, `object`, `string`, `number`, `boolean`).
 */
export const TYPE_WORDS: Readonly<Record<string, string>> = {
  missing: 'nothing',
  null: 'null',
  array: 'an array',
  object: 'an object',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
};

/**
 * Why a tool's name or one of its schemas is not what the spec asks, as a code the check emits with
 * the facts. The sentence is the registry's (`schemaIssue`), and every part a server chose (its
 * `type`, `$schema`, `$ref`, the validator's message about its schema) goes through `q`. The
 * compile issues are src/protocol/json-schema.ts's `CompileIssue`.
 */
export type SchemaIssueCode =
  | 'name-not-string'
  | 'name-empty'
  | 'name-too-long'
  | 'name-characters'
  | 'schema-missing'
  | 'schema-not-object'
  | 'root-not-object'
  | 'legacy-root'
  | 'boolean-schema'
  | 'not-a-schema'
  | 'unsupported-dialect'
  | 'remote-ref'
  | 'compile-error'
  | 'combinator-depth'
  | 'nesting-depth';

/** The facts a schema issue may carry, as rule arguments (all optional). */
export type SchemaIssueArgs = {
  issue?: SchemaIssueCode;
  /** The JSON type of what was sent (a `TYPE_WORDS` key). */
  got?: string;
  /** The schema's `type` keyword as sent. */
  type?: JsonValue;
  length?: number;
  dialect?: string;
  ref?: string;
  /** Where a `$ref` sits (a JSON path through the server's keys). */
  at?: string;
  /** The validator's message (it names the server's keys). */
  message?: string;
  depth?: number;
  limit?: number;
};

/** Which schema a finding is about: mcpward's own words, anything else quoted. */
const SCHEMAS: Readonly<Record<string, string>> = { inputSchema: 'inputSchema', outputSchema: 'outputSchema' };

/** The sentence for a schema issue; `schema` names the schema it is about. */
export function schemaIssue(a: SchemaIssueArgs, q: Quote, schema: 'inputSchema' | 'outputSchema' = 'inputSchema'): string {
  const got = term(a.got, TYPE_WORDS, q);
  switch (a.issue) {
    case 'name-not-string':
      return `name is ${got}, not a string`;
    case 'name-empty':
      return 'name is empty';
    case 'name-too-long':
      return `name is ${q(a.length)} characters long (at most 128)`;
    case 'name-characters':
      return 'name has characters outside A-Z a-z 0-9 _ - .';
    case 'schema-missing':
      return `${schema} is missing`;
    case 'schema-not-object':
      return `${schema} is ${got}, not an object schema`;
    case 'root-not-object':
      return `root type is ${q(a.type ?? null)}, not ${q('object')}`;
    case 'legacy-root':
      return `legacy revisions (up to 2025-11-25) require an object root, got ${a.got === 'object' ? `type ${q(a.type ?? null)}` : got}`;
    case 'boolean-schema':
      return 'a boolean schema where an object schema is required';
    case 'not-a-schema':
      return `expected a JSON Schema object, got ${got}`;
    case 'unsupported-dialect':
      return `unsupported JSON Schema dialect ${q(a.dialect)}`;
    case 'remote-ref':
      return `non-local $ref ${q(a.ref)} at ${q(a.at)} (never fetched)`;
    case 'compile-error':
      return q(a.message);
    case 'combinator-depth':
      return `oneOf/anyOf/allOf nest ${q(a.depth)} levels deep (at most ${q(a.limit)})`;
    case 'nesting-depth':
      return `the schema nests more than ${q(a.limit)} levels`;
    case undefined:
      return 'no reason given';
    default:
      // A code this version does not know (a finding read back from an older report): quoted, never trusted.
      return q(a.issue as string);
  }
}

/** An annotation field whose value has the wrong JSON type: `field` is one mcpward checks, `got` a `TYPE_WORDS` key. */
export type MistypedField = { field: string; got: string };

/** The type each annotation field must have (`annotations` is the object itself). */
const FIELD_TYPES: Readonly<Record<string, string>> = {
  annotations: 'an object',
  title: 'a string',
  readOnlyHint: 'a boolean',
  destructiveHint: 'a boolean',
  idempotentHint: 'a boolean',
  openWorldHint: 'a boolean',
};
const FIELDS: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(FIELD_TYPES).map((f) => [f, f]));

/** `title is a number, not a string; readOnlyHint is a string, not a boolean`. */
export function mistypedFields(fields: JsonValue | undefined, q: Quote): string {
  if (!Array.isArray(fields) || fields.length === 0) return 'no field named';
  return fields
    .map((f) => {
      const { field, got } = (f !== null && typeof f === 'object' && !Array.isArray(f) ? f : {}) as { field?: JsonValue; got?: JsonValue };
      return `${term(field, FIELDS, q)} is ${term(got, TYPE_WORDS, q)}, not ${term(field, FIELD_TYPES, () => 'the type it must have')}`;
    })
    .join('; ');
}

/**
 * What decided a tool's admission, as data: the rule it broke with that finding's arguments, or
 * the official SDK schema's issues. Absent when the tool is admitted.
 */
export type AdmissionCause = { rule: string } & { [key: string]: JsonValue };

/** The arguments of `tool_admission`. */
export type AdmissionArgs = {
  verdict: string;
  because?: AdmissionCause;
  /** The JSON Schema dialect of `inputSchema` (a `DIALECTS` word, or `unsupported: …` as declared). */
  dialect?: string;
  /** True when `inputSchema` declares no `$schema`, so 2020-12 applies. */
  dialectDefault?: boolean;
  untrustedHints?: JsonValue;
};

const DIALECTS: Readonly<Record<string, string>> = { 'draft-07': 'draft-07', '2019-09': '2019-09', '2020-12': '2020-12' };

/**
 * The one reason that decided a tool's admission (the review's admission table states it too):
 * the broken rule's issue prefixed with the field it is about.
 */
export function admissionReason(a: AdmissionArgs, q: Quote): string {
  const cause = a.because;
  if (cause === undefined) return `well-formed (JSON Schema ${term(a.dialect, DIALECTS, q)}${a.dialectDefault ? ', the default' : ''})`;
  const schema = cause.schema === 'outputSchema' ? 'outputSchema' : 'inputSchema';
  switch (cause.rule) {
    case 'tool_name_invalid':
      return `name: ${schemaIssue(cause as SchemaIssueArgs, q)}`;
    case 'input_schema_invalid':
      return `inputSchema: ${schemaIssue(cause as SchemaIssueArgs, q, 'inputSchema')}`;
    case 'output_schema_invalid':
      return `outputSchema: ${schemaIssue(cause as SchemaIssueArgs, q, 'outputSchema')}`;
    case 'combinator_depth':
      return `${term(cause.schema, SCHEMAS, q)}: ${schemaIssue(cause as SchemaIssueArgs, q, schema)}`;
    case 'schema_remote_ref':
      return `${term(cause.schema, SCHEMAS, q)} has a remote $ref ${q(cause.ref)} (never fetched)`;
    case 'annotation_types':
      return `annotations: ${mistypedFields(cause.mistyped, q)}`;
    case 'required_unknown_property': {
      const names = Array.isArray(cause.names) ? cause.names : [];
      return `inputSchema requires ${q(names)} but does not declare ${names.length === 1 ? 'it' : 'them'}`;
    }
    case 'sdk_schema_rejected':
      return `the official SDK schema rejects it (its clients drop the whole page): ${q(cause.issues)}`;
    default:
      return `it breaks ${q(cause.rule)}`;
  }
}

/**
 * Quoting for the plain sentences a check keeps besides its findings (the review's admission
 * reasons): JSON string syntax, so a server's value is delimited and cannot seem to end early.
 */
export const jsonQuote: Quote = (value) => {
  if (value === undefined) return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(jsonQuote).join(', ');
  return JSON.stringify(value);
};

/** Registry entries of the schema family: descriptor admission for each listed item. */
export const schemaRules = {
  sdk_schema_rejected: rule<{ count?: number; issues?: string }>()({
    family: 'schema',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'Descriptors pass the official SDK schema',
    description:
      'Each tool, prompt and resource is checked against the official TypeScript SDK’s published schema. The official clients validate whole pages, so one descriptor that fails makes them drop every tool on its page. High: the official clients hide every tool on the page, not only the broken one.',
    remediation: 'Fix the named fields so the descriptor matches the MCP schema for the negotiated revision.',
    message: (a, q) => `Descriptor is rejected by the official SDK schema: ${q(a.issues)}`,
    passMessage: (a, q) => `All ${q(a.count)} descriptors pass the official SDK schema`,
  }),
  tool_name_invalid: rule<{ count?: number; name?: string } & SchemaIssueArgs>()({
    family: 'schema',
    severity: 'medium',
    identity: ['name'],
    title: 'Tool names follow the spec',
    description:
      'Tool names should be 1–128 characters of `A-Z a-z 0-9 _ - .`; other characters break clients that build identifiers or routes from them. Medium: a client may fail to register or call the tool, but nothing is run or shown that should not be.',
    remediation: 'Rename the tool using only letters, digits, `_`, `-` and `.`, at most 128 characters.',
    message: (a, q) => `Tool name ${q(a.name)} is invalid: ${schemaIssue(a, q)}`,
    passMessage: (a, q) => `All ${q(a.count)} tool names follow the spec`,
  }),
  tool_name_duplicate: rule<{ name?: string; count?: number }>()({
    family: 'schema',
    severity: 'high',
    identity: ['name'],
    title: 'Tool names are unique',
    description:
      'Two tools with one name (on one page or across pages) make a call ambiguous; clients keep one of them, and which one is undefined. High: a call may run the other tool of that name, and which one runs is up to the client.',
    remediation: 'Give every tool a unique name.',
    message: (a, q) => `Tool name ${q(a.name)} is listed ${q(a.count)} times`,
    passMessage: () => 'Tool names are unique',
  }),
  input_schema_invalid: rule<{ count?: number } & SchemaIssueArgs>()({
    family: 'schema',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'inputSchema is an object schema that compiles',
    description:
      '`inputSchema` is required, must be a JSON Schema whose root has `type: "object"`, and must compile under its declared dialect (2020-12 when `$schema` is absent; draft-07 and 2019-09 accepted; any other dialect is an error). Remote `$ref`s are `schema_remote_ref`’s to report. High: clients that validate the descriptor drop the tool, and a client that does not has no schema to check arguments against, so the tool may run on anything.',
    remediation: 'Declare `inputSchema` as `{ "type": "object", "properties": { … } }` and fix the reported compile error.',
    message: (a, q) => `inputSchema is invalid: ${schemaIssue(a, q, 'inputSchema')}`,
    passMessage: (a, q) => `All ${q(a.count)} input schemas compile as object schemas`,
  }),
  output_schema_invalid: rule<{ count?: number } & SchemaIssueArgs>()({
    family: 'schema',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'outputSchema is valid for the protocol era',
    description:
      'When present, `outputSchema` must compile. Legacy revisions (up to 2025-11-25) require an object root; 2026-07-28 allows any JSON Schema (arrays, scalars, null). Medium: clients cannot check structured results against it and some drop the tool, but nothing is run or shown that should not be.',
    remediation: 'Fix the reported error, or for a legacy server wrap non-object output in an object property.',
    message: (a, q) => `outputSchema is invalid: ${schemaIssue(a, q, 'outputSchema')}`,
    passMessage: (a, q) => `All ${q(a.count)} output schemas are valid for the era`,
  }),
  tool_admission: rule<AdmissionArgs>()({
    family: 'schema',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'Each tool is admitted, rejected or admitted on conditions',
    description:
      'Every tool gets one verdict with the one reason that decided it, as the 2026-07-28 contract review asks. REJECT: no usable name, an `inputSchema` that is missing, not an object schema or does not compile, an `outputSchema` invalid for the era, a remote `$ref`, unbounded `oneOf`/`anyOf`/`allOf` nesting, or mistyped annotations. CONDITIONAL: a name outside the spec’s recommended characters, `required` naming undeclared properties, or a descriptor the official SDK schema rejects. ADMIT otherwise. The finding lists the JSON Schema dialect (2020-12 when `$schema` is absent) and the annotations as untrusted hints: what a tool says about itself is never policy. One tool’s verdict never depends on another. High: the verdict decides whether a client may offer the tool at all, so a wrong admission lets through what the review exists to stop.',
    remediation: 'Fix the reason given; the rule named next to it in the report says how.',
    message: (a, q) => `Admission ${q(a.verdict)}: ${admissionReason(a, q)}`,
    passMessage: (a, q) => `Admitted: ${admissionReason(a, q)}`,
  }),
  schema_remote_ref: rule<{ count?: number; ref?: string; schema?: string }>()({
    family: 'schema',
    severity: 'high',
    identity: ONE_PER_SUBJECT,
    title: 'Schemas have no remote $ref',
    description:
      'A `$ref` that does not point inside the schema (`https://…`, `other.json`) would make a validator fetch a URL the server chose: the spec forbids dereferencing network `$ref`s by default, and a schema that cannot be resolved must be rejected, not treated as permissive. mcpward never fetches them; the tool is rejected. High: resolving it would make the validator fetch a URL the server chose, a request nobody approved, and ignoring it would accept any argument.',
    remediation: 'Inline the referenced schema under `$defs` and point to it with `#/$defs/…`.',
    message: (a, q) => `${q(a.schema)} has a remote $ref ${q(a.ref)}`,
    passMessage: (a, q) => `No remote $ref in the schemas of ${q(a.count)} tool(s)`,
  }),
  combinator_depth: rule<{ count?: number; schema?: string } & SchemaIssueArgs>()({
    family: 'schema',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'oneOf/anyOf/allOf nesting is bounded',
    description:
      'Composition keywords nested many levels deep make validation cost explode; the spec asks implementations to bound schema depth so a malicious schema cannot act as a denial of service against the validator. mcpward rejects schemas whose `oneOf`/`anyOf`/`allOf` nest more than 8 levels, or that nest more than 128 levels at all, before compiling them. Medium: the worst case is a validator that stalls or runs out of memory (a denial of service), not a wrong call or a hidden tool.',
    remediation: 'Flatten the schema: merge nested combinators, or move shared parts under `$defs`.',
    message: (a, q) => `Schema nesting is unbounded: ${schemaIssue(a, q)}`,
    passMessage: (a, q) => `Combinator nesting is bounded in ${q(a.count)} tool(s)`,
  }),
  annotation_types: rule<{ count?: number; mistyped?: MistypedField[] }>()({
    family: 'schema',
    severity: 'medium',
    identity: ONE_PER_SUBJECT,
    title: 'Annotations have the right types',
    description:
      '`annotations` is an object whose `title` is a string and whose hints (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`) are booleans. A mistyped hint makes the official clients drop the whole page, and a string `"false"` reads as true in a careless client. Annotations are untrusted hints either way: they describe, they never grant. Medium: the official clients drop the page loudly rather than misread it; only a careless client reads a mistyped hint as permission.',
    remediation: 'Send hints as JSON booleans (`true`/`false`) and the title as a string.',
    message: (a, q) => `Annotations are mistyped: ${mistypedFields(a.mistyped, q)}`,
    passMessage: (a, q) => `Annotations of ${q(a.count)} tool(s) are well-typed`,
  }),
  required_unknown_property: rule<{ count?: number; names?: string[] }>()({
    family: 'schema',
    severity: 'low',
    identity: ONE_PER_SUBJECT,
    title: '`required` names declared properties',
    description:
      'A `required` entry with no matching entry in `properties` (in the same object schema, where no composition keyword could supply it) asks the model for an argument the schema never describes: it has to guess its type and meaning, and usually the name is a typo. The tool is admitted on conditions. Low: the worst case is a call the server rejects and a model that retries with a better guess.',
    remediation: 'Declare the property under `properties`, or remove it from `required`.',
    message: (a, q) => `required names undeclared properties: ${q(a.names)}`,
    passMessage: (a, q) => `required names only declared properties in ${q(a.count)} tool(s)`,
  }),
  parameter_description_missing: rule<{ parameters?: string[]; count: number }>()({
    family: 'schema',
    severity: 'info',
    identity: ONE_PER_SUBJECT,
    title: 'Parameters have descriptions',
    description:
      'A top-level input parameter without a `description` leaves the model only its name to go on. Info: it never fails a run and never changes a verdict.',
    remediation: 'Give every parameter a one-line description of what it means and what values it takes.',
    message: (a, q) => `${q(a.count)} parameter(s) without a description: ${q(a.parameters)}`,
    passMessage: (a, q) => `Parameters of ${q(a.count)} tool(s) all have descriptions`,
  }),
};
