/**
 * Resolves what a server's start runs, offline, from the files the start itself leaves on this
 * machine: the npx cache folder npm installed into, the project's lockfile, the script or
 * executable on disk, the local container engine's image store. Nothing is fetched and nothing is
 * guessed: a start that cannot be resolved with certainty is `unresolved` with a code
 * (docs/lockfile.md, "The artifact"). The arguments are read by the pure parser in src/artifact/.
 * No environment value is ever written into the result: the environment only says where to look.
 */

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, constants, readFile, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter as posixDelimiter, dirname, isAbsolute, join, posix, resolve, sep, win32 } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { serverEnvironment } from '../config/environment.js';
import { imageFloating, imageRepository, parsePackageSpec, parseStart, pinnedImage, pinnedLauncher, specFloating, type PackageSpec, type Start } from '../artifact/start.js';
import type { LockedArtifact, NpmArtifact, NpmPackagePin, StartForm, UnresolvedReason } from '../snapshot/lockfile.js';
import { resolveNpmGlobal } from './npm-global.js';
import { resolveDlxCache } from './pnpm-artifact.js';
import { placeholdMachineText, type Machine } from '../snapshot/machine.js';
import { isRecord } from '../snapshot/view.js';
import type { ServerEvidence } from '../snapshot/evidence.js';
import type { LoadedConfig } from '../config/load.js';
import { resolvePythonStart, resolveVenvScript } from './python-artifact.js';
import { exists, isFile, readJson, sha256File } from './files.js';

export interface ArtifactTarget {
  transport: 'stdio' | 'http' | 'sse';
  command?: string;
  args?: readonly string[];
  /** The server's working folder (absolute), where a relative script or command resolves. */
  cwd?: string;
  /** The environment the server was started with: its PATH, HOME and npm settings say where to look. */
  env: Record<string, string | undefined>;
  url?: string;
  /** What the server reported in the handshake (HTTP servers). */
  serverInfo?: { name?: unknown; version?: unknown };
}

export interface ResolveOptions {
  platform?: NodeJS.Platform;
  /** Paths in the result are written with this machine's placeholders (`<cwd>`, `<home>`, …). */
  machine?: Machine;
  /** How long the local container engine may take to answer (default 5 s). */
  engineTimeoutMs?: number;
}

/**
 * The artifact a configured server runs, resolved after its start: the bundle the collector opened,
 * else what `server.command` and `args` (or `server.url`) resolve to.
 */
export async function resolveConfigured(loaded: LoadedConfig, evidence: Pick<ServerEvidence, 'artifact' | 'snapshot'>, env: Record<string, string | undefined>, machine: Machine): Promise<LockedArtifact> {
  if (evidence.artifact !== undefined) return evidence.artifact;
  const { server } = loaded.config;
  return resolveArtifact(
    {
      transport: server.transport,
      ...(server.command === undefined ? {} : { command: server.command }),
      args: server.args ?? [],
      ...(server.cwd === undefined ? {} : { cwd: server.cwd }),
      env: serverEnvironment(loaded.config, env),
      ...(server.url === undefined ? {} : { url: server.url }),
      serverInfo: evidence.snapshot.serverInfo ?? {},
    },
    { machine },
  );
}

