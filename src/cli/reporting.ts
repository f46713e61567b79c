import { UserError } from '../errors.js';
import type { Command } from '../model.js';
import type { Report, ReviewData, ServerSummary } from '../report/types.js';
import type { Finding } from '../rules/index.js';
import { exitCodeOf, sortFindings, summarize } from '../policy/index.js';
import type { Snapshot } from '../snapshot/types.js';
import { VERSION } from '../version.js';

/** The report every command renders: findings sorted, summary counted, exit code derived. */
export function buildReport(
  command: Command,
  server: ServerSummary | undefined,
  findings: Finding[],
  fatal?: Report['fatal'],
  review?: ReviewData,
): Report {
  const sorted = sortFindings(findings);
  const completed = fatal === undefined;
  return {
    schemaVersion: 1,
    tool: { name: 'mcpward', version: VERSION },
    command,
    ...(server ? { server } : {}),
    completed,
    ...(fatal ? { fatal } : {}),
    findings: sorted,
    summary: summarize(sorted),
    exitCode: exitCodeOf({ completed, findings: sorted }),
    ...(review ? { review } : {}),
  };
}

/** A user error keeps its paragraph; anything else is an internal error, with its stack only under --debug. */
export function fatalOf(error: unknown, debug: boolean): NonNullable<Report['fatal']> {
  if (error instanceof UserError) return { code: error.code, message: error.message };
  const detail = error instanceof Error ? (debug ? (error.stack ?? error.message) : error.message) : String(error);
  return { code: 'internal', message: `Internal error: ${detail}${debug ? '' : ' (run with --debug for the stack trace)'}` };
}

/** Who the report is about, from what the server said of itself. */
export function serverSummary(s: Snapshot): ServerSummary {
  return {
    ...(typeof s.serverInfo?.name === 'string' ? { name: s.serverInfo.name } : {}),
    ...(typeof s.serverInfo?.version === 'string' ? { version: s.serverInfo.version } : {}),
    transport: s.transport,
    era: s.era,
    protocolVersion: s.protocolVersion,
  };
}
