import type { RuleMeta } from './types.js';

/** Registry entries of the latency family. */
export const latencyRules = {} satisfies Record<string, RuleMeta>;
