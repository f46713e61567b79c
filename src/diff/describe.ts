import { diffWordsWithSpace } from 'diff';
import { visibleInvisibles } from '../text/classes.js';
import { canonicalizeDescription } from '../snapshot/canonical.js';


/** One run of a word-level diff. */
export interface DiffPart {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Word-level diff of two descriptions, on their canonical forms with hidden characters written
 * out as `<U+200B>`, so a one-character smuggle shows as an added word instead of nothing.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  const changes = diffWordsWithSpace(visibleInvisibles(canonicalizeDescription(before)), visibleInvisibles(canonicalizeDescription(after)));
  for (const change of changes) {
    const op = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += change.value;
    else if (change.value !== '') parts.push({ op, text: change.value });
  }
  return parts;
}
