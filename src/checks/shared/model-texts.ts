import type { SubjectKind } from '../../model.js';
import type { CapturedItem, Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel } from '../../snapshot/view.js';
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_SINGLES } from '../../protocol/schema-keywords.js';
import { schemaJson } from '../../protocol/json-schema.js';

/**
 * What a piece of text is: `name`/`key` are identifiers (scanned for hidden characters only),
 * the rest is prose the model reads as instructions.
 */
export type ModelTextKind = 'name' | 'key' | 'title' | 'description' | 'instructions' | 'value';

/** One string the model reads, with where it came from. */
export interface ModelText {
  subject: { kind: SubjectKind; name: string };
  /** JSON path inside the subject, e.g. `inputSchema.properties.filter.description`. */
  path: string;
  kind: ModelTextKind;
  text: string;
}

export const PROSE: ReadonlySet<ModelTextKind> = new Set(['title', 'description', 'instructions', 'value']);

/** A property of an input schema at any depth. */
export interface SchemaProperty {
  name: string;
  /** Path of the property's schema, e.g. `inputSchema.properties.auth.properties.api_key`. */
  path: string;
  schema: unknown;
}

// Hostile schemas can be arbitrarily deep or wide; past these bounds the rest is not scanned.
const MAX_DEPTH = 64;
const MAX_NODES = 20_000;

/** `a.b` for identifier-like keys, `a["b c"]` otherwise, so every path is unambiguous. */
export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  const safe = /^[A-Za-z_$][\w$-]*$/.test(key);
  if (!base) return safe ? key : `[${JSON.stringify(key)}]`;
  return safe ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}


/** Every subschema of `schema` (itself included) with its path: properties, items, combinators, $defs … */
function schemaNodes(schema: unknown, base: string): ReadonlyArray<{ node: Record<string, unknown>; path: string }> {
  // The surfaces, the secret-name check and the open-world check all walk each tool's schema:
  // walked once per schema object and root, kept only as long as the snapshot holds the schema.
  if (!isRecord(schema)) return NO_NODES;
  let byBase = WALKED.get(schema);
  if (!byBase) WALKED.set(schema, (byBase = new Map()));
  let nodes = byBase.get(base);
  if (!nodes) {
    // Generated servers send one schema thousands of times, each a fresh object: a schema equal
    // (as sent) to one already walked shares its walk. The nodes are only ever read, and equal
    // JSON means equal texts, names and paths, so no check can tell the copies apart.
    const json = schemaJson(schema);
    const key = json === undefined ? undefined : `${base}\0${json}`;
    nodes = key === undefined ? undefined : SAME_AS_SENT.get(key);
    if (!nodes) {
      nodes = walkSchema(schema, base);
      if (key !== undefined) {
        if (SAME_AS_SENT.size >= MAX_SHARED) SAME_AS_SENT.delete(SAME_AS_SENT.keys().next().value!);
        SAME_AS_SENT.set(key, nodes);
      }
    }
    byBase.set(base, nodes);
  }
  return nodes;
}

type Walk = ReadonlyArray<{ node: Record<string, unknown>; path: string }>;
const WALKED = new WeakMap<object, Map<string, Walk>>();
const NO_NODES: Walk = [];
/** Walks by root and JSON as sent; bounded, the oldest going first. */
const SAME_AS_SENT = new Map<string, Walk>();
const MAX_SHARED = 2048;

function walkSchema(schema: unknown, base: string): Array<{ node: Record<string, unknown>; path: string }> {
  const out: Array<{ node: Record<string, unknown>; path: string }> = [];
  const visit = (node: unknown, path: string, depth: number): void => {
    if (!isRecord(node) || depth > MAX_DEPTH || out.length >= MAX_NODES) return;
    out.push({ node, path });
    for (const key of SCHEMA_MAPS) {
      const map = node[key];
      if (isRecord(map)) for (const [name, child] of Object.entries(map)) visit(child, joinPath(joinPath(path, key), name), depth + 1);
    }
    for (const key of SCHEMA_LISTS) {
      const items = node[key];
      if (Array.isArray(items)) items.forEach((child, i) => visit(child, joinPath(joinPath(path, key), i), depth + 1));
    }
    for (const key of SCHEMA_SINGLES) {
      const child = node[key];
      // draft-07 tuple form: `items: [schema, …]`
      if (Array.isArray(child)) child.forEach((c, i) => visit(c, joinPath(joinPath(path, key), i), depth + 1));
      else visit(child, joinPath(path, key), depth + 1);
    }
  };
  visit(schema, base, 0);
  return out;
}

/** Every named property declared anywhere in `schema`. */
export function schemaProperties(schema: unknown, base: string): readonly SchemaProperty[] {
  // Once per walk, so once per distinct schema as sent (see schemaNodes); callers only read them.
  const walk = schemaNodes(schema, base);
  let out = PROPERTIES.get(walk);
  if (out) return out;
  const found: SchemaProperty[] = [];
  for (const { node, path } of walk) {
    const props = node.properties;
    if (!isRecord(props)) continue;
    for (const [name, child] of Object.entries(props)) found.push({ name, path: joinPath(joinPath(path, 'properties'), name), schema: child });
  }
  PROPERTIES.set(walk, (out = found));
  return out;
}

