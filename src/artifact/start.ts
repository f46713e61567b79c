/**
 * What a stdio server's start runs, read from its command and arguments alone: the launcher
 * (`npx`, `npm exec`, `pnpm dlx`, `node`, `uvx`, `pipx run`, `python -m`, `docker run`, …) and the
 * package, script or image it names. Pure: the files that say which version is installed are read
 * in src/edge/artifact.ts. An argument list this parser cannot read with certainty is `unparsed`,
 * never a guess: a flag it does not know might take the next argument as its value, and then the
 * "package" would be that value.
 */

import type { StartForm, UnresolvedReason } from '../snapshot/lockfile.js';
import { parseRequirement, pipxLaunch, pythonLaunch, requirementFloating, uvLaunch } from './python-start.js';

/** A registry package spec split as npm reads it: `name`, `name@1.2.3`, `name@^1`, `name@latest`, `@scope/name@…`. */
export interface PackageSpec {
  raw: string;
  name: string;
  /** `none`: no version (npm reads it as `*` and npx as `latest`); `version`: exact; `range`; `tag`. */
  type: 'none' | 'version' | 'range' | 'tag';
  /** What follows the `@` (absent for `none`). */
  selector?: string;
}

export type Start =
  | {
      form: 'npx' | 'npm-exec' | 'pnpm-dlx';
      /** Every package the start installs, in the order given (`-p` values, else the command itself). */
      packages: string[];
      /** The spec of the package whose bin runs: the first `-p`, else the first positional argument. */
      spec: string;
      /** The command and arguments up to the package and the command to run, with `spec` at `specIndex`. */
      launcher: string[];
      specIndex: number;
      /** Where each of `packages` sits in `launcher`, in the same order (`specIndexes[0]` is `specIndex`). */
      specIndexes: number[];
      /** An npm cache folder the arguments set (`--cache DIR`). */
      cache?: string;
      /** `pnpm dlx --allow-build NAME`: part of the key of pnpm's dlx cache folder. */
      allowBuild?: string[];
    }
  | { form: 'node'; script: string }
  | { form: 'python-script'; script: string }
  | { form: 'uvx' | 'pipx' | 'python'; requested?: string; floating: boolean }
  | { form: 'docker' | 'podman'; image: string; /** The command and arguments up to the image, which is last. */ launcher: string[] }
  | { form: 'executable'; command: string }
  | { form: StartForm; unresolved: UnresolvedReason; requested?: string; floating?: boolean };

/** The launcher's name without folder and Windows extension: `/usr/bin/npx` and `npx.cmd` are `npx`. */
export function launcherName(command: string): string {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.replace(/\.(cmd|exe|bat|ps1)$/i, '').toLowerCase();
}

const NAME = /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*$/i;
const EXACT_VERSION = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const TAG = /^[a-z][\w.-]*$/i;

/** A registry spec, or undefined for what is not one (a git URL, a tarball, a folder, an `npm:` alias). */
export function parsePackageSpec(raw: string): PackageSpec | undefined {
  const at = raw.indexOf('@', raw.startsWith('@') ? 1 : 0);
  const name = at < 0 ? raw : raw.slice(0, at);
  if (!NAME.test(name)) return undefined;
  if (at < 0) return { raw, name, type: 'none' };
  const selector = raw.slice(at + 1);
  if (selector === '' || selector === '*') return { raw, name, type: 'none' };
  if (EXACT_VERSION.test(selector.trim().replace(/^=/, ''))) return { raw, name, type: 'version', selector: selector.trim().replace(/^=v?|^v/, '') };
  if (selector.startsWith('npm:')) return undefined;
  // Anything starting with a letter that is not a range keyword is a dist-tag (`latest`, `next`, `beta`).
  if (TAG.test(selector) && !/^[xX*]/.test(selector)) return { raw, name, type: 'tag', selector };
  if (/^[\s\d.xX*^~<>=|-]+$/.test(selector) || /^[\d^~<>=]/.test(selector)) return { raw, name, type: 'range', selector };
  return undefined;
}

