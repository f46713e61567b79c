/**
 * The edge around the pipeline that the CLI and the programmatic API share: read the files a run
 * needs (baseline, goldens, accepted findings) before the server starts, drive the collector, take
 * the clock and this machine's paths, hand everything to the pure judging of src/pipeline/, then
 * write the golden files. Modules that only some runs need load on demand, so `mcpward --help`
 * stays quick.
 */

import { existsSync } from 'node:fs';
import { hostname, homedir, tmpdir } from 'node:os';
import type { CheckedFamily } from '../rules/families.js';
import type { CheckCommand, JsonValue } from '../model.js';
import { UserError } from '../errors.js';
import type { LoadedConfig } from '../config/load.js';
import type { Report, ServerSummary, FleetReport } from '../report/types.js';
import { fleetReportOf } from '../report/types.js';
import type { Evidence, FleetEvidence, Need } from '../snapshot/evidence.js';
import type { Machine } from '../snapshot/machine.js';
import { VERSION } from '../version.js';
import { buildReport, fatalOf, serverSummary } from '../pipeline/report.js';

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

/** Today's date (UTC, YYYY-MM-DD), read at the edge (MCPWARD_TODAY pins it): the policy decides expiry against it. */
export function today(io: { env: Record<string, string | undefined> }): string {
  const pinned = io.env.MCPWARD_TODAY;
  if (pinned !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(pinned)) return pinned;
  return new Date().toISOString().slice(0, 10);
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
    const report = await judgeGathered(command, loaded, gathered, options);
    if (loaded.name !== undefined) report.fleetName = loaded.name;
    return report;
  } finally {
    // The server was reaped while the checks judged; nothing is left running once this returns.
    await Promise.all(closing);
  }
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
    return g.ok ? [{ name: loaded.name!, snapshot: g.value.evidence.snapshot }] : [];
  });
  const reports: FleetReport['servers'] = [];
  for (const [i, loaded] of servers.entries()) {
    const name = loaded.name!;
    const g = gathered[i]!;
    const own = options(name);
    let report: Report;
    try {
      if (!g.ok) throw g.error;
      report = await judgeGathered(command, loaded, g.value, own, { self: name, peers });
    } catch (error) {
      report = buildReport(command, g.ok ? serverSummary(g.value.evidence.snapshot) : { transport: loaded.config.server.transport }, [], fatalOf(error, own.debugStacks === true));
    }
    reports.push({ ...report, fleetName: name });
  }
  return fleetReportOf(command, VERSION, reports);
}

/** Runs `work` over `items` with at most `limit` in flight; results in the order of `items`. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
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

/** What `gather` hands judging: the families chosen, the evidence collected with the files read, and the clock's reading. */
interface Gathered {
  families: CheckedFamily[];
  needs: ReadonlySet<Need>;
  evidence: Evidence;
  /** How long collecting took: judging gets what is left of `timeouts.run_ms`. */
  collectMs: number;
}

/** Choose families, read the files they need (before connecting), collect the evidence. */
async function gather(command: CheckCommand, loaded: LoadedConfig, options: PipelineOptions): Promise<Gathered> {
  // The plan alone: the checks' code (hundreds of patterns built as it loads) loads while the server starts.
  const plan = await import('../checks/plan.js');
  const families = plan.chooseFamilies(command, loaded.config);
  const needs = plan.needsOf(command, families, loaded.config);
  const files = await readInputs(command, needs, loaded);
  const warm = { whileStarting: () => whileStarting(families) };
  const started = Date.now();
  const gathered = await collect(loaded, needs, command, { ...options, ...warm });
  // After the start, so a launcher's cache holds what this start installed.
  const artifact = await artifactFor(loaded, needs, gathered, options.env);
  return { families, needs, evidence: { ...gathered, ...files, ...artifact }, collectMs: Date.now() - started };
}

/**
 * Work for the wait while the server starts, none of which the collector waits for: loading the
 * checks that will judge it, and, when the schema family runs, building its engine (it compiles
 * every tool's schema). A failure here is met again, and reported, where the work is needed.
 */
function whileStarting(families: readonly CheckedFamily[]): void {
  void import('../pipeline/judge.js').then(
    () => (families.includes('schema') ? import('../protocol/json-schema.js').then((m) => m.warmSchemaEngine()) : undefined),
    () => undefined,
  ).catch(() => undefined);
}

