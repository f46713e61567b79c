/**
 * The registry of schema change kinds: what each does to the set of values a schema accepts, and
 * the sentence that says why it matters. The kind type is derived from this table, so no kind can
 * exist without its effect, title and sentence.
 */

/**
 * What a change does to the set of values the schema accepts. Input direction: `narrows` breaks
 * callers. Output direction: `widens` breaks consumers. `both` breaks either way (neither set
 * contains the other); `neutral` changes no accepted value (reported for review only).
 */
export type Effect = 'narrows' | 'widens' | 'both' | 'neutral';

/** Which side of a tool a schema describes: its arguments (`inputSchema`) or its result (`outputSchema`). */
export type Direction = 'input' | 'output';

/**
 * Facts a `why` sentence is written from; values are already rendered for prose. A type alias (not
 * an interface) so it is plain JSON data: a schema change carries these facts, never the sentence,
 * and `schemaChangeWhy` writes the sentence where it is shown.
 */
export type WhyFacts = {
  /** What the change is about: `'filter.status'`, `'tags[]'`, or "the arguments object"/"the result". */
  subject: string;
  before: string;
  after: string;
  direction: Direction;
  breaking: boolean;
  /** The keyword the path ends in, for kinds that are about one keyword. */
  keyword: string;
  /** Pattern kinds: a value that proves the break (input: the old pattern accepted it, the new rejects it; output: the reverse). */
  witness?: string;
};

/** ` (e.g. "AB-1")`, or nothing: the value that proves a pattern change breaking. */
const eg = (f: WhyFacts): string => (f.witness === undefined ? '' : ` (e.g. ${JSON.stringify(f.witness)})`);

/** A kind's registry entry. */
export interface KindInfo {
  /** The usual effect; property kinds refine it per change (see schema.ts). */
  effect: Effect;
  title: string;
  why: (f: WhyFacts) => string;
}

/** `input` sentence when the direction is input, else `output`. */
const by = (f: WhyFacts, input: string, output: string): string => (f.direction === 'input' ? input : output);

