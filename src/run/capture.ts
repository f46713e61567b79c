import type { Era } from '../model.js';
import type { Connection } from '../client/types.js';
import type { Exchange } from '../snapshot/wire.js';
import type { CapturedItem, ListKind, ListPage, ListTrace, Snapshot } from '../snapshot/types.js';
import { isRecord } from '../snapshot/view.js';

/** What each list is called on the wire, where its items live, and which capability advertises it. */
const LISTS: Record<ListKind, { method: string; field: string; capability: string; key: (raw: Record<string, unknown>) => unknown }> = {
  tools: { method: 'tools/list', field: 'tools', capability: 'tools', key: (r) => r.name },
  prompts: { method: 'prompts/list', field: 'prompts', capability: 'prompts', key: (r) => r.name },
  resources: { method: 'resources/list', field: 'resources', capability: 'resources', key: (r) => r.uri },
  resourceTemplates: {
    method: 'resources/templates/list',
    field: 'resourceTemplates',
    capability: 'resources',
    key: (r) => r.uriTemplate,
  },
};

export interface CaptureOptions {
  /** Stop following cursors after this many pages (a finding says so). */
  maxPages: number;
  /** Reports progress ("listing tools, page 3"); never part of the report. */
  onProgress?: (what: string) => void;
  /**
   * The run deadline: once it fires, the list being read stops as `deadline` and the lists not yet
   * read are not requested, so the capture returns what it has instead of errors it caused.
   */
  signal?: AbortSignal;
}

/** Validates one raw item against the official SDK's published schema, lazily loaded. */
type ItemValidator = (kind: ListKind | 'initialize' | 'discover', raw: unknown) => string[];

/**
 * Captures the server's whole surface once. Every list follows `nextCursor` while it is present and
 * not null (the empty string is a cursor too), and every item is kept raw so one malformed tool
 * becomes findings about that tool instead of hiding the others.
 */
export async function captureSnapshot(conn: Connection, options: CaptureOptions): Promise<Snapshot> {
  const validate = await loadValidator();
  const handshake = conn.handshake.result;
  const info = handshakeFacts(handshake, conn.era);
  const lists = {} as Record<ListKind, ListTrace>;
  const items = {} as Record<ListKind, CapturedItem[]>;
  for (const kind of Object.keys(LISTS) as ListKind[]) {
    const advertised = isRecord(info.capabilities[LISTS[kind].capability]);
    if (!advertised || options.signal?.aborted) {
      lists[kind] = { stop: advertised ? 'deadline' : 'not-advertised', pages: [] };
      items[kind] = [];
      continue;
    }
    const listed = await listPages(conn, kind, options, validate);
    lists[kind] = listed.trace;
    items[kind] = listed.items;
  }
  return {
    transport: conn.transport,
    era: conn.era,
    protocolVersion: conn.protocolVersion,
    ...(info.serverInfo ? { serverInfo: info.serverInfo } : {}),
    capabilities: info.capabilities,
    ...(info.instructions !== undefined ? { instructions: info.instructions } : {}),
    handshake,
    handshakeIssues: validate(conn.era === 'modern' ? 'discover' : 'initialize', handshake),
    tools: items.tools,
    prompts: items.prompts,
    resources: items.resources,
    resourceTemplates: items.resourceTemplates,
    lists,
    exchanges: [...conn.exchanges],
    ...(conn.era === 'legacy' && conn.eraDetection?.probeSeq !== undefined ? { legacyProbeSeq: conn.eraDetection.probeSeq } : {}),
    stdoutNoise: [...conn.stdoutNoise],
  };
}

/** Where server info, capabilities and instructions sit in each era's handshake result. */
function handshakeFacts(
  result: unknown,
  era: Era,
): { serverInfo?: Snapshot['serverInfo']; capabilities: Record<string, unknown>; instructions?: string } {
  const r = isRecord(result) ? result : {};
  const meta = isRecord(r._meta) ? r._meta : {};
  const info = era === 'modern' ? meta['io.modelcontextprotocol/serverInfo'] : r.serverInfo;
  return {
    ...(isRecord(info) ? { serverInfo: { name: info.name, version: info.version, title: info.title } } : {}),
    capabilities: isRecord(r.capabilities) ? r.capabilities : {},
    ...(typeof r.instructions === 'string' ? { instructions: r.instructions } : {}),
  };
}

/**
 * Lists one kind in full, following cursors exactly as received; used by the capture and by the
 * probe that lists again to check the order is stable.
 */
