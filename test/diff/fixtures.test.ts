import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifySchemaChange, type SchemaChange } from '../../src/diff/schema.js';
import { SCHEMA_CHANGE_KINDS, schemaChangeWhy, type Direction } from '../../src/rules/schema-kinds.js';
import { renderClassificationExamples } from '../../src/diff/examples.js';

const root = join(import.meta.dirname, '..', '..', 'fixtures', 'diff');

interface Expected {
  direction: Direction;
  changes: Array<Pick<SchemaChange, 'kind' | 'breaking' | 'path'>>;
}

const read = (name: string, file: string): unknown => JSON.parse(readFileSync(join(root, name, file), 'utf8'));

const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
  .map((name) => ({ name, base: read(name, 'base.json'), revision: read(name, 'revision.json'), expected: read(name, 'expected.json') as Expected }));

const order = (a: { path: string; kind: string }, b: { path: string; kind: string }): number =>
  a.path.localeCompare(b.path) || a.kind.localeCompare(b.kind);

describe('schema change fixtures', () => {
  it('has at least 80 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });

  it.each(cases)('$name', ({ base, revision, expected }) => {
    const changes = classifySchemaChange(base, revision, expected.direction);
    const got = changes.map(({ kind, breaking, path }) => ({ kind, breaking, path })).sort(order);
    expect(got).toEqual([...expected.changes].sort(order));
    for (const change of changes) expect(schemaChangeWhy(change.kind, change.why).length).toBeGreaterThan(0);
  });

  it('covers every change kind', () => {
    const seen = new Set(cases.flatMap((c) => c.expected.changes.map((change) => change.kind)));
    expect(Object.keys(SCHEMA_CHANGE_KINDS).filter((kind) => !seen.has(kind as never))).toEqual([]);
  });

  it('covers both directions of every kind whose verdict differs by direction', () => {
    const seen = new Set(cases.flatMap((c) => c.expected.changes.map((change) => `${change.kind}/${c.expected.direction}`)));
    const missing = Object.entries(SCHEMA_CHANGE_KINDS)
      .filter(([, info]) => info.effect === 'narrows' || info.effect === 'widens')
      .flatMap(([kind]) => ['input', 'output'].map((d) => `${kind}/${d}`))
      .filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
  });

  it('renders the classification examples table from the fixtures', () => {
    const table = renderClassificationExamples(cases.map((c) => ({ name: c.name, direction: c.expected.direction, changes: c.expected.changes })));
    expect(table.split('\n').filter((line) => line.startsWith('| ')).length).toBeGreaterThan(cases.length);
    expect(table).toContain('| max-length-tightened-input | input | `bound_tightened` | `inputSchema.properties.name.maxLength` | yes |');
  });
});
