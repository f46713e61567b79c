import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeProcessAttempts } from '../support/no-process.js';

/**
 * The suite is split by file name (vitest.config.ts): `*.int.test.ts` files may start processes
 * and run in the `integration` project; every other test file is a unit test and may not. The
 * `unit` project enforces this at run time (test/support/no-process.ts); this file checks that the
 * guard bites, and catches the obvious case statically, before anything runs.
 */
const TEST = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('unit and integration tests', () => {
  it('in the unit project, starting a process throws and is recorded', () => {
    expect(() => spawn(process.execPath, ['-e', ''])).toThrow(/a unit test may not start a process; name the file \*\.int\.test\.ts/);
    // Forget the attempt, or the guard would fail this file at its end, as it should for any other.
    expect(takeProcessAttempts()).toEqual([expect.stringContaining('child_process.spawn(')]);
  });

  it('no unit test file imports child_process or the CLI runner', () => {
    const offenders = testFiles(TEST)
      .filter((file) => !file.endsWith('.int.test.ts') && file !== import.meta.filename)
      .filter((file) => /from '(?:node:)?child_process'|support\/cli\.js'|run\/harness\.js'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(TEST, file));
    expect(offenders).toEqual([]);
  });
});
