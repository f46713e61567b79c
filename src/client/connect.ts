/** `connect()`: open the wire, settle the protocol era, and hand back a `Connection` whose requests never throw. */

import { isRecord } from '../model.js';
import { performance } from 'node:perf_hooks';
import { UserError } from '../errors.js';
import {
  LATEST_LEGACY,
  LATEST_MODERN,
  LEGACY_VERSIONS,
  MODERN_VERSIONS,
  UNSUPPORTED_PROTOCOL_VERSION,
  eraHeaders,
  eraOfVersion,
  isVersion,
  newestCommon,
  readProbe,
  supportedFrom,
  withRequestMeta,
} from './era.js';
import { StreamableHttpTransport, parseUrl } from './http.js';
import { preview } from './jsonrpc.js';
import { RpcPeer, newPeerRecord, type PeerRecord } from './peer.js';
import { SseTransport } from './sse.js';
import { StdioTransport } from './stdio.js';
import type { Transport } from './transport.js';
import type { ConnectionSettings, Connection, HttpProbe, RequestOptions, ServerTarget } from './types.js';
import type { Era, EraDetection, Exchange, InboundMessage, TransportKind, WireAnomaly } from '../snapshot/wire.js';

type Plan = { kind: 'auto' } | { kind: Era; version: string; pinned: boolean };

interface Settled {
  session: RpcPeer;
  era: Era;
  version: string;
  handshake: Exchange;
  detection: EraDetection;
}

/** Connects to `target` and completes the handshake for its era. Throws `UserError` ('connect' | 'timeout' | 'server-died' | 'config'). */
export async function connect(target: ServerTarget, options: ConnectionSettings): Promise<Connection> {
  const plan = planFor(options.protocol);
  const attempt = new Attempt(target, options);
  let settled: Settled;
  try {
    settled = await attempt.abortable(attempt.run(plan));
  } catch (error) {
    await attempt.closeAll();
    throw error;
  }
  attempt.noteSlowStart();
  return new McpConnection(options, attempt.record, settled, attempt.retired);
}

function planFor(protocol: string): Plan {
  if (protocol === 'auto') return { kind: 'auto' };
  if (protocol === 'legacy') return { kind: 'legacy', version: LATEST_LEGACY, pinned: false };
  if (protocol === 'modern') return { kind: 'modern', version: LATEST_MODERN, pinned: false };
  if (isVersion(protocol)) return { kind: eraOfVersion(protocol), version: protocol, pinned: true };
  throw new UserError('config', `server.protocol is ${JSON.stringify(protocol)}: use auto, legacy, modern, or a protocol version such as ${LATEST_LEGACY}.`);
}

/** One connect attempt: the deadline, the sessions it opened, and the steps of each era. */
class Attempt {
  readonly record: PeerRecord = newPeerRecord();
  /** Transports of sessions that were replaced (a stdio server restarted after the probe), kept for their noise. */
  readonly retired: Transport[] = [];
  private readonly started = performance.now();
  private current: RpcPeer | undefined;
  /** Set once the attempt failed or was aborted: an era step still running must not start a server. */
  private finished = false;

  constructor(
    private readonly target: ServerTarget,
    private readonly options: ConnectionSettings,
  ) {}

  async run(plan: Plan): Promise<Settled> {
    const session = await this.open();
    if (plan.kind === 'legacy') return this.legacy(session, plan.version, plan.pinned, { requested: this.options.protocol, basis: 'forced', restarted: false });
    if (plan.kind === 'modern') return this.modern(session, plan.version, plan.pinned);
    return this.auto(session);
  }

  /** Rejects with the abort reason as soon as `options.signal` fires. */
  abortable<T>(work: Promise<T>): Promise<T> {
    const signal = this.options.signal;
    if (!signal) return work;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason instanceof UserError ? signal.reason : new UserError('connect', `connecting to ${this.where()} was aborted.`));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /**
   * A server that used more than half the connect budget works, but a busier machine may push it
   * past the budget: say how long it took, so the user raises `timeouts.connect_ms` before that.
   */
  noteSlowStart(): void {
    const took = performance.now() - this.started;
    if (took <= this.options.connectMs / 2) return;
    this.options.onNote?.(
      `the server took ${seconds(took)} to connect (start, era probe and handshake), more than half of timeouts.connect_ms (${this.options.connectMs} ms); on a busier machine it may not make it: raise timeouts.connect_ms if it starts slowly.`,
    );
  }

