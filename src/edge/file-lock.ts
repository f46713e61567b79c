import { hostname } from 'node:os';
import { open, readFile, rm, stat } from 'node:fs/promises';
import { UserError } from '../errors.js';

/**
 * An exclusive lock beside a file (`<file>.lock`), held while a read-merge-write of that file runs,
 * so two mcpward processes updating one shared file (a fleet's lockfile, the accepted-findings
 * file) never write over each other's entries. The lock file is created with `wx` (O_CREAT|O_EXCL:
 * exactly one creator wins, and a symlink planted at the name is never followed) and holds the
 * owner's pid, host and start time, so a lock left by a crashed run is recognised as stale.
 */
export interface LockOptions {
  /** How long to wait for another process's lock before giving up (exit 2). */
  waitMs?: number;
  /** A lock older than this is stale even when its pid looks alive (pids are reused; other hosts cannot be asked). */
  staleMs?: number;
  /** Time between attempts. */
  retryMs?: number;
}

/** A write holds the lock for the time of a read, a merge and a rename: seconds under load, never minutes. */
const DEFAULT_WAIT_MS = 60_000;
const DEFAULT_STALE_MS = 10 * 60_000;
const DEFAULT_RETRY_MS = 25;

interface Holder {
  pid: number;
  host: string;
  since: string;
}

function lockPathOf(path: string): string {
  return `${path}.lock`;
}

/** Runs `work` while holding the lock of `path`; the lock is removed afterwards, whatever `work` did. */
export async function withFileLock<T>(path: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const lockPath = lockPathOf(path);
  await acquire(lockPath, options);
  try {
    return await work();
  } finally {
    await rm(lockPath, { force: true });
  }
}

async function acquire(lockPath: string, options: LockOptions): Promise<void> {
  const waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      try {
        await handle.writeFile(JSON.stringify(me));
      } finally {
        await handle.close();
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new UserError('io', `Could not create the lock ${lockPath}: ${(error as Error).message}`);
      }
    }
    const holder = await readHolder(lockPath);
    if (holder === 'gone') continue;
    if (await isStale(lockPath, holder, staleMs)) {
      // Removed only if it is still the lock judged stale: another waiter may have replaced it meanwhile.
      const again = await readHolder(lockPath);
      if (again !== 'gone' && sameHolder(again, holder)) await rm(lockPath, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      const who = holder === undefined ? 'another process' : `process ${holder.pid} on ${holder.host} since ${holder.since}`;
      throw new UserError(
        'io',
        `Could not lock ${lockPath}: it is held by ${who}, and it was not released within ${Math.round(waitMs / 1000)} s. Another mcpward is writing the same file; run again when it is done, or delete ${lockPath} if no mcpward is running.`,
      );
    }
    // Jitter, so waiters started together do not retry in lockstep.
    await new Promise((done) => setTimeout(done, retryMs + Math.floor(Math.random() * retryMs)));
  }
}

/** The lock's holder; undefined when unreadable (being written, or not ours), 'gone' when it vanished. */
async function readHolder(lockPath: string): Promise<Holder | undefined | 'gone'> {
  let text: string;
  try {
    text = await readFile(lockPath, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : undefined;
  }
  try {
    const data = JSON.parse(text) as Partial<Holder>;
    if (typeof data.pid === 'number' && typeof data.host === 'string' && typeof data.since === 'string') return { pid: data.pid, host: data.host, since: data.since };
  } catch {
    // A lock being written right now reads empty: judged by its age below.
  }
  return undefined;
}

const sameHolder = (a: Holder | undefined, b: Holder | undefined): boolean =>
  a === undefined || b === undefined ? a === b : a.pid === b.pid && a.host === b.host && a.since === b.since;

async function isStale(lockPath: string, holder: Holder | undefined, staleMs: number): Promise<boolean> {
  let ageMs: number;
  try {
    ageMs = Date.now() - (await stat(lockPath)).mtimeMs;
  } catch {
    return false;
  }
  if (ageMs > staleMs) return true;
  // A holder on this host whose process is gone left the lock behind (a crash, a SIGKILL).
  if (holder !== undefined && holder.host === hostname() && holder.pid !== process.pid && !isAlive(holder.pid)) return true;
  return false;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
