import type { RuleMeta } from './types.js';

/** Registry entries of the review family. */
export const reviewRules = {} satisfies Record<string, RuleMeta>;
