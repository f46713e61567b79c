import { describe, expect, it } from 'vitest';
import { bundleLaunch, type LaunchContext } from '../../src/artifact/bundle-launch.js';

const context = (userConfig: LaunchContext['userConfig'] = {}, platform = 'linux'): LaunchContext => ({ dirname: '/b', home: '/home/u', platform, separator: '/', userConfig });

describe('how a bundle starts its server', () => {
  const manifest = {
    server: {
      mcp_config: {
        command: 'node',
        args: ['${__dirname}/server/index.js', '${user_config.dirs}', '--limit=${user_config.limit}', '${user_config.unknown_to_us}x'],
        env: { API_KEY: '${user_config.key}', SEP: '${/}', DL: '${DOWNLOADS}' },
        platform_overrides: { win32: { command: 'server/run.exe', env: { EXTRA: '1' } } },
      },
    },
    user_config: {
      dirs: { type: 'directory', multiple: true, default: ['${HOME}/Desktop'] },
      limit: { type: 'number', default: 5 },
      key: { type: 'string', required: true, sensitive: true },
      unknown_to_us: { type: 'string', default: '' },
    },
  };

  it('substitutes the manifest’s variables, expands a multiple setting into arguments, and takes defaults', () => {
    expect(bundleLaunch(manifest, context({ key: 'k-1', dirs: ['/a', '/c d'] }))).toEqual({
      ok: true,
      command: 'node',
      args: ['/b/server/index.js', '/a', '/c d', '--limit=5', 'x'],
      env: { API_KEY: 'k-1', SEP: '/', DL: '/home/u/Downloads' },
    });
    expect(bundleLaunch(manifest, context({ key: 'k' }))).toMatchObject({ ok: true, args: ['/b/server/index.js', '/home/u/Desktop', '--limit=5', 'x'] });
  });

  it('applies the platform’s overrides, and a command with a slash names a file of the bundle', () => {
    expect(bundleLaunch(manifest, context({ key: 'k' }, 'win32'))).toMatchObject({ ok: true, command: '/b/server/run.exe', env: { API_KEY: 'k', EXTRA: '1' } });
  });

  it('a required setting with no value and no default is named', () => {
    expect(bundleLaunch(manifest, context())).toEqual({ ok: false, code: 'missing-user-config', key: 'key' });
  });

  it('a manifest with no mcp_config command starts nothing', () => {
    expect(bundleLaunch({ server: { type: 'node' } }, context())).toEqual({ ok: false, code: 'no-mcp-config' });
    expect(bundleLaunch('not an object', context())).toEqual({ ok: false, code: 'no-mcp-config' });
  });
});
