/**
 * `mcpward review`: one session with the server, the findings of every family the contract review
 * reads, and the review itself — in `report.extra.review` for JSON, and as sections printed after
 * the normal console or Markdown report. Exit 0 on `approve`, 1 on `reject` or
 * `insufficient-evidence`, 2 when the review could not run.
 */

import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CliIO } from '../cli/io.js';
import { colorEnabled } from '../cli/io.js';
import type { CommonOptions } from '../cli/main.js';
import { Output } from '../cli/output.js';
import type { LoadedConfig } from '../config/load.js';
import { UserError } from '../errors.js';
import type { Finding, JsonValue, Report, ServerSummary } from '../model.js';
import { exitCodeOf, sortFindings, summarize } from '../policy.js';
import { VERSION } from '../version.js';
import type { ReviewData } from './build.js';

/** Runs the review and writes its report; returns the exit code. */
export async function executeReview(opts: CommonOptions, io: CliIO): Promise<number> {
  const out = new Output(io, opts);
  let server: ServerSummary | undefined;
  let report: Report;
  let review: ReviewData | undefined;
  const secrets: string[] = [];
  try {
    await out.validateReporter();
    const { loadConfig } = await import('../config/load.js');
    const loaded = await loadConfig(resolve(io.cwd, opts.config), io.env);
    secrets.push(...loaded.secrets, ...contextSecrets(loaded));
    out.addSecrets(secrets);
    server = { transport: loaded.config.server.transport };
    const [{ runReviewSession }, { buildReview }, { readGoldens }] = await Promise.all([import('./session.js'), import('./build.js'), import('../calls/golden.js')]);
    const session = await runReviewSession(loaded, io.env, {
      progress: (what) => out.progress(what),
      ...(opts.debug ? { debug: (line: string) => out.debug(line) } : {}),
    });
    const s = session.snapshot;
    server = {
      ...(typeof s.serverInfo?.name === 'string' ? { name: s.serverInfo.name } : {}),
      ...(typeof s.serverInfo?.version === 'string' ? { version: s.serverInfo.version } : {}),
      transport: s.transport,
      era: s.era,
      protocolVersion: s.protocolVersion,
    };
    const goldens = await readGoldens(loaded.config.suites);
    const config = loaded.config;
    const built = buildReview({ ...session, config, goldens, policy: { driftFailOn: config.checks.drift.fail_on, severity: config.checks.drift.severity } });
    review = built.review;
    report = buildReport(server, built.findings, undefined, review);
  } catch (error) {
    report = buildReport(server, [], fatalOf(error, opts.debug));
  }
  return writeReport(report, review, secrets, out, opts, io);
}

/** Context header values are secrets like `server.headers` values, interpolated or literal. */
function contextSecrets(loaded: LoadedConfig): string[] {
  const secrets: string[] = [];
  for (const context of loaded.config.review.contexts) {
    for (const value of Object.values(context.headers)) {
      secrets.push(value);
      const credential = /^(?:Bearer|Basic|Token)\s+(\S+)$/i.exec(value)?.[1];
      if (credential) secrets.push(credential);
    }
  }
  return secrets.filter((s) => s !== '');
}

function buildReport(server: ServerSummary | undefined, findings: Finding[], fatal?: Report['fatal'], review?: ReviewData): Report {
  const sorted = sortFindings(findings);
  const completed = fatal === undefined;
  return {
    schemaVersion: 1,
    tool: { name: 'mcpward', version: VERSION },
    command: 'review',
    ...(server ? { server } : {}),
    completed,
    ...(fatal ? { fatal } : {}),
    findings: sorted,
    summary: summarize(sorted),
    exitCode: exitCodeOf({ completed, findings: sorted }),
    ...(review ? { extra: { review: review as unknown as JsonValue } } : {}),
  };
}

/**
 * The normal report, then the review's sections for console and Markdown (JSON carries them in
 * `extra.review`; JUnit and SARIF carry the findings). Redacted before and after rendering, like
 * every other report mcpward writes.
 */
async function writeReport(report: Report, review: ReviewData | undefined, secrets: readonly string[], out: Output, opts: CommonOptions, io: CliIO): Promise<number> {
  const [{ renderReport, isReporterName, redactReport }, { renderReviewConsole, renderReviewMarkdown }] = await Promise.all([import('../report/index.js'), import('./render.js')]);
  const reporter = isReporterName(opts.reporter) ? opts.reporter : 'console';
  const toFile = opts.out !== undefined;
  const redacted = redactReport(report, secrets);
  const safeReview = redacted.extra?.review as unknown as ReviewData | undefined;
  const sections = (name: string, color: boolean): string => {
    if (!review || !safeReview) return '';
    if (name === 'console') return `\n${renderReviewConsole(safeReview, { color })}`;
    if (name === 'markdown') return `\n${renderReviewMarkdown(safeReview)}`;
    return '';
  };
  const color = colorEnabled(io, opts.color, toFile);
  const text = out.redactText(renderReport(reporter, redacted, { color, verbose: opts.verbose }) + sections(reporter, color));
  if (toFile) {
    const path = resolve(io.cwd, opts.out!);
    try {
      await writeFile(path, text, 'utf8');
    } catch (error) {
      out.error(`Could not write the report to ${path} (--out): ${(error as Error).message}`);
      return 2;
    }
    if (reporter !== 'console') {
      const consoleColor = colorEnabled(io, opts.color, false);
      io.stdout(out.redactText(renderReport('console', redacted, { color: consoleColor, verbose: opts.verbose }) + sections('console', consoleColor)));
    }
    io.stderr(out.redactText(`Report written to ${opts.out}\n`));
  } else {
    io.stdout(text);
  }
  if (report.fatal && (reporter !== 'console' || toFile)) io.stderr(out.redactText(`mcpward: ${report.fatal.message}\n`));
  return report.exitCode;
}

function fatalOf(error: unknown, debug: boolean): NonNullable<Report['fatal']> {
  if (error instanceof UserError) return { code: error.code, message: error.message };
  const detail = error instanceof Error ? (debug ? (error.stack ?? error.message) : error.message) : String(error);
  return { code: 'internal', message: `Internal error: ${detail}${debug ? '' : ' (run with --debug for the stack trace)'}` };
}
