import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES, SEVERITIES } from '../../src/model.js';
import { renderRulesDoc } from '../../src/rules/docs.js';
import { finding, identityOf, RULES, type RuleMeta } from '../../src/rules/index.js';
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

describe('severities live in the registry', () => {
  it('a check names a variant and gets the level the registry gives it', () => {
    expect(finding('annotation_changed', 'fail', { variant: 'read-only-lost', args: { tool: 't', changes: [{ hint: 'readOnlyHint', before: true, after: false }] } }).severity).toBe('high');
    expect(finding('annotation_changed', 'fail', { variant: 'title', args: { tool: 't', changes: [{ hint: 'title', before: 'a', after: 'b' }] } }).severity).toBe('low');
    expect(finding('prompt_changed', 'fail', { args: { prompt: 'p', change: 'description changed' } }).severity).toBe(RULES.prompt_changed.severity);
  });

  it('every variant is a severity', () => {
    for (const [id, meta] of Object.entries(RULES) as Array<[string, { variants?: Record<string, string> }]>) {
      for (const level of Object.values(meta.variants ?? {})) expect(SEVERITIES, id).toContain(level);
    }
  });

  it.each(Object.entries(RULES))('%s gives the reasoning for its default severity in a sentence of its own', (id, meta) => {
    const level = meta.severity.charAt(0).toUpperCase() + meta.severity.slice(1);
    // `High: …` at the start of the description or of a sentence, never a level word inside one.
    expect(meta.description, id).toMatch(new RegExp(`(?:^|[.!?][)”"]? )${level}: \\S`));
  });

  it('identity arguments are per rule: a rule whose identifying argument has its own name keeps it', () => {
    expect(RULES.tool_renamed.identity).toEqual(['from', 'to']);
    expect(RULES.description_collision.identity).toEqual(['tool', 'other']);
    expect(identityOf(finding('suite_case', 'fail', { args: { tool: 'a', case: 'c', checked: 1 } }))).toEqual([['tool', 'a'], ['case', 'c']]);
  });
});


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
