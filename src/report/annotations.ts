import { SEVERITY_RANK } from '../model.js';
import type { Finding, Quote } from '../rules/index.js';
import { findingMessage, ruleMeta } from '../rules/index.js';
import { needsLocation } from './common.js';
import { sanitizeLines, sanitizeTerminal } from './escape.js';
import { fileLineOf, type ReportLocations } from './locations.js';
import { subjectText } from './sarif.js';
import type { Report } from './types.js';

/**
 * GitHub shows 10 errors and 10 warnings per step and 50 per job; past the cap one line says how
 * many more the report has, so a run over thousands of tools does not flood the log.
 */
export const MAX_ANNOTATIONS = 50;
/** One annotation's message; the report has the rest. */
const MAX_MESSAGE = 1_000;


/**
 * GitHub Actions workflow commands for the run (`::error file=…,line=…,title=…::message`): an
 * `error` per failure, a `warning` per warning not accepted, most severe first, and an `error`
 * for a run that did not complete. Each points at the same file and line as its SARIF result, so
 * the annotation and the code scanning alert sit together. Pure: the CLI prints these lines when
 * `GITHUB_ACTIONS=true`.
 *
 * Server text is sanitised (no control or invisible characters) and then escaped as workflow
 * commands require, so it can neither end the command nor start another one.
 */
export function renderAnnotations(report: Report, options: ReportLocations = {}): string[] {
  const lines: string[] = [];
  if (report.fatal) {
    const where = fileLineOf(undefined, options);
    lines.push(command('error', { file: where?.uri, line: where?.line, title: 'mcpward: the run did not complete' }, sanitizeLines(report.fatal.message).join('\n')));
  }
  const shown = report.findings
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.status === 'fail' || (f.status === 'warn' && !f.accepted))
    .sort((a, b) => Number(a.f.status === 'warn') - Number(b.f.status === 'warn') || SEVERITY_RANK[b.f.severity] - SEVERITY_RANK[a.f.severity] || a.i - b.i);
  for (const { f } of shown.slice(0, MAX_ANNOTATIONS)) {
    const where = fileLineOf(f, options);
    lines.push(command(f.status === 'fail' ? 'error' : 'warning', { file: where?.uri, line: where?.line, title: `mcpward ${f.rule}: ${ruleMeta(f.rule).title}` }, messageOf(f)));
  }
  if (shown.length > MAX_ANNOTATIONS) {
    lines.push(command('notice', { title: 'mcpward' }, `${shown.length - MAX_ANNOTATIONS} more findings in the report (${shown.length} in all); annotations stop at ${MAX_ANNOTATIONS}.`));
  }
  return lines;
}

/** Strings in double quotes with `"` and `\` escaped, like the console, so a value cannot seem to end early. */
const quote: Quote = (value) => {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return `"${value.replace(/["\\]/g, '\\$&')}"`;
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(quote).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

function messageOf(f: Finding): string {
  const message = findingMessage(f, quote);
  const where = needsLocation(f, message, quote) ? subjectText(f, quote) : undefined;
  const text = sanitizeTerminal(where === undefined ? message : `${message} (at ${where})`);
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}… (cut; the report has the whole message)` : text;
}

interface Properties {
  file?: string | undefined;
  line?: number | undefined;
  title?: string;
}

/** `::<kind> k=v,…::message`, with GitHub's escaping: `%`, CR and LF everywhere, plus `:` and `,` in properties. */
function command(kind: 'error' | 'warning' | 'notice', props: Properties, message: string): string {
  const pairs = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${escapeProperty(sanitizeTerminal(String(value)))}`);
  return `::${kind}${pairs.length > 0 ? ` ${pairs.join(',')}` : ''}::${escapeData(message)}`;
}

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
