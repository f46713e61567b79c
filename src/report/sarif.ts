import type { Severity, SubjectKind } from '../model.js';
import type { Report } from './types.js';
import type { Finding } from '../rules/index.js';
import { findingHash } from '../rules/identity.js';
import { DOCS_URL, RULES, ruleHelpUri, ruleMeta, type Quote, type RuleId } from '../rules/index.js';
import { findingMessage, needsLocation } from './common.js';
import { sanitizeLines, sanitizeTerminal } from './escape.js';

/**
 * Facts about files that only the CLI can know; a reporter receives them and never reads a file.
 * Paths are relative to the repository root (or the working directory), with `/` separators.
 */
export interface ReportLocations {
  /** The mcpward.yaml the run used. */
  configPath?: string;
  /** The baseline lockfile, when there is one. */
  lockfilePath?: string;
  /** 1-based line of each tool's entry in that lockfile: `lockfileLineIndex(text)`. */
  lockfileLines?: Record<string, number>;
}

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Key of our fingerprint in `partialFingerprints`; bump the version if its input ever changes. */
export const FINGERPRINT_KEY = 'mcpwardFindingHash/v1';

/** Project home for `tool.driver.informationUri`, derived so that the docs URL stays typed once. */
const INFORMATION_URI = DOCS_URL.slice(0, DOCS_URL.indexOf('/blob/'));

type Level = 'error' | 'warning' | 'note';
const LEVEL: Record<Severity, Level> = { high: 'error', medium: 'warning', low: 'note', info: 'note' };

/** GitHub's scale: 7.0–8.9 high, 4.0–6.9 medium, 0.1–3.9 low. Read only when the tags include `security`. */
const SECURITY_SEVERITY: Partial<Record<Severity, string>> = { high: '8.0', medium: '5.5', low: '3.0' };

/** SARIF logical-location kinds for the things a finding can be about. */
const LOGICAL_KIND: Record<SubjectKind, string> = {
  server: 'module',
  tool: 'function',
  prompt: 'member',
  resource: 'resource',
  resource_template: 'resource',
  case: 'member',
};

/**
 * The SARIF 2.1.0 log for GitHub code scanning and other SARIF viewers.
 *
 * - Results are the failures and warnings. A failure's level follows its (policy-adjusted)
 *   severity; a warning did not fail the run, so it is never shown as `error` (at most `warning`).
 *   An accepted finding is a warning with `suppressions: [{ kind: 'external', justification }]`.
 *   Skipped checks are not problems in the code: they become notifications of the invocation.
 * - `tool.driver.rules` lists the registry entries of the rules this run reported on.
 * - Locations: a tool's entry in the lockfile when the CLI gives its line, otherwise the lockfile
 *   (drift) or the config file at line 1; plus a logical location for the subject.
 */