const KINDS = {
  property_added_required: {
    effect: 'narrows',
    title: 'required property added',
    why: (f) =>
      by(
        f,
        `calls without ${f.subject} now fail`,
        f.breaking
          ? `consumers may now receive ${f.subject}, which the old schema did not allow`
          : `${f.subject} is now always returned; consumers that don't know it can ignore it`,
      ),
  },
  property_added_optional: {
    effect: 'neutral',
    title: 'optional property added',
    why: (f) =>
      by(
        f,
        f.breaking ? `calls may now include ${f.subject}` : `callers can ignore the new optional ${f.subject}`,
        f.breaking
          ? `consumers may now receive ${f.subject}, which the old schema did not allow`
          : `${f.subject} may now be returned; consumers that don't know it can ignore it`,
      ),
  },
  property_removed: {
    effect: 'widens',
    title: 'property removed',
    why: (f) =>
      by(
        f,
        f.breaking
          ? `calls that still send ${f.subject} now fail: undeclared properties are rejected`
          : `calls that still send ${f.subject} pass validation, but the server may ignore it`,
        f.breaking
          ? `consumers reading the required ${f.subject} may no longer find it`
          : `${f.subject} is no longer returned; it was optional, so consumers already handle its absence`,
      ),
  },
  property_became_required: {
    effect: 'narrows',
    title: 'property became required',
    why: (f) => by(f, `calls that omit ${f.subject} now fail`, `${f.subject} is now always returned`),
  },
  property_became_optional: {
    effect: 'widens',
    title: 'property became optional',
    why: (f) => by(f, `calls may now omit ${f.subject}`, `consumers may now receive results without ${f.subject}`),
  },
  type_narrowed: {
    effect: 'narrows',
    title: 'type narrowed',
    why: (f) =>
      by(
        f,
        `${f.subject} now accepts only ${f.after} (was ${f.before}); calls using the dropped types now fail`,
        `${f.subject} is now only ${f.after} (was ${f.before}); consumers already handle that`,
      ),
  },
  type_widened: {
    effect: 'widens',
    title: 'type widened',
    why: (f) =>
      by(
        f,
        `${f.subject} now also accepts ${f.after} (was ${f.before}); existing calls still pass`,
        `consumers may now receive ${f.subject} as ${f.after} (was ${f.before}), which they never handled`,
      ),
  },
  type_changed: {
    effect: 'both',
    title: 'type changed',
    why: (f) =>
      by(
        f,
        `${f.subject} changed from ${f.before} to ${f.after}; calls passing ${f.before} now fail`,
        `${f.subject} changed from ${f.before} to ${f.after}; consumers expecting ${f.before} may break`,
      ),
  },
  null_added: {
    effect: 'widens',
    title: 'null allowed',
    why: (f) => by(f, `calls may now pass null for ${f.subject}`, `consumers may now receive null for ${f.subject}`),
  },
  null_removed: {
    effect: 'narrows',
    title: 'null no longer allowed',
    why: (f) =>
      by(f, `calls passing null for ${f.subject} now fail`, `${f.subject} is no longer null; consumers already handle the rest`),
  },
  enum_value_added: {
    effect: 'widens',
    title: 'enum value added',
    why: (f) =>
      by(
        f,
        `calls may now use ${f.after} for ${f.subject}`,
        `consumers may now receive ${f.after} for ${f.subject}, which they never handled`,
      ),
  },
  enum_value_removed: {
    effect: 'narrows',
    title: 'enum value removed',
    why: (f) => by(f, `calls using ${f.before} for ${f.subject} now fail`, `${f.subject} no longer returns ${f.before}`),
  },
  enum_added: {
    effect: 'narrows',
    title: 'became an enum',
    why: (f) =>
      by(
        f,
        `${f.subject} is now restricted to ${f.after}; calls using other values now fail`,
        `${f.subject} is now restricted to ${f.after}; consumers already handle those`,
      ),
  },
  enum_removed: {
    effect: 'widens',
    title: 'no longer an enum',
    why: (f) =>
      by(
        f,
        `${f.subject} is no longer restricted to ${f.before}; existing calls still pass`,
        `consumers may now receive ${f.subject} values outside ${f.before}`,
      ),
  },
  const_added: {
    effect: 'narrows',
    title: 'const added',
    why: (f) => by(f, `${f.subject} must now be ${f.after}; calls with any other value fail`, `${f.subject} is now always ${f.after}`),
  },
  const_changed: {
    effect: 'both',
    title: 'const changed',
    why: (f) =>
      by(
        f,
        `${f.subject} must now be ${f.after} instead of ${f.before}; existing calls fail`,
        `consumers expecting ${f.before} for ${f.subject} now receive ${f.after}`,
      ),
  },
  const_removed: {
    effect: 'widens',
    title: 'const removed',
    why: (f) =>
      by(f, `${f.subject} no longer has to be ${f.before}`, `consumers may now receive values other than ${f.before} for ${f.subject}`),
  },
  bound_added: {
    effect: 'narrows',
    title: 'bound added',
    why: (f) =>
      by(
        f,
        `${f.subject} must now satisfy ${f.after}; calls outside it now fail`,
        `${f.subject} now satisfies ${f.after}; consumers already handle that`,
      ),
  },
  bound_tightened: {
    effect: 'narrows',
    title: 'bound tightened',
    why: (f) =>
      by(
        f,
        `${f.subject} must now satisfy ${f.after} (was ${f.before}); calls between the two bounds now fail`,
        `${f.subject} now satisfies ${f.after} (was ${f.before}); consumers already handle that`,
      ),
  },
  bound_loosened: {
    effect: 'widens',
    title: 'bound loosened',
    why: (f) =>
      by(
        f,
        `${f.subject} now allows ${f.after} (was ${f.before}); existing calls still pass`,
        `consumers may now receive ${f.subject} outside ${f.before} (now ${f.after}), which they never handled`,
      ),
  },
  bound_removed: {
    effect: 'widens',
    title: 'bound removed',
    why: (f) =>
      by(
        f,
        `${f.subject} no longer has to satisfy ${f.before}; existing calls still pass`,
        `consumers may now receive ${f.subject} outside ${f.before}, which they never handled`,
      ),
  },
  multiple_of_added: {
    effect: 'narrows',
    title: 'multipleOf added',
    why: (f) =>
      by(
        f,
        `${f.subject} must now be a multiple of ${f.after}; calls with other values now fail`,
        `${f.subject} is now a multiple of ${f.after}`,
      ),
  },
  multiple_of_changed: {
    effect: 'both',
    title: 'multipleOf changed',
    why: (f) =>
      by(
        f,
        f.breaking
          ? `${f.subject} must now be a multiple of ${f.after} (was ${f.before}); some values accepted before now fail`
          : `every multiple of ${f.before} is a multiple of ${f.after}; existing calls still pass`,
        f.breaking
          ? `consumers may now receive ${f.subject} values that are not multiples of ${f.before}`
          : `every multiple of ${f.after} is a multiple of ${f.before}; consumers already handle them`,
      ),
  },
  multiple_of_removed: {
    effect: 'widens',
    title: 'multipleOf removed',
    why: (f) =>
      by(
        f,
        `${f.subject} no longer has to be a multiple of ${f.before}`,
        `consumers may now receive ${f.subject} values that are not multiples of ${f.before}`,
      ),
  },
  unique_items_added: {
    effect: 'narrows',
    title: 'uniqueItems added',
    why: (f) => by(f, `calls with duplicate items in ${f.subject} now fail`, `${f.subject} no longer contains duplicates`),
  },
  unique_items_removed: {
    effect: 'widens',
    title: 'uniqueItems removed',
    why: (f) => by(f, `${f.subject} may now contain duplicates`, `consumers may now receive duplicate items in ${f.subject}`),
  },
  // Pattern kinds: the effect is what a witness proves (src/diff/pattern.ts); these are the fallbacks
  // for a pattern that cannot be run (it does not compile, or could backtrack catastrophically).
  pattern_added: {
    effect: 'narrows',
    title: 'pattern added',
    why: (f) =>
      by(
        f,
        f.breaking ? `calls with ${f.subject} values outside the pattern ${f.after} now fail${eg(f)}` : `no value tried that calls could send before is rejected by the new pattern ${f.after}`,
        `${f.subject} now matches ${f.after}`,
      ),
  },
  pattern_changed: {
    effect: 'both',
    title: 'pattern changed',
    why: (f) =>
      by(
        f,
        f.breaking
          ? `calls with ${f.subject} values that match ${f.before} but not ${f.after} now fail${eg(f)}`
          : `no value tried that matches ${f.before} is rejected by ${f.after}: the pattern was widened or rewritten`,
        f.breaking
          ? `consumers may now receive ${f.subject} values that match ${f.after} but not ${f.before}${eg(f)}`
          : `no value tried that matches ${f.after} was rejected by ${f.before}: the pattern was narrowed or rewritten`,
      ),
  },
  pattern_removed: {
    effect: 'widens',
    title: 'pattern removed',
    why: (f) =>
      by(
        f,
        `${f.subject} no longer has to match ${f.before}`,
        f.breaking ? `consumers may now receive ${f.subject} values that don't match ${f.before}${eg(f)}` : `no value tried was rejected by the old pattern ${f.before}`,
      ),
  },
  // Formats only assert when the validator is told to; servers commonly do, so they count.
  format_added: {
    effect: 'narrows',
    title: 'format added',
    why: (f) =>
      by(
        f,
        `calls with ${f.subject} values that are not a valid ${f.after} may now fail`,
        `${f.subject} is now declared as ${f.after}`,
      ),
  },
  format_changed: {
    effect: 'both',
    title: 'format changed',
    why: (f) =>
      by(
        f,
        `calls with ${f.subject} values that are a ${f.before} but not a ${f.after} may now fail`,
        `consumers may now receive ${f.subject} as a ${f.after} instead of a ${f.before}`,
      ),
  },
  format_removed: {
    effect: 'widens',
    title: 'format removed',
    why: (f) =>
      by(
        f,
        `${f.subject} no longer has to be a valid ${f.before}`,
        `consumers may now receive ${f.subject} values that are not a valid ${f.before}`,
      ),
  },
  additional_properties_restricted: {
    effect: 'narrows',
    title: 'additional properties restricted',
    why: (f) =>
      f.after === 'false'
        ? by(f, `calls that send properties ${f.subject} does not declare now fail`, `${f.subject} no longer returns undeclared properties`)
        : by(
            f,
            `undeclared properties of ${f.subject} must now match ${f.after}; calls with others now fail`,
            `undeclared properties of ${f.subject} now match ${f.after}`,
          ),
  },
  additional_properties_allowed: {
    effect: 'widens',
    title: 'additional properties allowed',
    why: (f) =>
      by(
        f,
        `${f.subject} now accepts undeclared properties; existing calls still pass`,
        `consumers may now receive undeclared properties in ${f.subject}`,
      ),
  },
  union_added: {
    effect: 'narrows',
    title: 'union constraint added',
    why: (f) =>
      by(
        f,
        `${f.subject} must now also match one of ${f.after} alternatives; calls that match none now fail`,
        `${f.subject} now matches one of ${f.after} alternatives`,
      ),
  },
  union_removed: {
    effect: 'widens',
    title: 'union constraint removed',
    why: (f) =>
      by(
        f,
        `${f.subject} no longer has to match one of its alternatives`,
        `consumers may now receive ${f.subject} values outside the old alternatives`,
      ),
  },
  union_became_exclusive: {
    effect: 'narrows',
    title: 'anyOf became oneOf',
    why: (f) =>
      by(
        f,
        `${f.subject} must now match exactly one alternative; calls matching several now fail`,
        `${f.subject} now matches exactly one alternative`,
      ),
  },
  union_became_inclusive: {
    effect: 'widens',
    title: 'oneOf became anyOf',
    why: (f) =>
      by(
        f,
        `${f.subject} may now match several alternatives at once; existing calls still pass`,
        `consumers may now receive ${f.subject} values that match several alternatives at once`,
      ),
  },
  // Adding a oneOf branch can also reject values that now match two branches; rare enough that
  // the common reading (one more accepted shape) is what we report.
  union_branch_added: {
    effect: 'widens',
    title: 'union branch added',
    why: (f) =>
      by(
        f,
        `${f.subject} now accepts another alternative; existing calls still pass`,
        `consumers may now receive ${f.subject} in a shape they never handled`,
      ),
  },
  union_branch_removed: {
    effect: 'narrows',
    title: 'union branch removed',
    why: (f) =>
      by(
        f,
        `calls that used the removed alternative for ${f.subject} now fail`,
        `${f.subject} no longer comes in the removed shape`,
      ),
  },
  all_of_conjunct_added: {
    effect: 'narrows',
    title: 'allOf conjunct added',
    why: (f) =>
      by(
        f,
        `${f.subject} must now also satisfy another schema; calls that don't now fail`,
        `${f.subject} now also satisfies another schema`,
      ),
  },
  all_of_conjunct_removed: {
    effect: 'widens',
    title: 'allOf conjunct removed',
    why: (f) =>
      by(
        f,
        `${f.subject} no longer has to satisfy one of its allOf schemas`,
        `consumers may now receive ${f.subject} values the removed allOf schema ruled out`,
      ),
  },
  schema_now_rejects_all: {
    effect: 'narrows',
    title: 'schema now rejects everything',
    why: (f) => by(f, `${f.subject} now rejects every value; calls that send it fail`, `${f.subject} can no longer be present`),
  },
  schema_no_longer_rejects_all: {
    effect: 'widens',
    title: 'schema no longer rejects everything',
    why: (f) =>
      by(
        f,
        `${f.subject} was forbidden and is now accepted`,
        `consumers may now receive ${f.subject}, which could never be present before`,
      ),
  },
  default_changed: {
    effect: 'neutral',
    title: 'default changed',
    why: (f) =>
      by(
        f,
        `calls that omit ${f.subject} now get ${f.after} instead of ${f.before}; no call is rejected, but behaviour may differ`,
        `the documented default of ${f.subject} is now ${f.after} (was ${f.before})`,
      ),
  },
  dialect_changed: {
    effect: 'neutral',
    title: 'JSON Schema dialect changed',
    why: (f) =>
      `the dialect changed from ${f.before} to ${f.after}; validators may read some keywords differently, so review the keyword changes reported with it`,
  },
  keyword_changed: {
    effect: 'both',
    title: 'unmodelled keyword changed',
    why: (f) =>
      by(
        f,
        `mcpward does not model "${f.keyword}"; its change may reject calls accepted before, so it counts as breaking until reviewed`,
        `mcpward does not model "${f.keyword}"; its change may let the server return values consumers never saw, so it counts as breaking until reviewed`,
      ),
  },
} satisfies Record<string, KindInfo>;

/** One kind of schema change the classifier reports. */
export type SchemaChangeKind = keyof typeof KINDS;

/** Every kind with its usual effect and a short title, for docs and the drift rules. */
export const SCHEMA_CHANGE_KINDS: Readonly<Record<SchemaChangeKind, KindInfo>> = KINDS;

/** Input breaks when the accepted set narrows; output breaks when what may be returned widens. */
export function isBreaking(effect: Effect, direction: Direction): boolean {
  if (effect === 'both') return true;
  return direction === 'input' ? effect === 'narrows' : effect === 'widens';
}

/** The sentence that says why a schema change of `kind` matters, written from its facts. */
export function schemaChangeWhy(kind: SchemaChangeKind, facts: WhyFacts): string {
  return SCHEMA_CHANGE_KINDS[kind].why(facts);
}
