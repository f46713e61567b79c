import { readFile, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { UserError } from '../errors.js';
import { interpolateEnv } from './interpolate.js';
import { expandFleet, type FleetEntry } from './fleet.js';
import { closest, problemsFromIssues, renderProblems, type Problem } from './problems.js';
import { configSchema, type Config } from './schema.js';

/** A validated config, where it came from, and the values reporters must redact. */
export interface LoadedConfig {
  /** Defaults applied; `server.cwd`, `checks.drift.baseline` and golden paths made absolute. */
  config: Config;
  /** Absolute path of the config file. */
  path: string;
  /** Folder of the config file; relative paths in it resolve against this. */
  dir: string;
  /** Values to redact from every output, longest first: interpolated values, header values, URL credentials. */
  secrets: string[];
  /** Line (1-based) of the key at `keyPath`, or of its nearest ancestor written in the file. */
  lineOf(keyPath: (string | number)[]): number | undefined;
  /** The server's name in a fleet (`servers:`); undefined for a file with one `server:`. */
  name?: string;
  /**
   * Whether the baseline file is shared by the fleet (one lockfile holds every server's contract,
   * by name) rather than this server's own.
   */
  sharedBaseline: boolean;
}

/** Every server of a config file: a fleet of one for `server:`. */
export interface LoadedFleet {
  path: string;
  dir: string;
  /** In file order. */
  servers: LoadedConfig[];
  /** Every server's secrets, longest first: a fleet's reports redact them all. */
  secrets: string[];
  /** Whether the file uses `servers:`. */
  isFleet: boolean;
}

/**
 * Reads, interpolates and validates a config file for one server: the file's only server, or the
 * one `server` names in a fleet. Every failure is a UserError with code `config`.
 */
export async function loadConfig(path: string, env: Record<string, string | undefined>, server?: string): Promise<LoadedConfig> {
  return oneServer(await loadFleet(path, env, server === undefined ? undefined : [server]), path);
}

/**
 * Reads, interpolates and validates a config file and every server in it (or the `only` ones, in
 * the order given). Every failure is a UserError with code `config`, listing every problem of every
 * server at once.
 */
export async function loadFleet(path: string, env: Record<string, string | undefined>, only?: readonly string[]): Promise<LoadedFleet> {
  const { absolute, raw, lineOf } = await readConfigFile(path);
  return validateFleet(raw, { source: path, path: absolute, env, lineOf }, only);
}

/** A config file's YAML, parsed (an empty file is an empty mapping), with the line of each key. */
async function readConfigFile(path: string): Promise<{ absolute: string; raw: unknown; lineOf: LoadedConfig['lineOf'] }> {
  const absolute = resolve(path);
  const text = await readConfigText(path, absolute);
  const lineCounter = new LineCounter();
  // prettyErrors would quote the offending source line, which may hold a literal secret.
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const syntaxError = document.errors[0];
  if (syntaxError) {
    const { line, col } = lineCounter.linePos(syntaxError.pos[0]);
    throw new UserError('config', `${path}:${line}:${col}: invalid YAML: ${syntaxError.message}`);
  }
  // An empty file is an empty mapping, so the user hears which keys are required.
  return { absolute, raw: document.toJS() ?? {}, lineOf: (keyPath) => lineOfKey(document, lineCounter, keyPath) };
}

/**
 * Interpolates and validates an already parsed config for one server (a file's YAML, or an object
 * handed to the programmatic API), resolving its relative paths against the folder of `path`.
 */
export function validateConfig(
  raw: unknown,
  options: { source: string; path: string; env: Record<string, string | undefined>; lineOf?: LoadedConfig['lineOf'] },
  server?: string,
): LoadedConfig {
  return oneServer(validateFleet(raw, options, server === undefined ? undefined : [server]), options.source);
}

function oneServer(fleet: LoadedFleet, path: string): LoadedConfig {
  if (fleet.servers.length > 1) {
    const names = fleet.servers.map((s) => s.name).join(', ');
    throw new UserError('usage', `${path} defines ${fleet.servers.length} servers (${names}); this command takes one: pass --server NAME.`);
  }
  return fleet.servers[0]!;
}

/** Interpolates and validates every server of a parsed config (or the `only` ones, in that order). */
export function validateFleet(
  raw: unknown,
  options: { source: string; path: string; env: Record<string, string | undefined>; lineOf?: LoadedConfig['lineOf'] },
  only?: readonly string[],
): LoadedFleet {
  const { source: path, env } = options;
  const lineOf = options.lineOf ?? (() => undefined);
  const absolute = options.path;
  const dir = dirname(absolute);
  const expanded = expandFleet(raw);
  if (!expanded.ok) throw new UserError('config', renderProblems(`Invalid config ${path} (${count(expanded.problems.length)}):`, expanded.problems, lineOf));
  const names = expanded.entries.map((entry) => entry.name);
  const chosen = only === undefined ? expanded.entries : only.map((name) => chooseServer(name, expanded.entries, path));

  const interpolation: Problem[] = [];
  const problems: Problem[] = [];
  const servers: LoadedConfig[] = [];
  for (const entry of chosen) {
    // Only the chosen servers are interpolated: a variable another server needs may be unset here.
    const interpolated = interpolateEnv(entry.raw, env);
    for (const item of interpolated.problems.map((problem) => ({ ...problem, path: entry.origin(problem.path) }))) interpolation.push(item);
    if (interpolated.problems.length > 0) continue;
    // Before validation: a value of 100 MB took minutes and gigabytes to reach "spawn E2BIG".
    const oversized = oversizedValues(interpolated.value);
    if (oversized.length > 0) {
      for (const item of oversized.map((problem) => ({ ...problem, path: entry.origin(problem.path) }))) problems.push(item);
      continue;
    }
    const parsed = configSchema.safeParse(interpolated.value);
    if (!parsed.success) {
      const found = problemsFromIssues(parsed.error.issues, interpolated.value, configSchema);
      for (const item of found.map((problem) => ({ ...problem, path: entry.origin(problem.path) }))) problems.push(item);
      continue;
    }
    const config = resolvePaths(parsed.data, dir);
    const secrets = [...new Set([...interpolated.secrets, ...serverSecrets(config)])].sort((a, b) => b.length - a.length);
    servers.push({ config, path: absolute, dir, secrets, lineOf, ...(entry.name === undefined ? {} : { name: entry.name }), sharedBaseline: entry.name !== undefined && !entry.ownBaseline });
  }
  if (interpolation.length > 0) throw new UserError('config', renderProblems(`Cannot substitute environment variables in ${path}:`, unique(interpolation), lineOf));
  if (problems.length > 0) {
    const found = unique(problems);
    throw new UserError('config', renderProblems(`Invalid config ${path} (${count(found.length)}):`, found, lineOf));
  }
  const secrets = [...new Set(servers.flatMap((server) => server.secrets))].sort((a, b) => b.length - a.length);
  return { path: absolute, dir, servers, secrets, isFleet: names[0] !== undefined };
}

/**
 * The servers of a config file by name, read without interpolation or validation beyond the
 * fleet's shape: `mcpward list` prints a CI matrix on a machine that has none of the servers' secrets.
 */
export async function listServers(path: string): Promise<Array<{ name: string | undefined; transport: string }>> {
  const { raw, lineOf } = await readConfigFile(path);
  const expanded = expandFleet(raw);
  if (!expanded.ok) throw new UserError('config', renderProblems(`Invalid config ${path} (${count(expanded.problems.length)}):`, expanded.problems, lineOf));
  return expanded.entries.map((entry) => {
    const server = (entry.raw as { server?: { transport?: unknown } }).server;
    return { name: entry.name, transport: typeof server?.transport === 'string' ? server.transport : 'stdio' };
  });
}

/**
 * What `mcpward merge` needs of each server of a config file, read without the servers' secrets:
 * only `rules`, `policy` and `checks` are interpolated (a `${VAR}` elsewhere may stay unset) and
 * validated, against a placeholder server. Paths are made absolute as in loadFleet.
 */
export async function loadFleetPolicies(path: string, env: Record<string, string | undefined>): Promise<Array<{ name: string | undefined; config: Config; sharedBaseline: boolean }>> {
  const { raw, lineOf } = await readConfigFile(path);
  const expanded = expandFleet(raw);
  if (!expanded.ok) throw new UserError('config', renderProblems(`Invalid config ${path} (${count(expanded.problems.length)}):`, expanded.problems, lineOf));
  const dir = dirname(resolve(path));
  return expanded.entries.map((entry) => {
    const whole = (entry.raw ?? {}) as Record<string, unknown>;
    const part = { rules: whole.rules, policy: whole.policy, checks: whole.checks };
    const interpolated = interpolateEnv(part, env);
    if (interpolated.problems.length > 0) throw new UserError('config', renderProblems(`Cannot substitute environment variables in ${path}:`, unique(interpolated.problems.map((p) => ({ ...p, path: entry.origin(p.path) }))), lineOf));
    const parsed = configSchema.safeParse({ ...(interpolated.value as object), server: { transport: 'stdio', command: 'mcpward-merge' } });
    if (!parsed.success) {
      const found = problemsFromIssues(parsed.error.issues, interpolated.value, configSchema).map((p) => ({ ...p, path: entry.origin(p.path) }));
      throw new UserError('config', renderProblems(`Invalid config ${path} (${count(found.length)}):`, unique(found), lineOf));
    }
    return { name: entry.name, config: resolvePaths(parsed.data, dir), sharedBaseline: entry.name !== undefined && !entry.ownBaseline };
  });
}

function chooseServer(name: string, entries: readonly FleetEntry[], path: string): FleetEntry {
  const found = entries.find((entry) => entry.name === name);
  if (found) return found;
  // A file with one `server:` is a fleet of one server called `default` (as `mcpward list` prints it).
  if (name === 'default' && entries.length === 1 && entries[0]!.name === undefined) return entries[0]!;
  const names = entries.map((entry) => entry.name).filter((n): n is string => n !== undefined);
  if (names.length === 0) throw new UserError('usage', `--server ${name}: ${path} has one \`server:\`, called \`default\`; --server selects among the named servers of \`servers:\`.`);
  const suggestion = closest(name, names);
  throw new UserError('usage', `--server ${name}: ${path} has no server of that name${suggestion ? `; did you mean \`${suggestion}\`?` : ''} Its servers: ${names.join(', ')}.`);
}

// A problem in a top-level section is found once per server: report it once.
function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify([problem.path, problem.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const count = (n: number) => (n === 1 ? '1 problem' : `${n} problems`);

/**
 * The longest string a config value may be, in UTF-8 bytes, after `${VAR}` substitution. Far above
 * any real command, argument, header or URL, and below the kernel's limit on one argument or
 * environment string (128 KiB on Linux, where a longer one fails the spawn with E2BIG).
 */
export const MAX_CONFIG_VALUE_BYTES = 64 * 1024;
/** The largest config file read: checked before parsing, so a huge file is refused at once. */
export const MAX_CONFIG_FILE_BYTES = 8 * 1024 * 1024;

/** Every string value (and key) longer than MAX_CONFIG_VALUE_BYTES, by its key path. Iterative: no recursion over user data. */
function oversizedValues(root: unknown): Problem[] {
  const problems: Problem[] = [];
  const stack: Array<[unknown, (string | number)[]]> = [[root, []]];
  const tooLong = (text: string) => text.length > MAX_CONFIG_VALUE_BYTES / 3 && Buffer.byteLength(text, 'utf8') > MAX_CONFIG_VALUE_BYTES;
  const describe = (text: string) => `is ${Buffer.byteLength(text, 'utf8').toLocaleString('en-US')} bytes long; a config value may be at most ${MAX_CONFIG_VALUE_BYTES.toLocaleString('en-US')} bytes (no real command, argument, environment value, header or URL is that long, and a server process cannot be started with an argument or environment value over 128 KiB)`;
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (tooLong(value)) problems.push({ path, message: describe(value) });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, [...path, i]]));
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (tooLong(key)) problems.push({ path, message: `has a key that ${describe(key)}` });
        else stack.push([(value as Record<string, unknown>)[key], [...path, key]]);
      }
    }
  }
  return problems;
}

async function readConfigText(path: string, absolute: string): Promise<string> {
  try {
    const size = (await stat(absolute)).size;
    if (size > MAX_CONFIG_FILE_BYTES) {
      throw new UserError('config', `Config file ${path} is ${size.toLocaleString('en-US')} bytes; mcpward reads config files of at most ${MAX_CONFIG_FILE_BYTES.toLocaleString('en-US')} bytes. A config holds servers, checks and suites, none of them that large.`);
    }
    return await readFile(absolute, 'utf8');
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new UserError('config', `Config file ${path} not found. Run \`mcpward init\` to create one, or point mcpward at an existing file.`);
    }
    throw new UserError('config', `Cannot read config file ${path}: ${code ?? (error as Error).message}.`);
  }
}

