/**
 * The JSON Schema keywords that hold subschemas, written once for every walker (description
 * pinning, security scanning, header admission): a keyword missing here is a place nobody looks.
 */

/** Keywords whose value is a map of name → schema. */
export const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'] as const;
/** Keywords whose value is a list of schemas. */
export const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
/** Keywords whose value is one schema (`items` may also be a legacy list). */
export const SCHEMA_SINGLES = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
] as const;
