/**
 * A few harmless protocol probes, made once after capture: requests a compliant server answers in
 * a defined way (an error code, a status) and that change nothing on the server. No tool is ever
 * called. Everything is recorded as data; the compliance checks judge it.
 */

import { isIP } from 'node:net';
import { META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION, withRequestMeta } from '../client/era.js';
import { listPages } from './capture.js';
import { RpcPeer, newPeerRecord } from '../client/peer.js';
import { StdioTransport } from '../client/stdio.js';
import type { Connection, HttpProbeResponse, ServerTarget } from '../client/types.js';
import type { Exchange } from '../snapshot/wire.js';
import type { Snapshot } from '../snapshot/types.js';
import { VERSION } from '../version.js';
import { PROBE_NAMES, PROBE_VALUES, SECOND_LISTING_PAGES, type HttpReply, type ProbeName, type ProbeOutcome, type ProbeRecord, type ProtocolProbes } from '../snapshot/probes.js';

export type { ProtocolProbes } from '../snapshot/probes.js';

const CLIENT_INFO = { name: 'mcpward', version: VERSION };
/** Request header values safe to keep in the record: protocol plumbing, never credentials. */
const KEPT_HEADER_VALUES = new Set(['content-type', 'accept', 'mcp-protocol-version', 'mcp-method']);
const SNIPPET_CHARS = 300;

type Probe = () => Promise<Omit<ProbeRecord, 'name'>>;

export interface ProbeOptions {
  callMs: number;
  /**
   * `timeouts.connect_ms`: a probe that starts a fresh server waits for its answer this long plus
   * `callMs`, since the fresh server may take as long to start as the first one did.
   */
  connectMs?: number;
  /**
   * The server the connection was made to, so a probe whose answer may depend on being the first
   * request of a connection can repeat it on a fresh one (stdio only: a second server process).
   */
  target?: ServerTarget;
}

/** Runs every probe in order; a probe that throws is recorded as unreachable, never rethrown. */
export async function runProtocolProbes(conn: Connection, snapshot: Snapshot, options: ProbeOptions): Promise<ProtocolProbes> {
  const p = new ProtocolProber(conn, snapshot, options.callMs, options.target, options.connectMs ?? 0);
  const plan: Record<ProbeName, Probe> = {
    second_listing: () => p.secondListing(),
    unknown_method: () => p.request(PROBE_VALUES.unknownMethod, {}),
    invalid_cursor: () => (p.toolsListed() ? p.request('tools/list', { cursor: PROBE_VALUES.invalidCursor }) : p.skip('the server does not advertise tools')),
    unsupported_version: () => p.unsupportedVersion(),
    initialize_unknown_version: () => p.initializeUnknownVersion(),
    ping: () => (conn.era === 'legacy' ? p.request('ping', undefined) : p.skip(`ping was removed in ${conn.protocolVersion}`)),
    foreign_origin: () => p.foreign('origin', PROBE_VALUES.foreignOrigin),
    foreign_host: () => p.foreign('host', PROBE_VALUES.foreignHost),
    http_get: () => p.httpGet(),
    notification_post: () => p.notificationPost(),
  };
  const probes = {} as Record<ProbeName, ProbeRecord>;
  for (const name of PROBE_NAMES) {
    try {
      probes[name] = { name, ...(await plan[name]()) };
    } catch (error) {
      probes[name] = { name, outcome: { kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) } };
    }
  }
  return { era: conn.era, transport: conn.transport, protocolVersion: conn.protocolVersion, probes };
}

class ProtocolProber {
  private control: Promise<HttpReply> | undefined;

  constructor(
    private readonly conn: Connection,
    private readonly snapshot: Snapshot,
    private readonly callMs: number,
    private readonly target?: ServerTarget,
    private readonly connectMs = 0,
  ) {}

  toolsListed(): boolean {
    return this.snapshot.lists.tools.stop !== 'not-advertised';
  }

  skip(reason: string): Promise<Omit<ProbeRecord, 'name'>> {
    return Promise.resolve({ outcome: { kind: 'skipped', reason } });
  }

  async request(method: string, params: Record<string, unknown> | undefined): Promise<Omit<ProbeRecord, 'name'>> {
    const exchange = await this.conn.request(method, params, { timeoutMs: this.callMs });
    return { sent: { method, ...(params === undefined ? {} : { params }) }, outcome: exchangeOutcome(exchange) };
  }

