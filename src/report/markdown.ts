import { diffLines } from 'diff';
import type { Family, JsonValue, Status } from '../model.js';
import type { Report } from './types.js';
import type { Finding } from '../rules/index.js';
import { ruleHelpUri, type Quote } from '../rules/index.js';
import { renderReviewMarkdown } from './review.js';
import { countStatuses, findingMessage, groupByFamily, needsLocation, otherEvidence, parseWordDiff, plural, type WordDiffPart } from './common.js';
import { codeFence, codeSpan, escapeMarkdown, sanitizeLines } from './escape.js';

/**
 * Server text appears only as code spans (`q`), through `escapeMarkdown`, or inside fenced code
 * blocks, so nothing it contains can become a link, image, HTML, mention or heading. Raw HTML
 * (`<details>`) carries only our own words: GitHub does not parse Markdown on those lines.
 */
const q: Quote = (value) => {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return codeSpan(value);
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(q).join(', ');
  if (value !== null && typeof value === 'object') return codeSpan(JSON.stringify(value));
  return String(value); // numbers, booleans and null: nothing Markdown could act on
};

/** Descriptions longer than this (or multi-line) get a collapsible before/after block. */
const INLINE_LIMIT = 80;

/**
 * The most a Markdown report may be, in characters: it goes to a PR comment (GitHub rejects a body
 * over 65,536 characters, and the comment adds its marker line) and to the job summary (1 MiB per
 * step). A longer report is shortened, never cut mid-line: see `renderMarkdown`.
 */
export const MARKDOWN_LIMIT = 64_000;

/** A shortened report lists at most this many findings of one rule and status; the rest are counted. */
const PER_RULE = 5;

/** In a shortened report, a finding whose rendering is longer than this keeps only its first line. */
const FINDING_LIMIT = 2_000;

export interface MarkdownOptions {
  /** Characters the report may take (default MARKDOWN_LIMIT). */
  limit?: number;
  /** The run's JSON report file, named where a shortened report says where the full one is. */
  jsonReportPath?: string;
}

/**
 * The report for humans on GitHub: PR comment or job summary. No timestamps, so re-runs compare
 * equal. Within `limit` it lists every finding. Past it the report is shortened: passing checks
 * become one count per rule, each rule's failures, warnings and skips show their first PER_RULE
 * and count the rest, a finding too long to list keeps its first line, and what still does not
 * fit is left out from the end; a closing note says what was left out and where the full report is.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const limit = options.limit ?? MARKDOWN_LIMIT;
  const head = headBlocks(report);
  const review = report.review ? `\n${renderReviewMarkdown(report.review)}` : '';
  const full = fullBody(report);
  const whole = `${[...head, ...full].join('\n\n')}\n${review}`;
  if (whole.length <= limit) return whole;
  return shortened(report, head, review, limit, options.jsonReportPath);
}

/** Title, server, outcome, fatal or incomplete reasons, and the family table: always shown whole. */
function headBlocks(report: Report): string[] {
  const blocks: string[] = [];
  const server = report.server;
  let title = `## mcpward ${report.command}`;
  if (server?.name !== undefined) title += ` · ${q(server.version === undefined ? server.name : `${server.name} v${server.version}`)}`;
  blocks.push(title);
  if (server) {
    const details: string[] = [server.transport];
    if (server.protocolVersion !== undefined) details.push(`protocol ${q(server.protocolVersion)}`);
    if (server.era !== undefined) details.push(`${server.era} era`);
    blocks.push(details.join(' · '));
  }

  const counts = report.summary;
  const outcome = report.incomplete ? '✗ Incomplete' : report.fatal || !report.completed ? '✗ Run did not complete' : report.exitCode === 0 ? '✓ Passed' : '✗ Failed';
  const tally = [`${counts.passed} passed`, `${counts.failed} failed`];
  if (counts.warnings > 0) tally.push(plural(counts.warnings, 'warning'));
  if (counts.skipped > 0) tally.push(`${counts.skipped} skipped`);
  blocks.push(`**${outcome}** (exit ${report.exitCode}) · ${tally.join(' · ')}`);
  if (report.fatal) blocks.push(report.fatal.message.split(/\r?\n/).map((line) => `> ${escapeMarkdown(line)}`).join('\n'));
  if (report.incomplete) blocks.push(incompleteBlock(report.incomplete.reasons));

  const groups = groupByFamily(report.findings);
  if (groups.length > 0) {
    const rows = groups.map(([family, findings]) => {
      const c = countStatuses(findings);
      return `| ${familyTitle(family)} | ${c.passed} | ${c.failed} | ${c.warnings} | ${c.skipped} |`;
    });
    blocks.push(['| Family | Passed | Failed | Warnings | Skipped |', '| :-- | --: | --: | --: | --: |', ...rows].join('\n'));
  }
  return blocks;
}

