import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CallPlan, CallRecord } from '../snapshot/calls.js';
import type { ProtocolProbes } from '../snapshot/probes.js';
import type { LoadedConfig } from '../config/load.js';
import { UserError } from '../errors.js';
import type { Command as CommandName, Finding, ServerSummary } from '../model.js';
import { applyPolicy } from '../policy/index.js';
import type { Lockfile } from '../snapshot/lockfile.js';
import type { Snapshot } from '../snapshot/types.js';
import { MAX_PAGES, serverTarget, withSession } from '../run/session.js';
import type { CliIO } from './io.js';
import type { CommonOptions } from './main.js';
import { Output } from './output.js';
import { buildReport, fatalOf, serverSummary } from './reporting.js';

/** `run` and `diff`: capture, check, apply policy, report. */
export async function executeCheck(command: Extract<CommandName, 'run' | 'diff'>, opts: CommonOptions, io: CliIO): Promise<number> {
  const out = new Output(io, opts);
  let loaded: LoadedConfig | undefined;
  let server: ServerSummary | undefined;
  try {
    await out.validateReporter();
    loaded = await loadConfiguration(opts, io);
    out.addSecrets(loaded.secrets);
    const config = loaded.config;
    server = { transport: config.server.transport };
    // The server takes a while to start; load the check modules meanwhile instead of after it closed.
    const warm = preloadChecks(command).catch(() => undefined);
    const baselinePath = config.checks.drift.baseline;
    const baseline =
      command === 'diff' || existsSync(baselinePath) ? await (await import('./lockfile-io.js')).readLockfile(baselinePath) : undefined;
    const session = await runSession(loaded, opts, io, out, command === 'run' ? 'all' : 'output-samples');
    server = serverSummary(session.snapshot);
    await warm;
    const findings = await runChecks(session, loaded, baseline, command, opts.updateGolden === true);
    const policed = applyPolicy(findings, { driftFailOn: config.checks.drift.fail_on, severity: config.checks.drift.severity });
    return out.report(buildReport(command, server, policed), { configPath: loaded.path, lockfilePath: baselinePath });
  } catch (error) {
    return out.report(buildReport(command, server, [], fatalOf(error, opts.debug)), loaded ? { configPath: loaded.path } : {});
  }
}

/** `baseline`: capture and pin the contract; no checks, no policy. */
export async function executeBaseline(opts: CommonOptions, io: CliIO): Promise<number> {
  const out = new Output(io, { ...opts, reporter: 'console' });
  try {
    const loaded = await loadConfiguration(opts, io);
    out.addSecrets(loaded.secrets);
    const session = await runSession(loaded, opts, io, out, 'output-samples');
    const { serializeCanonical } = await import('../snapshot/lockfile.js');
    const { readLockfile, writeFileAtomic } = await import('./lockfile-io.js');
    const lockfile = await currentLockfile(session, loaded, loaded.config.checks.drift.full_text);
    const path = loaded.config.checks.drift.baseline;
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
    const name = lockfile.server.name || '(unnamed server)';
    out.line(`✓ Connected to ${out.plain(name)} v${out.plain(lockfile.server.version)}`);
    out.line(`✓ Captured ${lockfile.tools.length} tool(s), ${lockfile.prompts.length} prompt(s), ${lockfile.resources.length} resource(s)`);
    out.line(`✓ Baseline saved to ${out.plain(displayPath(path, io))}`);
    return 0;
  } catch (error) {
    const fatal = fatalOf(error, opts.debug);
    out.error(fatal.message);
    return 2;
  }
}

export async function executeInit(opts: { config: string; force: boolean }, io: CliIO): Promise<number> {
  const out = new Output(io, { reporter: 'console', color: true, verbose: false, debug: false, config: opts.config });
  try {
    const { writeInitConfig } = await import('../config/init.js');
    const path = resolve(io.cwd, opts.config);
    await writeInitConfig(path, { force: opts.force });
    out.line(`✓ Wrote ${displayPath(path, io)}`);
    out.line('  Edit the server section, then run `mcpward run`.');
    return 0;
  } catch (error) {
    out.error(fatalOf(error, false).message);
    return 2;
  }
}

async function loadConfiguration(opts: CommonOptions, io: CliIO): Promise<LoadedConfig> {
  const { loadConfig } = await import('../config/load.js');
  return loadConfig(resolve(io.cwd, opts.config), io.env);
}

/** What one session with the server produced: the shared snapshot and the record of every call. */
interface Session {
  snapshot: Snapshot;
  probes?: ProtocolProbes;
  plan?: CallPlan;
  records: CallRecord[];
}

/**
 * Connects, captures the surface, probes, makes the planned calls and disconnects, all within
 * `timeouts.run_ms`. `calls` chooses which planned calls run: `run` makes them all, `baseline` and
 * `diff` only the output samples that pin output shapes.
 */
