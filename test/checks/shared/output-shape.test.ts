import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeWhy } from '../../../src/rules/change-why.js';
import { compareOutputShapes, compareShapes, shapeMatchesOutputSchema } from '../../../src/checks/shared/output-shape.js';
import { shapeMismatch } from '../../../src/rules/results.js';
import { inferOutputShapes, inferShape, mergeShapes, outputValue, type Shape } from '../../../src/snapshot/output-shape.js';
import type { JsonValue } from '../../../src/model.js';
import { record } from '../../support/calls.js';

const shapeOf = (...values: unknown[]) => values.map(inferShape).reduce((a, b) => mergeShapes(a, b));

describe('inferShape', () => {
  it('keeps structure, never values', () => {
    expect(inferShape({ id: 'secret-123', total: 4.5, items: [{ sku: 'A', qty: 1 }], note: null })).toEqual({
      types: ['object'],
      fields: {
        id: { optional: false, shape: { types: ['string'] } },
        items: { optional: false, shape: { types: ['array'], items: { types: ['object'], fields: { qty: { optional: false, shape: { types: ['number'] } }, sku: { optional: false, shape: { types: ['string'] } } } } } },
        note: { optional: false, shape: { types: ['null'] } },
        total: { optional: false, shape: { types: ['number'] } },
      },
    });
    expect(JSON.stringify(inferShape({ id: 'secret-123' }))).not.toContain('secret');
  });

  it('merges array elements, and leaves the items of an empty array unknown', () => {
    expect(inferShape([1, 'a'])).toEqual({ types: ['array'], items: { types: ['number', 'string'] } });
    expect(inferShape([])).toEqual({ types: ['array'] });
  });

  it('keeps a "__proto__" field as a field', () => {
    const shape = inferShape(JSON.parse('{"__proto__": {"x": 1}}'));
    expect(Object.keys(shape.fields!)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(shape.fields)).toBe(Object.prototype);
  });
});

describe('mergeShapes', () => {
  it('makes a field missing from some samples optional, not missing', () => {
    expect(shapeOf({ a: 1, b: 'x' }, { a: 2 }).fields).toEqual({
      a: { optional: false, shape: { types: ['number'] } },
      b: { optional: true, shape: { types: ['string'] } },
    });
  });

  it('unions types', () => {
    expect(shapeOf({ a: 1 }, { a: null }).fields?.a).toEqual({ optional: false, shape: { types: ['null', 'number'] } });
  });

  const json = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue>;

  it('is commutative', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(mergeShapes(inferShape(a), inferShape(b))).toEqual(mergeShapes(inferShape(b), inferShape(a)));
      }),
    );
  });

  it('is idempotent, and a value’s shape matches itself', () => {
    fc.assert(
      fc.property(json, (v) => {
        const s = inferShape(v);
        expect(mergeShapes(s, s)).toEqual(s);
        expect(compareShapes(s, s)).toEqual([]);
        expect(compareShapes(s, inferShape(structuredClone(v)))).toEqual([]);
      }),
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(json, json, json, (a, b, c) => {
        const [x, y, z] = [a, b, c].map(inferShape) as [Shape, Shape, Shape];
        expect(mergeShapes(mergeShapes(x, y), z)).toEqual(mergeShapes(x, mergeShapes(y, z)));
      }),
    );
  });

  it('never reports drift between a merged shape and itself merged with one of its samples', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const merged = shapeOf(a, b);
        expect(compareShapes(merged, mergeShapes(merged, inferShape(a)))).toEqual([]);
      }),
    );
  });
});

describe('compareShapes', () => {
  const before = shapeOf({ id: 'a', total: 1, note: 'x', items: [{ sku: 'A' }] }, { id: 'b', total: 2, items: [] });

  it.each([
    ['a field disappeared', { id: 'a', note: 'x', items: [] }, 'breaking_output_shape_change', '$.total', 'field disappeared'],
    ['a field changed type', { id: 1, total: 1, items: [] }, 'breaking_output_shape_change', '$.id', 'type changed from string to number'],
    ['a field may now be null', [{ id: 'a', total: 1, items: [] }, { id: 'a', total: null, items: [] }], 'breaking_output_shape_change', '$.total', 'may now also be null'],
    ['a field became optional', [{ id: 'a', total: 1, items: [] }, { total: 1, items: [] }], 'breaking_output_shape_change', '$.id', 'now missing from some results'],
    ['an array element field changed type', { id: 'a', total: 1, items: [{ sku: 7 }] }, 'breaking_output_shape_change', '$.items[].sku', 'type changed'],
    ['a new field', { id: 'a', total: 1, items: [], currency: 'EUR' }, 'nonbreaking_output_shape_change', '$.currency', 'new field'],
    ['optional became always present', { id: 'a', total: 1, note: 'y', items: [] }, 'nonbreaking_output_shape_change', '$.note', 'always present'],
    ['an optional field no longer seen', { id: 'a', total: 1, items: [] }, 'nonbreaking_output_shape_change', '$.note', 'no longer seen'],
  ])('%s', (_, afterValues, kind, path, why) => {
    const after = Array.isArray(afterValues) ? shapeOf(...afterValues) : inferShape(afterValues);
    const change = compareShapes(before, after).find((c) => c.kind === kind && c.path === path);
    // The change carries a code; the sentence is written from it by the registry's vocabulary.
    expect(changeWhy(change?.why)).toContain(why);
  });

  it('reports a narrowed union as non-breaking', () => {
    expect(compareShapes(shapeOf(1, 'a'), inferShape('b'))).toEqual([
      { kind: 'nonbreaking_output_shape_change', path: '$', before: ['number', 'string'], after: ['string'], why: { code: 'shape_type_removed', before: ['number', 'string'], after: ['string'] } },
    ]);
    expect(changeWhy(compareShapes(shapeOf(1, 'a'), inferShape('b'))[0]?.why)).toBe('no longer number');
  });

  it('quotes field names that are not identifiers', () => {
    expect(compareShapes(inferShape({ 'a b': 1 }), inferShape({}))[0]?.path).toBe('$["a b"]');
  });

  it('compares tools present in both lockfiles', () => {
    const changes = compareOutputShapes({ t: inferShape({ a: 1 }), gone: inferShape(1) }, { t: inferShape({ a: 'x' }), added: inferShape(1) });
    expect(changes).toEqual([expect.objectContaining({ tool: 't', path: '$.a', kind: 'breaking_output_shape_change' })]);
  });
});

