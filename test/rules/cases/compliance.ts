import type { CaseBook } from '../tester.js';
import type { Exchange, HttpFacts, JsonRpcError, TransportKind } from '../../../src/snapshot/wire.js';
import type { CapturedItem, ListKind, ListPage, ListTrace, Snapshot } from '../../../src/snapshot/types.js';
import { PROBE_NAMES, PROBE_VALUES, type HttpReply, type ProbeName, type ProbeOutcome, type ProtocolProbes } from '../../../src/snapshot/probes.js';
import { exchange, item, okTool, snapshot } from '../../support/snapshot.js';

// Evidence as the collector leaves it: one handshake, each advertised list followed page by page
// (every page an exchange of its own), and, where a rule needs them, the protocol probes made after.

const LEGACY = '2025-11-25';
const MODERN = '2026-07-28';
const INFO = { name: 'notes-server', version: '2.3.1' };
const INFO_KEY = 'io.modelcontextprotocol/serverInfo';
/** What a 2026-07-28 server puts on every cacheable result. */
const CACHE = { resultType: 'complete', ttlMs: 60_000, cacheScope: 'public' };
const TOOLS = [okTool('search_notes'), okTool('get_note')];

const METHOD: Record<ListKind, string> = { tools: 'tools/list', prompts: 'prompts/list', resources: 'resources/list', resourceTemplates: 'resources/templates/list' };
const EMPTY_LISTS = (): Snapshot['lists'] => ({
  tools: { stop: 'not-advertised', pages: [] },
  prompts: { stop: 'not-advertised', pages: [] },
  resources: { stop: 'not-advertised', pages: [] },
  resourceTemplates: { stop: 'not-advertised', pages: [] },
});

const httpFacts = (status: number): HttpFacts => ({
  status,
  contentType: 'application/json',
  headers: { 'content-type': 'application/json' },
  requestHeaders: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
});
const wire = (transport: TransportKind, status = 200): Partial<Exchange> => (transport === 'stdio' ? {} : { http: httpFacts(status) });
const nextSeq = (s: Snapshot) => Math.max(-1, ...s.exchanges.map((e) => e.seq)) + 1;
const dropUndefined = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined));

interface Surface {
  transport?: TransportKind;
  version?: string;
  capabilities?: Record<string, unknown>;
  /** `null`: the handshake carries none. */
  serverInfo?: Record<string, unknown> | null;
  /** Fields over (or, set to undefined, out of) the handshake result. */
  handshake?: Record<string, unknown>;
  handshakeIssues?: string[];
  /** The tools list, one page with two tools unless given, and how its capture ended. */
  tools?: Page[];
  toolsEnd?: ListEnd;
  /** A legacy server's answer to the `server/discover` era probe, the first exchange of the session. */
  eraProbe?: Partial<Exchange>;
}

/** A legacy server (initialize) as captured: a handshake and a one-page tools list. */
function legacy(o: Surface = {}): Snapshot {
  const transport = o.transport ?? 'stdio';
  const version = o.version ?? LEGACY;
  const capabilities = o.capabilities ?? { tools: { listChanged: true } };
  const info = o.serverInfo === undefined ? INFO : o.serverInfo;
  const handshake = dropUndefined({ protocolVersion: version, capabilities, ...(info === null ? {} : { serverInfo: info }), ...o.handshake });
  return surface(transport, 'legacy', version, handshake, info, o);
}

/** A 2026-07-28 server (server/discover) as captured: a complete discover result and a one-page tools list. */
function modern(o: Surface = {}): Snapshot {
  const transport = o.transport ?? 'http';
  const version = o.version ?? MODERN;
  const capabilities = o.capabilities ?? { tools: { listChanged: true } };
  const info = o.serverInfo === undefined ? INFO : o.serverInfo;
  const handshake = dropUndefined({ supportedVersions: [version], capabilities, ...(info === null ? {} : { _meta: { [INFO_KEY]: info } }), ...CACHE, ...o.handshake });
  return surface(transport, 'modern', version, handshake, info, o);
}

function surface(transport: TransportKind, era: 'legacy' | 'modern', version: string, handshake: Record<string, unknown>, info: Record<string, unknown> | null, o: Surface): Snapshot {
  const capabilities = (handshake.capabilities ?? {}) as Record<string, unknown>;
  const s = snapshot([], {
    transport,
    era,
    protocolVersion: version,
    capabilities,
    handshake,
    handshakeIssues: o.handshakeIssues ?? [],
    lists: EMPTY_LISTS(),
    exchanges: [
      ...(o.eraProbe ? [exchange({ seq: 0, method: 'server/discover', ...wire(transport, 400), ...o.eraProbe })] : []),
      exchange({ seq: o.eraProbe ? 1 : 0, method: era === 'modern' ? 'server/discover' : 'initialize', result: handshake, ...wire(transport) }),
    ],
    ...(o.eraProbe ? { legacyProbeSeq: 0 } : {}),
  });
  if (info === null) delete s.serverInfo;
  else s.serverInfo = { name: info.name, version: info.version, title: info.title };
  return 'tools' in capabilities ? list(s, 'tools', o.tools ?? [{ items: TOOLS }], o.toolsEnd) : s;
}