export async function listPages(
  conn: Connection,
  kind: ListKind,
  options: CaptureOptions & { timeoutMs?: number; keysOnly?: boolean },
  validate: ItemValidator = () => [],
): Promise<{ trace: ListTrace; items: CapturedItem[] }> {
  const spec = LISTS[kind];
  const pages: ListPage[] = [];
  const items: CapturedItem[] = [];
  const seenCursors = new Set<string>();
  const request = (cursor: string | null, page: number): Promise<Exchange> => {
    options.onProgress?.(`listing ${kind}, page ${page}`);
    return conn.request(spec.method, cursor === null ? {} : { cursor }, options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs });
  };
  let cursor: string | null = null;
  // The request for the next page is sent as soon as this page's cursor is known, before its items
  // are copied and checked against the SDK schema: the server prepares page n+1 while mcpward reads
  // page n (at 10,000 tools in 200 pages, that reading is most of the listing's own time). Which
  // requests are sent, in which order and with which cursors is unchanged: the stops below are
  // decided on the same facts (the pages kept so far, the signal), and nothing between the send and
  // the items awaits, so no timer can abort the signal in between.
  if (options.maxPages <= 0) return { trace: { stop: 'page-cap', pages }, items };
  if (options.signal?.aborted) return { trace: { stop: 'deadline', pages }, items };
  let pending: Promise<Exchange> | undefined = request(cursor, 1);
  while (pending) {
    const exchange: Exchange = await pending;
    pending = undefined;
    // The deadline closed the connection under this request: the list is cut short, not broken.
    if (options.signal?.aborted && exchange.outcome !== 'result') return { trace: { stop: 'deadline', pages }, items };
    if (exchange.outcome !== 'result' || !isRecord(exchange.result)) {
      return { trace: { stop: 'error', pages, errorSeq: exchange.seq }, items };
    }
    const result = exchange.result;
    const list = Array.isArray(result[spec.field]) ? (result[spec.field] as unknown[]) : [];
    const next = result.nextCursor;
    // Present and not null means "there is more", even for "" (PROTOCOL.md); a non-string cursor cannot be sent back.
    const more = next !== undefined && next !== null && typeof next === 'string';
    const loop = more && seenCursors.has(next);
    // This page counts once pushed below: another page fits while pages.length + 1 < maxPages.
    const capped = pages.length + 1 >= options.maxPages;
    const aborted = options.signal?.aborted === true;
    if (more && !loop && !capped && !aborted) {
      seenCursors.add(next);
      // Sent before this page is pushed: it is page pages.length + 2.
      pending = request(next, pages.length + 2);
    }
    for (const listed of list) {
      if (options.keysOnly) {
        // A relisting compared by key only (the pagination probe): copying and clipping each
        // descriptor would be work and memory spent on items nobody reads.
        const key = isRecord(listed) ? spec.key(listed) : undefined;
        items.push({ index: items.length, page: pages.length, raw: undefined, key: typeof key === 'string' ? key : undefined, sdkIssues: [] });
        continue;
      }
      // A descriptor nested deeper than any real schema is cut where it gets absurd, so the
      // recursive checks (and the SDK schema) never overflow the stack: that tool is reported,
      // every other tool is judged as usual.
      const { value: raw, clipped } = limitDepth(listed, MAX_ITEM_DEPTH);
      const key = isRecord(raw) ? spec.key(raw) : undefined;
      items.push({
        index: items.length,
        page: pages.length,
        raw,
        key: typeof key === 'string' ? key : undefined,
        sdkIssues: clipped ? [`nested deeper than ${MAX_ITEM_DEPTH} levels; the deeper part is not kept`] : validate(kind, raw),
      });
    }
    pages.push({
      cursorSent: cursor,
      nextCursor: result.nextCursor,
      itemCount: list.length,
      exchangeSeq: exchange.seq,
      ...('ttlMs' in result ? { ttlMs: result.ttlMs } : {}),
      ...('cacheScope' in result ? { cacheScope: result.cacheScope } : {}),
      ...('resultType' in result ? { resultType: result.resultType } : {}),
    });
    if (!more) return { trace: { stop: 'end', pages }, items };
    if (loop) return { trace: { stop: 'cursor-loop', pages }, items };
    if (capped) return { trace: { stop: 'page-cap', pages }, items };
    if (aborted) return { trace: { stop: 'deadline', pages }, items };
    cursor = next;
  }
  throw new Error('unreachable: every page either requests the next one or returns');
}

let validatorLoading: Promise<ItemValidator> | undefined;

/**
 * Starts loading the SDK schemas: the collector calls it once the server is starting, so their
 * ~100 ms of module evaluation overlaps the server's own start-up instead of following the handshake.
 */
