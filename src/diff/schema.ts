import type { JsonValue } from '../model.js';
import { asJson, isObject, sameJson, show, stableKey, type JsonObject } from './json.js';
import { isBreaking, SCHEMA_CHANGE_KINDS, type Direction, type Effect, type SchemaChangeKind, type WhyFacts } from '../rules/schema-kinds.js';
import { ANNOTATION_KEYWORDS, resolveRef } from './refs.js';
import { comparePatterns, type PatternSide } from './pattern.js';

export type { Direction, SchemaChangeKind } from '../rules/schema-kinds.js';

/** One classified difference between two JSON Schemas, located by its JSON path. */
export interface SchemaChange {
  kind: SchemaChangeKind;
  breaking: boolean;
  /** e.g. `inputSchema.properties.filter.properties.status.pattern`; follows `$ref`s from where they are used. */
  path: string;
  before?: JsonValue;
  after?: JsonValue;
  /**
   * The facts of why it matters to callers (input) or consumers (output): data, not a sentence.
   * `schemaChangeWhy(kind, why)` (src/rules/schema-kinds.ts) writes the sentence where it is shown.
   */
  why: WhyFacts;
}

/**
 * Classifies every difference between two schemas. `input`: breaking when the new schema rejects a
 * call the old one accepted. `output`: breaking when the server may now return what old consumers
 * never saw. An absent schema (`undefined`) accepts everything, like `true`.
 */
export function classifySchemaChange(
  before: unknown,
  after: unknown,
  direction: Direction,
  basePath: string = `${direction}Schema`,
): SchemaChange[] {
  const walk: Walk = { direction, roots: [before, after], merged: new WeakMap(), visited: new Visited(), costs: new WeakMap(), branches: new WeakMap(), out: [] };
  compare(walk, before, after, []);
  return walk.out.map((raw) => finish(raw, direction, basePath));
}

/** A change as the walk finds it; `finish` adds the verdict and the facts its sentence is written from. */
interface RawChange {
  kind: SchemaChangeKind;
  /** The schema node the change is about; the subject of its reason is derived from it. */
  node: string[];
  /** The keyword under `node` that changed, if any. */
  keyword?: string[];
  before?: unknown;
  after?: unknown;
  /** Overrides the kind's usual effect when the verdict depends on context. */
  effect?: Effect;
  /** Prose renderings of before/after when the raw values read badly (types, bounds). */
  shown?: [string, string];
  /** Pattern changes: a value the old side accepts and the new rejects (`lost`), and the reverse. */
  witness?: { lost?: string | undefined; gained?: string | undefined };
}

interface Walk {
  direction: Direction;
  roots: [unknown, unknown];
  merged: WeakMap<object, unknown>;
  visited: Visited;
  /** Changes between two branches, memoised: nested unions would otherwise cost n×m per level. */
  costs: WeakMap<object, Map<unknown, number>>;
  branches: WeakMap<object, JsonObject>;
  out: RawChange[];
  /** Set while only counting changes to pair branches; nested pairs then add their memoised count. */
  tally?: { extra: number };
}

/** (before node, after node) pairs already compared: stops `$ref` cycles and repeats of shared defs. */
class Visited {
  private readonly pairs = new Map<object, Set<object>>();
  constructor(private readonly parent?: Visited) {}
  has(b: object, a: object): boolean {
    return this.pairs.get(b)?.has(a) === true || this.parent?.has(b, a) === true;
  }
  add(b: object, a: object): void {
    const seen = this.pairs.get(b) ?? new Set<object>();
    seen.add(a);
    this.pairs.set(b, seen);
  }
}

function finish(raw: RawChange, direction: Direction, basePath: string): SchemaChange {
  const info = SCHEMA_CHANGE_KINDS[raw.kind];
  const breaking = isBreaking(raw.effect ?? info.effect, direction);
  const full = [...raw.node, ...(raw.keyword ?? [])];
  const path = [basePath, ...full].filter((part) => part !== '').join('.');
  const [before, after] = raw.shown ?? [show(raw.before), show(raw.after)];
  const witness = raw.witness ? (direction === 'input' ? raw.witness.lost : raw.witness.gained) : undefined;
  const why: WhyFacts = {
    subject: subjectOf(raw.node, direction),
    before,
    after,
    direction,
    breaking,
    keyword: full[full.length - 1] ?? '',
    ...(witness === undefined ? {} : { witness }),
  };
  const b = asJson(raw.before);
  const a = asJson(raw.after);
  return { kind: raw.kind, breaking, path, ...(b === undefined ? {} : { before: b }), ...(a === undefined ? {} : { after: a }), why };
}

