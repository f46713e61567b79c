/** The schema-change classifier and the description diff: pure functions, no I/O. */
export { classifySchemaChange, type SchemaChange } from './schema.js';
export { SCHEMA_CHANGE_KINDS, isBreaking, type Direction, type Effect, type SchemaChangeKind } from './kinds.js';
export {
  canonicalizeDescription,
  collectParameterDescriptions,
  descriptionRiskCues,
  findRiskCues,
  hashDescription,
  RISK_CUES,
  visibleInvisibles,
  wordDiff,
  type DiffPart,
  type RiskCue,
} from './describe.js';
export { renderClassificationExamples, type ClassificationExample } from './examples.js';
