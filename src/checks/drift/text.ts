import { wordDiff } from '../../diff/describe.js';
import { visibleInvisibles } from '../../text/classes.js';
import { descriptionRiskCues } from './risk-cues.js';
import type { ArgsOf, Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
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
  const args: ArgsOf<'description_changed'> = {
    where: place.where,
    ...(place.where === 'server' ? {} : { tool: place.tool }),
    ...(place.where === 'parameter' ? { parameter: place.parameter } : {}),
    cues: oldText !== undefined && newText !== undefined ? descriptionRiskCues(oldText, newText, knownTools) : [],
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
      subject: place.where === 'server' ? { kind: 'server', name: 'server' } : { kind: 'tool', name: place.tool },
      path: place.path,
      args,
      evidence,
    }),
  ];
}
