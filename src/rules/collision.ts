import type { RuleMeta } from './types.js';

/** Registry entries of the collision family. */
export const collisionRules = {} satisfies Record<string, RuleMeta>;
