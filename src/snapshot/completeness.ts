import type { ListCompleteness, ListKind, ListRefusal, Snapshot } from './types.js';
import type { Exchange } from './wire.js';

const METHOD: Record<ListKind, string> = {
  tools: 'tools/list',
  prompts: 'prompts/list',
  resources: 'resources/list',
  resourceTemplates: 'resources/templates/list',
};

/** The lists in capture order. */
const LIST_KINDS: readonly ListKind[] = ['tools', 'prompts', 'resources', 'resourceTemplates'];

/**
 * Whether each list was read in full, from how its listing stopped. The one reading of a list
 * trace that the CLI (exit 2, baseline refusal) and drift (nothing reported removed) share.
 */
export function listCompleteness(s: Pick<Snapshot, 'lists' | 'exchanges'>): Record<ListKind, ListCompleteness> {
  return Object.fromEntries(LIST_KINDS.map((kind) => [kind, completenessOf(s, kind)])) as Record<ListKind, ListCompleteness>;
}

/** The incomplete lists only, in capture order. */
export function incompleteLists(s: Pick<Snapshot, 'lists' | 'exchanges'>): Array<{ list: ListKind } & Extract<ListCompleteness, { complete: false }>> {
  const all = listCompleteness(s);
  return LIST_KINDS.flatMap((list) => {
    const c = all[list];
    return c.complete ? [] : [{ list, ...c }];
  });
}

/**
 * The lists whose first page the server refused with a JSON-RPC error, with what it answered: the
 * capture holds them as definitive answers (the lockfile's `listErrors`).
 */
export function listRefusals(s: Pick<Snapshot, 'lists' | 'exchanges'>): Partial<Record<ListKind, ListRefusal>> {
  const all = listCompleteness(s);
  return Object.fromEntries(
    LIST_KINDS.flatMap((list) => {
      const c = all[list];
      return 'answer' in c ? [[list, { code: c.code, message: c.message }]] : [];
    }),
  ) as Partial<Record<ListKind, ListRefusal>>;
}

/**
 * A refusal: a well-formed JSON-RPC error (integer code) answering the first page. An error on a
 * later page leaves items unread, and anything that is not an answer (a timeout, a lost stream, a
 * malformed error) is what mcpward could not read: both stay gaps.
 */
export function listRefusalOf(ex: Exchange | undefined, firstPage: boolean): ListRefusal | undefined {
  if (!firstPage || ex?.outcome !== 'error' || !ex.error || !Number.isInteger(ex.error.code)) return undefined;
  return { code: ex.error.code, message: typeof ex.error.message === 'string' ? ex.error.message : '' };
}

function completenessOf(s: Pick<Snapshot, 'lists' | 'exchanges'>, kind: ListKind): ListCompleteness {
  const trace = s.lists[kind];
  const facts = { method: METHOD[kind], pages: trace.pages.length };
  switch (trace.stop) {
    case 'end':
    case 'not-advertised':
      return { complete: true };
    case 'page-cap':
    case 'cursor-loop':
    case 'deadline':
      return { complete: false, reason: trace.stop, ...facts };
    case 'error': {
      const ex = s.exchanges.find((e) => e.seq === trace.errorSeq);
      const refusal = listRefusalOf(ex, trace.pages.length === 0);
      if (refusal) return { complete: true, answer: 'listRefusal', ...refusal };
      if (ex?.outcome === 'timeout') return { complete: false, reason: 'timeout', ...facts, cause: ex.reason ?? 'timed out' };
      if (ex?.error) return { complete: false, reason: 'error', ...facts, error: { code: ex.error.code, message: String(ex.error.message) } };
      if (ex?.outcome === 'result') return { complete: false, reason: 'error', ...facts, notObject: true };
      return { complete: false, reason: 'error', ...facts, cause: ex?.reason ?? 'no answer' };
    }
  }
}
