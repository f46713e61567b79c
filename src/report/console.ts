import pc from 'picocolors';
import type { JsonValue, Severity, Status } from '../model.js';
import type { AutoCalls, Report } from './types.js';
import type { Finding } from '../rules/index.js';
import { ruleHelpUri, type Quote } from '../rules/index.js';
import { renderReviewConsole } from './review.js';
import { countStatuses, findingMessage, groupByFamily, needsLocation, otherEvidence, parseWordDiff, plainQuote, plural, type StatusCounts, type WordDiffPart } from './common.js';
import { sanitizeTerminal } from './escape.js';

/** Decided by the CLI (TTY, NO_COLOR, --no-color, --verbose); the renderer never looks at the environment. */
export interface ConsoleOptions {
  color: boolean;
  verbose: boolean;
}

type Colors = ReturnType<typeof pc.createColors>;

const SYMBOL: Record<Status, string> = { pass: '✓', fail: '✗', warn: '⚠', skip: '-' };

/** Evidence strings longer than this are cut without --verbose. */
const CLIP = 200;
/** Unchanged text kept on each side of a change in a word diff without --verbose. */
const CONTEXT = 30;

/** The human report: findings grouped by family, passes only counted unless verbose, then the summary. */
export function renderConsole(report: Report, options: ConsoleOptions): string {
  const c = pc.createColors(options.color);
  const text = (s: string) => sanitizeTerminal(s, c.inverse);
  // `q` only quotes; each line is sanitised once as a whole, which also catches a template that
  // interpolated a server value without `q`. Colour is added after sanitising, never before.
  const q = plainQuote;
  const ctx: Context = { c, text, q, verbose: options.verbose };

  const lines: string[] = [];
  const server = report.server;
  if (server?.name !== undefined) {
    const version = server.version === undefined ? '' : ` v${text(server.version)}`;
    const details: string[] = [server.transport];
    if (server.protocolVersion !== undefined) details.push(`protocol ${text(server.protocolVersion)}`);
    if (server.era !== undefined) details.push(server.era);
    lines.push(`${c.green('✓')} Connected to ${text(server.name)}${version} (${details.join(', ')})`, '');
  }

  for (const [family, findings] of groupByFamily(report.findings)) {
    lines.push(c.bold(`${family.toUpperCase()} (${countsText(countStatuses(findings))})`));
    for (const item of renderFamily(findings, ctx)) lines.push(item);
    lines.push('');
  }

  if (report.fatal) {
    const [first = '', ...rest] = report.fatal.message.split(/\r?\n/);
    lines.push(c.bold(c.red(`✗ ${text(first)}`)));
    // A message can hold hundreds of thousands of lines (a large invalid file): never spread them into a call.
    for (const line of rest) lines.push(`  ${text(line)}`);
    lines.push('');
  }
  if (!report.fatal || report.findings.length > 0) lines.push(summaryLine(report.summary, c));
  if (report.calls) for (const item of callsLine(report.calls, c)) lines.push(item);
  if (report.fatal) lines.push(c.red(`Run did not complete (exit ${report.exitCode})`));
  for (const item of incompleteLines(report, c, text)) lines.push(item);
  // The contract review's sections follow the findings they summarise.
  const review = report.review ? `\n${renderReviewConsole(report.review, { color: options.color })}` : '';
  return `${lines.join('\n')}\n${review}`;
}

/** A partial report says so after the summary, with every reason: the counts above are not the whole server. */
function incompleteLines(report: Report, c: Colors, text: (s: string) => string): string[] {
  if (!report.incomplete) return [];
  const reasons = report.incomplete.reasons.map((r) => `  ${c.red('✗')} ${r.list ? `${r.list}: ` : ''}${text(r.message)}`);
  return [c.bold(c.red(`Run incomplete (exit ${report.exitCode}): the findings above are only what could be checked`)), ...reasons];
}
/** More findings than this of one rule among a family's notes become one line with a count. */
export const REPEAT_LIMIT = 3;

