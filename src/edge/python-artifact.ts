/**
 * Resolves Python starts offline, from the environment the start itself runs in or left behind:
 * `python -m mod` (the interpreter's site-packages: a venv's read directly, any other asked of the
 * interpreter once), a venv's console script (the distribution whose entry points name it), `uvx`
 * / `uv tool run` (uv's cached tool environments and installed tools) and `pipx run` (pipx's run
 * cache). The distribution is pinned by its name, version and RECORD, and every file RECORD lists
 * with a hash is checked on disk, so a locally modified install never passes as the released one.
 * Nothing is fetched, nothing is guessed (docs/lockfile.md, "The artifact").
 */

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, delimiter, dirname, isAbsolute, join, relative, resolve, win32 } from 'node:path';
import {
  consoleScripts,
  directUrlOrigin,
  moduleFiles,
  normalizeDistributionName,
  parseMetadata,
  parseRecord,
  parseRequirement,
  pinnedPythonStart,
  pipxLaunch,
  pythonLaunch,
  recordIdentityText,
  requirementFloating,
  uvLaunch,
  type PythonModuleLaunch,
  type PythonRequirement,
  type RecordEntry,
} from '../artifact/python-start.js';
import type { LockedArtifact, PythonArtifact, StartForm, UnresolvedReason } from '../snapshot/lockfile.js';
import { isFile, readJson, readText } from './files.js';

type Env = Record<string, string | undefined>;

export interface PythonResolveOptions {
  platform: NodeJS.Platform;
  /** How long the interpreter may take to say where its site-packages are (default 5 s). */
  interpreterTimeoutMs?: number;
}

/** Hostile or broken environments must not make a resolve read without end. */
const MAX_RECORD_ENTRIES = 50_000;
const MAX_DISTRIBUTIONS = 5_000;
const MAX_CACHED_ENVIRONMENTS = 2_000;

function unresolved(start: StartForm, reason: UnresolvedReason, floating: boolean, requested?: string): LockedArtifact {
  return { kind: 'unresolved', start, reason, floating, ...(requested === undefined ? {} : { requested }) };
}

