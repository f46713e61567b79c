import type { RuleMeta } from './types.js';

/** Registry entries of the errors family. */
export const errorsRules = {} satisfies Record<string, RuleMeta>;
