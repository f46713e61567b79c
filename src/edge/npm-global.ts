/**
 * A package npx runs from npm's global folder instead of installing it into its cache (npm's
 * libnpmexec, for a start without `-p`): the package under `<prefix>/lib/node_modules`
 * (`<prefix>\node_modules` on Windows) and its version. The registry integrity only when npm
 * recorded one there (a hidden `node_modules/.package-lock.json`); `npm install -g` writes none,
 * so a global package is usually pinned by version alone, and docs/lockfile.md says so.
 */

import { readFile, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter as posixDelimiter, dirname, join, relative, resolve, sep, win32 } from 'node:path';
import type { PackageSpec } from '../artifact/start.js';
import { isRecord } from '../snapshot/view.js';
import { satisfies } from './pnpm-artifact.js';
import { envSetting, readJson } from './files.js';

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const INTEGRITY = /^sha(?:512|384|256|1)-[A-Za-z0-9+/]+={0,2}$/;

export interface GlobalOptions {
  cwd: string;
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
}

/**
 * What npx runs from the global folder for a start without `-p`, as npm's exec decides it: first a
 * global bin named exactly as the spec is written (`npx -y pkg`); else, when the project does not
 * have the package, a top-level global copy that the spec admits (any version for a bare name, the
 * same one for an exact version, a matching one for a range), whose bin exists. A tag depends on
 * what the registry says now: with a global copy present it is `ambiguous`. So is a global bin of
 * the spec's name that is not the package's (another package's bin, a Windows shim). Undefined:
 * nothing global runs for this start.
 */
export async function resolveNpmGlobal(spec: PackageSpec, options: GlobalOptions): Promise<{ version: string; integrity?: string } | 'ambiguous' | undefined> {
  const prefix = await globalPrefix(options);
  if (prefix === undefined) return undefined;
  const windows = options.platform === 'win32';
  const binDir = windows ? prefix : join(prefix, 'bin');
  const modules = windows ? win32.join(prefix, 'node_modules') : join(prefix, 'lib', 'node_modules');
  const packageDir = join(modules, spec.name);
  const isFile = (path: string) => stat(path).then((s) => s.isFile(), () => false);
  const manifest = await readJson(join(packageDir, 'package.json'));
  const version = isRecord(manifest) && manifest.name === spec.name && typeof manifest.version === 'string' && VERSION.test(manifest.version) ? manifest.version : undefined;
  const found = async (): Promise<{ version: string; integrity?: string }> => {
    const lock = await readJson(join(modules, '.package-lock.json'));
    const entry = isRecord(lock) && isRecord(lock.packages) ? lock.packages[`node_modules/${spec.name}`] : undefined;
    const integrity = isRecord(entry) && entry.version === version && typeof entry.integrity === 'string' && entry.integrity.length <= 256 && INTEGRITY.test(entry.integrity) ? entry.integrity : undefined;
    return { version: version!, ...(integrity === undefined ? {} : { integrity }) };
  };

  if (spec.raw === spec.name && (await isFile(join(binDir, spec.raw)))) {
    // The bin must be the named package's: a link into <modules>/<name>/ (Windows shims are not followed).
    if (windows || version === undefined) return 'ambiguous';
    const target = await realpath(join(binDir, spec.raw)).catch(() => undefined);
    const realPackage = await realpath(packageDir).catch(() => undefined);
    if (target === undefined || realPackage === undefined) return 'ambiguous';
    const inside = relative(realPackage, target);
    return inside.startsWith('..') || inside === '' || inside.startsWith(sep) ? 'ambiguous' : found();
  }
  if (version === undefined || !isRecord(manifest)) return undefined;
  if (spec.type === 'tag') return 'ambiguous';
  const admitted = spec.type === 'none' || (spec.type === 'version' ? spec.selector === version : satisfies(version, spec.selector!));
  if (!admitted) return undefined;
  const bin = binName(spec.name, manifest.bin);
  if (bin === undefined) return undefined;
  if (windows) return 'ambiguous';
  return (await isFile(join(binDir, bin))) ? found() : undefined;
}

/** The bin npx runs for a package (npm's getBinFromManifest): the only one, or the one named like the package without its scope. */
function binName(name: string, bin: unknown): string | undefined {
  const scopeless = name.replace(/^@[^/]+\//, '');
  if (typeof bin === 'string') return scopeless;
  if (!isRecord(bin)) return undefined;
  const names = Object.keys(bin);
  if (names.length === 1) return names[0];
  return names.includes(scopeless) ? scopeless : undefined;
}

/**
 * npm's global prefix for the server's environment: `npm_config_prefix`, a `prefix=` line of the
 * user's npmrc, `PREFIX`, else the prefix of the `node` on the server's PATH (as npm derives it
 * from the node running it). A value built from variables is npm's to expand: not read.
 */
async function globalPrefix({ cwd, env, platform }: GlobalOptions): Promise<string | undefined> {
  const fromEnv = envSetting(env, 'npm_config_prefix');
  if (fromEnv !== undefined) return fromEnv.includes('${') ? undefined : resolve(cwd, fromEnv);
  const home = envSetting(env, platform === 'win32' ? 'USERPROFILE' : 'HOME') ?? homedir();
  const userconfig = envSetting(env, 'npm_config_userconfig') ?? join(home, '.npmrc');
  const text = await readFile(userconfig, 'utf8').catch(() => undefined);
  const line = text?.match(/^\s*prefix\s*=\s*(.*?)\s*$/m)?.[1];
  if (line !== undefined) return line.includes('${') ? undefined : line.startsWith('~/') ? join(home, line.slice(2)) : resolve(dirname(userconfig), line);
  const prefixEnv = envSetting(env, 'PREFIX');
  if (prefixEnv !== undefined) return prefixEnv;
  const windows = platform === 'win32';
  for (const dir of (envSetting(env, 'PATH') ?? '').split(windows ? ';' : posixDelimiter).filter((d) => d !== '')) {
    const node = join(resolve(cwd, dir), windows ? 'node.exe' : 'node');
    if (!(await stat(node).then((s) => s.isFile(), () => false))) continue;
    const real = await realpath(node);
    return windows ? dirname(real) : dirname(dirname(real));
  }
  return undefined;
}

