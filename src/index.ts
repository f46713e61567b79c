/**
 * mcpward's programmatic API: what `import('mcpward')` gives a test suite or a tool. Five functions
 * over the pipeline the CLI runs (docs/architecture.md): `check` is `mcpward run`, `diff` or
 * `review` without the terminal, `capture` takes the surface snapshot, `diff` compares a snapshot
 * with a lockfile, `render` turns a report into any of the CLI's formats, and `connect` opens a
 * raw session. What semver promises for each is in docs/stability.md.
 */

import { resolve } from 'node:path';
import { checkPipeline, machineOf, today } from './edge/check.js';
import { buildReport, fatalOf } from './pipeline/report.js';
import type { Connection } from './client/types.js';
import { loadConfig, validateConfig, type LoadedConfig } from './config/load.js';
import type { configSchema } from './config/schema.js';
import { UserError } from './errors.js';
import type { ReporterName } from './report/index.js';
import type { Report } from './report/types.js';
import { snapshotEvidence } from './snapshot/evidence.js';
import type { Lockfile } from './snapshot/lockfile.js';
import type { Snapshot } from './snapshot/types.js';
import { VERSION } from './version.js';
import type { z } from 'zod';

export { VERSION as version };
export type { Severity, Status } from './model.js';
export type { Finding } from './rules/index.js';
export type { Report } from './report/types.js';
export type { Connection, RequestOptions } from './client/types.js';
export type { Exchange } from './snapshot/wire.js';
export type { Snapshot } from './snapshot/types.js';
export type { Lockfile } from './snapshot/lockfile.js';
export type { ReporterName } from './report/index.js';
export { RULES } from './rules/index.js';
/** What the functions below throw (or, for `check`, report) when the input or the server is at fault. */
export { UserError as McpwardError } from './errors.js';

/** The contents of `mcpward.yaml` as an object: the same keys, types and defaults (schemas/config.schema.json). */
export type ConfigObject = z.input<typeof configSchema>;
/** The `server:` section of `mcpward.yaml`. */
export type ServerConfig = ConfigObject['server'];
/** A config: the path of an `mcpward.yaml`, or its contents as an object. */
export type ConfigInput = string | ConfigObject;

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

export type CheckCommand = 'run' | 'diff' | 'review';

export interface CheckOptions extends Options {
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
 */
export async function check(config: ConfigInput, options: CheckOptions = {}): Promise<Report> {
  const command = options.command ?? 'run';
  const env = options.env ?? process.env;
  let loaded: LoadedConfig | undefined;
  let server: Report['server'];
  let report: Report;
  try {
    loaded = await load(config, options);
    server = { transport: loaded.config.server.transport };
    report = await checkPipeline(command, loaded, {
      env,
      progress: () => undefined,
      ...(options.debug ? { debug: options.debug } : {}),
      ...(options.note ? { note: options.note } : {}),
      today: options.today ?? today({ env }),
      updateGolden: options.updateGolden === true,
      onServer: (summary) => {
        server = summary;
      },
    });
  } catch (error) {
    report = buildReport(command, server, [], fatalOf(error, false));
  }
  const { redactReport } = await import('./report/redact.js');
  return redactReport(report, loaded?.secrets ?? []);
}

/**
 * Connects to the configured server and captures its surface (tools, prompts, resources, resource
 * templates, every page of each list, the handshake), as `mcpward baseline` does before it writes
 * the lockfile. Rejects with `McpwardError` when the config is invalid or the server cannot be reached.
 */
export async function capture(config: ConfigInput, options: Options = {}): Promise<Snapshot> {
  const loaded = await load(config, options);
  const { collectEvidence } = await import('./run/collector.js');
  const evidence = await collectEvidence({
    config: loaded.config,
    env: options.env ?? process.env,
    needs: new Set(['surface']),
    label: 'capture',
    progress: () => undefined,
    ...(options.debug ? { debug: options.debug } : {}),
    ...(options.note ? { note: options.note } : {}),
  });
  return evidence.snapshot;
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
}

/** Renders a report in one of the CLI's formats: `console`, `json`, `markdown`, `junit` or `sarif`. */
export async function render(report: Report, format: ReporterName, options: RenderOptions = {}): Promise<string> {
  const { isReporterName, renderReport, REPORTERS } = await import('./report/index.js');
  if (!isReporterName(format)) throw new UserError('usage', `Unknown report format "${String(format)}". Choose one of: ${Object.keys(REPORTERS).join(', ')}.`);
  return renderReport(format, report, { color: options.color === true, verbose: options.verbose === true });
}

export interface ConnectOptions extends Pick<Options, 'env' | 'debug' | 'note'> {
  /** Where a relative `server.cwd` resolves. Default: the current directory. */
  cwd?: string;
  /** `timeouts.connect_ms` and `timeouts.call_ms`; the config's defaults otherwise. */
  timeouts?: { connect_ms?: number; call_ms?: number };
  /** Aborting ends the connect attempt or the session. */
  signal?: AbortSignal;
}

/**
 * Starts (stdio) or reaches (http, sse) a server and completes the handshake of its protocol era.
 * The session records every exchange; its requests never reject for JSON-RPC errors, timeouts or
 * a dead server (the exchange says what happened). Call `close()` to end it and reap the server.
 */
export async function connect(server: ServerConfig, options: ConnectOptions = {}): Promise<Connection> {
  const loaded = await load({ server, ...(options.timeouts ? { timeouts: options.timeouts } : {}) }, options);
  const [{ serverTarget }, { serverEnvironment }, client] = await Promise.all([
    import('./run/collector.js'),
    import('./config/environment.js'),
    import('./client/connect.js'),
  ]);
  const { config } = loaded;
  return client.connect(serverTarget(config, serverEnvironment(config, options.env ?? process.env)), {
    connectMs: config.timeouts.connect_ms,
    callMs: config.timeouts.call_ms,
    protocol: config.server.protocol,
    clientInfo: { name: 'mcpward', version: VERSION },
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.debug ? { onLog: options.debug } : {}),
    ...(options.note ? { onNote: options.note } : {}),
  });
}

/** A config from a file (as the CLI loads it) or from an object (validated the same way). */
async function load(config: ConfigInput, options: Pick<Options, 'cwd' | 'env'>): Promise<LoadedConfig> {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  if (typeof config === 'string') {
    return loadConfig(resolve(cwd, config), env);
  }
  // A config object has no file: its relative paths resolve as if it were `mcpward.yaml` in `cwd`.
  return validateConfig(config, { source: 'the config object', path: resolve(cwd, 'mcpward.yaml'), env });
}