/** `'filter.status'`, `'tags[]'`, `'meta.*'` — the parameter a reader knows, not the schema path. */
function subjectOf(node: string[], direction: Direction): string {
  let label = '';
  for (let i = 0; i < node.length; i++) {
    const part = node[i]!;
    const next = node[i + 1];
    if (part === 'properties' && next !== undefined) {
      label = label ? `${label}.${next}` : next;
      i++;
    } else if ((part === 'prefixItems' || part === 'items') && next !== undefined && /^\d+$/.test(next)) {
      label += `[${next}]`;
      i++;
    } else if (part === 'items' || part === 'additionalItems') {
      label += '[]';
    } else if (part === 'additionalProperties') {
      label = label ? `${label}.*` : '*';
    } else if ((part === 'anyOf' || part === 'oneOf' || part === 'allOf') && next !== undefined) {
      i++; // a branch is the same parameter
    }
  }
  if (label) return `'${label}'`;
  return direction === 'input' ? 'the arguments object' : 'the result';
}

function emit(walk: Walk, change: RawChange): void {
  walk.out.push(change);
}

/** Keywords whose change never alters which values are accepted. */
const NON_ASSERTIONS = new Set([...ANNOTATION_KEYWORDS, '$schema', 'default']);

/** Standard keywords the classifier does not reason about; any change to them is reported as such. */
const UNMODELLED = [
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'propertyNames',
  'patternProperties',
  'contains',
  'minContains',
  'maxContains',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contentSchema',
];

/**
 * How deep (path segments) the classifier follows two schemas. The capture keeps 256 levels of any
 * item, so a real schema never gets here; a hand-edited lockfile might, and must not end the run.
 */
const MAX_COMPARE_PATH = 512;

function compare(walk: Walk, before: unknown, after: unknown, at: string[]): void {
  if (at.length > MAX_COMPARE_PATH) {
    // Too deep to classify: a difference below is one unmodelled change, without the values.
    const deeper = `a schema nested deeper than ${MAX_COMPARE_PATH} path segments`;
    if (!sameJson(before, after)) emit(walk, { kind: 'keyword_changed', node: at, keyword: ['(deeper levels)'], before: deeper, after: deeper });
    return;
  }
  const b = resolveRef(walk.roots[0], before, walk.merged);
  const a = resolveRef(walk.roots[1], after, walk.merged);
  if (b === false || a === false) {
    if (b === false && a !== false) emit(walk, { kind: 'schema_no_longer_rejects_all', node: at, before: b, after: a });
    if (a === false && b !== false) emit(walk, { kind: 'schema_now_rejects_all', node: at, before: b, after: a });
    return;
  }
  // `true`, an absent schema and `{}` all accept everything.
  const bs: JsonObject = isObject(b) ? b : {};
  const as: JsonObject = isObject(a) ? a : {};
  if (walk.visited.has(bs, as)) return;
  walk.visited.add(bs, as);

  if (!sameJson(bs.$schema, as.$schema)) {
    emit(walk, { kind: 'dialect_changed', node: at, keyword: ['$schema'], before: bs.$schema, after: as.$schema });
  }
  if (!sameJson(bs.default, as.default)) {
    const shown = (value: unknown): string => (value === undefined ? 'no default' : show(value));
    emit(walk, { kind: 'default_changed', node: at, keyword: ['default'], before: bs.default, after: as.default, shown: [shown(bs.default), shown(as.default)] });
  }
  if (compareLiftedUnion(walk, bs, as, at)) return;
  compareType(walk, bs, as, at);
  compareValues(walk, bs, as, at);
  const scope = sharedTypes(bs, as);
  compareBounds(walk, bs, as, at, scope);
  compareStringAndNumberKeywords(walk, bs, as, at, scope);
  if (scope.has('object')) {
    compareProperties(walk, bs, as, at);
    compareAdditionalProperties(walk, bs, as, at);
  }
  if (scope.has('array')) compareItems(walk, bs, as, at);
  compareCombinators(walk, bs, as, at);
  for (const key of UNMODELLED) {
    if (!sameJson(bs[key], as[key])) emit(walk, { kind: 'keyword_changed', node: at, keyword: [key], before: bs[key], after: as[key] });
  }
}

