/**
 * Python starts read from their arguments, and the text of an installed distribution read from
 * its files: `uvx pkg[@v]` / `uv tool run`, `pipx run [--spec S] app`, `python[X.Y] [flags] -m
 * mod`, and a distribution's RECORD, METADATA, entry_points.txt and direct_url.json. Pure: the
 * files are found and read in src/edge/python-artifact.ts. What an installed distribution says is
 * the distribution's own text, untrusted: only well-formed names and versions are kept, and
 * nothing it says decides which file is read outside the environment it sits in.
 */

/** A requirement as uv and pip read the ones a start names: `pkg`, `pkg[extra]`, `pkg==1.2.3`, `pkg@1.2.3` (uvx), `pkg@latest`, `pkg>=1`. */
export interface PythonRequirement {
  raw: string;
  /** The name as written, and normalised (PEP 503: lower case, runs of `-_.` as one `-`). */
  name: string;
  normalized: string;
  /** `[a,b]` as written, or empty. */
  extras: string;
  /** `none`: any version; `version`: exact (`==1.2.3`, `@1.2.3`); `latest`: `@latest` (uvx: ask the index again); `range`: anything else. */
  type: 'none' | 'version' | 'latest' | 'range';
  version?: string;
}

const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
/** A PEP 440 version as it appears in metadata and in `==` pins (no wildcards). */
const VERSION = /^v?\d+(?:\.\d+)*(?:(?:a|b|rc|alpha|beta|c|pre|preview)\d*)?(?:\.?post\d*)?(?:\.?dev\d*)?(?:\+[a-z0-9]+(?:[._-][a-z0-9]+)*)?$|^\d+!\d+(?:\.\d+)*$/i;

export function normalizeDistributionName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

export function wellFormedPythonVersion(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 128 && VERSION.test(value) ? value : undefined;
}

/** A requirement, or undefined for what is not a registry name (a URL, a path, `name @ git+…`). */
export function parseRequirement(raw: string): PythonRequirement | undefined {
  const text = raw.trim();
  const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?(.*)$/s.exec(text);
  if (!match) return undefined;
  const [, name, extras = '', rest] = match as unknown as [string, string, string | undefined, string];
  if (!NAME.test(name)) return undefined;
  const base = { raw, name, normalized: normalizeDistributionName(name), extras };
  const spec = rest.trim();
  if (spec === '') return { ...base, type: 'none' };
  // uvx's `pkg@1.2.3` names an exact version only; `pkg@latest` asks the index again.
  if (spec.startsWith('@')) {
    const after = spec.slice(1).trim();
    if (after === 'latest') return { ...base, type: 'latest' };
    const version = wellFormedPythonVersion(after);
    // `name @ https://…` is a direct reference, not a registry version.
    return version === undefined ? undefined : { ...base, type: 'version', version };
  }
  const exact = /^===?\s*([^\s,;*]+)$/.exec(spec);
  if (exact) {
    const version = wellFormedPythonVersion(exact[1]);
    if (version !== undefined) return { ...base, type: 'version', version };
  }
  if (/^[<>=!~][^;@]*$/.test(spec)) return { ...base, type: 'range' };
  return undefined;
}

export function requirementFloating(req: PythonRequirement): boolean {
  return req.type !== 'version';
}

/** What the resolver needs from a `uvx` / `uv tool run` start beyond the package. */
export interface UvLaunch {
  form: 'uvx';
  requested: string;
  /** Index in `args` of the word holding the requirement (the positional, or `--from`'s value). */
  specIndex: number;
  /** True when the requirement was given with `--from` (then `specIndex` may be `--from=…` itself). */
  viaFrom: boolean;
  /** Index in `args` of the command (the positional). */
  commandIndex: number;
  cacheDir?: string;
  noCache: boolean;
  /** `--isolated`: an installed tool (`uv tool install`) is not used. */
  isolated: boolean;
  /** `--with`, `--with-requirements`, `--python`: the environment holds more than the package, or another interpreter decides. */
  extra: boolean;
}

export interface PipxLaunch {
  form: 'pipx';
  requested: string;
  /** Index in `args` of `--spec`'s value (or of `--spec=…`), when given. */
  specIndex?: number;
  /** Index in `args` of the app. */
  appIndex: number;
}