// Paths mcpward itself opens, and a stdio server's working folder: like every path in the file,
// relative to it, and the config's folder when not given. A `command` with a slash (`./start.sh`)
// then resolves against that folder too, wherever mcpward was invoked; a bare name is looked up on PATH.
function resolvePaths(config: Config, dir: string): Config {
  const stdio = config.server.transport === 'stdio';
  return {
    ...config,
    server: {
      ...config.server,
      ...(config.server.cwd === undefined && !stdio ? {} : { cwd: resolve(dir, config.server.cwd ?? '.') }),
      ...(config.server.bundle === undefined ? {} : { bundle: resolve(dir, config.server.bundle) }),
      ...(config.server.registry_manifest === undefined ? {} : { registry_manifest: resolve(dir, config.server.registry_manifest) }),
    },
    checks: { ...config.checks, drift: { ...config.checks.drift, baseline: resolve(dir, config.checks.drift.baseline) } },
    policy: { ...config.policy, accepted: resolve(dir, config.policy.accepted) },
    suites: config.suites.map((suite) => ({
      ...suite,
      cases: suite.cases.map((testCase) =>
        testCase.expect.golden === undefined ? testCase : { ...testCase, expect: { ...testCase.expect, golden: resolve(dir, testCase.expect.golden) } },
      ),
    })),
  };
}

