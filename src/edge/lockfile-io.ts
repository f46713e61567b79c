import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { READABLE_LOCKFILE_VERSIONS, type Lockfile } from '../snapshot/lockfile.js';
import { isRecord } from '../snapshot/view.js';

/**
 * Writes via a temp file in the same folder and a rename, so a crash never leaves half a file behind
 * and a reader sees the old file or the new one. The temp name is unguessable and created with `wx`
 * (O_EXCL): a symlink planted beside the file is never followed, and two writers never share a temp.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let created = false;
  try {
    const handle = await open(temp, 'wx', 0o644);
    created = true;
    try {
      await handle.writeFile(text, 'utf8');
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    if (created) await rm(temp, { force: true });
    throw new UserError('io', `Could not write ${path}: ${(error as Error).message}`);
  }
}

/**
 * A fleet's shared lockfile: every server's contract by its name in `servers:`, each one an
 * ordinary lockfile. Servers that set their own `checks.drift.baseline` keep a file of their own.
 */
export interface FleetLockfile {
  fleetLockfileVersion: 1;
  servers: Record<string, Lockfile>;
}

const isFleetLockfile = (data: unknown): data is { fleetLockfileVersion: unknown; servers: unknown } => isRecord(data) && 'fleetLockfileVersion' in data;

/**
 * Reads a baseline; a missing or invalid one is a clear exit-2 error naming the file. With
 * `server`, the file is the fleet's shared lockfile and the server's entry is read.
 */
export async function readLockfile(path: string, server?: string): Promise<Lockfile> {
  if (server !== undefined) {
    const fleet = await readFleetLockfile(path);
    const entry = fleet?.servers[server];
    if (!entry) {
      throw new UserError('baseline', `No baseline for server "${server}" in ${path}. Capture one with \`mcpward baseline --server ${server}\` (or \`mcpward baseline\` for the whole fleet).`);
    }
    return entry;
  }
  return readSingleLockfile(path);
}

/** The fleet's shared lockfile, undefined when the file does not exist yet. */
export async function readFleetLockfile(path: string): Promise<FleetLockfile | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UserError('baseline', `Baseline ${path} is not valid JSON (${(error as Error).message}). Re-create it with \`mcpward baseline --force\`.`);
  }
  if (!isFleetLockfile(data)) {
    throw new UserError('baseline', `Baseline ${path} holds one server's contract, but the fleet shares it between servers. Give each server its own \`checks.drift.baseline\`, or re-create it for the fleet with \`mcpward baseline --force\`.`);
  }
  if (data.fleetLockfileVersion !== 1 || !isRecord(data.servers)) throw new UserError('baseline', `Baseline ${path} is not an mcpward fleet lockfile: unsupported fleetLockfileVersion ${JSON.stringify(data.fleetLockfileVersion)} (this mcpward reads 1).`);
  for (const [name, entry] of Object.entries(data.servers)) {
    const problem = await lockfileProblem(entry);
    if (problem) throw new UserError('baseline', `Baseline ${path} has an invalid entry for server "${name}": ${problem}. Re-create it with \`mcpward baseline --server ${name} --force\`.`);
  }
  return data as unknown as FleetLockfile;
}

async function readSingleLockfile(path: string): Promise<Lockfile> {
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
  if (isFleetLockfile(data)) {
    throw new UserError('baseline', `Baseline ${path} is a fleet's shared lockfile; select a server with --server NAME, or give this server its own \`checks.drift.baseline\`.`);
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
