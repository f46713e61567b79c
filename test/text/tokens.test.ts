import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitIdentifier, words } from '../../src/text/tokens.js';

// The Unicode spellings of the two tokenisers: their ASCII fast paths must agree with them.
const unicodeSplit = (name: string) => (name.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lo}+|\d+/gu) ?? []).map((w) => w.toLowerCase());
const unicodeWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe('tokenisers', () => {
  it('split ASCII identifiers and prose as their Unicode patterns do (property)', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ09_-. xYHTTPgetApiKEY2'.split(''), 'a', 'B', '\t'), maxLength: 40 });
    fc.assert(
      fc.property(ascii, (text) => {
        expect(splitIdentifier(text)).toEqual(unicodeSplit(text));
        expect(words(text)).toEqual(unicodeWords(text));
      }),
    );
  });

  it('still split non-ASCII text by Unicode letter classes', () => {
    expect(splitIdentifier('getÜberName')).toEqual(['get', 'über', 'name']);
    expect(words('Éléments du café 42')).toEqual(['éléments', 'du', 'café', '42']);
  });
});
