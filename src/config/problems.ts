import { z } from 'zod';

/** One thing wrong with a config file, at a key path. */
export interface Problem {
  path: (string | number)[];
  message: string;
}

/** `checks.collision.threshold`, `suites[0].cases[1]`, `headers["X.Y"]`. */
export function formatKeyPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/**
 * One paragraph per problem, ordered by line. Messages name keys and describe values by type only,
 * so an interpolated secret can never be echoed.
 */
export function renderProblems(
  heading: string,
  problems: Problem[],
  lineOf: (path: (string | number)[]) => number | undefined,
): string {
  const located = problems.map((problem) => ({ ...problem, line: lineOf(problem.path) }));
  located.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  const lines = located.map(({ path, line, message }) => {
    const where = line === undefined ? '' : ` (line ${line})`;
    const text = /[.?]$/.test(message) ? message : `${message}.`;
    return `- ${formatKeyPath(path) || '(top level)'}${where}: ${text}`;
  });
  return [heading, ...lines].join('\n');
}

/** Turns zod issues into problems; `input` is the validated data, read to describe received values. */
export function problemsFromIssues(issues: readonly z.core.$ZodIssue[], input: unknown, schema: z.ZodType): Problem[] {
  return flattenUnions(issues, []).flatMap((issue): Problem[] => {
    const path = issue.path as (string | number)[];
    if (issue.code === 'unrecognized_keys') {
      const valid = keysAt(schema, path);
      return issue.keys.map((key) => ({ path: [...path, key], message: unknownKey(key, valid) }));
    }
    return [{ path, message: describeIssue(issue, valueAt(input, path)) }];
  });
}

function describeIssue(issue: z.core.$ZodIssue, received: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (received === undefined) return 'is required';
      return `expected ${TYPE_NAMES[issue.expected] ?? issue.expected}, got ${describeValue(received)}${
        issue.expected === 'string' && (typeof received === 'number' || typeof received === 'boolean') ? ' (quote it to make it a string)' : ''
      }`;
    case 'invalid_value': {
      const options = issue.values.map((value) => `\`${String(value)}\``).join(', ');
      const suggestion = typeof received === 'string' ? closest(received, issue.values.map(String)) : undefined;
      return `expected one of ${options}${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`;
    }
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      if (issue.origin === 'string') return 'must not be empty';
      return `expected a number ${issue.inclusive ? 'of at least' : 'greater than'} ${issue.minimum}, got ${describeValue(received)}`;
    case 'too_big':
      return `expected a number ${issue.inclusive ? 'of at most' : 'less than'} ${issue.maximum}, got ${describeValue(received)}`;
    case 'invalid_key':
      return `invalid key: ${issue.issues.map((inner) => describeIssue(inner, undefined)).join('; ')}`;
    default:
      // custom refinements, unions and formats carry messages written in schema.ts
      return issue.message;
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: '`true` or `false`',
  object: 'a mapping',
  record: 'a mapping',
  array: 'a list',
  null: 'null',
};

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (typeof value === 'number' || typeof value === 'boolean') return `\`${value}\``;
  if (typeof value === 'string') return 'a string';
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}

function unknownKey(key: string, valid: string[]): string {
  const suggestion = closest(key, valid);
  if (suggestion) return `unknown key; did you mean \`${suggestion}\`?`;
  return valid.length > 0 ? `unknown key; valid keys here: ${valid.map((name) => `\`${name}\``).join(', ')}` : 'unknown key';
}

// A union whose input matched exactly one branch's shape (its only failures are nested, or unknown
// keys) reports that branch's own problems, which say far more than "no branch matched".
function flattenUnions(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union') {
      const matched = issue.errors.filter((branch) => branch.every((inner) => inner.path.length > 0 || inner.code === 'unrecognized_keys'));
      if (matched.length === 1) return flattenUnions(matched[0]!, path);
    }
    return [{ ...issue, path }];
  });
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

/** The keys a mapping at `path` may have, read from the schema. */
function keysAt(schema: z.ZodType, path: readonly (string | number)[]): string[] {
  let candidates = [schema];
  for (const segment of path) candidates = candidates.flatMap((candidate) => childrenOf(candidate, segment));
  return [...new Set(candidates.flatMap(ownKeys))];
}

function branches(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault || schema instanceof z.ZodOptional) {
    return branches(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(branches);
  return [schema];
}

function childrenOf(schema: z.ZodType, segment: string | number): z.ZodType[] {
  return branches(schema).flatMap((branch) => {
    if (branch instanceof z.ZodObject) {
      const child = (branch.shape as Record<string, z.ZodType>)[segment];
      return child ? [child] : [];
    }
    if (branch instanceof z.ZodRecord) return [branch.valueType as z.ZodType];
    if (branch instanceof z.ZodArray) return [branch.element as z.ZodType];
    return [];
  });
}

function ownKeys(schema: z.ZodType): string[] {
  return branches(schema).flatMap((branch) => {
    if (branch instanceof z.ZodObject) return Object.keys(branch.shape);
    if (branch instanceof z.ZodRecord && branch.keyType instanceof z.ZodEnum) return branch.keyType.options.map(String);
    return [];
  });
}

/** The candidate nearest to `word` by edit distance, if it is close enough to be a plausible typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}

// Levenshtein distance with adjacent transpositions counted as one edit (`stido` → `stdio`).
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}
