import { SEVERITY_RANK, type Severity, type SubjectKind } from '../model.js';
import type { Report } from './types.js';
import type { Finding } from '../rules/index.js';
import { findingHash } from '../rules/identity.js';
import { DOCS_URL, RULES, ruleHelpUri, ruleMeta, type Quote, type RuleId } from '../rules/index.js';
import { findingMessage, needsLocation } from './common.js';
import { sanitizeLines, sanitizeTerminal, wellFormedJson } from './escape.js';
import { fileLineOf, type ReportLocations } from './locations.js';
import { isSecurityRelevant } from '../rules/security-relevant.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Key of our fingerprint in `partialFingerprints`; bump the version if its input ever changes. */
export const FINGERPRINT_KEY = 'mcpwardFindingHash/v1';

/**
 * Code scanning rejects a run over 25,000 results and keeps at most 5,000; GitHub's rules in
 * Microsoft's SARIF validator (GH1004) hold an array to 1,000 elements, what GitHub displays in
 * full. mcpward keeps the 1,000 most severe itself and says how many it left out, rather than let
 * the upload fail or choose for it.
 */
export const MAX_SARIF_RESULTS = 1_000;
/** Skipped checks become notifications; a run over thousands of tools must not bury the rest. */
const MAX_SKIP_NOTIFICATIONS = 500;

/** Project home for `tool.driver.informationUri`, derived so that the docs URL stays typed once. */
const INFORMATION_URI = DOCS_URL.slice(0, DOCS_URL.indexOf('/blob/'));

type Level = 'error' | 'warning' | 'note';
const LEVEL: Record<Severity, Level> = { high: 'error', medium: 'warning', low: 'note', info: 'note' };
const LEVEL_RANK: Record<Level, number> = { error: 0, warning: 1, note: 2 };

/** GitHub's scale: 9.0+ critical, 7.0–8.9 high, 4.0–6.9 medium, 0.1–3.9 low. Read only with the `security` tag. */
const SECURITY_SEVERITY: Record<Severity, string> = { high: '8.0', medium: '5.5', low: '3.0', info: '1.0' };

/** SARIF logical-location kinds for the things a finding can be about. */
const LOGICAL_KIND: Record<SubjectKind, string> = {
  server: 'module',
  tool: 'function',
  prompt: 'member',
  resource: 'resource',
  resource_template: 'resource',
  case: 'member',
};

interface Notification {
  level: Level;
  message: { text: string };
  descriptor?: { id: string };
  associatedRule?: { id: string; index: number };
}

/**
 * The SARIF 2.1.0 log for GitHub code scanning and other SARIF viewers.
 *
 * - Results are the failures and warnings, most severe first, at most `MAX_SARIF_RESULTS`. A
 *   failure's level follows its (policy-adjusted) severity; a warning did not fail the run, so it
 *   is never shown as `error` (at most `warning`). An accepted finding is a warning with
 *   `suppressions: [{ kind: 'external', justification }]`. Skipped checks are not problems in the
 *   code: they become notifications of the invocation.
 * - `partialFingerprints.primaryLocationLineHash` comes from the finding's identity, not from the
 *   line it points at, so an alert keeps its identity across runs, machines and checkouts, and
 *   findings that point at the same line stay separate alerts.
 * - `tool.driver.rules` lists the registry entries of the rules this run reported on; those whose
 *   findings are security problems carry the `security` tag and a `security-severity`.
 * - Locations: `fileLineOf` (the tool's lockfile entry, else the lockfile for drift, else the
 *   config file), plus a logical location naming the server, the subject and the JSON path.
 * - A run that did not complete says so: `executionSuccessful: false` and an error notification.
 */