// npm's options that take a value as the next argument. A flag outside both lists written without
// `=` makes the arguments unparsed: npm would read it by its type, which this parser does not know.
const NPM_VALUE_FLAGS = new Set(['--package', '-p', '--call', '-c', '--cache', '--registry', '--userconfig', '--globalconfig', '--prefix', '--node-options', '--workspace', '-w', '--loglevel', '--script-shell', '--shell', '--include', '--omit']);
const NPM_BOOLEAN_FLAGS = new Set([
  '-y', '--yes', '--no-yes', '-n', '--no', '-q', '--quiet', '-s', '--silent', '--verbose', '-d', '--prefer-offline', '--prefer-online', '--offline',
  '--ignore-existing', '--legacy-peer-deps', '--no-install', '--no-audit', '--no-fund', '--no-update-notifier', '--workspaces', '--include-workspace-root',
]);
const PNPM_VALUE_FLAGS = new Set(['--package', '-p', '--dir', '-C', '--reporter', '--registry', '--store-dir', '--cache-dir', '--allow-build']);
const PNPM_BOOLEAN_FLAGS = new Set(['--shell-mode', '-c', '--silent', '-s', '--yes', '-y', '--offline', '--prefer-offline']);

/** The launcher's options and its first positional argument (the package, or the command with `-p`). */
function readLauncher(
  args: readonly string[],
  from: number,
  flags: { value: Set<string>; boolean: Set<string> },
): { packages: string[]; packageIndexes: number[]; positional?: number; cache?: string; allowBuild: string[]; call: boolean } | 'unparsed' {
  const packages: string[] = [];
  const packageIndexes: number[] = [];
  const allowBuild: string[] = [];
  let cache: string | undefined;
  let call = false;
  const read = (positional?: number) => ({
    packages,
    packageIndexes,
    ...(positional === undefined ? {} : { positional }),
    ...(cache === undefined ? {} : { cache }),
    allowBuild,
    call,
  });
  for (let i = from; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return read(i + 1 < args.length ? i + 1 : undefined);
    if (!arg.startsWith('-') || arg === '-') return read(i);
    const eq = arg.indexOf('=');
    const flag = eq < 0 ? arg : arg.slice(0, eq);
    if (flags.value.has(flag)) {
      let value: string | undefined;
      let index = i;
      if (eq >= 0) value = arg.slice(eq + 1);
      else {
        index = i + 1;
        value = args[index];
        i += 1;
      }
      if (value === undefined) return 'unparsed';
      if (flag === '--package' || flag === '-p') {
        packages.push(value);
        // `--package=x` is one argument: the spec is replaced inside it.
        packageIndexes.push(eq >= 0 ? -(i + 1) : index);
      }
      if (flag === '--cache') cache = value;
      if (flag === '--allow-build') allowBuild.push(value);
      if (flag === '--call' || (flag === '-c' && flags.value.has('--call'))) call = true;
      continue;
    }
    if (flags.boolean.has(flag) || eq >= 0) continue;
    return 'unparsed';
  }
  return read();
}

/** Reads a start: which launcher, which package, script or image, and the arguments around it. */
export function parseStart(command: string, args: readonly string[]): Start {
  const name = launcherName(command);
  if (name === 'npx' || (name === 'npm' && (args[0] === 'exec' || args[0] === 'x'))) {
    return npmStart(name === 'npx' ? 'npx' : 'npm-exec', command, args, name === 'npx' ? 0 : 1, { value: NPM_VALUE_FLAGS, boolean: NPM_BOOLEAN_FLAGS });
  }
  if (name === 'pnpx' || ((name === 'pnpm' || name === 'pnpm-dlx') && args[0] === 'dlx')) {
    return npmStart('pnpm-dlx', command, args, name === 'pnpx' ? 0 : 1, { value: PNPM_VALUE_FLAGS, boolean: PNPM_BOOLEAN_FLAGS });
  }
  if (name === 'node' || name === 'nodejs') return nodeStart(args);
  if (name === 'uvx' || (name === 'uv' && args[0] === 'tool' && args[1] === 'run')) return uvxStart(args.slice(name === 'uvx' ? 0 : 2));
  if (name === 'pipx' && args[0] === 'run') return pipxStart(args.slice(1));
  if (/^python(?:\d+(?:\.\d+)?)?$/.test(name)) {
    // The interpreter's own options come before `-m`; what follows a script is the script's.
    const launch = pythonLaunch(args);
    if (launch !== 'unparsed' && 'script' in launch) return { form: 'python-script', script: launch.script };
    return launch !== 'unparsed' ? { form: 'python', requested: launch.module, floating: false } : { form: 'python', unresolved: 'unparsed-arguments', floating: false };
  }
  if ((name === 'docker' || name === 'podman') && args[0] === 'run') return containerStart(name, command, args);
  if (name === 'docker' || name === 'podman') return { form: name, unresolved: 'unparsed-arguments', floating: true };
  return { form: 'executable', command };
}

