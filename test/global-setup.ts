import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Integration tests run the built CLI; rebuild it when any source file is newer than the bundle.
 * A failed build only warns here: the integration tests that need the bundle then fail on their own,
 * while unit tests of other modules still run.
 */
export default function setup(): void {
  const root = join(import.meta.dirname, '..');
  const bin = join(root, 'dist', 'bin.js');
  if (existsSync(bin) && newestMtime(join(root, 'src')) <= statSync(bin).mtimeMs) return;
  try {
    execFileSync(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    process.stderr.write(`global-setup: building the CLI failed; integration tests will fail.\n${output.slice(-2000)}\n`);
  }
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
