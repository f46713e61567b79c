/**
 * Every class of contract change the drift classifier emits. Config `fail_on` lists and
 * `severity` keys are validated against this list, so a typo is a config error, not a silent no-op.
 */
export const DRIFT_CLASSES = [
  'tool_removed',
  'tool_added',
  'tool_renamed',
  'description_changed',
  'breaking_schema_change',
  'nonbreaking_schema_change',
  'annotation_changed',
  'breaking_output_shape_change',
  'nonbreaking_output_shape_change',
  'prompt_changed',
  'resource_changed',
  'capability_removed',
  'version_not_bumped',
] as const;

/** One drift class name. */
export type DriftClass = (typeof DRIFT_CLASSES)[number];
