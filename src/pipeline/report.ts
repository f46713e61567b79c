/**
 * The report of one judged server, built the one way every command and the API build it: findings
 * sorted, summary counted, exit code derived; who the server is; why a run is incomplete; what a
 * failure that ended the run says. Pure.
 */

import { UserError } from '../errors.js';
import type { Command } from '../model.js';
import type { IncompleteReason, Report, ReviewData, ServerSummary } from '../report/types.js';
import { listGapText } from '../rules/drift.js';
import type { Finding } from '../rules/index.js';
import type { Quote } from '../rules/types.js';
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

/** An incomplete reason's message is plain text the reporters escape, as it always was: values unquoted. */
const asText: Quote = (value) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

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
    ...lists.map(({ list, complete: _, reason, ...facts }): IncompleteReason => ({ code: GAP_CODE[reason], list, message: listGapText({ gap: reason, ...facts }, asText) })),
    ...(evidence.deadline === undefined ? [] : [{ code: 'deadline' as const, message: evidence.deadline }]),
  ];
}
