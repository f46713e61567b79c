/**
 * The one classification of characters a reader should not be handed raw. Every consumer reads
 * this table: the security family's `hidden_unicode` rule reports the `flagged` classes, every
 * reporter escapes the `escaped` ones (as `<U+200B>` or `\u200b`), drift shows the escaped ones
 * in its evidence and counts the flagged ones as a risk cue, and `normalize` removes the flagged
 * ones before phrases are matched.
 *
 * Invariant (tested): flagged ⊆ escaped. Whatever the security family calls hidden, no reporter
 * prints raw.
 *
 * Where the three former definitions (drift's, the security family's, the reporters') disagreed,
 * the decision is written next to the class. The ranges are explicit rather than `\p{…}` so the
 * table is the same on every Node version; a test checks it still covers every `\p{Cc}`, `\p{Cf}`,
 * `\p{Co}`, `\p{Cs}`, `\p{Zl}`, `\p{Zp}` and default-ignorable code point of the running ICU.
 */

/** The name of one class of the table. */
export type CharClassName =
  | 'tag'
  | 'bidi'
  | 'zero-width'
  | 'default-ignorable'
  | 'variation-selector'
  | 'blank'
  | 'private-use'
  | 'control'
  | 'layout'
  | 'space'
  | 'separator'
  | 'format'
  | 'surrogate'
  | 'noncharacter';

/** The classes the security family reports (`flagged: true` in the table), in table order. */
export const FLAGGED_CLASSES = ['tag', 'bidi', 'zero-width', 'default-ignorable', 'variation-selector', 'blank', 'private-use', 'control'] as const;
export type FlaggedClassName = (typeof FLAGGED_CLASSES)[number];

const isFlaggedName = (name: CharClassName): name is FlaggedClassName => (FLAGGED_CLASSES as readonly string[]).includes(name);

/** An inclusive code point range. */
export type CodePointRange = readonly [from: number, to: number];

export interface CharClass {
  name: CharClassName;
  ranges: readonly CodePointRange[];
  /** The security family's `hidden_unicode` rule reports it (contextual exceptions aside, see findHiddenCharacters). */
  flagged: boolean;
  /** Every reporter escapes it instead of writing it raw. */
  escaped: boolean;
}

const one = (cp: number): CodePointRange => [cp, cp];

// Noncharacters: U+FDD0–U+FDEF and the last two code points of each of the 17 planes.
const NONCHARACTERS: CodePointRange[] = [
  [0xfdd0, 0xfdef],
  ...Array.from({ length: 17 }, (_, plane): CodePointRange => [plane * 0x10000 + 0xfffe, plane * 0x10000 + 0xffff]),
];

