import { isTypoLevelEdit, wordDiff } from '../../diff/describe.js';
import type { DescriptionEdit, RiskCue } from '../../rules/drift.js';
import { visibleInvisibles } from '../../text/classes.js';
import { descriptionRiskCues } from './risk-cues.js';
import type { ArgsOf, Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import { MAX_JUDGED_TEXT } from '../../text/bounds.js';
import type { PinnedText } from '../../snapshot/lockfile.js';

/** Where a description sits, for the sentence and the finding's location. */
export type TextPlace =
  | { where: 'tool'; tool: string; path: 'description' }
  | { where: 'parameter'; tool: string; parameter: string; path: string }
  | { where: 'server'; path: 'instructions' };

/**
 * A description finding when the canonical hashes differ. With text on both sides (full_text) the
 * evidence is a word diff with invisible characters rendered as <U+200B>, plus the risk cues the new
 * text introduces; with hashes only, the evidence is the two hashes.
 */
export function compareText(before: PinnedText | null, after: PinnedText | null, place: TextPlace, knownTools: readonly string[]): Finding[] {
  if ((before?.hash ?? null) === (after?.hash ?? null)) return [];
  const oldText = before?.text ?? (before ? undefined : '');
  const newText = after?.text ?? (after ? undefined : '');
  const { edit, cues } = gradeEdit(oldText, newText, knownTools);
  const args: ArgsOf<'description_changed'> = {
    where: place.where,
    ...(place.where === 'server' ? {} : { tool: place.tool }),
    ...(place.where === 'parameter' ? { parameter: place.parameter } : {}),
    cues,
    edit,
  };
  let evidence: Finding['evidence'];
  if (oldText !== undefined && newText !== undefined) {
    evidence = {
      before: visibleInvisibles(oldText),
      after: visibleInvisibles(newText),
      diff: wordDiff(oldText, newText).map((part) => ({ op: part.op, text: part.text })),
    };
  } else {
    evidence = { before: before?.hash ?? null, after: after?.hash ?? null, note: 'description text not pinned (checks.drift.full_text: false); hashes differ' };
  }
  return [
    finding('description_changed', 'fail', {
      variant: edit,
      subject: place.where === 'server' ? { kind: 'server', name: 'server' } : { kind: 'tool', name: place.tool },
      path: place.path,
      args,
      evidence,
    }),
  ];
}

/**
 * What an edit of a description adds, most risk first: a risk cue the old text did not have
 * (`risk`), hidden characters only (`unread`), nothing readable at all because only hashes were
 * pinned (`unpinned`), a typo-level fix (`typo`), else a plain `rewording`. `undefined` text means
 * "pinned as a hash only". The registry (src/rules/drift.ts) says how severe each is.
 */
export function gradeEdit(before: string | undefined, after: string | undefined, knownTools: readonly string[]): { edit: DescriptionEdit; cues: RiskCue[] } {
  if (before === undefined || after === undefined) return { edit: 'unpinned', cues: [] };
  const cues = descriptionRiskCues(before, after, knownTools);
  if (cues.some((c) => c !== 'hidden_characters')) return { edit: 'risk', cues };
  if (cues.length > 0) return { edit: 'unread', cues };
  // Past the judged head a change is not read word by word: never graded down to a typo.
  if (before.length > MAX_JUDGED_TEXT || after.length > MAX_JUDGED_TEXT) return { edit: 'rewording', cues };
  return { edit: isTypoLevelEdit(before, after) ? 'typo' : 'rewording', cues };
}