async function runSession(loaded: LoadedConfig, opts: CommonOptions, io: CliIO, out: Output, calls: 'all' | 'output-samples'): Promise<Session> {
  const { config } = loaded;
  const [{ captureSnapshot }, { serverEnvironment }] = await Promise.all([import('../run/capture.js'), import('../config/environment.js')]);
  const options = { config, label: 'run', progress: (what: string | undefined) => out.progress(what), ...(opts.debug ? { debug: (line: string) => out.debug(line) } : {}) };
  return withSession(options, async (scope): Promise<Session> => {
    scope.progress(`connecting to ${config.server.transport === 'stdio' ? config.server.command : 'server'}`);
    const conn = await scope.connect(serverTarget(config, serverEnvironment(config, io.env)));
    scope.progress('capturing the server surface');
    const snapshot = await captureSnapshot(conn, { maxPages: MAX_PAGES, onProgress: (what) => scope.progress(what) });
    let probes: ProtocolProbes | undefined;
    if (calls === 'all' && config.checks.compliance) {
      scope.progress('probing the protocol');
      probes = await (await import('../run/probes.js')).runProtocolProbes(conn, snapshot, { callMs: config.timeouts.call_ms });
    }
    const { planCalls } = await import('../run/plan.js');
    const full = planCalls(snapshot, config);
    // Records are stored by plan index, so a filtered plan is renumbered.
    const plan = calls === 'all' ? full : { ...full, calls: full.calls.filter((c) => c.purpose === 'output-sample').map((c, index) => ({ ...c, index })) };
    if (plan.calls.length === 0) return { snapshot, ...(probes ? { probes } : {}), plan, records: [] };
    const { executeCalls } = await import('../run/calls.js');
    const records = await executeCalls(conn, plan, {
      callMs: config.timeouts.call_ms,
      signal: scope.signal,
      onProgress: (done, total, call) => scope.progress(`calling ${call.tool} (${done} of ${total})`),
    });
    return { snapshot, ...(probes ? { probes } : {}), plan, records };
  });
}

/** The lockfile of this session: the captured contract plus output shapes inferred from its calls. */
async function currentLockfile(session: Session, loaded: LoadedConfig, fullText: boolean): Promise<Lockfile> {
  const { buildLockfile } = await import('../snapshot/lockfile.js');
  const lockfile = buildLockfile(session.snapshot, { fullText });
  if (loaded.config.checks.drift.output.enabled) {
    const { inferOutputShapes } = await import('../snapshot/output-shape.js');
    lockfile.outputShapes = inferOutputShapes(session.records);
  }
  return lockfile;
}

/** Runs every enabled check over the one shared snapshot and the call record. Check modules load only when enabled. */
async function runChecks(session: Session, loaded: LoadedConfig, baseline: Lockfile | undefined, command: 'run' | 'diff', updateGolden: boolean): Promise<Finding[]> {
  const { config } = loaded;
  const { snapshot } = session;
  const checks = config.checks;
  const findings: Finding[] = [];
  if (command === 'run') {
    if (checks.compliance) findings.push(...(await import('../checks/compliance/index.js')).checkCompliance(snapshot, session.probes));
    if (checks.schema) {
      findings.push(...(await import('../checks/schema/index.js')).checkSchemas(snapshot));
      // Parameter-header admission is static too: every run judges the declarations, `review` adds the wire probes.
      findings.push(...(await import('../checks/headers/index.js')).checkHeaders(snapshot, config.review.header_placement).findings);
    }
    if (checks.security) findings.push(...(await import('../checks/security/index.js')).checkSecurity(snapshot));
    if (checks.collision.enabled) findings.push(...(await import('../checks/collision/index.js')).checkCollisions(snapshot, checks.collision));
    if (session.plan) {
      const [{ runCallChecks }, { readGoldens, writeGoldens }] = await Promise.all([import('../checks/calls.js'), import('./goldens.js')]);
      const goldens = await readGoldens(config.suites);
      findings.push(...runCallChecks(snapshot, session.records, session.plan, config, { updateGolden, goldens }));
      await writeGoldens(session.records, config.suites, { update: updateGolden, goldens });
    }
  }
  const current = await currentLockfile(session, loaded, true);
  if (checks.drift.output.enabled && current.outputShapes) {
    findings.push(...(await import('../checks/output-shape/findings.js')).checkInferredShapes(snapshot, current.outputShapes));
  }
  if (baseline) findings.push(...(await import('../checks/drift/index.js')).checkDrift(baseline, current));
  return findings;
}

function preloadChecks(command: 'run' | 'diff'): Promise<unknown> {
  const always = [import('../snapshot/lockfile.js'), import('../checks/drift/index.js'), import('../report/index.js')];
  if (command === 'diff') return Promise.all(always);
  return Promise.all([
    ...always,
    import('../checks/compliance/index.js'),
    import('../checks/schema/index.js'),
    import('../checks/security/index.js'),
    import('../checks/collision/index.js'),
    import('../checks/calls.js'),
  ]);
}




function displayPath(path: string, io: CliIO): string {
  return path.startsWith(`${io.cwd}/`) ? path.slice(io.cwd.length + 1) : path;
}

