/**
 * Characters a reader cannot see but a model still reads: controls, format characters (zero-width,
 * bidi controls, Unicode Tags), private use, lone surrogates, line/paragraph separators, everything
 * Unicode marks default-ignorable (variation selectors, fillers), and the blank lookalikes of a space.
 * Tab and newline are excluded by the callers: they are visible layout.
 */
export const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u00A0\u1680\u2000-\u200A\u202F\u205F\u2800]/gu;

const LAYOUT = new Set(['\n', '\t']);

/** `U+200B`: uppercase hex, at least four digits. */
export function codePointLabel(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Every hidden character of `text`, as `U+XXXX` labels in order of appearance (duplicates kept). */
export function hiddenCharacters(text: string): string[] {
  return [...text.matchAll(INVISIBLE)].map((m) => m[0]).filter((c) => !LAYOUT.has(c)).map(codePointLabel);
}

/** The text with every hidden character written out as `<U+200B>`. */
export function visibleInvisibles(text: string): string {
  return text.replace(INVISIBLE, (char) => (LAYOUT.has(char) ? char : `<${codePointLabel(char)}>`));
}

/**
 * The text a model may read but a reviewer cannot: hidden characters removed, and Unicode Tag
 * characters (U+E0020–U+E007E, "ASCII smuggling") decoded back to the ASCII they mirror and
 * appended, so phrase heuristics see smuggled instructions too.
 */
export function readableByModel(text: string): string {
  const smuggled = [...text]
    .map((c) => c.codePointAt(0)!)
    .filter((cp) => cp >= 0xe0020 && cp <= 0xe007e)
    .map((cp) => String.fromCharCode(cp - 0xe0000))
    .join('');
  const shown = text.replace(INVISIBLE, (char) => (LAYOUT.has(char) ? char : ''));
  return smuggled ? `${shown}\n${smuggled}` : shown;
}