  /**
   * A second tools/list, following cursors exactly like the capture, to compare with the first:
   * at most SECOND_LISTING_PAGES pages (the check compares that prefix of a longer list).
   */
  async secondListing(): Promise<Omit<ProbeRecord, 'name'>> {
    if (!this.toolsListed()) return this.skip('the server does not advertise tools');
    const { trace, items } = await listPages(this.conn, 'tools', { maxPages: SECOND_LISTING_PAGES, timeoutMs: this.callMs, keysOnly: true });
    const names = items.map((item) => item.key ?? `#${item.index}`);
    return { sent: { method: 'tools/list' }, outcome: { kind: 'listing', trace, names } };
  }

  /** Modern: a request declaring a version nobody speaks must get -32022 naming the supported ones. */
  async unsupportedVersion(): Promise<Omit<ProbeRecord, 'name'>> {
    if (this.conn.era !== 'modern') return this.skip(`a legacy server negotiates its version in initialize (${this.conn.protocolVersion})`);
    const params = { _meta: { [META_PROTOCOL_VERSION]: PROBE_VALUES.unknownVersion, [META_CLIENT_CAPABILITIES]: {}, [META_CLIENT_INFO]: CLIENT_INFO } };
    const exchange = await this.conn.request('server/discover', params, { rawParams: true, timeoutMs: this.callMs });
    const record = { sent: { method: 'server/discover', params }, outcome: exchangeOutcome(exchange) };
    // The stdio entry of @modelcontextprotocol/server 2.x checks the declared version on the first
    // request of a connection only: when the live session served it, ask a fresh server first thing.
    if (exchange.outcome !== 'result' || this.target?.transport !== 'stdio') return record;
    return { ...record, firstRequest: await firstRequestOf(this.target, 'server/discover', params, this.connectMs + this.callMs) };
  }

  /**
   * Legacy: `initialize` with an unknown version must be answered with a version the server
   * supports. Only on Streamable HTTP, where a request without a session id opens a new session:
   * on stdio and HTTP+SSE it would re-initialize the live session under test.
   */
  async initializeUnknownVersion(): Promise<Omit<ProbeRecord, 'name'>> {
    if (this.conn.era !== 'legacy') return this.skip(`there is no initialize in ${this.conn.protocolVersion}`);
    const http = this.streamableHttp();
    if (typeof http === 'string') return this.skip(`${http}: a second initialize would re-initialize the live session`);
    const params = { protocolVersion: PROBE_VALUES.unknownVersion, capabilities: {}, clientInfo: CLIENT_INFO };
    const message = { jsonrpc: '2.0', id: 'mcpward-probe-initialize', method: 'initialize', params };
    const headers = http.headersFor(message);
    // A fresh session: neither the current session id nor its negotiated version.
    delete headers['mcp-session-id'];
    delete headers['mcp-protocol-version'];
    const reply = await http.post(JSON.stringify(message), headers);
    return { sent: { method: 'initialize', params, http: { verb: 'POST', headerNames: Object.keys(headers) } }, outcome: { kind: 'http', reply: httpReply(reply) } };
  }

  /**
   * DNS-rebinding protection: the same harmless request as a control, then with a foreign `Origin`
   * (or `Host`). Only for loopback and private addresses, where a browser page is the threat.
   */
  async foreign(header: 'origin' | 'host', value: string): Promise<Omit<ProbeRecord, 'name'>> {
    const http = this.streamableHttp();
    if (typeof http === 'string') return this.skip(http);
    const host = new URL(http.url).hostname;
    if (!isLoopbackOrPrivate(host)) return this.skip(`${host} is not a loopback or private address`);
    const message = this.harmlessRequest(`mcpward-probe-${header}`);
    const headers = { ...http.headersFor(message), [header]: value };
    const control = await this.controlReply();
    const reply = await http.post(JSON.stringify(message), headers);
    return {
      sent: { method: message.method, http: { verb: 'POST', headerNames: Object.keys(headers), probeHeaders: { [header]: value } } },
      outcome: { kind: 'http', reply: httpReply(reply), control },
    };
  }

