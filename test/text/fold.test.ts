import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, Folded, lowered, lowerLiterals, madeFolded } from '../../src/text/fold.js';

// Patterns of the shapes the reader writes: letter boundaries over \p{L}, stems, classes and ranges,
// escapes whose case is their meaning (\W, \D, \S), captured groups, a named group, `g`.
const PATTERNS: RegExp[] = [
  /(?<![\p{L}\p{N}_])(?:send|forward|ÜBER(?:weisen)?|straße|σκοπός|ОТПРАВЬ\p{L}*)(?![\p{L}_])/iu,
  /(?<![\p{L}])(?:Set|Mark)\s+(\w+)\s+(?:to|as)\s+([A-Z]{2,}|[\p{Lu}]\p{L}*)/iu,
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2}\b/iu,
  /(?<who>user|USER|Kunde)\W+(?<what>[^\s.]{1,20})/giu,
  /[À-ÖØ-Þ]\p{L}{0,3}\D/iu,
  /(?:KEEP|s)\S*\s(?:Σ|ς|k)/giu,
  /ignore|İstanbul|ıd/iu,
];

// Letters whose case differs in length or folds to another letter (ſ, K, ß, ẞ, İ, ı, final sigma),
// accented capitals, Cyrillic and Greek in both cases, CJK, and the words the patterns look for.
const PIECES = [
  'send', 'SEND', 'Send', 'ſend', 'forward', 'FORWARD', 'über', 'ÜBER', 'Überweisen', 'straße', 'STRASSE', 'Straẞe', 'σκοπός', 'ΣΚΟΠΟΣ',
  'отправь', 'ОТПРАВЬТЕ', 'set', 'SET', 'mark', 'to', 'as', 'PAID', 'Closed', 'É', 'Ørsted', 'de89', 'DE89', '3704', '0044', 'ABCD',
  'user', 'User', 'USER', 'kunde', 'KUNDE', 'keep', 'KEEP', 'Keep', 'K', 'k', 'ſ', 'ς', 'Σ', 'σ', 'İstanbul', 'istanbul', 'ID', 'ıd',
  'İ', 'ı', '送信', '全部', ' ', ' ', '\n', '.', ',', '-', '_', '9', 'ϐ', 'ϑ', 'θ', 'ignore', 'IGNORE',
];

/** What a match says: where, what, and each group. */
function described(re: RegExp, text: string): unknown[] {
  const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
  const all = new RegExp(re, flags);
  const again = re instanceof Folded ? new Folded(re, flags) : all;
  return [...text.matchAll(again)].map((m) => [m.index, m[0], [...m.slice(1)], m.groups ?? null]);
}

describe('folded patterns', () => {
  it('match what the case-insensitive pattern matches, with the words as written', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }), fc.constantFrom(...PATTERNS), (pieces, re) => {
        const text = pieces.join('');
        const folded = fold(re);
        expect(folded.flags).not.toContain('i');
        expect(described(folded, text)).toEqual(described(re, text));
        expect(folded.test(text)).toBe(new RegExp(re.source, re.flags.replace('g', '')).test(text));
        expect(text.split(folded)).toEqual(text.split(re));
        expect(text.replace(folded, '<$&>')).toEqual(text.replace(re, '<$&>'));
      }),
      { numRuns: 3000 },
    );
  });

  it('keep every index of the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(lowered(text)).toHaveLength(text.length);
      }),
      { numRuns: 3000 },
    );
  });

  it('are parsed on first use, and every one the readers make parses', async () => {
    const lazy = new Folded('(?<![\\p{L}])(?:Send|FORWARD)', 'iu');
    expect([lazy.source, lazy.flags, String(lazy)]).toEqual(['(?<![\\p{L}])(?:send|forward)', 'du', '/(?<![\\p{L}])(?:send|forward)/du']);
    expect(() => new Folded('(?:unclosed', 'iu')).not.toThrow();
    expect(() => new Folded('(?:unclosed', 'iu').test('x')).toThrow(SyntaxError);
    // Every module that makes patterns, loaded; then each pattern parsed as its first use would.
    await Promise.all([import('../../src/checks/security/index.js'), import('../../src/checks/results/index.js'), import('../../src/checks/drift/index.js')]);
    const made = madeFolded().filter((re) => re.source !== '(?:unclosed');
    expect(made.length).toBeGreaterThan(200);
    for (const re of made) expect(() => re.parse(), re.source.slice(0, 80)).not.toThrow();
  });

  it('keep escapes, property names and group names as written', () => {
    expect(lowerLiterals(String.raw`\p{Lu}A\WB(?<Name>X)\k<Name>\u{1F600}[A-Z]\D`)).toBe(String.raw`\p{Lu}a\Wb(?<Name>x)\k<Name>\u{1F600}[a-z]\D`);
    // Without `i` a pattern is left as it is: case is its meaning there.
    expect(fold(/[A-Z]{2}\d{2}/u).source).toBe('[A-Z]{2}\\d{2}');
    expect(fold(/[A-Z]{2}\d{2}/u).test('de89')).toBe(false);
  });
});
