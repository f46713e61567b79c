import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFence, codePointLabel, codeSpan, escapeMarkdown, escapeXml, isHidden, sanitizeLines, sanitizeTerminal } from '../../src/report/escape.js';

const label = (cp: number) => `<U+${cp.toString(16).toUpperCase().padStart(4, '0')}>`;
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** Every code point the sanitisers must never write raw, by reason. */
const HIDDEN_RANGES: Array<[name: string, codePoints: number[]]> = [
  ['C0 controls except LF', range(0x00, 0x1f).filter((cp) => cp !== 0x0a)],
  ['DEL and C1 controls', range(0x7f, 0x9f)],
  ['soft hyphen', [0xad]],
  ['combining grapheme joiner', [0x34f]],
  ['Arabic letter mark, Mongolian vowel separator', [0x61c, 0x180e]],
  ['Hangul and halfwidth fillers', [0x115f, 0x1160, 0x3164, 0xffa0]],
  ['Khmer inherent vowels, Mongolian variation selectors', [0x17b4, 0x17b5, ...range(0x180b, 0x180f)]],
  ['zero-width and directional marks', range(0x200b, 0x200f)],
  ['line and paragraph separators', [0x2028, 0x2029]],
  ['bidi embeddings and overrides', range(0x202a, 0x202e)],
  ['word joiner and invisible operators', range(0x2060, 0x2064)],
  ['bidi isolates', range(0x2066, 0x2069)],
  ['variation selectors', range(0xfe00, 0xfe0f)],
  ['byte order mark', [0xfeff]],
  ['interlinear annotation', range(0xfff9, 0xfffb)],
  ['noncharacters', [0xfdd0, 0xfdef, 0xfffe, 0xffff, 0x1fffe, 0x10ffff]],
  ['Unicode Tags', range(0xe0000, 0xe007f)],
  ['variation selectors supplement', range(0xe0100, 0xe01ef)],
  // Since the one classification (src/text/classes.ts): what the security family flags is escaped too.
  ['private use', [0xe000, 0xf8ff, 0xf0000, 0xffffd, 0x100000, 0x10fffd]],
  ['braille blank', [0x2800]],
  ['reserved default-ignorables', [0x2065, ...range(0xfff0, 0xfff8), 0xe0080, 0xe0fff]],
  // Unusual spaces: not flagged, but a reader cannot tell them from U+0020.
  ['unusual spaces', [0xa0, 0x1680, ...range(0x2000, 0x200a), 0x202f, 0x205f, 0x3000]],
];

const VISIBLE = ['plain ASCII ~!@#$%^&*()_+', 'é ü ß', '中文 日本語', '🙂 🐱', '⚠ ✓ ✗', 'مرحبا', 'e\u0301 (combining acute)'];

describe('sanitizeTerminal', () => {
  it.each(HIDDEN_RANGES)('labels every %s', (_name, codePoints) => {
    for (const cp of codePoints) {
      const char = String.fromCodePoint(cp);
      expect(sanitizeTerminal(`a${char}b`)).toBe(`a${label(cp)}b`);
      expect(isHidden(char)).toBe(true);
    }
  });

  it.each(VISIBLE)('keeps visible text: %s', (text) => {
    expect(sanitizeTerminal(text)).toBe(text);
  });

  it.each([
    ['ANSI colour', '\u001b[31mred\u001b[0m', '<U+001B>[31mred<U+001B>[0m'],
    ['OSC 8 hyperlink', '\u001b]8;;http://evil\u0007x\u001b]8;;\u0007', '<U+001B>]8;;http://evil<U+0007>x<U+001B>]8;;<U+0007>'],
    ['OSC with ST terminator', '\u001b]0;title\u001b\\', '<U+001B>]0;title<U+001B>\\'],
    ['8-bit CSI', '\u009b2J', '<U+009B>2J'],
    ['NUL and DEL', '\u0000\u007f', '<U+0000><U+007F>'],
    ['tab', 'a\tb', 'a<U+0009>b'],
    ['LF', 'a\nb', 'a⏎b'],
    ['CRLF', 'a\r\nb', 'a⏎b'],
    ['lone CR, which overwrites a terminal line', 'safe\rEVIL', 'safe<U+000D>EVIL'],
    ['lone high surrogate', 'a\ud800b', 'a<U+D800>b'],
    ['lone low surrogate', 'a\udc00', 'a<U+DC00>'],
    ['ASCII smuggled in tags', 'ok\u{E0049}\u{E0047}', 'ok<U+E0049><U+E0047>'],
    ['emoji ZWJ sequence (a joiner is a joiner)', '👩\u200d💻', '👩<U+200D>💻'],
    ['emoji presentation selector', '⚠\ufe0f', '⚠<U+FE0F>'],
    ['label-looking text stays as is', '<U+200B>', '<U+200B>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeTerminal(input)).toBe(expected);
  });

  it('lets the caller style each mark', () => {
    expect(sanitizeTerminal('a\u200bb\nc', (mark) => `[${mark}]`)).toBe('a[<U+200B>]b[⏎]c');
  });

  it('never lets a hidden character or a newline through', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = sanitizeTerminal(text);
        expect(out).not.toMatch(/\n/);
        expect(Array.from(out).filter(isHidden)).toEqual([]);
      }),
    );
  });
});