  async closeAll(): Promise<void> {
    this.finished = true;
    await Promise.all([this.current?.transport.close(), ...this.retired.map((transport) => transport.close())]);
  }

  private async auto(session: RpcPeer): Promise<Settled> {
    const overHttp = session.transport.kind === 'http';
    // The server's first answer decides, however late: a server still importing its modules is
    // silent, and a dual-era server commits the connection to the era of the first request it
    // reads, so no timer shorter than the connect budget may decide (../shared/PROTOCOL.md).
    const probe = await this.discover(session, LATEST_MODERN, this.remaining(), 'timeouts.connect_ms');
    const verdict = readProbe(probe, overHttp, session.transport.alive());
    const detection = (basis: EraDetection['basis'], restarted = false): EraDetection => ({ requested: 'auto', probeSeq: probe.seq, basis, restarted });
    switch (verdict.kind) {
      case 'modern':
        return this.settleModern(session, verdict.version, probe, detection('result'));
      case 'retry': {
        const second = await this.discover(session, verdict.version, this.remaining(), 'timeouts.connect_ms');
        if (second.outcome !== 'result') throw this.handshakeFailure(session, second);
        return this.settleModern(session, verdict.version, second, detection('modern-error'));
      }
      case 'no-common-version': {
        const legacy = newestCommon(LEGACY_VERSIONS, verdict.supported);
        if (legacy === undefined) throw this.noCommonVersion(verdict.supported);
        return this.legacy(session, legacy, false, detection('non-modern-error'));
      }
      case 'legacy': {
        if (session.transport.alive()) return this.legacy(session, LATEST_LEGACY, false, detection(verdict.basis));
        // Some legacy servers (an older Python SDK) exit on any request before `initialize`, or
        // close their SSE stream: start (or open) a fresh one, once, and open it with `initialize`.
        if (session.transport.kind === 'http') throw this.handshakeFailure(session, probe);
        const why = probe.reason ?? 'it stopped';
        this.retired.push(session.transport);
        await session.transport.close();
        this.options.onNote?.(
          session.transport.kind === 'stdio'
            ? `the server stopped on the \`server/discover\` era probe (${why}); mcpward started it again and opened with \`initialize\` (legacy era). Set server.protocol: legacy to skip the probe.`
            : `the SSE stream closed on the \`server/discover\` era probe (${why}); mcpward opened a new one and used \`initialize\` (legacy era). Set server.protocol: legacy to skip the probe.`,
        );
        return this.legacy(await this.open(), LATEST_LEGACY, false, detection(verdict.basis, true));
      }
      case 'unusable':
        throw this.handshakeFailure(session, probe, verdict.why);
    }
  }

  private async modern(session: RpcPeer, version: string, pinned: boolean): Promise<Settled> {
    const detection: EraDetection = { requested: this.options.protocol, basis: 'forced', restarted: false };
    let exchange = await this.discover(session, version, this.remaining(), 'timeouts.connect_ms');
    let chosen = version;
    if (exchange.outcome === 'error' && exchange.error?.code === UNSUPPORTED_PROTOCOL_VERSION) {
      const supported = supportedFrom(exchange.error);
      const retry = supported && !pinned ? newestCommon(MODERN_VERSIONS, supported) : undefined;
      if (retry === undefined) throw this.noCommonVersion(supported ?? [], pinned ? version : undefined);
      chosen = retry;
      exchange = await this.discover(session, retry, this.remaining(), 'timeouts.connect_ms');
    }
    if (exchange.outcome !== 'result') throw this.handshakeFailure(session, exchange);
    const result = exchange.result;
    const supported = isRecord(result) && Array.isArray(result.supportedVersions) ? result.supportedVersions.filter((v): v is string => typeof v === 'string') : undefined;
    if (supported !== undefined) {
      // A result that omits `supportedVersions` is the checks' business; the session can still go on.
      const common = pinned ? (supported.includes(version) ? version : undefined) : newestCommon(MODERN_VERSIONS, supported);
      if (common === undefined) throw this.noCommonVersion(supported, pinned ? version : undefined);
      chosen = common;
    }
    return this.settleModern(session, chosen, exchange, detection);
  }

  private settleModern(session: RpcPeer, version: string, handshake: Exchange, detection: EraDetection): Settled {
    return { session, era: 'modern', version, handshake, detection };
  }

