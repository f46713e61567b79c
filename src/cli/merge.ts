import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { isRecord, type JsonValue } from '../model.js';
import type { Config } from '../config/schema.js';
import { today as todayOf } from '../edge/check.js';
import { exitCodeOf, sortFindings, summarize } from '../policy/index.js';
import type { FleetReport, Report, Surface } from '../report/types.js';
import { fleetReportOf } from '../report/types.js';
import { isRuleId, ruleMeta, type Finding } from '../rules/index.js';
import { snapshotEvidence } from '../snapshot/evidence.js';
import type { Lockfile } from '../snapshot/lockfile.js';
import { snapshotOfSurface } from '../snapshot/surface.js';
import type { Snapshot } from '../snapshot/types.js';
import { VERSION } from '../version.js';
import type { CliIO, CommonOptions } from './io.js';
import { Output } from './output.js';
import { fatalOf } from '../pipeline/report.js';

export type MergeOptions = Pick<CommonOptions, 'config' | 'reporter' | 'out' | 'verbose' | 'debug' | 'color' | 'prComment' | 'sarifCategory'>;

interface Input {
  file: string;
  name: string;
  report: Report;
}

const STATUSES = new Set(['pass', 'fail', 'warn', 'skip']);

/**
 * `mcpward merge`: matrix runs' JSON reports (one per server) into one fleet report, with the
 * fleet family recomputed over the surfaces they carry (`--include-surface`). Any fleet finding
 * already in an input is dropped and recomputed, never doubled. Servers keep the order given.
 */
export async function executeMerge(files: readonly string[], opts: MergeOptions, io: CliIO): Promise<number> {
  const out = new Output(io, { ...opts, includeSurface: false });
  try {
    await out.validateReporter();
    const merged = await mergeReports(files, opts.config, io, out);
    const configPath = resolve(io.cwd, opts.config);
    return await out.report(merged, existsSync(configPath) ? { configPath } : {});
  } catch (error) {
    out.error(fatalOf(error, opts.debug).message);
    return 2;
  }
}

/**
 * The merged fleet report of `files` (see executeMerge), its data redacted of every config secret
 * this machine has; notes (a report without surface) go to `out` as warnings. Throws UserError.
 */
export async function mergeReports(files: readonly string[], configFile: string, io: CliIO, out: Output): Promise<FleetReport> {
  const inputs = await readInputs(files, io.cwd);
  const command = inputs[0]!.report.command;
  const other = inputs.find((i) => i.report.command !== command);
  if (other) throw new UserError('usage', `${other.file} is a report of \`mcpward ${other.report.command}\`, ${inputs[0]!.file} of \`mcpward ${command}\`: merge reports of one command.`);

  const configPath = resolve(io.cwd, configFile);
  const secrets: string[] = [];
  const policies = existsSync(configPath) ? await (await import('../config/load.js')).loadFleetPolicies(configPath, io.env) : [];
  if (policies.length > 0) {
    // The servers' secrets are redacted when this machine has them; merge needs none of them.
    try {
      for (const item of (await (await import('../config/load.js')).loadFleet(configPath, io.env)).secrets) secrets.push(item);
      out.addSecrets(secrets);
    } catch {
      // Variables unset here: the reports were redacted by the runs that wrote them.
    }
  }
  const { configSchema } = await import('../config/schema.js');
  const defaults = configSchema.parse({ server: { transport: 'stdio', command: 'mcpward-merge' } });
  const policyFor = (name: string) => policies.find((p) => p.name === name) ?? (policies.length === 1 && policies[0]!.name === undefined ? policies[0] : undefined);

  const peers: Array<{ name: string; snapshot: Snapshot }> = inputs.flatMap((i) => (i.report.surface ? [{ name: i.name, snapshot: snapshotOfSurface(i.report.surface) }] : []));
  const { familyEnabled } = await import('../checks/plan.js');
  const { judgeFindings } = await import('../pipeline/judge.js');
  const { readAccepted } = await import('../edge/accepted-io.js');
  // The same "today" as run's (MCPWARD_TODAY pins it), against which accepted findings expire.
  const today = todayOf(io);
  const servers: FleetReport['servers'] = [];
  for (const input of inputs) {
    const found = policyFor(input.name);
    const config: Config = found?.config ?? defaults;
    let kept = input.report.findings.filter((f) => ruleMeta(f.rule).family !== 'fleet');
    let fleet: Finding[] = [];
    const self = peers.find((p) => p.name === input.name);
    if (!self) {
      out.warn(`${input.file}: the report carries no surface, so ${input.name} is not judged across the fleet (run it with --include-surface); its findings are merged as they are.`);
    } else if (familyEnabled('fleet', config) && command !== 'review') {
      // `review` judges one server on its own (COMMAND_FAMILIES): its reports gain no fleet findings.
      const baseline = found ? await baselineOf(config, found.sharedBaseline ? input.name : undefined) : undefined;
      const evidence = snapshotEvidence(self.snapshot, { fleet: { self: input.name, peers }, ...(baseline ? { baseline } : {}) });
      const accepted = found ? await readAccepted(config.policy.accepted) : [];
      // Judged by the pipeline with the fleet family alone, so the policy's judged set is the fleet:
      // the run's stale fleet entries (it had no peers) are dropped and judged again here.
      const judged = judgeFindings({ command: command === 'diff' ? 'diff' : 'run', config, secrets, families: ['fleet'], evidence, accepted, today });
      const complete = input.report.completed && input.report.incomplete === undefined;
      kept = kept.filter((f) => !(f.rule === 'accepted_finding_stale' && isRuleId(f.args.rule) && ruleMeta(f.args.rule).family === 'fleet'));
      fleet = complete ? judged.findings : judged.findings.filter((f) => f.rule !== 'accepted_finding_stale');
    }
    const findings = sortFindings([...kept, ...fleet]);
    const { completed } = input.report;
    servers.push({ ...input.report, fleetName: input.name, findings, summary: summarize(findings), exitCode: completed ? exitCodeOf({ completed, findings }) : 2 });
  }
  const { redactJson } = await import('../report/index.js');
  return redactJson(fleetReportOf(command, VERSION, servers) as unknown as JsonValue, secrets) as unknown as FleetReport;
}

