/** The report: everything a reporter may render. Plain data, built once per run by the CLI. */

import type { Era, TransportKind } from '../model.js';
import type { Command, Surface } from '../model.js';

import type { Finding } from '../rules/index.js';
import type { ReviewData } from '../rules/review-data.js';

/** The surface as sent (`--include-surface`, `mcpward show`); defined in model.ts, below the snapshot layer too. */
export type { Surface };

export interface ServerSummary {
  name?: string;
  version?: string;
  transport: TransportKind;
  era?: Era;
  protocolVersion?: string;
}

export interface Summary {
  passed: number;
  failed: number;
  warnings: number;
  skipped: number;
}

/** A run that did not complete: why, in one paragraph. */
export interface Fatal {
  code: string;
  message: string;
}

/**
 * Why a run that did connect is incomplete: a list the server advertises that failed, timed out,
 * looped or hit the page limit, or the run deadline. `list` names the list when there is one;
 * `message` may quote the server (reporters escape it).
 */
export interface IncompleteReason {
  code: 'list-error' | 'list-timeout' | 'page-cap' | 'cursor-loop' | 'deadline';
  list?: 'tools' | 'prompts' | 'resources' | 'resourceTemplates';
  message: string;
}

/** Everything a reporter may render. */
export interface Report {
  schemaVersion: 1;
  tool: { name: 'mcpward'; version: string };
  command: Command;
  /**
   * The server's name in the config's `servers:` map (what `--server` selects); absent for a
   * config with one `server:`. `mcpward merge` groups matrix runs' reports by it.
   */
  fleetName?: string;
  server?: ServerSummary;
  /** False for a fatal run and for an incomplete one. */
  completed: boolean;
  /** A run that never got evidence to judge (no connection, bad config): no findings. */
  fatal?: Fatal;
  /**
   * A run that connected but could not gather everything (completed is false, exit 2): the
   * findings are what it could judge, so the report is partial.
   */
  incomplete?: { reasons: IncompleteReason[] };
  findings: Finding[];
  summary: Summary;
  exitCode: 0 | 1 | 2;
  /** `mcpward review` only: the structured contract review its reporters render as sections. */
  review?: ReviewData;
  /** `--include-surface` only: what the server offered, exactly as it sent it (the JSON report carries it). */
  surface?: Surface;
  /** `run` and `review`: the calls mcpward made on its own, and how many tools `calls.max_auto` left out. */
  calls?: AutoCalls;
}

/**
 * Calls mcpward made to tools the config does not name: `automatic` sent calls to `tools` read-only
 * tools that take no arguments; `capped` such tools left out at `cap` (`calls.max_auto`). `enabled`
 * false: `--no-calls` or `calls.enabled: false`, no tool was called.
 */
export interface AutoCalls {
  enabled: boolean;
  automatic: number;
  tools: number;
  capped: number;
  cap: number;
}

export type { MatrixRow, ReviewData, ReviewVerdict } from '../rules/review-data.js';
/**
 * A fleet run's report (`mcpward run` over a `servers:` config of several servers, or `mcpward
 * merge`): one Report per server, in config order (merge: in the order given), each with its
 * `fleetName`. Reporters group by server. The totals are derived: `summary` sums the servers',
 * `exitCode` is the worst (2 over 1 over 0), `completed` is true when every server completed.
 */
export interface FleetReport {
  schemaVersion: 1;
  kind: 'fleet';
  tool: { name: 'mcpward'; version: string };
  command: Command;
  servers: Array<Report & { fleetName: string }>;
  completed: boolean;
  summary: Summary;
  exitCode: 0 | 1 | 2;
}

/** A fleet's report from its servers' reports: the totals are always derived, never stored apart. */
export function fleetReportOf(command: Command, version: string, servers: FleetReport['servers']): FleetReport {
  const summary: Summary = { passed: 0, failed: 0, warnings: 0, skipped: 0 };
  for (const r of servers) {
    summary.passed += r.summary.passed;
    summary.failed += r.summary.failed;
    summary.warnings += r.summary.warnings;
    summary.skipped += r.summary.skipped;
  }
  const exitCode = servers.reduce<0 | 1 | 2>((worst, r) => (r.exitCode > worst ? r.exitCode : worst), 0);
  return { schemaVersion: 1, kind: 'fleet', tool: { name: 'mcpward', version }, command, servers, completed: servers.every((r) => r.completed), summary, exitCode };
}

export function isFleetReport(report: Report | FleetReport): report is FleetReport {
  return (report as FleetReport).kind === 'fleet';
}
