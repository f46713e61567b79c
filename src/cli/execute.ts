import { setActivity } from './activity.js';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { placeholdMachine } from '../snapshot/machine.js';
import type { CheckCommand } from '../model.js';
import type { LoadedConfig, LoadedFleet } from '../config/load.js';
import { artifactFor, collect, checkPipeline, fleetPipeline, machineOf, pool, readInputs, today, type Observer } from '../edge/check.js';
import { reportContextOf } from '../edge/locations.js';
import { UserError } from '../errors.js';
import { VERSION } from '../version.js';
import type { ServerSummary } from '../report/types.js';
import { buildReport, fatalOf, incompleteReasons } from '../pipeline/report.js';
import type { Finding } from '../rules/index.js';
import type { Need } from '../snapshot/evidence.js';
import type { Lockfile } from '../snapshot/lockfile.js';
import { singleServer, type CliIO, type CommonOptions } from './io.js';
import { Output } from './output.js';
import { refusalOf } from './reporting.js';
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
    // The checks' code is not loaded here: it loads while each server starts (src/edge/check.ts, whileStarting).
    const fleet = await loadSelection(opts, io);
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
    return out.report(report, reportContextOf(command, loaded.path, [loaded]));
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
  return out.report(report, reportContextOf(command, fleet.path, servers, true));
}

/** `--jobs N`: an integer 1..64 (default 4); anything else is a usage error. */
function jobsOf(given: string | undefined): number {
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
    const { readFleetLockfile, writeFileAtomic } = await import('../edge/lockfile-io.js');
    const { withFileLock } = await import('../edge/file-lock.js');
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
  const [{ runLockfile }, { resolveConfigured }] = await Promise.all([import('../snapshot/lockfile.js'), import('../edge/artifact.js')]);
  const machine = machineOf(loaded);
  const lockfile = runLockfile(placeholdMachine(gathered.snapshot, machine), gathered.records, { fullText: drift.full_text, outputShapes: drift.output.enabled });
  // What ran, resolved after the start so the npx cache holds what this start installed (docs/lockfile.md, "The artifact").
  lockfile.artifact = await resolveConfigured(loaded, gathered, io.env, machine);
  return lockfile;
}

/** A server's own lockfile; one captured from another server is replaced only under --force. */
async function writeOwnBaseline(path: string, lockfile: Lockfile, opts: CommonOptions, out: Output): Promise<void> {
  const { serializeCanonical } = await import('../snapshot/lockfile.js');
  const { readLockfile, writeFileAtomic } = await import('../edge/lockfile-io.js');
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
    const [checks, loaded] = await Promise.all([import('../checks/plan.js'), loadConfiguration(opts, io, 'accept')]);
    out.addSecrets(loaded.secrets);
    const path = loaded.config.policy.accepted;
    const { readAccepted, writeAccepted } = await import('../edge/accepted-io.js');
    // Read now so an invalid file fails before the server starts; read again under the lock to write.
    await readAccepted(path);
    const families = checks.chooseFamilies('run', loaded.config);
    const needs = checks.needsOf('run', families, loaded.config);
    const files = await readInputs('run', needs, loaded);
    const started = Date.now();
    const gathered = await collect(loaded, needs, 'accept', observer(opts, io, out));
    const artifact = await artifactFor(loaded, needs, gathered, io.env);
    // Judged as `run` judges, by the same pipeline with the same families and policy, except that
    // no entry is accepted yet: what fails now is what can be accepted.
    const [{ judgeFindings }, { JUDGE_GRACE_MS }] = await Promise.all([import('../pipeline/judge.js'), import('../text/bounds.js')]);
    const runMs = loaded.config.timeouts.run_ms;
    const judged = judgeFindings({
      command: 'run',
      config: loaded.config,
      secrets: loaded.secrets,
      families,
      evidence: { ...gathered, ...files, ...artifact },
      accepted: [],
      today: today(io),
      machine: machineOf(loaded),
      budget: { deadlineAt: Date.now() + Math.max(runMs - (Date.now() - started), Math.min(JUDGE_GRACE_MS, runMs)), now: Date.now },
    });
    // What an incomplete run fails is not all that fails: accepting from it would be accepting blind.
    const refusal = refusalOf(judged.incomplete, `nothing was accepted and ${displayPath(path, io)} is unchanged`);
    if (refusal) throw new UserError('usage', refusal);
    const policed = judged.findings;
    const subjectMatches = (f: Finding) =>
      opts.subject === undefined || subjectLabel(f) === opts.subject || f.subject?.name === opts.subject;
    const chosen = policed.filter((f) => f.status === 'fail' && (opts.rule === undefined || f.rule === opts.rule) && subjectMatches(f));
    if (chosen.length === 0) {
      const what = [opts.rule && `rule ${opts.rule}`, opts.subject !== undefined && `subject ${out.plain(opts.subject)}`].filter(Boolean).join(' and ');
      throw new UserError('usage', `Nothing to accept: no finding fails the run${what ? ` with ${what}` : ''}.`);
    }
    const added = chosen.map((f) => acceptedEntryOf(f, reason, opts.expires));
    const { withFileLock } = await import('../edge/file-lock.js');
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
