import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withFileLock } from '../../src/edge/file-lock.js';
import { writeFileAtomic } from '../../src/edge/lockfile-io.js';
import { UserError } from '../../src/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'mcpward-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const fresh = () => join(dir, `file-${n++}.json`);
const holder = (pid: number, host = hostname()) => JSON.stringify({ pid, host, since: new Date().toISOString() });

describe('the lock beside a shared file', () => {
  it('serialises concurrent read-merge-writes: no update is lost', async () => {
    const path = fresh();
    writeFileSync(path, '[]');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withFileLock(path, async () => {
          const list = JSON.parse(readFileSync(path, 'utf8')) as number[];
          await new Promise((done) => setTimeout(done, 1));
          await writeFileAtomic(path, JSON.stringify([...list, i]));
        }, { retryMs: 1 }),
      ),
    );
    expect((JSON.parse(readFileSync(path, 'utf8')) as number[]).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('gives up after the bounded wait with an exit-2 error naming the lock and its holder', async () => {
    const path = fresh();
    // A live holder: this test's own parent process, on this host.
    writeFileSync(`${path}.lock`, holder(process.ppid));
    const error = await withFileLock(path, async () => 'ran', { waitMs: 50, retryMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toContain(`Could not lock ${path}.lock`);
    expect((error as UserError).message).toContain(`process ${process.ppid}`);
    expect((error as UserError).message).toContain(`delete ${path}.lock`);
    // Someone else's lock is left alone.
    expect(existsSync(`${path}.lock`)).toBe(true);
  });

  it('takes over a lock whose process on this host is gone', async () => {
    const path = fresh();
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(`${path}.lock`, holder(dead));
    expect(await withFileLock(path, async () => 'ran', { waitMs: 50, retryMs: 5 })).toBe('ran');
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('takes over a lock older than the stale age, even of a live process or another host', async () => {
    const path = fresh();
    writeFileSync(`${path}.lock`, holder(process.ppid, 'another-host'));
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${path}.lock`, old, old);
    expect(await withFileLock(path, async () => 'ran', { waitMs: 50, retryMs: 5, staleMs: 30_000 })).toBe('ran');
  });

  it('releases the lock when the work throws', async () => {
    const path = fresh();
    await expect(withFileLock(path, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(existsSync(`${path}.lock`)).toBe(false);
  });
});