const PROPERTIES = new WeakMap<Walk, readonly SchemaProperty[]>();

/** Strings inside a JSON value (defaults, examples, const), bounded like the schema walk. */
function valueStrings(value: unknown, path: string, push: (path: string, text: string) => void, depth = 0): void {
  if (depth > 16) return;
  if (typeof value === 'string') push(path, value);
  else if (Array.isArray(value)) value.slice(0, 1000).forEach((v, i) => valueStrings(v, joinPath(path, i), push, depth + 1));
  else if (isRecord(value))
    for (const [k, v] of Object.entries(value)) {
      push(joinPath(path, k), k);
      valueStrings(v, joinPath(path, k), push, depth + 1);
    }
}

/** The texts of one walk, found once per walk (so once per distinct schema as sent). */
const TEXTS = new WeakMap<Walk, ReadonlyArray<readonly [path: string, kind: ModelTextKind, text: unknown]>>();

function schemaSurfaces(schema: unknown, base: string, add: (path: string, kind: ModelTextKind, text: unknown) => void): void {
  const walk = schemaNodes(schema, base);
  let texts = TEXTS.get(walk);
  if (!texts) {
    const found: Array<readonly [string, ModelTextKind, unknown]> = [];
    schemaTexts(walk, (path, kind, text) => found.push([path, kind, text]));
    TEXTS.set(walk, (texts = found));
  }
  for (const [path, kind, text] of texts) add(path, kind, text);
}

function schemaTexts(walk: Walk, add: (path: string, kind: ModelTextKind, text: unknown) => void): void {
  for (const { node, path } of walk) {
    // A path is built only for a text that is there: most nodes have no title.
    if (typeof node.title === 'string') add(joinPath(path, 'title'), 'title', node.title);
    if (typeof node.description === 'string') add(joinPath(path, 'description'), 'description', node.description);
    if (isRecord(node.properties)) for (const key of Object.keys(node.properties)) add(joinPath(joinPath(path, 'properties'), key), 'key', key);
    if (Array.isArray(node.required)) node.required.forEach((r, i) => add(joinPath(joinPath(path, 'required'), i), 'key', r));
    for (const key of ['enum', 'const', 'default', 'examples'] as const) {
      if (key in node) valueStrings(node[key], joinPath(path, key), (p, text) => add(p, 'value', text), 0);
    }
  }
}

const ITEM_KINDS = [
  ['tools', 'tool'],
  ['prompts', 'prompt'],
  ['resources', 'resource'],
  ['resourceTemplates', 'resource_template'],
] as const;

/** Every string of the snapshot a model (or a reviewer) reads, tagged with subject and path. */
export function collectModelTexts(snapshot: Snapshot): ModelText[] {
  const out: ModelText[] = [];
  for (const [list, kind] of ITEM_KINDS) {
    for (const item of snapshot[list]) for (const surface of itemSurfaces(item, kind)) out.push(surface);
  }
  const server = serverSubject(snapshot);
  const add = (path: string, kind: ModelTextKind, text: unknown) => {
    if (typeof text === 'string' && text.length > 0) out.push({ subject: server, path, kind, text });
  };
  add('instructions', 'instructions', snapshot.instructions);
  add('serverInfo.name', 'name', snapshot.serverInfo?.name);
  add('serverInfo.title', 'title', snapshot.serverInfo?.title);
  return out;
}

function serverSubject(snapshot: Snapshot): { kind: 'server'; name: string } {
  const name = snapshot.serverInfo?.name;
  return { kind: 'server', name: typeof name === 'string' && name.length > 0 ? name : 'server' };
}

function itemSurfaces(item: CapturedItem, kind: SubjectKind): ModelText[] {
  const out: ModelText[] = [];
  const raw = isRecord(item.raw) ? item.raw : {};
  const subject = { kind, name: itemLabel(item) };
  const add = (path: string, surfaceKind: ModelTextKind, text: unknown) => {
    if (typeof text === 'string' && text.length > 0) out.push({ subject, path, kind: surfaceKind, text });
  };
  add('name', 'name', raw.name);
  add('title', 'title', raw.title);
  add('description', 'description', raw.description);
  if (kind === 'resource') add('uri', 'key', raw.uri);
  if (kind === 'resource_template') add('uriTemplate', 'key', raw.uriTemplate);
  if (kind === 'tool') {
    if (isRecord(raw.annotations)) add('annotations.title', 'title', raw.annotations.title);
    schemaSurfaces(raw.inputSchema, 'inputSchema', add);
    schemaSurfaces(raw.outputSchema, 'outputSchema', add);
  }
  if (kind === 'prompt' && Array.isArray(raw.arguments)) {
    raw.arguments.forEach((arg, i) => {
      if (!isRecord(arg)) return;
      const base = `arguments[${i}]`;
      add(`${base}.name`, 'key', arg.name);
      add(`${base}.title`, 'title', arg.title);
      add(`${base}.description`, 'description', arg.description);
    });
  }
  return out;
}
