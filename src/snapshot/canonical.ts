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
export function collectParameterDescriptions(schema: unknown, basePath: string): Record<string, string> {
  const found: Record<string, string> = {};
  const join = (at: string, key: string): string => (at ? `${at}.${key}` : key);
  const walk = (node: unknown, at: string): void => {
    if (!isObject(node)) return;
    if (typeof node.description === 'string') found[join(at, 'description')] = node.description;
    for (const key of SCHEMA_MAPS) {
      const map = node[key];
      if (isObject(map)) for (const [name, child] of Object.entries(map)) walk(child, join(join(at, key), name));
    }
    for (const key of SCHEMA_LISTS) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((child, i) => walk(child, join(join(at, key), String(i))));
    }
    for (const key of SCHEMA_SINGLES) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach((entry, i) => walk(entry, join(join(at, key), String(i))));
      else walk(child, join(at, key));
    }
  };
  walk(schema, basePath);
  return found;
}
