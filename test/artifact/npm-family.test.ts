import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { resolveArtifact } from '../../src/edge/artifact.js';
import { parseStart, pinnedLauncher, type Start } from '../../src/artifact/start.js';
import { cacheKey, satisfies } from '../../src/edge/pnpm-artifact.js';
import { buildLockfile } from '../../src/snapshot/lockfile.js';
import { repoRoot } from '../helpers/servers.js';
import { snapshot } from '../support/snapshot.js';

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

describe("a planted pnpm dlx folder: the cache holds what packages and pnpm wrote, read as untrusted text", () => {
  const work = mkdtempSync(join(tmpdir(), 'mcpward-dlx-hostile-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const registries = { default: 'https://registry.example/' };
  const integrity = `sha512-${Buffer.alloc(64, 7).toString('base64')}`;

  /** A dlx folder as pnpm 10 lays it out, under `key` (the recomputed one unless given). */
  function plant(cache: string, version: string, options: { key?: string; linkElsewhere?: boolean } = {}): void {
    const key = options.key ?? cacheKey([{ name: 'srv', version }], registries, []);
    const folder = join(cache, 'dlx', key);
    const prepared = options.linkElsewhere ? join(cache, 'elsewhere') : join(folder, '19a-1');
    mkdirSync(join(prepared, 'node_modules'), { recursive: true });
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(prepared, 'pnpm-lock.yaml'), stringify({ lockfileVersion: '9.0', importers: { '.': { dependencies: { srv: { specifier: version, version } } } }, packages: { [`srv@${version}`]: { resolution: { integrity } } } }));
    writeFileSync(join(prepared, 'node_modules', '.modules.yaml'), JSON.stringify({ registries }));
    symlinkSync(prepared, join(folder, 'pkg'));
  }
  const resolveIn = (cache: string, spec = 'srv') => resolveArtifact({ transport: 'stdio', command: 'pnpm', args: ['dlx', spec], cwd: work, env: { npm_config_cache_dir: cache } });

  it('a folder whose name recomputes from its contents is read', async () => {
    const cache = join(work, 'good');
    plant(cache, '1.2.3');
    expect(await resolveIn(cache)).toEqual({ kind: 'npm', start: 'pnpm-dlx', floating: true, requested: 'srv', name: 'srv', version: '1.2.3', integrity, source: 'pnpm-dlx-cache', pinned: 'pnpm dlx srv@1.2.3' });
  });

  it('a folder whose name does not recompute, or whose pkg link leads out of it, is not an answer', async () => {
    const renamed = join(work, 'renamed');
    plant(renamed, '1.2.3', { key: 'f'.repeat(64) });
    expect(await resolveIn(renamed)).toMatchObject({ kind: 'unresolved', reason: 'ambiguous' });
    const elsewhere = join(work, 'elsewhere');
    plant(elsewhere, '1.2.3', { linkElsewhere: true });
    expect(await resolveIn(elsewhere)).toMatchObject({ kind: 'unresolved', reason: 'not-installed' });
  });

  it('a version with shell or control text is not read; two versions for one floating spec are ambiguous', async () => {
    const evil = join(work, 'evil');
    plant(evil, '1.0.0; rm -rf ~');
    expect(await resolveIn(evil)).toMatchObject({ kind: 'unresolved', reason: 'not-installed' });
    const two = join(work, 'two');
    plant(two, '1.0.0');
    plant(two, '1.1.0');
    expect(await resolveIn(two)).toMatchObject({ kind: 'unresolved', reason: 'ambiguous' });
    expect(await resolveIn(two, 'srv@1.0.0')).toMatchObject({ kind: 'npm', version: '1.0.0', floating: false });
  });
});

describe('the npm kind in the published lockfile schema', () => {
  const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'lockfile.schema.json'), 'utf8')) as object);
  const withArtifact = (artifact: unknown) => JSON.parse(JSON.stringify({ ...buildLockfile(snapshot([]), { fullText: false }), artifact })) as unknown;
  const dlx = { kind: 'npm', start: 'pnpm-dlx', floating: true, requested: 'srv', name: 'srv', version: '1.0.0', integrity: 'sha512-abc==', packages: [{ name: 'helper', version: '2.0.0', integrity: 'sha512-def==' }], source: 'pnpm-dlx-cache', pinned: 'pnpm dlx --package=srv@1.0.0 --package=helper@2.0.0 srv' };

  it('holds extra packages and the new sources', () => {
    expect(validate(withArtifact(dlx)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(withArtifact({ ...dlx, packages: undefined, source: 'npm-global', integrity: undefined }))).toBe(true);
  });

  it('refuses an extra package without a version, or with anything beside name, version and integrity', () => {
    expect(validate(withArtifact({ ...dlx, packages: [{ name: 'helper' }] }))).toBe(false);
    expect(validate(withArtifact({ ...dlx, packages: [{ name: 'helper', version: '2.0.0', env: { TOKEN: 'x' } }] }))).toBe(false);
  });
});
