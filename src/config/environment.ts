import type { Config } from './schema.js';

// What a process needs to start and find its tools and locale; nothing that could be a credential.
const POSIX_KEYS = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'TMPDIR', 'TMP', 'TEMP'];
// USERPROFILE and the AppData folders are where npm and npx keep their cache on Windows.
const WINDOWS_KEYS = ['SystemRoot', 'ComSpec', 'PATHEXT', 'WINDIR', 'USERPROFILE', 'APPDATA', 'LOCALAPPDATA'];

/**
 * Environment of a stdio server process: a minimal allowlist from `parentEnv` plus `server.env`,
 * or everything with `server.inherit_env: true`.
 */
export function serverEnvironment(
  config: { server: Pick<Config['server'], 'env' | 'inherit_env'> },
  parentEnv: Record<string, string | undefined>,
  platform: NodeJS.Platform = process.platform,
): Record<string, string> {
  // The server under test is untrusted code: CI secrets such as GITHUB_TOKEN must not reach it by default.
  const windows = platform === 'win32';
  // Windows variable names are case-insensitive (`Path` is PATH).
  const normalize = (key: string) => (windows ? key.toUpperCase() : key);
  const allowed = new Set((windows ? [...POSIX_KEYS, ...WINDOWS_KEYS] : POSIX_KEYS).map(normalize));

  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(parentEnv)) {
    if (value !== undefined && (config.server.inherit_env || allowed.has(normalize(key)))) env[key] = value;
  }
  for (const [key, value] of Object.entries(config.server.env)) {
    for (const existing of Object.keys(env)) if (normalize(existing) === normalize(key)) delete env[existing];
    env[key] = value;
  }
  return env;
}