  /** Modern Streamable HTTP has no GET stream: GET answers 405. Legacy servers may open an SSE stream instead. */
  async httpGet(): Promise<Omit<ProbeRecord, 'name'>> {
    if (this.conn.era !== 'modern') return this.skip(`a ${this.conn.protocolVersion} server may answer GET with an SSE stream`);
    const http = this.streamableHttp();
    if (typeof http === 'string') return this.skip(http);
    const headers = http.headersFor({ method: '' });
    delete headers['content-type'];
    headers.accept = 'text/event-stream';
    const reply = await http.get(headers);
    return { sent: { http: { verb: 'GET', headerNames: Object.keys(headers) } }, outcome: { kind: 'http', reply: httpReply(reply) } };
  }

  /**
   * A notification POST is answered 202 with no body. `notifications/cancelled` for a request that
   * already finished is the one notification every server must tolerate and ignore.
   */
  async notificationPost(): Promise<Omit<ProbeRecord, 'name'>> {
    const http = this.streamableHttp();
    if (typeof http === 'string') return this.skip(http);
    const params = { requestId: this.conn.handshake.seq, reason: 'mcpward protocol probe' };
    const message = { jsonrpc: '2.0', method: 'notifications/cancelled', params };
    const headers = http.headersFor(message);
    const reply = await http.post(JSON.stringify(message), headers);
    return {
      sent: { method: message.method, params, http: { verb: 'POST', headerNames: Object.keys(headers) } },
      outcome: { kind: 'http', reply: httpReply(reply) },
    };
  }

  /** The raw HTTP access, or why there is none. */
  private streamableHttp() {
    if (this.conn.transport !== 'http' || !this.conn.http) return `the ${this.conn.transport} transport has no Streamable HTTP endpoint`;
    return this.conn.http;
  }

  /** A request that is valid in the current session and changes nothing. */
  private harmlessRequest(id: string): { jsonrpc: '2.0'; id: string; method: string; params?: Record<string, unknown> } {
    if (this.conn.era === 'modern') return { jsonrpc: '2.0', id, method: 'server/discover', params: withRequestMeta(undefined, this.conn.protocolVersion, CLIENT_INFO) };
    return { jsonrpc: '2.0', id, method: 'ping' };
  }

  private controlReply(): Promise<HttpReply> {
    const http = this.conn.http!;
    const message = this.harmlessRequest('mcpward-probe-control');
    this.control ??= http.post(JSON.stringify(message), http.headersFor(message)).then(httpReply);
    return this.control;
  }
}

/**
 * Starts the stdio server once more, sends `method` as its very first message and records the
 * answer within `timeoutMs` (the caller gives start-up time too); the process is reaped whatever
 * happens. Never throws: a failure is an outcome.
 */
async function firstRequestOf(target: ServerTarget & { transport: 'stdio' }, method: string, params: Record<string, unknown>, timeoutMs: number): Promise<ProbeOutcome> {
  const transport = new StdioTransport(target);
  const peer = new RpcPeer(transport, newPeerRecord());
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = await Promise.race([
      transport.start(peer.sink()).then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]).finally(() => clearTimeout(timer));
    if (!started) return { kind: 'unreachable', reason: `a fresh server did not start within ${timeoutMs} ms` };
    const exchange = await peer.request(method, params, { timeoutMs, timeoutName: 'timeouts.connect_ms + timeouts.call_ms', cancelOnTimeout: false });
    return exchangeOutcome(exchange);
  } catch (error) {
    return { kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await transport.close();
  }
}

function exchangeOutcome(exchange: Exchange): ProbeOutcome {
  return { kind: 'exchange', exchange: withoutHeaderValues(exchange) };
}

/** The exchange with request header values blanked, except protocol plumbing. */
function withoutHeaderValues(exchange: Exchange): Exchange {
  if (!exchange.http) return exchange;
  const requestHeaders = Object.fromEntries(Object.entries(exchange.http.requestHeaders).map(([name, value]) => [name, KEPT_HEADER_VALUES.has(name) ? value : '']));
  return { ...exchange, http: { ...exchange.http, requestHeaders } };
}

function httpReply(response: HttpProbeResponse): HttpReply {
  const contentType = response.headers['content-type'];
  return {
    status: response.status,
    ...(contentType === undefined ? {} : { contentType }),
    messages: response.messages,
    bodySnippet: response.body.length > SNIPPET_CHARS ? `${response.body.slice(0, SNIPPET_CHARS)}…` : response.body,
  };
}

/** Loopback, private (RFC 1918, unique local) and link-local hosts: the ones a DNS-rebinding page targets. */
export function isLoopbackOrPrivate(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const version = isIP(host);
  if (version === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (version === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isLoopbackOrPrivate(mapped[1]!);
    return host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  }
  return false;
}
