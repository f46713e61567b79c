/**
 * mcpward's programmatic API: what `import('mcpward')` gives a test suite or a tool. Five functions
 * over the pipeline the CLI runs (docs/architecture.md): `check` is `mcpward run`, `diff` or
 * `review` without the terminal, `capture` takes the surface snapshot, `diff` compares a snapshot
 * with a lockfile, `render` turns a report into any of the CLI's formats, and `connect` opens a
 * raw session. What semver promises for each is in docs/stability.md.
 */

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkPipeline, fleetPipeline, machineOf, pool, today } from './edge/check.js';
import { buildReport, fatalOf } from './pipeline/report.js';
import type { Connection, RequestOptions } from './client/types.js';
import { loadFleet, validateFleet, type LoadedConfig, type LoadedFleet } from './config/load.js';
import type { configSchema, fileSchema } from './config/schema.js';
import { UserError } from './errors.js';
import type { ReporterName } from './report/index.js';
import { fleetReportOf, isFleetReport, type FleetReport, type Report } from './report/types.js';
import { typedSnapshot, type CapturedSnapshot } from './snapshot/captured.js';
import { snapshotEvidence } from './snapshot/evidence.js';
import type { Lockfile } from './snapshot/lockfile.js';
import type { Snapshot } from './snapshot/types.js';
import type { Exchange } from './snapshot/wire.js';
import type { CheckCommand } from './model.js';
import { VERSION } from './version.js';
import type { z } from 'zod';

export { VERSION as version };
export type { CheckCommand, Severity, Status } from './model.js';
export type { Finding } from './rules/index.js';
export type { Report, FleetReport } from './report/types.js';
export type { Connection, RequestOptions } from './client/types.js';
export type { Exchange } from './snapshot/wire.js';
export type { Snapshot, CapturedItem } from './snapshot/types.js';
export type { CapturedSnapshot, CapturedTool, CapturedPrompt, CapturedResource, CapturedResourceTemplate } from './snapshot/captured.js';
export type { Lockfile } from './snapshot/lockfile.js';
export type { ReporterName } from './report/index.js';
export { RULES } from './rules/index.js';
/** What the functions below throw (or, for `check`, report) when the input or the server is at fault. */
export { UserError as McpwardError } from './errors.js';

/** The contents of `mcpward.yaml` as an object: the same keys, types and defaults (schemas/config.schema.json). */
export type ConfigObject = z.input<typeof configSchema>;
/** The `server:` section of `mcpward.yaml`. */
export type ServerConfig = ConfigObject['server'];
/** The contents of an `mcpward.yaml` with a fleet of named `servers:` (docs/fleet.md). */
export type FleetConfigObject = Omit<z.input<typeof fileSchema>, 'server'> & { servers: NonNullable<z.input<typeof fileSchema>['servers']> };
/** A config: the path of an `mcpward.yaml`, or its contents as an object (one `server:` or a fleet of `servers:`). */
export type ConfigInput = string | ConfigObject | FleetConfigObject;

/** Which server of a `servers:` config: `server` names one (the others are not started). */
export interface ServerSelection {
  /** The name of one server of a `servers:` config (what `--server NAME` selects). A config of one `server:` is `default`. */
  server?: string;
}

/** Which servers of a `servers:` config, for a fleet: `'all'` (as `mcpward run` without `--server`) or their names. */
export interface FleetSelection {
  servers: 'all' | readonly string[];
  /** Servers gathered at once (`--jobs`), 1 to 64. Default 4. */
  jobs?: number;
}

export interface Options {
  /**
   * Where a relative config path, and the relative paths inside a config object (`server.cwd`,
   * `checks.drift.baseline`, golden files), resolve. Default: the current directory.
   */
  cwd?: string;
  /** mcpward's environment: `${VAR}` in the config reads it, and a stdio server gets its minimal part. Default: `process.env`. */
  env?: Record<string, string | undefined>;
  /** The wire log, line by line (what `--debug` prints). Configured header values never reach it. */
  debug?: (line: string) => void;
  /**
   * Notes about the connection that are no findings (what the CLI prints on stderr): the server
   * took more than half of `timeouts.connect_ms`, or it stopped on the era probe and was restarted.
   */
  note?: (message: string) => void;
}

export interface CheckOptions extends Options, ServerSelection {
  /** Which command's checks: `run` (the default), `diff` (drift against the baseline only) or `review`. */
  command?: CheckCommand;
  /** `--update-golden`: rewrite the golden files of suite cases from this run. Default false. */
  updateGolden?: boolean;
  /** The day accepted findings expire against, `YYYY-MM-DD`. Default: today (UTC). */
  today?: string;
}

