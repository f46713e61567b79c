import { describe, expect, it } from 'vitest';
import { visibleInvisibles } from '../../src/text/invisible.js';

describe('visibleInvisibles', () => {
  it.each([
    ['zero-width space', 'a\u200Bb', 'a<U+200B>b'],
    ['bidi override and isolate', '\u202E\u2066x\u2069', '<U+202E><U+2066>x<U+2069>'],
    ['tag characters (ASCII smuggling)', 'x\u{E0069}\u{E0067}', 'x<U+E0069><U+E0067>'],
    ['variation selector', '\u2764\uFE0F', '\u2764<U+FE0F>'],
    ['soft hyphen and word joiner', 'a\u00ADb\u2060c', 'a<U+00AD>b<U+2060>c'],
    ['control characters, with at least four hex digits', 'a\u0007\u001Bb\r', 'a<U+0007><U+001B>b<U+000D>'],
    ['BOM, no-break space, Hangul filler', '\uFEFFa\u00A0b\u3164', '<U+FEFF>a<U+00A0>b<U+3164>'],
    ['newline and tab are layout, kept as they are', 'a\n\tb', 'a\n\tb'],
    ['plain text untouched', 'Plain ASCII and ünïcödé 日本語', 'Plain ASCII and ünïcödé 日本語'],
  ])('%s', (_name, input, expected) => {
    expect(visibleInvisibles(input)).toBe(expected);
  });
});
