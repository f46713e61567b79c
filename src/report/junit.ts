import type { JsonValue } from '../model.js';
import type { FleetReport, Report } from './types.js';
import type { Finding } from '../rules/index.js';
import { ruleHelpUri, type Quote } from '../rules/index.js';
import { countStatuses, findingMessage, groupByFamily, otherEvidence, parseWordDiff } from './common.js';
import { escapeXml, sanitizeTerminal } from './escape.js';
import { fileLineOf, serverLocations, type FileLine, type ReportLocations } from './locations.js';
import { findingHash, subjectText } from './sarif.js';

/**
 * JUnit XML for CI test views (GitLab, Jenkins, Azure, test-reporter actions): a `<testsuite>` per
 * family with findings, in FAMILIES order, and a `<testcase>` per finding.
 *
 * - fail → `<failure>`: message = the rule's sentence, body = severity, location and evidence.
 * - warn → a passing testcase whose `<system-out>` says it is a warning: JUnit has no "passed with
 *   a warning", and a warning did not fail the run, so it must not turn the CI test view red. An
 *   accepted finding is such a warning whose text starts `Accepted` and gives the reason.
 * - skip → `<skipped>` with the reason as its text.
 * - A run that did not complete adds a first suite, `run`, holding one `<error>` testcase.
 * - Classnames are `mcpward.<server>.<family>`, so two servers' results never share a history.
 * - Every suite carries `<properties>`: mcpward's version and command, the server's name, version
 *   and transport, the protocol version and era.
 * - Every testcase has `file` and `line`, the same place the SARIF result points at.
 * - `time` everywhere: the run's duration (when the CLI passes it) on `<testsuites>`, 0 on suites
 *   and cases, because findings are judged over evidence recorded once for all of them; the time
 *   goes to talking to the server, which no single check owns.
 *
 * Every piece of text goes through `escapeXml`, never CDATA, so `]]>`, control characters and
 * characters XML forbids cannot end or break the document. No clock: the same report and options
 * give the same bytes.
 */
export function renderJunit(report: Report, options: ReportLocations = {}): string {
  const parts = junitParts(report, options, classSegment(report.server?.name));
  const suites = parts.groups.flatMap((g) => [
    `  <testsuite name="${g.name}" tests="${g.tests}" failures="${g.failures}" errors="${g.errors}" skipped="${g.skipped}" time="0">`,
    ...parts.properties,
    ...g.cases,
    '  </testsuite>',
  ]);
  return junitDocument(report, options, parts, suites);
}

/**
 * A fleet: one `<testsuite>` per server (named by its fleetName), holding that server's testcases
 * of every family (the family stays in the classname, `mcpward.<fleetName>.<family>`), with the
 * fleet's totals on `<testsuites>`. `fleet[name]` locations replace the top-level lockfile's.
 */
export function renderJunitFleet(fleet: FleetReport, options: ReportLocations = {}): string {
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const suites = fleet.servers.flatMap((server) => {
    const parts = junitParts(server, serverLocations(options, server.fleetName), classSegment(server.fleetName));
    for (const key of ['tests', 'failures', 'errors', 'skipped'] as const) totals[key] += parts[key];
    const cases = parts.groups.flatMap((g) => g.cases);
    return [
      `  <testsuite name="${escapeXml(sanitizeTerminal(server.fleetName))}" tests="${parts.tests}" failures="${parts.failures}" errors="${parts.errors}" skipped="${parts.skipped}" time="0">`,
      ...parts.properties,
      ...cases,
      '  </testsuite>',
    ];
  });
  return junitDocument(fleet, options, totals, suites);
}

