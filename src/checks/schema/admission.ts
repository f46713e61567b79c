/**
 * Descriptor admission, one tool at a time: a verdict (ADMIT, REJECT or CONDITIONAL) with the one
 * reason that decided it, and the findings behind it. A tool is judged on its own fields only, so
 * one malformed descriptor never rejects another.
 */

import type { Era } from '../../snapshot/wire.js';
import type { JsonValue } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding, findingOf, type ArgsOf, type Payload } from '../../rules/index.js';
import { admissionReason, jsonQuote, type AdmissionArgs, type AdmissionCause, type MistypedField } from '../../rules/schema.js';
import type { CapturedItem } from '../../snapshot/types.js';
import { isRecord, itemLabel, toolView } from '../../snapshot/view.js';
import { compileSchema, dialectOf, jsonType, nonLocalRefs, schemaJson, type CompileIssue } from '../../protocol/json-schema.js';

export type Verdict = 'ADMIT' | 'REJECT' | 'CONDITIONAL';

export interface Admission {
  verdict: Verdict;
  /** What decided the verdict, as data (absent when admitted): the `because` of the `tool_admission` finding. */
  because?: AdmissionCause;
  /** The same in the registry's words (`admissionReason`), server values JSON-quoted: the review's admission table states it. */
  reason: string;
  /** The tool's `tool_admission` finding and every rule it broke (passes are left to the caller). */
  findings: Finding[];
}

/** The spec's SHOULD-level tool name rule. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
/** Deepest nesting of oneOf/anyOf/allOf admitted: enough for real schemas, too little for a validator bomb. */
export const MAX_COMBINATOR_DEPTH = 8;
/** Deepest structural nesting inspected at all. */
const MAX_NESTING = 128;
const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf']);
/** Keywords whose values are data, not subschemas. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
/** Keywords that can supply a property from elsewhere, so `required` may name one not in `properties`. */
const COMPOSES = ['allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', 'if', 'then', 'else', 'patternProperties', 'dependentSchemas'];

/** What one check found: the rule it breaks with the facts (the registry words them) and how much that weighs on the verdict. */
type Problem = Payload<SchemaRule> & {
  weight: 'reject' | 'conditional' | 'info';
  path?: string;
};
type SchemaRule = 'tool_name_invalid' | 'input_schema_invalid' | 'output_schema_invalid' | 'schema_remote_ref' | 'combinator_depth' | 'annotation_types' | 'required_unknown_property' | 'parameter_description_missing';

/** Judges one tool for the given era. Reusable wherever a verdict per descriptor is needed. */
export function admitTool(item: CapturedItem, era: Era): Admission {
  const view = toolView(item);
  const subject = { kind: 'tool' as const, name: itemLabel(item) };
  const problems = [
    ...nameProblems(view.name),
    ...inputSchemaProblems(view.inputSchema),
    ...(view.outputSchema === undefined ? [] : outputSchemaProblems(view.outputSchema, era)),
    ...annotationProblems(view.annotations),
    ...requiredProblems(view.inputSchema),
    ...descriptionProblems(view.inputSchema),
  ];
  const decisive = problems.find((p) => p.weight === 'reject') ?? problems.find((p) => p.weight === 'conditional');
  const sdk = item.sdkIssues[0];
  const verdict: Verdict = decisive?.weight === 'reject' ? 'REJECT' : decisive || sdk !== undefined ? 'CONDITIONAL' : 'ADMIT';
  const because: AdmissionCause | undefined = decisive
    ? ({ rule: decisive.rule, ...decisive.args } as AdmissionCause)
    : sdk !== undefined
      ? { rule: 'sdk_schema_rejected', issues: sdk }
      : undefined;
  const args: AdmissionArgs = { verdict, ...(because ? { because } : {}), ...dialectArg(view.inputSchema), ...hintsArg(view.annotations) };
  const reason = admissionReason(args, jsonQuote);
  const status = verdict === 'ADMIT' ? 'pass' : verdict === 'REJECT' ? 'fail' : 'warn';
  const findings = [
    finding('tool_admission', status, { subject, args }),
    ...problems.map((p) => findingOf(p, p.weight === 'info' ? 'warn' : 'fail', { subject, ...(p.path ? { path: p.path } : {}) })),
  ];
  return { verdict, ...(because ? { because } : {}), reason, findings };
}

function dialectArg(inputSchema: unknown): { dialect?: string; dialectDefault?: boolean } {
  if (!isRecord(inputSchema)) return {};
  const dialect = dialectOf(inputSchema);
  // `unsupported: …` is the review table's cell; the finding's reason words the issue itself.
  if (!dialect.ok) return { dialect: `unsupported: ${dialect.declared}` };
  return { dialect: dialect.dialect, ...(dialect.declared ? {} : { dialectDefault: true }) };
}

