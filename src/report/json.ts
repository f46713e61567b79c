import type { JsonValue } from '../model.js';
import type { Report, Surface } from './types.js';
import type { Finding } from '../rules/index.js';
import { isEscaped } from '../text/classes.js';
import { evidenceWithWhy, findingMessage, plainQuote } from './common.js';
import { wellFormedJson } from './escape.js';
import { matrixObserved, verdictReasons } from '../rules/review-words.js';

/**
 * The machine-readable report (schemas/report.schema.json). Known objects keep a fixed,
 * documented key order; free-form data (`args`, `evidence`) and the review have their keys sorted, so the
 * same report always serialises to the same bytes. 2-space indent, trailing newline.
 */
export function renderJson(report: Report): string {
  const ordered = {
    schemaVersion: report.schemaVersion,
    tool: { name: report.tool.name, version: report.tool.version },
    command: report.command,
    fleetName: report.fleetName,
    server: report.server && {
      name: report.server.name,
      version: report.server.version,
      transport: report.server.transport,
      era: report.server.era,
      protocolVersion: report.server.protocolVersion,
    },
    completed: report.completed,
    fatal: report.fatal && { code: report.fatal.code, message: report.fatal.message },
    incomplete: report.incomplete && { reasons: report.incomplete.reasons.map((r) => ({ code: r.code, list: r.list, message: r.message })) },
    summary: {
      passed: report.summary.passed,
      failed: report.summary.failed,
      warnings: report.summary.warnings,
      skipped: report.summary.skipped,
    },
    exitCode: report.exitCode,
    findings: report.findings.map(orderFinding),
    review: report.review && sortKeys(reviewWithObserved(report.review)),
    surface: report.surface && orderSurface(report.surface),
    calls: report.calls && { enabled: report.calls.enabled, automatic: report.calls.automatic, tools: report.calls.tools, capped: report.calls.capped, cap: report.calls.cap },
  };
  return `${wellFormedJson(escapeHidden(JSON.stringify(ordered, null, 2)))}\n`;
}

/**
 * `mcpward show`: the surface alone, serialised like the report (hidden characters as `\u`
 * escapes, so no server text reaches a terminal raw).
 */
export function renderSurface(surface: Surface): string {
  return `${wellFormedJson(escapeHidden(JSON.stringify(orderSurface(surface), null, 2)))}\n`;
}

/** Our keys in a fixed order; the server's data exactly as it sent it, its key order included. */
function orderSurface(s: Surface) {
  return {
    transport: s.transport,
    era: s.era,
    protocolVersion: s.protocolVersion,
    serverInfo: s.serverInfo,
    capabilities: s.capabilities,
    instructions: s.instructions,
    tools: s.tools,
    prompts: s.prompts,
    resources: s.resources,
    resourceTemplates: s.resourceTemplates,
  };
}

function orderFinding(f: Finding) {
  return {
    rule: f.rule,
    // The sentence the console prints, for readers of the file who do not render `args` themselves.
    message: findingMessage(f, plainQuote),
    status: f.status,
    severity: f.severity,
    confidence: f.confidence,
    subject: f.subject && { kind: f.subject.kind, name: f.subject.name },
    path: f.path,
    args: sortKeys(f.args),
    evidence: f.evidence && sortKeys(evidenceWithWhy(f.evidence)),
    accepted: f.accepted && { reason: f.accepted.reason, expires: f.accepted.expires },
  };
}

/** Plain data (JSON values, or typed records made only of them) with object keys sorted at every depth. */
function sortKeys(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value as JsonValue;
  const record = value as Record<string, unknown>;
  // fromEntries defines own properties, so a server-supplied `__proto__` key stays data.
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => [key, sortKeys(record[key])]),
  );
}

/**
 * JSON.stringify leaves C1 controls, zero-width, bidi, tag, private-use characters and unusual
 * spaces raw; every character text/classes.ts marks `escaped` is written as `\uXXXX` escapes (a
 * surrogate pair as two), which keep the data identical for a parser while `cat report.json` shows
 * nothing invisible. They can only occur inside strings, so replacing them in the serialised text
 * is safe.
 */
function escapeHidden(json: string): string {
  return json.replace(/[^\x20-\x7E\n]/gu, (char) =>
    isEscaped(char) ? Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('') : char,
  );
}

/**
 * The review as the JSON report writes it: the verdict's causes and each matrix row's observations
 * as data and, next to them, as the sentences (`reasons`, `observed`) the console prints, for
 * readers who do not render them.
 */
function reviewWithObserved(review: NonNullable<Report['review']>) {
  return {
    ...review,
    verdict: { ...review.verdict, reasons: verdictReasons(review.verdict.causes, plainQuote) },
    matrix: review.matrix.map((row) => ({ ...row, observed: matrixObserved(row.observations, plainQuote) })),
  };
}
