import type { RuleMeta } from './types.js';

/** Registry entries of the schema family. */
export const schemaRules = {} satisfies Record<string, RuleMeta>;
