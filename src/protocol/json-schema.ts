import { createRequire } from 'node:module';
import type { Ajv, ValidateFunction } from 'ajv';
import { isRecord } from '../model.js';

// Ajv (CommonJS, ~60 ms to load) is required on first use, not imported: the checks load before
// the server starts, and Ajv is only needed once there are schemas to compile, or by the warm-up
// that runs while the server starts (warmSchemaEngine).
const requireCjs = createRequire(import.meta.url);
type AjvClass = new (options: Record<string, unknown>) => Ajv;
const ajvClass = (dialect: Dialect): AjvClass =>
  dialect === '2020-12'
    ? (requireCjs('ajv/dist/2020.js') as { Ajv2020: AjvClass }).Ajv2020
    : dialect === '2019-09'
      ? (requireCjs('ajv/dist/2019.js') as { Ajv2019: AjvClass }).Ajv2019
      : (requireCjs('ajv') as { Ajv: AjvClass }).Ajv;

/** JSON Schema dialects a server may declare; 2020-12 applies when `$schema` is absent (MCP spec). */
const DIALECTS: Record<string, 'draft-07' | '2019-09' | '2020-12'> = {
  'http://json-schema.org/draft-07/schema': 'draft-07',
  'https://json-schema.org/draft-07/schema': 'draft-07',
  'https://json-schema.org/draft/2019-09/schema': '2019-09',
  'https://json-schema.org/draft/2020-12/schema': '2020-12',
};

export type Dialect = 'draft-07' | '2019-09' | '2020-12';

export type DialectResult = { ok: true; dialect: Dialect; declared: boolean } | { ok: false; declared: string };