/** Judge one gathered server with the files and clock of the edge, then write its golden files; `fleet` makes the fleet family fire. */
async function judgeGathered(command: CheckCommand, loaded: LoadedConfig, input: Gathered, options: PipelineOptions, fleet?: FleetEvidence): Promise<Report> {
  const { families, needs, evidence, collectMs } = input;
  options.onServer?.(serverSummary(evidence.snapshot));
  const runMs = loaded.config.timeouts.run_ms;
  const [{ JUDGE_GRACE_MS }, { judge }, { readAccepted }] = await Promise.all([import('../text/bounds.js'), import('../pipeline/judge.js'), import('./accepted-io.js')]);
  const budget = { deadlineAt: Date.now() + Math.max(runMs - collectMs, Math.min(JUDGE_GRACE_MS, runMs)), now: Date.now };
  const report = judge({
    command,
    config: loaded.config,
    secrets: loaded.secrets,
    families,
    evidence: fleet ? { ...evidence, fleet } : evidence,
    accepted: await readAccepted(loaded.config.policy.accepted),
    today: options.today,
    machine: machineOf(loaded),
    budget,
    updateGolden: options.updateGolden,
    includeSurface: options.includeSurface === true,
  });
  // Goldens are written after judging, so a case is compared with the file as it was.
  if (command === 'run' && needs.has('goldens')) {
    const [{ writeGoldens }, { redactJson }] = await Promise.all([import('./goldens.js'), import('../report/redact.js')]);
    await writeGoldens(evidence.records, loaded.config.suites, { update: options.updateGolden, goldens: evidence.goldens, redact: (value) => redactJson(value, loaded.secrets) });
  }
  return report;
}

/**
 * The inputs read from files: the baseline (required by `diff`, read by `run` when it exists) and
 * the suites' golden files. Read before connecting, so a missing baseline never starts a server.
 */
export async function readInputs(command: CheckCommand, needs: ReadonlySet<Need>, loaded: LoadedConfig): Promise<Pick<Evidence, 'baseline' | 'goldens' | 'registryManifest' | 'envNames'>> {
  const path = loaded.config.checks.drift.baseline;
  const wantsBaseline = needs.has('baseline') && (command === 'diff' || existsSync(path));
  // A fleet's shared lockfile holds every server's contract under its name.
  const baseline = wantsBaseline ? await (await import('./lockfile-io.js')).readLockfile(path, loaded.sharedBaseline ? loaded.name : undefined) : undefined;
  const goldens = needs.has('goldens') ? await (await import('./goldens.js')).readGoldens(loaded.config.suites) : {};
  const manifestPath = loaded.config.server.registry_manifest;
  const registryManifest = needs.has('registry-manifest') && manifestPath !== undefined ? await readRegistryManifest(manifestPath) : undefined;
  const envNames = Object.keys(loaded.config.server.env ?? {}).sort();
  return { ...(baseline ? { baseline } : {}), goldens, ...(registryManifest === undefined ? {} : { registryManifest, envNames }) };
}

/** A registry server.json the config names: JSON, at most 1 MiB, or exit 2 naming the key and the file. */
async function readRegistryManifest(path: string): Promise<JsonValue> {
  const { readFile, stat } = await import('node:fs/promises');
  const size = await stat(path).then((s) => s.size, () => undefined);
  if (size === undefined) throw new UserError('config', `server.registry_manifest: ${path} does not exist or cannot be read.`);
  if (size > 1024 * 1024) throw new UserError('config', `server.registry_manifest: ${path} is ${size} bytes; a server.json is at most 1 MiB.`);
  try {
    return JSON.parse(await readFile(path, 'utf8')) as JsonValue;
  } catch (error) {
    throw new UserError('config', `server.registry_manifest: ${path} is not JSON (${(error as Error).message.slice(0, 200)}).`);
  }
}

/** The collector, reporting to `observer` (the CLI's progress line and debug log). */
export async function collect(loaded: LoadedConfig, needs: ReadonlySet<Need>, label: string, observer: Observer) {
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
 * What the start runs (`evidence.artifact`), for the artifact family: the bundle the collector
 * opened, else resolved after the capture from the files the start left (src/edge/artifact.ts).
 * Empty when no family needs it.
 */
export async function artifactFor(loaded: LoadedConfig, needs: ReadonlySet<Need>, gathered: Pick<Evidence, 'artifact' | 'snapshot'>, env: Record<string, string | undefined>): Promise<Pick<Evidence, 'artifact'>> {
  if (!needs.has('artifact')) return {};
  const { resolveConfigured } = await import('./artifact.js');
  return { artifact: await resolveConfigured(loaded, gathered, env, machineOf(loaded)) };
}

/** This machine's absolute paths and name, which descriptions are compared without (src/snapshot/machine.ts). */
export function machineOf(loaded: Pick<LoadedConfig, 'dir'>): Machine {
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
