import type { Finding } from '../rules/index.js';
import { ruleMeta } from '../rules/index.js';

/**
 * Facts only the CLI can know; a reporter receives them and never reads a file or a clock.
 * Paths are relative to the workspace root (or the working directory), with `/` separators.
 */
export interface ReportLocations {
  /** The mcpward.yaml the run used. */
  configPath?: string;
  /** The baseline lockfile, when there is one. */
  lockfilePath?: string;
  /** 1-based line of each tool's entry in that lockfile: `lockfileLineIndex(text)`. */
  lockfileLines?: Record<string, number>;
  /** SARIF `automationDetails.id` (`--sarif-category`): code scanning keeps one set of alerts per category. */
  sarifCategory?: string;
  /** The JSON report file of the same run, when one is written: where a shortened report sends the reader. */
  jsonReportPath?: string;
  /** How long the run took, for JUnit `time` attributes. */
  durationMs?: number;
  /**
   * A fleet: per fleetName, that server's lockfile (its own file, or the fleet's shared one) and
   * its tools' lines there (`fleetLockfileLineIndex` for a shared one). For that server's findings
   * these replace the top-level `lockfilePath`/`lockfileLines`.
   */
  fleet?: Record<string, { lockfilePath?: string; lockfileLines?: Record<string, number> }>;
}

/** The locations for one server of a fleet: its own lockfile entry replaces the top-level one. */
export function serverLocations(options: ReportLocations, fleetName: string): ReportLocations {
  const own = options.fleet && Object.hasOwn(options.fleet, fleetName) ? options.fleet[fleetName] : undefined;
  if (!own) return options;
  return { ...options, lockfilePath: own.lockfilePath, lockfileLines: own.lockfileLines };
}

/** A file and a 1-based line: where a person fixes or accepts a finding. */
export interface FileLine {
  uri: string;
  line: number;
}

/**
 * Where a finding points, the same for SARIF, JUnit `file` and workflow annotations: a tool's
 * entry in the lockfile when the lockfile pins it; other drift at the lockfile (re-pinning with
 * `mcpward baseline` is how drift is accepted); everything else at the config file. Line 1 means
 * "this file as a whole": code scanning needs a line.
 */
export function fileLineOf(f: Finding | undefined, options: ReportLocations): FileLine | undefined {
  const tool = f?.subject?.kind === 'tool' ? f.subject.name : undefined;
  const line = tool !== undefined && options.lockfileLines && Object.hasOwn(options.lockfileLines, tool) ? options.lockfileLines[tool] : undefined;
  const isDrift = f !== undefined && ruleMeta(f.rule).family === 'drift';
  if (options.lockfilePath !== undefined && line !== undefined) return { uri: options.lockfilePath, line };
  if (options.lockfilePath !== undefined && isDrift) return { uri: options.lockfilePath, line: 1 };
  if (options.configPath !== undefined) return { uri: options.configPath, line: 1 };
  if (options.lockfilePath !== undefined) return { uri: options.lockfilePath, line: 1 };
  return undefined;
}

/**
 * Line of each tool's `"name": "<tool>"` entry in a lockfile as mcpward writes it (canonical JSON,
 * two-space indent), for `ReportLocations.lockfileLines`. Text in another layout yields fewer
 * entries; those findings then point at line 1.
 */
export function lockfileLineIndex(lockfileText: string): Record<string, number> {
  const entries: Array<[string, number]> = [];
  let inTools = false;
  lockfileText.split(/\r?\n/).forEach((line, i) => {
    if (line === '  "tools": [') inTools = true;
    else if (inTools && /^ {2}\]/.test(line)) inTools = false;
    else if (inTools) {
      // Properties of each tool object sit at six spaces; names nested in schemas sit deeper.
      const match = /^ {6}"name": ("(?:[^"\\]|\\.)*"),?$/.exec(line);
      if (match) entries.push([JSON.parse(match[1]!) as string, i + 1]);
    }
  });
  // fromEntries defines own properties, so a tool named `__proto__` stays data; first entry wins.
  return Object.fromEntries(entries.reverse());
}

/**
 * Each server's tool lines inside a fleet lockfile (`{"fleetLockfileVersion":1,"servers":{"<name>":
 * <lockfile>}}`, canonical JSON, two-space indent): a server's lockfile sits four spaces deeper
 * than a lone one, so its tools' names are at ten spaces under its `"tools": [` at six.
 */
export function fleetLockfileLineIndex(lockfileText: string): Record<string, Record<string, number>> {
  const servers: Array<[string, Record<string, number>]> = [];
  let current: Array<[string, number]> | undefined;
  let inServers = false;
  let inTools = false;
  lockfileText.split(/\r?\n/).forEach((line, i) => {
    if (line === '  "servers": {') inServers = true;
    else if (inServers && /^ {2}\}/.test(line)) inServers = false;
    else if (inServers && !inTools) {
      const start = /^ {4}("(?:[^"\\]|\\.)*"): \{$/.exec(line);
      if (start) {
        current = [];
        servers.push([JSON.parse(start[1]!) as string, {}]);
      } else if (line === '      "tools": [') inTools = true;
      else if (/^ {4}\}/.test(line) && current) {
        servers[servers.length - 1]![1] = Object.fromEntries(current.reverse());
        current = undefined;
      }
    } else if (inTools && /^ {6}\]/.test(line)) inTools = false;
    else if (inTools && current) {
      const match = /^ {10}"name": ("(?:[^"\\]|\\.)*"),?$/.exec(line);
      if (match) current.push([JSON.parse(match[1]!) as string, i + 1]);
    }
  });
  return Object.fromEntries(servers);
}