/**
 * How a finding appears without --verbose. Failures and warnings are listed. Passes and
 * server-wide skips ("not applicable to this revision") are only counted in the family's heading.
 * A skip about one tool or case (a call refused, a probe not made) is a note, listed because it
 * says what mcpward did not do. Advice (an info-level warning, e.g. a parameter without a
 * description) is listed like a note, since nothing else in the report says what it counted.
 */
function kindOf(f: Finding): 'listed' | 'note' | 'advice' | 'counted' {
  if (f.status === 'fail') return 'listed';
  if (f.status === 'warn') return f.severity === 'info' ? 'advice' : 'listed';
  return f.status === 'skip' && f.subject !== undefined && f.subject.kind !== 'server' ? 'note' : 'counted';
}

/**
 * One family's lines. With --verbose every finding is listed. Without, the notes (or the advice)
 * of one rule past REPEAT_LIMIT become one line with the count and the first example, at the
 * place of the first: a server with ten thousand tools that share one note prints
 * one line, not ten thousand, and every warning counted in the heading is either listed or counted
 * on a line that says how to list it.
 */
function renderFamily(findings: readonly Finding[], ctx: Context): string[] {
  if (ctx.verbose) return findings.flatMap((f) => renderFinding(f, ctx));
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const kind = kindOf(f);
    if (kind !== 'note' && kind !== 'advice') continue;
    const key = `${f.rule}\0${f.status}`;
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const lines: string[] = [];
  for (const f of findings) {
    const kind = kindOf(f);
    if (kind === 'counted') continue;
    if (kind === 'listed') {
      for (const item of renderFinding(f, ctx)) lines.push(item);
      continue;
    }
    const group = groups.get(`${f.rule}\0${f.status}`)!;
    if (group.length <= REPEAT_LIMIT) for (const item of renderFinding(f, ctx)) lines.push(item);
    else if (group[0] === f) lines.push(countedLine(f, group.length, ctx));
  }
  return lines;
}

/** `⚠ 12 × rule [info], first: <its message> (--verbose lists all 12)`. */
function countedLine(first: Finding, count: number, ctx: Context): string {
  const { c, text, q } = ctx;
  const symbol = first.status === 'warn' ? c.yellow(SYMBOL.warn) : c.dim(SYMBOL[first.status]);
  const severity = first.status === 'warn' ? ` ${severityColor(first.severity, c)(`[${first.severity}]`)}` : '';
  return `  ${symbol} ${count} × ${first.rule}${severity}, first: ${text(findingMessage(first, q))} ${c.dim(`(--verbose lists all ${count})`)}`;
}

interface Context {
  c: Colors;
  text: (s: string) => string;
  q: Quote;
  verbose: boolean;
}

function renderFinding(f: Finding, ctx: Context): string[] {
  const { c, text, q, verbose } = ctx;
  const symbol = { pass: c.green, fail: c.red, warn: c.yellow, skip: c.dim }[f.status](SYMBOL[f.status]);
  const message = findingMessage(f, q);
  let head = `  ${symbol} ${text(message)}`;
  if (f.status === 'fail' || f.status === 'warn') {
    const confidence = f.confidence === undefined ? '' : `, confidence ${f.confidence}`;
    head += ` ${severityColor(f.severity, c)(`[${f.severity}${confidence}]`)}`;
  }
  const details: string[] = [];
  if (f.accepted) details.push(`${c.dim('accepted:')} ${text(f.accepted.reason)}${f.accepted.expires === undefined ? '' : c.dim(` (until ${f.accepted.expires})`)}`);
  if (needsLocation(f, message, q)) {
    const where = [];
    if (f.subject) where.push(`${f.subject.kind.replace('_', ' ')} ${q(f.subject.name)}`);
    if (f.path !== undefined) where.push(f.path);
    details.push(`at ${text(where.join(' › '))}`);
  }

  const evidence = f.evidence ?? {};
  const words = parseWordDiff(evidence.diff);
  const shown: string[] = [];
  if (words) {
    details.push(renderWordDiff(words, ctx));
    shown.push('before', 'after', 'diff');
  } else if (evidence.before !== undefined || evidence.after !== undefined) {
    details.push(`${c.dim('before:')} ${clipped(evidence.before, ctx)}`, `${c.dim('after:')}  ${clipped(evidence.after, ctx)}`);
    shown.push('before', 'after');
  }
  for (const [key, value] of otherEvidence(f.evidence, shown)) details.push(`${c.dim(`${text(key)}:`)} ${clipped(value, ctx)}`);
  if (verbose) details.push(c.dim(`docs: ${ruleHelpUri(f.rule)}`));
  return [head, ...details.map((line) => `    ${line}`)];
}