// ---------------------------------------------------------------- type

type TypeSet = string[] | undefined; // undefined: no `type`, every type

function typesOf(schema: unknown): TypeSet {
  if (!isObject(schema)) return undefined;
  const { type } = schema;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return [...new Set(type.filter((t): t is string => typeof t === 'string'))];
  return undefined;
}

/** Every type of `inner` is accepted by `outer`; integer is a subset of number. */
function covers(outer: string[], inner: string[]): boolean {
  return inner.every((t) => outer.includes(t) || (t === 'integer' && outer.includes('number')));
}

function renderTypes(types: TypeSet): string {
  return types === undefined ? 'any type' : types.join(' | ') || 'no type';
}

function compareType(walk: Walk, bs: JsonObject, as: JsonObject, at: string[]): void {
  const bt = typesOf(bs);
  const atypes = typesOf(as);
  if (bt === undefined && atypes === undefined) return;
  const base = { node: at, keyword: ['type'], before: bs.type, after: as.type };
  const shown: [string, string] = [renderTypes(bt), renderTypes(atypes)];
  if (bt === undefined || atypes === undefined) {
    emit(walk, { ...base, kind: bt === undefined ? 'type_narrowed' : 'type_widened', shown });
    return;
  }
  const bRest = bt.filter((t) => t !== 'null');
  const aRest = atypes.filter((t) => t !== 'null');
  // With null on its own (`"null"` vs `"string"`), there is no "rest" to keep apart from null.
  const splitNull = bRest.length > 0 && aRest.length > 0;
  const [bSet, aSet] = splitNull ? [bRest, aRest] : [bt, atypes];
  const wider = covers(aSet, bSet);
  const narrower = covers(bSet, aSet);
  if (!(wider && narrower)) {
    const kind = wider ? 'type_widened' : narrower ? 'type_narrowed' : 'type_changed';
    emit(walk, { ...base, kind, shown: splitNull ? [renderTypes(bRest), renderTypes(aRest)] : shown });
  }
  if (splitNull && bt.includes('null') !== atypes.includes('null')) {
    emit(walk, { ...base, kind: atypes.includes('null') ? 'null_added' : 'null_removed', shown });
  }
}

/** The families of values whose own keywords (bounds, pattern, items, properties …) constrain them. */
type ValueFamily = 'string' | 'number' | 'array' | 'object';
const VALUE_FAMILIES: readonly ValueFamily[] = ['string', 'number', 'array', 'object'];

/**
 * The value families both sides accept. A keyword that constrains only one family (`minLength`,
 * `items`, `properties` …) is compared only when both sides accept that family: when one side does
 * not, the type change already says that every such value is gone (or new), so the keyword's own
 * change is part of the same change. `string` → `array` is one type change, not also an `items` and
 * a `minItems` added.
 */
function sharedTypes(bs: JsonObject, as: JsonObject): ReadonlySet<ValueFamily> {
  const accepts = (types: TypeSet, family: ValueFamily): boolean =>
    types === undefined || types.includes(family) || (family === 'number' && types.includes('integer'));
  const bt = typesOf(bs);
  const at = typesOf(as);
  return new Set(VALUE_FAMILIES.filter((family) => accepts(bt, family) && accepts(at, family)));
}

// ---------------------------------------------------------------- enum, const

function compareValues(walk: Walk, bs: JsonObject, as: JsonObject, at: string[]): void {
  const be = Array.isArray(bs.enum) ? bs.enum : undefined;
  const ae = Array.isArray(as.enum) ? as.enum : undefined;
  if (be && ae) {
    const bKeys = new Set(be.map(stableKey));
    const aKeys = new Set(ae.map(stableKey));
    for (const value of be) {
      if (!aKeys.has(stableKey(value))) emit(walk, { kind: 'enum_value_removed', node: at, keyword: ['enum'], before: value });
    }
    for (const value of ae) {
      if (!bKeys.has(stableKey(value))) emit(walk, { kind: 'enum_value_added', node: at, keyword: ['enum'], after: value });
    }
  } else if (ae) {
    emit(walk, { kind: 'enum_added', node: at, keyword: ['enum'], after: ae });
  } else if (be) {
    emit(walk, { kind: 'enum_removed', node: at, keyword: ['enum'], before: be });
  }

  // `const: null` is a real constraint, so presence is tested with `in`, not by value.
  const bc = 'const' in bs;
  const ac = 'const' in as;
  if (bc || ac) {
    const kind = !bc ? 'const_added' : !ac ? 'const_removed' : sameJson(bs.const, as.const) ? undefined : 'const_changed';
    if (kind) emit(walk, { kind, node: at, keyword: ['const'], before: bs.const, after: as.const });
  }

}

