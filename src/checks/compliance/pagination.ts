import type { Finding } from '../../rules/index.js';
import type { ProtocolProbes } from '../../snapshot/probes.js';
import { finding } from '../../rules/index.js';
import type { EmptyCursorFacts } from '../../rules/compliance.js';
import type { ListKind, Snapshot } from '../../snapshot/types.js';
import { isRecord, itemLabel } from '../../snapshot/view.js';

const server = { kind: 'server', name: 'server' } as const;
const LISTS: ListKind[] = ['tools', 'prompts', 'resources', 'resourceTemplates'];
/** Names shown per finding; the count says how many there were. */
const SHOWN = 10;

/** An item on two pages of one listing: the pages overlap. Single-page lists cannot, so they stay silent. */
export function checkPageOverlap(s: Snapshot): Finding[] {
  const out: Finding[] = [];
  for (const list of LISTS) {
    const pages = s.lists[list].pages.length;
    if (pages < 2) continue;
    const pagesOf = new Map<string, Set<number>>();
    for (const item of s[list]) {
      if (item.key === undefined) continue;
      const seen = pagesOf.get(item.key) ?? new Set<number>();
      seen.add(item.page);
      pagesOf.set(item.key, seen);
    }
    const repeated = [...pagesOf].filter(([, on]) => on.size > 1).map(([key]) => key);
    out.push(
      repeated.length > 0
        ? finding('pagination_duplicates', 'fail', { subject: server, args: { list, count: repeated.length, names: repeated.slice(0, SHOWN) } })
        : finding('pagination_duplicates', 'pass', { subject: server, args: { list, pages } }),
    );
  }
  return out;
}

/** A page that ended with `nextCursor: ""` must be followed by a request with `cursor: ""` that was answered. */
export function checkEmptyCursor(s: Snapshot): Finding[] {
  const out: Finding[] = [];
  for (const list of LISTS) {
    const trace = s.lists[list];
    trace.pages.forEach((page, i) => {
      if (page.nextCursor !== '') return;
      const next = trace.pages[i + 1];
      if (next?.cursorSent === '') {
        out.push(finding('empty_cursor_followed', 'pass', { subject: server, args: { list, page: i + 1, next: i + 2 } }));
        return;
      }
      // mcpward stopped before the next request (its deadline or page limit): not the server's doing.
      if (!next && (trace.stop === 'deadline' || trace.stop === 'page-cap')) return;
      out.push(finding('empty_cursor_followed', 'fail', { subject: server, args: { list, page: i + 1, ...whyNotFollowed(s, trace.stop, trace.errorSeq) } }));
    });
  }
  return out;
}

/**
 * Why the empty cursor was not followed, as a code (src/rules/compliance.ts words it) with the
 * failed request's answer as facts: `refused` (the request with `cursor: ""` failed),
 * `next-failed` (the next request failed), `cursor-loop`, `page-cap`, `not-followed`.
 */
function whyNotFollowed(s: Snapshot, stop: string, errorSeq: number | undefined): EmptyCursorFacts {
  if (stop === 'error') {
    const ex = s.exchanges.find((e) => e.seq === errorSeq);
    const sent = isRecord(ex?.params) ? ex.params.cursor : undefined;
    const answer = ex?.error ? { errorCode: ex.error.code, errorMessage: ex.error.message } : ex?.reason !== undefined ? { cause: ex.reason } : {};
    return { reason: sent === '' ? 'refused' : 'next-failed', ...answer };
  }
  if (stop === 'cursor-loop') return { reason: 'cursor-loop' };
  if (stop === 'page-cap') return { reason: 'page-cap' };
  return { reason: 'not-followed' };
}

/**
 * The second listing against the first: other tools is a failure (a page lost or an unstable
 * list), the same tools in another order a warning. A second listing stopped at its page bound
 * (SECOND_LISTING_PAGES) is compared with as many tools from the start of the first; one that
 * runs past the end of the first has added tools.
 */
export function checkSecondListing(s: Snapshot, probes: ProtocolProbes): Finding[] {
  const record = probes.probes.second_listing;
  const skip = (reason: string, stop?: string) => [finding('pagination_stable', 'skip', { subject: server, args: { skipped: true, reason, ...(stop === undefined ? {} : { stop }) } })];
  if (s.lists.tools.stop === 'not-advertised') return [];
  if (record.outcome.kind === 'skipped' || record.outcome.kind === 'unreachable') return skip(record.outcome.reason);
  if (record.outcome.kind !== 'listing') return skip('no-listing');
  if (s.lists.tools.stop !== 'end') return skip('first-not-ended', s.lists.tools.stop);
  const bounded = record.outcome.trace.stop === 'page-cap';
  if (record.outcome.trace.stop !== 'end' && !bounded) return skip('second-not-ended', record.outcome.trace.stop);
  const all = s.tools.map(itemLabel);
  const second = record.outcome.names;
  const first = bounded ? all.slice(0, second.length) : all;
  const missing = without(first, second);
  const added = without(second, first);
  if (missing.length > 0 || added.length > 0) {
    return [finding('pagination_stable', 'fail', { subject: server, args: { missing: missing.slice(0, SHOWN), added: added.slice(0, SHOWN) } })];
  }
  const position = first.findIndex((name, i) => second[i] !== name);
  if (position >= 0) {
    return [finding('pagination_stable', 'warn', { subject: server, args: { position: position + 1, first: first[position]!, second: second[position]! } })];
  }
  const partial = bounded && first.length < all.length ? { pages: record.outcome.trace.pages.length, of: all.length } : {};
  return [finding('pagination_stable', 'pass', { subject: server, args: { count: first.length, ...partial } })];
}

/** `a` minus `b`, counting repeats (a name listed twice in `a` and once in `b` is missing once). */
function without(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const name of b) left.set(name, (left.get(name) ?? 0) + 1);
  return a.filter((name) => {
    const n = left.get(name) ?? 0;
    if (n > 0) left.set(name, n - 1);
    return n === 0;
  });
}