function npmStart(
  form: 'npx' | 'npm-exec' | 'pnpm-dlx',
  command: string,
  args: readonly string[],
  from: number,
  flags: { value: Set<string>; boolean: Set<string> },
): Start {
  const read = readLauncher(args, from, flags);
  if (read === 'unparsed') return { form, unresolved: 'unparsed-arguments', floating: true };
  // `--call` runs a shell line, not a package's bin: what it runs cannot be read from the arguments.
  if (read.call) return { form, unresolved: 'unparsed-arguments', floating: true };
  const where = {
    ...(read.cache === undefined ? {} : { cache: read.cache }),
    ...(read.allowBuild.length === 0 ? {} : { allowBuild: read.allowBuild }),
  };
  if (read.packages.length > 0) {
    const end = read.positional ?? args.length - 1;
    const launcher = [command, ...args.slice(0, end + 1)];
    // A negative index marks `--package=spec`, one argument holding the spec.
    const specIndexes = read.packageIndexes.map((index) => (index < 0 ? -index : index + 1));
    return { form, packages: read.packages, spec: read.packages[0]!, launcher, specIndex: specIndexes[0]!, specIndexes, ...where };
  }
  if (read.positional === undefined) return { form, unresolved: 'unparsed-arguments', floating: true };
  const spec = args[read.positional]!;
  return { form, packages: [spec], spec, launcher: [command, ...args.slice(0, read.positional + 1)], specIndex: read.positional + 1, specIndexes: [read.positional + 1], ...where };
}

// Node's options that take the next argument as their value; every other option is a flag or `--opt=value`.
const NODE_VALUE_FLAGS = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader', '-C', '--conditions', '--env-file', '--title', '--input-type', '--stack-size', '--max-old-space-size', '--inspect-port']);

function nodeStart(args: readonly string[]): Start {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    // `-e`/`-p` evaluate code given inline; `-` reads the script from stdin: no file to pin.
    if (['-e', '--eval', '-p', '--print', '-', '-i', '--interactive', '--test'].includes(arg)) return { form: 'node', unresolved: 'not-implemented', floating: false };
    if (arg === '--') return args[i + 1] === undefined ? { form: 'node', unresolved: 'unparsed-arguments', floating: false } : { form: 'node', script: args[i + 1]! };
    if (!arg.startsWith('-')) return { form: 'node', script: arg };
    if (NODE_VALUE_FLAGS.has(arg)) i += 1;
  }
  return { form: 'node', unresolved: 'unparsed-arguments', floating: false };
}

function uvxStart(args: readonly string[]): Start {
  const launch = uvLaunch(args);
  return launch === 'unparsed' ? { form: 'uvx', unresolved: 'unparsed-arguments', floating: true } : { form: 'uvx', requested: launch.requested, floating: pythonFloating(launch.requested) };
}

function pipxStart(args: readonly string[]): Start {
  const launch = pipxLaunch(args);
  return launch === 'unparsed' ? { form: 'pipx', unresolved: 'unparsed-arguments', floating: true } : { form: 'pipx', requested: launch.requested, floating: pythonFloating(launch.requested) };
}

