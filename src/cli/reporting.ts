import type { IncompleteReason } from '../report/types.js';

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
