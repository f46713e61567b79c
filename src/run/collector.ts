/**
 * The one evidence collector: the only code outside the wire that holds a connection. It gathers
 * what the chosen check families need, always in the same order — the surface, protocol probes,
 * tool calls, HTTP boundary probes, completions, authorization contexts — within one deadline
 * (`timeouts.run_ms`), and reaps every connection it opened on every path.
 */

import { mergeHeaders } from '../client/http.js';
import type { ConnectionSettings, Connection, ServerTarget } from '../client/types.js';
import { serverEnvironment } from '../config/environment.js';
import type { Config } from '../config/schema.js';
import { UserError } from '../errors.js';
import type { Need, ServerEvidence } from '../snapshot/evidence.js';
import type { ContextRecord } from '../snapshot/review.js';
import { VERSION } from '../version.js';
import type { OpenedBundle } from './bundle.js';

/** Most pages mcpward follows in one list before it reports the list as endless. */
const MAX_PAGES = 1000;

export interface CollectOptions {
  config: Config;
  /** mcpward's own environment; a stdio server gets the minimal part of it `serverEnvironment` allows. */
  env: Record<string, string | undefined>;
  needs: ReadonlySet<Need>;
  /** What the deadline message calls the whole thing ("run", "review"). */
  label: string;
  progress: (what: string | undefined) => void;
  debug?: (line: string) => void;
  /** Notes about a connection that are no findings (a slow start, a restart after the era probe). */
  note?: (message: string) => void;
  /**
   * Given, the main connection's close (reaping the server: stdin closed, its exit awaited, the
   * group signalled) is handed over instead of awaited, so judging overlaps it; the caller awaits
   * it before it finishes. The evidence is complete before the close starts.
   */
  closeLater?: (closing: Promise<void>) => void;
  /** Work to do while the server starts (the process would wait idle): warming the checks' engines. */
  whileStarting?: () => void;
}

/** The server to start or reach; a stdio server gets the minimal environment `serverEnvironment` built. */
export function serverTarget(config: Config, serverEnv: Record<string, string>): ServerTarget {
  const s = config.server;
  return s.transport === 'stdio'
    ? { transport: 'stdio', command: s.command!, args: s.args ?? [], env: serverEnv, ...(s.cwd ? { cwd: s.cwd } : {}) }
    : { transport: s.transport, url: s.url!, headers: s.headers ?? {} };
}

/** A bundle's server runs in the unpacked folder, with the manifest's variables over the config's `env`. */
function bundleTarget(target: ServerTarget, bundle: OpenedBundle | undefined): ServerTarget {
  if (bundle === undefined || target.transport !== 'stdio') return target;
  return { transport: 'stdio', command: bundle.command, args: bundle.args, env: { ...target.env, ...bundle.env }, cwd: bundle.dir };
}

/**
 * Gathers the evidence `needs` names. A `UserError` when the server cannot be reached, or when the
 * deadline passes before there is a snapshot to judge; past that, the deadline returns what the
 * finished stages gathered, with `deadline` set. Every connection is closed whatever happens.
 */
