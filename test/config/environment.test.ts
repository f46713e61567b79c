import { describe, expect, it } from 'vitest';
import { serverEnvironment } from '../../src/config/environment.js';

const parent = {
  PATH: '/usr/bin',
  HOME: '/home/ci',
  USER: 'ci',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  TZ: 'UTC',
  TMPDIR: '/tmp',
  GITHUB_TOKEN: 'ghs_secret',
  AWS_SECRET_ACCESS_KEY: 'aws-secret',
  NODE_OPTIONS: '--require ./hook.js',
  UNSET: undefined,
};

const server = (env: Record<string, string> = {}, inherit_env = false) => ({ server: { env, inherit_env } });

describe('serverEnvironment', () => {
  it('passes only the minimal allowlist by default', () => {
    expect(serverEnvironment(server(), parent, 'linux')).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/ci',
      USER: 'ci',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TZ: 'UTC',
      TMPDIR: '/tmp',
    });
  });

  it.each(['GITHUB_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'NODE_OPTIONS', 'UNSET'])('keeps %s from the server', (key) => {
    expect(serverEnvironment(server(), parent, 'linux')).not.toHaveProperty(key);
  });

  it('adds server.env, which wins over the parent', () => {
    const env = serverEnvironment(server({ PATH: '/opt/bin', MEMORY_FILE_PATH: '/tmp/memory.json' }), parent, 'linux');
    expect(env.PATH).toBe('/opt/bin');
    expect(env.MEMORY_FILE_PATH).toBe('/tmp/memory.json');
    expect(env).not.toHaveProperty('GITHUB_TOKEN');
  });

  it('passes everything defined with inherit_env', () => {
    const { UNSET: _, ...defined } = parent;
    expect(serverEnvironment(server({ EXTRA: 'x' }, true), parent, 'linux')).toEqual({ ...defined, EXTRA: 'x' });
  });

  it('keeps Windows system variables, matching names case-insensitively', () => {
    const windowsParent = { Path: 'C:\\Windows', SystemRoot: 'C:\\Windows', COMSPEC: 'cmd.exe', PATHEXT: '.EXE', APPDATA: 'C:\\AppData', GITHUB_TOKEN: 'x' };
    expect(serverEnvironment(server(), windowsParent, 'win32')).toEqual({
      Path: 'C:\\Windows',
      SystemRoot: 'C:\\Windows',
      COMSPEC: 'cmd.exe',
      PATHEXT: '.EXE',
      APPDATA: 'C:\\AppData',
    });
    expect(serverEnvironment(server({ PATH: 'D:\\bin' }), windowsParent, 'win32')).not.toHaveProperty('Path');
    expect(serverEnvironment(server(), { SystemRoot: 'C:\\Windows' }, 'linux')).toEqual({});
  });
});