export function preloadValidator(): void {
  void loadValidator().catch(() => undefined);
}

function loadValidator(): Promise<ItemValidator> {
  validatorLoading ??= importValidator();
  return validatorLoading;
}

async function importValidator(): Promise<ItemValidator> {
  // The SDK schemas (zod) are the heaviest import on this path, so they load only when a capture runs.
  const core = await import('@modelcontextprotocol/core');
  const schemas = {
    tools: core.ToolSchema,
    prompts: core.PromptSchema,
    resources: core.ResourceSchema,
    resourceTemplates: core.ResourceTemplateSchema,
    initialize: core.InitializeResultSchema,
    discover: core.DiscoverResultSchema,
  };
  const issuesOf = (kind: keyof typeof schemas, raw: unknown): string[] => {
    const parsed = schemas[kind].safeParse(raw);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  };
  // Generated servers send thousands of items that differ only in their name and description; the
  // schema's verdict on them is one (parsing each is most of the listing's time at 10,000 tools).
  const free = new Map((['tools', 'prompts', 'resources', 'resourceTemplates'] as const).map((kind) => [kind, freeStrings(schemas[kind])]));
  const seen = new Map<string, string[]>();
  return (kind, raw) => {
    const keys = free.get(kind as ListKind);
    if (!keys || keys.length === 0 || !isRecord(raw)) return issuesOf(kind, raw);
    // The item with its free strings blanked: any string passes there, so two items that differ
    // only in them get the same issues (an issue names a path, never another field's value).
    const blank: Record<string, unknown> = { ...raw };
    for (const k of keys) if (typeof blank[k] === 'string') blank[k] = '';
    const key = `${kind}\0${JSON.stringify(blank)}`;
    if (key.length > MAX_VERDICT_KEY) return issuesOf(kind, raw);
    let issues = seen.get(key);
    if (!issues) {
      issues = issuesOf(kind, raw);
      if (seen.size >= MAX_VERDICTS) seen.clear();
      seen.set(key, issues);
    }
    return [...issues];
  };
}

const MAX_VERDICTS = 1024;
const MAX_VERDICT_KEY = 16_384;

/**
 * The top-level fields of an SDK object schema that take any string at all (`z.string()`, optional
 * or not, without a format, a check or coercion), read from the schema itself so that an SDK that
 * constrains one (a pattern on `name`) gets it judged again. None for a schema with checks of its
 * own, which may read any field.
 */
function freeStrings(schema: unknown): string[] {
  const defOf = (s: unknown): Record<string, unknown> | undefined => {
    const zod = isRecord(s) ? s._zod : undefined;
    return isRecord(zod) && isRecord(zod.def) ? zod.def : undefined;
  };
  const def = defOf(schema);
  const shape = isRecord(schema) ? schema.shape : undefined;
  if (def?.type !== 'object' || (Array.isArray(def.checks) && def.checks.length > 0) || !isRecord(shape)) return [];
  return Object.keys(shape).filter((k) => {
    let d = defOf(shape[k]);
    if (d?.type === 'optional') d = defOf(d.innerType);
    return d?.type === 'string' && d.format === undefined && !d.coerce && !(Array.isArray(d.checks) && d.checks.length > 0);
  });
}

/** Deepest nesting of one listed item that mcpward keeps; real schemas stay far below it. */
export const MAX_ITEM_DEPTH = 256;

/** `value` with every object or array below `max` levels replaced by a string that says so. */
export function limitDepth(value: unknown, max: number): { value: unknown; clipped: boolean } {
  // Almost every item is far shallower: look before copying, so listing 10,000 tools does not
  // build (and collect) a copy of each.
  if (!deeperThan(value, max, 0)) return { value, clipped: false };
  let clipped = false;
  const walk = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (depth >= max) {
      clipped = true;
      return `[nested deeper than ${max} levels]`;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    const out: Record<string, unknown> = {};
    // defineProperty keeps a server-supplied `__proto__` key as data.
    for (const [k, x] of Object.entries(v)) Object.defineProperty(out, k, { value: walk(x, depth + 1), enumerable: true, writable: true, configurable: true });
    return out;
  };
  const result = walk(value, 0);
  return clipped ? { value: result, clipped } : { value, clipped };
}

/** Whether an object or array sits `max` levels down or deeper (where limitDepth cuts). */
function deeperThan(v: unknown, max: number, depth: number): boolean {
  if (v === null || typeof v !== 'object') return false;
  if (depth >= max) return true;
  for (const x of Array.isArray(v) ? v : Object.values(v)) if (deeperThan(x, max, depth + 1)) return true;
  return false;
}
