/** The headers family: `x-mcp-header` admission and the Streamable HTTP boundary probes, both pure. */
export {
  admitHeaders,
  checkHeaders,
  findHeaderAnnotations,
  type HeaderAdmission,
  type HeaderAnnotation,
  type HeaderDeclaration,
  type HeaderPlacement,
  type HeaderProblem,
} from './admission.js';
export { checkBoundary } from './boundary.js';
export { classifySensitiveField, type SensitiveMatch } from './sensitive.js';

import type { Finding } from '../../rules/index.js';
import { defineFamily } from '../family.js';
import { checkHeaders as admit } from './admission.js';
import { checkBoundary as judgeBoundary } from './boundary.js';

/**
 * Turned on and off by its own `checks.headers`. The wire probes of the boundary are review evidence (`review.boundary_probes`): the family
 * judges them whenever the collector gathered them, and needs none of its own.
 */
export const headersFamily = defineFamily({
  family: 'headers',
  run: ({ evidence, config }): Finding[] => [...admit(evidence.snapshot, config.review.header_placement).findings, ...judgeBoundary(evidence.boundary)],
});