/** Annotations are untrusted hints, never policy: listed as declared (well-typed ones only). */
function hintsArg(annotations: unknown): Record<string, JsonValue> {
  if (!isRecord(annotations)) return {};
  const hints: Record<string, JsonValue> = {};
  if (typeof annotations.title === 'string') hints.title = annotations.title;
  for (const hint of HINTS) if (typeof annotations[hint] === 'boolean') hints[hint] = annotations[hint];
  return { untrustedHints: hints };
}

function nameProblems(name: unknown): Problem[] {
  const problem = (weight: Problem['weight'], issue: SchemaIssueArgs): Problem[] => [
    { rule: 'tool_name_invalid', weight, path: 'name', args: { name: typeof name === 'string' ? name : JSON.stringify(name ?? null), ...issue } },
  ];
  if (typeof name !== 'string') return problem('reject', { issue: 'name-not-string', got: jsonType(name) });
  if (name.length === 0) return problem('reject', { issue: 'name-empty' });
  // Length and characters are SHOULD-level in the spec: usable, but not everywhere.
  if (name.length > 128) return problem('conditional', { issue: 'name-too-long', length: name.length });
  if (!TOOL_NAME.test(name)) return problem('conditional', { issue: 'name-characters' });
  return [];
}

/** A schema issue as rule arguments: the schema's `type` keyword only when it was sent. */
type SchemaIssueArgs = ArgsOf<'input_schema_invalid'>;

function inputSchemaProblems(schema: unknown): Problem[] {
  const invalid = (issue: SchemaIssueArgs | CompileIssue): Problem[] => [{ rule: 'input_schema_invalid', weight: 'reject', path: 'inputSchema', args: issue }];
  if (schema === undefined) return invalid({ issue: 'schema-missing' });
  if (!isRecord(schema)) return invalid({ issue: 'schema-not-object', got: jsonType(schema) });
  if (schema.type !== 'object') return invalid({ issue: 'root-not-object', type: (schema.type ?? null) as JsonValue });
  return unlessClean(schema, 'inputSchema', () => {
    const unsafe = unsafeSchemaProblems(schema, 'inputSchema');
    if (unsafe.length > 0) return unsafe;
    const compiled = compileSchema(schema);
    return compiled.ok ? [] : invalid(compiled.issue);
  });
}

function outputSchemaProblems(schema: unknown, era: Era): Problem[] {
  const invalid = (issue: SchemaIssueArgs | CompileIssue): Problem[] => [{ rule: 'output_schema_invalid', weight: 'reject', path: 'outputSchema', args: issue }];
  if (era === 'legacy' && (!isRecord(schema) || schema.type !== 'object')) {
    return invalid({ issue: 'legacy-root', got: jsonType(schema), ...(isRecord(schema) ? { type: (schema.type ?? null) as JsonValue } : {}) });
  }
  return unlessClean(schema, 'outputSchema', () => {
    const unsafe = unsafeSchemaProblems(schema, 'outputSchema');
    if (unsafe.length > 0) return unsafe;
    const compiled = compileSchema(schema);
    return compiled.ok ? [] : invalid(compiled.issue);
  });
}

/**
 * Schemas already judged clean, by where they sit and their JSON as sent. Generated servers repeat
 * one schema across thousands of tools; each distinct one is walked and compiled once. Only clean
 * verdicts are kept, so a finding never shares its arguments with another tool's.
 */
const CLEAN = new Set<string>();
const MAX_CLEAN = 2048;

function unlessClean(schema: unknown, at: string, judge: () => Problem[]): Problem[] {
  // Too deep to serialise: judged every time (and rejected by the walk).
  const json = isRecord(schema) ? schemaJson(schema) : JSON.stringify(schema);
  const key = json === undefined ? undefined : `${at}\0${json}`;
  if (key !== undefined && CLEAN.has(key)) return [];
  const problems = judge();
  if (problems.length === 0 && key !== undefined) {
    if (CLEAN.size >= MAX_CLEAN) CLEAN.delete(CLEAN.values().next().value!);
    CLEAN.add(key);
  }
  return problems;
}