/** Every finding, failures first; passes in a collapsed block. */
function fullBody(report: Report): string[] {
  const blocks: string[] = [];
  for (const item of section('Failures', 'fail', report.findings)) blocks.push(item);
  for (const item of section('Warnings', 'warn', report.findings)) blocks.push(item);
  for (const item of section('Skipped', 'skip', report.findings)) blocks.push(item);
  const [passHeading, ...passes] = section('Passed', 'pass', report.findings);
  if (passHeading !== undefined) {
    // Same heading text, but as the summary of a collapsed block.
    blocks.push(`<details><summary>${passHeading.replace(/^### /, '')}</summary>`, ...passes, '</details>');
  }
  return blocks;
}

/** See `renderMarkdown`: the report within `limit`, most severe first, with a note on what it left out. */
function shortened(report: Report, head: readonly string[], review: string, limit: number, jsonReportPath: string | undefined): string {
  let folded = 0;
  let cutShort = 0;
  let leftOut = 0;
  let reviewShown = false;
  const notice = (): string => {
    const what: string[] = [];
    const passes = report.findings.filter((f) => f.status === 'pass').length;
    if (passes > 0) what.push(`${plural(passes, 'passing check')} shown as one count per rule`);
    if (folded > 0) what.push(`${plural(folded, 'finding')} counted under their rule (at most ${PER_RULE} listed per rule)`);
    if (cutShort > 0) what.push(`${plural(cutShort, 'finding')} shown by their first line only`);
    if (leftOut > 0) what.push(`${plural(leftOut, 'finding')} left out at the end`);
    if (review !== '' && !reviewShown) what.push('the contract review left out');
    const where = jsonReportPath !== undefined ? `The JSON report of this run, ${codeSpan(jsonReportPath)}, has every finding` : 'The JSON report (`--reporter json:PATH`) has every finding';
    return `> **Shortened** to fit GitHub's limits (${limit.toLocaleString('en-US')} characters here; a PR comment takes 65,536, a job summary 1 MiB): ${what.join('; ')}. ${where}, and so does the console log.`;
  };
  // Room for the notice: its length now, plus the clauses and digits the counts may still add.
  const reserve = notice().length + 400;
  let body = `${head.join('\n\n')}\n\n`;
  let full = false;
  /**
   * Appends a block (after a blank line) or a list item (`item`: on the next line) when it fits;
   * false, and nothing appended, when it does not: from then on nothing more is added.
   */
  const add = (block: string, item = false): boolean => {
    const text = item || body.endsWith('\n\n') ? `${block}\n` : `\n${block}\n`;
    if (full || body.length + text.length + reserve > limit) {
      full = true;
      return false;
    }
    body += text;
    return true;
  };
  for (const [title, status] of [['Failures', 'fail'], ['Warnings', 'warn'], ['Skipped', 'skip']] as const) {
    const selected = report.findings.filter((f) => f.status === status);
    if (selected.length === 0) continue;
    if (!add(`### ${title} (${selected.length})`)) {
      leftOut += selected.length;
      continue;
    }
    for (const [family, members] of groupByFamily(selected)) {
      const byRule = new Map<string, Finding[]>();
      for (const f of members) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
      if (!add(`#### ${familyTitle(family)}`)) {
        leftOut += members.length;
        continue;
      }
      for (const [rule, findings] of byRule) {
        for (const f of findings.slice(0, PER_RULE)) {
          let text = renderFinding(f);
          if (text.length > FINDING_LIMIT) {
            text = `${text.split('\n', 1)[0]!.slice(0, FINDING_LIMIT)}\n  - (details left out here; in the full report)`;
            cutShort++;
          }
          if (!add(text, true)) leftOut++;
        }
        const rest = findings.length - PER_RULE;
        if (rest > 0) {
          if (add(`- … and ${plural(rest, `more ${codeSpan(rule)} finding`)} (${ruleLink(rule)})`, true)) folded += rest;
          else leftOut += rest;
        }
      }
    }
  }
  // Passes: one row per rule.
  const passes = report.findings.filter((f) => f.status === 'pass');
  if (passes.length > 0) {
    const counts = new Map<string, number>();
    for (const f of passes) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
    const rows = [...counts].map(([rule, n]) => `| ${ruleLink(rule)} | ${n} |`);
    add([`<details><summary>Passed (${passes.length})</summary>`, '', '| Rule | Passed |', '| :-- | --: |', ...rows, '', '</details>'].join('\n'));
  }
  if (review !== '' && !full && body.length + review.length + reserve <= limit) {
    body += `${review}\n`;
    reviewShown = true;
  }
  return `${body}${body.endsWith('\n\n') ? '' : '\n'}${notice()}\n`;
}

