import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { connect } from '../../src/client/connect.js';
import type { Connection, ConnectionSettings, ServerTarget } from '../../src/client/types.js';
import { repoRoot, stdioServerConfig, type FixtureName } from '../helpers/servers.js';

/** Options for tests: generous timeouts unless a test is about a timeout. */
export function options(overrides: Partial<ConnectionSettings> = {}): ConnectionSettings {
  return { connectMs: 15_000, callMs: 10_000, protocol: 'auto', clientInfo: { name: 'mcpward-tests', version: '0.0.0' }, ...overrides };
}

/** The minimal environment the CLI gives a stdio server. */
export const minimalEnv = { PATH: process.env.PATH ?? '' };

export function rawStdio(...args: string[]): ServerTarget {
  return { transport: 'stdio', command: process.execPath, args: [join(import.meta.dirname, 'servers', 'raw-stdio.mjs'), ...args], env: minimalEnv };
}

export function fixtureStdio(name: FixtureName, ...args: string[]): ServerTarget {
  const config = stdioServerConfig(name, args);
  return { transport: 'stdio', command: config.command, args: config.args, env: { ...minimalEnv, ...config.env } };
}

export function everythingStdio(): ServerTarget {
  return { transport: 'stdio', command: process.execPath, args: [join(repoRoot, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js')], env: minimalEnv };
}

const open: Connection[] = [];

/** connect(), closed again after the test. */
export async function connectForTest(target: ServerTarget, connectOptions: ConnectionSettings = options()): Promise<Connection> {
  const connection = await connect(target, connectOptions);
  open.push(connection);
  return connection;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.close()));
});

/** Whether a pid is a running process (a zombie waiting for its reaper counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Rejected promise → its error, for asserting on typed errors. */
export async function failure(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('expected a rejection');
}
