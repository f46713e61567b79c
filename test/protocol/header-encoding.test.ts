import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HeaderValueError, decodeHeaderValue, encodeHeaderValue, isValidHeaderName } from '../../src/protocol/header-encoding.js';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const b64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

describe('encodeHeaderValue', () => {
  // The spec's own examples (2026-07-28 streamable-http "Encoding examples"), verbatim.
  it.each([
    ['us-west1', 'us-west1'],
    ['Hello, 世界', '=?base64?SGVsbG8sIOS4lueVjA==?='],
    [' padded ', '=?base64?IHBhZGRlZCA=?='],
    ['line1\nline2', '=?base64?bGluZTEKbGluZTI=?='],
    ['=?base64?literal?=', '=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?='],
  ])('spec example %j → %s', (value, header) => {
    expect(encodeHeaderValue(value)).toBe(header);
  });

  it.each([
    // plain: visible ASCII, inner spaces allowed
    ['a', 'a'],
    ['get_weather', 'get_weather'],
    ['file:///projects/app/config.json', 'file:///projects/app/config.json'],
    ['two words', 'two words'],
    ['a  b', 'a  b'],
    ['!#$%&\'*+-.^_`|~"(),/:;<=>?@[\\]{}', '!#$%&\'*+-.^_`|~"(),/:;<=>?@[\\]{}'],
    ['=?base64', '=?base64'],
    ['x=?base64?y?=', 'x=?base64?y?='],
    ['?=', '?='],
    // encoded: empty, whitespace, control, CR/LF, padding, non-ASCII, sentinel-looking
    ['', '=?base64??='],
    [' ', b64(' ')],
    ['\t', b64('\t')],
    [' lead', b64(' lead')],
    ['trail ', b64('trail ')],
    ['trail\t', b64('trail\t')],
    ['inner\ttab', b64('inner\ttab')],
    ['cr\rhere', b64('cr\rhere')],
    ['crlf\r\nX-Injected: 1', b64('crlf\r\nX-Injected: 1')],
    ['nul\u0000', b64('nul\u0000')],
    ['del\u007f', b64('del\u007f')],
    ['bell\u0007', b64('bell\u0007')],
    ['café', b64('café')],
    ['e\u0301', b64('e\u0301')],
    ['zero\u200bwidth', b64('zero\u200bwidth')],
    ['nbsp\u00a0', b64('nbsp\u00a0')],
    ['emoji 🎉', b64('emoji 🎉')],
    ['tag\u{e0041}', b64('tag\u{e0041}')],
    ['=?base64?', b64('=?base64?')],
    ['=?base64?abc', b64('=?base64?abc')],
    ['=?base64?aGk=?=', b64('=?base64?aGk=?=')],
  ])('%j → %s', (value, header) => {
    expect(encodeHeaderValue(value)).toBe(header);
  });

  it('never trims or normalises: decoding gives back the exact code units', () => {
    for (const value of [' x ', '\u00e9', 'e\u0301', '\ufeffbom', 'a\u2028b']) expect(decodeHeaderValue(encodeHeaderValue(value))).toBe(value);
  });

  it.each([
    [true, 'true'],
    [false, 'false'],
    [0, '0'],
    [-0, '0'],
    [42, '42'],
    [-7, '-7'],
    [9007199254740991, '9007199254740991'],
    [-9007199254740991, '-9007199254740991'],
    [1e21 / 1e6, '1000000000000000'],
  ])('%j → %s', (value, header) => {
    expect(encodeHeaderValue(value)).toBe(header);
  });

  it.each([
    [9007199254740992, 'unsafe-integer'],
    [-9007199254740992, 'unsafe-integer'],
    [1e300, 'unsafe-integer'],
    [1.5, 'not-integer'],
    [Number.NaN, 'not-integer'],
    [Number.POSITIVE_INFINITY, 'not-integer'],
    ['lone \ud800 surrogate', 'lone-surrogate'],
    ['\udc00', 'lone-surrogate'],
  ])('%j is refused (%s)', (value, kind) => {
    expect(() => encodeHeaderValue(value)).toThrow(HeaderValueError);
    try {
      encodeHeaderValue(value);
    } catch (error) {
      expect((error as HeaderValueError).kind).toBe(kind);
    }
  });
});

