import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { LOCKFILE_VERSION, type Lockfile } from './lockfile.js';
import { isRecord } from './view.js';

/** Writes via a temp file and rename, so a crash never leaves half a lockfile behind. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    await writeFile(temp, text, 'utf8');
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw new UserError('io', `Could not write ${path}: ${(error as Error).message}`);
  }
}

/** Reads a baseline; a missing or invalid one is a clear exit-2 error naming the file. */
export async function readLockfile(path: string): Promise<Lockfile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UserError(
      'baseline',
      `No baseline at ${path}. Capture one with \`mcpward baseline\` (or point checks.drift.baseline at an existing lockfile).`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError('baseline', `Baseline ${path} is not valid JSON (${(error as Error).message}). Re-create it with \`mcpward baseline --force\`.`);
  }
  const problem = lockfileProblem(data);
  if (problem) throw new UserError('baseline', `Baseline ${path} is not an mcpward lockfile: ${problem}. Re-create it with \`mcpward baseline --force\`.`);
  return data as Lockfile;
}

/** Validates a parsed lockfile against the published schema. */
function lockfileProblem(data: unknown): string | undefined {
  if (!isRecord(data)) return 'expected a JSON object';
  if (data.lockfileVersion !== LOCKFILE_VERSION) return `unsupported lockfileVersion ${JSON.stringify(data.lockfileVersion)} (this mcpward reads ${LOCKFILE_VERSION})`;
  for (const key of ['tools', 'prompts', 'resources', 'resourceTemplates']) if (!Array.isArray(data[key])) return `"${key}" is not an array`;
  if (!isRecord(data.server)) return '"server" is not an object';
  return undefined;
}
