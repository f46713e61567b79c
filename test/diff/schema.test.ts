import { describe, expect, it } from 'vitest';
import { SCHEMA_CHANGE_KINDS, schemaChangeWhy, type Direction, type SchemaChangeKind } from '../../src/rules/schema-kinds.js';
import { classifySchemaChange, type SchemaChange } from '../../src/diff/schema.js';

/** A change with its reason written out as the reporters write it, from the facts it carries. */
const told = (c: SchemaChange | undefined) => c && { ...c, why: schemaChangeWhy(c.kind, c.why) };

const object = (properties: Record<string, unknown>, required: string[] = []): Record<string, unknown> => ({ type: 'object', properties, required });

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('classifySchemaChange', () => {
  it('says why a new required parameter breaks callers (product example)', () => {
    const [change] = classifySchemaChange(object({ a: { type: 'number' } }, ['a']), object({ a: { type: 'number' }, multiplier: { type: 'number' } }, ['a', 'multiplier']), 'input');
    expect(change!.why).toEqual({ subject: "'multiplier'", before: 'nothing', after: '{"type":"number"}', direction: 'input', breaking: true, keyword: 'multiplier' });
    expect(told(change)).toEqual({
      kind: 'property_added_required',
      breaking: true,
      path: 'inputSchema.properties.multiplier',
      after: { type: 'number' },
      why: "calls without 'multiplier' now fail",
    });
  });

  it('locates a nested pattern and says which values now fail (product example)', () => {
    const before = object({ filter: object({ status: { type: 'string' } }) });
    const after = object({ filter: object({ status: { type: 'string', pattern: '^(open|closed)$' } }) });
    expect(classifySchemaChange(before, after, 'input').map(told)).toEqual([
      {
        kind: 'pattern_added',
        breaking: true,
        path: 'inputSchema.properties.filter.properties.status.pattern',
        after: '^(open|closed)$',
        why: `calls with 'filter.status' values outside the pattern "^(open|closed)$" now fail (e.g. "abc")`,
      },
    ]);
  });

  it('carries before and after of the keyword that changed', () => {
    const [change] = classifySchemaChange(object({ name: { type: 'string', maxLength: 100 } }), object({ name: { type: 'string', maxLength: 10 } }), 'input');
    expect(change).toMatchObject({ kind: 'bound_tightened', before: 100, after: 10 });
    expect(told(change)!.why).toBe("'name' must now satisfy length <= 10 (was length <= 100); calls between the two bounds now fail");
  });

  it('judges the same change by direction: a new enum value breaks consumers, not callers', () => {
    const before = object({ status: { enum: ['open'] } });
    const after = object({ status: { enum: ['open', 'x'] } });
    const [input] = classifySchemaChange(before, after, 'input');
    const [output] = classifySchemaChange(before, after, 'output');
    expect(told(input)).toMatchObject({ kind: 'enum_value_added', breaking: false, why: `calls may now use "x" for 'status'` });
    expect(told(output)).toMatchObject({ kind: 'enum_value_added', breaking: true, why: `consumers may now receive "x" for 'status', which they never handled` });
  });

  it('prefixes paths with the given base path, or none', () => {
    const before = object({ a: { type: 'string' } });
    const after = object({ a: { type: 'integer' } });
    expect(classifySchemaChange(before, after, 'input', 'tools.compute.inputSchema')[0]!.path).toBe('tools.compute.inputSchema.properties.a.type');
    expect(classifySchemaChange(before, after, 'input', '')[0]!.path).toBe('properties.a.type');
    expect(classifySchemaChange(before, after, 'output')[0]!.path).toBe('outputSchema.properties.a.type');
  });

  it('does not modify its inputs', () => {
    const before = deepFreeze({ ...object({ a: { $ref: '#/$defs/A' }, b: { anyOf: [{ type: 'string' }, { type: 'null' }] } }), $defs: { A: { type: 'string', default: 'x' } } });
    const after = deepFreeze({ ...object({ a: { $ref: '#/$defs/A', maxLength: 3 }, b: { type: 'string' } }, ['a']), $defs: { A: { type: 'string' } } });
    expect(() => classifySchemaChange(before, after, 'input')).not.toThrow();
  });

  it('treats an absent schema as accepting everything', () => {
    expect(classifySchemaChange(undefined, { type: 'object' }, 'output')).toMatchObject([{ kind: 'type_narrowed', breaking: false, path: 'outputSchema.type' }]);
    expect(classifySchemaChange({ type: 'object' }, undefined, 'output')).toMatchObject([{ kind: 'type_widened', breaking: true, path: 'outputSchema.type' }]);
    expect(classifySchemaChange(undefined, true, 'input')).toEqual([]);
  });

  it('survives values that are not schemas', () => {
    for (const junk of [null, 42, 'string', [1, 2], { properties: 5, required: 'a', enum: 3, anyOf: {}, items: 'x' }]) {
      expect(() => classifySchemaChange(junk, object({ a: { type: 'string' } }), 'input')).not.toThrow();
      expect(() => classifySchemaChange(object({ a: { type: 'string' } }), junk, 'output')).not.toThrow();
    }
  });

  it('terminates on cycles that differ in shape (one side inlines a level of the recursion)', () => {
    const recursive = { type: 'object', properties: { name: { type: 'string' }, next: { $ref: '#' } } };
    const unrolled = { type: 'object', properties: { name: { type: 'string' }, next: { type: 'object', properties: { name: { type: 'string', maxLength: 5 }, next: { $ref: '#' } } } } };
    const changes = classifySchemaChange(recursive, unrolled, 'input');
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'bound_added', path: 'inputSchema.properties.next.properties.name.maxLength' }));
  });

  it('classifies deeply nested unions (no blow-up over the pairs of branches)', () => {
    // A search over every pairing of branches would hit the test timeout; no wall-clock limit
    // here, so a busy machine cannot fail it. The classification itself is asserted.
    const nest = (depth: number, leaf: string): unknown =>
      depth === 0 ? { type: 'string', maxLength: leaf.length } : { anyOf: [nest(depth - 1, leaf), nest(depth - 1, `${leaf}x`), { type: 'integer', minimum: depth }, { type: 'array', items: nest(depth - 1, leaf) }] };
    const changes = classifySchemaChange(nest(6, 'a'), nest(6, 'ab'), 'input');
    expect(changes.length).toBeGreaterThan(0);
    expect(classifySchemaChange(nest(6, 'a'), nest(6, 'a'), 'input')).toEqual([]);
  });
});

describe('change kind registry', () => {
  const directions: Direction[] = ['input', 'output'];
  it.each(Object.keys(SCHEMA_CHANGE_KINDS) as SchemaChangeKind[])('%s has a title and a sentence for every verdict', (kind) => {
    const info = SCHEMA_CHANGE_KINDS[kind];
    expect(info.title).not.toBe('');
    for (const direction of directions) {
      for (const breaking of [true, false]) {
        const why = info.why({ subject: "'x'", before: '"a"', after: '"b"', direction, breaking, keyword: 'not' });
        expect(why).not.toMatch(/undefined|\$\{/);
        expect(why.length).toBeGreaterThan(10);
      }
    }
  });
});