/**
 * Runs the checks `command` runs on the configured server and returns the report the CLI would
 * print, with the same exit code: `report.exitCode` is 0 (passed), 1 (a check failed) or 2 (the
 * run did not complete). Never rejects for a bad config, an unreachable server or a timeout: the
 * report says so (`completed: false`, `fatal`), as the JSON report does. Secrets from the config
 * are redacted from it. Every server process is reaped before it resolves.
 *
 * A `servers:` config: `{ server: 'NAME' }` checks one of its servers; `{ servers: 'all' }` (or a
 * list of names) checks them as `mcpward run` does a fleet, each judged against the others, and
 * resolves to the `FleetReport` (one report per server, totals derived).
 */
export async function check(config: ConfigInput, options: CheckOptions & FleetSelection): Promise<FleetReport>;
export async function check(config: ConfigInput, options?: CheckOptions & { servers?: undefined }): Promise<Report>;
export async function check(config: ConfigInput, options: CheckOptions & Partial<FleetSelection> = {}): Promise<Report | FleetReport> {
  const command = options.command ?? 'run';
  const env = options.env ?? process.env;
  const pipelineOptions = {
    env,
    progress: () => undefined,
    ...(options.debug ? { debug: options.debug } : {}),
    ...(options.note ? { note: options.note } : {}),
    today: options.today ?? today({ env }),
    updateGolden: options.updateGolden === true,
  };
  const { redactReport } = await import('./report/redact.js');
  if (options.servers !== undefined) {
    let fleet: LoadedFleet | undefined;
    let report: FleetReport;
    try {
      fleet = await loadSelected(config, options, options.servers === 'all' ? undefined : options.servers);
      report = await fleetPipeline(command, fleet.servers, jobsOf(options.jobs), () => pipelineOptions);
    } catch (error) {
      // No server could be chosen: one fatal report, named after the config that failed.
      report = fleetReportOf(command, VERSION, [{ ...buildReport(command, undefined, [], fatalOf(error, false)), fleetName: typeof config === 'string' ? config : 'config' }]);
    }
    return redactReport(report, fleet?.secrets ?? []);
  }
  let loaded: LoadedConfig | undefined;
  let server: Report['server'];
  let report: Report;
  try {
    loaded = await load(config, options);
    server = { transport: loaded.config.server.transport };
    report = await checkPipeline(command, loaded, {
      ...pipelineOptions,
      onServer: (summary) => {
        server = summary;
      },
    });
  } catch (error) {
    report = buildReport(command, server, [], fatalOf(error, false));
  }
  return redactReport(report, loaded?.secrets ?? []);
}

/**
 * Connects to the configured server and captures its surface (tools, prompts, resources, resource
 * templates, every page of each list, the handshake), as `mcpward baseline` does before it writes
 * the lockfile. Each listed item carries its fields typed (`name`, `description`, `inputSchema`,
 * …, present when the server sent them with the protocol's type) beside `raw`, the item as sent.
 * `{ servers }` captures several servers of a `servers:` config (at most `jobs` at once) and
 * resolves to each one's snapshot by name. Rejects with `McpwardError` when the config is invalid
 * or a server cannot be reached.
 */
export async function capture(config: ConfigInput, options: Options & FleetSelection): Promise<Record<string, CapturedSnapshot>>;
export async function capture(config: ConfigInput, options?: Options & ServerSelection & { servers?: undefined }): Promise<CapturedSnapshot>;
export async function capture(config: ConfigInput, options: Options & ServerSelection & Partial<FleetSelection> = {}): Promise<CapturedSnapshot | Record<string, CapturedSnapshot>> {
  const { collect } = await import('./edge/check.js');
  const observer = {
    env: options.env ?? process.env,
    progress: () => undefined,
    ...(options.debug ? { debug: options.debug } : {}),
    ...(options.note ? { note: options.note } : {}),
  };
  const one = async (loaded: LoadedConfig) => typedSnapshot((await collect(loaded, new Set(['surface']), 'capture', observer)).snapshot);
  if (options.servers === undefined) return one(await load(config, options));
  const fleet = await loadSelected(config, options, options.servers === 'all' ? undefined : options.servers);
  const snapshots = await pool(fleet.servers, jobsOf(options.jobs), async (loaded) => [loaded.name ?? 'default', await one(loaded)] as const);
  return Object.fromEntries(snapshots);
}

export interface DiffOptions extends Options {
  /**
   * The config whose `checks.drift` (fail_on, severity), `rules:`, `policy.fail_on` and
   * `policy.accepted` (the accepted-findings file) decide. Default: the defaults.
   */
  config?: ConfigInput;
  /** The day accepted findings expire against, `YYYY-MM-DD`. Default: today (UTC). */
  today?: string;
}

/**
 * Compares a captured snapshot with a lockfile (an object, or the path of an `mcpward.lock.json`)
 * and returns the drift report `mcpward diff` would give: same findings, severities and exit code.
 * Output-shape drift needs tool calls and is left to `check(config, { command: 'diff' })`; the
 * config's accepted findings are honoured as the CLI honours them. Rejects with `McpwardError` for a lockfile that cannot be read.
 */
