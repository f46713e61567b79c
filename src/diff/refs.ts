import { isObject, type JsonObject } from './json.js';

/** Keywords that only annotate; a `$ref` whose siblings are all annotations is the target itself. */
export const ANNOTATION_KEYWORDS = new Set([
  'title',
  'description',
  'examples',
  '$comment',
  '$id',
  '$anchor',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$defs',
  'definitions',
]);

/**
 * Follows the local `$ref` of `node` (`#`, `#/$defs/x`, `#/definitions/x`, any JSON pointer) against
 * `root`, the schema it belongs to. Returns the node unchanged when it has no `$ref` or the reference
 * cannot be resolved (remote, anchors, broken pointers): the caller then compares the `$ref` text.
 */
export function resolveRef(root: unknown, node: unknown, merged: WeakMap<object, unknown>): unknown {
  let current = node;
  const seen = new Set<unknown>();
  while (isObject(current) && typeof current.$ref === 'string') {
    // A chain of refs that loops back on itself (a → b → a) has no target; stop where we are.
    if (seen.has(current)) return current;
    seen.add(current);
    const target = pointer(root, current.$ref);
    if (target === undefined) return current;
    const siblings = assertionSiblings(current);
    if (siblings === undefined) {
      current = target;
      continue;
    }
    // 2019-09+ lets assertions sit next to $ref; approximating ref+siblings by a shallow merge keeps
    // paths readable. The merge is memoised per ref node so cycle detection sees the same object.
    let mergedNode = merged.get(current);
    if (mergedNode === undefined) {
      mergedNode = isObject(target) ? { ...target, ...siblings } : target;
      merged.set(current, mergedNode);
    }
    return mergedNode;
  }
  return current;
}

function assertionSiblings(node: JsonObject): JsonObject | undefined {
  const rest: JsonObject = {};
  let any = false;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' || ANNOTATION_KEYWORDS.has(key)) continue;
    rest[key] = value;
    any = true;
  }
  return any ? rest : undefined;
}

/** Resolves a same-document reference (RFC 6901 pointer in a URI fragment); undefined when it can't. */
function pointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment === '') return root;
  if (!fragment.startsWith('/')) return undefined; // a plain-name anchor; not resolved
  let current: unknown = root;
  for (const raw of fragment.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = /^\d+$/.test(token) ? current[Number(token)] : undefined;
    else if (isObject(current) && Object.hasOwn(current, token)) current = current[token];
    else return undefined;
  }
  return current;
}