/** One page as the server answered it: its items, its `nextCursor`, and any other result field. */
interface Page {
  items: unknown[];
  next?: unknown;
  extra?: Record<string, unknown>;
}

/** How capture ended a list: `stop` as it recorded it, or `error`, the answer to the request after the last page. */
type ListEnd = { stop?: 'end' | 'cursor-loop' | 'page-cap'; error?: JsonRpcError };

/** Captures one list page by page the way capture does: the cursor sent is the previous page's `nextCursor`. */
function list(s: Snapshot, kind: ListKind, pages: Page[], end: ListEnd = {}): Snapshot {
  const exchanges = [...s.exchanges];
  const items: CapturedItem[] = [];
  const trace: ListPage[] = [];
  let cursor: string | null = null;
  let seq = nextSeq(s);
  pages.forEach((page, p) => {
    const result = dropUndefined({ [kind]: page.items, nextCursor: page.next, ...(s.era === 'modern' ? CACHE : {}), ...page.extra });
    exchanges.push(exchange({ seq, method: METHOD[kind], params: cursor === null ? {} : { cursor }, result, ...wire(s.transport) }));
    for (const raw of page.items) items.push(item(raw, items.length, p));
    const meta = Object.fromEntries((['ttlMs', 'cacheScope', 'resultType'] as const).filter((k) => k in result).map((k) => [k, result[k]]));
    trace.push({ cursorSent: cursor, nextCursor: result.nextCursor, itemCount: page.items.length, exchangeSeq: seq++, ...meta });
    cursor = typeof result.nextCursor === 'string' ? result.nextCursor : null;
  });
  let listTrace: ListTrace = { stop: end.stop ?? 'end', pages: trace };
  if (end.error) {
    exchanges.push(exchange({ seq, method: METHOD[kind], params: cursor === null ? {} : { cursor }, outcome: 'error', result: undefined, error: end.error, ...wire(s.transport) }));
    listTrace = { stop: 'error', pages: trace, errorSeq: seq };
  }
  return { ...s, [kind]: items, lists: { ...s.lists, [kind]: listTrace }, exchanges };
}

const reply = (status: number, messages: unknown[] = [], body = messages.length > 0 ? JSON.stringify(messages[0]) : '', contentType?: string): HttpReply => ({
  status,
  ...(contentType ? { contentType } : messages.length > 0 ? { contentType: 'application/json' } : {}),
  messages,
  bodySnippet: body,
});

/** An exchange a probe made, answered with a result or an error, over the snapshot's transport. */
function answered(s: Snapshot, method: string, answer: { result?: unknown; error?: JsonRpcError; status?: number }): ProbeOutcome {
  const base = { seq: 900, method, ...wire(s.transport, answer.status ?? 200) };
  return {
    kind: 'exchange',
    exchange: answer.error ? exchange({ ...base, outcome: 'error', result: undefined, error: answer.error }) : exchange({ ...base, outcome: 'result', result: answer.result ?? {} }),
  };
}

/** The protocol probes as a well-behaved server of the snapshot's era and transport leaves them; override any. */
function probesOf(s: Snapshot, outcomes: Partial<Record<ProbeName, ProbeOutcome>> = {}): ProtocolProbes {
  const modernEra = s.era === 'modern';
  const http = s.transport === 'http';
  const noHttp = `the ${s.transport} transport has no Streamable HTTP endpoint`;
  const skipped = (reason: string): ProbeOutcome => ({ kind: 'skipped', reason });
  const tools = s.lists.tools.stop !== 'not-advertised';
  const ok = (result: unknown) => reply(200, [{ jsonrpc: '2.0', id: 'mcpward-probe-control', result }]);
  const defaults: Record<ProbeName, ProbeOutcome> = {
    second_listing: tools ? { kind: 'listing', trace: s.lists.tools, names: s.tools.map((t) => t.key ?? `#${t.index}`) } : skipped('the server does not advertise tools'),
    unknown_method: answered(s, PROBE_VALUES.unknownMethod, { error: { code: -32601, message: 'Method not found' }, status: modernEra ? 404 : 200 }),
    invalid_cursor: tools ? answered(s, 'tools/list', { error: { code: -32602, message: 'Invalid cursor' }, status: modernEra ? 400 : 200 }) : skipped('the server does not advertise tools'),
    unsupported_version: modernEra
      ? answered(s, 'server/discover', { error: { code: -32022, message: 'Unsupported protocol version', data: { supported: [MODERN], requested: PROBE_VALUES.unknownVersion } }, status: 400 })
      : skipped(`a legacy server negotiates its version in initialize (${s.protocolVersion})`),
    initialize_unknown_version: modernEra
      ? skipped(`there is no initialize in ${s.protocolVersion}`)
      : http
        ? { kind: 'http', reply: reply(200, [{ jsonrpc: '2.0', id: 'mcpward-probe-initialize', result: { protocolVersion: LEGACY, capabilities: s.capabilities, serverInfo: INFO } }]) }
        : skipped(`${noHttp}: a second initialize would re-initialize the live session`),
    ping: modernEra ? skipped(`ping was removed in ${s.protocolVersion}`) : answered(s, 'ping', { result: {} }),
    foreign_origin: http ? { kind: 'http', reply: reply(403, [], 'Forbidden', 'text/plain'), control: ok(modernEra ? s.handshake : {}) } : skipped(noHttp),
    foreign_host: http ? { kind: 'http', reply: reply(403, [], 'Forbidden', 'text/plain'), control: ok(modernEra ? s.handshake : {}) } : skipped(noHttp),
    http_get: modernEra ? (http ? { kind: 'http', reply: reply(405, [], '', 'text/plain') } : skipped(noHttp)) : skipped(`a ${s.protocolVersion} server may answer GET with an SSE stream`),
    notification_post: http ? { kind: 'http', reply: reply(202) } : skipped(noHttp),
  };
  const all = { ...defaults, ...outcomes };
  return {
    era: s.era,
    transport: s.transport,
    protocolVersion: s.protocolVersion,
    probes: Object.fromEntries(PROBE_NAMES.map((name) => [name, { name, outcome: all[name] }])) as ProtocolProbes['probes'],
  };
}

