import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import type { LoadedConfig } from '../config/load.js';
import type { CheckCommand } from '../model.js';
import { fleetLockfileLineIndex, lockfileLineIndex, type ReportLocations } from '../report/locations.js';

/** Files a report is about (SARIF locations, JUnit files, annotations), as absolute paths. */
export interface ReportContext {
  configPath?: string;
  lockfilePath?: string;
  /** One server of a fleet whose `lockfilePath` is the fleet's shared lockfile: its entry's name. */
  lockfileServer?: string;
  /** A fleet run: each server's baseline file and whether it is the fleet's shared lockfile. */
  fleetLockfiles?: Array<{ name: string; path: string; shared: boolean }>;
}

/**
 * The files a run's report is about: the config, and the baseline lockfile(s) unless it is
 * `review`'s; each server's own for a fleet report (`fleet`, or several servers).
 */
export function reportContextOf(command: CheckCommand, configPath: string, servers: readonly LoadedConfig[], fleet = servers.length > 1): ReportContext & { configPath: string } {
  if (command === 'review') return { configPath };
  if (fleet) return { configPath, fleetLockfiles: servers.map((s) => ({ name: s.name ?? 'default', path: s.config.checks.drift.baseline, shared: s.sharedBaseline })) };
  const one = servers[0];
  if (!one) return { configPath };
  return { configPath, lockfilePath: one.config.checks.drift.baseline, ...(one.sharedBaseline && one.name !== undefined ? { lockfileServer: one.name } : {}) };
}

/**
 * Where SARIF results, JUnit test cases and annotations point: the config file, and the lockfile
 * line of each tool when the lockfile exists. Paths relative to `root` (the workspace root), so
 * GitHub resolves them even from a working-directory subfolder. The CLI and the library share it.
 */
export async function readReportLocations(context: ReportContext & { configPath: string }, root: string): Promise<ReportLocations> {
  const rel = (path: string) => relative(root, path).split(sep).join('/');
  const out: ReportLocations = { configPath: rel(context.configPath) };
  if (context.lockfilePath && existsSync(context.lockfilePath)) {
    out.lockfilePath = rel(context.lockfilePath);
    const text = await readFile(context.lockfilePath, 'utf8');
    // One server of a fleet's shared lockfile: its tools' lines inside its own entry.
    out.lockfileLines = context.lockfileServer === undefined ? lockfileLineIndex(text) : (fleetLockfileLineIndex(text)[context.lockfileServer] ?? {});
  }
  if (context.fleetLockfiles) {
    const texts = new Map<string, string>();
    const fleet: NonNullable<ReportLocations['fleet']> = {};
    for (const { name, path, shared } of context.fleetLockfiles) {
      if (!existsSync(path)) continue;
      if (!texts.has(path)) texts.set(path, await readFile(path, 'utf8'));
      const text = texts.get(path)!;
      const lines = shared ? fleetLockfileLineIndex(text)[name] : lockfileLineIndex(text);
      fleet[name] = { lockfilePath: rel(path), ...(lines ? { lockfileLines: lines } : {}) };
    }
    out.fleet = fleet;
  }
  return out;
}