export function renderSarif(report: Report, options: ReportLocations = {}): string {
  const ruleIds = (Object.keys(RULES) as RuleId[]).filter((id) => report.findings.some((f) => f.rule === id));
  const ruleIndex = new Map(ruleIds.map((id, i) => [id as string, i]));
  const fingerprints = findingFingerprints(report.findings);

  const results = report.findings.flatMap((f, i) => {
    if (f.status !== 'fail' && f.status !== 'warn') return [];
    const meta = ruleMeta(f.rule);
    const level = f.status === 'fail' ? LEVEL[f.severity] : LEVEL[f.severity] === 'error' ? 'warning' : LEVEL[f.severity];
    return [
      {
        ruleId: f.rule,
        ruleIndex: ruleIndex.get(f.rule)!,
        level,
        message: { text: messageText(f) },
        locations: [location(f, meta.family === 'drift', report, options)],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprints[i]! },
        // An accepted finding stays a result, suppressed by a decision kept outside the code.
        ...(f.accepted ? { suppressions: [{ kind: 'external', status: 'accepted', justification: sanitizeTerminal(escapeSarif(f.accepted.reason)) }] } : {}),
        properties: {
          status: f.status,
          severity: f.severity,
          ...(f.confidence !== undefined ? { confidence: f.confidence } : {}),
          ...(f.path !== undefined ? { path: sanitizeTerminal(f.path) } : {}),
          ...(f.accepted?.expires !== undefined ? { acceptedUntil: f.accepted.expires } : {}),
        },
      },
    ];
  });

  const notifications = [
    ...(report.fatal
      ? [{ level: 'error', message: { text: sanitizeLines(escapeSarif(report.fatal.message)).join('\n') }, descriptor: { id: report.fatal.code } }]
      : []),
    ...incompleteNotifications(report),
    ...report.findings
      .filter((f) => f.status === 'skip')
      .map((f) => ({ level: 'note', message: { text: messageText(f) }, associatedRule: { id: f.rule, index: ruleIndex.get(f.rule)! } })),
  ];

  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'mcpward',
            version: report.tool.version,
            semanticVersion: report.tool.version,
            informationUri: INFORMATION_URI,
            rules: ruleIds.map(ruleDescriptor),
          },
        },
        invocations: [
          {
            executionSuccessful: report.completed,
            exitCode: report.exitCode,
            ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}),
          },
        ],
        results,
        properties: { command: report.command, summary: report.summary },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/** One registry entry as a SARIF reportingDescriptor. Registry text is ours, so it needs no escaping. */
function ruleDescriptor(id: RuleId) {
  const meta = ruleMeta(id);
  const helpUri = ruleHelpUri(id);
  const security = meta.family === 'security';
  const securitySeverity = security ? SECURITY_SEVERITY[meta.severity] : undefined;
  return {
    id,
    name: snakeToPascal(id),
    shortDescription: { text: meta.title },
    fullDescription: { text: meta.description },
    help: {
      text: `${meta.description}\n\nHow to fix: ${meta.remediation}\n\nDocumentation: ${helpUri}`,
      markdown: `${meta.description}\n\n**How to fix:** ${meta.remediation}\n\n[Documentation](${helpUri})`,
    },
    helpUri,
    defaultConfiguration: { level: LEVEL[meta.severity] },
    properties: {
      // The family is a tag; for the security family it is the `security` tag GitHub requires
      // before it reads `security-severity`.
      tags: ['mcpward', meta.family],
      // GitHub ranks alerts by precision; a heuristic is right most of the time, not always.
      precision: meta.heuristic ? 'medium' : 'high',
      ...(securitySeverity !== undefined ? { 'security-severity': securitySeverity } : {}),
    },
  };
}