// ---------------------------------------------------------------- bounds

/** Every pair of bound keywords; numbers also have exclusive forms (numeric, or draft-4 booleans). */
const BOUNDS = [
  { what: 'length', family: 'string', lower: 'minLength', upper: 'maxLength' },
  { what: 'item count', family: 'array', lower: 'minItems', upper: 'maxItems' },
  { what: 'property count', family: 'object', lower: 'minProperties', upper: 'maxProperties' },
  { what: 'value', family: 'number', lower: 'minimum', upper: 'maximum', exclusiveLower: 'exclusiveMinimum', exclusiveUpper: 'exclusiveMaximum' },
] as const;

interface Bound {
  value: number;
  exclusive: boolean;
  /** The keyword that holds the number. */
  keyword: string;
}

type Side = 'lower' | 'upper';

/** The tighter of two bounds on one side; at equal values the exclusive one is tighter. */
function tighter(x: Bound, y: Bound, side: Side): boolean {
  if (x.value !== y.value) return side === 'lower' ? x.value > y.value : x.value < y.value;
  return x.exclusive && !y.exclusive;
}

function effectiveBound(schema: JsonObject, inclusive: string, exclusive: string | undefined, side: Side): Bound | undefined {
  const found: Bound[] = [];
  const plain = schema[inclusive];
  // Draft 4: `exclusiveMinimum: true` turns `minimum` itself exclusive.
  if (typeof plain === 'number') found.push({ value: plain, exclusive: exclusive !== undefined && schema[exclusive] === true, keyword: inclusive });
  const strict = exclusive === undefined ? undefined : schema[exclusive];
  if (typeof strict === 'number') found.push({ value: strict, exclusive: true, keyword: exclusive! });
  return found.reduce<Bound | undefined>((best, next) => (best === undefined || tighter(next, best, side) ? next : best), undefined);
}

/**
 * A bound at or beyond ±(2^53 − 1) on its open side bounds nothing a JSON client can send exactly:
 * it is how Zod spells "a safe integer" (`z.number().int()`), so a server that starts or stops
 * emitting it has not changed which calls succeed. It counts as no bound.
 */
function bounding(bound: Bound | undefined, side: Side): Bound | undefined {
  if (bound === undefined) return undefined;
  const open = side === 'lower' ? bound.value <= -Number.MAX_SAFE_INTEGER : bound.value >= Number.MAX_SAFE_INTEGER;
  return open ? undefined : bound;
}

function renderBound(what: string, bound: Bound | undefined, side: Side): string {
  if (bound === undefined) return `no ${side} bound on ${what}`;
  const op = side === 'lower' ? (bound.exclusive ? '>' : '>=') : bound.exclusive ? '<' : '<=';
  return `${what} ${op} ${bound.value}`;
}

function compareBounds(walk: Walk, bs: JsonObject, as: JsonObject, at: string[], scope: ReadonlySet<ValueFamily>): void {
  for (const family of BOUNDS) {
    if (!scope.has(family.family)) continue;
    const sides: Array<[Side, string, string | undefined]> = [
      ['lower', family.lower, 'exclusiveLower' in family ? family.exclusiveLower : undefined],
      ['upper', family.upper, 'exclusiveUpper' in family ? family.exclusiveUpper : undefined],
    ];
    for (const [side, inclusive, exclusive] of sides) {
      const b = bounding(effectiveBound(bs, inclusive, exclusive, side), side);
      const a = bounding(effectiveBound(as, inclusive, exclusive, side), side);
      if (!b && !a) continue;
      if (b && a && b.value === a.value && b.exclusive === a.exclusive) continue;
      const kind = !b ? 'bound_added' : !a ? 'bound_removed' : tighter(a, b, side) ? 'bound_tightened' : 'bound_loosened';
      // Same number, different exclusivity: the exclusive keyword is what changed.
      const keyword = b && a && b.value === a.value ? exclusive! : (a ?? b)!.keyword;
      emit(walk, {
        kind,
        node: at,
        keyword: [keyword],
        before: bs[keyword],
        after: as[keyword],
        shown: [renderBound(family.what, b, side), renderBound(family.what, a, side)],
      });
    }
  }
}

