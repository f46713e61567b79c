import type { JsonValue } from '../model.js';
import type { Report } from './types.js';
import type { Finding } from '../rules/index.js';
import { ruleHelpUri, type Quote } from '../rules/index.js';
import { countStatuses, findingMessage, groupByFamily, otherEvidence, parseWordDiff } from './common.js';
import { escapeXml, sanitizeTerminal } from './escape.js';
import { findingHash, subjectText } from './sarif.js';

/**
 * JUnit XML for CI test views (GitLab, Jenkins, Azure, test-reporter actions): a `<testsuite>` per
 * family with findings, in FAMILIES order, and a `<testcase>` per finding.
 *
 * - fail → `<failure>`: message = the rule's sentence, body = severity, location and evidence.
 * - warn → a passing testcase whose `<system-out>` says it is a warning: JUnit has no "passed with
 *   a warning", and a warning did not fail the run, so it must not turn the CI test view red. An
 *   accepted finding is such a warning whose text starts `Accepted` and gives the reason.
 * - skip → `<skipped>` with the reason as its text (the Jenkins schema allows no attribute there).
 * - A run that did not complete adds a first suite, `run`, holding one `<error>` testcase.
 *
 * Every piece of text goes through `escapeXml`, never CDATA, so `]]>`, control characters and
 * characters XML forbids cannot end or break the document. No timestamps or durations: the same
 * report gives the same bytes.
 */
export function renderJunit(report: Report): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;

  if (report.fatal) {
    const [first = '', ...rest] = report.fatal.message.split(/\r?\n/);
    const body = lines([first, ...rest]);
    suites.push(
      '  <testsuite name="run" tests="1" failures="0" errors="1" skipped="0">',
      `    <testcase classname="mcpward.run" name="run completed">`,
      `      <error type="${escapeXml(report.fatal.code)}" message="${attr(first)}">${body}</error>`,
      '    </testcase>',
      '  </testsuite>',
    );
    tests++;
    errors++;
  }

  if (report.incomplete) {
    suites.push(...incompleteSuite(report.incomplete.reasons));
    tests++;
    errors++;
  }

  for (const [family, findings] of groupByFamily(report.findings)) {
    const counts = countStatuses(findings);
    tests += findings.length;
    failures += counts.failed;
    suites.push(`  <testsuite name="${family}" tests="${findings.length}" failures="${counts.failed}" errors="0" skipped="${counts.skipped}">`);
    const names = testcaseNames(findings);
    findings.forEach((f, i) => suites.push(...testcase(f, `mcpward.${family}`, names[i]!)));
    suites.push('  </testsuite>');
  }

  const name = `mcpward ${report.command}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${name}" tests="${tests}" failures="${failures}" errors="${errors}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

/** A partial report: the `run` suite's one testcase errors with every reason, so CI shows the run as broken, not green. */
function incompleteSuite(reasons: NonNullable<Report['incomplete']>['reasons']): string[] {
  const first = `Run incomplete: the findings are only what could be checked (${reasons.length} reason(s))`;
  const body = lines([first, ...reasons.map((r) => `${r.code}${r.list ? ` (${r.list})` : ''}: ${r.message}`)]);
  return [
    '  <testsuite name="run" tests="1" failures="0" errors="1" skipped="0">',
    `    <testcase classname="mcpward.run" name="run completed">`,
    `      <error type="incomplete" message="${attr(first)}">${body}</error>`,
    '    </testcase>',
    '  </testsuite>',
  ];
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

function testcase(f: Finding, classname: string, name: string): string[] {
  const open = `    <testcase classname="${classname}" name="${attr(name)}"`;
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
