import { JSONPath } from 'jsonpath-plus';
import { sameJson } from '../../diff/json.js';
import type { JsonValue } from '../../model.js';
import type { SuiteReasonArgs } from '../../rules/behavioral.js';
import { isRecord } from '../../snapshot/view.js';

/** The operators of a `jsonpath` expectation; a non-object expectation means `equals`. */
export interface JsonpathOperators {
  equals?: JsonValue;
  exists?: boolean;
  matches?: string;
  contains?: JsonValue;
  length?: number;
  type?: string;
  gt?: number;
  lt?: number;
}

/** Why one JSONPath expectation failed (a code with its facts, worded by the registry); undefined when it holds. */
export type JsonpathFailure = SuiteReasonArgs & {
  expected: JsonValue;
  actual: JsonValue;
};

/**
 * Evaluates one expectation against the whole result object (`$.content[0].type`). A path that
 * matches once is compared as that value; several matches as the array of them.
 */
export function evaluateJsonpath(result: unknown, path: string, expectation: unknown): JsonpathFailure | undefined {
  const operators: JsonpathOperators = isRecord(expectation) ? (expectation as JsonpathOperators) : { equals: expectation as JsonValue };
  let matches: unknown[];
  try {
    // 'safe' is the default of jsonpath-plus 10; spelled out so filter scripts never reach eval.
    matches = JSONPath({ path, json: result as object, wrap: true, eval: 'safe' }) as unknown[];
  } catch (error) {
    return { reason: 'jsonpath-invalid', detail: error instanceof Error ? error.message : String(error), expected: path, actual: null };
  }
  const found = matches.length > 0;
  const value = (matches.length === 1 ? matches[0] : matches) as JsonValue;
  const actual: JsonValue = found ? value : null;
  const fail = (facts: SuiteReasonArgs, expected: JsonValue): JsonpathFailure => ({ ...facts, expected, actual });

  if (operators.exists !== undefined && operators.exists !== found) return fail({ reason: found ? 'path-matches' : 'path-no-match' }, operators.exists);
  const valueOperators = Object.keys(operators).filter((k) => k !== 'exists');
  if (valueOperators.length === 0) return undefined;
  if (!found) return fail({ reason: 'path-no-match' }, operators as JsonValue);

  if ('equals' in operators && !sameJson(value, operators.equals)) return fail({ reason: 'value-differs' }, operators.equals ?? null);
  if (operators.matches !== undefined) {
    if (typeof value !== 'string') return fail({ reason: 'not-a-string', jsonType: typeName(value) }, operators.matches);
    if (!new RegExp(operators.matches).test(value)) return fail({ reason: 'no-regex-match', pattern: operators.matches }, operators.matches);
  }
  if (operators.contains !== undefined) {
    const needle = operators.contains;
    if (typeof value === 'string') {
      if (typeof needle !== 'string' || !value.includes(needle)) return fail({ reason: 'string-lacks' }, needle);
    } else if (Array.isArray(value)) {
      if (!value.some((element) => sameJson(element, needle))) return fail({ reason: 'array-lacks' }, needle);
    } else return fail({ reason: 'not-searchable', jsonType: typeName(value) }, needle);
  }
  if (operators.length !== undefined) {
    const length = typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
    if (length === undefined) return fail({ reason: 'not-sized', jsonType: typeName(value) }, operators.length);
    if (length !== operators.length) return fail({ reason: 'length-differs', length }, operators.length);
  }
  if (operators.type !== undefined && !hasType(value, operators.type)) return fail({ reason: 'type-differs', jsonType: typeName(value) }, operators.type);
  if (operators.gt !== undefined && !(typeof value === 'number' && value > operators.gt)) return fail({ reason: 'not-greater', limit: operators.gt }, operators.gt);
  if (operators.lt !== undefined && !(typeof value === 'number' && value < operators.lt)) return fail({ reason: 'not-less', limit: operators.lt }, operators.lt);
  return undefined;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number';
  return typeName(value) === type;
}

/** JSON type of a value: `null`, `array`, `object`, `string`, `number` or `boolean`. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
