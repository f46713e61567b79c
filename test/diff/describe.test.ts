import { describe, expect, it } from 'vitest';
import { wordDiff } from '../../src/diff/describe.js';

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