interface Totals {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function junitDocument(report: Report | FleetReport, options: ReportLocations, totals: Totals, suites: string[]): string {
  const name = `mcpward ${report.command}`;
  const time = options.durationMs === undefined ? '0' : (Math.max(0, options.durationMs) / 1000).toFixed(3);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${name}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}" skipped="${totals.skipped}" time="${time}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

interface Group extends Totals {
  name: string;
  cases: string[];
}

/** One server's testcases, grouped as a single report's suites are: `run` first when broken, then per family. */
function junitParts(report: Report, options: ReportLocations, server: string): Totals & { groups: Group[]; properties: string[] } {
  const groups: Group[] = [];
  const properties = suiteProperties(report);

  // A run that never connected, or a partial one: the `run` suite's one testcase errors, so CI
  // shows the run as broken, not green.
  const broken = report.fatal
    ? { type: report.fatal.code, lines: report.fatal.message.split(/\r?\n/) }
    : report.incomplete
      ? {
          type: 'incomplete',
          lines: [
            `Run incomplete: the findings are only what could be checked (${report.incomplete.reasons.length} reason(s))`,
            ...report.incomplete.reasons.map((r) => `${r.code}${r.list ? ` (${r.list})` : ''}: ${r.message}`),
          ],
        }
      : undefined;
  if (broken) {
    groups.push({
      name: 'run',
      tests: 1,
      failures: 0,
      errors: 1,
      skipped: 0,
      cases: [
        `    <testcase classname="mcpward.${server}.run" name="run completed" time="0"${fileAttributes(fileLineOf(undefined, options))}>`,
        `      <error type="${escapeXml(broken.type)}" message="${attr(broken.lines[0] ?? '')}">${lines(broken.lines)}</error>`,
        '    </testcase>',
      ],
    });
  }

  for (const [family, findings] of groupByFamily(report.findings)) {
    const counts = countStatuses(findings);
    const names = testcaseNames(findings);
    groups.push({
      name: family,
      tests: findings.length,
      failures: counts.failed,
      errors: 0,
      skipped: counts.skipped,
      cases: findings.flatMap((f, i) => testcase(f, `mcpward.${server}.${family}`, names[i]!, fileLineOf(f, options))),
    });
  }
  const sum = (key: keyof Totals) => groups.reduce((n, g) => n + g[key], 0);
  return { groups, properties, tests: sum('tests'), failures: sum('failures'), errors: sum('errors'), skipped: sum('skipped') };
}

/**
 * A classname segment from the server's name: Jenkins splits classnames at dots into packages, so
 * anything but letters, digits, `_` and `-` becomes `_` (hostile text included).
 */
function classSegment(name: string | undefined): string {
  const segment = (name ?? '').replace(/[^A-Za-z0-9_-]/gu, '_');
  return segment === '' ? 'server' : segment;
}

/** What a CI view shows about the run: versions and protocol, as `<properties>`. */
function suiteProperties(report: Report): string[] {
  const facts: Array<[string, string | undefined]> = [
    ['mcpward.version', report.tool.version],
    ['mcpward.command', report.command],
    ['server.name', report.server?.name],
    ['server.version', report.server?.version],
    ['server.transport', report.server?.transport],
    ['protocol.version', report.server?.protocolVersion],
    ['protocol.era', report.server?.era],
  ];
  const present = facts.filter((fact): fact is [string, string] => fact[1] !== undefined);
  if (present.length === 0) return [];
  return ['    <properties>', ...present.map(([key, value]) => `      <property name="${key}" value="${attr(value)}"/>`), '    </properties>'];
}

function fileAttributes(where: FileLine | undefined): string {
  return where === undefined ? '' : ` file="${attr(where.uri)}" line="${where.line}"`;
}

/**
 * Values in plain double quotes, not backslash-escaped: XML escaping follows, and `redact` knows a
 * secret's XML-escaped form but not a backslash-then-XML-escaped one, so the output bytes alone can
 * still be redacted.
 */
const q: Quote = (value) => {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(q).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

function testcase(f: Finding, classname: string, name: string, where: FileLine | undefined): string[] {
  const open = `    <testcase classname="${classname}" name="${attr(name)}" time="0"${fileAttributes(where)}`;
  const message = findingMessage(f, q);
  if (f.status === 'pass') return [`${open}/>`];
  if (f.status === 'skip') return [`${open}>`, `      <skipped>${attr(message)}</skipped>`, '    </testcase>'];
  if (f.status === 'fail') {
    return [`${open}>`, `      <failure type="${f.rule}" message="${attr(message)}">${lines(details(f))}</failure>`, '    </testcase>'];
  }
  const lead = f.accepted ? `Accepted (did not fail the run): ${message}` : `Warning (did not fail the run): ${message}`;
  return [`${open}>`, `      <system-out>${lines([lead, ...details(f)])}</system-out>`, '    </testcase>'];
}

/** Severity, where, evidence and the docs link, one fact per line. */
function details(f: Finding): string[] {
  const out = [`severity: ${f.severity}${f.confidence === undefined ? '' : `, confidence: ${f.confidence}`}`];
  const where = subjectText(f, q);
  if (where !== undefined) out.push(`at: ${where}`);
  if (f.accepted) out.push(`accepted: ${f.accepted.reason}${f.accepted.expires === undefined ? '' : ` (until ${f.accepted.expires})`}`);
  const words = parseWordDiff(f.evidence?.diff);
  if (words) {
    out.push(`diff: ${words.map((w) => (w.change === 'added' ? `{+${w.text}+}` : w.change === 'removed' ? `[-${w.text}-]` : w.text)).join('')}`);
  }
  for (const [key, value] of otherEvidence(f.evidence, words ? ['diff'] : [])) out.push(`${key}: ${evidenceText(value)}`);
  out.push(`docs: ${ruleHelpUri(f.rule)}`);
  return out;
}

function evidenceText(value: JsonValue): string {
  return typeof value === 'string' ? q(value) : JSON.stringify(value);
}

/** Element text: each line escaped, lines joined by real newlines (readable, and kept by parsers). */
function lines(text: readonly string[]): string {
  return text
    .flatMap((t) => t.split(/\r?\n/))
    .map((line) => escapeXml(line))
    .join('\n');
}

/** Attribute text: one line, hidden characters labelled, then XML-escaped. */
function attr(text: string): string {
  return escapeXml(sanitizeTerminal(text));
}

/**
 * `<rule> › <kind>:<subject> › <path>`: built from what the finding is about, never from
 * measurements, so a test keeps its name across runs. Findings that would share a name get
 * ` #` and the first 8 hex digits of their identity hash, and a counter if even those agree.
 */
function testcaseNames(findings: readonly Finding[]): string[] {
  const base = findings.map((f) => {
    const parts: string[] = [f.rule];
    if (f.subject) parts.push(`${f.subject.kind}:${f.subject.name}`);
    if (f.path !== undefined) parts.push(f.path);
    return parts.join(' › ');
  });
  const total = new Map<string, number>();
  for (const name of base) total.set(name, (total.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return base.map((name, i) => {
    if (total.get(name) === 1) return name;
    const tagged = `${name} #${findingHash(findings[i]!).slice(0, 8)}`;
    const n = (seen.get(tagged) ?? 0) + 1;
    seen.set(tagged, n);
    return n === 1 ? tagged : `${tagged}-${n}`;
  });
}
