import { describe, expect, it } from 'vitest';
import { admitTool, MAX_COMBINATOR_DEPTH, nestingProblem } from '../../../src/checks/schema/admission.js';
import { checkSchemas } from '../../../src/checks/schema/index.js';
import type { Finding } from '../../../src/rules/index.js';
import { item, okTool, snapshot } from '../../support/snapshot.js';
import { argsOf } from '../../support/findings.js';
import { findingMessage } from '../../../src/rules/index.js';
import { plainQuote } from '../../../src/report/common.js';

const admit = (raw: unknown, era: 'legacy' | 'modern' = 'modern') => admitTool(item(raw), era);
const rules = (findings: Finding[]) => findings.filter((f) => f.rule !== 'tool_admission').map((f) => [f.rule, f.status]);

/** `levels` nested anyOf around a string schema. */
function nestedAnyOf(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < levels; i++) schema = { anyOf: [schema, { type: 'null' }] };
  return schema;
}

describe('admitTool: one verdict and one reason per tool', () => {
  it('admits a well-formed tool, naming the default dialect and listing annotations as untrusted hints', () => {
    const a = admit(okTool('search', { annotations: { title: 'Search', readOnlyHint: true, openWorldHint: false } }));
    expect(a).toMatchObject({ verdict: 'ADMIT', reason: 'well-formed (JSON Schema 2020-12, the default)' });
    expect(a.findings).toHaveLength(1);
    expect(a.findings[0]).toMatchObject({
      rule: 'tool_admission',
      status: 'pass',
      subject: { kind: 'tool', name: 'search' },
      args: { verdict: 'ADMIT', dialect: '2020-12', untrustedHints: { title: 'Search', readOnlyHint: true, openWorldHint: false } },
    });
  });

  it('names a declared dialect', () => {
    const a = admit(okTool('t', { inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} } }));
    expect(a).toMatchObject({ verdict: 'ADMIT', reason: 'well-formed (JSON Schema draft-07)' });
    expect(argsOf(a.findings[0]!).dialect).toBe('draft-07');
  });

  it.each<[string, unknown, string, string]>([
    ['a missing name', { inputSchema: { type: 'object' } }, 'tool_name_invalid', 'name: name is nothing, not a string'],
    ['an empty name', { name: '', inputSchema: { type: 'object' } }, 'tool_name_invalid', 'name: name is empty'],
    ['no inputSchema', { name: 't' }, 'input_schema_invalid', 'inputSchema: inputSchema is missing'],
    ['an array root', { name: 't', inputSchema: { type: 'array' } }, 'input_schema_invalid', 'inputSchema: root type is "array", not "object"'],
    ['an unsupported dialect', { name: 't', inputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' } }, 'input_schema_invalid', 'inputSchema: unsupported JSON Schema dialect "http://json-schema.org/draft-04/schema#"'],
    ['a remote $ref', { name: 't', inputSchema: { type: 'object', properties: { a: { $ref: 'https://evil.example/s.json' } } } }, 'schema_remote_ref', 'inputSchema has a remote $ref "https://evil.example/s.json" (never fetched)'],
    ['a relative $ref', { name: 't', inputSchema: { type: 'object', properties: { a: { $ref: 'other.json#/x' } } } }, 'schema_remote_ref', 'inputSchema has a remote $ref "other.json#/x" (never fetched)'],
    ['a remote $ref in the output', { ...okTool('t'), outputSchema: { type: 'object', properties: { a: { $ref: 'http://10.0.0.1/x' } } } }, 'schema_remote_ref', 'outputSchema has a remote $ref "http://10.0.0.1/x" (never fetched)'],
    ['unbounded anyOf', { name: 't', inputSchema: { type: 'object', properties: { a: nestedAnyOf(MAX_COMBINATOR_DEPTH + 1) } } }, 'combinator_depth', 'inputSchema: oneOf/anyOf/allOf nest 9 levels deep (at most 8)'],
    ['a string hint', { ...okTool('t'), annotations: { readOnlyHint: 'false' } }, 'annotation_types', 'annotations: readOnlyHint is a string, not a boolean'],
    ['non-object annotations', { ...okTool('t'), annotations: ['readOnly'] }, 'annotation_types', 'annotations: annotations is an array, not an object'],
    ['a numeric title', { ...okTool('t'), annotations: { title: 7, destructiveHint: 0 } }, 'annotation_types', 'annotations: title is a number, not a string; destructiveHint is a number, not a boolean'],
  ])('rejects %s with one precise reason', (_, raw, rule, reason) => {
    const a = admit(raw);
    expect(a.verdict).toBe('REJECT');
    expect(a.reason).toBe(reason);
    // The finding carries the cause as data, the rule it broke first; the registry words it.
    expect(a.findings[0]).toMatchObject({ rule: 'tool_admission', status: 'fail', args: { verdict: 'REJECT', because: { rule } } });
    expect(findingMessage(a.findings[0]!, plainQuote)).toBe(`Admission "REJECT": ${reason}`);
    expect(rules(a.findings)).toContainEqual([rule, 'fail']);
  });

  it('rejects an outputSchema the era does not allow', () => {
    const tool = { ...okTool('list'), outputSchema: { type: 'array', items: { type: 'string' } } };
    expect(admit(tool, 'legacy')).toMatchObject({ verdict: 'REJECT', reason: 'outputSchema: legacy revisions (up to 2025-11-25) require an object root, got type "array"' });
    expect(admit(tool, 'modern').verdict).toBe('ADMIT');
    expect(admit({ ...okTool('x'), outputSchema: { type: 'strng' } }, 'modern').verdict).toBe('REJECT');
  });

  it('bounds combinator nesting at the limit, and nesting as a whole', () => {
    expect(admit({ name: 't', inputSchema: { type: 'object', properties: { a: nestedAnyOf(MAX_COMBINATOR_DEPTH) } } }).verdict).toBe('ADMIT');
    // Siblings do not add up: depth is nesting, not count.
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, nestedAnyOf(5)])) };
    expect(admit({ name: 't', inputSchema: wide }).verdict).toBe('ADMIT');
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 100; i++) deep = { type: 'object', properties: { x: deep } };
    expect(nestingProblem(deep)).toMatchObject({ issue: 'nesting-depth', limit: 128 });
    // Data keywords are values, not schemas: a deep default is not a deep schema.
    expect(nestingProblem({ type: 'object', default: { anyOf: [{ anyOf: [{ anyOf: [{ anyOf: [{ anyOf: [{ anyOf: [{ anyOf: [{ anyOf: [{ anyOf: [{}] }] }] }] }] }] }] }] }] } })).toBeUndefined();
  });

  it('admits on conditions a name the spec only recommends against, a required name that is not declared, and an SDK rejection', () => {
    expect(admit(okTool('has space'))).toMatchObject({ verdict: 'CONDITIONAL', reason: 'name: name has characters outside A-Z a-z 0-9 _ - .' });
    const required = admit({ ...okTool('t'), inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'q' } }, required: ['q', 'qq'] } });
    expect(required).toMatchObject({ verdict: 'CONDITIONAL', reason: 'inputSchema requires "qq" but does not declare it' });
    expect(required.findings[1]).toMatchObject({ rule: 'required_unknown_property', status: 'fail', path: 'inputSchema.required', args: { names: ['qq'] } });
    expect(required.findings[0]).toMatchObject({ status: 'warn', args: { verdict: 'CONDITIONAL' } });
    const sdk = item(okTool('t'));
    sdk.sdkIssues = ['icons.0.src: Invalid input'];
    expect(admitTool(sdk, 'modern')).toMatchObject({ verdict: 'CONDITIONAL', reason: 'the official SDK schema rejects it (its clients drop the whole page): "icons.0.src: Invalid input"' });
  });

  it('a REJECT reason wins over a CONDITIONAL one', () => {
    expect(admit({ name: 'has space', inputSchema: { type: 'array' } })).toMatchObject({ verdict: 'REJECT', reason: 'inputSchema: root type is "array", not "object"' });
  });

  it('checks required in nested objects, and stays silent where composition may supply the property', () => {
    const nested = { type: 'object', properties: { filter: { type: 'object', description: 'f', properties: { status: { type: 'string' } }, required: ['state'] } } };
    expect(admit({ name: 't', inputSchema: nested }).reason).toBe('inputSchema requires "filter.state" but does not declare it');
    const composed = { type: 'object', properties: { a: { type: 'string', description: 'a' } }, required: ['a', 'b'], allOf: [{ properties: { b: { type: 'string' } } }] };
    expect(admit({ name: 't', inputSchema: composed }).verdict).toBe('ADMIT');
    const patterned = { type: 'object', properties: {}, patternProperties: { '^x-': { type: 'string' } }, required: ['x-a'] };
    expect(admit({ name: 't', inputSchema: patterned }).verdict).toBe('ADMIT');
  });

  it('lists parameters without descriptions as information that never changes the verdict', () => {
    const a = admit({ name: 't', inputSchema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string', description: ' ' }, c: { type: 'string', description: 'c' } } } });
    expect(a.verdict).toBe('ADMIT');
    expect(a.findings[1]).toMatchObject({ rule: 'parameter_description_missing', status: 'warn', severity: 'info', args: { parameters: ['a', 'b'], count: 2 } });
  });
});

