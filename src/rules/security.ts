import type { RuleMeta } from './types.js';

/** Registry entries of the security family. */
export const securityRules = {} satisfies Record<string, RuleMeta>;