export function renderSarif(report: Report, options: ReportLocations = {}): string {
  const ruleIds = (Object.keys(RULES) as RuleId[]).filter((id) => report.findings.some((f) => f.rule === id));
  const ruleIndex = new Map(ruleIds.map((id, i) => [id as string, i]));
  // Numbered over every finding in report order before anything is cut, so a fingerprint never
  // depends on the cap.
  const fingerprints = findingFingerprints(report.findings);

  const reported = report.findings.flatMap((f, i) => {
    if (f.status !== 'fail' && f.status !== 'warn') return [];
    const level: Level = f.status === 'fail' ? LEVEL[f.severity] : LEVEL[f.severity] === 'error' ? 'warning' : LEVEL[f.severity];
    return [{ f, i, level }];
  });
  // Most severe first (stable, so report order breaks ties): what is cut is the least severe.
  reported.sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || SEVERITY_RANK[b.f.severity] - SEVERITY_RANK[a.f.severity] || a.i - b.i);
  const kept = reported.slice(0, MAX_SARIF_RESULTS);

  const results = kept.map(({ f, i, level }) => ({
    ruleId: f.rule,
    ruleIndex: ruleIndex.get(f.rule)!,
    level,
    message: { text: messageText(f) },
    locations: [location(f, report, options)],
    partialFingerprints: { primaryLocationLineHash: lineHashOf(fingerprints[i]!), [FINGERPRINT_KEY]: fingerprints[i]! },
    // An accepted finding stays a result, suppressed by a decision kept outside the code.
    ...(f.accepted ? { suppressions: [{ kind: 'external', status: 'accepted', justification: sanitizeTerminal(escapeSarif(f.accepted.reason)) }] } : {}),
    properties: {
      status: f.status,
      severity: f.severity,
      ...(f.confidence !== undefined ? { confidence: f.confidence } : {}),
      ...(f.path !== undefined ? { path: sanitizeTerminal(f.path) } : {}),
      ...(f.accepted?.expires !== undefined ? { acceptedUntil: f.accepted.expires } : {}),
    },
  }));

  const skips = report.findings.filter((f) => f.status === 'skip');
  const outcome = executionOutcome(report);
  const notifications: Notification[] = [
    ...outcome.notifications,
    ...(reported.length > kept.length
      ? [
          {
            level: 'warning' as const,
            descriptor: { id: 'results-capped' },
            message: {
              text: `${reported.length - kept.length} of ${reported.length} results left out: mcpward keeps the ${MAX_SARIF_RESULTS.toLocaleString('en-US')} most severe per run, within code scanning's limits. The JSON report (--reporter json) has every finding.`,
            },
          },
        ]
      : []),
    ...skips
      .slice(0, MAX_SKIP_NOTIFICATIONS)
      .map((f): Notification => ({ level: 'note', message: { text: messageText(f) }, associatedRule: { id: f.rule, index: ruleIndex.get(f.rule)! } })),
    ...(skips.length > MAX_SKIP_NOTIFICATIONS
      ? [{ level: 'note' as const, descriptor: { id: 'skips-capped' }, message: { text: `${skips.length - MAX_SKIP_NOTIFICATIONS} more skipped checks left out; the JSON report lists them.` } }]
      : []),
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
            rules: ruleIds.map((id) => ruleDescriptor(id, effectiveSeverity(id, report.findings))),
          },
        },
        // A fleet's server reported alone (a matrix job) keeps the id its fleet run gives it.
        ...(options.sarifCategory !== undefined
          ? { automationDetails: { id: automationId(options.sarifCategory) } }
          : report.fleetName !== undefined
            ? { automationDetails: { id: `mcpward/${sanitizeTerminal(report.fleetName)}/` } }
            : {}),
        invocations: [
          {
            executionSuccessful: outcome.successful,
            exitCode: report.exitCode,
            ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}),
          },
        ],
        results,
        properties: { command: report.command, summary: report.summary, ...(reported.length > kept.length ? { resultsOmitted: reported.length - kept.length } : {}) },
      },
    ],
  };
  return `${wellFormedJson(JSON.stringify(log, null, 2))}\n`;
}

/**
 * Whether the run judged what it set out to, and why not. A run that never connected has no
 * results, which is not the same as a clean run: consumers read `executionSuccessful` to tell.
 * The one place a partial run's reasons are added.
 */