export function dialectOf(schema: unknown): DialectResult {
  const declared = isRecord(schema) ? schema.$schema : undefined;
  if (declared === undefined) return { ok: true, dialect: '2020-12', declared: false };
  if (typeof declared !== 'string') return { ok: false, declared: JSON.stringify(declared) };
  const dialect = DIALECTS[declared.replace(/#$/, '')];
  return dialect ? { ok: true, dialect, declared: true } : { ok: false, declared };
}

/** Every `$ref` that does not point inside the document itself; mcpward never fetches them. */
export function nonLocalRefs(schema: unknown, path = ''): Array<{ path: string; ref: string }> {
  const found: Array<{ path: string; ref: string }> = [];
  const walk = (node: unknown, at: string, depth: number): void => {
    if (depth > 200) return;
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${at}[${i}]`, depth + 1));
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const child = at ? `${at}.${key}` : key;
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.push({ path: child, ref: value });
      else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') walk(value, child, depth + 1);
    }
  };
  walk(schema, path, 0);
  return found;
}

/**
 * Why a schema does not compile, as data: a code with the facts (the server's `$schema`, `$ref` and
 * where it sits, the validator's message). The schema family's findings word it through the
 * registry (`schemaIssue` in src/rules/schema.ts), which quotes every server-supplied part.
 */
export type CompileIssue =
  | { issue: 'boolean-schema' }
  | { issue: 'not-a-schema'; got: JsonType }
  | { issue: 'unsupported-dialect'; dialect: string }
  | { issue: 'remote-ref'; ref: string; at: string }
  | { issue: 'compile-error'; message: string };

/**
 * A failed compile carries its issue, and `reason`, the same issue in plain words with nothing
 * quoted, for the callers that state it outside a schema finding (results, behavioral, the
 * review's matrix, the call planner) until they word `issue` themselves.
 */
export type CompileResult = { ok: true; validate: ValidateFunction; dialect: Dialect } | { ok: false; issue: CompileIssue; reason: string };

const engines = new Map<Dialect, Ajv>();

const warn = (...args: unknown[]) => process.emitWarning(args.map(String).join(' '), { type: 'AjvWarning', code: 'MCPWARD_AJV' });
const AJV_LOGGER = { log: () => undefined, warn, error: warn };

function engine(dialect: Dialect): Ajv {
  let ajv = engines.get(dialect);
  if (!ajv) {
    // Ajv's own warnings ("unknown format … ignored") must not reach stderr raw: an unknown format is
    // the server's business. They become process warnings, which the CLI turns into `--debug` lines.
    const options = { strict: false, allErrors: true, validateFormats: true, loadSchema: undefined, logger: AJV_LOGGER };
    ajv = new (ajvClass(dialect))(options);
    const addFormats = (requireCjs('ajv-formats') as { default: (ajv: Ajv) => void }).default;
    addFormats(ajv);
    engines.set(dialect, ajv);
  }
  return ajv;
}

/**
 * Builds the default dialect's engine and compiles its meta-schema (~70 ms) ahead of the checks:
 * the CLI calls it while the server starts, when the process would otherwise wait idle.
 */
export function warmSchemaEngine(): void {
  compileUncached({ type: 'object' });
}

/**
 * Compiles a server's schema under its declared dialect without touching the network. The schema is
 * removed from the engine afterwards so two tools that reuse one `$id` do not collide. Results are
 * cached by the schema's canonical JSON: generated servers repeat one schema across thousands of
 * tools, and compiling is the expensive part of the static checks.
 */
export function compileSchema(schema: unknown): CompileResult {
  if (!isRecord(schema)) return compileUncached(schema);
  // Servers that generate their tools repeat a schema with its keys in one order, so the schema as
  // sent (JSON.stringify, native and cheap) finds most; only a miss pays for the canonical form.
  const raw = schemaJson(schema);
  const seen = raw === undefined ? undefined : AS_SENT.get(raw);
  if (seen) return seen;
  const key = cacheKey(schema);
  let result = key === undefined ? undefined : COMPILED.get(key);
  if (!result) {
    result = compileUncached(schema);
    if (key !== undefined) remember(COMPILED, key, result);
  }
  if (raw !== undefined) remember(AS_SENT, raw, result);
  return result;
}

const MAX_CACHED = 2048;
/** By canonical JSON: the one compile of each distinct schema. */
const COMPILED = new Map<string, CompileResult>();
/** By JSON as sent: a shortcut to the same results. */
const AS_SENT = new Map<string, CompileResult>();

/** A bounded cache: the oldest entry goes first once it is full. */
function remember(cache: Map<string, CompileResult>, key: string, result: CompileResult): void {
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
}

const SENT = new WeakMap<object, string | null>();

/**
 * The JSON of a schema object as sent, serialised once per object (undefined when it is too deep to
 * serialise): the key of every per-schema cache, shared so that the compile, the schema family's
 * admission and the security family's walk do not each serialise the same 10,000 schemas.
 */
export function schemaJson(schema: object): string | undefined {
  let json = SENT.get(schema);
  if (json === undefined) {
    try {
      json = JSON.stringify(schema) ?? null;
    } catch {
      json = null;
    }
    SENT.set(schema, json);
  }
  return json ?? undefined;
}

/** Canonical JSON (object keys sorted), or undefined when the value is too deep or too odd to key. */
function cacheKey(schema: unknown): string | undefined {
  if (!isRecord(schema)) return undefined;
  try {
    return canonical(schema);
  } catch {
    return undefined;
  }
}

/** JSON.stringify with object keys sorted, written out directly rather than through sorted copies. */
function canonical(value: unknown): string | undefined {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v) ?? 'null').join(',')}]`;
  if (!isRecord(value)) return JSON.stringify(value);
  const parts: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const child = canonical(value[key]);
    if (child !== undefined) parts.push(`${JSON.stringify(key)}:${child}`);
  }
  return `{${parts.join(',')}}`;
}

function compileUncached(schema: unknown): CompileResult {
  if (typeof schema === 'boolean') return failed({ issue: 'boolean-schema' });
  if (!isRecord(schema)) return failed({ issue: 'not-a-schema', got: jsonType(schema) });
  const dialect = dialectOf(schema);
  if (!dialect.ok) return failed({ issue: 'unsupported-dialect', dialect: dialect.declared });
  const remote = nonLocalRefs(schema);
  if (remote.length > 0) return failed({ issue: 'remote-ref', ref: remote[0]!.ref, at: remote[0]!.path });
  const ajv = engine(dialect.dialect);
  try {
    const validate = ajv.compile(schema);
    return { ok: true, validate, dialect: dialect.dialect };
  } catch (error) {
    return failed({ issue: 'compile-error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    ajv.removeSchema(schema);
  }
}

function failed(issue: CompileIssue): CompileResult {
  return { ok: false, issue, reason: plainReason(issue) };
}

/** `CompileResult.reason`: the words of `schemaIssue` (src/rules/schema.ts) with nothing quoted; a unit test holds the two together. */
function plainReason(issue: CompileIssue): string {
  switch (issue.issue) {
    case 'boolean-schema':
      return 'a boolean schema where an object schema is required';
    case 'not-a-schema':
      return `expected a JSON Schema object, got ${PLAIN_TYPE[issue.got]}`;
    case 'unsupported-dialect':
      return `unsupported JSON Schema dialect ${issue.dialect}`;
    case 'remote-ref':
      return `non-local $ref ${issue.ref} at ${issue.at} (never fetched)`;
    case 'compile-error':
      return issue.message;
  }
}

/** The JSON type of a value a server sent, as a code the registry words (`missing` when absent). */
export type JsonType = 'missing' | 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean';

const PLAIN_TYPE: Record<JsonType, string> = { missing: 'nothing', null: 'null', array: 'an array', object: 'an object', string: 'a string', number: 'a number', boolean: 'a boolean' };

export function jsonType(value: unknown): JsonType {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  // bigint, symbol, function: never parsed from JSON; named as an object would be.
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object';
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value === undefined) return 'nothing';
  return `a ${typeof value}`;
}