function clipped(value: JsonValue | undefined, { c, text, q, verbose }: Context): string {
  const chars = typeof value === 'string' ? Array.from(value) : [];
  if (verbose || chars.length <= CLIP) return text(q(value));
  return `${text(q(chars.slice(0, CLIP).join('')))}${c.dim(`… (${chars.length - CLIP} more characters)`)}`;
}

/** git's word-diff notation, `[-removed-]{+added+}`, coloured when colour is on. */
function renderWordDiff(parts: readonly WordDiffPart[], { c, text, verbose }: Context): string {
  return parts
    .map((part, i) => {
      if (part.change === 'removed') return c.red(`[-${text(part.text)}-]`);
      if (part.change === 'added') return c.green(`{+${text(part.text)}+}`);
      if (verbose) return text(part.text);
      // Long unchanged runs are cut to the context around the neighbouring changes.
      const chars = Array.from(part.text);
      const head = i === 0 ? [] : chars.slice(0, CONTEXT);
      const tail = i === parts.length - 1 ? [] : chars.slice(-CONTEXT);
      if (head.length + tail.length + 3 >= chars.length) return text(part.text);
      return `${text(head.join(''))}${c.dim('…')}${text(tail.join(''))}`;
    })
    .join('');
}

function severityColor(severity: Severity, c: Colors): (s: string) => string {
  return { high: c.red, medium: c.yellow, low: c.dim, info: c.dim }[severity];
}

function countsText(counts: StatusCounts): string {
  const parts = [
    counts.passed > 0 ? `${counts.passed} passed` : '',
    counts.failed > 0 ? `${counts.failed} failed` : '',
    counts.warnings > 0 ? plural(counts.warnings, 'warning') : '',
    counts.skipped > 0 ? `${counts.skipped} skipped` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

function summaryLine(summary: StatusCounts, c: Colors): string {
  const failed = `${summary.failed} failed`;
  const parts = [c.green(`${summary.passed} passed`), summary.failed > 0 ? c.red(failed) : failed];
  if (summary.warnings > 0) parts.push(c.yellow(plural(summary.warnings, 'warning')));
  if (summary.skipped > 0) parts.push(c.dim(`${summary.skipped} skipped`));
  return `Summary: ${parts.join(' | ')}`;
}

/** What mcpward called on its own and how to stop it; nothing when it called nothing and capped nothing. */
function callsLine(calls: AutoCalls, c: Colors): string[] {
  if (!calls.enabled) return [c.dim('Calls: none (--no-calls or calls.enabled: false); only the static checks ran.')];
  if (calls.automatic === 0 && calls.capped === 0) return [];
  const capped = calls.capped > 0 ? `; ${plural(calls.capped, 'more tool')} not called, over calls.max_auto (${calls.cap}): raise it to call them` : '';
  return [c.dim(`Calls: mcpward made ${plural(calls.automatic, 'call')} on its own, to ${plural(calls.tools, 'read-only tool')} without arguments${capped}. --no-calls (or calls.enabled: false) turns calls off.`)];
}