export async function collectEvidence(options: CollectOptions): Promise<ServerEvidence> {
  const { config, needs } = options;
  const [{ captureSnapshot, preloadValidator }, { planCalls, purposesFor }] = await Promise.all([import('./capture.js'), import('./plan.js')]);
  const bundle = config.server.bundle === undefined ? undefined : (await import('./bundle.js')).openBundle(config.server.bundle, config.server.user_config);
  const target = bundleTarget(serverTarget(config, serverEnvironment(config, options.env)), bundle);
  // What each finished stage gathered: past the deadline the run is judged on it, not thrown away.
  const sofar: SoFar = bundle ? { artifact: bundle.artifact } : {};
  const onDeadline = async (message: string): Promise<ServerEvidence | undefined> => {
    // Work still winding down after the abort gathers nothing more: its answers are the abort's.
    sofar.frozen = true;
    // The capture notices the deadline itself and returns the lists it read; anything later is
    // judged on the stages that finished before it.
    if (!sofar.snapshot && sofar.capturing) sofar.snapshot = await sofar.capturing.catch(() => undefined);
    const gathered = gatheredSoFar(sofar);
    return gathered && { ...gathered, deadline: message };
  };
  return withDeadline(options, onDeadline, async (scope): Promise<ServerEvidence> => {
    scope.progress(`connecting to ${target.transport === 'stdio' ? target.command : 'the server'}`);
    const connecting = scope.connect(target);
    // After the spawn (a timer runs after the connect's first steps): the schemas load while the server starts.
    setTimeout(() => {
      preloadValidator();
      options.whileStarting?.();
    }, 0);
    const conn = await connecting;
    scope.progress('capturing the server surface');
    sofar.capturing = captureSnapshot(conn, { maxPages: MAX_PAGES, signal: scope.signal, onProgress: (what) => scope.progress(what) });
    const snapshot = await sofar.capturing;
    keep(sofar, conn, { snapshot });
    const callMs = config.timeouts.call_ms;

    let probes: ServerEvidence['probes'];
    if (needs.has('protocol-probes')) {
      scope.progress('probing the protocol');
      // The second listing among them shows unstable ordering; none of them calls a tool.
      probes = await (await import('./probes.js')).runProtocolProbes(conn, snapshot, { callMs, connectMs: config.timeouts.connect_ms, target });
      keep(sofar, conn, { probes });
    }

    const plan = planCalls(snapshot, config, purposesFor(needs));
    keep(sofar, conn, { plan });
    if (plan.calls.length > 0) scope.progress('calling tools');
    const records =
      plan.calls.length === 0
        ? []
        : await (await import('./calls.js')).executeCalls(conn, plan, {
            callMs,
            signal: scope.signal,
            onProgress: (done, total, call) => scope.progress(`calling ${call.tool} (${done} of ${total})`),
          });
    keep(sofar, conn, { records });

    let boundary: ServerEvidence['boundary'] = [];
    if (needs.has('boundary-probes')) {
      scope.progress('probing the HTTP header boundary');
      boundary = await (await import('./boundary.js')).probeBoundary(conn, snapshot, plan, records, { enabled: config.review.boundary_probes });
      keep(sofar, conn, { boundary });
    }

    let completions: ServerEvidence['completions'];
    if (needs.has('completions')) {
      scope.progress('running completions');
      completions = await (await import('./completions.js')).runCompletions(conn, snapshot, 'default', { callMs, probeUnknown: true });
      keep(sofar, conn, { completions });
    }
    keep(sofar, conn, {});
    const closing = scope.close(conn);
    if (options.closeLater) options.closeLater(closing.catch(() => undefined));
    else await closing;

    const contexts = needs.has('contexts') ? await collectContexts(scope, target, config) : [];
    return { ...gatheredSoFar(sofar)!, contexts };
  });
}

/** The evidence of the stages finished so far, with the exchanges as they were when the last one ended. */
interface SoFar extends Partial<Omit<ServerEvidence, 'deadline'>> {
  capturing?: Promise<ServerEvidence['snapshot']>;
  /** Set at the deadline: from then on nothing is kept. */
  frozen?: boolean;
}

/** Records a finished stage, and the main connection's exchanges, inbound messages and stdout noise as they stand. */
function keep(sofar: SoFar, conn: Connection, stage: Partial<ServerEvidence>): void {
  if (sofar.frozen) return;
  Object.assign(sofar, stage);
  sofar.exchanges = [...conn.exchanges];
  sofar.inbound = [...(conn.inbound ?? [])];
  sofar.wire = (conn.anomalies ?? []).map((anomaly) => ({ ...anomaly }));
  // Noise printed during probes and calls counts as much as noise printed during the capture.
  if (sofar.snapshot) sofar.snapshot = { ...sofar.snapshot, stdoutNoise: [...conn.stdoutNoise] };
}

function gatheredSoFar(sofar: SoFar): ServerEvidence | undefined {
  const { snapshot, probes, plan, records, boundary, completions, contexts, exchanges, inbound, wire, artifact } = sofar;
  if (!snapshot) return undefined;
  return {
    snapshot,
    ...(probes ? { probes } : {}),
    plan: plan ?? { calls: [], refusals: [], unprobed: [], inputSchemas: {} },
    records: records ?? [],
    boundary: boundary ?? [],
    ...(completions ? { completions } : {}),
    contexts: contexts ?? [],
    exchanges: exchanges ?? [...snapshot.exchanges],
    inbound: inbound ?? [],
    wire: wire ?? [],
    ...(artifact ? { artifact } : {}),
  };
}

