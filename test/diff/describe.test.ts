import { describe, expect, it } from 'vitest';
import { editDistance, isTypoLevelEdit, MAX_DIFF_CHARS, MAX_DIFF_EDITS, wordDiff } from '../../src/diff/describe.js';

describe('wordDiff', () => {
  it('shows one added zero-width character as <U+200B>', () => {
    expect(wordDiff('Reads a file.', 'Reads a\u200B file.')).toEqual([
      { op: 'same', text: 'Reads a' },
      { op: 'added', text: '<U+200B>' },
      { op: 'same', text: ' file.' },
    ]);
  });

  it('diffs words, keeping whitespace', () => {
    expect(wordDiff('Get the weather', 'Get the weather and send it')).toEqual([
      { op: 'same', text: 'Get the weather' },
      { op: 'added', text: ' and send it' },
    ]);
  });

  it('shows a hidden character inside a word', () => {
    const parts = wordDiff('foobar', 'foo\u200Bbar');
    expect(parts.filter((p) => p.op === 'added').map((p) => p.text).join('')).toContain('<U+200B>');
    expect(parts.filter((p) => p.op !== 'removed').map((p) => p.text).join('')).toBe('foo<U+200B>bar');
  });

  it('reports a replaced word as removed and added', () => {
    const parts = wordDiff('Reads a file', 'Deletes a file');
    expect(parts.filter((p) => p.op === 'removed').map((p) => p.text.trim())).toEqual(['Reads']);
    expect(parts.filter((p) => p.op === 'added').map((p) => p.text.trim())).toEqual(['Deletes']);
  });

  it('is empty of changes for canonically equal texts', () => {
    expect(wordDiff('a b\r\n', 'a b')).toEqual([{ op: 'same', text: 'a b' }]);
  });

  it('reconstructs both sides', () => {
    const parts = wordDiff('one two three', 'one 2 three four');
    expect(parts.filter((p) => p.op !== 'added').map((p) => p.text).join('')).toBe('one two three');
    expect(parts.filter((p) => p.op !== 'removed').map((p) => p.text).join('')).toBe('one 2 three four');
  });
});

describe('wordDiff is bounded on hostile sizes', () => {
  const sides = (parts: ReturnType<typeof wordDiff>) => ({
    before: parts.filter((p) => p.op !== 'added').map((p) => p.text).join(''),
    after: parts.filter((p) => p.op !== 'removed').map((p) => p.text).join(''),
  });
  const words = (n: number, seed: number) => Array.from({ length: n }, (_, i) => `w${(i * seed) % 97}`).join(' ');

  it('two 100 KB descriptions that share nothing: one replacement, not a word-by-word diff (52 s before)', () => {
    const before = `Intro. ${'alpha beta gamma delta '.repeat(5000)}`;
    const after = `Intro. ${'delta alpha beta gamma epsilon '.repeat(3300)}`;
    expect(before.length).toBeGreaterThan(MAX_DIFF_CHARS);
    const parts = wordDiff(before, after);
    // The common prefix kept at a word boundary, the rest removed and added whole.
    expect(parts.map((p) => p.op)).toEqual(['same', 'removed', 'added']);
    expect(parts[0]!.text).toBe('Intro. ');
    expect(sides(parts)).toEqual({ before: before.trimEnd(), after: after.trimEnd() });
  });

  it('short texts with more than MAX_DIFF_EDITS word edits fall back the same way; a common tail is kept', () => {
    const before = `${words(MAX_DIFF_EDITS * 2, 7)} the end`;
    const after = `${words(MAX_DIFF_EDITS * 2, 13)} the end`;
    expect(before.length).toBeLessThan(MAX_DIFF_CHARS);
    const parts = wordDiff(before, after);
    expect(parts.length).toBeLessThanOrEqual(4);
    expect(parts.at(-1)).toEqual({ op: 'same', text: ' the end' });
    expect(sides(parts)).toEqual({ before, after });
  });

  it('a few edits in a long (but bounded) text still get a word diff', () => {
    const base = words(2000, 7);
    const parts = wordDiff(base, `${base} and then sends it away`);
    expect(parts).toEqual([{ op: 'same', text: base }, { op: 'added', text: ' and then sends it away' }]);
  });
});

describe('isTypoLevelEdit', () => {
  it.each([
    ['a misspelling fixed', 'Retreives the clinet record.', 'Retrieves the client record.'],
    ['case, punctuation and spacing', 'Lists files in a folder', 'Lists files in a folder.'],
    ['a swapped pair of letters', 'Returns teh current time.', 'Returns the current time.'],
    ['British to American spelling', 'Summarises a page.', 'Summarizes a page.'],
  ])('%s is typo-level', (_name, before, after) => {
    expect(isTypoLevelEdit(before, after)).toBe(true);
  });

  it.each([
    ['a word added', 'Returns the current time.', 'Returns the current local time.'],
    ['a number changed', 'Returns up to 50 pages.', 'Returns up to 500 pages.'],
    ['a negation added', 'The tool does delete files.', 'The tool doesnt delete files.'],
    ["a contraction that negates", 'You can retry this call.', "You can't retry this call."],
    ['a short word swapped', 'Reads it.', 'Reads in.'],
    ['a word replaced by another', 'Deletes the record.', 'Archives the record.'],
    ['four words misspelt', 'Teh clinet recieves teh dat.', 'The client receives the data.'],
  ])('%s is not', (_name, before, after) => {
    expect(isTypoLevelEdit(before, after)).toBe(false);
  });
});

describe('editDistance', () => {
  it('counts an adjacent transposition as one edit and stops past its cap', () => {
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
