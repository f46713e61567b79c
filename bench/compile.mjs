// Node 20 cannot import TypeScript: the bench scripts compile the modules they measure with tsup
// (esbuild) into tmp/<name>/ first, then import them.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'tsup';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Compiles each `{ name: 'src/…ts' }` entry (paths from the repo root) and returns the imported modules by name. */
export async function compileModules(name, entries) {
  const out = join(root, 'tmp', name);
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
