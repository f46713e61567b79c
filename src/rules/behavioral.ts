import type { RuleMeta } from './types.js';

/** Registry entries of the behavioral family. */
export const behavioralRules = {} satisfies Record<string, RuleMeta>;
