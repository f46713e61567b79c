import { classOf } from './classes.js';

/** One text as the phrase detectors read it. */
export interface Normalized {
  /**
   * What a reviewer sees, folded: NFKC (fullwidth and styled letters become ASCII, most unusual
   * spaces become U+0020), every flagged character removed (so `ig\u200Bnore` reads `ignore`),
   * controls replaced by a space.
   */
  visible: string;
  /** The ASCII smuggled in Unicode Tag characters, `''` when there is none. Nobody can see it. */
  smuggled: string;
  /** What a model reads: `visible`, and the smuggled text on a line of its own when there is some. */
  text: string;
}

const PLAIN = /^[\x20-\x7e\t\n\r]*$/;

/**
 * The text an attacker meant the model to read. Security detectors and drift's risk cues both
 * match their phrases on it (on `visible` and `smuggled` separately, so a hit can say where it was).
 */
export function normalize(text: string): Normalized {
  // Printable ASCII, tab and newlines: NFKC leaves it alone and no character of it is flagged or a
  // Tag, so the text is its own normal form. Most descriptions are; the per-character walk is not cheap.
  if (PLAIN.test(text)) return { visible: text, smuggled: '', text };
  let visible = '';
  for (const ch of text.normalize('NFKC')) {
    const cls = classOf(ch.codePointAt(0)!);
    if (!cls?.flagged) visible += ch;
    else if (cls.name === 'control') visible += ' ';
  }
  const smuggled = decodeTagCharacters(text);
  return { visible, smuggled, text: smuggled ? `${visible}\n${smuggled}` : visible };
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