describe('decodeHeaderValue', () => {
  it.each([
    ['us-west1', 'us-west1'],
    ['two words', 'two words'],
    ['inner\ttab', 'inner\ttab'],
    // Only prefix *and* suffix make a sentinel (spec); other values are plain, as a conforming client may send them.
    ['=?base64?abc', '=?base64?abc'],
    ['=?base64?SGVsbG8=?=x', '=?base64?SGVsbG8=?=x'],
    ['=?base64??=', ''],
    ['=?base64?SGVsbG8sIOS4lueVjA==?=', 'Hello, 世界'],
    ['=?base64?IHBhZGRlZCA=?=', ' padded '],
  ])('%j → %j', (header, value) => {
    expect(decodeHeaderValue(header)).toBe(value);
  });

  it.each([
    ['', 'empty'],
    [' lead', 'invalid-characters'],
    ['trail ', 'invalid-characters'],
    ['caf\u00e9', 'invalid-characters'],
    ['a\r\nb', 'invalid-characters'],
    ['=?base64?=', 'malformed-base64'],
    ['=?base64?SGk?=', 'malformed-base64'],
    ['=?base64?SGk*?=', 'malformed-base64'],
    ['=?base64?SG k=?=', 'malformed-base64'],
    ['=?base64?SGl=?=', 'malformed-base64'],
    ['=?base64?/w==?=', 'invalid-utf8'],
    ['=?base64?7aCA?=', 'invalid-utf8'],
  ])('%j is refused (%s)', (header, kind) => {
    let caught: unknown;
    try {
      decodeHeaderValue(header);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HeaderValueError);
    expect((caught as HeaderValueError).kind).toBe(kind);
  });
});

describe('header encoding properties', () => {
  const wellFormed = fc.string({ unit: 'grapheme', maxLength: 40 });
  const anyUnits = fc.string({ unit: 'binary', maxLength: 40 });
  const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)), maxLength: 40 });

  it('decode(encode(s)) === s for every well-formed string', () => {
    fc.assert(fc.property(fc.oneof(wellFormed, anyUnits, ascii), (value) => {
      fc.pre(!LONE_SURROGATE.test(value));
      expect(decodeHeaderValue(encodeHeaderValue(value))).toBe(value);
    }), { numRuns: 2000 });
  });

  it('an encoded value is always a legal, trimmed, single-line header value', () => {
    fc.assert(fc.property(fc.oneof(wellFormed, ascii), (value) => {
      const header = encodeHeaderValue(value);
      expect(header).toMatch(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/);
      expect(header === value || header.startsWith('=?base64?')).toBe(true);
    }), { numRuns: 2000 });
  });

  it('plain only for non-empty visible ASCII with inner spaces, not starting with the sentinel prefix', () => {
    fc.assert(fc.property(ascii, (value) => {
      const plain = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value) && !value.startsWith('=?base64?');
      expect(encodeHeaderValue(value) === value).toBe(plain);
    }), { numRuns: 2000 });
  });

  it('safe integers round-trip as decimal text; booleans as lowercase', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (value) => {
      expect(Number(encodeHeaderValue(value))).toBe(value);
      expect(encodeHeaderValue(value)).toMatch(/^-?\d+$/);
    }));
    fc.assert(fc.property(fc.boolean(), (value) => {
      expect(encodeHeaderValue(value)).toBe(String(value));
    }));
  });

  it('two different values never share a header text', () => {
    fc.assert(fc.property(fc.oneof(wellFormed, ascii), fc.oneof(wellFormed, ascii), (a, b) => {
      fc.pre(a !== b);
      expect(encodeHeaderValue(a)).not.toBe(encodeHeaderValue(b));
    }), { numRuns: 2000 });
  });
});

describe('isValidHeaderName', () => {
  it.each(['Region', 'x', 'Tenant-Id', 'a.b_c~d', "!#$%&'*+-.^_`|~09AZaz"])('%j is a token', (name) => {
    expect(isValidHeaderName(name)).toBe(true);
  });
  it.each(['', ' ', 'Has Space', 'colon:', 'tab\t', 'cr\r', 'lf\n', 'quote"', 'paren(', 'slash/', 'at@', 'é', 'comma,', 'semi;', 'eq=', 'brace{'])('%j is not', (name) => {
    expect(isValidHeaderName(name)).toBe(false);
  });
});
