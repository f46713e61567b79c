import type { RuleMeta } from './types.js';

/** Registry entries of the drift family. */
export const driftRules = {} satisfies Record<string, RuleMeta>;
