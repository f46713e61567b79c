import { describe, expect, it } from 'vitest';
import { editDistance, isTypoLevelEdit, wordDiff } from '../../src/diff/describe.js';

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