/** Remote `$ref`s and unbounded nesting: checked before compiling, so a hostile schema never reaches the validator. */
function unsafeSchemaProblems(schema: unknown, at: 'inputSchema' | 'outputSchema'): Problem[] {
  const remote = nonLocalRefs(schema, at)[0];
  if (remote) return [{ rule: 'schema_remote_ref', weight: 'reject', path: remote.path, args: { ref: remote.ref, schema: at } }];
  const deep = nestingProblem(schema, at);
  if (deep) {
    const { path, ...issue } = deep;
    return [{ rule: 'combinator_depth', weight: 'reject', path, args: { ...issue, schema: at } }];
  }
  return [];
}

/** Nesting beyond a limit, as data: how deep combinators nest, or only the structural limit passed. */
export type NestingProblem = { issue: 'combinator-depth'; depth: number; limit: number; path: string } | { issue: 'nesting-depth'; limit: number; path: string };

/** The first place where oneOf/anyOf/allOf nest deeper than the limit, or the schema nests too deep to inspect. */
export function nestingProblem(schema: unknown, root = ''): NestingProblem | undefined {
  const stack: Array<{ node: unknown; path: string; combinators: number; nesting: number }> = [{ node: schema, path: root, combinators: 0, nesting: 0 }];
  while (stack.length > 0) {
    const { node, path, combinators, nesting } = stack.pop()!;
    if (combinators > MAX_COMBINATOR_DEPTH) return { issue: 'combinator-depth', depth: combinators, limit: MAX_COMBINATOR_DEPTH, path };
    if (nesting > MAX_NESTING) return { issue: 'nesting-depth', limit: MAX_NESTING, path };
    if (Array.isArray(node)) {
      node.forEach((child, i) => stack.push({ node: child, path: `${path}[${i}]`, combinators, nesting: nesting + 1 }));
    } else if (isRecord(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (DATA_KEYWORDS.has(key)) continue;
        const deeper = COMBINATORS.has(key) && Array.isArray(value) ? combinators + 1 : combinators;
        stack.push({ node: value, path: path ? `${path}.${key}` : key, combinators: deeper, nesting: nesting + 1 });
      }
    }
  }
  return undefined;
}

function annotationProblems(annotations: unknown): Problem[] {
  if (annotations === undefined) return [];
  const problem = (mistyped: MistypedField[]): Problem[] => [{ rule: 'annotation_types', weight: 'reject', path: 'annotations', args: { mistyped } }];
  if (!isRecord(annotations)) return problem([{ field: 'annotations', got: jsonType(annotations) }]);
  const mistyped: MistypedField[] = [];
  if (annotations.title !== undefined && typeof annotations.title !== 'string') mistyped.push({ field: 'title', got: jsonType(annotations.title) });
  for (const hint of HINTS) {
    const value = annotations[hint];
    if (value !== undefined && typeof value !== 'boolean') mistyped.push({ field: hint, got: jsonType(value) });
  }
  return mistyped.length > 0 ? problem(mistyped) : [];
}

/** `required` names every object schema on a chain of `properties` must declare (where nothing else could). */
function requiredProblems(inputSchema: unknown): Problem[] {
  const missing: string[] = [];
  let first: string | undefined;
  // `label` is the parameter path a user reads (`filter.status`); `path` the JSON path of the schema.
  const visit = (node: unknown, path: string, label: string, depth: number): void => {
    if (!isRecord(node) || depth > 32) return;
    const properties = isRecord(node.properties) ? node.properties : undefined;
    if (properties && Array.isArray(node.required) && !COMPOSES.some((k) => k in node)) {
      const absent = node.required.filter((name): name is string => typeof name === 'string' && !Object.hasOwn(properties, name));
      if (absent.length > 0) first ??= `${path}.required`;
      for (const item of absent.map((name) => `${label}${name}`)) missing.push(item);
    }
    for (const [key, child] of Object.entries(properties ?? {})) visit(child, `${path}.properties.${key}`, `${label}${key}.`, depth + 1);
  };
  visit(inputSchema, 'inputSchema', '', 0);
  if (missing.length === 0) return [];
  return [{ rule: 'required_unknown_property', weight: 'conditional', path: first!, args: { names: missing } }];
}

/** Top-level parameters without a description: the model has only the name to go on. */
function descriptionProblems(inputSchema: unknown): Problem[] {
  const properties = isRecord(inputSchema) && isRecord(inputSchema.properties) ? inputSchema.properties : {};
  const bare = Object.entries(properties)
    .filter(([, p]) => !isRecord(p) || typeof p.description !== 'string' || p.description.trim() === '')
    .map(([name]) => name);
  if (bare.length === 0) return [];
  return [{ rule: 'parameter_description_missing', weight: 'info', path: 'inputSchema.properties', args: { parameters: bare, count: bare.length } }];
}
