import { setActivity } from './activity.js';
import { existsSync } from 'node:fs';
import { hostname, homedir, tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { placeholdMachine, type Machine } from '../snapshot/machine.js';
import type { CheckCommand } from '../checks/index.js';
import type { LoadedConfig, LoadedFleet } from '../config/load.js';
import { UserError } from '../errors.js';
import type { JsonValue } from '../model.js';
import { VERSION } from '../version.js';
import { fleetReportOf, type FleetReport, type IncompleteReason, type Report, type ReviewData, type ServerSummary } from '../report/types.js';
import { applyPolicy, policyOf, staleAccepted, type Policy } from '../policy/index.js';
import type { Finding } from '../rules/index.js';
import type { Evidence, FleetEvidence, Need } from '../snapshot/evidence.js';
import type { Lockfile } from '../snapshot/lockfile.js';
import { singleServer, type CliIO, type CommonOptions } from './io.js';
import { Output } from './output.js';
import { buildReport, fatalOf, incompleteReasons, refusalOf, serverSummary } from './reporting.js';
import { autoCallSummary } from '../run/calls.js';
import { MAX_ITEM_DEPTH } from '../run/capture.js';

/**
 * The items of a lockfile that hold the capture's depth placeholder (src/run/capture.ts): what
 * cannot be pinned is said, never replaced silently.
 */
async function clippedItems(lockfile: Lockfile): Promise<string[]> {
  const marker = JSON.stringify(`[nested deeper than ${MAX_ITEM_DEPTH} levels]`);
  const { serializeCanonical } = await import('../snapshot/lockfile.js');
  const named = [
    ...lockfile.tools.map((item) => [`tool "${item.name}"`, item] as const),
    ...lockfile.prompts.map((item) => [`prompt "${item.name}"`, item] as const),
    ...lockfile.resources.map((item) => [`resource "${item.uri ?? item.uriTemplate ?? item.name ?? '?'}"`, item] as const),
  ];
  return named.filter(([, item]) => serializeCanonical(item).includes(marker)).map(([name]) => name);
}

/**
 * `run`, `diff` and `review`: one pipeline. The command chooses its families (src/checks), the
 * collector gathers the evidence they need, the files they need are read here at the edge, the
 * families judge, the policy decides, the reporters render.
 */
export async function executeCheck(command: CheckCommand, opts: CommonOptions, io: CliIO): Promise<number> {
  const out = new Output(io, opts);
  let loaded: LoadedConfig | undefined;
  let server: ServerSummary | undefined;
  try {
    await out.validateReporter();
    const jobs = jobsOf(opts.jobs);
    // The check modules load while the config is read and validated, not after.
    const [, fleet] = await Promise.all([import('../checks/index.js'), loadSelection(opts, io)]);
    out.addSecrets(fleet.secrets);
    if (fleet.servers.length > 1) return await executeFleetCheck(command, fleet, jobs, opts, io, out);
    loaded = withCallsFlag(fleet.servers[0]!, opts);
    server = { transport: loaded.config.server.transport };
    const report = await checkPipeline(command, loaded, {
      ...observer(opts, io, out),
      today: today(io),
      updateGolden: opts.updateGolden === true,
      includeSurface: opts.includeSurface === true,
      onServer: (summary) => {
        server = summary;
      },
    });
    const lockfile = command === 'review' ? {} : { lockfilePath: loaded.config.checks.drift.baseline, ...(loaded.sharedBaseline ? { lockfileServer: loaded.name } : {}) };
    return out.report(report, { configPath: loaded.path, ...lockfile });
  } catch (error) {
    // Reporting itself failed part-way: what was written stays; an empty "Internal error" report
    // written over it would lose every server's results.
    if (out.reportStarted) {
      out.error(fatalOf(error, opts.debug).message);
      return 2;
    }
    const report = buildReport(command, server, [], fatalOf(error, opts.debug));
    if (loaded?.name !== undefined) report.fleetName = loaded.name;
    return out.report(report, loaded ? { configPath: loaded.path } : {});
  }
}

/**
 * `run`, `diff` and `review` over a fleet: every server is gathered (at most `jobs` at once, each
 * with its own collector, deadline and reaping), then each is judged against every gathered peer.
 * A server whose gather threw gets a fatal report of its own and is nobody's peer.
 */
async function executeFleetCheck(command: CheckCommand, fleet: LoadedFleet, jobs: number, opts: CommonOptions, io: CliIO, out: Output): Promise<number> {
  const servers = fleet.servers.map((s) => withCallsFlag(s, opts));
  const report = await fleetPipeline(command, servers, jobs, (name) => ({
    ...observer(opts, io, out, name),
    today: today(io),
    updateGolden: opts.updateGolden === true,
    includeSurface: opts.includeSurface === true,
    debugStacks: opts.debug,
  }));
  out.progress(undefined);
  const lockfiles = command === 'review' ? [] : servers.map((s) => ({ name: s.name!, path: s.config.checks.drift.baseline, shared: s.sharedBaseline }));
  return out.report(report, { configPath: fleet.path, fleetLockfiles: lockfiles });
}

/**
 * The pipeline of a fleet after its config is loaded: every server is gathered (at most `jobs` at
 * once, each with its own collector, deadline and reaping), then each is judged against every
 * gathered peer. A server whose gather threw gets a fatal report of its own and is nobody's peer.
 */
export async function fleetPipeline(
  command: CheckCommand,
  servers: readonly LoadedConfig[],
  jobs: number,
  options: (name: string) => PipelineOptions & { debugStacks?: boolean },
): Promise<FleetReport> {
  const gathered = await pool(servers, jobs, async (loaded) => {
    try {
      return { ok: true as const, value: await gather(command, loaded, options(loaded.name!)) };
    } catch (error) {
      return { ok: false as const, error };
    }
  });
  const peers = servers.flatMap((loaded, i) => {
    const g = gathered[i]!;
    return g.ok ? [{ name: loaded.name!, snapshot: g.value.gathered.snapshot }] : [];
  });
  const reports: FleetReport['servers'] = [];
  for (const [i, loaded] of servers.entries()) {
    const name = loaded.name!;
    const g = gathered[i]!;
    const own = options(name);
    let report: Report;
    try {
      if (!g.ok) throw g.error;
      report = await judge(command, loaded, g.value, own, { self: name, peers });
    } catch (error) {
      report = buildReport(command, g.ok ? serverSummary(g.value.gathered.snapshot) : { transport: loaded.config.server.transport }, [], fatalOf(error, own.debugStacks === true));
    }
    reports.push({ ...report, fleetName: name });
  }
  return fleetReportOf(command, VERSION, reports);
}

/** Runs `work` over `items` with at most `limit` in flight; results in the order of `items`. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `--jobs N`: an integer 1..64 (default 4); anything else is a usage error. */
export function jobsOf(given: string | undefined): number {
  if (given === undefined) return 4;
  const n = /^\d+$/.test(given.trim()) ? Number(given.trim()) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new UserError('usage', `--jobs expects a whole number from 1 to 64 (servers of the fleet checked at once), e.g. --jobs 4; got ${JSON.stringify(given)}.`);
  return n;
}

/** `--no-calls` turns `calls.enabled` off whatever the config says. */
function withCallsFlag(loaded: LoadedConfig, opts: CommonOptions): LoadedConfig {
  if (opts.calls !== false) return loaded;
  return { ...loaded, config: { ...loaded.config, calls: { ...loaded.config.calls, enabled: false } } };
}

/** What the collector reports to while it works, and the environment a stdio server's is built from. */
export interface Observer {
  env: Record<string, string | undefined>;
  progress: (what: string | undefined) => void;
  debug?: (line: string) => void;
  /** Notes on stderr that are no findings (src/run/collector.ts `note`). */
  note?: (message: string) => void;
  /** Takes over awaiting the server's close (src/run/collector.ts `closeLater`). */
  closeLater?: (closing: Promise<void>) => void;
  /** Work for the wait while the server starts (src/run/collector.ts `whileStarting`). */
  whileStarting?: () => void;
}

export interface PipelineOptions extends Observer {
  /** "Today" (YYYY-MM-DD), against which accepted findings expire. */
  today: string;
  updateGolden: boolean;
  /** Told who the server is once the evidence is in, so a later failure's report still names it. */
  onServer?: (server: ServerSummary) => void;
  /** `--include-surface`: the report carries the surface as the server sent it. */
  includeSurface?: boolean;
}

/**
 * The pipeline of `run`, `diff` and `review` after the config is loaded: choose families, read
 * the files they need, collect, judge, police, and build the report. The CLI and the programmatic
 * API (src/index.ts) both run exactly this; errors are thrown, and the caller reports them.
 */
export async function checkPipeline(command: CheckCommand, loaded: LoadedConfig, options: PipelineOptions): Promise<Report> {
  const closing: Array<Promise<void>> = [];
  try {
    const gathered = await gather(command, loaded, { ...options, closeLater: (p) => closing.push(p) });
    const report = await judge(command, loaded, gathered, options);
    if (loaded.name !== undefined) report.fleetName = loaded.name;
    return report;
  } finally {
    // The server was reaped while the checks judged; nothing is left running once this returns.
    await Promise.all(closing);
  }
}

/** The incomplete reason of judging that ran past the deadline, naming the families it did not reach. */
export function judgingLate(judged: { unjudged: readonly string[]; late: boolean }, runMs: number): IncompleteReason | undefined {
  if (!judged.late && judged.unjudged.length === 0) return undefined;
  const skipped = judged.unjudged.length > 0 ? `; not judged: ${judged.unjudged.join(', ')}` : '; every check ran, but after the deadline';
  return { code: 'deadline', message: `timeouts.run_ms (${runMs} ms) passed while judging${skipped}` };
}

/** What `gather` hands `judge`: the families chosen, the evidence collected and the files read. */
interface Gathered {
  families: ReturnType<typeof import('../checks/index.js').chooseFamilies>;
  needs: ReadonlySet<Need>;
  files: Pick<Evidence, 'baseline' | 'goldens'>;
  gathered: Awaited<ReturnType<typeof collect>>;
  /** How long collecting took: judging gets what is left of `timeouts.run_ms`. */
  collectMs: number;
}


/** Choose families, read the files they need (before connecting), collect the evidence. */
async function gather(command: CheckCommand, loaded: LoadedConfig, options: PipelineOptions): Promise<Gathered> {
  const checks = await import('../checks/index.js');
  const families = checks.chooseFamilies(command, loaded.config);
  const needs = checks.needsOf(command, families, loaded.config);
  const files = await readInputs(command, needs, loaded);
  // The schema family compiles every tool's schema: its engine is built while the server starts.
  const warm = families.some((f) => f.family === 'schema') ? { whileStarting: () => void import('../protocol/json-schema.js').then((m) => m.warmSchemaEngine(), () => undefined) } : {};
  const started = Date.now();
  const gathered = await collect(loaded, needs, command, { ...options, ...warm });
  return { families, needs, files, gathered, collectMs: Date.now() - started };
}

/** Judge, police and build the report of one server; `fleet` makes the fleet family fire. */
async function judge(command: CheckCommand, loaded: LoadedConfig, input: Gathered, options: PipelineOptions, fleet?: FleetEvidence): Promise<Report> {
  const checks = await import('../checks/index.js');
  const { families, needs, files, gathered, collectMs } = input;
  const runMs = loaded.config.timeouts.run_ms;
  const { JUDGE_GRACE_MS } = await import('../text/bounds.js');
  const budget = { deadlineAt: Date.now() + Math.max(runMs - collectMs, Math.min(JUDGE_GRACE_MS, runMs)), now: Date.now };
  const server = serverSummary(gathered.snapshot);
  options.onServer?.(server);
  // A list that failed or the deadline: judge what was gathered, and say the report is partial (exit 2).
  let incomplete = incompleteReasons(gathered);
  const evidence: Evidence = { ...gathered, ...files, ...(fleet ? { fleet } : {}) };
  // The checks read every server string cut to MAX_JUDGED_TEXT (bounded work on hostile text); drift pins and compares the full text.
  const { judgedSnapshot } = await import('../checks/judged.js');
  const judgedEvidence: Evidence = {
    ...evidence,
    snapshot: judgedSnapshot(evidence.snapshot),
    ...(fleet ? { fleet: { ...fleet, peers: fleet.peers.map((peer) => ({ ...peer, snapshot: judgedSnapshot(peer.snapshot) })) } } : {}),
  };
  const { redactJson } = await import('../report/redact.js');
  const redact = (value: JsonValue) => redactJson(value, loaded.secrets);
  const context = { evidence: judgedEvidence, config: loaded.config, updateGolden: options.updateGolden, families: new Set(families.map((f) => f.family)), redact };
  const policy: Policy = {
    ...policyOf(loaded.config),
    accepted: await readAcceptedFile(loaded),
    today: options.today,
    judged: new Set([...checks.judgedFamilies(families, loaded.config), ...(command === 'review' ? (['review'] as const) : [])]),
  };
  const police = (findings: Finding[]) => applyPolicy(findings, policy);
  // Drift compares descriptions with this machine's paths and name as placeholders, as `baseline` pinned them.
  const drift = families.filter((f) => f.family === 'drift');
  const others = families.filter((f) => f.family !== 'drift');
  const driftContext = drift.length > 0 ? { ...context, evidence: { ...evidence, snapshot: placeholdMachine(evidence.snapshot, machineOf(loaded)) } } : context;
  const runs = [...others.map((family) => ({ family, context })), ...drift.map((family) => ({ family, context: driftContext }))];
  const judged = checks.runFamiliesWithin(runs, budget);
  // Judging is bound by the run's deadline too: past it the report is incomplete, never complete and late.
  const lateReason = judgingLate(judged, runMs);
  if (lateReason) incomplete = [...incomplete, lateReason];
  let findings = police(judged.findings);
  let review: ReviewData | undefined;
  if (command === 'review') ({ findings, review } = checks.reviewPass(context, findings, police));
  // An entry whose finding could not be judged this time is not stale.
  if (incomplete.length === 0) findings = [...findings, ...staleAccepted(findings, policy)];
  // Goldens are written after judging, so a case is compared with the file as it was.
  if (command === 'run' && needs.has('goldens')) {
    const { writeGoldens } = await import('./goldens.js');
    await writeGoldens(evidence.records, loaded.config.suites, { update: context.updateGolden, goldens: evidence.goldens, redact });
  }
  const report = buildReport(command, server, findings, undefined, review, incomplete);
  if (options.includeSurface) report.surface = (await import('./show.js')).surfaceOf(gathered.snapshot);
  // `diff` calls nothing; `run` and `review` say what they called on their own.
  if (command !== 'diff') report.calls = autoCallSummary(gathered.plan, gathered.records, loaded.config.calls);
  return report;
}

/**
 * The inputs read from files: the baseline (required by `diff`, read by `run` when it exists) and
 * the suites' golden files. Read before connecting, so a missing baseline never starts a server.
 */
async function readInputs(command: CheckCommand, needs: ReadonlySet<Need>, loaded: LoadedConfig): Promise<Pick<Evidence, 'baseline' | 'goldens'>> {
  const path = loaded.config.checks.drift.baseline;
  const wantsBaseline = needs.has('baseline') && (command === 'diff' || existsSync(path));
  // A fleet's shared lockfile holds every server's contract under its name.
  const baseline = wantsBaseline ? await (await import('./lockfile-io.js')).readLockfile(path, loaded.sharedBaseline ? loaded.name : undefined) : undefined;
  const goldens = needs.has('goldens') ? await (await import('./goldens.js')).readGoldens(loaded.config.suites) : {};
  return { ...(baseline ? { baseline } : {}), goldens };
}

/** The collector, reporting to `observer` (the CLI's progress line and debug log). */
async function collect(loaded: LoadedConfig, needs: ReadonlySet<Need>, label: string, observer: Observer) {
  const { collectEvidence } = await import('../run/collector.js');
  return collectEvidence({
    config: loaded.config,
    env: observer.env,
    needs,
    label,
    progress: observer.progress,
    ...(observer.debug ? { debug: observer.debug } : {}),
    ...(observer.note ? { note: observer.note } : {}),
    ...(observer.closeLater ? { closeLater: observer.closeLater } : {}),
    ...(observer.whileStarting ? { whileStarting: observer.whileStarting } : {}),
  });
}

/**
 * The CLI's observer: the progress line on a TTY, the wire log under --debug. In a fleet, `name`
 * prefixes both (`files: listing tools`, `[files] …`); with several in flight the latest shows.
 */
function observer(opts: CommonOptions, io: CliIO, out: Output, name?: string): Observer {
  return {
    env: io.env,
    // The crash handler names what was being done from the last progress line.
    progress: (what) => {
      const line = what === undefined || name === undefined ? what : `${name}: ${what}`;
      setActivity(line);
      // One server finishing does not clear the line while others are still at work.
      if (line !== undefined || name === undefined) out.progress(line);
    },
    ...(opts.debug ? { debug: (line: string) => out.debug(name === undefined ? line : `[${name}] ${line}`) } : {}),
    note: (message) => out.note(name === undefined ? message : `${name}: ${message}`),
  };
}

/**
 * `baseline`: capture and pin the contract (with output shapes when sampled); no checks, no policy.
 * Over a fleet every selected server is captured (at most `--jobs` at once); a shared lockfile is
 * written once with every complete server's new entry and every other entry kept. A server whose
 * capture failed or is incomplete is refused and named, its entry or file unchanged; the others
 * are still written, and the exit code is 2.
 */
export async function executeBaseline(opts: CommonOptions, io: CliIO): Promise<number> {
  const out = new Output(io, opts);
  try {
    const jobs = jobsOf(opts.jobs);
    const fleet = await loadSelection(opts, io);
    out.addSecrets(fleet.secrets);
    const many = fleet.servers.length > 1;
    const captured = await pool(fleet.servers, jobs, async (loaded) => {
      try {
        return { loaded, lockfile: await captureBaseline(loaded, observer(opts, io, out, many ? loaded.name : undefined), io) };
      } catch (error) {
        return { loaded, error };
      }
    });
    out.progress(undefined);
    let exitCode = 0;
    const refuse = (loaded: LoadedConfig, error: unknown) => {
      out.error(`${many ? `${loaded.name}: ` : ''}${fatalOf(error, opts.debug).message}`);
      exitCode = 2;
    };
    const { serializeCanonical } = await import('../snapshot/lockfile.js');
    const { readFleetLockfile, writeFileAtomic } = await import('./lockfile-io.js');
    const { withFileLock } = await import('./file-lock.js');
    // The fleet's one lockfile: one write per file, with every captured server's entry replaced.
    const shared = new Map<string, Array<{ loaded: LoadedConfig; lockfile: Lockfile }>>();
    for (const c of captured) {
      if (!('lockfile' in c) || c.lockfile === undefined) continue;
      if (c.loaded.sharedBaseline && c.loaded.name !== undefined) {
        const path = c.loaded.config.checks.drift.baseline;
        shared.set(path, [...(shared.get(path) ?? []), { loaded: c.loaded, lockfile: c.lockfile }]);
      }
    }
    const written = new Set<LoadedConfig>();
    for (const [path, entries] of shared) {
      try {
        // Read, merged and written under the file's lock: a concurrent `baseline --server` of another
        // server writes between our read and our rename otherwise, and its entry is lost.
        await withFileLock(path, async () => {
          const previous = opts.force ? await readFleetLockfile(path).catch(() => undefined) : await readFleetLockfile(path);
          const base = previous ?? { fleetLockfileVersion: 1 as const, servers: {} };
          const servers = { ...base.servers, ...Object.fromEntries(entries.map((e) => [e.loaded.name!, e.lockfile])) };
          await writeFileAtomic(path, out.redactText(serializeCanonical({ ...base, servers })));
        });
        for (const e of entries) written.add(e.loaded);
      } catch (error) {
        for (const e of entries) refuse(e.loaded, error);
      }
    }
    for (const c of captured) {
      const prefix = many ? `${out.plain(c.loaded.name ?? '')}: ` : '';
      if (!('lockfile' in c) || c.lockfile === undefined) {
        refuse(c.loaded, 'error' in c ? c.error : undefined);
        continue;
      }
      const path = c.loaded.config.checks.drift.baseline;
      if (!(c.loaded.sharedBaseline && c.loaded.name !== undefined)) {
        try {
          await writeOwnBaseline(path, c.lockfile, opts, out);
        } catch (error) {
          refuse(c.loaded, error);
          continue;
        }
      } else if (!written.has(c.loaded)) continue;
      const { lockfile } = c;
      out.line(`✓ ${prefix}Connected to ${out.plain(lockfile.server.name || '(unnamed server)')} v${out.plain(lockfile.server.version)}`);
      out.line(`✓ ${prefix}Captured ${lockfile.tools.length} tool(s), ${lockfile.prompts.length} prompt(s), ${lockfile.resources.length} resource(s)`);
      out.line(`✓ ${prefix}Baseline saved to ${out.plain(displayPath(path, io))}`);
      for (const name of await clippedItems(lockfile)) {
        out.warn(`${prefix}${out.plain(name)} nests deeper than ${MAX_ITEM_DEPTH} levels: the baseline pins its first ${MAX_ITEM_DEPTH} levels and a placeholder below them, so a change deeper than that is not detected.`);
      }
    }
    return exitCode;
  } catch (error) {
    const fatal = fatalOf(error, opts.debug);
    out.error(fatal.message);
    return 2;
  }
}

/** One server's contract, captured; throws (refuses) when the capture is incomplete. */
async function captureBaseline(loaded: LoadedConfig, watcher: Observer, io: CliIO): Promise<Lockfile> {
  const { drift } = loaded.config.checks;
  const needs = new Set<Need>(drift.output.enabled ? ['surface', 'output-samples'] : ['surface']);
  const gathered = await collect(loaded, needs, 'baseline', watcher);
  // Checked before anything is read or written: an incomplete capture never replaces a good baseline, --force or not.
  const refusal = refusalOf(incompleteReasons(gathered), `no baseline was written and ${displayPath(drift.baseline, io)} is unchanged`);
  if (refusal) throw new UserError('baseline', refusal);
  const { runLockfile } = await import('../snapshot/lockfile.js');
  return runLockfile(placeholdMachine(gathered.snapshot, machineOf(loaded)), gathered.records, { fullText: drift.full_text, outputShapes: drift.output.enabled });
}

/** This machine's absolute paths and name, which descriptions are compared without (src/snapshot/machine.ts). */
function machineOf(loaded: LoadedConfig): Machine {
  const safe = (read: () => string): string | undefined => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
  const machine: Machine = { cwd: process.cwd(), config: loaded.dir };
  const home = safe(homedir);
  const tmp = safe(tmpdir);
  const host = safe(hostname);
  return { ...machine, ...(home ? { home } : {}), ...(tmp ? { tmp } : {}), ...(host ? { host } : {}) };
}

/** A server's own lockfile; one captured from another server is replaced only under --force. */
async function writeOwnBaseline(path: string, lockfile: Lockfile, opts: CommonOptions, out: Output): Promise<void> {
  const { serializeCanonical } = await import('../snapshot/lockfile.js');
  const { readLockfile, writeFileAtomic } = await import('./lockfile-io.js');
  if (existsSync(path) && !opts.force) {
    const previous = await readLockfile(path).catch(() => undefined);
    if (previous && previous.server.name !== lockfile.server.name) {
      throw new UserError(
        'usage',
        `${path} was captured from server "${out.plain(previous.server.name)}", but this server is "${out.plain(lockfile.server.name)}". Pass --force to replace it, or set checks.drift.baseline to another file.`,
      );
    }
  }
  await writeFileAtomic(path, out.redactText(serializeCanonical(lockfile)));
}

export async function executeInit(opts: { config: string; force: boolean }, io: CliIO): Promise<number> {
  const out = new Output(io, { color: true, verbose: false, debug: false, config: opts.config });
  try {
    const { writeInitConfig } = await import('../config/init.js');
    const path = resolve(io.cwd, opts.config);
    await writeInitConfig(path, { force: opts.force, version: VERSION });
    out.line(`✓ Wrote ${displayPath(path, io)}`);
    out.line('  Edit the server section, then run `mcpward run`.');
    return 0;
  } catch (error) {
    out.error(fatalOf(error, false).message);
    return 2;
  }
}

/** Today's date (UTC, YYYY-MM-DD), read at the edge: the policy decides expiry against it. */
export function today(io: Pick<CliIO, 'env'>): string {
  const pinned = io.env.MCPWARD_TODAY;
  if (pinned !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(pinned)) return pinned;
  return new Date().toISOString().slice(0, 10);
}

async function readAcceptedFile(loaded: LoadedConfig) {
  const { readAccepted } = await import('./accepted-io.js');
  return readAccepted(loaded.config.policy.accepted);
}

async function loadConfiguration(opts: CommonOptions, io: CliIO, command: string): Promise<LoadedConfig> {
  const { loadConfig } = await import('../config/load.js');
  return loadConfig(resolve(io.cwd, opts.config), io.env, await singleServer(command, opts.server));
}

/** The servers `--server` selects (every server of the file when none is given). */
async function loadSelection(opts: CommonOptions, io: CliIO): Promise<LoadedFleet> {
  const { loadFleet } = await import('../config/load.js');
  return loadFleet(resolve(io.cwd, opts.config), io.env, opts.server);
}

function displayPath(path: string, io: CliIO): string {
  return path.startsWith(`${io.cwd}/`) ? path.slice(io.cwd.length + 1) : path;
}


/** `mcpward accept`'s options, as commander parses them. */
export interface AcceptOptions extends CommonOptions {
  rule?: string;
  subject?: string;
  reason?: string;
  expires?: string;
}

/**
 * `accept`: runs what `run` runs, then writes every finding that fails the run now (policy applied,
 * accepted findings not) and matches `--rule` and `--subject` (every failing finding when neither
 * is given) into the accepted-findings file with the reason. An entry already there for the same
 * finding is replaced. Exit 0 when something was accepted, 2 otherwise.
 */
export async function executeAccept(opts: AcceptOptions, io: CliIO): Promise<number> {
  const out = new Output(io, opts);
  try {
    const { isIsoDate, acceptedEntryOf, mergeAccepted, subjectLabel } = await import('../policy/accepted.js');
    const reason = opts.reason?.trim() ?? '';
    if (reason === '') throw new UserError('usage', '`mcpward accept` needs `--reason "<why this finding is accepted>"`: the reason is written next to the finding for reviewers.');
    if (opts.expires !== undefined && !isIsoDate(opts.expires)) throw new UserError('usage', `--expires expects a date YYYY-MM-DD, e.g. --expires ${today(io).slice(0, 4)}-12-31.`);
    if (opts.rule !== undefined) {
      const { isRuleId, RULES } = await import('../rules/index.js');
      if (!isRuleId(opts.rule)) {
        const { closest } = await import('../config/problems.js');
        const suggestion = closest(opts.rule, Object.keys(RULES));
        throw new UserError('usage', `--rule: unknown rule id${suggestion ? `; did you mean \`${suggestion}\`?` : '; `mcpward rules` lists every rule id.'}`);
      }
    }
    const [checks, loaded] = await Promise.all([import('../checks/index.js'), loadConfiguration(opts, io, 'accept')]);
    out.addSecrets(loaded.secrets);
    const path = loaded.config.policy.accepted;
    const { readAccepted, writeAccepted } = await import('./accepted-io.js');
    // Read now so an invalid file fails before the server starts; read again under the lock to write.
    await readAccepted(path);
    const families = checks.chooseFamilies('run', loaded.config);
    const needs = checks.needsOf('run', families, loaded.config);
    const files = await readInputs('run', needs, loaded);
    const gathered = await collect(loaded, needs, 'accept', observer(opts, io, out));
    // What an incomplete run fails is not all that fails: accepting from it would be accepting blind.
    const refusal = refusalOf(incompleteReasons(gathered), `nothing was accepted and ${displayPath(path, io)} is unchanged`);
    if (refusal) throw new UserError('usage', refusal);
    const context = { evidence: { ...gathered, ...files }, config: loaded.config, updateGolden: false };
    // Judged as `run` judges: server text cut to its head for every family but drift, so what is accepted is what `run` finds.
    const { judgedSnapshot } = await import('../checks/judged.js');
    const judgedContext = { ...context, evidence: { ...context.evidence, snapshot: judgedSnapshot(gathered.snapshot) } };
    const findings = [
      ...checks.runFamilies(families.filter((f) => f.family !== 'drift'), judgedContext),
      ...checks.runFamilies(families.filter((f) => f.family === 'drift'), context),
    ];
    const policed = applyPolicy(findings, policyOf(loaded.config));
    const subjectMatches = (f: Finding) =>
      opts.subject === undefined || subjectLabel(f) === opts.subject || f.subject?.name === opts.subject;
    const chosen = policed.filter((f) => f.status === 'fail' && (opts.rule === undefined || f.rule === opts.rule) && subjectMatches(f));
    if (chosen.length === 0) {
      const what = [opts.rule && `rule ${opts.rule}`, opts.subject !== undefined && `subject ${out.plain(opts.subject)}`].filter(Boolean).join(' and ');
      throw new UserError('usage', `Nothing to accept: no finding fails the run${what ? ` with ${what}` : ''}.`);
    }
    const added = chosen.map((f) => acceptedEntryOf(f, reason, opts.expires));
    const { withFileLock } = await import('./file-lock.js');
    // Merged into the file as it is now, under its lock: another `accept` may have written since our first read.
    await withFileLock(path, async () => writeAccepted(path, mergeAccepted(await readAccepted(path), added), (text) => out.redactText(text)));
    for (const entry of added) out.line(`✓ Accepted ${entry.rule} at ${out.plain(entry.subject)}${entry.expires ? ` until ${entry.expires}` : ''}`);
    out.line(`✓ ${added.length} finding(s) written to ${out.plain(displayPath(path, io))}`);
    return 0;
  } catch (error) {
    out.error(fatalOf(error, opts.debug).message);
    return 2;
  }
}
