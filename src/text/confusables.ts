/** Lookalike letters: what makes two names read the same to a human (after UTS #39). */
import { normalize } from './normalize.js';

/** Scripts whose letters are commonly mistaken for one another. */
export type ConfusableScript = 'Latin' | 'Cyrillic' | 'Greek' | 'Armenian' | 'Cherokee';

const SCRIPT_TESTS: ReadonlyArray<[ConfusableScript, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The confusable scripts the letters of `text` come from, in a stable order. */
export function confusableScripts(text: string): ConfusableScript[] {
  // An ASCII name's letters are Latin: most names are, and the per-letter tests are not cheap.
  if (PRINTABLE_ASCII.test(text)) return /[A-Za-z]/.test(text) ? ['Latin'] : [];
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
  // Printable ASCII is its own NFKC form, holds nothing invisible and no letter the table maps.
  if (PRINTABLE_ASCII.test(text)) return text;
  let out = '';
  for (const ch of normalize(text).visible) out += TO_LATIN[ch] ?? ch;
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
