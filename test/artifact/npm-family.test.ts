import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseStart, pinnedLauncher, type Start } from '../../src/artifact/start.js';
import { cacheKey, satisfies } from '../../src/edge/pnpm-artifact.js';

type NpmStart = Extract<Start, { packages: string[] }>;
const npmStart = (command: string, args: string[]) => parseStart(command, args) as NpmStart;

describe('every package of an npm-family start', () => {
  it('npx -p a -p b cmd: both packages, and the pinned form pins each where it was written', () => {
    const start = npmStart('npx', ['-y', '-p', 'srv', '--package=helper@^1', 'srv-bin', '--stdio']);
    expect(start.packages).toEqual(['srv', 'helper@^1']);
    expect(pinnedLauncher(start, 'srv', '1.2.3', [{ name: 'helper', version: '1.4.0' }])).toBe('npx -y -p srv@1.2.3 --package=helper@1.4.0 srv-bin');
    // Without the extra versions, only the first is pinned (the extra one stays as written).
    expect(pinnedLauncher(start, 'srv', '1.2.3')).toBe('npx -y -p srv@1.2.3 --package=helper@^1 srv-bin');
  });

  it('npm exec and pnpm dlx with --package: the same; pnpm --allow-build values are kept for the cache key', () => {
    const exec = npmStart('npm', ['exec', '--yes', '--package=@s/a@1.0.0', '--package=b', '--', 'a']);
    expect(pinnedLauncher(exec, '@s/a', '1.0.0', [{ name: 'b', version: '2.0.0' }])).toBe('npm exec --yes --package=@s/a@1.0.0 --package=b@2.0.0 -- a');
    const dlx = npmStart('pnpm', ['dlx', '--allow-build=esbuild', '--package', 'a', '--package=b', 'a-bin']);
    expect(dlx).toMatchObject({ form: 'pnpm-dlx', packages: ['a', 'b'], allowBuild: ['esbuild'] });
    expect(pinnedLauncher(dlx, 'a', '1.0.0', [{ name: 'b', version: '3.0.0' }])).toBe('pnpm dlx --allow-build=esbuild --package a@1.0.0 --package=b@3.0.0 a-bin');
    // One positional package: its index is the only one.
    expect(npmStart('pnpx', ['srv@latest', '--x'])).toMatchObject({ packages: ['srv@latest'], specIndexes: [1] });
  });
});

describe("pnpm dlx's cache key", () => {
  it('is the SHA-256 of the sorted resolved ids and registries (and --allow-build), as pnpm 10 names the folder', () => {
    const registries = { default: 'http://127.0.0.1:4873/', '@jsr': 'https://npm.jsr.io/' };
    const expected = createHash('sha256')
      .update(JSON.stringify([['@demo/srv@1.0.0', 'helper@2.0.0'], [['@jsr', 'https://npm.jsr.io/'], ['default', 'http://127.0.0.1:4873/']]]))
      .digest('hex');
    // The order the packages were given in does not matter; the registries sort by scope.
    expect(cacheKey([{ name: 'helper', version: '2.0.0' }, { name: '@demo/srv', version: '1.0.0' }], registries, [])).toBe(expected);
    expect(cacheKey([{ name: '@demo/srv', version: '1.0.0' }, { name: 'helper', version: '2.0.0' }], registries, ['z', 'a'])).not.toBe(expected);
  });
});

describe('ranges read offline', () => {
  it.each([
    ['1.2.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.9.0', '1.x', true],
    ['2.0.0', '1', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['1.0.0-beta.1', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('a range it cannot read admits nothing', () => {
    expect(satisfies('1.0.0', '1.0.0 - 2.0.0')).toBe(false);
  });
});