/** `uvx …` / `uv tool run …` / `pipx run …` / `python -m …`; `undefined` when the command is none of them. */
export async function resolvePythonStart(command: string, args: readonly string[], cwd: string, env: Env, options: PythonResolveOptions): Promise<LockedArtifact | undefined> {
  const name = basename(command.replace(/\\/g, '/')).replace(/\.(exe|cmd|bat)$/i, '').toLowerCase();
  if (name === 'uvx' || (name === 'uv' && args[0] === 'tool' && args[1] === 'run')) return resolveUvx(command, args, name === 'uvx' ? 0 : 2, cwd, env, options.platform);
  if (name === 'pipx' && args[0] === 'run') return resolvePipx(command, args, env, options.platform);
  if (/^python(?:\d+(?:\.\d+)?)?$/.test(name)) return resolveModule(command, args, cwd, env, options);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// python -m module
// ---------------------------------------------------------------------------------------------

async function resolveModule(command: string, args: readonly string[], cwd: string, env: Env, options: PythonResolveOptions): Promise<LockedArtifact> {
  const launch = pythonLaunch(args);
  if (launch === 'unparsed') return unresolved('python', 'unparsed-arguments', false);
  // `python server.py`: a script, not a distribution; not resolved here.
  if (!('module' in launch)) return unresolved('python', 'not-implemented', false, launch.script);
  const requested = launch.module;
  const interpreter = await findCommand(command, cwd, env, options.platform);
  if (interpreter === undefined) return unresolved('python', 'not-found', false, requested);
  const top = launch.module.split('.')[0]!;

  // sys.path[0] is the working folder for `-m` (unless -P/-I), then PYTHONPATH (unless -E/-I):
  // a module found there is the project's own code, not an installed distribution.
  const front = [...(launch.safePath ? [] : [cwd]), ...(launch.ignoreEnvironment ? [] : (env.PYTHONPATH ?? '').split(options.platform === 'win32' ? ';' : ':').filter((d) => d !== '').map((d) => resolve(cwd, d)))];
  for (const dir of front) if (await holdsModule(dir, top)) return unresolved('python', 'not-distribution', false, requested);

  // A venv (pyvenv.cfg beside the interpreter's folder) says where its site-packages are.
  const venv = await venvRoot(interpreter);
  if (venv !== undefined) {
    const found = await findModuleOwner(await venvSiteDirs(venv, options.platform), launch.module);
    if (found !== undefined) return moduleResult(found, requested);
  }
  // Otherwise (or for a module the venv does not hold) ask the interpreter, once.
  const layout = await askInterpreter(interpreter, env, launch, options.interpreterTimeoutMs ?? 5_000);
  if (layout === undefined) return unresolved('python', 'unreadable', false, requested);
  if (layout.builtin.includes(top)) return unresolved('python', 'not-distribution', false, requested);
  for (const dir of layout.stdlib) if (await holdsModule(dir, top)) return unresolved('python', 'not-distribution', false, requested);
  const systemSite = venv === undefined || (await includesSystemSite(venv));
  const sites = [...(venv !== undefined ? layout.site : []), ...(systemSite ? [...(layout.user !== undefined ? [layout.user] : []), ...layout.site, ...layout.base] : [])];
  const found = await findModuleOwner([...new Set(sites)], launch.module);
  return found === undefined ? unresolved('python', 'not-installed', false, requested) : moduleResult(found, requested);
}

function moduleResult(found: Exclude<OwnerResult, undefined>, requested: string): LockedArtifact {
  if (found === 'ambiguous') return unresolved('python', 'ambiguous', false, requested);
  if (found === 'not-distribution' || found === 'unreadable') return unresolved('python', found, false, requested);
  return { ...found, kind: 'python', start: 'python', floating: false, requested, source: 'site-packages' };
}

type Distribution = Omit<PythonArtifact, 'kind' | 'start' | 'floating' | 'requested' | 'source' | 'pinned'>;
type OwnerResult = Distribution | 'ambiguous' | 'not-distribution' | 'unreadable' | undefined;

/**
 * The distribution whose RECORD lists the module's file, in the first site folder that holds the
 * module; `not-distribution` when that folder holds it but no RECORD does. An editable install
 * (its code elsewhere, RECORD listing none of it) is found by its top_level.txt instead.
 */
async function findModuleOwner(sites: readonly string[], module: string): Promise<OwnerResult> {
  const top = module.split('.')[0]!;
  const { exact, extensionPrefix } = moduleFiles(module);
  for (const site of sites) {
    if (!(await holdsModule(site, top))) continue;
    const owners: Array<{ distInfo: string; entries: RecordEntry[] }> = [];
    for (const distInfo of await distInfos(site)) {
      const entries = await readRecord(join(site, distInfo));
      if (entries === undefined) continue;
      const owns = entries.some((e) => {
        const path = e.path.replace(/\\/g, '/');
        return exact.includes(path) || (path.startsWith(extensionPrefix) && /\.(so|pyd)$/.test(path) && !path.slice(extensionPrefix.length).includes('/'));
      });
      if (owns) owners.push({ distInfo, entries });
    }
    if (owners.length > 1) return 'ambiguous';
    // A RECORD owns the module but its METADATA names no well-formed name and version: never guessed.
    if (owners.length === 1) return (await readDistribution(site, owners[0]!.distInfo, owners[0]!.entries)) ?? 'unreadable';
    return 'not-distribution';
  }
  // Editable installs: the code sits in a working tree a .pth file or an import hook points at.
  for (const site of sites) {
    const owners: string[] = [];
    for (const distInfo of await distInfos(site)) {
      const origin = directUrlOrigin(await readJson(join(site, distInfo, 'direct_url.json')));
      if (origin !== 'editable') continue;
      const tops = (await readText(join(site, distInfo, 'top_level.txt')))?.split(/\r?\n/).map((l) => l.trim()) ?? [];
      if (tops.includes(top)) owners.push(distInfo);
    }
    if (owners.length > 1) return 'ambiguous';
    if (owners.length === 1) {
      const entries = await readRecord(join(site, owners[0]!));
      return (entries === undefined ? undefined : await readDistribution(site, owners[0]!, entries)) ?? 'unreadable';
    }
  }
  return undefined;
}

async function holdsModule(dir: string, top: string): Promise<boolean> {
  if ((await isDir(join(dir, top))) || (await isFile(join(dir, `${top}.py`))) || (await isFile(join(dir, `${top}.pyc`)))) return true;
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.some((n) => n.startsWith(`${top}.`) && /\.(so|pyd)$/.test(n));
}

interface InterpreterLayout {
  site: string[];
  /** The base interpreter's site-packages, for a venv created with --system-site-packages. */
  base: string[];
  user?: string;
  stdlib: string[];
  builtin: string[];
}

// -I: no PYTHONPATH, no user site, no working folder; -S: site.py's main() does not run, so no
// .pth file of any site-packages executes code while mcpward asks where they are.
const LAYOUT_SCRIPT = [
  'import json, os, site, sys, sysconfig',
  'p = sysconfig.get_paths()',
  'std = [p["stdlib"], p["platstdlib"], os.path.join(p["platstdlib"], "lib-dynload")]',
  'print(json.dumps({"site": site.getsitepackages(), "base": site.getsitepackages([sys.base_prefix, sys.base_exec_prefix]), "user": site.getusersitepackages(), "stdlib": std, "builtin": list(sys.builtin_module_names)}))',
].join('\n');

/** Where the interpreter looks for modules, asked once with a timeout; the child is killed when it does not answer. */
async function askInterpreter(interpreter: string, env: Env, launch: PythonModuleLaunch, timeoutMs: number): Promise<InterpreterLayout | undefined> {
  const childEnv: Record<string, string> = {};
  // Only what locates the user site; no other value of the server's environment reaches the child.
  for (const key of ['PATH', 'HOME', 'USERPROFILE', 'APPDATA', 'SYSTEMROOT', ...(launch.ignoreEnvironment ? [] : ['PYTHONUSERBASE'])]) if (env[key] !== undefined) childEnv[key] = env[key]!;
  const stdout = await new Promise<string | undefined>((done) => {
    execFile(interpreter, ['-I', '-S', '-c', LAYOUT_SCRIPT], { timeout: timeoutMs, killSignal: 'SIGKILL', env: childEnv, windowsHide: true, maxBuffer: 1 << 20 }, (error, out) => done(error ? undefined : String(out)));
  });
  if (stdout === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout.trim());
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object') return undefined;
  const o = parsed as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && isAbsolute(s)) : []);
  const userEnabled = !launch.noUserSite && (launch.ignoreEnvironment || env.PYTHONNOUSERSITE === undefined || env.PYTHONNOUSERSITE === '');
  return {
    site: strings(o.site),
    base: strings(o.base),
    ...(userEnabled && typeof o.user === 'string' && isAbsolute(o.user) ? { user: o.user } : {}),
    stdlib: strings(o.stdlib),
    builtin: Array.isArray(o.builtin) ? o.builtin.filter((s): s is string => typeof s === 'string') : [],
  };
}

