/**
 * What `pnpm dlx` (and `pnpx`) ran, read offline from the cache folder pnpm's dlx leaves.
 *
 * pnpm 10 resolves the start's packages against the registry, then installs them into
 * `<cacheDir>/dlx/<key>/<prepared>/` and links `<cacheDir>/dlx/<key>/pkg` to that folder. The key
 * is the SHA-256 (hex) of the JSON of: the resolved package ids (`name@version`, sorted), the
 * registries it used (`[scope, url]` pairs sorted by scope), then `{allowBuild}` when
 * `--allow-build` was given and `{supportedArchitectures}` when configured. The prepared folder
 * holds pnpm's lockfile (the versions and the registry integrity) and `node_modules/.modules.yaml`
 * (the registries). Because the key holds the resolved versions, not the specs as written, it
 * cannot be computed from a floating start: every dlx folder is read, and one counts only when its
 * packages are exactly the start's and the key recomputed from its own lockfile and registries is
 * its name. A folder whose key does not recompute (another pnpm's layout, a configured architecture)
 * is not read as an answer. Several folders that disagree are `ambiguous`, never a guess.
 *
 * Nothing read here is written into the result but package names, versions and integrities: the
 * environment and the config files only say where the cache is.
 */

import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve, win32 } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { PackageSpec } from '../artifact/start.js';
import type { NpmPackagePin } from '../snapshot/lockfile.js';
import { isRecord } from '../snapshot/view.js';
import { envSetting } from './files.js';

export type DlxResolution = { ok: true; packages: NpmPackagePin[] } | { ok: false; reason: 'not-installed' | 'ambiguous' };

export interface DlxOptions {
  /** The start's `--allow-build` values. */
  allowBuild?: readonly string[];
  cwd: string;
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
}

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const INTEGRITY = /^sha(?:512|384|256|1)-[A-Za-z0-9+/]+={0,2}$/;
/** pnpm's own files in its cache; anything larger is not one pnpm wrote for a dlx start. */
const MAX_FILE = 1 << 20;

/** The version and integrity of every package of a `pnpm dlx` start, in the order of `specs`. */
export async function resolveDlxCache(specs: readonly PackageSpec[], options: DlxOptions): Promise<DlxResolution> {
  const cacheDir = await pnpmCacheDir(options);
  if (cacheDir === undefined) return { ok: false, reason: 'not-installed' };
  const dlx = join(cacheDir, 'dlx');
  const keys = await readdir(dlx).catch(() => [] as string[]);
  const names = specs.map((s) => s.name);
  const answers = new Map<string, NpmPackagePin[]>();
  let unverified = false;
  for (const key of keys) {
    if (!/^[0-9a-f]{64}$/.test(key)) continue;
    const entry = await readEntry(join(dlx, key));
    if (entry === undefined || !sameNames(Object.keys(entry.dependencies), names)) continue;
    const pins = specs.map((spec) => ({ name: spec.name, ...entry.dependencies[spec.name]! }));
    if (!pins.every((pin, i) => accepts(specs[i]!, pin.version))) continue;
    if (cacheKey(pins, entry.registries, options.allowBuild ?? []) !== key) {
      unverified = true;
      continue;
    }
    answers.set(JSON.stringify(pins), pins);
  }
  if (answers.size === 1) return { ok: true, packages: [...answers.values()][0]! };
  // Several folders for these packages at other versions (a floating start resolved at different
  // times), or only folders whose key does not recompute: which one runs is not decided offline.
  return { ok: false, reason: answers.size > 1 || unverified ? 'ambiguous' : 'not-installed' };
}

/** pnpm's dlx cache key for resolved packages (pnpm 10: `createCacheKey` of the dlx command). */
export function cacheKey(pins: readonly NpmPackagePin[], registries: Record<string, string>, allowBuild: readonly string[]): string {
  const ids = pins.map((p) => `${p.name}@${p.version}`).sort((a, b) => a.localeCompare(b));
  const args: unknown[] = [ids, Object.entries(registries).sort(([a], [b]) => a.localeCompare(b))];
  if (allowBuild.length > 0) args.push({ allowBuild: [...allowBuild].sort(lexCompare) });
  return createHash('sha256').update(JSON.stringify(args)).digest('hex');
}

const lexCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The packages a dlx folder installed (from its lockfile) and the registries it used (from `.modules.yaml`). */
async function readEntry(folder: string): Promise<{ dependencies: Record<string, { version: string; integrity?: string }>; registries: Record<string, string> } | undefined> {
  const link = join(folder, 'pkg');
  const stats = await lstat(link).catch(() => undefined);
  if (!stats?.isSymbolicLink()) return undefined;
  const prepared = await realpath(link).catch(() => undefined);
  // pnpm prepares the folder inside the key folder; a link elsewhere is not its layout.
  if (prepared === undefined || dirname(prepared) !== (await realpath(folder).catch(() => folder))) return undefined;
  const lock = await readYaml(join(prepared, 'pnpm-lock.yaml'));
  const modules = await readYaml(join(prepared, 'node_modules', '.modules.yaml'));
  const importer = isRecord(lock) && isRecord(lock.importers) ? lock.importers['.'] : undefined;
  const declared = isRecord(importer) && isRecord(importer.dependencies) ? importer.dependencies : undefined;
  const packages = isRecord(lock) && isRecord(lock.packages) ? lock.packages : {};
  const registries = isRecord(modules) && isRecord(modules.registries) ? modules.registries : undefined;
  if (declared === undefined || registries === undefined || !Object.values(registries).every((r) => typeof r === 'string')) return undefined;
  const dependencies: Record<string, { version: string; integrity?: string }> = {};
  for (const [name, value] of Object.entries(declared)) {
    const version = isRecord(value) && typeof value.version === 'string' && VERSION.test(value.version) ? value.version : undefined;
    // A version with a peer suffix or a non-registry resolution is not a registry release pinned by name and version.
    if (version === undefined) return undefined;
    const resolution = isRecord(packages[`${name}@${version}`]) ? (packages[`${name}@${version}`] as Record<string, unknown>).resolution : undefined;
    const integrity = isRecord(resolution) && typeof resolution.integrity === 'string' && resolution.integrity.length <= 256 && INTEGRITY.test(resolution.integrity) ? resolution.integrity : undefined;
    dependencies[name] = { version, ...(integrity === undefined ? {} : { integrity }) };
  }
  return { dependencies, registries: registries as Record<string, string> };
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/** Whether a spec admits a version: an exact one only itself; no version or a tag any (it floats); a range when it can be read. */
function accepts(spec: PackageSpec, version: string): boolean {
  if (spec.type === 'version') return spec.selector === version;
  if (spec.type !== 'range') return true;
  return satisfies(version, spec.selector!);
}

/**
 * A small reading of npm ranges: `^`, `~`, `x`/`*` wildcards, comparators joined by spaces and `||`.
 * A range it cannot read admits nothing, so the start stays unresolved rather than matched to a guess.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (v === undefined || v.pre !== '') return false;
  return range.split('||').some((set) => {
    const parts = set.trim().split(/\s+/).filter((p) => p !== '');
    return parts.length > 0 && parts.every((part) => comparator(v.n, part));
  });
}

function parseVersion(text: string): { n: [number, number, number]; pre: string } | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text);
  return m ? { n: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ?? '' } : undefined;
}

function comparator(v: [number, number, number], part: string): boolean {
  const m = /^(\^|~|>=|<=|>|<|=)?v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$/.exec(part);
  if (!m) return false;
  const op = m[1] ?? '';
  const raw = [m[2], m[3], m[4]];
  const wild = raw.findIndex((p) => p === undefined || /^[xX*]$/.test(p));
  const fixed = (wild < 0 ? 3 : wild) as 0 | 1 | 2 | 3;
  const base = raw.map((p, i) => (i < fixed ? Number(p) : 0)) as [number, number, number];
  const cmp = (a: number[], b: number[]) => (a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
  const bump = (level: number): number[] => (level === 0 ? [base[0] + 1, 0, 0] : level === 1 ? [base[0], base[1] + 1, 0] : [base[0], base[1], base[2] + 1]);
  const below = (upper: number[]) => cmp(v, base) >= 0 && cmp(v, upper) < 0;
  if (op === '^') {
    if (fixed === 0) return true;
    const level = base[0] > 0 || fixed === 1 ? 0 : base[1] > 0 || fixed === 2 ? 1 : 2;
    return below(bump(level));
  }
  if (op === '~') return fixed === 0 ? true : below(bump(fixed === 1 ? 0 : 1));
  if (op === '' || op === '=') return fixed === 0 ? true : fixed === 3 ? cmp(v, base) === 0 : below(bump(fixed - 1));
  if (fixed < 3) return false;
  const c = cmp(v, base);
  return op === '>' ? c > 0 : op === '>=' ? c >= 0 : op === '<' ? c < 0 : c <= 0;
}

/**
 * Where pnpm keeps its cache for this start. pnpm 10 reads its settings for `dlx` as if started in
 * the home folder, ignoring the project's `.npmrc` and `pnpm-workspace.yaml` (all but credentials),
 * so: `npm_config_cache_dir`, a `cache-dir=` line of `~/.npmrc`, the user's npmrc or pnpm's global
 * rc, else pnpm's default (`$XDG_CACHE_HOME/pnpm`, `~/.cache/pnpm`, `~/Library/Caches/pnpm`,
 * `%LOCALAPPDATA%\pnpm-cache`). `pnpm dlx --cache-dir` is refused by pnpm 10 (not a dlx option). A
 * value built from variables is pnpm's to expand: not read.
 */
export async function pnpmCacheDir(options: DlxOptions): Promise<string | undefined> {
  const { cwd, env, platform } = options;
  const fromEnv = envSetting(env, 'npm_config_cache_dir') ?? envSetting(env, 'pnpm_config_cache_dir');
  if (fromEnv !== undefined) return fromEnv.includes('${') ? undefined : resolve(cwd, fromEnv);
  const home = envSetting(env, platform === 'win32' ? 'USERPROFILE' : 'HOME') ?? homedir();
  for (const rc of [join(home, '.npmrc'), envSetting(env, 'npm_config_userconfig'), pnpmGlobalRc(env, platform, home)]) {
    if (rc === undefined) continue;
    const text = await readFile(rc, 'utf8').catch(() => undefined);
    const line = text?.match(/^\s*cache-dir\s*=\s*(.*?)\s*$/m)?.[1];
    if (line === undefined) continue;
    if (line.includes('${')) return undefined;
    // pnpm resolves a relative value against the folder it runs in, which is the server's.
    return line.startsWith('~/') ? join(home, line.slice(2)) : resolve(cwd, line);
  }
  const xdg = envSetting(env, 'XDG_CACHE_HOME');
  if (xdg) return join(xdg, 'pnpm');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'pnpm');
  if (platform !== 'win32') return join(home, '.cache', 'pnpm');
  const local = envSetting(env, 'LOCALAPPDATA');
  return local !== undefined ? win32.join(local, 'pnpm-cache') : win32.join(home, '.pnpm-cache');
}

/** pnpm's global config file (`<configDir>/rc`). */
function pnpmGlobalRc(env: DlxOptions['env'], platform: NodeJS.Platform, home: string): string | undefined {
  const xdg = envSetting(env, 'XDG_CONFIG_HOME');
  if (xdg) return join(xdg, 'pnpm', 'rc');
  if (platform === 'darwin') return join(home, 'Library', 'Preferences', 'pnpm', 'rc');
  if (platform !== 'win32') return join(home, '.config', 'pnpm', 'rc');
  const local = envSetting(env, 'LOCALAPPDATA');
  return local === undefined ? undefined : win32.join(local, 'pnpm', 'config', 'rc');
}

async function readYaml(path: string): Promise<unknown> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined || text.length > MAX_FILE) return undefined;
  try {
    return parseYaml(text, { maxAliasCount: 0 }) as unknown;
  } catch {
    return undefined;
  }
}
