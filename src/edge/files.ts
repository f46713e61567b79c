/**
 * The small file reads the artifact resolvers share (src/edge/artifact.ts and its npm-global, pnpm and
 * Python neighbours). Every one of them reads files a package or an installer wrote: untrusted, maybe
 * missing, maybe malformed. A read that fails is `undefined` or `false`, never a throw, so a resolver
 * says "not installed" or "unreadable" instead of guessing.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';

export async function readText(path: string): Promise<string | undefined> {
  return readFile(path, 'utf8').catch(() => undefined);
}

export async function readJson(path: string): Promise<unknown> {
  const text = await readText(path);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}

export async function isFile(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isFile(), () => false);
}

/** `sha256:<hex>` of a file, streamed (an executable or an image can be large). */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return `sha256:${hash.digest('hex')}`;
}

/**
 * A setting from the server's environment as npm and pnpm read theirs: any letter case (npm_config_x
 * and NPM_CONFIG_X are one setting), and an empty value is no value.
 */
export function envSetting(env: Record<string, string | undefined>, name: string): string | undefined {
  if (env[name] !== undefined && env[name] !== '') return env[name];
  const key = Object.keys(env).find((k) => k.toUpperCase() === name.toUpperCase());
  return key === undefined || env[key] === '' ? undefined : env[key];
}
