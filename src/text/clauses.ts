/**
 * Splits text into the units the directive reader judges: sentences (ended by `.`, `!`, `?`, the
 * CJK full stops or a line break), each with its offset. A dot inside a word (`v2.1`, `a.b@c.io`,
 * `https://x.y/z`) does not end a sentence: only one followed by a space or the end; nor does the
 * dot of an abbreviation that introduces what follows (`e.g.`, `i.e.`, `z. B.`, `p. ex.`), or the
 * example would be read as a sentence of its own and the sentence around it without its marker.
 * Linear, and bounded: past MAX_TEXT characters a text is not read, and a sentence is clipped.
 */
import { fold } from './fold.js';

export const MAX_TEXT = 20_000;
const MAX_SENTENCE = 600;

export interface Clause {
  text: string;
  index: number;
}

// Not `;`: a quoted command (`import os; os.system(…)`) or a clause after a semicolon belongs to its sentence.
const END = /[.!?]\s|[。！？]|\n/g;
// The abbreviations, in the reader's languages, whose dot is followed by what they introduce.
// The first dot of a two-part one ("z. B.", "d. h.", "p. ex.", "т. е.").
const ABBREVIATION_HEAD = fold(/(?<![\p{L}])(?:z\. B\.|d\. h\.|p\. e[xj]\.|т\. [ек]\.|t\. j\.)/iu);
const ABBREVIATION = fold(/(?<![\p{L}])(?:e\.g|eg|i\.e|ie|z\. ?B|d\. ?h|bzw|p\. ?ex|p\. ?ej|ex|cf|vs|approx|incl|np|t\. ?j|напр|т\. ?е|т\. ?к|ср|vgl|resp|Nr)$/iu);

export function splitClauses(input: string): Clause[] {
  const text = input.length > MAX_TEXT ? input.slice(0, MAX_TEXT) : input;
  const out: Clause[] = [];
  let from = 0;
  const push = (to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body.length > 0) out.push({ text: body.slice(0, MAX_SENTENCE), index: from + lead });
  };
  for (const m of text.matchAll(END)) {
    if (m[0][0] === '.' && (ABBREVIATION.test(text.slice(Math.max(0, m.index! - 8), m.index!)) || ABBREVIATION_HEAD.test(text.slice(Math.max(0, m.index! - 2), m.index! + 6)))) continue;
    const to = m.index! + 1;
    push(to);
    from = to;
  }
  push(text.length);
  return out;
}

// Where identifierWords puts a space: a lower-case letter or digit before a capital, a run of separators.
const WORD_BREAK = /[a-z0-9][A-Z]|[_\-.:/\s]+/g;

/**
 * The most words identifierWords can make of `name`, counted without building them: generated
 * servers send 10,000 names of two words, and the readers of names want three or four.
 */
export function identifierWordBound(name: string): number {
  return (name.match(WORD_BREAK)?.length ?? 0) + 1;
}

/** An identifier split into its words: `always_call_sendEmail-first` → `always call send email first`. */
export function identifierWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.:/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