/** The snapshot and its probes, for the probe rules. */
const probed = (s: Snapshot, outcomes: Partial<Record<ProbeName, ProbeOutcome>> = {}) => ({ snapshot: s, probes: probesOf(s, outcomes) });

/**
 * The snapshot with one `tools/call` after the capture, as the collector records it in
 * `evidence.exchanges` (every exchange of the main connection); the capture's record stays as it was.
 */
const withCall = (s: Snapshot, answer: Partial<Exchange>) => ({
  snapshot: s,
  exchanges: [...s.exchanges, exchange({ seq: 950, method: 'tools/call', params: { name: 'search_notes', arguments: {} }, ...wire(s.transport), ...answer })],
});

const note = (n: number) => okTool(`note_${n}`);
const prompt = (name: string) => ({ name, description: `The ${name} prompt.`, arguments: [{ name: 'topic', required: true }] });
const resource = (n: number) => ({ uri: `notes://note/${n}`, name: `note ${n}`, mimeType: 'text/markdown' });
/** A server that keeps handing out a fresh cursor and an empty page. */
const endless = Array.from({ length: 1000 }, (_, i): Page => ({ items: [], next: `page-${i + 2}` }));
/** A DNS-rebinding probe's reply (a plain-text body, or JSON-RPC messages), after a control request that was served. */
const foreign = (status: number, body: string | unknown[]): ProbeOutcome => ({
  kind: 'http',
  reply: typeof body === 'string' ? reply(status, [], body, 'text/plain') : reply(status, body),
  control: reply(200, [{ jsonrpc: '2.0', id: 'mcpward-probe-control', result: {} }]),
});