describe('codePointLabel', () => {
  it.each([
    ['\u0007', '<U+0007>'],
    ['\u200b', '<U+200B>'],
    ['\u{E0041}', '<U+E0041>'],
  ])('%j → %s', (char, expected) => {
    expect(codePointLabel(char)).toBe(expected);
  });
});

describe('sanitizeLines', () => {
  it('keeps line structure and sanitises each line', () => {
    expect(sanitizeLines('a\u200b\r\n\u001b[2Jb\rc\n')).toEqual(['a<U+200B>', '<U+001B>[2Jb<U+000D>c', '']);
  });
});

describe('escapeMarkdown', () => {
  it.each([
    ['plain words', 'plain words'],
    ['link', '[click](javascript:alert(1))', '\\[click\\]\\(javascript:alert\\(1\\)\\)'],
    ['image', '![img](x.png)', '\\!\\[img\\]\\(x.png\\)'],
    ['image with URL', '![img](http://x/y.png)', '\\!\\[img\\]\\(`http://x/y.png)`'],
    ['HTML', '<script>alert(1)</script>', '&lt;script&gt;alert\\(1\\)&lt;/script&gt;'],
    ['autolink brackets', '<https://evil>', '&lt;`https://evil`&gt;'],
    ['entities stay literal', 'a &amp; &#64;b', 'a &amp;amp; &amp;`#64`;b'],
    ['mention', '@octocat hi', '`@octocat` hi'],
    ['team mention', 'cc @org/team.', 'cc `@org/team.`'],
    ['e-mail address', 'mail me@example.com', 'mail me`@example.com`'],
    ['lone @', 'a @ b', 'a @ b'],
    ['URL', 'see https://evil.example/p?q=1', 'see `https://evil.example/p?q=1`'],
    ['other scheme', 'ftp://x', '`ftp://x`'],
    ['www autolink', 'go to www.evil.com now', 'go to `www.evil.com` now'],
    ['URL stops at a pipe', 'https://x|y', '`https://x`\\|y'],
    ['URL with a backtick', 'https://x/`a`', '`https://x/`&#96;a&#96;'],
    ['issue references', '#12, octo/repo#1 and GH-7', '`#12`, `octo/repo#1` and `GH-7`'],
    ['table pipe', 'a | b', 'a \\| b'],
    ['heading', '# heading', '\\# heading'],
    ['heading after a newline', 'line\n# heading', 'line⏎\\# heading'],
    ['list marker', '- item', '\\- item'],
    ['plus list marker', '+ item', '\\+ item'],
    ['ordered list marker', '1. item', '1\\. item'],
    ['setext underline', '===', '\\==='],
    ['block quote', '> quote', '&gt; quote'],
    ['mid-line dash and dot', 'read-only v1.2', 'read-only v1.2'],
    ['emphasis', '*b* _e_ ~~s~~', '\\*b\\* \\_e\\_ \\~\\~s\\~\\~'],
    ['code', '`code`', '&#96;code&#96;'],
    ['backtick before a linkable run', '`h://[', '&#96;`h://[`'],
    ['math', '$x$', '\\$x\\$'],
    ['backslash', 'a\\b', 'a\\\\b'],
    ['zero-width', 'zero\u200bwidth', 'zero&lt;U+200B&gt;width'],
    ['ANSI', '\u001b[31m', '&lt;U+001B&gt;\\[31m'],
    ['tags', '\u{E0041}', '&lt;U+E0041&gt;'],
    ['private use', 'icon\ue000', 'icon&lt;U+E000&gt;'],
    ['no-break space', '10\u00a0km', '10&lt;U+00A0&gt;km'],
    ['CRLF', 'a\r\nb', 'a⏎b'],
    ['invisible inside a URL', 'https://a\u200b.com', '`https://a<U+200B>.com`'],
  ])('%s', (_name, input, expected = input) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });

  it('never emits a newline, hidden character, raw HTML or a pipe outside code', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = escapeMarkdown(text);
        expect(out).not.toMatch(/\n/);
        expect(Array.from(out).filter(isHidden)).toEqual([]);
        const prose = stripCodeSpans(out);
        expect(prose).not.toMatch(/[<>]/);
        expect(prose).not.toMatch(/(^|[^\\])\|/);
        expect(prose).not.toMatch(/(^|[^\\])[[\]]/);
      }),
    );
  });
});