export interface PythonModuleLaunch {
  form: 'python';
  module: string;
  /** `-I`: no user site, no PYTHONPATH, no working folder on sys.path. */
  isolated: boolean;
  /** `-s` (or `-I`): no user site. */
  noUserSite: boolean;
  /** `-E` (or `-I`): PYTHONPATH and the other PYTHON* variables ignored. */
  ignoreEnvironment: boolean;
  /** `-P` (or `-I`): the working folder is not put first on sys.path. */
  safePath: boolean;
}

// uv's options that take a value as the next argument. Any other option written without `=` that
// is not one of uv's known flags makes the start unparsed (src/artifact/start.ts says why).
const UV_VALUE_FLAGS = new Set(['--from', '--with', '--with-editable', '--python', '-p', '--index', '--index-url', '--extra-index-url', '--default-index', '--with-requirements', '--constraints', '-c', '--overrides', '--cache-dir', '--directory', '--project', '--config-file', '--find-links', '-f', '--env-file', '--index-strategy', '--keyring-provider', '--resolution', '--prerelease', '--exclude-newer', '--link-mode', '--build-constraints', '--python-platform', '--color', '--allow-insecure-host', '--refresh-package', '--reinstall-package', '--upgrade-package', '-P', '--no-build-package', '--no-binary-package', '--config-setting', '-C']);
const UV_BOOLEAN_FLAG = /^(?:--(?:no-[\w-]+|offline|refresh|isolated|quiet|verbose|native-tls|upgrade|reinstall|force|preview|show-resolution|compile-bytecode|lfs|managed-python|system-certs|frozen|locked)|-[qvnU]+)$/;

/** `uvx [options] pkg …` / `uv tool run …` (args after `tool run`), or `unparsed`. */
export function uvLaunch(args: readonly string[], offset = 0): UvLaunch | 'unparsed' {
  let from: { value: string; index: number } | undefined;
  let cacheDir: string | undefined;
  let noCache = false;
  let isolated = false;
  let extra = false;
  for (let i = offset; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('-') || arg === '-') {
      const requested = from?.value ?? arg;
      return { form: 'uvx', requested, specIndex: from?.index ?? i, viaFrom: from !== undefined, commandIndex: i, ...(cacheDir === undefined ? {} : { cacheDir }), noCache, isolated, extra };
    }
    if (arg === '--') return 'unparsed';
    const eq = arg.indexOf('=');
    const flag = eq < 0 ? arg : arg.slice(0, eq);
    if (UV_VALUE_FLAGS.has(flag)) {
      const index = eq < 0 ? i + 1 : i;
      const value = eq < 0 ? args[index] : arg.slice(eq + 1);
      if (value === undefined) return 'unparsed';
      if (eq < 0) i += 1;
      if (flag === '--from') from = { value, index };
      if (flag === '--cache-dir') cacheDir = value;
      if (['--with', '--with-editable', '--with-requirements', '--python', '-p'].includes(flag)) extra = true;
      continue;
    }
    if (flag === '--no-cache' || flag === '-n') noCache = true;
    if (flag === '--isolated') isolated = true;
    if (eq >= 0 || UV_BOOLEAN_FLAG.test(arg)) continue;
    return 'unparsed';
  }
  return 'unparsed';
}

/** `pipx run [options] [--spec S] app …` (args after `run`), or `unparsed`. */
export function pipxLaunch(args: readonly string[], offset = 0): PipxLaunch | 'unparsed' {
  let spec: { value: string; index: number } | undefined;
  for (let i = offset; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--spec') {
      const value = args[i + 1];
      if (value === undefined) return 'unparsed';
      spec = { value, index: i + 1 };
      i += 1;
      continue;
    }
    if (arg.startsWith('--spec=')) {
      spec = { value: arg.slice('--spec='.length), index: i };
      continue;
    }
    if (!arg.startsWith('-')) return { form: 'pipx', requested: spec?.value ?? arg, ...(spec === undefined ? {} : { specIndex: spec.index }), appIndex: i };
    if (arg.includes('=') || /^--(?:no-cache|verbose|quiet|pypackages)$/.test(arg) || /^-[vq]+$/.test(arg)) continue;
    return 'unparsed';
  }
  return 'unparsed';
}

