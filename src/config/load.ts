import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { UserError } from '../errors.js';
import { interpolateEnv } from './interpolate.js';
import { problemsFromIssues, renderProblems } from './problems.js';
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
}

/** Reads, interpolates and validates a config file; every failure is a UserError with code `config`. */
export async function loadConfig(path: string, env: Record<string, string | undefined>): Promise<LoadedConfig> {
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
  const lineOf = (keyPath: (string | number)[]) => lineOfKey(document, lineCounter, keyPath);

  // An empty file is an empty mapping, so the user hears which keys are required.
  return validateConfig(document.toJS() ?? {}, { source: path, path: absolute, env, lineOf });
}

/**
 * Interpolates and validates an already parsed config (a file's YAML, or an object handed to the
 * programmatic API), resolving its relative paths against the folder of `path`.
 */
export function validateConfig(
  raw: unknown,
  options: { source: string; path: string; env: Record<string, string | undefined>; lineOf?: LoadedConfig['lineOf'] },
): LoadedConfig {
  const { source: path, env } = options;
  const lineOf = options.lineOf ?? (() => undefined);
  const dir = dirname(options.path);
  const interpolated = interpolateEnv(raw, env);
  if (interpolated.problems.length > 0) {
    throw new UserError('config', renderProblems(`Cannot substitute environment variables in ${path}:`, interpolated.problems, lineOf));
  }

  const parsed = configSchema.safeParse(interpolated.value);
  if (!parsed.success) {
    const problems = problemsFromIssues(parsed.error.issues, interpolated.value, configSchema);
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    throw new UserError('config', renderProblems(`Invalid config ${path} (${count}):`, problems, lineOf));
  }

  const config = resolvePaths(parsed.data, dir);
  const secrets = [...new Set([...interpolated.secrets, ...serverSecrets(config)])].sort((a, b) => b.length - a.length);
  return { config, path: options.path, dir, secrets, lineOf };
}

async function readConfigText(path: string, absolute: string): Promise<string> {
  try {
    return await readFile(absolute, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new UserError('config', `Config file ${path} not found. Run \`mcpward init\` to create one, or point mcpward at an existing file.`);
    }
    throw new UserError('config', `Cannot read config file ${path}: ${code ?? (error as Error).message}.`);
  }
}

// Only paths mcpward itself opens; `command` and `args` are the server's business (PATH lookup).
function resolvePaths(config: Config, dir: string): Config {
  return {
    ...config,
    server: { ...config.server, ...(config.server.cwd === undefined ? {} : { cwd: resolve(dir, config.server.cwd) }) },
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
