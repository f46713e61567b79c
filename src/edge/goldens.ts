import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { goldenValue } from '../checks/behavioral/golden.js';
import type { GoldenFile, GoldenFiles } from '../snapshot/evidence.js';
import type { Config } from '../config/schema.js';
import type { JsonValue } from '../model.js';
import { writeFileAtomic } from './lockfile-io.js';
import { serializeCanonical } from '../snapshot/lockfile.js';
import type { CallRecord } from '../snapshot/calls.js';

/** Every `expect.golden` file of the suites (absolute paths, as config loading leaves them). */
export function goldenPaths(suites: Config['suites']): string[] {
  return [...new Set(suites.flatMap((s) => s.cases.flatMap((c) => (c.expect.golden === undefined ? [] : [c.expect.golden]))))];
}

/** Reads every golden file the suites name; a missing or unparsable one is a state, not an error. */
export async function readGoldens(suites: Config['suites']): Promise<GoldenFiles> {
  const entries = await Promise.all(goldenPaths(suites).map(async (path): Promise<[string, GoldenFile]> => [path, await readGolden(path)]));
  return Object.fromEntries(entries);
}

async function readGolden(path: string): Promise<GoldenFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    return { state: 'invalid', reason: (error as Error).message };
  }
  try {
    return { state: 'ok', value: JSON.parse(text) as JsonValue };
  } catch (error) {
    return { state: 'invalid', reason: `not JSON: ${(error as Error).message}` };
  }
}

/**
 * Writes the golden file of each suite case that has one: every one with `update`
 * (`run --update-golden`), otherwise only the missing ones. A case that got no answer writes
 * nothing. Returns the paths written. Written redacted, with config secrets as `***`. Canonical JSON, so re-recording an unchanged result is a no-op diff.
 */
export async function writeGoldens(records: readonly CallRecord[], suites: Config['suites'], options: { update: boolean; goldens: GoldenFiles; redact: (value: JsonValue) => JsonValue }): Promise<string[]> {
  const written: string[] = [];
  for (const record of records) {
    const ref = record.call.purpose === 'suite-case' ? record.call.case : undefined;
    const path = ref ? suites[ref.suite]?.cases[ref.index]?.expect.golden : undefined;
    if (path === undefined || written.includes(path)) continue;
    const missing = (options.goldens[path]?.state ?? 'missing') === 'missing';
    const value = goldenValue(record);
    if (value === undefined || !(options.update || missing)) continue;
    await mkdir(dirname(path), { recursive: true });
    // Users commit golden files: a result echoing a config secret is written as `***`, like every report.
    await writeFileAtomic(path, serializeCanonical(options.redact(value)));
    written.push(path);
  }
  return written;
}