// The interpreter's options that take the next argument as their value.
const PYTHON_VALUE_FLAGS = new Set(['-X', '-W', '--check-hash-based-pycs']);

/**
 * `python [options] -m module …`: the module and the options that change where it is looked up;
 * `script` for `python file.py` (not resolved here), `unparsed` for `-c` and what is not read.
 */
export function pythonLaunch(args: readonly string[]): PythonModuleLaunch | { form: 'python'; script: string } | 'unparsed' {
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (PYTHON_VALUE_FLAGS.has(arg)) {
      i += 1;
      continue;
    }
    if (/^-[XW]./.test(arg) || arg.startsWith('--check-hash-based-pycs=')) continue;
    if (arg === '-m' || arg.startsWith('-m')) {
      const module = arg === '-m' ? args[i + 1] : arg.slice(2);
      if (module === undefined || !/^[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*$/.test(module)) return 'unparsed';
      const isolated = flags.has('I');
      return { form: 'python', module, isolated, noUserSite: isolated || flags.has('s'), ignoreEnvironment: isolated || flags.has('E'), safePath: isolated || flags.has('P') };
    }
    if (arg === '-c' || arg.startsWith('-c') || arg === '-' || arg === '--') return 'unparsed';
    // Single-letter flags, possibly combined (`-Iu`); `-m` may end a group (`-um mod`).
    const group = /^-([bBdEhiIOPqsSuvx]+)(m?)$/.exec(arg);
    if (group) {
      for (const letter of group[1]!) flags.add(letter);
      if (group[2] === 'm') {
        const rebuilt = [...args];
        rebuilt[i] = '-m';
        return pythonLaunchFlags(rebuilt.slice(i), flags);
      }
      continue;
    }
    if (arg.startsWith('-')) return 'unparsed';
    return { form: 'python', script: arg };
  }
  return 'unparsed';
}

function pythonLaunchFlags(rest: readonly string[], flags: Set<string>): PythonModuleLaunch | 'unparsed' {
  const found = pythonLaunch(rest);
  if (found === 'unparsed' || !('module' in found)) return 'unparsed';
  const isolated = flags.has('I');
  return { ...found, isolated, noUserSite: isolated || flags.has('s'), ignoreEnvironment: isolated || flags.has('E'), safePath: isolated || flags.has('P') };
}

/**
 * The start with the exact version, as arguments (the server's own arguments after the package
 * follow unchanged) and as one command line up to the package: `uvx pkg@1.2.3`, `uvx --from
 * 'pkg[x]==1.2.3' cmd`, `pipx run --spec pkg==1.2.3 app`.
 */
export function pinnedPythonStart(command: string, args: readonly string[], launch: UvLaunch | PipxLaunch, req: PythonRequirement, version: string): { args: string[]; line: string } {
  const exact = `${req.name}${req.extras}==${version}`;
  const out = [...args];
  let end: number;
  if (launch.form === 'uvx') {
    if (launch.viaFrom) {
      out[launch.specIndex] = out[launch.specIndex]!.startsWith('--from=') ? `--from=${exact}` : exact;
      end = launch.commandIndex;
    } else if (req.extras === '') {
      // uv's own syntax for an exact version of the tool named by the command.
      out[launch.specIndex] = `${req.name}@${version}`;
      end = launch.specIndex;
    } else {
      out.splice(launch.specIndex, 1, '--from', exact, req.name);
      end = launch.specIndex + 2;
    }
  } else if (launch.specIndex !== undefined) {
    out[launch.specIndex] = out[launch.specIndex]!.startsWith('--spec=') ? `--spec=${exact}` : exact;
    end = launch.appIndex;
  } else {
    out.splice(launch.appIndex, 0, '--spec', exact);
    end = launch.appIndex + 2;
  }
  return { args: out, line: [command, ...out.slice(0, end + 1)].map(shellWord).join(' ') };
}

/** A word as a POSIX shell reads it back: quoted only when it holds something the shell would interpret. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./^~-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// ---------------------------------------------------------------------------------------------
// An installed distribution's files
// ---------------------------------------------------------------------------------------------

export interface RecordEntry {
  path: string;
  /** `sha256=<urlsafe base64, no padding>` as written, absent for files listed without one (RECORD itself, .pyc). */
  hash?: string;
}