describe('the admission finding is data, worded per medium by the registry', () => {
  // A medium's quote (Markdown's code span, say): only what the server chose may be wrapped by it.
  const span = (v: unknown) => (Array.isArray(v) ? v.map((x) => `<${String(x)}>`).join(', ') : `<${String(v)}>`);

  it.each<[string, unknown, Record<string, unknown>, string]>([
    ['a remote $ref', { name: 't', inputSchema: { type: 'object', properties: { a: { $ref: 'https://x.example/s' } } } }, { rule: 'schema_remote_ref', ref: 'https://x.example/s', schema: 'inputSchema' }, 'inputSchema has a remote $ref <https://x.example/s> (never fetched)'],
    ['an unsupported dialect', { name: 't', inputSchema: { $schema: 'urn:mine', type: 'object' } }, { rule: 'input_schema_invalid', issue: 'unsupported-dialect', dialect: 'urn:mine' }, 'inputSchema: unsupported JSON Schema dialect <urn:mine>'],
    ['a root type', { name: 't', inputSchema: { type: 'array' } }, { rule: 'input_schema_invalid', issue: 'root-not-object', type: 'array' }, 'inputSchema: root type is <array>, not <object>'],
    ['deep combinators', { name: 't', inputSchema: { type: 'object', properties: { a: nestedAnyOf(9) } } }, { rule: 'combinator_depth', issue: 'combinator-depth', depth: 9, limit: 8, schema: 'inputSchema' }, 'inputSchema: oneOf/anyOf/allOf nest <9> levels deep (at most <8>)'],
    ['mistyped hints', { ...okTool('t'), annotations: { title: 1, readOnlyHint: 'no' } }, { rule: 'annotation_types', mistyped: [{ field: 'title', got: 'number' }, { field: 'readOnlyHint', got: 'string' }] }, 'annotations: title is a number, not a string; readOnlyHint is a string, not a boolean'],
    ['a name', { name: '', inputSchema: { type: 'object' } }, { rule: 'tool_name_invalid', issue: 'name-empty' }, 'name: name is empty'],
  ])('%s', (_, raw, because, words) => {
    const a = admit(raw);
    expect(a.because).toEqual(expect.objectContaining(because));
    expect(a.findings[0]!.args).toMatchObject({ because });
    expect(findingMessage(a.findings[0]!, span as never)).toBe(`Admission <REJECT>: ${words}`);
  });

  it('an admitted tool names its dialect in mcpward’s words', () => {
    const a = admit(okTool('t'));
    expect(a.because).toBeUndefined();
    expect(a.findings[0]!.args).toMatchObject({ verdict: 'ADMIT', dialect: '2020-12', dialectDefault: true });
    expect(findingMessage(a.findings[0]!, span as never)).toBe('Admitted: well-formed (JSON Schema 2020-12, the default)');
  });
});

