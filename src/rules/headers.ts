import type { RuleMeta } from './types.js';

/** Registry entries of the headers family. */
export const headersRules = {} satisfies Record<string, RuleMeta>;
