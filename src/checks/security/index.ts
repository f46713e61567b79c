import type { JsonValue } from '../../model.js';
import type { Finding } from '../../rules/index.js';
import { finding, type RuleId } from '../../rules/index.js';
import type { securityRules } from '../../rules/security.js';
import type { Snapshot } from '../../snapshot/types.js';
import { isRecord } from '../../snapshot/view.js';
import { checkAnnotationMismatches } from './annotations.js';
import { checkDirectives, DIRECTIVE_RULES } from './directives.js';
import { checkInstructions, INSTRUCTION_RULES } from './injection.js';
import { checkResemblance } from './resemblance.js';
import { checkSecretSolicitation } from './secrets.js';
import { collectModelTexts, PROSE } from '../shared/model-texts.js';
import { checkConfusableNames, checkHiddenUnicode } from './unicode.js';
import { defineFamily } from '../family.js';

export { classifySecretName } from './secrets.js';
export { collectModelTexts, type ModelText } from '../shared/model-texts.js';

type SecurityRule = keyof typeof securityRules & RuleId;

/**
 * Offline tool-poisoning heuristics over everything the model reads. Pure: reads the snapshot,
 * returns findings, each non-passing one with a confidence. A rule that finds nothing reports one
 * pass with how much it scanned, so summaries count it.
 */
export function checkSecurity(snapshot: Snapshot): Finding[] {
  const surfaces = collectModelTexts(snapshot);
  const prose = surfaces.filter((s) => PROSE.has(s.kind)).length;
  const names = checkConfusableNames(snapshot);
  const secrets = checkSecretSolicitation(snapshot);
  const hints = checkAnnotationMismatches(snapshot);

  const findings = [
    ...checkInstructions(surfaces, ownToolNames(snapshot)),
    ...checkDirectives(surfaces, snapshot),
    ...checkHiddenUnicode(surfaces),
    ...names.findings,
    ...secrets.findings,
    ...hints.findings,
  ];
  // The statistical second opinion reads only what the rules above left unflagged.
  const flagged = new Set(findings.filter((f) => f.severity !== 'info' && (f.status === 'warn' || f.status === 'fail') && f.subject).map((f) => `${f.subject!.kind}\0${f.subject!.name}`));
  findings.push(...checkResemblance(surfaces, ownToolNames(snapshot), flagged));
  const scanned: Record<SecurityRule, number> = {
    ...(Object.fromEntries(INSTRUCTION_RULES.map((r) => [r, prose])) as Record<(typeof INSTRUCTION_RULES)[number], number>),
    ...(Object.fromEntries(DIRECTIVE_RULES.map((r) => [r, r === 'tool_name_instruction' ? snapshot.tools.length : prose])) as Record<(typeof DIRECTIVE_RULES)[number], number>),
    hidden_unicode: surfaces.length,
    reads_like_poisoning: prose + snapshot.tools.length,
    confusable_name: names.scanned,
    secret_solicitation: secrets.scanned,
    ...hints.scanned,
  };
  const fired = new Set(findings.map((f) => f.rule));
  const passes = (Object.keys(scanned) as SecurityRule[])
    .filter((rule) => !fired.has(rule))
    .map((rule) => finding(rule, 'pass', { args: { scanned: scanned[rule] } satisfies Record<string, JsonValue> }));
  return [...findings, ...passes];
}

/** The names of this server's tools, so a chaining order can be told to be about its own workflow. */
function ownToolNames(snapshot: Snapshot): string[] {
  return snapshot.tools.flatMap((t) => (isRecord(t.raw) && typeof t.raw.name === 'string' ? [t.raw.name] : []));
}

/** Offline tool-poisoning heuristics over everything the model reads. */
export const securityFamily = defineFamily({
  family: 'security',
  run: ({ evidence }) => checkSecurity(evidence.snapshot),
});
