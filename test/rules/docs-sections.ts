import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderClassificationExamples, type ClassificationExample } from '../../src/diff/examples.js';

const diffFixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'diff');

/**
 * Generated sections appended to docs/rules.md beyond the registry: the classification examples
 * come straight from the classifier's fixture cases, so the docs show what the tests prove.
 */
export async function docsExtraSections(): Promise<string[]> {
  const cases: ClassificationExample[] = readdirSync(diffFixtures)
    .filter((name) => statSync(join(diffFixtures, name)).isDirectory())
    .sort()
    .map((name) => {
      const expected = JSON.parse(readFileSync(join(diffFixtures, name, 'expected.json'), 'utf8')) as Omit<ClassificationExample, 'name'>;
      return { name, direction: expected.direction, changes: expected.changes };
    });
  return [
    [
      '## Classification examples',
      '',
      'Every schema change the drift classifier knows, from its fixture cases (`fixtures/diff/<case>/{base,revision,expected}.json`).',
      'Input direction: breaking means the new `inputSchema` rejects a call the old one accepted (→ `breaking_schema_change`).',
      'Output direction: breaking means the server may now return what old consumers never saw (→ `breaking_output_shape_change`).',
      '',
      renderClassificationExamples(cases),
    ].join('\n'),
  ];
}