// ---------------------------------------------------------------- multipleOf, uniqueItems, pattern, format

function isMultiple(value: number, of: number): boolean {
  const quotient = value / of;
  return Math.abs(quotient - Math.round(quotient)) < 1e-9;
}

function compareStringAndNumberKeywords(walk: Walk, bs: JsonObject, as: JsonObject, at: string[], scope: ReadonlySet<ValueFamily>): void {
  const bm = typeof bs.multipleOf === 'number' ? bs.multipleOf : undefined;
  const am = typeof as.multipleOf === 'number' ? as.multipleOf : undefined;
  if (bm !== am && scope.has('number')) {
    const base = { node: at, keyword: ['multipleOf'], before: bm, after: am };
    if (bm === undefined) emit(walk, { ...base, kind: 'multiple_of_added' });
    else if (am === undefined) emit(walk, { ...base, kind: 'multiple_of_removed' });
    else {
      // 2 → 4 only drops values (every multiple of 4 is one of 2); 4 → 2 only adds; 2 → 3 does both.
      const effect = isMultiple(am, bm) ? 'narrows' : isMultiple(bm, am) ? 'widens' : 'both';
      emit(walk, { ...base, kind: 'multiple_of_changed', effect });
    }
  }

  const bu = bs.uniqueItems === true;
  const au = as.uniqueItems === true;
  if (bu !== au && scope.has('array')) {
    emit(walk, { kind: au ? 'unique_items_added' : 'unique_items_removed', node: at, keyword: ['uniqueItems'], before: bs.uniqueItems, after: as.uniqueItems });
  }

  for (const [key, added, changed, removed] of [
    ['pattern', 'pattern_added', 'pattern_changed', 'pattern_removed'],
    ['format', 'format_added', 'format_changed', 'format_removed'],
  ] as const) {
    const bv = typeof bs[key] === 'string' ? bs[key] : undefined;
    const av = typeof as[key] === 'string' ? as[key] : undefined;
    if (bv === av || !scope.has('string')) continue;
    const kind = bv === undefined ? added : av === undefined ? removed : changed;
    // A pattern change is breaking only when a witness proves it (src/diff/pattern.ts).
    const verdict = key === 'pattern' ? comparePatterns(stringSide(bs), stringSide(as)) : undefined;
    emit(walk, {
      kind,
      node: at,
      keyword: [key],
      before: bv,
      after: av,
      ...(verdict ? { effect: verdict.effect, witness: { lost: verdict.lost, gained: verdict.gained } } : {}),
    });
  }
}

/** What a string node says about strings, for the pattern witnesses: pattern, length bounds, named values. */
function stringSide(schema: JsonObject): PatternSide {
  const examples = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    ...(Array.isArray(schema.enum) ? schema.enum : []),
    schema.default,
    schema.const,
  ].filter((v): v is string => typeof v === 'string');
  return {
    ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
    ...(typeof schema.minLength === 'number' ? { minLength: schema.minLength } : {}),
    ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
    examples,
    format: typeof schema.format === 'string',
  };
}

// ---------------------------------------------------------------- properties and required

function objectOf(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

function requiredOf(schema: JsonObject): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
}

/** The schema rejects properties it does not declare. */
function isClosed(schema: JsonObject): boolean {
  return schema.additionalProperties === false || schema.unevaluatedProperties === false;
}

