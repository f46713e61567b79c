/**
 * HTTP boundary probes (modern era, Streamable HTTP): valid requests with one MCP header broken in
 * one way, sent raw past the connection so header case and duplicates are exactly as intended.
 * Only tools the call plan already calls are used (allowlisted, or read-only without arguments),
 * since a server that ignores the header rules may run the call. Nothing here keeps a header
 * value, an argument value or an encoded payload: records hold header names and categories.
 */

import { isRecord } from '../model.js';
import { LATEST_LEGACY, paramHeaderDeclarations, withRequestMeta } from '../client/era.js';
import { encodeHeaderValue } from '../protocol/header-encoding.js';
import type { Connection, HttpProbe, HttpProbeResponse } from '../client/types.js';
import { unknownToolName } from './plan.js';
import type { CallPlan, CallRecord } from '../snapshot/calls.js';
import type { Snapshot } from '../snapshot/types.js';
import { VERSION } from '../version.js';
import type { BoundaryCategory, BoundaryKind, BoundaryRecord, BoundarySkip } from '../snapshot/review.js';

const CLIENT_INFO = { name: 'mcpward', version: VERSION };
const UNSUPPORTED_VERSION = '1999-01-01';
/** A sentinel whose payload is not base64: undecodable by construction. */
const MALFORMED_SENTINEL = '=?base64?%%%?=';
const PROTOCOL_VERSION = 'MCP-Protocol-Version';
const METHOD = 'Mcp-Method';
const NAME = 'Mcp-Name';

type Pairs = Array<[string, string]>;

/** A call the plan makes with valid arguments, that the server answered with a result: safe to repeat. */
export interface SafeCall {
  tool: string;
  arguments: Record<string, unknown>;
  inputSchema: unknown;
}

export interface BoundaryOptions {
  enabled: boolean;
}

/** Runs every boundary probe that applies; the ones that do not are records with a reason. */
export async function probeBoundary(conn: Connection, snapshot: Snapshot, plan: CallPlan, records: readonly CallRecord[], options: BoundaryOptions): Promise<BoundaryRecord[]> {
  const notRun = (reason: BoundarySkip): BoundaryRecord[] =>
    (['case', 'header', 'meta-version', 'unsupported-version', 'get'] as BoundaryKind[]).map((kind) => ({ kind, ...(kind === 'header' ? { header: 'Mcp-*' } : {}), skipped: reason }));
  if (!options.enabled) return notRun({ reason: 'probes-off' });
  if (conn.era !== 'modern') return notRun({ reason: 'not-applicable', version: conn.protocolVersion });
  if (conn.transport !== 'http' || !conn.http) return notRun({ reason: 'not-http', transport: conn.transport });
  const prober = new BoundaryProber(conn, conn.http);
  const out: BoundaryRecord[] = [];

  // Tool-independent probes ride on tools/list, which changes nothing on any server.
  const list = prober.message('tools/list', {});
  out.push(await prober.send({ kind: 'case' }, list.message, swapCase(list.pairs)));
  for (const [header, category, value] of [
    [PROTOCOL_VERSION, 'missing', undefined],
    [PROTOCOL_VERSION, 'duplicated', undefined],
    [PROTOCOL_VERSION, 'mismatched', LATEST_LEGACY],
    [METHOD, 'missing', undefined],
    [METHOD, 'duplicated', undefined],
    [METHOD, 'mismatched', 'prompts/list'],
  ] as const) {
    out.push(await prober.send({ kind: 'header', header, category }, list.message, alter(list.pairs, header, category, value)));
  }
  const bare = prober.message('tools/list', {}, { withoutVersion: true });
  out.push(await prober.send({ kind: 'meta-version' }, bare.message, bare.pairs));
  const old = prober.message('tools/list', {}, { version: UNSUPPORTED_VERSION });
  out.push(await prober.send({ kind: 'unsupported-version' }, old.message, old.pairs));
  out.push(await prober.get());

  const safe = safeCalls(snapshot, plan, records);
  const named = safe[0];
  if (!named) {
    const reason: BoundarySkip = { reason: 'no-callable-tool' };
    out.push({ kind: 'case', header: NAME, skipped: reason }, { kind: 'header', header: NAME, skipped: reason }, { kind: 'header', header: 'Mcp-Param-*', skipped: reason });
    return out;
  }
  const call = prober.message('tools/call', { name: named.tool, arguments: named.arguments }, { inputSchema: named.inputSchema });
  out.push(await prober.send({ kind: 'case', header: NAME, tool: named.tool }, call.message, swapCase(call.pairs)));
  for (const category of ['missing', 'duplicated', 'malformed', 'mismatched'] as const) {
    const value = category === 'mismatched' ? unknownToolName(snapshot) : undefined;
    out.push(await prober.send({ kind: 'header', header: NAME, category, tool: named.tool }, call.message, alter(call.pairs, NAME, category, value)));
  }

  const param = safe.map((c) => ({ call: c, declaration: presentDeclaration(c) })).find((c) => c.declaration !== undefined);
  if (!param) {
    out.push({ kind: 'header', header: 'Mcp-Param-*', skipped: { reason: 'no-header-parameter' } });
    return out;
  }
  const { call: withParam, declaration } = param as { call: SafeCall; declaration: { header: string; value: string | number | boolean } };
  const paramCall = prober.message('tools/call', { name: withParam.tool, arguments: withParam.arguments }, { inputSchema: withParam.inputSchema });
  if (withParam.tool !== named.tool) out.push(await prober.send({ kind: 'case', header: declaration.header, tool: withParam.tool }, paramCall.message, swapCase(paramCall.pairs)));
  for (const category of ['missing', 'duplicated', 'malformed', 'mismatched'] as const) {
    const value = category === 'mismatched' ? encodeHeaderValue(otherValue(declaration.value)) : undefined;
    out.push(await prober.send({ kind: 'header', header: declaration.header, category, tool: withParam.tool }, paramCall.message, alter(paramCall.pairs, declaration.header, category, value)));
  }
  return out;
}

