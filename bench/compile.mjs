// Node 20 cannot import TypeScript: the bench scripts compile the modules they measure with tsup
// (esbuild) into tmp/<name>-<pid>/ first, then import them. The folder is the process's own (two
// runs of one script at once, as train-model.mjs spawning poisoning.mjs beside a manual run, must not
// clean or rewrite each other's output mid-import) and is removed when the process exits.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'tsup';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where `compileModules(name, …)` writes, in this process. */
export const compiledDir = (name) => join(root, 'tmp', `${name}-${process.pid}`);

/** Compiles each `{ name: 'src/…ts' }` entry (paths from the repo root) and returns the imported modules by name. */
export async function compileModules(name, entries) {
  const out = compiledDir(name);
  process.once('exit', () => rmSync(out, { recursive: true, force: true }));
  await build({
    entry: Object.fromEntries(Object.entries(entries).map(([key, path]) => [key, join(root, path)])),
    outDir: out,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    config: false,
    silent: true,
    clean: true,
    dts: false,
    splitting: false,
  });
  const modules = await Promise.all(Object.keys(entries).map(async (key) => [key, await import(pathToFileURL(join(out, `${key}.js`)).href)]));
  return Object.fromEntries(modules);
}