// ---------------------------------------------------------------------------------------------
// A venv's console script
// ---------------------------------------------------------------------------------------------

/**
 * An executable inside a venv (its real path's folder has ../pyvenv.cfg): the distribution whose
 * entry points declare it as a console or GUI script, preferring the one whose RECORD lists the
 * file. Undefined when none does: the executable is then pinned by its own hash.
 */
export async function resolveVenvScript(realPath: string, platform: NodeJS.Platform): Promise<PythonArtifact | undefined> {
  const root = dirname(dirname(realPath));
  if (!(await isFile(join(root, 'pyvenv.cfg')))) return undefined;
  const script = basename(realPath).replace(/\.exe$/i, '');
  const matches: Array<{ site: string; distInfo: string; entries: RecordEntry[]; listed: boolean }> = [];
  for (const site of await venvSiteDirs(root, platform)) {
    for (const distInfo of await distInfos(site)) {
      const text = await readText(join(site, distInfo, 'entry_points.txt'));
      if (text === undefined || !consoleScripts(text).includes(script)) continue;
      const entries = await readRecord(join(site, distInfo));
      if (entries === undefined) continue;
      const realSite = await realpath(site).catch(() => site);
      const listed = entries.some((e) => resolve(realSite, e.path.replace(/\\/g, '/')) === realPath);
      matches.push({ site, distInfo, entries, listed });
    }
  }
  const listed = matches.filter((m) => m.listed);
  const chosen = listed.length === 1 ? listed[0] : listed.length === 0 && matches.length === 1 ? matches[0] : undefined;
  if (chosen === undefined) return undefined;
  const dist = await readDistribution(chosen.site, chosen.distInfo, chosen.entries);
  return dist === undefined ? undefined : { ...dist, kind: 'python', start: 'executable', floating: false, source: 'site-packages' };
}