export async function resolveArtifact(target: ArtifactTarget, options: ResolveOptions = {}): Promise<LockedArtifact> {
  if (target.transport !== 'stdio') {
    const name = target.serverInfo?.name;
    const version = target.serverInfo?.version;
    return { kind: 'url', url: publicUrl(target.url ?? ''), serverInfo: { name: typeof name === 'string' ? name : '', version: typeof version === 'string' ? version : '' } };
  }
  const platform = options.platform ?? process.platform;
  const cwd = target.cwd ?? process.cwd();
  const args = target.args ?? [];
  const start = parseStart(target.command ?? '', args);
  const where = (path: string) => (options.machine ? placeholdMachineText(path, options.machine) : path);
  try {
    // uvx, uv tool run, pipx run, python -m: src/edge/python-artifact.ts.
    if (start.form === 'uvx' || start.form === 'pipx' || start.form === 'python') {
      const python = await resolvePythonStart(target.command ?? '', args, cwd, target.env, { platform });
      if (python !== undefined) return python;
    }
    if ('unresolved' in start) return unresolved(start.form, start.unresolved, start.floating ?? false, start.requested);
    switch (start.form) {
      case 'npx':
      case 'npm-exec':
      case 'pnpm-dlx':
        return await resolveNpm(start, cwd, target.env, platform);
      case 'node':
        return await resolveNodeScript(start.script, cwd, where);
      case 'python-script':
        return await resolvePythonScript(start.script, cwd, where);
      case 'executable':
        return await resolveExecutable(start.command, cwd, target.env, platform, where);
      case 'docker':
      case 'podman':
        return await resolveImage(start, target.env, options.engineTimeoutMs ?? 5_000);
      default:
        // uvx, pipx run, python -m: reading the installed distribution is not implemented yet.
        return unresolved(start.form, 'not-implemented', start.floating, start.requested);
    }
  } catch {
    // A file that vanished or could not be read between the checks: say so, never guess.
    return unresolved(start.form === 'python-script' ? 'python' : start.form, 'unreadable', ('floating' in start ? start.floating : undefined) ?? false, 'requested' in start ? start.requested : undefined);
  }
}

// What an installed package.json or lockfile says is the package's own text, untrusted like any
// server text: only a well-formed version and integrity are pinned, anything else is not read.
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const INTEGRITY = /^sha(?:512|384|256|1)-[A-Za-z0-9+/]+={0,2}$/;
const wellFormedVersion = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= 256 && VERSION.test(value) ? value : undefined);
const wellFormedIntegrity = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= 256 && INTEGRITY.test(value) ? value : undefined);
/** A package.json name, kept only when it is a plain package name. */
const wellFormedName = (value: unknown): string | undefined => (typeof value === 'string' && /^(?:@[\w.~-]+\/)?[\w.~-]+$/.test(value) && value.length <= 214 ? value : undefined);

function unresolved(start: StartForm, reason: UnresolvedReason, floating: boolean, requested?: string): LockedArtifact {
  return { kind: 'unresolved', start, reason, floating, ...(requested === undefined ? {} : { requested }) };
}

/** The URL without what may be a secret: user and password, query and fragment. */
function publicUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------------------------------------
// npx, npm exec, pnpm dlx
// ---------------------------------------------------------------------------------------------

type NpmStart = Extract<Start, { packages: string[] }>;

