import { diffWordsWithSpace } from 'diff';
import { MAX_DIFF_CHARS, MAX_DIFF_EDITS } from '../text/bounds.js';
import { visibleInvisibles } from '../text/classes.js';
import { canonicalizeDescription } from '../snapshot/canonical.js';


/** One run of a word-level diff. */
export interface DiffPart {
  op: 'same' | 'added' | 'removed';
  text: string;
}

export { MAX_DIFF_CHARS, MAX_DIFF_EDITS };

/**
 * Word-level diff of two descriptions, on their canonical forms with hidden characters written
 * out as `<U+200B>`, so a one-character smuggle shows as an added word instead of nothing.
 * Bounded: see MAX_DIFF_CHARS.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = visibleInvisibles(canonicalizeDescription(before));
  const b = visibleInvisibles(canonicalizeDescription(after));
  const changes = a.length <= MAX_DIFF_CHARS && b.length <= MAX_DIFF_CHARS ? diffWordsWithSpace(a, b, { maxEditLength: MAX_DIFF_EDITS }) : undefined;
  if (changes === undefined) return replacementDiff(a, b);
  const parts: DiffPart[] = [];
  for (const change of changes) {
    const op = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += change.value;
    else if (change.value !== '') parts.push({ op, text: change.value });
  }
  return parts;
}

/** The bounded form: common prefix and suffix cut back to whitespace, the rest removed and added. Linear. */
function replacementDiff(a: string, b: string): DiffPart[] {
  const limit = Math.min(a.length, b.length);
  let head = 0;
  while (head < limit && a.charCodeAt(head) === b.charCodeAt(head)) head++;
  // Not inside a word: "cat" → "car" shows as the whole word replaced.
  if (head < a.length || head < b.length) while (head > 0 && !/\s/.test(a[head - 1]!)) head--;
  let tail = 0;
  while (tail < limit - head && a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail)) tail++;
  if (tail < a.length - head || tail < b.length - head) while (tail > 0 && !/\s/.test(a[a.length - tail]!)) tail--;
  const parts: DiffPart[] = [];
  const push = (op: DiffPart['op'], text: string) => {
    if (text !== '') parts.push({ op, text });
  };
  push('same', a.slice(0, head));
  push('removed', a.slice(head, a.length - tail));
  push('added', b.slice(head, b.length - tail));
  push('same', a.slice(a.length - tail));
  return parts;
}

/** Words whose change flips a sentence's meaning however few letters it takes ("can" → "can't"). */
const NEGATION = /^(?:not|no|never|none|nor|neither|cannot|without|dont|cant|wont|isnt|arent|wasnt|werent|doesnt|didnt|shouldnt|wouldnt|couldnt|mustnt|hasnt|havent|hadnt)$/i;

/** Optimal-string-alignment distance (Levenshtein plus adjacent transposition), capped: past `cap` it stops counting. */
export function editDistance(a: string, b: string, cap = Infinity): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > cap) return cap + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Most words a typo-level edit may touch, and most letters per touched word. */
const TYPO_WORDS = 3;
const TYPO_LETTERS = 2;

/**
 * Whether `after` is `before` with typo-level edits only: the same words in the same order (case,
 * punctuation and spacing aside), at most three of them spelled differently, each by at most two
 * letters and by less than half its length. A word that holds a digit or a negation is never a
 * typo: "50" → "500" and "can" → "can't" change what the text says. Hidden characters and risk
 * cues are judged before this, so they never pass as typos.
 */
export function isTypoLevelEdit(before: string, after: string): boolean {
  const words = (text: string) =>
    canonicalizeDescription(text)
      .toLowerCase()
      .split(/[\s\p{P}]+/u)
      .filter((w) => w !== '');
  const b = words(before);
  const a = words(after);
  if (b.length !== a.length) return false;
  let touched = 0;
  for (let i = 0; i < b.length; i++) {
    const x = b[i]!;
    const y = a[i]!;
    if (x === y) continue;
    touched++;
    if (touched > TYPO_WORDS) return false;
    if (/\d/.test(x) || /\d/.test(y) || NEGATION.test(x) || NEGATION.test(y)) return false;
    const d = editDistance(x, y, TYPO_LETTERS);
    if (d > TYPO_LETTERS || d * 2 >= Math.max(x.length, y.length)) return false;
  }
  return true;
}