  private async legacy(session: RpcPeer, version: string, pinned: boolean, detection: EraDetection): Promise<Settled> {
    const params = { protocolVersion: version, capabilities: {}, clientInfo: this.options.clientInfo };
    const exchange = await session.request('initialize', params, { timeoutMs: this.remaining(), timeoutName: 'timeouts.connect_ms', cancelOnTimeout: false, handshake: true });
    if (exchange.outcome !== 'result') throw this.handshakeFailure(session, exchange);
    const answered = isRecord(exchange.result) && typeof exchange.result.protocolVersion === 'string' ? exchange.result.protocolVersion : undefined;
    if (pinned && answered !== version) {
      throw new UserError(
        'connect',
        `server.protocol pins ${version}, but ${this.where()} answered initialize with ${answered === undefined ? 'no protocolVersion' : `version ${answered}`}; it does not support ${version}. Pin ${answered ?? 'another version'} or use protocol: auto.`,
      );
    }
    // A missing or malformed version stays visible in the raw handshake for the compliance checks.
    const negotiated = answered ?? version;
    await session.notify('notifications/initialized', undefined, eraHeaders('legacy', negotiated, { method: 'notifications/initialized' }));
    return { session, era: 'legacy', version: negotiated, handshake: exchange, detection };
  }

  private discover(session: RpcPeer, version: string, timeoutMs: number, timeoutName: string): Promise<Exchange> {
    const params = withRequestMeta(undefined, version, this.options.clientInfo);
    const headers = eraHeaders('modern', version, { method: 'server/discover', params });
    return session.request('server/discover', params, { timeoutMs, timeoutName, headers, cancelOnTimeout: false, handshake: true });
  }