export async function diff(lockfile: Lockfile | string, snapshot: Snapshot, options: DiffOptions = {}): Promise<Report> {
  const loaded = await load(options.config ?? { server: { command: 'unused' } }, options);
  const env = options.env ?? process.env;
  const [{ readLockfile }, { readAccepted }, { judge }] = await Promise.all([import('./edge/lockfile-io.js'), import('./edge/accepted-io.js'), import('./pipeline/judge.js')]);
  const baseline = typeof lockfile === 'string' ? await readLockfile(resolve(options.cwd ?? process.cwd(), lockfile)) : lockfile;
  const drift = loaded.config.checks.drift;
  const config = { ...loaded.config, checks: { ...loaded.config.checks, drift: { ...drift, output: { ...drift.output, enabled: false } } } };
  // The pipeline `mcpward diff` judges with: the same families, policy and accepted findings.
  const report = judge({
    command: 'diff',
    config,
    secrets: loaded.secrets,
    evidence: snapshotEvidence(snapshot, { baseline }),
    accepted: await readAccepted(config.policy.accepted),
    today: options.today ?? today({ env }),
    machine: machineOf(loaded),
  });
  const { redactReport } = await import('./report/redact.js');
  return redactReport(report, loaded.secrets);
}

export interface RenderOptions {
  /** ANSI colour in the console format. Default false. */
  color?: boolean;
  /** List passing checks and rule links (`--verbose`). Default false. */
  verbose?: boolean;
  /**
   * The config the report was checked with, where SARIF results, JUnit files and annotations
   * point (the config file, or a tool's entry in its baseline lockfile), as the CLI's do. Default:
   * `mcpward.yaml` in `cwd`, read when it exists. A config object points at `mcpward.yaml` in `cwd`.
   */
  config?: ConfigInput;
  /** Where a relative config path resolves. Default: the current directory. */
  cwd?: string;
  /** What paths in the report are relative to: the repository root. Default: `GITHUB_WORKSPACE` when set, else `cwd`. */
  root?: string;
  /** The environment a config's `${VAR}` reads. Default: `process.env`. */
  env?: Record<string, string | undefined>;
  /** SARIF `automationDetails.id` (`--sarif-category`). */
  sarifCategory?: string;
}

/**
 * Renders a report (or a fleet's) in one of the CLI's formats: `console`, `json`, `markdown`,
 * `junit` or `sarif`, with the locations the CLI gives SARIF, JUnit and annotations.
 */
export async function render(report: Report | FleetReport, format: ReporterName, options: RenderOptions = {}): Promise<string> {
  const { isReporterName, renderReport, REPORTERS } = await import('./report/index.js');
  if (!isReporterName(format)) throw new UserError('usage', `Unknown report format "${String(format)}". Choose one of: ${Object.keys(REPORTERS).join(', ')}.`);
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  const config = options.config ?? 'mcpward.yaml';
  const configPath = typeof config === 'string' ? resolve(cwd, config) : resolve(cwd, 'mcpward.yaml');
  // The lockfiles are found as the run found them; a config that cannot be read leaves the config file alone as the location.
  let servers: LoadedConfig[] = [];
  if (typeof config !== 'string' || existsSync(configPath)) {
    try {
      servers = (await loadFleetOf(config, { cwd, env })).servers;
    } catch {
      servers = [];
    }
  }
  const named = isFleetReport(report) ? report.servers.map((r) => r.fleetName) : [report.fleetName];
  const chosen = servers.length === 1 ? servers : servers.filter((s) => s.name !== undefined && named.includes(s.name));
  const { readReportLocations, reportContextOf } = await import('./edge/locations.js');
  const context = reportContextOf(report.command === 'baseline' ? 'run' : report.command, configPath, chosen, isFleetReport(report));
  const locations = await readReportLocations(context, options.root ?? env.GITHUB_WORKSPACE ?? cwd);
  return renderReport(format, report, {
    color: options.color === true,
    verbose: options.verbose === true,
    ...locations,
    ...(options.sarifCategory !== undefined ? { sarifCategory: options.sarifCategory } : {}),
  });
}

export interface ConnectOptions extends Pick<Options, 'env' | 'debug' | 'note'> {
  /** Where a relative `server.cwd` resolves. Default: the current directory. */
  cwd?: string;
  /** `timeouts.connect_ms` and `timeouts.call_ms`; the config's defaults otherwise. */
  timeouts?: { connect_ms?: number; call_ms?: number };
  /** Aborting ends the connect attempt or the session. */
  signal?: AbortSignal;
}