/** RECORD: CSV rows `path,algorithm=digest,size`; a path holding a comma or quote is quoted. */
export function parseRecord(text: string): RecordEntry[] {
  const entries: RecordEntry[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const fields = csvFields(line);
    const path = fields[0];
    if (path === undefined || path === '') continue;
    const hash = fields[1];
    entries.push({ path, ...(hash !== undefined && hash !== '' ? { hash } : {}) });
  }
  return entries;
}

function csvFields(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i += 1;
          break;
        } else value += line[i++];
      }
      fields.push(value);
      i += 1; // the comma
    } else {
      const comma = line.indexOf(',', i);
      const end = comma < 0 ? line.length : comma;
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}

/**
 * Files of the dist-info folder an installer writes rather than takes from the wheel: which tool
 * installed it, whether it was asked for by name, the local folder or URL it came from, RECORD.
 */
const INSTALLER_FILES = new Set(['INSTALLER', 'REQUESTED', 'RECORD', 'direct_url.json', 'uv_cache.json', 'uv_build.json']);

/**
 * The RECORD lines that say what the wheel held, canonical (sorted, `path,hash`), whose SHA-256 is
 * the distribution's content identity. Left out, because they differ between two installs of the
 * same wheel: files outside site-packages (`../../../bin/tool`: the console-script wrappers and
 * data scripts, written at install time with this machine's interpreter path), the files an
 * installer writes into the dist-info folder (INSTALLER, REQUESTED, direct_url.json, …), and files
 * listed without a hash (compiled .pyc).
 */
export function recordIdentityText(entries: readonly RecordEntry[]): string {
  const lines = new Set<string>();
  for (const entry of entries) {
    if (entry.hash === undefined) continue;
    const path = entry.path.replace(/\\/g, '/');
    if (path.startsWith('../') || path.startsWith('/') || /^[A-Za-z]:/.test(path)) continue;
    const parts = path.split('/');
    if (parts.length === 2 && parts[0]!.endsWith('.dist-info') && INSTALLER_FILES.has(parts[1]!)) continue;
    lines.add(`${path},${entry.hash}`);
  }
  return [...lines].sort().join('\n');
}

/** METADATA's `Name` and `Version` (the email-header part, before the first blank line). */
export function parseMetadata(text: string): { name?: string; version?: string } {
  const head = text.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const field = (key: string) => new RegExp(`^${key}:[ \\t]*(.*?)\\s*$`, 'mi').exec(head)?.[1];
  const name = field('Name');
  const version = wellFormedPythonVersion(field('Version'));
  return { ...(name !== undefined && NAME.test(name) ? { name } : {}), ...(version === undefined ? {} : { version }) };
}

/** The console and GUI script names entry_points.txt declares. */
export function consoleScripts(text: string): string[] {
  const names: string[] = [];
  let section = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.*)\]$/.exec(line);
    if (header) {
      section = header[1]!.trim();
      continue;
    }
    if (section !== 'console_scripts' && section !== 'gui_scripts') continue;
    const eq = line.indexOf('=');
    if (eq > 0) names.push(line.slice(0, eq).trim());
  }
  return names;
}

/** Where direct_url.json says the distribution came from (PEP 610); undefined: from an index, or not recorded. */
export function directUrlOrigin(json: unknown): 'editable' | 'directory' | 'vcs' | 'archive' | undefined {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const record = json as Record<string, unknown>;
  const dirInfo = record.dir_info;
  if (dirInfo !== null && typeof dirInfo === 'object') return (dirInfo as { editable?: unknown }).editable === true ? 'editable' : 'directory';
  if (record.vcs_info !== undefined) return 'vcs';
  if (record.archive_info !== undefined) return 'archive';
  return undefined;
}

/** The RECORD paths a module's code may sit at, relative to site-packages: `a/b/__init__.py`, `a/b.py`, `a/b.<tag>.so`, … */
export function moduleFiles(module: string): { exact: string[]; extensionPrefix: string } {
  const path = module.split('.').join('/');
  return { exact: [`${path}/__init__.py`, `${path}.py`, `${path}/__main__.py`, `${path}.pyc`], extensionPrefix: `${path}.` };
}