describe('shapeMatchesOutputSchema', () => {
  const schema = {
    type: 'object',
    properties: { id: { type: 'string' }, count: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
    required: ['id', 'count'],
    additionalProperties: false,
  };

  it('accepts a conforming shape (integers are numbers)', () => {
    expect(shapeMatchesOutputSchema(shapeOf({ id: 'a', count: 1, tags: ['x'] }, { id: 'b', count: 2 }), schema)).toEqual([]);
  });

  it('reports stray types, undeclared fields and required fields not always seen', () => {
    const shape = shapeOf({ id: 1, count: 1, tags: [3], extra: true }, { id: 'b', tags: [] });
    expect(shapeMatchesOutputSchema(shape, schema)).toEqual([
      { path: '$.extra', kind: 'undeclared', issue: 'undeclared' },
      { path: '$.id', kind: 'type', issue: 'stray-type', observed: ['number'], allowed: ['string'] },
      { path: '$.tags[]', kind: 'type', issue: 'stray-type', observed: ['number'], allowed: ['string'] },
      { path: '$.count', kind: 'required', issue: 'required-sometimes-missing' },
    ]);
  });

  it('is worded by the registry', () => {
    expect(shapeMismatch({ issue: 'stray-type', observed: ['number', 'null'], allowed: ['string'] })).toBe('observed number | null, schema allows string');
    expect(shapeMismatch({ issue: 'required-never-seen' })).toBe('required field never observed');
  });

  it('does not follow combinators or $ref', () => {
    expect(shapeMatchesOutputSchema(inferShape(1), { anyOf: [{ type: 'string' }] })).toEqual([]);
  });

  it('ignores inherited names such as "constructor" in properties', () => {
    expect(shapeMatchesOutputSchema(inferShape({ constructor: 1 }), { type: 'object', properties: {}, additionalProperties: false })).toEqual([
      { path: '$.constructor', kind: 'undeclared', issue: 'undeclared' },
    ]);
  });
});

describe('inferOutputShapes', () => {
  it('merges the successful output samples of each tool, JSON text parsed, _meta dropped', () => {
    const sample = (tool: string, result: unknown, layer: 'ok' | 'tool' = 'ok') => record({ tool, purpose: 'output-sample' }, layer, { result });
    const shapes = inferOutputShapes([
      sample('status', { content: [{ type: 'text', text: '{"status":"ok","uptime":3}', _meta: { t: 1 } }] }),
      sample('status', { content: [{ type: 'text', text: '{"status":"ok"}' }] }),
      sample('status', { content: [{ type: 'text', text: 'boom' }], isError: true }, 'tool'),
      record({ tool: 'status', purpose: 'latency-sample' }, 'ok', { result: { content: [] } }),
    ]);
    expect(Object.keys(shapes)).toEqual(['status']);
    const block = shapes.status!.fields!.content!.shape.items!;
    expect(Object.keys(block.fields!)).toEqual(['text', 'type']);
    expect(block.fields!.text!.shape.fields!.uptime).toEqual({ optional: true, shape: { types: ['number'] } });
    expect(outputValue({ content: [], structuredContent: [1] })).toEqual({ content: [], structuredContent: [1] });
  });

  it('is plain JSON, storable in the lockfile', () => {
    const shapes = inferOutputShapes([record({ tool: 't', purpose: 'output-sample' }, 'ok', { result: { content: [], structuredContent: { a: [1] } } })]);
    const asJson: JsonValue = shapes;
    expect(JSON.parse(JSON.stringify(asJson))).toEqual(shapes);
  });
});