export const CHAR_CLASSES: readonly CharClass[] = [
  // Invisible copies of ASCII ("ASCII smuggling"); U+E0001 LANGUAGE TAG and U+E007F CANCEL TAG too.
  { name: 'tag', ranges: [[0xe0000, 0xe007f]], flagged: true, escaped: true },
  // Reorder what is displayed (Trojan Source): ALM, LRM/RLM, embeddings and overrides, isolates.
  { name: 'bidi', ranges: [one(0x061c), [0x200e, 0x200f], [0x202a, 0x202e], [0x2066, 0x2069]], flagged: true, escaped: true },
  // No width at all: ZWSP, ZWNJ, ZWJ, word joiner, the invisible math operators, ZWNBSP (BOM).
  { name: 'zero-width', ranges: [[0x200b, 0x200d], [0x2060, 0x2064], one(0xfeff)], flagged: true, escaped: true },
  // The rest of Unicode's Default_Ignorable_Code_Point, which renderers draw as nothing: soft hyphen,
  // combining grapheme joiner, Khmer inherent vowels, Mongolian vowel separator, the deprecated
  // format characters, shorthand format controls, musical formatting, and the ranges Unicode
  // reserves as default-ignorable (unassigned today, invisible when assigned). The security family
  // used to skip U+2065, U+FFF0–U+FFF8, U+1BCA0–U+1BCA3 and the reserved plane-14 ranges; they hide
  // as well as the rest, so they are flagged now.
  {
    name: 'default-ignorable',
    ranges: [one(0x00ad), one(0x034f), [0x17b4, 0x17b5], one(0x180e), one(0x2065), [0x206a, 0x206f], [0xfff0, 0xfff8], [0x1bca0, 0x1bca3], [0x1d173, 0x1d17a], [0xe0080, 0xe00ff], [0xe01f0, 0xe0fff]],
    flagged: true,
    escaped: true,
  },
  // Invisible, and a run of them can encode arbitrary bytes. Emoji presentation selectors are
  // exempted in context by findHiddenCharacters, not here: reporters still escape them.
  { name: 'variation-selector', ranges: [[0x180b, 0x180d], one(0x180f), [0xfe00, 0xfe0f], [0xe0100, 0xe01ef]], flagged: true, escaped: true },
  // Letters that render as an empty cell: Hangul fillers, halfwidth Hangul filler, braille blank.
  // Drift counted U+2800 as hidden and the security family did not; it can stand in for a space
  // or hide between letters like the fillers do, so it is flagged.
  { name: 'blank', ranges: [[0x115f, 0x1160], one(0x2800), one(0x3164), one(0xffa0)], flagged: true, escaped: true },
  // No agreed meaning: renders as whatever a font decides (icon fonts use it, so security is lenient
  // on confidence). The reporters used to print it raw; they escape it now.
  { name: 'private-use', ranges: [[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]], flagged: true, escaped: true },
  // C0 and C1 controls and DEL, including ESC (terminal escape sequences), but not tab, LF and CR.
  { name: 'control', ranges: [[0x00, 0x08], [0x0b, 0x0c], [0x0e, 0x1f], [0x7f, 0x9f]], flagged: true, escaped: true },
  // Tab, LF and CR: ordinary whitespace in descriptions, never flagged. Reporters handle them as
  // before: a single-line context marks LF/CRLF as `⏎` and labels tab and a lone CR, XML writes
  // character references, JSON its own escapes; drift's evidence keeps tab and LF as layout.
  { name: 'layout', ranges: [one(0x09), one(0x0a), one(0x0d)], flagged: false, escaped: true },
  // Unusual spaces. Ordinary text uses them (no-break space before a unit, ideographic space in
  // CJK prose), so the security family does not flag them, but in a report a reader cannot tell
  // them from U+0020, so reporters escape them (they used to print them raw; drift already showed
  // them). NFKC folds most of them to U+0020 before phrases are matched.
  { name: 'space', ranges: [one(0x00a0), one(0x1680), [0x2000, 0x200a], one(0x202f), one(0x205f), one(0x3000)], flagged: false, escaped: true },
  // Line and paragraph separators: line breaks, not hiding places. Drift counted them as hidden
  // and the security family did not; not flagged. Escaped, because terminals draw them as nothing.
  { name: 'separator', ranges: [one(0x2028), one(0x2029)], flagged: false, escaped: true },
  // The remaining format characters (Cf): prepended concatenation marks (Arabic number signs,
  // Syriac abbreviation mark, Kaithi number signs), interlinear annotation, Egyptian hieroglyph
  // format controls. They are part of the scripts that use them and visible there, so they are not
  // flagged (drift used to count every Cf). Reporters escape them as before: a terminal renders
  // them unpredictably.
  {
    name: 'format',
    ranges: [[0x0600, 0x0605], one(0x06dd), one(0x070f), [0x0890, 0x0891], one(0x08e2), [0xfff9, 0xfffb], one(0x110bd), one(0x110cd), [0x13430, 0x1343f]],
    flagged: false,
    escaped: true,
  },
  // Lone surrogates: encoding damage, rendered as U+FFFD; nothing hides in them. XML forbids them.
  { name: 'surrogate', ranges: [[0xd800, 0xdfff]], flagged: false, escaped: true },
  // Noncharacters: never meant for interchange. The reporters escaped U+FFFE and U+FFFF (XML
  // forbids them); the other 64 are escaped too now. Not flagged: they render as a box.
  { name: 'noncharacter', ranges: NONCHARACTERS, flagged: false, escaped: true },
];

