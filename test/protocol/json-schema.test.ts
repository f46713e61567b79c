import { describe, expect, it, vi } from 'vitest';
import { compileSchema, jsonType } from '../../src/protocol/json-schema.js';
import { schemaIssue, type SchemaIssueArgs } from '../../src/rules/schema.js';
import { plainQuote } from '../../src/report/common.js';

describe('compileSchema', () => {
  it('compiles one schema once: the same schema with its keys in another order reuses the validator', () => {
    const a = compileSchema({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] });
    const b = compileSchema({ required: ['id'], properties: { id: { type: 'string' } }, type: 'object' });
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(b.validate).toBe(a.validate);
    expect(a.validate({ id: 'x' })).toBe(true);
    expect(a.validate({})).toBe(false);
  });

  it('keeps schemas that differ apart, and caches a failure as a failure', () => {
    const s = compileSchema({ type: 'object', properties: { n: { type: 'string' } } });
    const n = compileSchema({ type: 'object', properties: { n: { type: 'number' } } });
    expect(s.ok && n.ok && s.validate !== n.validate).toBe(true);
    const broken = { type: 'object', properties: { n: { type: 'no-such-type' } } };
    expect(compileSchema(broken).ok).toBe(false);
    expect(compileSchema(structuredClone(broken)).ok).toBe(false);
  });

  it('stays correct past the cache bound', () => {
    for (let i = 0; i < 2100; i++) {
      const r = compileSchema({ type: 'object', properties: { [`p${i}`]: { const: i } }, required: [`p${i}`] });
      expect(r.ok && r.validate({ [`p${i}`]: i }) && !r.validate({ [`p${i}`]: i + 1 })).toBe(true);
    }
  });

  it('a nested schema compiles and validates', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 20; i++) deep = { type: 'object', properties: { x: deep } };
    const r = compileSchema(deep);
    expect(r.ok && r.validate({ x: { x: 1 } })).toBe(false);
    expect(r.ok).toBe(true);
  });

  it('an unknown format is ignored quietly: nothing of Ajv reaches the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const r = compileSchema({ type: 'object', properties: { body: { type: 'string', format: 'json-unknown-format' } } });
      expect(r.ok && r.validate({ body: '{}' })).toBe(true);
      expect(warn).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });
});

describe('why a schema does not compile, as data', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['a boolean schema', true, { issue: 'boolean-schema' }],
    ['a string', 'object', { issue: 'not-a-schema', got: 'string' }],
    ['an unknown dialect', { $schema: 'urn:x', type: 'object' }, { issue: 'unsupported-dialect', dialect: 'urn:x' }],
    ['a remote $ref', { type: 'object', properties: { a: { $ref: 'x.json' } } }, { issue: 'remote-ref', ref: 'x.json', at: 'properties.a.$ref' }],
    ['a compile error', { type: 'nope' }, { issue: 'compile-error', message: expect.stringContaining('schema is invalid') }],
  ])('%s is a code with the facts, and the plain reason is the registry’s words unquoted', (_, schema, issue) => {
    const compiled = compileSchema(schema);
    expect(compiled.ok).toBe(false);
    if (compiled.ok) return;
    expect(compiled.issue).toEqual(issue);
    // CompileResult.reason serves the callers that do not word the issue yet: it must say what the registry says.
    expect(compiled.reason).toBe(schemaIssue(compiled.issue as SchemaIssueArgs, (v) => String(v)));
  });

  it('quotes the server’s $ref and path, so a hostile value cannot end the sentence early', () => {
    const compiled = compileSchema({ type: 'object', properties: { 'a" (fetched)': { $ref: 'x.json" is fine' } } });
    if (compiled.ok) throw new Error('compiled');
    expect(schemaIssue(compiled.issue as SchemaIssueArgs, plainQuote)).toBe('non-local $ref "x.json\\" is fine" at "properties.a\\" (fetched).$ref" (never fetched)');
  });

  it('names JSON types as codes', () => {
    expect([undefined, null, [], {}, 's', 1, false].map(jsonType)).toEqual(['missing', 'null', 'array', 'object', 'string', 'number', 'boolean']);
  });
});

describe('the compile cache on a generated surface', () => {
  it('compiles a schema repeated across 10,000 tools once, whatever the order of its keys', async () => {
    const { default: AjvCore } = await import('ajv/dist/core.js');
    const compile = vi.spyOn(AjvCore.prototype, 'compile');
    const { checkSchemas } = await import('../../src/checks/schema/index.js');
    // A schema no other test uses, sent as a fresh object per tool, keys in two orders.
    const schema = (i: number) =>
      i % 2 === 0
        ? { type: 'object', properties: { cachedProbe: { type: 'string', minLength: 3, description: 'x' } } }
        : { properties: { cachedProbe: { description: 'x', minLength: 3, type: 'string' } }, type: 'object' };
    const tools = Array.from({ length: 10_000 }, (_, i) => ({ index: i, page: 0, raw: { name: `t${i}`, description: 'd', inputSchema: schema(i) }, key: `t${i}`, sdkIssues: [] }));
    const findings = checkSchemas({ era: 'legacy', tools, prompts: [], resources: [], resourceTemplates: [] } as never);
    expect(findings.filter((f) => f.rule === 'tool_admission' && f.status === 'pass')).toHaveLength(10_000);
    expect(compile.mock.calls.filter(([s]) => JSON.stringify(s).includes('cachedProbe'))).toHaveLength(1);
    compile.mockRestore();
  });
});
