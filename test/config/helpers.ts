import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { UserError } from '../../src/errors.js';
import { loadConfig } from '../../src/config/load.js';
import { tempDir } from '../support/temp.js';

export const EXAMPLES_DIR = join(import.meta.dirname, 'examples');

/** Writes `text` as mcpward.yaml in a fresh temporary folder and returns its path. */
export function writeTempConfig(text: string, name = 'mcpward.yaml'): string {
  const path = join(tempDir('mcpward-config-'), name);
  writeFileSync(path, text);
  return path;
}

/** Loads `text` expecting a config UserError, and returns its message. */
export async function configError(text: string, env: Record<string, string | undefined> = {}): Promise<string> {
  const error: unknown = await loadConfig(writeTempConfig(text), env).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UserError);
  expect((error as UserError).code).toBe('config');
  return (error as UserError).message;
}
