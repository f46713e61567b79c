/** The canonical form descriptions are pinned in, and every description a schema holds. Pure. */

// node:crypto is pure computation (no I/O, no clock).
import { createHash } from 'node:crypto';
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_SINGLES } from '../protocol/schema-keywords.js';
import { isRecord as isObject } from './view.js';

/**
 * The form a description is pinned in. Removes only what no reader can see and no model reads
 * differently: CR/CRLF line endings and trailing spaces/tabs (per line and at the end). Other
 * Unicode spaces, zero-width, bidi and tag characters are kept: they are how descriptions smuggle.
 * No NFC either: composed and decomposed forms are different bytes to a tokenizer.
 */
export function canonicalizeDescription(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/** `sha256:<hex>` of the canonical description, the value the lockfile pins. */
export function hashDescription(text: string): string {
  return `sha256:${createHash('sha256').update(canonicalizeDescription(text), 'utf8').digest('hex')}`;
}

/**
 * Every `description` in a schema, at every depth (properties, items, combinators, `$defs`), keyed
 * by its path: `inputSchema.properties.filter.description`. Used to pin and diff parameter
 * descriptions; `$ref`s are not followed because their targets are collected where they are defined.
 */
/** Schema levels whose descriptions are pinned. */
const MAX_DESCRIPTION_DEPTH = 256;

export function collectParameterDescriptions(schema: unknown, basePath: string): Record<string, string> {
  const found: Record<string, string> = {};
  const join = (at: string, key: string): string => (at ? `${at}.${key}` : key);
  // An explicit stack with a depth bound: a server's schema may nest deeper than the call stack
  // (the capture keeps 256 levels, so a real one never reaches the bound).
  const work: Array<{ node: unknown; at: string; depth: number }> = [{ node: schema, at: basePath, depth: 0 }];
  const visit: Array<{ node: unknown; at: string; depth: number }> = [];
  while (work.length > 0) {
    const { node, at, depth } = work.pop()!;
    if (!isObject(node) || depth > MAX_DESCRIPTION_DEPTH) continue;
    if (typeof node.description === 'string') found[join(at, 'description')] = node.description;
    visit.length = 0;
    for (const key of SCHEMA_MAPS) {
      const map = node[key];
      if (isObject(map)) for (const [name, child] of Object.entries(map)) visit.push({ node: child, at: join(join(at, key), name), depth: depth + 1 });
    }
    for (const key of SCHEMA_LISTS) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((child, i) => visit.push({ node: child, at: join(join(at, key), String(i)), depth: depth + 1 }));
    }
    for (const key of SCHEMA_SINGLES) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach((entry, i) => visit.push({ node: entry, at: join(join(at, key), String(i)), depth: depth + 1 }));
      else visit.push({ node: child, at: join(at, key), depth: depth + 1 });
    }
    // Reversed onto the stack, so paths are found in the order the recursive walk found them.
    for (let i = visit.length - 1; i >= 0; i--) work.push(visit[i]!);
  }
  return found;
}