// ---------------------------------------------------------------------------------------------
// uvx / uv tool run, pipx run
// ---------------------------------------------------------------------------------------------

interface Candidate {
  dist: Distribution;
  source: PythonArtifact['source'];
}

async function resolveUvx(command: string, args: readonly string[], offset: number, cwd: string, env: Env, platform: NodeJS.Platform): Promise<LockedArtifact> {
  const launch = uvLaunch(args, offset);
  if (launch === 'unparsed') return unresolved('uvx', 'unparsed-arguments', true);
  const req = parseRequirement(launch.requested);
  if (req === undefined) return unresolved('uvx', 'unsupported-spec', true, launch.requested);
  const floating = requirementFloating(req);
  // An installed tool (`uv tool install`) is what uvx runs unless the start asks for another
  // version (`@latest`, `--isolated`, an exact version it does not have).
  const tools = launch.isolated || req.type === 'latest' ? [] : await toolCandidates(uvToolDir(env, platform), req, platform);
  const cacheRoot = launch.noCache ? undefined : launch.cacheDir !== undefined ? resolve(cwd, launch.cacheDir) : uvCacheDir(env, platform);
  const cached = cacheRoot === undefined ? [] : await environmentCandidates(await uvCachedEnvironments(cacheRoot), req, 'uv-cache', platform);
  let pick: Candidate[];
  if (req.type === 'version') {
    const tool = tools.filter((c) => c.dist.version === req.version);
    pick = tool.length > 0 ? tool : cached.filter((c) => c.dist.version === req.version);
  } else if (req.type === 'none' && tools.length > 0) pick = tools;
  else pick = [...tools, ...cached];
  return choose('uvx', pick, floating, launch.requested, (dist) => pinnedPythonStart(command, args, launch, req, dist.version).line);
}

async function resolvePipx(command: string, args: readonly string[], env: Env, platform: NodeJS.Platform): Promise<LockedArtifact> {
  const launch = pipxLaunch(args, 1);
  if (launch === 'unparsed') return unresolved('pipx', 'unparsed-arguments', true);
  const req = parseRequirement(launch.requested);
  if (req === undefined) return unresolved('pipx', 'unsupported-spec', true, launch.requested);
  const floating = requirementFloating(req);
  const cache = await pipxVenvCache(env, platform);
  const envs = cache === undefined ? [] : await childVenvs(cache, (dir) => isFile(join(dir, 'pipx_expired_venv')).then((expired) => !expired));
  const all = await environmentCandidates(envs, req, 'pipx-cache', platform);
  const pick = req.type === 'version' ? all.filter((c) => c.dist.version === req.version) : all;
  return choose('pipx', pick, floating, launch.requested, (dist) => pinnedPythonStart(command, args, launch, req, dist.version).line);
}

/** One distinct distribution (version and content) among the candidates, or why not. */
function choose(form: 'uvx' | 'pipx', candidates: readonly Candidate[], floating: boolean, requested: string, pinned: (dist: Distribution) => string): LockedArtifact {
  const distinct = new Map<string, Candidate>();
  for (const c of candidates) distinct.set(`${c.dist.version} ${c.dist.record} ${c.dist.verified} ${c.dist.modified ?? 0}`, c);
  if (distinct.size === 0) return unresolved(form, 'not-installed', floating, requested);
  // Several environments hold different versions or contents: which one the next start runs is
  // decided by uv or pipx (and perhaps the index), not by anything on disk.
  if (distinct.size > 1) return unresolved(form, 'ambiguous', floating, requested);
  const { dist, source } = [...distinct.values()][0]!;
  return { ...dist, kind: 'python', start: form, floating, requested, source, pinned: pinned(dist) };
}

