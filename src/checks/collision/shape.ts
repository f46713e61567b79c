import { isRecord } from '../../snapshot/view.js';

// Hostile schemas can be deep or wide; a shape this large is already unlike any other.
const MAX_DEPTH = 32;
const MAX_FEATURES = 2_000;

function typeOf(node: Record<string, unknown>): string {
  const t = node.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.filter((x) => typeof x === 'string').sort().join('|') || 'any';
  if (isRecord(node.properties)) return 'object';
  if (node.items !== undefined || node.prefixItems !== undefined) return 'array';
  if (Array.isArray(node.enum)) return 'enum';
  if (typeof node.$ref === 'string') return 'ref';
  return 'any';
}

/**
 * The structural shape of an input schema as a set of `path:type` features, e.g. `filter:object`,
 * `filter.status:string`, `tags[]:string`. Names, types and nesting count; descriptions, bounds
 * and `required` do not. Combinator branches merge into the same paths.
 */
export function shapeFeatures(schema: unknown): Set<string> {
  const out = new Set<string>();
  const visit = (node: unknown, path: string, depth: number): void => {
    if (!isRecord(node) || depth > MAX_DEPTH || out.size >= MAX_FEATURES) return;
    if (isRecord(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        const at = path ? `${path}.${name}` : name;
        out.add(`${at}:${isRecord(child) ? typeOf(child) : 'any'}`);
        visit(child, at, depth + 1);
      }
    }
    const items = Array.isArray(node.prefixItems) ? node.prefixItems : Array.isArray(node.items) ? node.items : [node.items];
    for (const item of items) {
      if (!isRecord(item)) continue;
      out.add(`${path}[]:${typeOf(item)}`);
      visit(item, `${path}[]`, depth + 1);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = node[key];
      if (Array.isArray(branches)) for (const b of branches) visit(b, path, depth + 1);
    }
  };
  visit(schema, '', 0);
  return out;
}

/** Jaccard similarity of two shapes; two schemas without properties are alike. */
export function shapeSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const f of a) if (b.has(f)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Shapes diverge when they share less than half their features: `{filter: {status}}` vs
 * `{status}` share none, while `list_users(limit, cursor, role)` / `list_projects(limit, cursor, owner)`
 * share half and stay a family.
 */
export const DIVERGENT_BELOW = 0.5;
