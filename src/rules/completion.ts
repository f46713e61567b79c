import type { RuleMeta } from './types.js';

/** Registry entries of the completion family. */
export const completionRules = {} satisfies Record<string, RuleMeta>;
