/**
 * How an MCP Bundle starts its server, as a desktop client that installs it would: the manifest's
 * `server.mcp_config` (with the current platform's `platform_overrides` over it) after the
 * manifest's variable substitution — `${__dirname}` (the unpacked bundle), `${HOME}`, `${DESKTOP}`,
 * `${DOCUMENTS}`, `${DOWNLOADS}`, `${pathSeparator}` / `${/}`, and `${user_config.KEY}` from the
 * config's `server.user_config`, else the manifest's default. Pure: the caller gives the folder,
 * the home directory and the platform.
 */

import { isRecord } from '../model.js';

export type UserConfigValue = string | number | boolean | readonly string[];

export interface LaunchContext {
  dirname: string;
  home: string;
  platform: string;
  separator: string;
  userConfig: Readonly<Record<string, UserConfigValue>>;
}

export type Launch =
  | { ok: true; command: string; args: string[]; env: Record<string, string> }
  | { ok: false; code: 'no-mcp-config' } | { ok: false; code: 'missing-user-config'; key: string };

const VARIABLE = /\$\{([^}]*)\}/g;

export function bundleLaunch(manifest: unknown, context: LaunchContext): Launch {
  const server = isRecord(manifest) ? manifest.server : undefined;
  const base = isRecord(server) ? server.mcp_config : undefined;
  if (!isRecord(base)) return { ok: false, code: 'no-mcp-config' };
  const overrides = isRecord(base.platform_overrides) ? base.platform_overrides[context.platform] : undefined;
  const over = isRecord(overrides) ? overrides : {};
  const command = typeof over.command === 'string' ? over.command : base.command;
  if (typeof command !== 'string' || command === '') return { ok: false, code: 'no-mcp-config' };
  const args = Array.isArray(over.args) ? over.args : Array.isArray(base.args) ? base.args : [];
  const env = { ...(isRecord(base.env) ? base.env : {}), ...(isRecord(over.env) ? over.env : {}) };
  const declared = isRecord(manifest) && isRecord(manifest.user_config) ? manifest.user_config : {};

  let missing: string | undefined;
  const fixed: Record<string, string> = {
    __dirname: context.dirname,
    HOME: context.home,
    DESKTOP: `${context.home}${context.separator}Desktop`,
    DOCUMENTS: `${context.home}${context.separator}Documents`,
    DOWNLOADS: `${context.home}${context.separator}Downloads`,
    pathSeparator: context.separator,
    '/': context.separator,
  };
  const userValue = (key: string): UserConfigValue | undefined => {
    if (Object.prototype.hasOwnProperty.call(context.userConfig, key)) return context.userConfig[key];
    const spec = Object.prototype.hasOwnProperty.call(declared, key) ? declared[key] : undefined;
    const fallback = isRecord(spec) ? spec.default : undefined;
    if (typeof fallback === 'string') return substituteText(fallback);
    if (typeof fallback === 'number' || typeof fallback === 'boolean') return fallback;
    if (Array.isArray(fallback) && fallback.every((v) => typeof v === 'string')) return fallback.map(substituteText);
    missing ??= key;
    return undefined;
  };
  // A default may use the fixed variables, never another user value (no cycles to follow).
  function substituteText(text: string): string {
    return text.replace(VARIABLE, (whole, name: string) => fixed[name] ?? whole);
  }
  const substitute = (text: string): string =>
    text.replace(VARIABLE, (whole, name: string) => {
      if (Object.prototype.hasOwnProperty.call(fixed, name)) return fixed[name]!;
      if (!name.startsWith('user_config.')) return whole;
      const value = userValue(name.slice('user_config.'.length));
      return value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);
    });

  const outArgs: string[] = [];
  for (const arg of args) {
    if (typeof arg !== 'string') continue;
    // The manifest spec: a multiple-value setting alone in an argument expands to one argument per value.
    const only = /^\$\{user_config\.([^}]*)\}$/.exec(arg);
    const value = only ? userValue(only[1]!) : undefined;
    if (Array.isArray(value)) outArgs.push(...value);
    else outArgs.push(substitute(arg));
  }
  const outEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === 'string') outEnv[name] = substitute(value);
  const resolvedCommand = substitute(command);
  if (missing !== undefined) return { ok: false, code: 'missing-user-config', key: missing };
  return {
    ok: true,
    // `server/my-server` in a manifest names a file of the bundle; a bare `node` is looked up on PATH.
    command: /[\\/]/.test(resolvedCommand) && !isAbsolutePath(resolvedCommand) ? `${context.dirname}${context.separator}${resolvedCommand}` : resolvedCommand,
    args: outArgs,
    env: outEnv,
  };
}

function isAbsolutePath(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\');
}
