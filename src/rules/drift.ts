import type { RuleMeta } from './types.js';

/**
 * Registry entries of the drift family. Ids are the drift class names that `checks.drift.fail_on`
 * and `checks.drift.severity` accept. Severity is blast radius: high = silent security changes,
 * medium = schema and output breaks, low = loud changes.
 */
export const driftRules = {
  tool_removed: {
    family: 'drift',
    severity: 'low',
    title: 'Tool removed',
    description:
      'A tool in the baseline is gone. Breaking, but loud: the next call fails at the call site and gets fixed quickly, hence low severity.',
    remediation: 'If the removal is intended, re-pin with `mcpward baseline`; otherwise restore the tool.',
    message: (a, q) => `Tool ${q(a.tool)} was removed`,
  },
  tool_added: {
    family: 'drift',
    severity: 'low',
    title: 'Tool added',
    description:
      'A tool that is not in the baseline appeared. Nothing breaks, but the agent now sees a new capability whose description it will follow.',
    remediation: 'Review the new tool’s description and annotations, then re-pin with `mcpward baseline`.',
    message: (a, q) => `Tool ${q(a.tool)} was added`,
  },
  tool_unchanged: {
    family: 'drift',
    severity: 'info',
    title: 'Tool unchanged',
    description: 'The tool’s pinned contract (description, schemas, annotations) matches the baseline.',
    remediation: 'Nothing to do.',
    message: (a, q) => `Tool ${q(a.tool)} changed`,
    passMessage: (a, q) => `Tool ${q(a.tool)} matches the baseline`,
  },
} satisfies Record<string, RuleMeta>;