function compareProperties(walk: Walk, bs: JsonObject, as: JsonObject, at: string[]): void {
  const bp = objectOf(bs.properties);
  const ap = objectOf(as.properties);
  const br = requiredOf(bs);
  const ar = requiredOf(as);
  const names = [...new Set([...Object.keys(bp), ...Object.keys(ap), ...br, ...ar])].sort();
  const input = walk.direction === 'input';
  for (const name of names) {
    const node = [...at, 'properties', name];
    const inB = Object.hasOwn(bp, name);
    const inA = Object.hasOwn(ap, name);
    if (inB && !inA && !ar.has(name)) {
      // Input: only breaking when the new schema rejects what it no longer declares.
      // Output: only breaking when consumers could rely on it being there.
      const effect = input ? (isClosed(as) ? 'narrows' : 'widens') : br.has(name) ? 'widens' : 'narrows';
      emit(walk, { kind: 'property_removed', node, before: bp[name], effect });
      // An additionalProperties schema now governs the name: say how that differs from before.
      if (isObject(as.additionalProperties)) compare(walk, bp[name], as.additionalProperties, node);
      continue;
    }
    if (!inB && inA && !br.has(name)) {
      // A closed old schema rejected this name outright: returning it now is new to consumers.
      const closed = isClosed(bs);
      if (ar.has(name)) emit(walk, { kind: 'property_added_required', node, after: ap[name], effect: closed ? 'both' : 'narrows' });
      else emit(walk, { kind: 'property_added_optional', node, after: ap[name], effect: closed ? 'widens' : 'neutral' });
      if (isObject(bs.additionalProperties)) compare(walk, bs.additionalProperties, ap[name], node);
      continue;
    }
    // A required name that is not declared is governed by additionalProperties.
    if (inB || inA) compare(walk, inB ? bp[name] : undeclared(bs), inA ? ap[name] : undeclared(as), node);
    if (!br.has(name) && ar.has(name)) emit(walk, { kind: 'property_became_required', node, before: false, after: true });
    if (br.has(name) && !ar.has(name)) emit(walk, { kind: 'property_became_optional', node, before: true, after: false });
  }
}

function undeclared(schema: JsonObject): JsonValue {
  return schema.additionalProperties ?? true;
}

function isEmptySchema(value: unknown): boolean {
  return value === true || value === undefined || (isObject(value) && Object.keys(value).every((key) => NON_ASSERTIONS.has(key)));
}

function compareAdditionalProperties(walk: Walk, bs: JsonObject, as: JsonObject, at: string[]): void {
  const b = bs.additionalProperties;
  const a = as.additionalProperties;
  const node = [...at, 'additionalProperties'];
  if (isObject(b) && isObject(a)) {
    compare(walk, b, a, node);
    return;
  }
  // Absent, `true` and `{}` all allow anything; `false` allows nothing; a schema sits in between.
  const rank = (value: unknown): number => (value === false ? 0 : isEmptySchema(value) ? 2 : 1);
  if (rank(b) === rank(a)) return;
  const change = { node: at, keyword: ['additionalProperties'], before: b, after: a };
  emit(walk, { ...change, kind: rank(a) < rank(b) ? 'additional_properties_restricted' : 'additional_properties_allowed' });
}

// ---------------------------------------------------------------- items, prefixItems

/** Tuple and rest schemas under either spelling: 2020-12 `prefixItems`/`items` or legacy `items: []`/`additionalItems`. */
function arrayParts(schema: JsonObject): { tuple?: JsonValue[]; tupleKey: string; rest?: JsonValue; restKey: string } {
  if (Array.isArray(schema.prefixItems)) return { tuple: schema.prefixItems, tupleKey: 'prefixItems', rest: schema.items, restKey: 'items' };
  if (Array.isArray(schema.items)) return { tuple: schema.items, tupleKey: 'items', rest: schema.additionalItems, restKey: 'additionalItems' };
  return { tupleKey: 'prefixItems', rest: schema.items, restKey: 'items' };
}

function compareItems(walk: Walk, bs: JsonObject, as: JsonObject, at: string[]): void {
  const b = arrayParts(bs);
  const a = arrayParts(as);
  // Position i was governed by the tuple entry, else by the rest schema: compare what applied there.
  const length = Math.max(b.tuple?.length ?? 0, a.tuple?.length ?? 0);
  const tupleKey = a.tuple ? a.tupleKey : b.tupleKey;
  for (let i = 0; i < length; i++) {
    compare(walk, b.tuple?.[i] ?? b.rest ?? true, a.tuple?.[i] ?? a.rest ?? true, [...at, tupleKey, String(i)]);
  }
  if (b.rest !== undefined || a.rest !== undefined) {
    compare(walk, b.rest ?? true, a.rest ?? true, [...at, a.rest !== undefined ? a.restKey : b.restKey]);
  }
}