async function resolveNpm(start: NpmStart, cwd: string, env: ArtifactTarget['env'], platform: NodeJS.Platform): Promise<LockedArtifact> {
  const specs = start.packages.map(parsePackageSpec);
  const spec = specs[0];
  if (!spec) return unresolved(start.form, 'unsupported-spec', true, start.spec);
  const floating = specs.some((s) => s === undefined || specFloating(s));
  // Every package is pinned or none: an extra one that is a git URL or a folder cannot be.
  if (specs.some((s) => s === undefined)) return unresolved(start.form, 'unsupported-spec', floating, start.spec);
  const others = specs.slice(1) as PackageSpec[];
  const found = (version: string, integrity: string | undefined, source: NpmArtifact['source'], more: NpmPackagePin[] = []): NpmArtifact => ({
    kind: 'npm',
    start: start.form,
    floating,
    requested: start.spec,
    name: spec.name,
    version,
    ...(integrity === undefined ? {} : { integrity }),
    ...(more.length === 0 ? {} : { packages: more.map((pin, i) => ({ ...pin, requested: start.packages[i + 1]! })) }),
    source,
    pinned: pinnedLauncher(start, spec.name, version, more),
  });

  // pnpm dlx installs into pnpm's own cache, never runs the project's copy (src/edge/pnpm-artifact.ts).
  if (start.form === 'pnpm-dlx') {
    const dlx = await resolveDlxCache([spec, ...others], { allowBuild: start.allowBuild ?? [], cwd, env, platform });
    if (!dlx.ok) return unresolved(start.form, dlx.reason, floating, start.spec);
    const [first, ...more] = dlx.packages;
    return found(first!.version, first!.integrity, 'pnpm-dlx-cache', more);
  }

  // What npx runs first: the package in the project's own tree (npm's local prefix), when the
  // spec accepts it — any version for a bare name, the same version for an exact one.
  const prefix = await localPrefix(cwd);
  const local = await readJson(join(prefix, 'node_modules', spec.name, 'package.json'));
  const localVersion = isRecord(local) ? wellFormedVersion(local.version) : undefined;
  if (localVersion !== undefined) {
    // With more packages, npm decides per package which copy to use: not read here.
    if (others.length > 0) return unresolved(start.form, 'ambiguous', floating, start.spec);
    if (spec.type === 'none' || (spec.type === 'version' && spec.selector === localVersion)) {
      const entry = await projectLockEntry(prefix, `node_modules/${spec.name}`, spec.name, localVersion);
      return found(localVersion, entry?.integrity, entry?.source ?? 'node_modules');
    }
    // A range or a tag against an installed copy: npx asks the registry which one it runs.
    if (spec.type !== 'version') return unresolved(start.form, 'ambiguous', floating, start.spec);
  }

  // Without -p, npx runs a global copy before it installs into its cache (src/edge/npm-global.ts).
  const positional = others.length === 0 && start.specIndex === start.launcher.length - 1 && start.launcher[start.specIndex] === start.spec;
  if (positional) {
    const global = await resolveNpmGlobal(spec, { cwd, env, platform });
    if (global === 'ambiguous') return unresolved(start.form, 'ambiguous', floating, start.spec);
    if (global !== undefined) return found(global.version, global.integrity, 'npm-global');
  }

  // The npx cache: npm installs the start's packages into <cache>/_npx/<hash>, the hash of the
  // package specs as given (sorted), and records them in that folder's package.json.
  const cache = start.cache !== undefined ? resolve(cwd, start.cache) : await npmCacheFolder(prefix, env, platform);
  if (cache === undefined) return unresolved(start.form, 'not-installed', floating, start.spec);
  const key = [...start.packages].sort((a, b) => a.localeCompare(b, 'en')).join('\n');
  const folder = join(cache, '_npx', createHash('sha512').update(key).digest('hex').slice(0, 16));
  const manifest = await readJson(join(folder, 'package.json'));
  if (!isRecord(manifest)) return unresolved(start.form, 'not-installed', floating, start.spec);
  const recorded = isRecord(manifest._npx) && Array.isArray(manifest._npx.packages) ? manifest._npx.packages : undefined;
  if (recorded !== undefined && JSON.stringify([...recorded].sort()) !== JSON.stringify([...start.packages].sort())) return unresolved(start.form, 'ambiguous', floating, start.spec);
  const pins: NpmPackagePin[] = [];
  for (const each of [spec, ...others]) {
    const installed = await readJson(join(folder, 'node_modules', each.name, 'package.json'));
    const version = isRecord(installed) ? wellFormedVersion(installed.version) : undefined;
    if (version === undefined) return unresolved(start.form, 'not-installed', floating, start.spec);
    if (each.type === 'version' && each.selector !== version) return unresolved(start.form, 'ambiguous', floating, start.spec);
    const integrity = await packageLockEntry(join(folder, 'package-lock.json'), `node_modules/${each.name}`, version);
    pins.push({ name: each.name, version, ...(integrity === undefined ? {} : { integrity }) });
  }
  const [first, ...more] = pins;
  return found(first!.version, first!.integrity, 'npx-cache', more);
}

/** npm's local prefix: the nearest folder at or above `cwd` with a package.json or node_modules; `cwd` when none. */
async function localPrefix(cwd: string): Promise<string> {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if ((await exists(join(dir, 'package.json'))) || (await exists(join(dir, 'node_modules')))) return dir;
    if (dirname(dir) === dir) return resolve(cwd);
  }
}