describe('codeSpan', () => {
  it.each([
    ['abc', '`abc`'],
    ['a`b', '``a`b``'],
    ['a ``` b', '````a ``` b````'],
    ['`a', '`` `a ``'],
    ['a`', '`` a` ``'],
    [' a ', '`  a  `'],
    ['', '` `'],
    ['x\ny', '`x⏎y`'],
    ['\u200b\u001b', '`<U+200B><U+001B>`'],
    ['<script>@octocat</script>', '`<script>@octocat</script>`'],
  ])('%j → %s', (input, expected) => {
    expect(codeSpan(input)).toBe(expected);
  });

  it('always closes with a fence no backtick run inside can match', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('`', 'a', ' ') }), (text) => {
        const out = codeSpan(text);
        const fence = /^`+/.exec(out)![0];
        const inner = out.slice(fence.length, -fence.length);
        expect(out.endsWith(fence)).toBe(true);
        expect(inner.split(/[^`]+/).every((run) => run.length !== fence.length)).toBe(true);
      }),
    );
  });
});

describe('codeFence', () => {
  it.each([
    [[], '```'],
    [['no ticks'], '```'],
    [['a ```` b', '``'], '`````'],
  ])('%j → %s', (lines, expected) => {
    expect(codeFence(lines)).toBe(expected);
  });
});

describe('escapeXml', () => {
  it.each([
    ['markup', `<a href="x">&'`, '&lt;a href=&quot;x&quot;&gt;&amp;&apos;'],
    ['CDATA end', 'x]]>y', 'x]]&gt;y'],
    ['invalid control', 'a\u0001b', 'a&lt;U+0001&gt;b'],
    ['ESC', '\u001b[31m', '&lt;U+001B&gt;[31m'],
    ['noncharacter', '\ufffe', '&lt;U+FFFE&gt;'],
    ['lone surrogate', '\ud800', '&lt;U+D800&gt;'],
    ['whitespace survives attribute normalisation', '\t\n\r', '&#9;&#10;&#13;'],
    ['invisible', 'a\u200b', 'a&lt;U+200B&gt;'],
    ['private use and no-break space', '\ue000\u00a0', '&lt;U+E000&gt;&lt;U+00A0&gt;'],
    ['visible non-ASCII', 'é 🙂', 'é 🙂'],
  ])('%s', (_name, input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });

  it('only ever emits XML 1.0 characters and never `]]>`', () => {
    const xmlChar = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
    fc.assert(
      fc.property(anyText, (text) => {
        const out = escapeXml(text);
        expect(out).toMatch(xmlChar);
        expect(out).not.toContain(']]>');
        expect(out).not.toMatch(/[<>"']/);
      }),
    );
  });
});

/** Any code points, plus lone surrogates and the characters the escapers care about. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.constantFrom('\ud800', '\udfff', '\n', '\r', '`', '|', '[', ']', '(', ')', '<', '>', '@', '#', '&', '-', '1.', 'https://', 'www.', '\u200b', '\u{E0041}', '\u001b'),
  ),
  maxLength: 40,
});

/** The text outside inline code spans (a backtick run opens a span closed by an equal run). */
function stripCodeSpans(text: string): string {
  return text.replace(/(?<![`\\])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}
