import type { RuleMeta } from './types.js';

/** Registry entries of the schema family: descriptor admission for each listed item. */
export const schemaRules = {
  sdk_schema_rejected: {
    family: 'schema',
    severity: 'high',
    title: 'Descriptors pass the official SDK schema',
    description:
      'Each tool, prompt and resource is checked against the official TypeScript SDK’s published schema. The official clients validate whole pages, so one descriptor that fails makes them drop every tool on its page.',
    remediation: 'Fix the named fields so the descriptor matches the MCP schema for the negotiated revision.',
    message: (a, q) => `Descriptor is rejected by the official SDK schema: ${q(a.issues)}`,
    passMessage: (a, q) => `All ${q(a.count)} descriptors pass the official SDK schema`,
  },
  tool_name_invalid: {
    family: 'schema',
    severity: 'medium',
    title: 'Tool names follow the spec',
    description:
      'Tool names should be 1–128 characters of `A-Z a-z 0-9 _ - .`; other characters break clients that build identifiers or routes from them.',
    remediation: 'Rename the tool using only letters, digits, `_`, `-` and `.`, at most 128 characters.',
    message: (a, q) => `Tool name ${q(a.name)} is invalid: ${q(a.reason)}`,
    passMessage: (a, q) => `All ${q(a.count)} tool names follow the spec`,
  },
  tool_name_duplicate: {
    family: 'schema',
    severity: 'high',
    title: 'Tool names are unique',
    description:
      'Two tools with one name (on one page or across pages) make a call ambiguous; clients keep one of them, and which one is undefined.',
    remediation: 'Give every tool a unique name.',
    message: (a, q) => `Tool name ${q(a.name)} is listed ${q(a.count)} times`,
    passMessage: () => 'Tool names are unique',
  },
  input_schema_invalid: {
    family: 'schema',
    severity: 'high',
    title: 'inputSchema is an object schema that compiles',
    description:
      '`inputSchema` is required, must be a JSON Schema whose root has `type: "object"`, and must compile under its declared dialect (2020-12 when `$schema` is absent; draft-07 and 2019-09 accepted). Remote `$ref`s are never fetched and count as errors.',
    remediation: 'Declare `inputSchema` as `{ "type": "object", "properties": { … } }` and fix the reported compile error.',
    message: (a, q) => `inputSchema is invalid: ${q(a.reason)}`,
    passMessage: (a, q) => `All ${q(a.count)} input schemas compile as object schemas`,
  },
  output_schema_invalid: {
    family: 'schema',
    severity: 'medium',
    title: 'outputSchema is valid for the protocol era',
    description:
      'When present, `outputSchema` must compile. Legacy revisions (up to 2025-11-25) require an object root; 2026-07-28 allows any JSON Schema (arrays, scalars, null).',
    remediation: 'Fix the reported error, or for a legacy server wrap non-object output in an object property.',
    message: (a, q) => `outputSchema is invalid: ${q(a.reason)}`,
    passMessage: (a, q) => `All ${q(a.count)} output schemas are valid for the era`,
  },
} satisfies Record<string, RuleMeta>;