/** True unless the requirement names one exact version (`pkg==1.2.3`, uvx's `pkg@1.2.3`); a URL or path floats. */
function pythonFloating(requested: string): boolean {
  const req = parseRequirement(requested);
  return req === undefined || requirementFloating(req);
}

// `docker run` / `podman run` options that take the next argument as their value.
const CONTAINER_VALUE_FLAGS = new Set([
  '-e', '--env', '--env-file', '-v', '--volume', '--mount', '--name', '-p', '--publish', '--network', '--net', '-w', '--workdir', '-u', '--user',
  '--entrypoint', '-l', '--label', '--platform', '--pull', '-m', '--memory', '--cpus', '--add-host', '--cap-add', '--cap-drop', '--security-opt',
  '--tmpfs', '--ulimit', '--device', '--hostname', '-h', '--dns', '--log-driver', '--log-opt', '--restart', '--runtime', '--shm-size', '--cidfile',
  '--group-add', '--ipc', '--pid', '--stop-signal', '--stop-timeout', '--userns', '--gpus', '--label-file', '--expose',
]);
const CONTAINER_BOOLEAN_FLAGS = new Set(['-i', '--interactive', '-t', '--tty', '-it', '-ti', '--rm', '-d', '--detach', '--init', '--read-only', '--privileged', '-P', '--publish-all', '--no-healthcheck', '-q', '--quiet']);

function containerStart(engine: 'docker' | 'podman', command: string, args: readonly string[]): Start {
  for (let i = 1; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('-')) return { form: engine, image: arg, launcher: [command, ...args.slice(0, i + 1)] };
    const eq = arg.indexOf('=');
    const flag = eq < 0 ? arg : arg.slice(0, eq);
    if (CONTAINER_VALUE_FLAGS.has(flag) && eq < 0) i += 1;
    else if (!CONTAINER_BOOLEAN_FLAGS.has(flag) && eq < 0) return { form: engine, unresolved: 'unparsed-arguments', floating: true };
  }
  return { form: engine, unresolved: 'unparsed-arguments', floating: true };
}

/** True when an image reference names no digest: the tag (or the implied `latest`) can be moved. */
export function imageFloating(image: string): boolean {
  return !/@sha256:[0-9a-f]{64}$/.test(image);
}

/** True when the spec names no exact version. */
export function specFloating(spec: PackageSpec): boolean {
  return spec.type !== 'version';
}

/** The container start with the image by digest, as one command line. */
export function pinnedImage(start: Extract<Start, { image: string }>, digest: string): string {
  const words = [...start.launcher];
  words[words.length - 1] = `${imageRepository(start.image)}@${digest}`;
  return words.map(shellWord).join(' ');
}

/** The repository of an image reference: without its tag and digest (`ghcr.io:443/org/img:1` → `ghcr.io:443/org/img`). */
export function imageRepository(image: string): string {
  const noDigest = image.replace(/@sha256:[0-9a-f]+$/, '');
  const slash = noDigest.lastIndexOf('/');
  const colon = noDigest.lastIndexOf(':');
  return colon > slash ? noDigest.slice(0, colon) : noDigest;
}

/**
 * The launcher with the package pinned to `version`, as one command line (`npx -y pkg@1.2.3`);
 * `more` pins the start's other packages, in the order of `packages` after the first.
 */
export function pinnedLauncher(start: Extract<Start, { packages: string[] }>, name: string, version: string, more: ReadonlyArray<{ name: string; version: string }> = []): string {
  const words = [...start.launcher];
  const pins = [{ name, version }, ...more];
  start.specIndexes.forEach((index, i) => {
    const pin = pins[i];
    if (pin === undefined) return;
    const pinned = `${pin.name}@${pin.version}`;
    words[index] = words[index]!.startsWith('--package=') ? `--package=${pinned}` : pinned;
  });
  return words.map(shellWord).join(' ');
}

/** A word as a POSIX shell reads it back: quoted only when it holds something the shell would interpret. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./^~-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
