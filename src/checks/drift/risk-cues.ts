import { MAX_JUDGED_TEXT } from '../../text/bounds.js';
import { findHiddenCharacters, formatCodePoint } from '../../text/classes.js';
import { normalize } from '../../text/normalize.js';
import { findPhrases, findSecretWords, findSensitiveFiles, findToolMentions, findUrls, type PhraseKind } from '../../text/phrases.js';
import { RISK_CUES, type RiskCue } from '../../rules/drift.js';

/**
 * What a description change may mean, beyond *that* it changed: what the security family's
 * detectors find in the new text and not in the old. The detectors run on the text as a model
 * reads it (`normalize`: NFKC, hidden characters removed, Unicode Tags decoded), and each returns
 * what it matched, so a cue counts as "introduced" only when the new text has a match the old text
 * had fewer of (a second URL is new; the same URL kept is not).
 */
// The cue names are the registry's vocabulary (src/rules/drift.ts); this file finds them.

export { RISK_CUES, type RiskCue };

/**
 * The cue each kind of phrase counts towards, weak phrases included: overriding earlier
 * instructions is an injection; concealment, exfiltration and chaining orders, like the plain
 * imperatives, are instructions aimed at the model.
 */
const CUE_OF: Record<PhraseKind, RiskCue> = {
  injection: 'injection_phrase',
  concealment: 'model_instruction',
  exfiltration: 'model_instruction',
  tool_chaining: 'model_instruction',
  preference: 'model_instruction',
  imperative: 'model_instruction',
};

const key = (match: string) => match.trim().toLowerCase();

/**
 * What each cue matches in one text: links, phrases (every match), other tools named (the server's
 * `knownTools` verbatim, or an identifier after "call"/"use"), hidden characters as `U+XXXX` labels
 * (what `hidden_unicode` reports, duplicates kept), secret words and credential files.
 */
export function findRiskCues(full: string, knownTools: readonly string[] = []): Record<RiskCue, string[]> {
  // Drift pins the full text, but reads only its head for cues, as every other check does.
  const text = full.length > MAX_JUDGED_TEXT ? full.slice(0, MAX_JUDGED_TEXT) : full;
  const { visible, smuggled } = normalize(text);
  const found: Record<RiskCue, string[]> = {
    url: [],
    model_instruction: [],
    tool_reference: [],
    hidden_characters: findHiddenCharacters(text).map((h) => formatCodePoint(h.codePoint)),
    injection_phrase: [],
    secret_reference: [],
  };
  // What a reviewer sees and what is smuggled past them are read separately, as the security family does.
  for (const part of smuggled ? [visible, smuggled] : [visible]) {
    for (const item of findUrls(part)) found.url.push(item);
    for (const item of findToolMentions(part, knownTools)) found.tool_reference.push(item);
    for (const hit of findPhrases(part, { every: true })) found[CUE_OF[hit.phrase.kind]].push(key(hit.match));
    for (const word of findSecretWords(part)) found.secret_reference.push(word);
    for (const file of findSensitiveFiles(part)) found.secret_reference.push(key(file.target));
  }
  return found;
}

/**
 * The risk cues the new text introduces that the old did not: a cue counts when the new text has a
 * match the old one had fewer of. `knownTools` lists the server's other tools (leave out the tool's
 * own name) so a new mention of one is caught.
 */
export function descriptionRiskCues(before: string, after: string, knownTools: readonly string[] = []): RiskCue[] {
  const old = findRiskCues(before, knownTools);
  const now = findRiskCues(after, knownTools);
  return RISK_CUES.filter((cue) => {
    const budget = new Map<string, number>();
    for (const match of old[cue]) budget.set(match, (budget.get(match) ?? 0) + 1);
    return now[cue].some((match) => {
      const left = budget.get(match) ?? 0;
      budget.set(match, left - 1);
      return left <= 0;
    });
  });
}