// ---------------------------------------------------------------- allOf, anyOf, oneOf

const UNIONS = ['anyOf', 'oneOf'] as const;

function branchesOf(schema: JsonObject, key: string): JsonValue[] | undefined {
  const value = schema[key];
  return Array.isArray(value) ? value : undefined;
}

function hasUnion(schema: JsonObject): boolean {
  return UNIONS.some((key) => branchesOf(schema, key) !== undefined);
}

/** The schema is nothing but one union (plus annotations): `{anyOf: [...]}`. */
function soleUnion(schema: JsonObject): 'anyOf' | 'oneOf' | undefined {
  const keys = Object.keys(schema).filter((key) => !NON_ASSERTIONS.has(key));
  return keys.length === 1 && (keys[0] === 'anyOf' || keys[0] === 'oneOf') && branchesOf(schema, keys[0]) ? keys[0] : undefined;
}

/**
 * `{type: string}` → `{anyOf: [{type: string}, {type: null}]}` is the usual way generators spell
 * "nullable": compare the plain schema as a one-branch union so it reads as one branch added, not
 * as every keyword moving. Only for a plain side with a type; `{}` is already every value.
 */
function compareLiftedUnion(walk: Walk, bs: JsonObject, as: JsonObject, at: string[]): boolean {
  const typed = (schema: JsonObject): boolean => typesOf(schema) !== undefined || 'const' in schema || Array.isArray(schema.enum);
  const aKey = soleUnion(as);
  if (aKey && !hasUnion(bs) && typed(bs)) {
    compareBranches(walk, [asBranch(walk, bs)], branchesOf(as, aKey)!, at, aKey);
    return true;
  }
  const bKey = soleUnion(bs);
  if (bKey && !hasUnion(as) && typed(as)) {
    compareBranches(walk, branchesOf(bs, bKey)!, [asBranch(walk, as)], at, bKey);
    return true;
  }
  return false;
}

/**
 * The plain side as a branch: `$schema` and `default` stay at the node, where they were compared.
 * Memoised, so a cycle through the branch meets the same object and stops.
 */
function asBranch(walk: Walk, schema: JsonObject): JsonObject {
  if (!('$schema' in schema) && !('default' in schema)) return schema;
  let branch = walk.branches.get(schema);
  if (!branch) {
    const { $schema: _dialect, default: _default, ...rest } = schema;
    branch = rest;
    walk.branches.set(schema, branch);
  }
  return branch;
}

function compareCombinators(walk: Walk, bs: JsonObject, as: JsonObject, at: string[]): void {
  // allOf absent is allOf [], so a new allOf is a conjunct added per entry.
  const bAll = branchesOf(bs, 'allOf');
  const aAll = branchesOf(as, 'allOf');
  if (bAll || aAll) compareBranches(walk, bAll ?? [], aAll ?? [], at, 'allOf');

  const bAny = branchesOf(bs, 'anyOf');
  const bOne = branchesOf(bs, 'oneOf');
  const aAny = branchesOf(as, 'anyOf');
  const aOne = branchesOf(as, 'oneOf');
  // anyOf ↔ oneOf over the same idea: compare the branches, and report the switch itself.
  if (bAny && !bOne && aOne && !aAny) {
    emit(walk, { kind: 'union_became_exclusive', node: at, keyword: ['oneOf'], before: 'anyOf', after: 'oneOf' });
    compareBranches(walk, bAny, aOne, at, 'oneOf');
    return;
  }
  if (bOne && !bAny && aAny && !aOne) {
    emit(walk, { kind: 'union_became_inclusive', node: at, keyword: ['anyOf'], before: 'oneOf', after: 'anyOf' });
    compareBranches(walk, bOne, aAny, at, 'anyOf');
    return;
  }
  for (const key of UNIONS) {
    const b = branchesOf(bs, key);
    const a = branchesOf(as, key);
    if (b && a) compareBranches(walk, b, a, at, key);
    else if (a) emit(walk, { kind: 'union_added', node: at, keyword: [key], after: a, shown: ['', String(a.length)] });
    else if (b) emit(walk, { kind: 'union_removed', node: at, keyword: [key], before: b, shown: [String(b.length), ''] });
  }
}