/** The plan's calls with valid arguments whose recorded answer was a result, one per tool, by tool name. */
function safeCalls(snapshot: Snapshot, plan: CallPlan, records: readonly CallRecord[]): SafeCall[] {
  const listed = new Set(snapshot.tools.map((t) => t.key));
  const byTool = new Map<string, SafeCall>();
  for (const record of records) {
    const { call } = record;
    // Invalid-argument probes and the unknown-tool probe are not calls to repeat.
    if (call.basis === 'nonexistent-tool' || call.purpose === 'probe-invalid-args' || call.purpose === 'probe-unknown-tool') continue;
    if (!record.sent || (record.layer !== 'ok' && record.layer !== 'tool') || !listed.has(call.tool) || byTool.has(call.tool)) continue;
    byTool.set(call.tool, { tool: call.tool, arguments: call.arguments, inputSchema: plan.inputSchemas[call.tool] });
  }
  return [...byTool.values()].sort((a, b) => (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
}

/** The first `x-mcp-header` parameter the call carries a header-encodable value for. */
function presentDeclaration(call: SafeCall): { header: string; value: string | number | boolean } | undefined {
  for (const { name, path } of paramHeaderDeclarations(call.inputSchema)) {
    let value: unknown = call.arguments;
    for (const key of path) value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    try {
      encodeHeaderValue(value);
    } catch {
      continue;
    }
    return { header: `Mcp-Param-${name}`, value };
  }
  return undefined;
}

/** A value of the same type that differs from `value` (the probe never records either). */
function otherValue(value: string | number | boolean): string | number | boolean {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value >= Number.MAX_SAFE_INTEGER ? value - 1 : value + 1;
  return value === 'mcpward-mismatch' ? 'mcpward-mismatch-2' : 'mcpward-mismatch';
}

class BoundaryProber {
  private seq = 0;

  constructor(
    private readonly conn: Connection,
    private readonly http: HttpProbe,
  ) {}

  /** A well-formed request and the headers mcpward would send with it, names in their spec spelling. */
  message(method: string, params: Record<string, unknown>, options: { inputSchema?: unknown; version?: string; withoutVersion?: boolean } = {}) {
    const version = options.version ?? this.conn.protocolVersion;
    let body = withRequestMeta(params, version, CLIENT_INFO);
    if (options.withoutVersion) {
      const { 'io.modelcontextprotocol/protocolVersion': _dropped, ...meta } = body._meta as Record<string, unknown>;
      body = { ...body, _meta: meta };
    }
    const message = { jsonrpc: '2.0', id: `mcpward-boundary-${++this.seq}`, method, params: body };
    // headersFor takes the version from the body; without one it falls back to the session's.
    const headers = this.http.headersFor({ method, params: options.withoutVersion ? withRequestMeta(params, version, CLIENT_INFO) : body }, options.inputSchema);
    const declared = new Map(paramHeaderDeclarations(options.inputSchema).map(({ name }) => [`mcp-param-${name.toLowerCase()}`, `Mcp-Param-${name}`]));
    return { message, pairs: Object.entries(headers).map(([name, value]) => [declared.get(name) ?? spelling(name), value] as [string, string]) };
  }

  async send(what: Omit<BoundaryRecord, 'sent' | 'response'>, message: { method: string }, pairs: Pairs): Promise<BoundaryRecord> {
    const sent = { verb: 'POST' as const, method: message.method, headerNames: pairs.map(([name]) => name) };
    try {
      return { ...what, sent, response: responseOf(await this.http.post(JSON.stringify(message), pairs)) };
    } catch (error) {
      return { ...what, sent, unreachable: error instanceof Error ? error.message : String(error) };
    }
  }

  async get(): Promise<BoundaryRecord> {
    const headers = this.http.headersFor({ method: '' });
    delete headers['content-type'];
    headers.accept = 'text/event-stream';
    const pairs = Object.entries(headers).map(([name, value]) => [spelling(name), value] as [string, string]);
    const sent = { verb: 'GET' as const, headerNames: pairs.map(([name]) => name) };
    try {
      return { kind: 'get', sent, response: responseOf(await this.http.get(pairs)) };
    } catch (error) {
      return { kind: 'get', sent, unreachable: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** One header broken in one way; every other header untouched. */
function alter(pairs: Pairs, header: string, category: BoundaryCategory, value: string | undefined): Pairs {
  const target = header.toLowerCase();
  const out: Pairs = [];
  for (const [name, original] of pairs) {
    if (name.toLowerCase() !== target) {
      out.push([name, original]);
      continue;
    }
    if (category === 'missing') continue;
    if (category === 'duplicated') out.push([name, original], [name, original]);
    if (category === 'malformed') out.push([name, MALFORMED_SENTINEL]);
    if (category === 'mismatched') out.push([name, value ?? original]);
  }
  return out;
}

/** Every MCP header name with each letter's case swapped (`Mcp-Method` → `mCP-mETHOD`). */
function swapCase(pairs: Pairs): Pairs {
  return pairs.map(([name, value]) => [name.toLowerCase().startsWith('mcp-') ? [...name].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('') : name, value]);
}

/** The spec's spelling of the standard MCP headers (headersFor lower-cases every name). */
function spelling(name: string): string {
  if (name === 'mcp-protocol-version') return PROTOCOL_VERSION;
  if (name === 'mcp-method') return METHOD;
  if (name === 'mcp-name') return NAME;
  return name;
}

function responseOf(reply: HttpProbeResponse): NonNullable<BoundaryRecord['response']> {
  const response = reply.messages.find((m) => isRecord(m) && ('result' in m || 'error' in m));
  if (!isRecord(response)) return { status: reply.status, code: null, message: 'none' };
  if (isRecord(response.error)) return { status: reply.status, code: typeof response.error.code === 'number' ? response.error.code : null, message: 'error' };
  return { status: reply.status, code: null, message: 'result' };
}