/** uv's cache folder: UV_CACHE_DIR, else $XDG_CACHE_HOME/uv, else ~/.cache/uv (%LOCALAPPDATA%\uv\cache on Windows). */
function uvCacheDir(env: Env, platform: NodeJS.Platform): string | undefined {
  if (nonEmpty(env.UV_NO_CACHE) && !/^(0|false|no|off)$/i.test(env.UV_NO_CACHE!)) return undefined;
  if (nonEmpty(env.UV_CACHE_DIR)) return env.UV_CACHE_DIR;
  if (platform === 'win32') return nonEmpty(env.LOCALAPPDATA) ? win32.join(env.LOCALAPPDATA!, 'uv', 'cache') : undefined;
  if (nonEmpty(env.XDG_CACHE_HOME) && isAbsolute(env.XDG_CACHE_HOME!)) return join(env.XDG_CACHE_HOME!, 'uv');
  return join(home(env, platform), '.cache', 'uv');
}

/** uv's installed tools: UV_TOOL_DIR, else $XDG_DATA_HOME/uv/tools, else ~/.local/share/uv/tools (%APPDATA%\uv\data\tools). */
function uvToolDir(env: Env, platform: NodeJS.Platform): string | undefined {
  if (nonEmpty(env.UV_TOOL_DIR)) return env.UV_TOOL_DIR;
  if (platform === 'win32') return nonEmpty(env.APPDATA) ? win32.join(env.APPDATA!, 'uv', 'data', 'tools') : undefined;
  if (nonEmpty(env.XDG_DATA_HOME) && isAbsolute(env.XDG_DATA_HOME!)) return join(env.XDG_DATA_HOME!, 'uv', 'tools');
  return join(home(env, platform), '.local', 'share', 'uv', 'tools');
}

/**
 * pipx's run cache: <PIPX_HOME>/.cache when PIPX_HOME is set or ~/.local/pipx exists (pipx's
 * older home), else the user cache folder's `pipx` (~/.cache/pipx, $XDG_CACHE_HOME/pipx).
 */
async function pipxVenvCache(env: Env, platform: NodeJS.Platform): Promise<string | undefined> {
  if (nonEmpty(env.PIPX_HOME)) return join(env.PIPX_HOME!, '.cache');
  const h = home(env, platform);
  if (await isDir(join(h, '.local', 'pipx'))) return join(h, '.local', 'pipx', '.cache');
  if (platform === 'win32') return nonEmpty(env.LOCALAPPDATA) ? win32.join(env.LOCALAPPDATA!, 'pipx', 'pipx', 'Cache') : undefined;
  if (platform === 'darwin') return join(h, 'Library', 'Caches', 'pipx');
  return nonEmpty(env.XDG_CACHE_HOME) && isAbsolute(env.XDG_CACHE_HOME!) ? join(env.XDG_CACHE_HOME!, 'pipx') : join(h, '.cache', 'pipx');
}

/**
 * The environments uvx left: <cache>/environments-v2/<interpreter hash>/<resolution hash>, each a
 * link to the venv uv built under archive-v0/. Older layouts (one level) are read too.
 */
async function uvCachedEnvironments(cacheRoot: string): Promise<string[]> {
  const out: string[] = [];
  const buckets = (await readdir(cacheRoot).catch(() => [] as string[])).filter((n) => /^environments-v\d+$/.test(n)).sort();
  for (const bucket of buckets) {
    for (const first of await readdir(join(cacheRoot, bucket)).catch(() => [] as string[])) {
      const level1 = join(cacheRoot, bucket, first);
      if (await isFile(join(level1, 'pyvenv.cfg'))) out.push(await realpath(level1));
      else for (const venv of await childVenvs(level1)) out.push(venv);
      if (out.length >= MAX_CACHED_ENVIRONMENTS) return out;
    }
  }
  return [...new Set(out)];
}