describe('checkSchemas with admission', () => {
  it('one bad tool never rejects another', () => {
    const findings = checkSchemas(
      snapshot([okTool('good'), { name: 'bomb', inputSchema: { type: 'object', properties: { a: nestedAnyOf(20) } } }, { ...okTool('remote'), inputSchema: { type: 'object', $ref: 'https://x.example/s' } }]),
    );
    const verdicts = findings.filter((f) => f.rule === 'tool_admission').map((f) => [f.subject?.name, f.args.verdict]);
    expect(verdicts).toEqual([
      ['good', 'ADMIT'],
      ['bomb', 'REJECT'],
      ['remote', 'REJECT'],
    ]);
    expect(findings.filter((f) => f.status === 'fail' && f.rule !== 'tool_admission').map((f) => [f.rule, f.subject?.name])).toEqual([
      ['combinator_depth', 'bomb'],
      ['schema_remote_ref', 'remote'],
    ]);
  });

  it.each([
    ['schema_remote_ref', 3],
    ['combinator_depth', 3],
    ['required_unknown_property', 3],
    ['parameter_description_missing', 3],
  ])('passes %s once when no tool breaks it', (rule, count) => {
    const findings = checkSchemas(snapshot([okTool('a'), okTool('b'), okTool('c')]));
    expect(findings.filter((f) => f.rule === rule)).toEqual([expect.objectContaining({ status: 'pass', args: { count } })]);
  });

  it('passes annotation_types for the tools that have annotations, and says nothing when none do', () => {
    expect(checkSchemas(snapshot([okTool('a'), okTool('b', { annotations: { readOnlyHint: true } })])).find((f) => f.rule === 'annotation_types')).toMatchObject({
      status: 'pass',
      args: { count: 1 },
    });
    expect(checkSchemas(snapshot([okTool('a')])).some((f) => f.rule === 'annotation_types')).toBe(false);
  });
});
