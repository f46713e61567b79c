/** Unicode classification for the security checks: what a reader cannot see, and what looks like something else. */

/** Why a code point is suspicious in text an LLM reads but a human reviews. */
export type HiddenClass =
  | 'tag' // U+E0000–U+E007F: invisible copies of ASCII ("ASCII smuggling")
  | 'bidi' // reorders what is displayed (Trojan Source)
  | 'zero-width' // invisible formatting and fillers
  | 'variation-selector' // invisible, and can encode arbitrary bytes
  | 'private-use' // no agreed meaning; renders as whatever a font decides
  | 'control'; // C0/C1 controls, including ESC for terminal escape sequences

export interface HiddenChar {
  index: number;
  codePoint: number;
  cls: HiddenClass;
}

const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
// Format characters and fillers that render as nothing (or as blank space a reviewer reads as a gap).
const ZERO_WIDTH = new Set([
  0x00ad, 0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063,
  0x2064, 0x206a, 0x206b, 0x206c, 0x206d, 0x206e, 0x206f, 0x3164, 0xfeff, 0xffa0, 0x1d173, 0x1d174, 0x1d175, 0x1d176,
  0x1d177, 0x1d178, 0x1d179, 0x1d17a,
]);

export function classifyCodePoint(cp: number): HiddenClass | undefined {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if (BIDI.has(cp)) return 'bidi';
  if (ZERO_WIDTH.has(cp)) return 'zero-width';
  if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef) || (cp >= 0x180b && cp <= 0x180d) || cp === 0x180f)
    return 'variation-selector';
  if ((cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd))
    return 'private-use';
  // Tab, LF and CR are ordinary whitespace in descriptions.
  if ((cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f)) return 'control';
  return undefined;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_BEFORE_ZWJ = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const KEYCAP_BASE = /[0-9#*]/;
// Scripts whose orthography needs ZWJ/ZWNJ (Persian, Indic, Sinhala …); Latin/Common text never does.
const JOINING_SCRIPT = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Mongolian}]/u;

/**
 * Legitimate uses that must stay silent: emoji presentation selectors and ZWJ emoji sequences,
 * and ZWJ/ZWNJ inside scripts that need them.
 */
function isBenign(chars: readonly string[], i: number, cp: number): boolean {
  const prev = chars[i - 1] ?? '';
  const next = chars[i + 1] ?? '';
  if (cp === 0xfe0f || cp === 0xfe0e) return PICTOGRAPHIC.test(prev) || KEYCAP_BASE.test(prev);
  if (cp === 0x200d && EMOJI_BEFORE_ZWJ.test(prev) && PICTOGRAPHIC.test(next)) return true;
  if (cp === 0x200c || cp === 0x200d) return JOINING_SCRIPT.test(prev) || JOINING_SCRIPT.test(next);
  // A BOM at the very start is a common encoding artefact, not a hiding place.
  if (cp === 0xfeff) return i === 0;
  return false;
}

/** Every hidden character in `text` (indices count code points), skipping the benign uses above. */
export function findHiddenCharacters(text: string): HiddenChar[] {
  const chars = Array.from(text);
  const found: HiddenChar[] = [];
  chars.forEach((ch, index) => {
    const codePoint = ch.codePointAt(0)!;
    const cls = classifyCodePoint(codePoint);
    if (cls && !isBenign(chars, index, codePoint)) found.push({ index, codePoint, cls });
  });
  return found;
}

/** Reads the ASCII hidden in Unicode Tag characters (U+E0020–U+E007E map to U+0020–U+007E). */
export function decodeTagCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out;
}

/** `U+200B` style label. */
export function formatCodePoint(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The text an attacker meant the model to read: NFKC-folded (fullwidth and styled letters become
 * ASCII) and with every invisible character removed, so `ig\u200Bnore` still reads as `ignore`.
 */
export function normalizeForMatching(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC')) {
    const cls = classifyCodePoint(ch.codePointAt(0)!);
    if (cls === undefined) out += ch;
    else if (cls === 'control') out += ' ';
  }
  return out;
}

/** Scripts whose letters are commonly mistaken for one another. */
export type ConfusableScript = 'Latin' | 'Cyrillic' | 'Greek' | 'Armenian' | 'Cherokee';

const SCRIPT_TESTS: ReadonlyArray<[ConfusableScript, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

/** The confusable scripts the letters of `text` come from, in a stable order. */
export function confusableScripts(text: string): ConfusableScript[] {
  const seen = new Set<ConfusableScript>();
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    for (const [script, re] of SCRIPT_TESTS) if (re.test(ch)) seen.add(script);
  }
  return SCRIPT_TESTS.map(([s]) => s).filter((s) => seen.has(s));
}

// Letters that render (nearly) identically to a Latin letter: a small subset of Unicode's
// confusables.txt, enough for names made of identifier characters.
const TO_LATIN: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', һ: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', ӏ: 'l', м: 'm', н: 'h', о: 'o', р: 'p', ԛ: 'q',
  с: 'c', ѕ: 's', т: 't', у: 'y', ԝ: 'w', х: 'x', ԁ: 'd', ɡ: 'g', ү: 'y',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S',
  Ԁ: 'D', Ԛ: 'Q', Ԝ: 'W',
  // Greek
  α: 'a', ο: 'o', ν: 'v', ρ: 'p', ι: 'i', κ: 'k', υ: 'u', χ: 'x', γ: 'y', τ: 't',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  // Armenian
  օ: 'o', ս: 'u', հ: 'h', ո: 'n', ց: 'g', զ: 'q',
  // Cherokee
  Ꭺ: 'A', Ᏼ: 'B', Ꮯ: 'C', Ꭼ: 'E', Ꮋ: 'H', Ꭻ: 'J', Ꮶ: 'K', Ꮇ: 'M', Ꮲ: 'P', Ꮪ: 'S', Ꭲ: 'T', Ꮃ: 'W', Ꮓ: 'Z',
};

/**
 * A lookalike skeleton (after UTS #39): NFKC, invisibles removed, confusable letters mapped to
 * Latin. Two names with the same skeleton read the same to a human.
 */
export function confusableSkeleton(text: string): string {
  let out = '';
  for (const ch of normalizeForMatching(text)) out += TO_LATIN[ch] ?? ch;
  return out;
}

/** True when every letter of `text` has a Latin lookalike (a whole-script spoof such as Cyrillic `рау`). */
export function isWhollyLatinLookalike(text: string): boolean {
  let letters = 0;
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    letters++;
    if (!TO_LATIN[ch]) return false;
  }
  return letters > 0;
}
