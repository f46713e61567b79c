import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { READABLE_LOCKFILE_VERSIONS, type Lockfile } from '../snapshot/lockfile.js';
import { isRecord } from '../snapshot/view.js';

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
  const problem = await lockfileProblem(data);
  if (problem) throw new UserError('baseline', `Baseline ${path} is not an mcpward lockfile: ${problem}. Re-create it with \`mcpward baseline --force\`.`);
  return data as Lockfile;
}

/** Validates a parsed lockfile against the published schema (schemas/lockfile.schema.json). */
async function lockfileProblem(data: unknown): Promise<string | undefined> {
  // Version 1 (effective annotation values) still compares correctly: drift applies the defaults to both sides.
  if (isRecord(data) && !(READABLE_LOCKFILE_VERSIONS as readonly unknown[]).includes(data.lockfileVersion)) {
    return `unsupported lockfileVersion ${JSON.stringify(data.lockfileVersion)} (this mcpward reads ${READABLE_LOCKFILE_VERSIONS.join(' and ')})`;
  }
  const [{ Ajv2020 }, { default: schema }] = await Promise.all([
    import('ajv/dist/2020.js'),
    import('../../schemas/lockfile.schema.json', { with: { type: 'json' } }),
  ]);
  const validate = new Ajv2020({ strict: false, allErrors: false }).compile(schema);
  if (validate(data)) return undefined;
  const e = validate.errors?.[0];
  return e ? `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}` : 'invalid';
}