function ruleLink(rule: string): string {
  return `[${rule}](${ruleHelpUri(rule)})`;
}

/** A heading, then per family a sub-heading and one list item per finding. Empty when nothing matches. */
function section(title: string, status: Status, findings: readonly Finding[]): string[] {
  const selected = findings.filter((f) => f.status === status);
  if (selected.length === 0) return [];
  const blocks = [`### ${title} (${selected.length})`];
  for (const [family, members] of groupByFamily(selected)) {
    blocks.push(`#### ${familyTitle(family)}`, members.map(renderFinding).join('\n'));
  }
  return blocks;
}

function renderFinding(f: Finding): string {
  const message = findingMessage(f, q);
  let head = `- ${f.status === 'fail' || f.status === 'warn' ? `**${f.severity.toUpperCase()}** ` : ''}${message}`;
  if (f.confidence !== undefined) head += ` · _confidence: ${f.confidence}_`;
  head += ` · [${f.rule}](${ruleHelpUri(f.rule)})`;

  const details: string[] = [];
  if (f.accepted) details.push(`- accepted: ${escapeMarkdown(f.accepted.reason)}${f.accepted.expires === undefined ? '' : ` (until ${f.accepted.expires})`}`);
  if (needsLocation(f, message, q)) {
    const where = [];
    if (f.subject) where.push(`${f.subject.kind.replace('_', ' ')} ${q(f.subject.name)}`);
    if (f.path !== undefined) where.push(q(f.path));
    details.push(`- at ${where.join(' › ')}`);
  }

  const evidence = f.evidence ?? {};
  const words = parseWordDiff(evidence.diff);
  const before = words ? joinWords(words, 'removed') : evidence.before;
  const after = words ? joinWords(words, 'added') : evidence.after;
  const shown = ['before', 'after'];
  let collapsible: string | undefined;
  if (words || (isLongText(before) && typeof after === 'string') || (isLongText(after) && typeof before === 'string')) {
    collapsible = beforeAfterBlock(before as string, after as string, words);
    if (words) shown.push('diff');
  } else if (before !== undefined || after !== undefined) {
    details.push(`- before: ${q(before)} → after: ${q(after)}`);
  }
  for (const [key, value] of otherEvidence(f.evidence, shown)) details.push(`- ${escapeMarkdown(key)}: ${q(value)}`);

  const lines = [head, ...details.map((line) => `  ${line}`)];
  if (collapsible !== undefined) lines.push('', indent(collapsible), '');
  return lines.join('\n');
}

function isLongText(value: JsonValue | undefined): boolean {
  return typeof value === 'string' && (value.length > INLINE_LIMIT || value.includes('\n'));
}

/** The text on one side of a word diff: unchanged parts plus that side's changes. */
function joinWords(words: readonly WordDiffPart[], side: 'added' | 'removed'): string {
  return words
    .filter((w) => w.change === 'equal' || w.change === side)
    .map((w) => w.text)
    .join('');
}

/** A `<details>` block with a `-`/`+` line diff and, when the check supplied one, the word diff. */
function beforeAfterBlock(before: string, after: string, words: readonly WordDiffPart[] | undefined): string {
  const lineDiff: string[] = [];
  // A final newline on both sides keeps "no newline at end" from counting as a change.
  for (const change of diffLines(`${before}\n`, `${after}\n`)) {
    const prefix = change.added ? '+ ' : change.removed ? '- ' : '  ';
    for (const item of sanitizeLines(change.value.replace(/\r?\n$/, '')).map((line) => prefix + line)) lineDiff.push(item);
  }
  const blocks = ['<details><summary>Before and after</summary>', fenced('diff', lineDiff)];
  if (words) {
    const marked = words.map((w) => (w.change === 'added' ? `{+${w.text}+}` : w.change === 'removed' ? `[-${w.text}-]` : w.text)).join('');
    blocks.push('Word diff:', fenced('', sanitizeLines(marked)));
  }
  blocks.push('</details>');
  return blocks.join('\n\n');
}

function fenced(language: string, lines: readonly string[]): string {
  const fence = codeFence(lines);
  return [`${fence}${language}`, ...lines, fence].join('\n');
}

function indent(block: string): string {
  return block
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`))
    .join('\n');
}

function familyTitle(family: Family): string {
  return family.charAt(0).toUpperCase() + family.slice(1);
}

/** A partial report says so under its outcome, with every reason, before any finding. */
function incompleteBlock(reasons: NonNullable<Report['incomplete']>['reasons']): string {
  const lines = reasons.map((r) => `> - ${r.list ? `\`${r.list}\`: ` : ''}${escapeMarkdown(r.message)}`);
  return ['> **Incomplete:** the findings below are only what could be checked.', ...lines].join('\n');
}
