/**
 * What every command that talks to a server shares: the target built from the config, the connect
 * options, and one deadline (`timeouts.run_ms`) that aborts whatever is in flight and reaps every
 * connection the work opened, on every path.
 */

import type { ConnectOptions, Connection, ServerTarget } from '../client/types.js';
import type { Config } from '../config/schema.js';
import { UserError } from '../errors.js';
import { VERSION } from '../version.js';

/** Most pages mcpward follows in one list before it reports the list as endless. */
export const MAX_PAGES = 1000;

/** The server to start or reach; a stdio server gets the minimal environment `serverEnvironment` built. */
export function serverTarget(config: Config, serverEnv: Record<string, string>): ServerTarget {
  const s = config.server;
  return s.transport === 'stdio'
    ? { transport: 'stdio', command: s.command!, args: s.args ?? [], env: serverEnv, ...(s.cwd ? { cwd: s.cwd } : {}) }
    : { transport: s.transport, url: s.url!, headers: s.headers ?? {} };
}

export interface SessionScope {
  /** Connects and tracks the connection, so the deadline and the end of the session reap it. */
  connect(target: ServerTarget): Promise<Connection>;
  /** Closes a tracked connection early (e.g. one per authorization context). */
  close(conn: Connection): Promise<void>;
  /** Names what the session is doing, for the progress line and the timeout message. */
  progress(what: string): void;
  signal: AbortSignal;
}

export interface SessionOptions {
  config: Config;
  /** What the deadline message calls the whole thing ("run", "review"). */
  label: string;
  progress: (what: string | undefined) => void;
  debug?: (line: string) => void;
}

/**
 * Runs `work` within `timeouts.run_ms`. On the deadline everything in flight is aborted and a
 * `UserError('timeout')` names the stage; every tracked connection is closed whatever happens.
 */
export async function withSession<T>(options: SessionOptions, work: (scope: SessionScope) => Promise<T>): Promise<T> {
  const { config } = options;
  const abort = new AbortController();
  const open = new Set<Connection>();
  let stage = 'connecting';
  const { connect } = await import('../client/connect.js');
  const connectOptions: ConnectOptions = {
    connectMs: config.timeouts.connect_ms,
    callMs: config.timeouts.call_ms,
    protocol: config.server.protocol,
    clientInfo: { name: 'mcpward', version: VERSION },
    signal: abort.signal,
    ...(options.debug ? { onLog: options.debug } : {}),
  };
  const scope: SessionScope = {
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
  const running = work(scope);
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new UserError('timeout', `The ${options.label} exceeded timeouts.run_ms (${config.timeouts.run_ms} ms) while ${stage}.`));
    }, config.timeouts.run_ms);
  });
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
    options.progress(undefined);
    running.catch(() => undefined);
    await Promise.all([...open].map((conn) => conn.close()));
  }
}