export const complianceCases: CaseBook = {
  handshake: {
    valid: [
      { name: 'an initialize result the SDK schema accepts', evidence: { snapshot: legacy() } },
      { name: 'a complete server/discover result', evidence: { snapshot: modern() } },
    ],
    invalid: [
      {
        name: 'an initialize result without capabilities',
        evidence: { snapshot: legacy({ capabilities: {}, handshake: { capabilities: undefined }, handshakeIssues: ['capabilities: Invalid input: expected object, received undefined'] }) },
      },
      {
        name: 'a server/discover result without supportedVersions',
        evidence: { snapshot: modern({ handshake: { supportedVersions: undefined }, handshakeIssues: ['supportedVersions: Invalid input: expected array, received undefined'] }) },
        also: ['discover_complete'],
      },
    ],
  },

  protocol_version_known: {
    valid: [
      { name: 'an older published revision', evidence: { snapshot: legacy({ version: '2025-06-18' }) } },
      { name: 'the 2026-07-28 revision', evidence: { snapshot: modern() } },
    ],
    invalid: [{ name: 'a version that is no published revision', evidence: { snapshot: legacy({ version: '2025-09-01' }) } }],
  },

  server_info: {
    valid: [{ name: 'name and version', evidence: { snapshot: legacy() } }],
    invalid: [
      { name: 'an empty version string (the SDK schema accepts it)', evidence: { snapshot: legacy({ serverInfo: { name: 'notes-server', version: '' } }) } },
      { name: 'no serverInfo at all', evidence: { snapshot: legacy({ serverInfo: null, handshakeIssues: ['serverInfo: Invalid input: expected object, received undefined'] }) }, also: ['handshake'] },
      {
        name: 'a modern server without server info in _meta',
        evidence: { snapshot: modern({ serverInfo: null }) },
        also: ['discover_complete'],
      },
    ],
  },

  capabilities_consistent: {
    valid: [
      { name: 'advertised tools and prompts both answer', evidence: { snapshot: list(legacy({ capabilities: { tools: {}, prompts: {} } }), 'prompts', [{ items: [prompt('summarize')] }]) } },
      { name: 'a capability that is not advertised is not requested', evidence: { snapshot: legacy({ capabilities: { tools: {} } }) } },
    ],
    invalid: [
      {
        name: 'prompts advertised but prompts/list is not implemented: low, nothing is hidden behind -32601',
        evidence: { snapshot: list(legacy({ capabilities: { tools: {}, prompts: {} } }), 'prompts', [], { error: { code: -32601, message: 'Method not found' } }) },
        expect: { severity: 'low', args: { method: 'prompts/list', code: -32601 } },
      },
      {
        name: 'resources listed, resources/templates/list refused with -32601: low, and the Python low-level Server default named',
        evidence: {
          snapshot: list(list(legacy({ capabilities: { tools: {}, resources: {} } }), 'resources', [{ items: [resource(1)] }]), 'resourceTemplates', [], {
            error: { code: -32601, message: 'Method not found' },
          }),
        },
        expect: { severity: 'low', args: { method: 'resources/templates/list', sdk: 'sdk-lowlevel' } },
      },
      {
        name: 'tools/list answers -32603 on its first page: high, the tools are hidden behind the error',
        evidence: { snapshot: legacy({ tools: [], toolsEnd: { error: { code: -32603, message: 'Internal error' } } }) },
        expect: { severity: 'high', args: { method: 'tools/list', code: -32603 } },
      },
      {
        name: 'prompts/list never answered: high (and the capture is incomplete)',
        evidence: {
          snapshot: (() => {
            const s = legacy({ capabilities: { tools: {}, prompts: {} } });
            const ex = exchange({ seq: 50, method: 'prompts/list', outcome: 'timeout', reason: 'no response within 50 ms (timeouts.call_ms)' });
            return { ...s, lists: { ...s.lists, prompts: { stop: 'error' as const, pages: [], errorSeq: 50 } }, exchanges: [...s.exchanges, ex] };
          })(),
        },
        expect: { severity: 'high', args: { method: 'prompts/list' } },
      },
    ],
  },

  jsonrpc_stream: {
    valid: [
      { name: 'every answer matched a request, once', evidence: { snapshot: legacy(), wire: [] } },
      { name: 'answers out of order are a stated fact, never a warning', evidence: { snapshot: legacy(), wire: [{ kind: 'out-of-order', count: 1, first: 'the answer to tools/call (id 5) came before the answer to tools/call (id 4)' }] } },
      { name: 'stdio noise is left to stdout_noise', evidence: { snapshot: { ...legacy(), stdoutNoise: ['banner'] }, wire: [{ kind: 'noise', count: 1, first: 'banner' }] }, also: ['stdout_noise'] },
    ],
    invalid: [
      { name: 'stray answers to ids never sent (1e400, a 30-digit integer)', evidence: { snapshot: legacy(), wire: [{ kind: 'unknown-id', count: 2, first: 'id 1e400' }] } },
      { name: 'every answer written twice', evidence: { snapshot: legacy(), wire: [{ kind: 'duplicate', count: 4, first: 'id 1' }] } },
      { name: 'an answer after its request timed out', evidence: { snapshot: legacy(), wire: [{ kind: 'late', count: 1, first: 'id 1' }] } },
      { name: 'bytes that are not UTF-8 and a line too long', evidence: { snapshot: legacy(), wire: [{ kind: 'invalid-utf8', count: 1, first: 'not \ufffd' }, { kind: 'over-long', count: 1, first: '67108865 bytes or more: xxxx' }] } },
      { name: 'a tools/list nested 10,000 levels deep', evidence: { snapshot: legacy(), wire: [{ kind: 'too-deep', count: 1, first: 'a message nested deeper than 512 levels' }] } },
      { name: 'event data that is not JSON-RPC on HTTP', evidence: { snapshot: legacy({ transport: 'http' }), wire: [{ kind: 'noise', count: 3, first: 'hello' }] } },
    ],
  },

  jsonrpc_framing: {
    valid: [
      { name: 'every response well-framed', evidence: { snapshot: legacy() } },
      {
        name: 'a legacy server’s mis-framed answer to the era probe is not judged',
        evidence: {
          snapshot: legacy({
            eraProbe: { outcome: 'error', result: undefined, error: { code: -32601, message: 'Method not found' }, framingIssues: [{ code: 'id-not-echoed', sent: 0, got: null }] },
          }),
        },
      },
    ],
    invalid: [
      {
        name: 'responses without "jsonrpc": "2.0"',
        evidence: { snapshot: ((s) => ({ ...s, exchanges: s.exchanges.map((e) => ({ ...e, framingIssues: [{ code: 'jsonrpc-missing' }] })) }))(legacy()) },
      },
      {
        name: 'a tools/call response after the capture whose id is not echoed',
        evidence: withCall(legacy(), { result: { content: [] }, framingIssues: [{ code: 'id-not-echoed', sent: 950, got: '950' }] }),
      },
      {
        name: 'a tools/list response carrying both result and error',
        evidence: { snapshot: ((s) => ({ ...s, exchanges: s.exchanges.map((e) => (e.method === 'tools/list' ? { ...e, framingIssues: [{ code: 'result-and-error' }] } : e)) }))(legacy()) },
      },
    ],
  },

  pagination_terminates: {
    valid: [
      { name: 'three pages, the last without nextCursor', evidence: { snapshot: legacy({ tools: [{ items: [note(1)], next: 'c2' }, { items: [note(2)], next: 'c3' }, { items: [note(3)] }] }) } },
      { name: 'nextCursor null on the last page', evidence: { snapshot: legacy({ tools: [{ items: [note(1)], next: 'c2' }, { items: [note(2)], next: null }] }) } },
      // mcpward's page limit is not the server's fault: a skip, and the run is incomplete instead.
      { name: 'a fresh cursor and an empty page, still going at mcpward’s page limit (not judged)', evidence: { snapshot: legacy({ tools: endless, toolsEnd: { stop: 'page-cap' } }) } },
    ],
    invalid: [
      {
        name: 'a cursor that points back at itself',
        evidence: { snapshot: legacy({ tools: [{ items: [note(1)], next: 'c2' }, { items: [note(2)], next: 'c2' }], toolsEnd: { stop: 'cursor-loop' } }) },
      },
      {
        name: 'a server that ignores the cursor and serves page one again',
        evidence: { snapshot: legacy({ tools: [{ items: [note(1), note(2)], next: 'c2' }, { items: [note(1), note(2)], next: 'c2' }], toolsEnd: { stop: 'cursor-loop' } }) },
        also: ['pagination_duplicates'],
      },
    ],
  },

  stdout_noise: {
    valid: [
      { name: 'a stdio server that logs to stderr only', evidence: { snapshot: legacy() } },
      { name: 'not applicable over Streamable HTTP', evidence: { snapshot: legacy({ transport: 'http' }) } },
    ],
    invalid: [
      { name: 'a startup banner on stdout', evidence: { snapshot: { ...legacy(), stdoutNoise: ['Notes MCP server running on stdio'] } } },
      { name: 'structured log lines that are JSON but not JSON-RPC', evidence: { snapshot: { ...legacy(), stdoutNoise: ['{"level":"info","msg":"listening","pid":4242}', '{"level":"debug","msg":"tools registered","count":2}'] } } },
    ],
  },

  unknown_method: {
    valid: [
      { name: 'error -32601', evidence: probed(legacy()) },
      { name: 'error -32601 with HTTP 404 on modern Streamable HTTP', evidence: probed(modern()) },
    ],
    invalid: [
      {
        name: 'an empty result: high, the client takes the method for a working one',
        evidence: probed(legacy(), { unknown_method: answered(legacy(), PROBE_VALUES.unknownMethod, { result: {} }) }),
        findings: [{ status: 'fail', severity: 'high', subject: 'server:server', args: { expected: 'error-32601', actual: 'result', sdk: undefined } }],
      },
      {
        name: 'no answer (the Python mcp 1.8 server hangs): high',
        evidence: probed(legacy(), { unknown_method: { kind: 'exchange', exchange: exchange({ seq: 900, method: PROBE_VALUES.unknownMethod, outcome: 'timeout', reason: 'no response within 50 ms (timeouts.call_ms)' }) } }),
        findings: [{ status: 'fail', severity: 'high', args: { expected: 'error-32601', actual: 'no-answer', cause: 'no response within 50 ms (timeouts.call_ms)' } }],
      },
      {
        name: 'error -32603 from a catch-all handler: low, still an error',
        evidence: probed(legacy(), { unknown_method: answered(legacy(), PROBE_VALUES.unknownMethod, { error: { code: -32603, message: 'Internal error' } }) }),
        findings: [{ status: 'fail', variant: 'other-error', args: { expected: 'error-32601', actual: 'error', errorCode: -32603, errorMessage: 'Internal error', sdk: undefined } }],
      },
      {
        name: 'error -32602 "Invalid request parameters": low, and the Python mcp SDK 1.x named',
        evidence: probed(legacy(), { unknown_method: answered(legacy(), PROBE_VALUES.unknownMethod, { error: { code: -32602, message: 'Invalid request parameters' } }) }),
        findings: [{ status: 'fail', variant: 'other-error', args: { sdk: 'python-mcp-1' } }],
      },
      {
        name: 'error -32602 with another text: low, no SDK named',
        evidence: probed(legacy(), { unknown_method: answered(legacy(), PROBE_VALUES.unknownMethod, { error: { code: -32602, message: 'Invalid params' } }) }),
        findings: [{ status: 'fail', variant: 'other-error', args: { sdk: undefined } }],
      },
      {
        name: 'error -32601 but HTTP 200 on modern Streamable HTTP: low',
        evidence: probed(modern(), { unknown_method: answered(modern(), PROBE_VALUES.unknownMethod, { error: { code: -32601, message: 'Method not found' }, status: 200 }) }),
        findings: [{ status: 'fail', variant: 'other-error', args: { expected: 'error-32601-http-404', actual: 'error', errorCode: -32601, status: 200 } }],
      },
    ],
  },

  invalid_cursor: {
    valid: [
      { name: 'error -32602', evidence: probed(legacy()) },
      { name: 'a prompts-only server has no tools list to probe', evidence: probed(list(legacy({ capabilities: { prompts: {} } }), 'prompts', [{ items: [prompt('summarize')] }])) },
    ],
    invalid: [
      {
        name: 'the cursor is ignored and page one served',
        evidence: probed(legacy(), { invalid_cursor: answered(legacy(), 'tools/list', { result: { tools: TOOLS } }) }),
      },
      {
        name: 'a generic server error instead of -32602',
        evidence: probed(legacy(), { invalid_cursor: answered(legacy(), 'tools/list', { error: { code: -32603, message: 'Cannot decode cursor' } }) }),
      },
    ],
  },

  pagination_duplicates: {
    valid: [
      { name: 'two pages, no item on both', evidence: { snapshot: legacy({ tools: [{ items: [note(1), note(2)], next: 'c2' }, { items: [note(3)] }] }) } },
      {
        name: 'resources on two pages, distinct URIs',
        evidence: { snapshot: list(legacy({ capabilities: { tools: {}, resources: {} } }), 'resources', [{ items: [resource(1)], next: 'r2' }, { items: [resource(2)] }]) },
      },
    ],
    invalid: [
      {
        name: 'the last tool of page one opens page two (an off-by-one cursor)',
        evidence: { snapshot: legacy({ tools: [{ items: [note(1), note(2)], next: 'c2' }, { items: [note(2), note(3)] }] }) },
      },
      {
        name: 'a resource URI on two pages',
        evidence: { snapshot: list(legacy({ capabilities: { tools: {}, resources: {} } }), 'resources', [{ items: [resource(1), resource(2)], next: 'r2' }, { items: [resource(2)] }]) },
      },
    ],
  },

  pagination_stable: {
    valid: [
      { name: 'the same tools in the same order twice', evidence: probed(legacy({ tools: [{ items: [note(1), note(2)], next: 'c2' }, { items: [note(3)] }] })) },
    ],
    invalid: [
      {
        name: 'a tool missing from the second listing',
        // The second time, page one came back without a nextCursor: page two was lost.
        evidence: probed(legacy({ tools: [{ items: [note(1), note(2)], next: 'c2' }, { items: [note(3)] }] }), {
          second_listing: { kind: 'listing', trace: { stop: 'end', pages: [{ cursorSent: null, nextCursor: undefined, itemCount: 2, exchangeSeq: 901 }] }, names: ['note_1', 'note_2'] },
        }),
      },
      {
        name: 'the same tools in another order',
        evidence: ((s) => probed(s, { second_listing: { kind: 'listing', trace: s.lists.tools, names: ['note_2', 'note_1', 'note_3'] } }))(
          legacy({ tools: [{ items: [note(1), note(2)], next: 'c2' }, { items: [note(3)] }] }),
        ),
      },
    ],
  },

  empty_cursor_followed: {
    valid: [{ name: 'nextCursor "" is followed by a request with cursor ""', evidence: { snapshot: legacy({ tools: [{ items: [note(1)], next: '' }, { items: [note(2)] }] }) } }],
    invalid: [
      {
        name: 'the server refuses the empty cursor it issued',
        evidence: { snapshot: legacy({ tools: [{ items: [note(1)], next: '' }], toolsEnd: { error: { code: -32602, message: 'Invalid cursor' } } }) },
        also: ['capabilities_consistent'],
      },
      {
        name: 'the empty cursor issued twice (a loop)',
        evidence: { snapshot: legacy({ tools: [{ items: [note(1)], next: '' }, { items: [note(2)], next: '' }], toolsEnd: { stop: 'cursor-loop' } }) },
        also: ['pagination_terminates'],
      },
    ],
  },

  result_type: {
    valid: [
      { name: 'resultType "complete" on every result', evidence: probed(modern()) },
      { name: 'a legacy server’s results carry no resultType: not applicable', evidence: probed(legacy({ transport: 'http' })) },
    ],
    invalid: [
      { name: 'a tools/list result without resultType', evidence: { snapshot: modern({ tools: [{ items: TOOLS, extra: { resultType: undefined } }] }) } },
      { name: 'a tools/call result without resultType', evidence: { ...probed(modern()), ...withCall(modern(), { result: { content: [], isError: false } }) } },
      { name: 'an unknown resultType and no extension advertised', evidence: { snapshot: modern({ tools: [{ items: TOOLS, extra: { resultType: 'done' } }] }) } },
      {
        name: 'the unknown-method probe answered with a result without resultType',
        evidence: probed(modern(), { unknown_method: answered(modern(), PROBE_VALUES.unknownMethod, { result: {} }) }),
        also: ['unknown_method'],
      },
    ],
  },

  cache_fields: {
    valid: [
      { name: 'ttlMs and cacheScope on every page', evidence: { snapshot: modern({ tools: [{ items: [note(1)], next: 'c2' }, { items: [note(2)] }] }) } },
      { name: 'ttlMs 0 (always re-fetch) and a private scope', evidence: { snapshot: modern({ tools: [{ items: TOOLS, extra: { ttlMs: 0, cacheScope: 'private' } }] }) } },
    ],
    invalid: [
      { name: 'the second page without ttlMs', evidence: { snapshot: modern({ tools: [{ items: [note(1)], next: 'c2' }, { items: [note(2)], extra: { ttlMs: undefined } }] }) } },
      { name: 'ttlMs as a string', evidence: { snapshot: modern({ tools: [{ items: TOOLS, extra: { ttlMs: '60000' } }] }) } },
      { name: 'a cacheScope that is neither public nor private', evidence: { snapshot: modern({ tools: [{ items: TOOLS, extra: { cacheScope: 'shared' } }] }) } },
    ],
  },

  cache_scope_consistent: {
    valid: [
      { name: 'every page private', evidence: { snapshot: modern({ tools: [{ items: [note(1)], next: 'c2', extra: { cacheScope: 'private' } }, { items: [note(2)], extra: { cacheScope: 'private' } }] }) } },
      { name: 'a single page has nothing to disagree with', evidence: { snapshot: modern() } },
    ],
    invalid: [
      {
        name: 'page one public, page two private',
        evidence: { snapshot: modern({ tools: [{ items: [note(1)], next: 'c2' }, { items: [note(2)], extra: { cacheScope: 'private' } }] }) },
      },
    ],
  },

  discover_complete: {
    valid: [{ name: 'versions, capabilities, server info and cache fields', evidence: { snapshot: modern() } }],
    invalid: [
      { name: 'supportedVersions without the version in use', evidence: { snapshot: modern({ handshake: { supportedVersions: ['2025-11-25', '2025-06-18'] } }) } },
      { name: 'no ttlMs and cacheScope on the discover result (the SDK schema accepts it)', evidence: { snapshot: modern({ handshake: { ttlMs: undefined, cacheScope: undefined } }) } },
      { name: 'an empty supportedVersions list', evidence: { snapshot: modern({ handshake: { supportedVersions: [] } }) } },
    ],
  },

  unsupported_version: {
    valid: [
      { name: 'error -32022 with supported and requested, HTTP 400', evidence: probed(modern()) },
      { name: 'over stdio there is no HTTP status to check', evidence: probed(modern({ transport: 'stdio' })) },
    ],
    invalid: [
      {
        name: 'error -32602 instead of -32022',
        evidence: probed(modern(), { unsupported_version: answered(modern(), 'server/discover', { error: { code: -32602, message: 'Unsupported protocol version: 1999-01-01' }, status: 400 }) }),
      },
      {
        name: 'error -32022 without data.requested',
        evidence: probed(modern(), { unsupported_version: answered(modern(), 'server/discover', { error: { code: -32022, message: 'Unsupported protocol version', data: { supported: [MODERN] } }, status: 400 }) }),
      },
      {
        name: 'served on the live stdio session though rejected as the first request of a fresh connection (the 2.x SDK stdio entry)',
        evidence: ((s) => {
          const evidence = probed(s, { unsupported_version: answered(s, 'server/discover', { result: s.handshake }) });
          evidence.probes.probes.unsupported_version.firstRequest = answered(s, 'server/discover', {
            error: { code: -32022, message: 'Unsupported protocol version', data: { supported: [MODERN], requested: PROBE_VALUES.unknownVersion } },
          });
          return evidence;
        })(modern({ transport: 'stdio' })),
      },
      {
        name: 'error -32022 with HTTP 200',
        evidence: probed(modern(), {
          unsupported_version: answered(modern(), 'server/discover', {
            error: { code: -32022, message: 'Unsupported protocol version', data: { supported: [MODERN], requested: PROBE_VALUES.unknownVersion } },
            status: 200,
          }),
        }),
      },
    ],
  },

  reserved_error_code: {
    valid: [
      { name: 'only codes the spec defines (-32601, -32602, -32022)', evidence: probed(modern()) },
      { name: 'a server-defined code outside the reserved range', evidence: probed(modern(), { foreign_origin: foreign(403, [{ jsonrpc: '2.0', id: null, error: { code: -32001, message: 'Origin not allowed' } }]) }) },
    ],
    invalid: [
      {
        name: 'a made-up code from the reserved range in a 403 body',
        evidence: probed(modern(), { foreign_origin: foreign(403, [{ jsonrpc: '2.0', id: null, error: { code: -32030, message: 'Origin not allowed' } }]) }),
      },
      {
        name: 'a tools/call answered with the undefined reserved -32050',
        evidence: { ...probed(modern()), ...withCall(modern(), { outcome: 'error', result: undefined, error: { code: -32050, message: 'Rate limited' } }) },
      },
      {
        name: 'a prompts/list failure with a reserved-range code',
        evidence: probed(list(modern({ capabilities: { tools: {}, prompts: {} } }), 'prompts', [], { error: { code: -32050, message: 'Prompts are disabled' } })),
        also: ['capabilities_consistent'],
      },
      {
        name: 'the retired -32002 for an unknown cursor',
        evidence: probed(modern(), { invalid_cursor: answered(modern(), 'tools/list', { error: { code: -32002, message: 'Cursor not found' }, status: 400 }) }),
        also: ['invalid_cursor'],
      },
    ],
  },

  initialize_version_fallback: {
    valid: [{ name: 'answered with the latest version the server supports', evidence: probed(legacy({ transport: 'http' })) }],
    invalid: [
      {
        name: 'the unknown version echoed back',
        evidence: probed(legacy({ transport: 'http' }), {
          initialize_unknown_version: { kind: 'http', reply: reply(200, [{ jsonrpc: '2.0', id: 'mcpward-probe-initialize', result: { protocolVersion: PROBE_VALUES.unknownVersion, capabilities: {}, serverInfo: INFO } }]) },
        }),
      },
      {
        name: 'an error instead of a fallback version',
        evidence: probed(legacy({ transport: 'http' }), {
          initialize_unknown_version: { kind: 'http', reply: reply(400, [{ jsonrpc: '2.0', id: 'mcpward-probe-initialize', error: { code: -32602, message: 'Unsupported protocol version' } }]) },
        }),
      },
    ],
  },

  ping: {
    valid: [
      { name: 'an empty result', evidence: probed(legacy()) },
      { name: 'an empty result with only _meta', evidence: probed(legacy(), { ping: answered(legacy(), 'ping', { result: { _meta: {} } }) }) },
    ],
    invalid: [
      { name: 'a result with a status field', evidence: probed(legacy(), { ping: answered(legacy(), 'ping', { result: { status: 'ok' } }) }) },
      { name: 'ping not implemented', evidence: probed(legacy(), { ping: answered(legacy(), 'ping', { error: { code: -32601, message: 'Method not found' } }) }) },
    ],
  },

  origin_validation: {
    valid: [{ name: 'a foreign Origin gets 403', evidence: probed(legacy({ transport: 'http' })) }],
    invalid: [
      { name: 'a foreign Origin is served', evidence: probed(legacy({ transport: 'http' }), { foreign_origin: foreign(200, [{ jsonrpc: '2.0', id: 'mcpward-probe-origin', result: {} }]) }) },
      { name: 'a foreign Origin refused with 400, not 403', evidence: probed(legacy({ transport: 'http' }), { foreign_origin: foreign(400, 'Bad Request') }) },
    ],
  },

  host_validation: {
    valid: [
      { name: 'a foreign Host gets 403', evidence: probed(legacy({ transport: 'http' })) },
      { name: 'a foreign Host gets 421 Misdirected Request', evidence: probed(modern(), { foreign_host: foreign(421, 'Misdirected Request') }) },
    ],
    invalid: [{ name: 'a foreign Host is served', evidence: probed(legacy({ transport: 'http' }), { foreign_host: foreign(200, [{ jsonrpc: '2.0', id: 'mcpward-probe-host', result: {} }]) }) }],
  },

  get_not_allowed: {
    valid: [{ name: 'GET gets 405', evidence: probed(modern()) }],
    invalid: [
      { name: 'GET opens an SSE stream', evidence: probed(modern(), { http_get: { kind: 'http', reply: reply(200, [], '', 'text/event-stream') } }) },
      { name: 'GET gets 404', evidence: probed(modern(), { http_get: { kind: 'http', reply: reply(404, [], 'Not Found', 'text/plain') } }) },
    ],
  },

  notification_accepted: {
    valid: [
      { name: '202 with no body', evidence: probed(legacy({ transport: 'http' })) },
      { name: 'a 4xx refusal', evidence: probed(modern(), { notification_post: { kind: 'http', reply: reply(400, [], 'Bad Request', 'text/plain') } }) },
    ],
    invalid: [
      { name: '200 with a JSON-RPC response', evidence: probed(legacy({ transport: 'http' }), { notification_post: { kind: 'http', reply: reply(200, [], '{"jsonrpc":"2.0","result":{}}', 'application/json') } }) },
      { name: '202 with a body', evidence: probed(legacy({ transport: 'http' }), { notification_post: { kind: 'http', reply: reply(202, [], 'Accepted', 'text/plain') } }) },
      { name: '200 with an empty body', evidence: probed(modern(), { notification_post: { kind: 'http', reply: reply(200, [], '') } }) },
    ],
  },
};