/** Sub-folders of `dir` (links followed) that are venvs. */
async function childVenvs(dir: string, keep: (venv: string) => Promise<boolean> = async () => true): Promise<string[]> {
  const out: string[] = [];
  for (const name of (await readdir(dir).catch(() => [] as string[])).slice(0, MAX_CACHED_ENVIRONMENTS)) {
    const path = join(dir, name);
    if (!(await isFile(join(path, 'pyvenv.cfg')))) continue;
    if (!(await keep(path))) continue;
    out.push(await realpath(path).catch(() => path));
  }
  return out;
}

async function toolCandidates(toolDir: string | undefined, req: PythonRequirement, platform: NodeJS.Platform): Promise<Candidate[]> {
  if (toolDir === undefined) return [];
  const dirs = [...new Set([join(toolDir, req.normalized), join(toolDir, req.name)])];
  const envs: string[] = [];
  for (const dir of dirs) if (await isFile(join(dir, 'pyvenv.cfg'))) envs.push(await realpath(dir));
  return environmentCandidates([...new Set(envs)], req, 'uv-tool', platform);
}

async function environmentCandidates(envs: readonly string[], req: PythonRequirement, source: PythonArtifact['source'], platform: NodeJS.Platform): Promise<Candidate[]> {
  const out: Candidate[] = [];
  for (const env of envs) {
    for (const site of await venvSiteDirs(env, platform)) {
      const distInfo = await findDistInfo(site, req.normalized);
      if (distInfo === undefined) continue;
      const entries = await readRecord(join(site, distInfo));
      const dist = entries === undefined ? undefined : await readDistribution(site, distInfo, entries);
      if (dist !== undefined) out.push({ dist, source });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Environments and distributions on disk
// ---------------------------------------------------------------------------------------------

/** The venv an interpreter path belongs to: pyvenv.cfg in its folder's parent (or its own folder, on Windows). */
async function venvRoot(interpreter: string): Promise<string | undefined> {
  for (const root of [dirname(dirname(interpreter)), dirname(interpreter)]) if (await isFile(join(root, 'pyvenv.cfg'))) return root;
  return undefined;
}

async function includesSystemSite(root: string): Promise<boolean> {
  const cfg = (await readText(join(root, 'pyvenv.cfg'))) ?? '';
  return /^\s*include-system-site-packages\s*=\s*true\s*$/im.test(cfg);
}

async function venvSiteDirs(root: string, platform: NodeJS.Platform): Promise<string[]> {
  if (platform === 'win32') return [join(root, 'Lib', 'site-packages')];
  const lib = join(root, 'lib');
  const versions = (await readdir(lib).catch(() => [] as string[])).filter((n) => /^(?:python|pypy)\d/.test(n)).sort();
  const out: string[] = [];
  for (const v of versions) if (await isDir(join(lib, v, 'site-packages'))) out.push(join(lib, v, 'site-packages'));
  return out;
}

async function distInfos(site: string): Promise<string[]> {
  const names = await readdir(site).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.dist-info')).sort().slice(0, MAX_DISTRIBUTIONS);
}

/** The dist-info folder of a distribution by normalised name (its folder name, confirmed by METADATA). */
async function findDistInfo(site: string, normalized: string): Promise<string | undefined> {
  for (const distInfo of await distInfos(site)) {
    const stem = distInfo.slice(0, -'.dist-info'.length);
    const dash = stem.lastIndexOf('-');
    if (normalizeDistributionName(dash < 0 ? stem : stem.slice(0, dash)) !== normalized) continue;
    const meta = parseMetadata((await readText(join(site, distInfo, 'METADATA'))) ?? '');
    if (meta.name !== undefined && normalizeDistributionName(meta.name) === normalized) return distInfo;
  }
  return undefined;
}

async function readRecord(distInfoPath: string): Promise<RecordEntry[] | undefined> {
  const text = await readText(join(distInfoPath, 'RECORD'));
  if (text === undefined) return undefined;
  return parseRecord(text).slice(0, MAX_RECORD_ENTRIES);
}

/** Name, version, the RECORD identity, and whether every hashed file still matches on disk. */
async function readDistribution(site: string, distInfo: string, entries: readonly RecordEntry[]): Promise<Distribution | undefined> {
  const dir = join(site, distInfo);
  const meta = parseMetadata((await readText(join(dir, 'METADATA'))) ?? '');
  if (meta.name === undefined || meta.version === undefined) return undefined;
  const record = `sha256:${createHash('sha256').update(recordIdentityText(entries)).digest('hex')}`;
  const modified = await verifyRecord(site, entries);
  const installer = (await readText(join(dir, 'INSTALLER')))?.trim();
  const origin = directUrlOrigin(await readJson(join(dir, 'direct_url.json')));
  return {
    distribution: normalizeDistributionName(meta.name),
    version: meta.version,
    record,
    verified: modified === 0,
    ...(modified === 0 ? {} : { modified }),
    ...(installer !== undefined && /^[\w.-]{1,40}$/.test(installer) ? { installer } : {}),
    ...(origin === undefined ? {} : { origin }),
  };
}

/** The environment a site folder belongs to: lib/pythonX.Y/site-packages → three up, Lib/site-packages → two up. */
function environmentOf(site: string): string {
  const parts = site.split(/[\\/]/);
  const n = parts.length;
  if (n >= 3 && /^(site|dist)-packages$/.test(parts[n - 1]!) && /^(python|pypy)\d/.test(parts[n - 2]!) && /^lib(64)?$/.test(parts[n - 3]!)) return resolve(site, '..', '..', '..');
  if (n >= 2 && /^site-packages$/i.test(parts[n - 1]!) && /^lib$/i.test(parts[n - 2]!)) return resolve(site, '..', '..');
  return site;
}

/**
 * How many files RECORD lists with a hash are missing, differ, or cannot be checked (an entry
 * outside the environment, an algorithm mcpward does not know): 0 means the install is the one
 * its RECORD describes.
 */
async function verifyRecord(site: string, entries: readonly RecordEntry[]): Promise<number> {
  const root = environmentOf(site);
  let bad = 0;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (entry.hash === undefined) continue;
    const path = resolve(site, entry.path);
    if (seen.has(path)) continue;
    seen.add(path);
    const inside = relative(root, path);
    const eq = entry.hash.indexOf('=');
    const algorithm = eq < 0 ? '' : entry.hash.slice(0, eq);
    if (inside.startsWith('..') || isAbsolute(inside) || !['sha256', 'sha384', 'sha512'].includes(algorithm)) {
      bad += 1;
      continue;
    }
    if (!(await isFile(path))) {
      bad += 1;
      continue;
    }
    if ((await hashFile(path, algorithm)) !== entry.hash.slice(eq + 1)) bad += 1;
  }
  return bad;
}

async function hashFile(path: string, algorithm: string): Promise<string | undefined> {
  const hash = createHash(algorithm);
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  } catch {
    return undefined;
  }
  return hash.digest('base64url');
}

/** The file the start runs, as spawn finds it: a path relative to the server's folder, or the first match on its PATH. */
async function findCommand(command: string, cwd: string, env: Env, platform: NodeJS.Platform): Promise<string | undefined> {
  const windows = platform === 'win32';
  const extensions = windows ? ['', '.exe'] : [''];
  const candidates: string[] = [];
  if (isAbsolute(command) || /[\\/]/.test(command)) for (const ext of extensions) candidates.push(resolve(cwd, command + ext));
  else for (const dir of (env.PATH ?? env.Path ?? '').split(windows ? ';' : delimiter).filter((d) => d !== '')) for (const ext of extensions) candidates.push(resolve(cwd, dir, command + ext));
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

function home(env: Env, platform: NodeJS.Platform): string {
  return (platform === 'win32' ? env.USERPROFILE : env.HOME) ?? homedir();
}

function nonEmpty(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

async function isDir(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isDirectory(), () => false);
}

