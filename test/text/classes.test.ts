import { describe, expect, it } from 'vitest';
import {
  CHAR_CLASSES,
  charClassPattern,
  classOf,
  FLAGGED_CLASSES,
  findHiddenCharacters,
  formatCodePoint,
  isEscaped,
  isFlagged,
  visibleInvisibles,
} from '../../src/text/classes.js';

const ranges = CHAR_CLASSES.flatMap((cls) => cls.ranges.map(([from, to]) => ({ from, to, name: cls.name })));

describe('the character class table', () => {
  it('has well-formed, non-overlapping ranges', () => {
    for (const r of ranges) {
      expect(r.from).toBeLessThanOrEqual(r.to);
      expect(r.to).toBeLessThanOrEqual(0x10ffff);
    }
    const sorted = [...ranges].sort((a, b) => a.from - b.from);
    sorted.slice(1).forEach((r, i) => expect(r.from, `${r.name} overlaps ${sorted[i]!.name}`).toBeGreaterThan(sorted[i]!.to));
  });

  it('keeps flagged ⊆ escaped', () => {
    for (const cls of CHAR_CLASSES) if (cls.flagged) expect(cls.escaped, cls.name).toBe(true);
  });

  it('names its flagged classes in FLAGGED_CLASSES', () => {
    expect(CHAR_CLASSES.filter((c) => c.flagged).map((c) => c.name)).toEqual([...FLAGGED_CLASSES]);
  });

  it('finds the class of every code point of every range, and nothing outside them', () => {
    for (const r of ranges) {
      for (const cp of [r.from, r.to, (r.from + r.to) >> 1]) expect(classOf(cp)?.name).toBe(r.name);
    }
    for (const cp of [0x20, 0x41, 0x7e, 0xe9, 0x4e2d, 0x1f642, 0x0301, 0x2013]) expect(classOf(cp)).toBeUndefined();
  });

  it('agrees with the regex pattern it generates', () => {
    const escaped = new RegExp(`^${charClassPattern((c) => c.escaped)}$`, 'u');
    const flagged = new RegExp(`^${charClassPattern((c) => c.flagged)}$`, 'u');
    for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x30000 ? 1 : 0x101) {
      const ch = String.fromCodePoint(cp);
      if (escaped.test(ch) !== isEscaped(ch) || flagged.test(ch) !== isFlagged(ch)) throw new Error(`disagree on ${formatCodePoint(cp)}`);
    }
  });

  /** Everything any of the three former definitions (drift, security, reporters) covered is still escaped. */
  it('escapes every control, format, private-use, surrogate, separator and default-ignorable code point', () => {
    const former = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u00A0\u1680\u2000-\u200A\u202F\u205F\u2800\uFFFE\uFFFF]/u;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const ch = String.fromCodePoint(cp);
      if (former.test(ch) && !isEscaped(ch)) throw new Error(`${formatCodePoint(cp)} is no longer escaped`);
    }
  });

  it('does not escape ordinary spaces and text', () => {
    for (const ch of [' ', 'a', 'é', '中', '🙂', '\u0301', '–', '⏎']) expect(isEscaped(ch), ch).toBe(false);
  });

  /** [what, code points, class, flagged] — the decisions of the brief, one row each. */
  const DECISIONS: Array<[string, number[], string, boolean]> = [
    ['bidi controls', [0x061c, 0x200e, 0x200f, 0x202a, 0x202e, 0x2066, 0x2069], 'bidi', true],
    ['zero-width', [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff], 'zero-width', true],
    ['Unicode Tags', [0xe0000, 0xe0001, 0xe0041, 0xe007f], 'tag', true],
    ['variation selectors', [0xfe00, 0xfe0f, 0xe0100, 0xe01ef, 0x180b], 'variation-selector', true],
    ['C0/C1 controls', [0x00, 0x1b, 0x7f, 0x85, 0x9b], 'control', true],
    ['soft hyphen and other default-ignorables', [0x00ad, 0x034f, 0x180e, 0x2065, 0xfff0, 0x1bca0, 0xe0fff], 'default-ignorable', true],
    ['private use', [0xe000, 0xf8ff, 0xf0000, 0x10fffd], 'private-use', true],
    ['blank look-alikes', [0x2800, 0x3164, 0x115f, 0x1160, 0xffa0], 'blank', true],
    ['unusual spaces', [0x00a0, 0x1680, 0x2000, 0x200a, 0x202f, 0x205f, 0x3000], 'space', false],
    ['tab, LF, CR', [0x09, 0x0a, 0x0d], 'layout', false],
    ['line and paragraph separators', [0x2028, 0x2029], 'separator', false],
    ['other format characters', [0x0600, 0x06dd, 0xfff9, 0x13430], 'format', false],
    ['lone surrogates', [0xd800, 0xdfff], 'surrogate', false],
    ['noncharacters', [0xfdd0, 0xfffe, 0xffff, 0x10ffff], 'noncharacter', false],
  ];

  it.each(DECISIONS)('%s', (_what, codePoints, name, flagged) => {
    for (const cp of codePoints) {
      const ch = String.fromCodePoint(cp);
      expect(classOf(cp)?.name, formatCodePoint(cp)).toBe(name);
      expect(isFlagged(ch), formatCodePoint(cp)).toBe(flagged);
      expect(isEscaped(ch), formatCodePoint(cp)).toBe(true);
    }
  });
});

