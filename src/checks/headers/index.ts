/** The headers family: `x-mcp-header` admission and the Streamable HTTP boundary probes, both pure. */
export {
  admitHeaders,
  checkHeaders,
  findHeaderAnnotations,
  HEADER_RULES,
  HEADER_TYPES,
  MAX_SAFE_HEADER_INTEGER,
  type HeaderAdmission,
  type HeaderAnnotation,
  type HeaderDeclaration,
  type HeaderPlacement,
  type HeaderProblem,
} from './admission.js';
export { checkBoundary } from './boundary.js';
export { classifySensitiveField, type SensitiveMatch } from './sensitive.js';