async function baselineOf(config: Config, shared: string | undefined): Promise<Lockfile | undefined> {
  const path = config.checks.drift.baseline;
  if (!existsSync(path)) return undefined;
  const { readFleetLockfile, readLockfile } = await import('../edge/lockfile-io.js');
  if (shared !== undefined) return (await readFleetLockfile(path))?.servers[shared];
  return readLockfile(path);
}

/** Every input report, FleetReports flattened, each named; exit 2 naming the file for anything else. */
/**
 * The report files `given` names, in the order given. mcpward expands a pattern (`report-*.json`)
 * itself, as cmd and PowerShell do not: a name that is an existing file is taken as it is, any
 * other with `*`, `?`, `[` or `{` is a glob, its matches in name order. A file named twice is read
 * once. A pattern that matches nothing is a usage error naming it.
 */
async function expandPatterns(given: readonly string[], cwd: string): Promise<string[]> {
  const files: string[] = [];
  const seen = new Set<string>();
  const add = (file: string) => {
    const key = resolve(cwd, file);
    if (seen.has(key)) return;
    seen.add(key);
    files.push(file);
  };
  for (const item of given) {
    if (!/[*?[{]/.test(item) || existsSync(resolve(cwd, item))) {
      add(item);
      continue;
    }
    const { glob } = await import('tinyglobby');
    // Glob patterns take `/`; on Windows a user types `\` between folders.
    const pattern = process.platform === 'win32' ? item.replace(/\\/g, '/') : item;
    const matches = (await glob(pattern, { cwd, onlyFiles: true, expandDirectories: false, dot: false })).sort();
    if (matches.length === 0) throw new UserError('usage', `No report matches ${item} (in ${cwd}): merge reads the JSON reports of \`--reporter json:FILE\`, e.g. \`mcpward merge 'report-*.json'\`.`);
    for (const match of matches) add(match);
  }
  return files;
}

async function readInputs(given: readonly string[], cwd: string): Promise<Input[]> {
  if (given.length === 0) throw new UserError('usage', 'mcpward merge needs the JSON reports to merge, e.g. `mcpward merge report-*.json`.');
  const files = await expandPatterns(given, cwd);
  const inputs: Input[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(resolve(cwd, file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new UserError('usage', `Cannot read report ${file}: ${code ?? (error as Error).message}.`);
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new UserError('usage', `Report ${file} is not JSON (${(error as Error).message}): merge reads the reports of \`--reporter json:FILE\`.`);
    }
    const stem = basename(file).replace(/\.json$/i, '').replace(/^report-/, '');
    const reports = isRecord(data) && data.kind === 'fleet' && Array.isArray(data.servers) ? data.servers : [data];
    for (const r of reports) {
      const problem = problemOf(r);
      if (problem !== undefined) throw new UserError('usage', `${file} is not a mcpward JSON report: ${problem}.`);
      const report = r as Report;
      const name = report.fleetName ?? report.server?.name ?? stem;
      const dup = inputs.find((i) => i.name === name);
      if (dup) throw new UserError('usage', `${file} and ${dup.file} are both reports of server ${JSON.stringify(name)}: give each server's report once.`);
      inputs.push({ file, name, report });
    }
  }
  return inputs;
}

/** What makes `data` unusable as a report, or undefined: enough shape that nothing later trips on it. */
function problemOf(data: unknown): string | undefined {
  if (!isRecord(data)) return 'not a JSON object';
  if (data.schemaVersion !== 1) return 'schemaVersion is not 1';
  if (!isRecord(data.tool) || data.tool.name !== 'mcpward') return 'tool.name is not mcpward';
  if (!['run', 'diff', 'review'].includes(data.command as string)) return 'command is not run, diff or review';
  if (typeof data.completed !== 'boolean') return 'completed is not a boolean';
  if (data.fleetName !== undefined && typeof data.fleetName !== 'string') return 'fleetName is not a string';
  if (data.server !== undefined && (!isRecord(data.server) || (data.server.name !== undefined && typeof data.server.name !== 'string'))) return 'server is not an object with a string name';
  if (!Array.isArray(data.findings)) return 'findings is not an array';
  for (const [i, f] of data.findings.entries()) {
    if (!isRecord(f) || typeof f.rule !== 'string' || !isRuleId(f.rule)) return `findings[${i}] has no known rule id`;
    if (!STATUSES.has(f.status as string)) return `findings[${i}] has no status pass, fail, warn or skip`;
    if (!isRecord(f.args) && f.args !== undefined) return `findings[${i}].args is not an object`;
    if (f.subject !== undefined && (!isRecord(f.subject) || typeof f.subject.name !== 'string')) return `findings[${i}].subject is not an object with a name`;
  }
  if (data.surface !== undefined && !isSurface(data.surface)) return 'surface is not a surface (--include-surface)';
  return undefined;
}

function isSurface(s: unknown): s is Surface {
  return isRecord(s) && ['tools', 'prompts', 'resources', 'resourceTemplates'].every((k) => Array.isArray(s[k]));
}