interface Entry {
  from: number;
  to: number;
  cls: CharClass;
}

// Every range of the table in code point order, for a binary search.
const ENTRIES: readonly Entry[] = CHAR_CLASSES.flatMap((cls) => cls.ranges.map(([from, to]) => ({ from, to, cls }))).sort((a, b) => a.from - b.from);

const PLAIN = /^[\x20-\x7e\t\n\r]*$/;

/** The class of one code point, or undefined for ordinary text. */
export function classOf(codePoint: number): CharClass | undefined {
  if (codePoint >= 0x20 && codePoint < 0x7f) return undefined;
  let lo = 0;
  let hi = ENTRIES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const e = ENTRIES[mid]!;
    if (codePoint < e.from) hi = mid - 1;
    else if (codePoint > e.to) lo = mid + 1;
    else return e.cls;
  }
  return undefined;
}

/** True when the security family reports `char` (its first code point) as hidden, context aside. */
export function isFlagged(char: string): boolean {
  return classOf(char.codePointAt(0)!)?.flagged ?? false;
}

/** True when reporters never write `char` (its first code point) raw. */
export function isEscaped(char: string): boolean {
  return classOf(char.codePointAt(0)!)?.escaped ?? false;
}

const hex = (cp: number) => `\\u{${cp.toString(16)}}`;

/**
 * A regular-expression character class (`[…]`, for a pattern with the `u` flag) matching the code
 * points of every class `keep` accepts. Under `u`, the surrogate range matches lone surrogates only.
 */
export function charClassPattern(keep: (cls: CharClass) => boolean): string {
  const parts = ENTRIES.filter((e) => keep(e.cls)).map((e) => (e.from === e.to ? hex(e.from) : `${hex(e.from)}-${hex(e.to)}`));
  return `[${parts.join('')}]`;
}

/** `U+200B` style label: uppercase hex, at least four digits. */
export function formatCodePoint(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

const ESCAPED_ALL = new RegExp(charClassPattern((c) => c.escaped), 'gu');

/**
 * The text with every escaped character written out as `<U+200B>`, except tab and LF, which are
 * kept as layout (drift's before/after evidence and word diff are multi-line).
 */
export function visibleInvisibles(text: string): string {
  return text.replace(ESCAPED_ALL, (c) => (c === '\n' || c === '\t' ? c : `<${formatCodePoint(c.codePointAt(0)!)}>`));
}

/** One hidden character the security family reports. */
export interface HiddenChar {
  /** Position in code points. */
  index: number;
  codePoint: number;
  cls: FlaggedClassName;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_BEFORE_ZWJ = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const KEYCAP_BASE = /[0-9#*]/;
// Scripts whose orthography needs ZWJ/ZWNJ (Persian, Indic, Sinhala …); Latin/Common text never does.
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Mongolian}]/u;

// Right-to-left scripts, where marks and isolates keep embedded Latin runs (names, addresses) in order.
const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
// Scripts written without spaces, where ZWSP marks the word breaks a line breaker needs.
const UNSPACED_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const BLACK_FLAG = 0x1f3f4;
const OVERRIDES = /[\u202a-\u202e]/u;

function balancedIsolates(chars: readonly string[]): boolean {
  let depth = 0;
  for (const ch of chars) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x2066 && cp <= 0x2068) depth++;
    else if (cp === 0x2069 && --depth < 0) return false;
  }
  return depth === 0;
}
const CANCEL_TAG = 0xe007f;