  private async open(): Promise<RpcPeer> {
    if (this.finished) throw new UserError('connect', `connecting to ${this.where()} was abandoned.`);
    const transport = createTransport(this.target, this.options);
    const session = new RpcPeer(transport, this.record, this.options.onLog);
    this.current = session;
    const what = transport.kind === 'sse' ? `the endpoint event on the SSE stream ${this.where()}` : `\`${this.where()}\` to start`;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.timeoutError(what)), this.remaining());
    });
    try {
      await Promise.race([transport.start(session.sink()), deadline]);
    } finally {
      clearTimeout(timer);
    }
    return session;
  }

  private handshakeFailure(session: RpcPeer, exchange: Exchange, why?: string): UserError {
    const transport = session.transport;
    const stderr = stderrSuffix(transport);
    if (exchange.outcome === 'timeout') {
      // The probe is waited for as long as the budget allows: a server that never answers it is
      // either slower than the budget or a legacy server that ignores requests before initialize.
      const hint =
        exchange.method === 'server/discover' && this.options.protocol === 'auto'
          ? ' If the server starts this slowly, raise timeouts.connect_ms; if it speaks a legacy version and ignores requests before `initialize`, set server.protocol: legacy.'
          : '';
      return this.timeoutError(`the server to answer \`${exchange.method}\``, `${hint}${stderr}`);
    }
    if (transport.kind === 'stdio' && !transport.alive()) {
      return new UserError('server-died', `the server \`${this.where()}\` stopped before answering \`${exchange.method}\`: ${exchange.reason ?? 'it exited'}.${stderr}`);
    }
    if (transport.kind !== 'stdio' && exchange.outcome === 'transport-error' && exchange.http === undefined) {
      return new UserError('connect', `cannot connect to ${this.where()}: ${exchange.reason ?? 'no reply'}. Is the server running, and is server.url right?`);
    }
    const status = exchange.http ? ` (HTTP ${exchange.http.status})` : '';
    const detail =
      why ??
      (exchange.outcome === 'error'
        ? `it answered with JSON-RPC error ${preview(exchange.error?.code)} ${preview(exchange.error?.message)}${status}`
        : `${exchange.reason ?? 'no usable reply'}${status}`);
    const hint =
      exchange.method === 'server/discover' && this.options.protocol !== 'auto'
        ? ' The server may speak a legacy protocol version: try server.protocol: auto or legacy.'
        : exchange.method === 'initialize' && this.options.protocol !== 'auto'
          ? ' The server may speak only modern versions: try server.protocol: auto or modern.'
          : '';
    return new UserError('connect', `the handshake with ${this.where()} failed at \`${exchange.method}\`: ${detail}.${hint}${stderr}`);
  }

  private noCommonVersion(supported: string[], pinned?: string): UserError {
    const theirs = supported.length > 0 ? supported.join(', ') : 'no versions';
    const wanted = pinned === undefined ? `mcpward speaks ${[...LEGACY_VERSIONS, ...MODERN_VERSIONS].join(', ')}` : `server.protocol pins ${pinned}`;
    return new UserError('connect', `${this.where()} supports ${theirs}; ${wanted}. Pin one of the server's versions or use protocol: auto.`);
  }

  private timeoutError(what: string, stderr = ''): UserError {
    const ms = this.options.connectMs;
    return new UserError('timeout', `timed out after ${ms} ms (timeouts.connect_ms = ${ms} ms) waiting for ${what} (${this.where()}).${stderr}`);
  }

  private remaining(): number {
    return Math.max(1, Math.round(this.options.connectMs - (performance.now() - this.started)));
  }

  private where(): string {
    return this.target.transport === 'stdio' ? [this.target.command, ...this.target.args].join(' ') : this.target.url;
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function createTransport(target: ServerTarget, options: ConnectionSettings): Transport {
  if (target.transport === 'stdio') return new StdioTransport(target, options.onLog);
  const url = parseUrl(target.url);
  if (target.transport === 'sse') return new SseTransport(url, target.headers, options.callMs, options.onLog);
  return new StreamableHttpTransport(url, target.headers, options.callMs, options.onLog);
}

function stderrSuffix(transport: Transport): string {
  if (transport.kind !== 'stdio') return '';
  const tail = transport.stderrTail().trim();
  if (tail === '') return ' The server wrote nothing to stderr.';
  // A cut is marked `…`, so redaction can mask a secret's fragment the cut leaves (report/redact.ts).
  return `\nLast lines of the server's stderr:\n${tail.length > 2000 ? `…${tail.slice(-2000)}` : tail}`;
}

class McpConnection implements Connection {
  readonly era: Era;
  readonly protocolVersion: string;
  readonly handshake: Exchange;
  readonly eraDetection: EraDetection;
  private readonly session: RpcPeer;
  private readonly onAbort = () => void this.close();

  constructor(
    private readonly options: ConnectionSettings,
    private readonly record: PeerRecord,
    settled: Settled,
    private readonly retired: Transport[],
  ) {
    this.session = settled.session;
    this.era = settled.era;
    this.protocolVersion = settled.version;
    this.handshake = settled.handshake;
    this.eraDetection = settled.detection;
    const transport = this.session.transport;
    const headers = (message: { method?: string; params?: unknown; id?: unknown }, inputSchema?: unknown) => eraHeaders(this.era, this.protocolVersion, message, inputSchema);
    this.session.headersFor = headers;
    if (transport instanceof StreamableHttpTransport || transport instanceof SseTransport) transport.eraHeaders = headers;
    // Modern Streamable HTTP cancels by closing the reply stream; everywhere else the notification does.
    this.session.cancelOnTimeout = !(this.era === 'modern' && transport.kind === 'http');
    options.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  get transport(): TransportKind {
    return this.session.transport.kind;
  }

  get exchanges(): readonly Exchange[] {
    return this.record.exchanges;
  }

  get inbound(): readonly InboundMessage[] {
    return this.record.inbound;
  }

  get anomalies(): readonly WireAnomaly[] {
    return this.record.anomalies;
  }

  get stdoutNoise(): readonly string[] {
    return [...this.retired.flatMap((transport) => transport.stdoutNoise), ...this.session.transport.stdoutNoise];
  }

  get http(): HttpProbe | undefined {
    return this.session.transport.http;
  }

  request(method: string, params?: Record<string, unknown>, options: RequestOptions = {}): Promise<Exchange> {
    const body = this.era === 'modern' && !options.rawParams ? withRequestMeta(params, this.protocolVersion, this.options.clientInfo) : params;
    const headers = { ...eraHeaders(this.era, this.protocolVersion, { method, params: body }, options.inputSchema), ...options.headers };
    const timeoutMs = options.timeoutMs ?? this.options.callMs;
    const timeoutName = options.timeoutMs === undefined ? 'timeouts.call_ms' : 'the timeout of this request';
    return this.session.request(method, body, { timeoutMs, timeoutName, headers });
  }

  async notify(method: string, params?: Record<string, unknown>): Promise<void> {
    await this.session.notify(method, params);
  }

  stderrTail(): string {
    return this.session.transport.stderrTail();
  }

  alive(): boolean {
    return this.session.closed === undefined && this.session.transport.alive();
  }

  async close(): Promise<void> {
    this.options.signal?.removeEventListener('abort', this.onAbort);
    this.session.fail('the connection was closed');
    await Promise.all([this.session.transport.close(), ...this.retired.map((transport) => transport.close())]);
  }
}