function executionOutcome(report: Report): { successful: boolean; notifications: Notification[] } {
  const notifications: Notification[] = report.fatal
    ? [{ level: 'error', message: { text: sanitizeLines(escapeSarif(report.fatal.message)).join('\n') }, descriptor: { id: report.fatal.code } }]
    : // A partial report: one error notification per reason the run is incomplete.
      (report.incomplete?.reasons ?? []).map((r) => ({
        level: 'error' as const,
        message: { text: sanitizeLines(escapeSarif(`Run incomplete${r.list ? ` (${r.list})` : ''}: ${r.message}`)).join('\n') },
        descriptor: { id: `incomplete/${r.code}` },
      }));
  return { successful: report.completed && report.fatal === undefined, notifications };
}

/**
 * GitHub's own fingerprint is `<16 hex digits>:<n>`; ours has the same form, cut from the
 * finding's identity hash and keeping its number, so upload-sarif keeps it instead of hashing
 * the source line (which would make every finding on `mcpward.yaml:1` one alert).
 */
function lineHashOf(fingerprint: string): string {
  const [hash = '', n = '1'] = fingerprint.split(':');
  return `${hash.slice(0, 16)}:${n}`;
}

/** Code scanning reads the category as the id up to its last `/`; a bare category gets one. */
function automationId(category: string): string {
  return category.endsWith('/') ? category : `${category}/`;
}

/**
 * The severity a rule has in this run: the most severe of its reported (failing or warning)
 * findings, which carry the policy's severity (`rules:` overrides, variants); the registry's when
 * it reported none. Code scanning ranks an alert by its rule's `security-severity` and level, so a
 * rule lowered to `low` in the config must not still show as High.
 */
function effectiveSeverity(id: RuleId, findings: readonly Finding[]): Severity {
  let worst: Severity | undefined;
  for (const f of findings) {
    if (f.rule !== id || (f.status !== 'fail' && f.status !== 'warn')) continue;
    if (worst === undefined || SEVERITY_RANK[f.severity] > SEVERITY_RANK[worst]) worst = f.severity;
  }
  return worst ?? ruleMeta(id).severity;
}

/** One registry entry as a SARIF reportingDescriptor, graded by the run's effective severity. Registry text is ours, so it needs no escaping. */
function ruleDescriptor(id: RuleId, severity: Severity) {
  const meta = ruleMeta(id);
  const helpUri = ruleHelpUri(id);
  const security = isSecurityRelevant(id);
  const name = snakeToPascal(id);
  return {
    id,
    // SARIF wants `name` different from `id` or absent (SARIF1001): `handshake` has no other name.
    ...(name.toLowerCase() !== id.toLowerCase() ? { name } : {}),
    shortDescription: { text: meta.title },
    fullDescription: { text: meta.description },
    help: {
      text: `${meta.description}\n\nHow to fix: ${meta.remediation}\n\nDocumentation: ${helpUri}`,
      markdown: `${meta.description}\n\n**How to fix:** ${meta.remediation}\n\n[Documentation](${helpUri})`,
    },
    helpUri,
    defaultConfiguration: { level: LEVEL[severity] },
    properties: {
      // GitHub reads `security-severity` only on a rule tagged `security`.
      tags: ['mcpward', meta.family, ...(security && meta.family !== 'security' ? ['security'] : [])],
      // GitHub ranks alerts by precision; a heuristic is right most of the time, not always.
      precision: meta.heuristic ? 'medium' : 'high',
      ...(security ? { 'security-severity': SECURITY_SEVERITY[severity] } : {}),
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

function location(f: Finding, report: Report, options: ReportLocations) {
  const physical = fileLineOf(f, options);
  const server = sanitizeTerminal(report.server?.name ?? 'server');
  const subject = f.subject && f.subject.kind !== 'server' ? sanitizeTerminal(f.subject.name) : undefined;
  const path = f.path !== undefined ? sanitizeTerminal(f.path) : undefined;
  const logical = {
    name: subject ?? server,
    fullyQualifiedName: [server, subject, path].filter((part) => part !== undefined).join('/'),
    kind: f.subject ? LOGICAL_KIND[f.subject.kind] : 'module',
  };
  return {
    ...(physical ? { physicalLocation: { artifactLocation: { uri: physical.uri }, region: { startLine: physical.line } } } : {}),
    logicalLocations: [logical],
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

export { lockfileLineIndex, type ReportLocations } from './locations.js';