/** A session with a server: `request` resolves to the result, `exchange` to the whole record. */
export interface Session extends Omit<Connection, 'request'> {
  /**
   * Sends a request and resolves to its `result`. Rejects with `RequestError` (the exchange
   * attached) when the server answers with a JSON-RPC error, times out or is gone.
   */
  request<T = unknown>(method: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
  /** Sends a request and resolves to the exchange as recorded; never rejects for what the server did. */
  exchange(method: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<Exchange>;
}

/** A request that got no result: a JSON-RPC error (`rpcCode`), a timeout or a transport failure. */
export class RequestError extends Error {
  /** The JSON-RPC error code, when the server answered with an error. */
  readonly rpcCode: number | undefined;
  constructor(readonly exchange: Exchange) {
    const what = exchange.outcome === 'error' ? `error ${exchange.error?.code ?? '?'}: ${exchange.error?.message ?? ''}` : exchange.outcome === 'timeout' ? `timed out${exchange.reason ? ` (${exchange.reason})` : ''}` : `failed: ${exchange.reason ?? 'transport error'}`;
    super(`${exchange.method} ${what}`);
    this.name = 'RequestError';
    this.rpcCode = exchange.outcome === 'error' ? exchange.error?.code : undefined;
  }
}

/**
 * Starts (stdio) or reaches (http, sse) a server and completes the handshake of its protocol era.
 * The session records every exchange (`exchanges`); `request` resolves to a request's result and
 * `exchange` to its record. Call `close()` to end it and reap the server.
 */
export async function connect(server: ServerConfig, options: ConnectOptions = {}): Promise<Session> {
  const loaded = await load({ server, ...(options.timeouts ? { timeouts: options.timeouts } : {}) }, options);
  const [{ serverTarget }, { serverEnvironment }, client] = await Promise.all([
    import('./run/collector.js'),
    import('./config/environment.js'),
    import('./client/connect.js'),
  ]);
  const { config } = loaded;
  const connection = await client.connect(serverTarget(config, serverEnvironment(config, options.env ?? process.env)), {
    connectMs: config.timeouts.connect_ms,
    callMs: config.timeouts.call_ms,
    protocol: config.server.protocol,
    clientInfo: { name: 'mcpward', version: VERSION },
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.debug ? { onLog: options.debug } : {}),
    ...(options.note ? { onNote: options.note } : {}),
  });
  return sessionOf(connection);
}

/** The connection with `request` resolving to results and `exchange` to records; every other member is the connection's own. */
function sessionOf(connection: Connection): Session {
  const exchange = (method: string, params?: Record<string, unknown>, options?: RequestOptions) => connection.request(method, params, options);
  const request = async <T>(method: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<T> => {
    const done = await exchange(method, params, options);
    if (done.outcome !== 'result') throw new RequestError(done);
    return done.result as T;
  };
  return new Proxy(connection, {
    get(target, key) {
      if (key === 'request') return request;
      if (key === 'exchange') return exchange;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Session;
}

/** `jobs`: a whole number from 1 to 64, 4 when left out. */
function jobsOf(jobs: number | undefined): number {
  if (jobs === undefined) return 4;
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64) throw new UserError('usage', `jobs expects a whole number from 1 to 64 (servers checked at once); got ${String(jobs)}.`);
  return jobs;
}

/** Every server of a config (file or object), or the `only` ones in that order. */
async function loadFleetOf(config: ConfigInput, options: Pick<Options, 'cwd' | 'env'>, only?: readonly string[]): Promise<LoadedFleet> {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  if (typeof config === 'string') return loadFleet(resolve(cwd, config), env, only);
  // A config object has no file: its relative paths resolve as if it were `mcpward.yaml` in `cwd`.
  return validateFleet(config, { source: 'the config object', path: resolve(cwd, 'mcpward.yaml'), env }, only);
}

/** The servers `servers` names (every one when undefined). */
async function loadSelected(config: ConfigInput, options: Pick<Options, 'cwd' | 'env'>, servers: readonly string[] | undefined): Promise<LoadedFleet> {
  if (servers !== undefined && servers.length === 0) throw new UserError('usage', "servers: [] selects no server: name at least one, or pass servers: 'all'.");
  return loadFleetOf(config, options, servers);
}

/** One server's config: the config's only server, or the one `server` names in a `servers:` config. */
async function load(config: ConfigInput, options: Pick<Options, 'cwd' | 'env'> & ServerSelection): Promise<LoadedConfig> {
  const fleet = await loadFleetOf(config, options, options.server === undefined ? undefined : [options.server]);
  if (fleet.servers.length > 1) {
    const names = fleet.servers.map((s) => s.name).join(', ');
    throw new UserError('usage', `The config defines ${fleet.servers.length} servers (${names}): pass { server: 'NAME' } for one server's report, or { servers: 'all' } for the fleet's.`);
  }
  return fleet.servers[0]!;
}
