import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES, SEVERITIES } from '../../src/model.js';
import { renderRulesDoc } from '../../src/rules/docs.js';
import { RULES, type RuleMeta } from '../../src/rules/index.js';
import { docsExtraSections } from './docs-sections.js';

const docsPath = join(import.meta.dirname, '..', '..', 'docs', 'rules.md');

describe('rule registry', () => {
  it.each(Object.entries(RULES))('%s is complete', (id, meta) => {
    expect(id).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(FAMILIES).toContain(meta.family);
    expect(SEVERITIES).toContain(meta.severity);
    expect(meta.title.length).toBeGreaterThan(5);
    expect(meta.description.length).toBeGreaterThan(20);
    expect(meta.remediation.length).toBeGreaterThan(5);
  });

  it('messages route server text through the quote function', () => {
    const marker = '\u0000HOSTILE\u0000';
    for (const [id, meta] of Object.entries(RULES) as Array<[string, RuleMeta]>) {
      const args = new Proxy({}, { get: () => marker });
      const q = () => '[quoted]';
      expect(meta.message(args, q), id).not.toContain('HOSTILE');
      if (meta.passMessage) expect(meta.passMessage(args, q), id).not.toContain('HOSTILE');
    }
  });
});

describe('every rule is exercised', () => {
  // A rule that no test names is a rule nobody has seen fire or stay silent.
  const testRoot = join(import.meta.dirname, '..');
  const corpus = listFiles(testRoot)
    .filter((f) => f.endsWith('.ts') && !f.includes('__golden__'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  it.each(Object.keys(RULES))('%s is named by a test', (id) => {
    expect(corpus.includes(`'${id}'`) || corpus.includes(`"${id}"`) || corpus.includes(`${id}:`), `no test mentions ${id}`).toBe(true);
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

describe('docs/rules.md', () => {
  it('is generated from the registry (UPDATE_DOCS=1 regenerates it)', async () => {
    const expected = renderRulesDoc(await docsExtraSections());
    if (process.env.UPDATE_DOCS === '1') writeFileSync(docsPath, expected);
    expect(readFileSync(docsPath, 'utf8')).toBe(expected);
  });

  it('has a section for every rule and no section for a rule that does not exist', () => {
    const headings = [...readFileSync(docsPath, 'utf8').matchAll(/^### (\S+)$/gm)].map((m) => m[1]);
    expect(new Set(headings)).toEqual(new Set(Object.keys(RULES)));
  });
});