/** One short connection per authorization context: the tools it sees and its completions. */
async function collectContexts(scope: DeadlineScope, target: ServerTarget, config: Config): Promise<ContextRecord[]> {
  const [{ captureSnapshot }, { runCompletions }] = await Promise.all([import('./capture.js'), import('./completions.js')]);
  const contexts: ContextRecord[] = [];
  for (const context of config.review.contexts) {
    scope.progress(`listing tools as ${context.name}`);
    const base = { name: context.name, hidden: context.hidden, ...(context.isolated_from === undefined ? {} : { isolatedFrom: context.isolated_from }), tools: [], listComplete: false };
    const contextTarget = targetFor(target, context);
    if (typeof contextTarget === 'string') {
      contexts.push({ ...base, skipped: contextTarget });
      continue;
    }
    let conn: Connection | undefined;
    try {
      conn = await scope.connect(contextTarget);
      const seen = await captureSnapshot(conn, { maxPages: MAX_PAGES });
      const evidence = await runCompletions(conn, seen, context.name, { callMs: config.timeouts.call_ms, probeUnknown: false });
      const tools = seen.tools.map((t) => t.key).filter((k): k is string => k !== undefined);
      contexts.push({ ...base, tools, listComplete: seen.lists.tools.stop === 'end' || seen.lists.tools.stop === 'not-advertised', completions: evidence });
    } catch (error) {
      if (scope.signal.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      // A caller the server turns away sees nothing, which is what a low-privilege context may expect.
      if (/HTTP 40[13]\b/.test(message)) contexts.push({ ...base, listComplete: true, refused: message });
      else contexts.push({ ...base, failed: message });
    } finally {
      if (conn) await scope.close(conn);
    }
  }
  return contexts;
}

type ContextConfig = Config['review']['contexts'][number];

/**
 * The target one context connects to: its headers over the main headers (http, sse), or its
 * environment over the server's (stdio, a server started for it). A string says why not.
 */
export function targetFor(base: ServerTarget, context: ContextConfig): ServerTarget | string {
  if (base.transport === 'stdio') {
    if (Object.keys(context.env).length === 0) return 'over stdio a context needs `env` (its `headers` apply to HTTP only)';
    return { ...base, env: { ...base.env, ...context.env } };
  }
  if (Object.keys(context.headers).length === 0) return `over ${base.transport} a context needs \`headers\` (its \`env\` applies to a server mcpward starts)`;
  return { ...base, headers: mergeHeaders(base.headers, context.headers) };
}

interface DeadlineScope {
  /** Connects and tracks the connection, so the deadline and the end of the work reap it. */
  connect(target: ServerTarget): Promise<Connection>;
  /** Closes a tracked connection early (e.g. one per authorization context). */
  close(conn: Connection): Promise<void>;
  /** Names what is being done, for the progress line and the timeout message. */
  progress(what: string): void;
  signal: AbortSignal;
}

/**
 * Runs `work` within `timeouts.run_ms`. On the deadline everything in flight is aborted and
 * `onDeadline` is given the message naming the stage: what it returns is the result (what was
 * gathered before the deadline), or, when it returns nothing, a `UserError('timeout')` with that
 * message is thrown. Every tracked connection is closed whatever happens.
 */
async function withDeadline<T>(
  options: CollectOptions,
  onDeadline: (message: string) => Promise<T | undefined>,
  work: (scope: DeadlineScope) => Promise<T>,
): Promise<T> {
  const { config } = options;
  const abort = new AbortController();
  const open = new Set<Connection>();
  let stage = 'connecting';
  const { connect } = await import('../client/connect.js');
  const connectOptions: ConnectionSettings = {
    connectMs: config.timeouts.connect_ms,
    callMs: config.timeouts.call_ms,
    protocol: config.server.protocol,
    clientInfo: { name: 'mcpward', version: VERSION },
    signal: abort.signal,
    ...(options.debug ? { onLog: options.debug } : {}),
    ...(options.note ? { onNote: options.note } : {}),
  };
  const scope: DeadlineScope = {
    async connect(target) {
      const conn = await connect(target, connectOptions);
      open.add(conn);
      return conn;
    },
    async close(conn) {
      open.delete(conn);
      await conn.close();
    },
    progress(what) {
      stage = what;
      options.progress(what);
    },
    signal: abort.signal,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expired = false;
  const running = work(scope);
  // Once the deadline fired, whatever the aborted work still returns or throws is the abort's doing:
  // only the deadline's own answer counts.
  const settled = running.then(
    (value) => (expired ? new Promise<T>(() => undefined) : value),
    (error: unknown) => (expired ? new Promise<T>(() => undefined) : Promise.reject(error)),
  );
  const deadline = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      expired = true;
      const error = new UserError('timeout', `The ${options.label} exceeded timeouts.run_ms (${config.timeouts.run_ms} ms) while ${stage}.`);
      abort.abort();
      onDeadline(error.message).then((partial) => (partial === undefined ? reject(error) : resolve(partial)), () => reject(error));
    }, config.timeouts.run_ms);
  });
  try {
    return await Promise.race([settled, deadline]);
  } finally {
    clearTimeout(timer);
    options.progress(undefined);
    running.catch(() => undefined);
    await Promise.all([...open].map((conn) => conn.close()));
  }
}