/** Where npm keeps its cache for this start: `npm_config_cache`, a `cache=` line of the project's or the user's .npmrc, else npm's default. */
async function npmCacheFolder(prefix: string, env: ArtifactTarget['env'], platform: NodeJS.Platform): Promise<string | undefined> {
  const fromEnv = envValue(env, 'npm_config_cache', true);
  if (fromEnv) return fromEnv;
  const home = envValue(env, platform === 'win32' ? 'USERPROFILE' : 'HOME') ?? homedir();
  const userconfig = envValue(env, 'npm_config_userconfig', true) ?? join(home, '.npmrc');
  for (const rc of [join(prefix, '.npmrc'), userconfig]) {
    const text = await readFile(rc, 'utf8').catch(() => undefined);
    const line = text?.match(/^\s*cache\s*=\s*(.*?)\s*$/m)?.[1];
    if (line === undefined) continue;
    // A value built from variables is npm's to expand; reading it here would be a guess.
    if (line.includes('${')) return undefined;
    return line.startsWith('~/') ? join(home, line.slice(2)) : resolve(dirname(rc), line);
  }
  if (platform === 'win32') {
    const local = envValue(env, 'LOCALAPPDATA');
    return local === undefined ? undefined : win32.join(local, 'npm-cache');
  }
  return join(home, '.npm');
}

/** The integrity the project's lockfile records for an installed package: package-lock.json, npm's hidden lockfile, or pnpm-lock.yaml. */
async function projectLockEntry(prefix: string, key: string, name: string, version: string): Promise<{ integrity?: string; source: NpmArtifact['source'] } | undefined> {
  for (const file of ['package-lock.json', 'npm-shrinkwrap.json', join('node_modules', '.package-lock.json')]) {
    const integrity = await packageLockEntry(join(prefix, file), key, version);
    if (integrity !== undefined) return { integrity, source: 'package-lock' };
  }
  const pnpm = await pnpmLockIntegrity(join(prefix, 'pnpm-lock.yaml'), name, version);
  return pnpm === undefined ? undefined : { integrity: pnpm, source: 'pnpm-lock' };
}

/** `packages[key].integrity` of an npm lockfile (v2/v3), when the entry is at `version`. */
async function packageLockEntry(path: string, key: string, version: string): Promise<string | undefined> {
  const lock = await readJson(path);
  const entry = isRecord(lock) && isRecord(lock.packages) ? lock.packages[key] : undefined;
  return isRecord(entry) && entry.version === version ? wellFormedIntegrity(entry.integrity) : undefined;
}

/** The integrity pnpm-lock.yaml records for name@version (keys `name@version` in v9, `/name@version` in v6, with or without peer suffixes). */
async function pnpmLockIntegrity(path: string, name: string, version: string): Promise<string | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const bases = [`${name}@${version}`, `/${name}@${version}`, `/${name}/${version}`];
  // Only the entry's own lines are parsed: a project's pnpm-lock.yaml runs to megabytes, and
  // parsing all of it on every run cost most of a second.
  for (const block of pnpmPackageBlocks(text, bases)) {
    let lock: unknown;
    try {
      lock = parseYaml(`packages:\n${block}`);
    } catch {
      continue;
    }
    const packages = isRecord(lock) && isRecord(lock.packages) ? lock.packages : undefined;
    for (const base of bases) {
      for (const [key, entry] of Object.entries(packages ?? {})) {
        if (key !== base && !key.startsWith(`${base}(`) && !key.startsWith(`${base}_`)) continue;
        const resolution = isRecord(entry) ? entry.resolution : undefined;
        if (isRecord(resolution) && wellFormedIntegrity(resolution.integrity) !== undefined) return resolution.integrity as string;
      }
    }
  }
  return undefined;
}