/**
 * Whether the Tag character at `i` belongs to an emoji tag sequence (a subdivision flag such as
 * Scotland's): U+1F3F4, two to six tag letters or digits, U+E007F. Anything longer, or a tag run
 * not opened by the black flag, is smuggled text.
 */
function inFlagSequence(chars: readonly string[], i: number): boolean {
  let start = i;
  while (start > 0 && start > i - 8) {
    const cp = chars[start - 1]!.codePointAt(0)!;
    if (cp === BLACK_FLAG) break;
    if (cp < 0xe0020 || cp > 0xe007e) return false;
    start--;
  }
  if (start === 0 || chars[start - 1]!.codePointAt(0) !== BLACK_FLAG) return false;
  let end = start;
  while (end < chars.length && end < start + 8) {
    const cp = chars[end]!.codePointAt(0)!;
    if (cp === CANCEL_TAG) break;
    if (!((cp >= 0xe0030 && cp <= 0xe0039) || (cp >= 0xe0061 && cp <= 0xe007a))) return false;
    end++;
  }
  const letters = end - start;
  return chars[end]?.codePointAt(0) === CANCEL_TAG && letters >= 2 && letters <= 6 && i <= end;
}

/**
 * Legitimate uses of flagged characters that must stay silent: emoji presentation selectors, ZWJ
 * emoji sequences and flag tag sequences, ZWJ/ZWNJ inside scripts that need them, bidi marks and
 * isolates in right-to-left text, ZWSP word breaks in scripts written without spaces, a BOM at
 * the very start. Overrides and embeddings (U+202A–U+202E) are never exempt: they are what Trojan
 * Source reverses text with.
 */
function isBenign(chars: readonly string[], i: number, cp: number, rtl: boolean): boolean {
  const prev = chars[i - 1] ?? '';
  const next = chars[i + 1] ?? '';
  if (cp >= 0xe0020 && cp <= 0xe007f) return inFlagSequence(chars, i);
  if (rtl && (cp === 0x200e || cp === 0x200f || cp === 0x061c || (cp >= 0x2066 && cp <= 0x2069))) return true;
  if (cp === 0x200b) return UNSPACED_SCRIPT.test(prev) || UNSPACED_SCRIPT.test(next);
  if (cp === 0xfe0f || cp === 0xfe0e) return PICTOGRAPHIC.test(prev) || KEYCAP_BASE.test(prev);
  if (cp === 0x200d && EMOJI_BEFORE_ZWJ.test(prev) && PICTOGRAPHIC.test(next)) return true;
  if (cp === 0x200c || cp === 0x200d) return JOINING_SCRIPT.test(prev) || JOINING_SCRIPT.test(next);
  // A BOM at the very start is a common encoding artefact, not a hiding place.
  if (cp === 0xfeff) return i === 0;
  return false;
}

/**
 * Every character of `text` in a flagged class, skipping the benign uses above: the detector behind
 * the security family's `hidden_unicode` rule and drift's `hidden_characters` cue.
 */
export function findHiddenCharacters(text: string): HiddenChar[] {
  // Printable ASCII, tab and newlines hold no flagged character: most texts are that, and the
  // per-character walk below is what a 10,000-tool listing would otherwise pay for each of them.
  if (PLAIN.test(text)) return [];
  const chars = Array.from(text);
  const found: HiddenChar[] = [];
  // Isolates must be balanced to be exempt: an unclosed one reorders everything after it.
  const rtl = RTL_SCRIPT.test(text) && balancedIsolates(chars) && !OVERRIDES.test(text);
  chars.forEach((ch, index) => {
    const codePoint = ch.codePointAt(0)!;
    const cls = classOf(codePoint);
    if (cls?.flagged && isFlaggedName(cls.name) && !isBenign(chars, index, codePoint, rtl)) found.push({ index, codePoint, cls: cls.name });
  });
  return found;
}
