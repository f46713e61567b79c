import { UserError } from '../errors.js';
import type { Command } from '../model.js';
import type { IncompleteReason, Report, ReviewData, ServerSummary } from '../report/types.js';
import type { Finding } from '../rules/index.js';
import { exitCodeOf, sortFindings, summarize } from '../policy/index.js';
import { incompleteLists } from '../snapshot/completeness.js';
import type { ServerEvidence } from '../snapshot/evidence.js';
import type { ListGap, Snapshot } from '../snapshot/types.js';
import { VERSION } from '../version.js';

/** The report every command renders: findings sorted, summary counted, exit code derived. */
export function buildReport(
  command: Command,
  server: ServerSummary | undefined,
  findings: Finding[],
  fatal?: Report['fatal'],
  review?: ReviewData,
  incomplete?: readonly IncompleteReason[],
): Report {
  const sorted = sortFindings(findings);
  const partial = fatal === undefined && incomplete !== undefined && incomplete.length > 0;
  const completed = fatal === undefined && !partial;
  return {
    schemaVersion: 1,
    tool: { name: 'mcpward', version: VERSION },
    command,
    ...(server ? { server } : {}),
    completed,
    ...(fatal ? { fatal } : {}),
    ...(partial ? { incomplete: { reasons: [...incomplete] } } : {}),
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

const GAP_CODE: Record<ListGap, IncompleteReason['code']> = {
  error: 'list-error',
  timeout: 'list-timeout',
  'page-cap': 'page-cap',
  'cursor-loop': 'cursor-loop',
  deadline: 'deadline',
};

/**
 * Why the gathered evidence is incomplete, in capture order: each advertised list not read to its
 * end, then the run deadline. A list the deadline cut short is named by the deadline's reason.
 */
export function incompleteReasons(evidence: Pick<ServerEvidence, 'snapshot' | 'deadline'>): IncompleteReason[] {
  const lists = incompleteLists(evidence.snapshot).filter((l) => !(l.reason === 'deadline' && evidence.deadline !== undefined));
  return [
    ...lists.map((l): IncompleteReason => ({ code: GAP_CODE[l.reason], list: l.list, message: l.detail })),
    ...(evidence.deadline === undefined ? [] : [{ code: 'deadline' as const, message: evidence.deadline }]),
  ];
}

/**
 * Why `baseline` (or `accept`) will not write from this capture: one paragraph naming every
 * incomplete list and why, or undefined when the capture is complete. It may quote the server:
 * `Output.error` sanitises it. Raising timeouts is advised only when a timeout or the run deadline
 * cut the capture short: it cannot help a list that failed, looped or ran past the page limit.
 */
export function refusalOf(reasons: readonly IncompleteReason[], what: string): string | undefined {
  if (reasons.length === 0) return undefined;
  const why = reasons.map((r) => (r.list ? `${r.list}: ${r.message}` : r.message)).join('; ');
  return `The capture is incomplete, so ${what} (${why}). A capture that could not read a list the server advertises is not a contract: ${adviceOf(reasons)}, then run it again.`;
}

/** What to do about the gaps, from their kinds: timeouts only for what ran out of time. */
function adviceOf(reasons: readonly IncompleteReason[]): string {
  const timedOut = reasons.filter((r) => r.code === 'list-timeout' || r.code === 'deadline');
  const timeouts = [...new Set(timedOut.map((r) => (r.code === 'deadline' ? 'timeouts.run_ms' : 'timeouts.call_ms')))].join(' / ');
  if (timedOut.length === 0) return 'make the list answer in full';
  if (timedOut.length === reasons.length) return `if the server is slow rather than stuck, raise ${timeouts}`;
  return `make the list answer in full (and, if the server is slow rather than stuck, raise ${timeouts})`;
}