/** The lines of each `packages:` entry of a pnpm lockfile whose key starts with one of `bases` (keys sit at two spaces, quoted or not). */
function pnpmPackageBlocks(text: string, bases: readonly string[]): string[] {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => line === 'packages:');
  if (start < 0) return [];
  const blocks: string[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line !== '' && !line.startsWith(' ')) break;
    if (!line.startsWith('  ') || line.startsWith('   ')) continue;
    const key = line.slice(2).replace(/^['"]/, '');
    if (!bases.some((base) => key.startsWith(base) && /^[(_:'"]/.test(key.slice(base.length)))) continue;
    let end = i + 1;
    while (end < lines.length && (lines[end] === '' || lines[end]!.startsWith('   '))) end++;
    blocks.push(lines.slice(i, end).join('\n'));
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// node script.js, executables
// ---------------------------------------------------------------------------------------------

async function resolveNodeScript(script: string, cwd: string, where: (path: string) => string): Promise<LockedArtifact> {
  const path = resolve(cwd, script);
  if (!(await isFile(path))) return unresolved('node', 'not-found', false, script);
  const real = await realpath(path);
  const sha256 = await sha256File(real);
  const pkgDir = await nearestPackage(dirname(real));
  let pkg: { name?: string; version?: string; integrity?: string } | undefined;
  if (pkgDir !== undefined) {
    const manifest = await readJson(join(pkgDir, 'package.json'));
    const name = isRecord(manifest) ? wellFormedName(manifest.name) : undefined;
    const version = isRecord(manifest) ? wellFormedVersion(manifest.version) : undefined;
    const integrity = name !== undefined && version !== undefined ? await dependencyIntegrity(pkgDir, name, version) : undefined;
    pkg = { ...(name === undefined ? {} : { name }), ...(version === undefined ? {} : { version }), ...(integrity === undefined ? {} : { integrity }) };
  }
  return { kind: 'node-script', start: 'node', floating: false, entry: where(real), sha256, ...(pkg ? { package: pkg } : {}) };
}

/** `python path/to/server.py`: the script's real path and hash, and the project around it. */
async function resolvePythonScript(script: string, cwd: string, where: (path: string) => string): Promise<LockedArtifact> {
  const path = resolve(cwd, script);
  if (!(await isFile(path))) return unresolved('python', 'not-found', false, script);
  const real = await realpath(path);
  const sha256 = await sha256File(real);
  const project = await nearestPyproject(dirname(real));
  return { kind: 'python-script', start: 'python', floating: false, entry: where(real), sha256, ...(project ? { project } : {}) };
}

// A PEP 508 name and a PEP 440 version as a pyproject.toml's [project] table states them; anything
// else in the file is the project's own text and is not read.
const PY_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9])?$/;
const PY_VERSION = /^[0-9][0-9A-Za-z.+!-]{0,63}$/;

/** The nearest pyproject.toml above the script: its [project] name and version, when well-formed. */
async function nearestPyproject(from: string): Promise<{ name?: string; version?: string } | undefined> {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'pyproject.toml');
    if (await isFile(file)) {
      const text = (await readFile(file, 'utf8')).slice(0, 200_000);
      const table = /^\[project\][ \t]*\r?\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(text)?.[1] ?? '';
      const value = (key: string) => new RegExp(`^${key}[ \\t]*=[ \\t]*["']([^"'\\r\\n]*)["']`, 'm').exec(table)?.[1];
      const name = value('name');
      const version = value('version');
      const out = { ...(name !== undefined && PY_NAME.test(name) ? { name } : {}), ...(version !== undefined && PY_VERSION.test(version) ? { version } : {}) };
      return Object.keys(out).length > 0 ? out : undefined;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** A package installed as a dependency (under node_modules): the integrity its project's lockfile records. */
async function dependencyIntegrity(pkgDir: string, name: string, version: string): Promise<string | undefined> {
  const parts = pkgDir.split(sep);
  // pnpm's store layout: <project>/node_modules/.pnpm/<name>@<version>/node_modules/<name>.
  const pnpm = parts.lastIndexOf('.pnpm');
  if (pnpm > 0 && parts[pnpm - 1] === 'node_modules') return pnpmLockIntegrity(join(parts.slice(0, pnpm - 1).join(sep) || sep, 'pnpm-lock.yaml'), name, version);
  const modules = parts.lastIndexOf('node_modules');
  if (modules <= 0) return undefined;
  const project = parts.slice(0, modules).join(sep) || sep;
  const key = posix.join(...parts.slice(modules));
  const entry = await projectLockEntry(project, key, name, version);
  return entry?.integrity;
}

async function nearestPackage(from: string): Promise<string | undefined> {
  for (let dir = from; ; dir = dirname(dir)) {
    if (await isFile(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The file the start runs: a path relative to the server's folder, or the first match on the server's PATH (as spawn finds it). */
async function resolveExecutable(command: string, cwd: string, env: ArtifactTarget['env'], platform: NodeJS.Platform, where: (path: string) => string): Promise<LockedArtifact> {
  const windows = platform === 'win32';
  const candidates: string[] = [];
  const extensions = windows ? ['', ...(envValue(env, 'PATHEXT') ?? '.COM;.EXE;.BAT;.CMD').split(';').filter((e) => e.startsWith('.'))] : [''];
  if (isAbsolute(command) || /[\\/]/.test(command)) {
    for (const ext of extensions) candidates.push(resolve(cwd, command + ext));
  } else {
    const dirs = (envValue(env, 'PATH') ?? '').split(windows ? ';' : posixDelimiter).filter((d) => d !== '');
    for (const dir of dirs) for (const ext of extensions) candidates.push(resolve(cwd, dir, command + ext));
  }
  for (const candidate of candidates) {
    if (!(await isFile(candidate))) continue;
    if (!windows && !(await access(candidate, constants.X_OK).then(() => true, () => false))) continue;
    const real = await realpath(candidate);
    // A venv's console script: the distribution that declares it, not only the wrapper's bytes.
    const script = await resolveVenvScript(real, platform);
    if (script !== undefined) return script;
    return { kind: 'executable', start: 'executable', floating: false, path: where(real), sha256: await sha256File(real) };
  }
  return unresolved('executable', 'not-found', false);
}

// ---------------------------------------------------------------------------------------------
// docker run / podman run
// ---------------------------------------------------------------------------------------------

/** The image's repository digest from the local engine, asked once with a short timeout; `no-engine` when none answers. */
async function resolveImage(start: Extract<Start, { image: string }>, env: ArtifactTarget['env'], timeoutMs: number): Promise<LockedArtifact> {
  const floating = imageFloating(start.image);
  const answer = await new Promise<{ ok: true; stdout: string } | { ok: false; stderr: string }>((done) => {
    execFile(start.form, ['image', 'inspect', '--format', '{{json .RepoDigests}}', start.image], { timeout: timeoutMs, env: { PATH: envValue(env, 'PATH') ?? '' }, windowsHide: true }, (error, stdout, stderr) =>
      done(error ? { ok: false, stderr: String(stderr) } : { ok: true, stdout: String(stdout) }),
    );
  });
  if (!answer.ok) return unresolved(start.form, /no such (image|object)|image not known/i.test(answer.stderr) ? 'not-installed' : 'no-engine', floating, start.image);
  let digests: unknown;
  try {
    digests = JSON.parse(answer.stdout.trim());
  } catch {
    return unresolved(start.form, 'unreadable', floating, start.image);
  }
  const repository = imageRepository(start.image);
  const mine = (Array.isArray(digests) ? digests : []).filter((d): d is string => typeof d === 'string').map((d) => d.split('@')).filter(([repo, digest]) => digest !== undefined && sameRepository(repo!, repository));
  // A locally built image has no repository digest; several distinct ones cannot be told apart.
  const distinct = [...new Set(mine.map(([, digest]) => digest!))];
  if (distinct.length !== 1) return unresolved(start.form, distinct.length === 0 ? 'not-installed' : 'ambiguous', floating, start.image);
  return { kind: 'image', start: start.form, floating, requested: start.image, digest: distinct[0]!, pinned: pinnedImage(start, distinct[0]!) };
}

/** `node` and `docker.io/library/node` name one repository. */
function sameRepository(a: string, b: string): boolean {
  const normal = (r: string) => r.replace(/^docker\.io\//, '').replace(/^library\//, '');
  return normal(a) === normal(b);
}

// ---------------------------------------------------------------------------------------------

function envValue(env: ArtifactTarget['env'], name: string, anyCase = false): string | undefined {
  if (env[name] !== undefined) return env[name];
  if (!anyCase && process.platform !== 'win32') return undefined;
  const key = Object.keys(env).find((k) => k.toUpperCase() === name.toUpperCase());
  return key === undefined ? undefined : env[key];
}

