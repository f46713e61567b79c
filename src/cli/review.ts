/**
 * `mcpward review`: one session with the server, the findings of every family the contract review
 * reads, and the review itself — in `report.extra.review` for JSON, and as sections printed after
 * the normal console or Markdown report. Exit 0 on `approve`, 1 on `reject` or
 * `insufficient-evidence`, 2 when the review could not run.
 */

import { resolve } from 'node:path';
import type { CliIO } from './io.js';
import type { CommonOptions } from './main.js';
import { Output } from './output.js';
import { buildReport, fatalOf, serverSummary } from './reporting.js';
import type { JsonValue, Report, ServerSummary } from '../model.js';
import type { ReviewData } from '../checks/review/index.js';
import { renderReviewConsole, renderReviewMarkdown } from '../report/review.js';

/** Runs the review and writes its report; returns the exit code. */
export async function executeReview(opts: CommonOptions, io: CliIO): Promise<number> {
  const out = new Output(io, opts);
  let server: ServerSummary | undefined;
  let configPath: string | undefined;
  try {
    await out.validateReporter();
    const { loadConfig } = await import('../config/load.js');
    const loaded = await loadConfig(resolve(io.cwd, opts.config), io.env);
    configPath = loaded.path;
    out.addSecrets(loaded.secrets);
    server = { transport: loaded.config.server.transport };
    const [{ runReviewSession }, { buildReview }, { readGoldens }] = await Promise.all([import('../run/review-session.js'), import('../checks/review/index.js'), import('./goldens.js')]);
    const session = await runReviewSession(loaded, io.env, {
      progress: (what) => out.progress(what),
      ...(opts.debug ? { debug: (line: string) => out.debug(line) } : {}),
    });
    server = serverSummary(session.snapshot);
    const goldens = await readGoldens(loaded.config.suites);
    const config = loaded.config;
    const built = buildReview({ ...session, config, goldens, policy: { driftFailOn: config.checks.drift.fail_on, severity: config.checks.drift.severity } });
    const report = buildReport('review', server, built.findings, undefined, { review: built.review as unknown as JsonValue });
    return out.report(report, { configPath, appendix: reviewSections });
  } catch (error) {
    return out.report(buildReport('review', server, [], fatalOf(error, opts.debug)), configPath ? { configPath } : {});
  }
}

/**
 * The review's sections after the console or Markdown report (JSON carries them in `extra.review`;
 * JUnit and SARIF carry the findings). Rendered from the report as redacted, like the report itself.
 */
function reviewSections(reporter: string, report: Report, color: boolean): string {
  const review = report.extra?.review as unknown as ReviewData | undefined;
  if (!review) return '';
  if (reporter === 'console') return `\n${renderReviewConsole(review, { color })}`;
  if (reporter === 'markdown') return `\n${renderReviewMarkdown(review)}`;
  return '';
}