describe('findHiddenCharacters', () => {
  it('reports flagged classes only, by code point position', () => {
    expect(findHiddenCharacters('a\u00a0b\u2800c\ue000')).toEqual([
      { index: 3, codePoint: 0x2800, cls: 'blank' },
      { index: 5, codePoint: 0xe000, cls: 'private-use' },
    ]);
  });

  it('skips emoji selectors, ZWJ sequences, script joiners and a leading BOM', () => {
    expect(findHiddenCharacters('\ufeff❤️ 👨‍👩‍👧 می‌خواهم')).toEqual([]);
  });

  it('finds nothing in printable ASCII, tab and newlines, which it answers without the walk', () => {
    // The fast path is only right if no such character is flagged in the table.
    for (const cp of [0x09, 0x0a, 0x0d, ...Array.from({ length: 0x5f }, (_, i) => 0x20 + i)]) expect(isFlagged(String.fromCodePoint(cp))).toBe(false);
    expect(findHiddenCharacters('plain\ttext\r\n~')).toEqual([]);
    expect(findHiddenCharacters('plain\u000btext')).toEqual([{ index: 5, codePoint: 0x0b, cls: 'control' }]);
  });
});

describe('visibleInvisibles', () => {
  it.each([
    ['zero-width space', 'a\u200Bb', 'a<U+200B>b'],
    ['bidi override and isolate', '\u202E\u2066x\u2069', '<U+202E><U+2066>x<U+2069>'],
    ['tag characters (ASCII smuggling)', 'x\u{E0069}\u{E0067}', 'x<U+E0069><U+E0067>'],
    ['variation selector', '\u2764\uFE0F', '\u2764<U+FE0F>'],
    ['soft hyphen and word joiner', 'a\u00ADb\u2060c', 'a<U+00AD>b<U+2060>c'],
    ['control characters, with at least four hex digits', 'a\u0007\u001Bb\r', 'a<U+0007><U+001B>b<U+000D>'],
    ['BOM, no-break space, Hangul filler', '\uFEFFa\u00A0b\u3164', '<U+FEFF>a<U+00A0>b<U+3164>'],
    ['private use, braille blank, ideographic space', '\uE000\u2800\u3000', '<U+E000><U+2800><U+3000>'],
    ['newline and tab are layout, kept as they are', 'a\n\tb', 'a\n\tb'],
    ['plain text untouched', 'Plain ASCII and ünïcödé 日本語', 'Plain ASCII and ünïcödé 日本語'],
  ])('%s', (_name, input, expected) => {
    expect(visibleInvisibles(input)).toBe(expected);
  });
});
