import { FAMILIES } from '../model.js';
import { familySpec } from './families.js';
import { RULES, ruleAnchor, ruleMeta, type RuleId } from './index.js';
import type { RuleMeta } from './types.js';
import { JUDGE_GRACE_MS, MAX_DIFF_CHARS, MAX_DIFF_EDITS, MAX_JUDGED_TEXT } from '../text/bounds.js';

/** docs/rules.md, generated from the registry so the two can never disagree (a test checks it). */
export function renderRulesDoc(extraSections: string[] = []): string {
  const lines: string[] = [
    '# mcpward rules',
    '',
    '<!-- Generated from src/rules by `UPDATE_DOCS=1 pnpm vitest run test/rules`. Do not edit by hand. -->',
    '',
    'Every check mcpward performs, grouped by family. Each rule has an id (used in reports, SARIF and',
    'policy), a default severity (`high`, `medium`, `low`, `info`; `info` never fails a run), what it',
    'checks and why, and how to fix a failure. `mcpward rules` prints the same registry.',
    '',
    '## Policy',
    '',
    'A failing finding fails the run when its severity is at least `policy.fail_on` (default `medium`);',
    'below it, it is reported as a warning and never changes the exit code. Drift keeps its own part of',
    'the policy, `checks.drift.fail_on` (a threshold, default `medium`, or a list of drift classes): by',
    'default a breaking change, an annotation change toward more risk and a description edit that adds',
    'risk fail, a rewording is a warning and a typo-level edit is information (to fail on any',
    'description change, set `rules: { description_changed: high }`). Every',
    'rule can be set in `rules:` by its id: `off` drops its findings from the report, a severity',
    '(`info`, `low`, `medium`, `high`, or `{ severity: low }`) replaces the rule\'s own and its variants\'.',
    '`rules:` wins over `checks.drift.severity`, its older drift-only form. A finding listed in the',
    'accepted-findings file (`policy.accepted`, default `mcpward.accepted.yaml`, written by',
    '`mcpward accept --reason`) is reported as accepted and never fails the run until its `expires` date',
    'has passed; an entry that matches nothing, or has expired, is an `accepted_finding_stale` warning.',
    '',
    '```yaml',
    'policy:',
    '  fail_on: medium',
    'rules:',
    '  parameter_description_missing: off',
    '  result_size_limit: high',
    '```',
    '',
    '## What the checks read, and how long they may take',
    '',
    'Server text is hostile input, so the work of judging it is bounded. Every check reads each string',
    `the server sent (a description, a title, a name, a value inside a schema, the instructions) up to its`,
    `first ${MAX_JUDGED_TEXT.toLocaleString('en-US')} characters (UTF-16 code units); text past that is not read, so an instruction`,
    'hidden after it is not found. Drift still pins and compares the whole text (its hash changes with',
    'any edit), reads risk cues in the same head, and never grades an edit of a longer text as a typo.',
    `The word diff of a changed description is word by word up to ${MAX_DIFF_CHARS.toLocaleString('en-US')} characters a side and`,
    `${MAX_DIFF_EDITS} word edits; past that it shows the common start and end and one replacement between them.`,
    `Judging runs within \`timeouts.run_ms\`, with what collecting left of it (at least ${JUDGE_GRACE_MS / 1000} s, or the`,
    'whole budget when smaller): a family of checks not started by then is named and the run is',
    'incomplete (exit 2, reason `deadline`), as is a run whose judging ended past it.',
    '',
  ];
  for (const family of FAMILIES) {
    const rules = (Object.keys(RULES) as RuleId[]).map((id): [string, RuleMeta] => [id, ruleMeta(id)]).filter(([, meta]) => meta.family === family);
    if (rules.length === 0) continue;
    lines.push(`## ${family}`, '', familySpec(family).intro, '');
    for (const [id, meta] of rules.sort(([a], [b]) => (a < b ? -1 : 1))) {
      lines.push(
        `### ${ruleAnchor(id)}`,
        '',
        `**${meta.title}** · severity \`${meta.severity}\`${meta.heuristic ? ' · heuristic (findings carry a confidence)' : ''}${meta.reports ? ` · never fails (reported as a ${meta.reports})` : ''}`,
        '',
        ...(meta.variants ? [`Severity by kind of change: ${Object.entries(meta.variants).map(([name, level]) => `${name} \`${level}\``).join(', ')}.`, ''] : []),
        meta.description,
        '',
        `**How to fix:** ${meta.remediation}`,
        '',
      );
    }
  }
  for (const section of extraSections) lines.push(section.trimEnd(), '');
  return `${lines.join('\n').trimEnd()}\n`;
}