function compareBranches(walk: Walk, before: JsonValue[], after: JsonValue[], at: string[], key: 'allOf' | 'anyOf' | 'oneOf'): void {
  const [added, removed] =
    key === 'allOf' ? (['all_of_conjunct_added', 'all_of_conjunct_removed'] as const) : (['union_branch_added', 'union_branch_removed'] as const);
  const pairs = pairBranches(walk, before, after);
  const pairedBefore = new Set(pairs.map(([i]) => i));
  const pairedAfter = new Map(pairs.map(([i, j]) => [j, i]));
  // A `{type: "null"}` alternative is how generators spell "nullable": say so.
  const isNull = (branch: unknown): boolean => key !== 'allOf' && sameJson(typesOf(branch), ['null']) && Object.keys(branch as JsonObject).length === 1;
  after.forEach((branch, j) => {
    const i = pairedAfter.get(j);
    const kind = isNull(branch) ? 'null_added' : added;
    if (i === undefined) emit(walk, { kind, node: at, keyword: [key, String(j)], after: branch });
    else if (walk.tally) walk.tally.extra += branchCost(walk, before[i]!, branch);
    else compare(walk, before[i], branch, [...at, key, String(j)]);
  });
  before.forEach((branch, i) => {
    const kind = isNull(branch) ? 'null_removed' : removed;
    if (!pairedBefore.has(i)) emit(walk, { kind, node: at, keyword: [key, String(i)], before: branch });
  });
}

/**
 * Matches old branches to new ones: structurally equal first (no change between them), then the
 * closest (fewest changes, nearest position). Branches whose types cannot overlap are never paired:
 * `string` → `boolean` inside a union is one branch removed and one added.
 */
function pairBranches(walk: Walk, before: JsonValue[], after: JsonValue[]): Array<[number, number]> {
  const usedB = new Set<number>();
  const usedA = new Set<number>();
  const pairs: Array<[number, number]> = [];
  const take = (i: number, j: number): void => {
    usedB.add(i);
    usedA.add(j);
    pairs.push([i, j]);
  };
  // Identical text first: cheap, and the usual case for a union that barely changed.
  const afterKeys = after.map(stableKey);
  before.forEach((b, i) => {
    const key = stableKey(b);
    const j = afterKeys.findIndex((k, index) => k === key && !usedA.has(index));
    if (j >= 0) take(i, j);
  });
  const candidates: Array<{ i: number; j: number; cost: number }> = [];
  before.forEach((b, i) => {
    after.forEach((a, j) => {
      if (usedB.has(i) || usedA.has(j) || !typesOverlap(walk, b, a)) return;
      // While counting for an outer pairing, inner unions pair by position: counting every inner
      // cross pair too would grow exponentially with nesting depth.
      candidates.push({ i, j, cost: walk.tally ? 0 : branchCost(walk, b, a) });
    });
  });
  candidates.sort((x, y) => x.cost - y.cost || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.i + x.j - (y.i + y.j) || x.i - y.i);
  for (const { i, j } of candidates) if (!usedB.has(i) && !usedA.has(j)) take(i, j);
  return pairs;
}

function branchCost(walk: Walk, before: JsonValue, after: JsonValue): number {
  const memo = isObject(before) ? (walk.costs.get(before) ?? new Map<unknown, number>()) : undefined;
  const known = memo?.get(after);
  if (known !== undefined) return known;
  const scratch: Walk = { ...walk, visited: new Visited(walk.visited), out: [], tally: { extra: 0 } };
  compare(scratch, before, after, []);
  const cost = scratch.out.length + scratch.tally!.extra;
  if (memo && isObject(before)) {
    memo.set(after, cost);
    walk.costs.set(before, memo);
  }
  return cost;
}

function typesOverlap(walk: Walk, before: unknown, after: unknown): boolean {
  const bt = typesOf(resolveRef(walk.roots[0], before, walk.merged));
  const at = typesOf(resolveRef(walk.roots[1], after, walk.merged));
  if (bt === undefined || at === undefined) return true;
  const widen = (types: string[]): string[] => (types.includes('number') ? [...types, 'integer'] : types);
  return widen(bt).some((t) => widen(at).includes(t));
}