// Query parameters whose values are credentials by convention (`?api_key=`, `?access_token=`, `?sig=`).
const SECRET_QUERY_PARAMETER = /token|key|secret|pass|pwd|auth|sig|credential|session/i;

/**
 * Header values (the server's and every review context's) and URL credentials, which are secrets
 * whether or not they came from the environment.
 */
function serverSecrets(config: Config): string[] {
  const secrets: string[] = [];
  const headerSets = [config.server.headers, ...config.review.contexts.map((context) => context.headers)];
  for (const value of headerSets.flatMap((headers) => Object.values(headers))) {
    secrets.push(value);
    // The credential alone too, so it is redacted where it appears without its scheme.
    const credential = /^(?:Bearer|Basic|Token)\s+(\S+)$/i.exec(value)?.[1];
    if (credential) secrets.push(credential);
  }
  if (config.server.url !== undefined) {
    const url = new URL(config.server.url);
    if (url.password) secrets.push(url.password, safeDecode(url.password));
    for (const parameter of url.search.slice(1).split('&')) {
      const equals = parameter.indexOf('=');
      if (equals < 0 || !SECRET_QUERY_PARAMETER.test(safeDecode(parameter.slice(0, equals)))) continue;
      const value = parameter.slice(equals + 1);
      secrets.push(value, safeDecode(value.replaceAll('+', ' ')));
    }
  }
  return secrets.filter((secret) => secret !== '');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function lineOfKey(document: Document, lineCounter: LineCounter, keyPath: (string | number)[]): number | undefined {
  let node: unknown = document.contents;
  let offset: number | undefined;
  for (const segment of keyPath) {
    if (isAlias(node)) node = node.resolve(document);
    if (isMap(node)) {
      const pair = node.items.find((item) => String(isScalar(item.key) ? item.key.value : item.key) === String(segment));
      if (!pair) break;
      offset = isScalar(pair.key) ? pair.key.range?.[0] : offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item: unknown = node.items[segment];
      if (!item) break;
      offset = (item as { range?: [number, number, number] }).range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset === undefined ? undefined : lineCounter.linePos(offset).line;
}
