import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Integration tests run the built CLI; rebuild it when any source file is newer than the bundle. */
export default function setup(): void {
  const root = join(import.meta.dirname, '..');
  const bin = join(root, 'dist', 'bin.js');
  if (existsSync(bin) && newestMtime(join(root, 'src')) <= statSync(bin).mtimeMs) return;
  execFileSync(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')], { cwd: root, stdio: 'ignore' });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
