import { describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../src/checks/schema/index.js';
import type { Finding } from '../../../src/rules/index.js';
import { okTool, snapshot } from '../../support/snapshot.js';
import { argsOf } from '../../support/findings.js';
import { findingMessage } from '../../../src/rules/index.js';
import { plainQuote } from '../../../src/report/common.js';

// tool_admission restates the verdict of every tool; these tests look at the rules behind it.
const failed = (findings: Finding[]) => findings.filter((f) => f.status === 'fail' && f.rule !== 'tool_admission').map((f) => [f.rule, f.subject?.name]);

describe('checkSchemas (descriptor admission)', () => {
  it('admits well-formed tools and emits one pass per rule', () => {
    const findings = checkSchemas(snapshot([okTool('a'), okTool('b.c-d_e')]));
    expect(failed(findings)).toEqual([]);
    expect(findings.filter((f) => f.rule !== 'tool_admission').map((f) => f.rule).sort()).toEqual([
      'combinator_depth',
      'input_schema_invalid',
      'parameter_description_missing',
      'required_unknown_property',
      'schema_remote_ref',
      'sdk_schema_rejected',
      'tool_name_duplicate',
      'tool_name_invalid',
    ]);
    expect(findings.filter((f) => f.rule === 'tool_admission').map((f) => [f.subject?.name, f.status, f.args.verdict])).toEqual([
      ['a', 'pass', 'ADMIT'],
      ['b.c-d_e', 'pass', 'ADMIT'],
    ]);
  });

  // The finding carries a code and the facts; the sentence is the registry's.
  it.each<[unknown, Record<string, unknown>, string]>([
    ['has space', { issue: 'name-characters' }, 'name has characters outside A-Z a-z 0-9 _ - .'],
    ['x'.repeat(129), { issue: 'name-too-long', length: 129 }, 'name is 129 characters long (at most 128)'],
    ['', { issue: 'name-empty' }, 'name is empty'],
    [42, { issue: 'name-not-string', got: 'number' }, 'name is a number, not a string'],
  ])('rejects the tool name %j', (name, args, reason) => {
    const [f] = checkSchemas(snapshot([okTool('ok'), { ...okTool('x'), name }])).filter((x) => x.rule === 'tool_name_invalid' && x.status === 'fail');
    expect(f!.args).toMatchObject(args);
    expect(findingMessage(f!, plainQuote)).toBe(`Tool name ${plainQuote(typeof name === 'string' ? name : JSON.stringify(name))} is invalid: ${reason}`);
  });

  it('flags duplicate names across pages once', () => {
    const findings = checkSchemas(snapshot([okTool('a'), okTool('b'), okTool('a')]));
    expect(failed(findings)).toEqual([['tool_name_duplicate', 'a']]);
  });

  it.each<[unknown, Record<string, unknown>, string]>([
    [undefined, { issue: 'schema-missing' }, 'inputSchema is missing'],
    ['object', { issue: 'schema-not-object', got: 'string' }, 'inputSchema is a string, not an object schema'],
    [{ type: 'string' }, { issue: 'root-not-object', type: 'string' }, 'root type is "string", not "object"'],
    [
      { type: 'object', $schema: 'http://json-schema.org/draft-04/schema#' },
      { issue: 'unsupported-dialect', dialect: 'http://json-schema.org/draft-04/schema#' },
      'unsupported JSON Schema dialect "http://json-schema.org/draft-04/schema#"',
    ],
  ])('rejects inputSchema %j with a precise reason', (inputSchema, args, reason) => {
    const [f] = checkSchemas(snapshot([{ name: 't', inputSchema }])).filter((x) => x.rule === 'input_schema_invalid' && x.status === 'fail');
    expect(f!.args).toMatchObject(args);
    expect(findingMessage(f!, plainQuote)).toBe(`inputSchema is invalid: ${reason}`);
  });

  it('reports a compile error from the declared dialect, the validator quoted as the server’s', () => {
    const [f] = checkSchemas(snapshot([{ name: 't', inputSchema: { type: 'object', properties: { a: { type: 'strng' } } } }])).filter(
      (x) => x.rule === 'input_schema_invalid' && x.status === 'fail',
    );
    expect(argsOf(f!)).toMatchObject({ issue: 'compile-error', message: expect.stringMatching(/properties\/a\/type/) });
    expect(findingMessage(f!, plainQuote)).toBe(`inputSchema is invalid: ${plainQuote(argsOf(f!).message as string)}`);
  });

  it('accepts draft-07 and 2019-09 schemas', () => {
    const tools = ['http://json-schema.org/draft-07/schema#', 'https://json-schema.org/draft/2019-09/schema'].map((d, i) => ({
      name: `t${i}`,
      inputSchema: { $schema: d, type: 'object', definitions: { x: { type: 'string' } }, properties: { a: { $ref: '#/definitions/x' } } },
    }));
    expect(failed(checkSchemas(snapshot(tools)))).toEqual([]);
  });

  it('one malformed tool never hides or rejects the others', () => {
    const findings = checkSchemas(snapshot([okTool('good'), { name: 'bad', inputSchema: { type: 'array' } }, okTool('also_good')]));
    expect(failed(findings)).toEqual([['input_schema_invalid', 'bad']]);
  });

  it('requires an object outputSchema in the legacy era but not in the modern one', () => {
    const tool = { ...okTool('list'), outputSchema: { type: 'array', items: { type: 'string' } } };
    expect(failed(checkSchemas(snapshot([tool])))).toEqual([['output_schema_invalid', 'list']]);
    expect(failed(checkSchemas(snapshot([tool], { era: 'modern', protocolVersion: '2026-07-28' })))).toEqual([]);
  });

  it('reports SDK schema issues per item', () => {
    const s = snapshot([okTool('a')]);
    s.tools[0]!.sdkIssues = ['inputSchema.type: Invalid input'];
    expect(argsOf(checkSchemas(s).find((f) => f.rule === 'sdk_schema_rejected' && f.status === 'fail')!).issues).toBe('inputSchema.type: Invalid input');
  });
});
