import type { RuleMeta } from './types.js';

/** Registry entries of the results family. */
export const resultsRules = {} satisfies Record<string, RuleMeta>;