/** SARIF's `name` is an identifier-like label: `tool_removed` → `ToolRemoved`. */
function snakeToPascal(id: string): string {
  return id.replace(/(?:^|_)([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * SARIF plain-text messages turn `[text](target)` into a link (SARIF §3.11.6); a backslash makes
 * a bracket literal. Server text goes through one of these two, so it never becomes a link:
 * every bracket ends up behind an odd number of backslashes, whether or not a viewer reads `\\`
 * as an escaped backslash. Other backslashes stay as they are, so the text keeps the forms
 * `redact` recognises.
 */
const escapeSarif = (text: string): string => text.replace(/(\\*)([[\]])/g, (_, slashes: string, bracket: string) => `${slashes}${slashes}\\${bracket}`);

/**
 * Like the console: strings in double quotes with `"` and `\\` escaped, so a value cannot seem to
 * end early. Backslashes then come in pairs, so one more before each bracket escapes it.
 */
const quoteSarif: Quote = (value) => {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return `"${value.replace(/["\\]/g, '\\$&').replace(/[[\]]/g, '\\$&')}"`;
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(quoteSarif).join(', ');
  if (value !== null && typeof value === 'object') return escapeSarif(JSON.stringify(value));
  return String(value);
};

/** `tool "echo" › annotations.readOnlyHint`, when the finding has a subject or a path. */
export function subjectText(f: Finding, q: Quote, text: (s: string) => string = (s) => s): string | undefined {
  const where: string[] = [];
  if (f.subject) where.push(`${f.subject.kind.replace('_', ' ')} ${q(f.subject.name)}`);
  if (f.path !== undefined) where.push(text(f.path));
  return where.length > 0 ? where.join(' › ') : undefined;
}

/** The registry sentence on one line, with where it applies when the sentence does not say. */
function messageText(f: Finding): string {
  const message = findingMessage(f, quoteSarif);
  const where = needsLocation(f, message, quoteSarif) ? subjectText(f, quoteSarif, escapeSarif) : undefined;
  return sanitizeTerminal(where === undefined ? message : `${message} (at ${where})`);
}

function location(f: Finding, isDrift: boolean, report: Report, options: ReportLocations) {
  const tool = f.subject?.kind === 'tool' ? f.subject.name : undefined;
  const line = tool !== undefined && options.lockfileLines && Object.hasOwn(options.lockfileLines, tool) ? options.lockfileLines[tool] : undefined;
  let physical: { uri: string; line: number } | undefined;
  if (options.lockfilePath !== undefined && line !== undefined) physical = { uri: options.lockfilePath, line };
  else if (options.lockfilePath !== undefined && isDrift) physical = { uri: options.lockfilePath, line: 1 };
  // GitHub needs a line; line 1 of the config file means "this setup as a whole".
  else if (options.configPath !== undefined) physical = { uri: options.configPath, line: 1 };
  else if (options.lockfilePath !== undefined) physical = { uri: options.lockfilePath, line: 1 };

  const server = sanitizeTerminal(report.server?.name ?? 'server');
  const logical = f.subject && {
    name: sanitizeTerminal(f.subject.name),
    fullyQualifiedName: f.subject.kind === 'server' ? server : `${server}/${sanitizeTerminal(f.subject.name)}`,
    kind: LOGICAL_KIND[f.subject.kind],
  };
  return {
    ...(physical ? { physicalLocation: { artifactLocation: { uri: physical.uri }, region: { startLine: physical.line } } } : {}),
    ...(logical ? { logicalLocations: [logical] } : {}),
  };
}

/**
 * `sha256(rule, subject, path, identity args):n` for every finding, n counting findings with the
 * same hash in report order (GitHub's own fingerprints number repeats the same way). No line
 * numbers, versions or measurements go in, so a finding keeps its fingerprint across runs.
 */
export function findingFingerprints(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const hash = findingHash(f);
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `${hash}:${n}`;
  });
}

export { findingHash } from '../rules/identity.js';

/**
 * Line of each tool's `"name": "<tool>"` entry in a lockfile as mcpward writes it (canonical JSON,
 * two-space indent), for `ReportLocations.lockfileLines`. Text in another layout yields fewer
 * entries; those findings then point at line 1.
 */
export function lockfileLineIndex(lockfileText: string): Record<string, number> {
  const entries: Array<[string, number]> = [];
  let inTools = false;
  lockfileText.split(/\r?\n/).forEach((line, i) => {
    if (line === '  "tools": [') inTools = true;
    else if (inTools && /^ {2}\]/.test(line)) inTools = false;
    else if (inTools) {
      // Properties of each tool object sit at six spaces; names nested in schemas sit deeper.
      const match = /^ {6}"name": ("(?:[^"\\]|\\.)*"),?$/.exec(line);
      if (match) entries.push([JSON.parse(match[1]!) as string, i + 1]);
    }
  });
  // fromEntries defines own properties, so a tool named `__proto__` stays data; first entry wins.
  return Object.fromEntries(entries.reverse());
}

/** A partial report: one error notification per reason (`executionSuccessful` is already false). */
function incompleteNotifications(report: Report) {
  return (report.incomplete?.reasons ?? []).map((r) => ({
    level: 'error',
    message: { text: sanitizeLines(escapeSarif(`Run incomplete${r.list ? ` (${r.list})` : ''}: ${r.message}`)).join('\n') },
    descriptor: { id: `incomplete/${r.code}` },
  }));
}
