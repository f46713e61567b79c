/**
 * Case-insensitive patterns matched case-sensitively over lower-cased text.
 *
 * Why: irregexp compiles a pattern on its first use, once per process, and a `/iu` pattern costs
 * three to five times what the same pattern costs without `i` (every literal and every class,
 * `\p{L}` included, is closed under Unicode case mapping). The directive reader holds about 250
 * such patterns and reads every one of them on an ordinary server's first texts, so a single
 * `mcpward run` paid most of a second compiling them (measured over server-everything's 157 texts:
 * 0.66–0.83 s for the first three uses of its 247 patterns, 0.24 s folded).
 *
 * A folded pattern is written as before (`fold(/…/iu)`), matches the same texts and returns the
 * words as written: the text is lower-cased letter by letter, keeping its length, so every index
 * of a match over the lower-cased text is an index into the text itself. A pattern with `i` but
 * without `u` folds the same way, which is one step wider than `/i` alone: the long s and the Kelvin
 * sign then match s and k, as they do under `/iu` (a lookalike spelling is read, not passed over).
 */

/**
 * `text` case-folded, one UTF-16 unit for one, as `/iu` compares letters (Unicode simple case
 * folding): lower case of the upper case, so that the long s is an s and the symbol forms of Greek
 * letters (ϐ, ϑ) their letters; the final sigma a sigma. A letter whose case changes its length
 * (`İ`, `ß`) stays as written, as `/iu` leaves it. Checked against `/iu` for every code point up to
 * U+2FFFF: the dotless ı is the one letter this rule alone would fold wrongly.
 */
export function lowered(text: string): string {
  if (text === lastText) return lastLowered;
  let out = text.toUpperCase().toLowerCase();
  if (out.length !== text.length || text.includes('ı')) {
    out = '';
    for (const ch of text) out += foldChar(ch);
  }
  if (out.includes('ς')) out = out.replaceAll('ς', 'σ');
  lastText = text;
  lastLowered = out;
  return out;
}
// One text is matched by many patterns in a row (every cue of a sentence): fold it once.
let lastText = '';
let lastLowered = '';

function foldChar(ch: string): string {
  // The dotless ı is upper-cased to I, but folds to itself (only Turkic folding makes it an i).
  if (ch === 'ı') return ch;
  const upper = ch.toUpperCase();
  const low = (upper.length === ch.length ? upper : ch).toLowerCase();
  return low.length === ch.length ? low : ch;
}

/**
 * A pattern's source with its literals in lower case, its escapes as written (`\W` and `\D` stay
 * what they are) and whole: `\p{Lu}`, `\u{1F600}` and `\k<name>` keep their braces and names.
 */
export function lowerLiterals(source: string): string {
  return source.replace(/\\[pPu]\{[^}]*\}|\\k<[^>]*>|\(\?<(?![=!])[^>]*>|\\[^]|[^\\(]+|\(/g, (part) => (part.startsWith('\\') || part.startsWith('(?<') ? part : lowered(part)));
}

/**
 * A case-insensitive pattern that matches lower-cased text without `i`. Every way of matching
 * (`test`, `exec`, `match`, `matchAll`, `replace`, `split`) goes through `exec`, which matches the
 * lower-cased text and hands back the match as written (`d` gives each group's place). Without `i`
 * in its flags the pattern is an ordinary one.
 *
 * The pattern is parsed on its first use, not when it is made. Why: V8 parses a pattern when it is
 * constructed, and every `\p{L}` of a `u` pattern costs about 40 µs to parse; the readers hold
 * several hundred patterns with two or more each, which cost some 60 ms before any text was read,
 * in every run, though most are only reached by a text some cheaper look has let through. The
 * object itself stands in with the same flags (what `flags`, `global` and `lastIndex` read);
 * `source` is the pattern's. test/text/fold.test.ts parses every one of them.
 */
export class Folded extends RegExp {
  constructor(pattern: string | RegExp, flags?: string) {
    const given = flags ?? (typeof pattern === 'string' ? '' : pattern.flags);
    const source = typeof pattern === 'string' ? pattern : pattern.source;
    // `matchAll` and `split` copy a pattern through its constructor with the copy's flags (no `i`).
    const copy = pattern instanceof Folded;
    const folds = given.includes('i') || (copy && pattern.folds);
    super('(?:)', folds ? `${given.replace('i', '')}${given.includes('d') ? '' : 'd'}` : given);
    this.folds = folds;
    this.pattern = folds ? lowerLiterals(source) : source;
    if (!copy) MADE.push(this);
  }

  private readonly folds: boolean;
  private readonly pattern: string;
  private parsed: RegExp | undefined;

  override get source(): string {
    return this.pattern;
  }

  /** The pattern itself, parsed on first use (a syntax error surfaces here). */
  parse(): RegExp {
    return (this.parsed ??= new RegExp(this.pattern, this.flags));
  }

  override exec(input: string): RegExpExecArray | null {
    const text = String(input);
    const re = this.parse();
    re.lastIndex = this.lastIndex;
    const m = re.exec(this.folds ? lowered(text) : text);
    this.lastIndex = re.lastIndex;
    if (m === null || !this.folds) return m;
    const at = m.indices!;
    for (let g = 0; g < m.length; g++) {
      const span = at[g];
      if (span) m[g] = text.slice(span[0], span[1]);
    }
    if (m.groups) for (const name of Object.keys(m.groups)) {
      const span = at.groups?.[name];
      if (span) m.groups[name] = text.slice(span[0], span[1]);
    }
    m.input = text;
    return m;
  }
}

// Every pattern made as written (not the copies `matchAll` and `split` make), for the test that
// parses them all. The readers make theirs once, when their modules load.
const MADE: Folded[] = [];
/** The folded patterns made so far (tests). */
export const madeFolded = (): readonly Folded[] => MADE;

/** `re` folded when it is case-insensitive, as it is otherwise. */
export const fold = (re: RegExp): RegExp => (re.flags.includes('i') ? new Folded(re) : re);
