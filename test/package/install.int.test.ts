import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { isolatedNpmEnv } from '../helpers/registry.js';
import { fixturePath, repoRoot } from '../helpers/servers.js';

/**
 * What a user gets from `npm install mcpward`, end to end: a fresh clone of the committed tree is
 * packed by npm (its `prepack` builds), and plain npm installs the tarball into an empty folder.
 * No test reaches the internet, so npm talks to a registry on 127.0.0.1 that serves the runtime
 * dependencies packed from the repository's own node_modules: a dependency missing from
 * `dependencies` fails the install here as it would for a user.
 */

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'mcpward-pack-'));
const clone = join(work, 'clone');
const project = join(work, 'project');
const tarballs = join(work, 'tarballs');
let registry: Server;
let registryUrl = '';

interface Manifest {
  name: string;
  version: string;
  bin?: Record<string, string>;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** npm with nothing of the machine's npm configuration: its own cache, no user .npmrc, the loopback registry. */
function npmEnv(): NodeJS.ProcessEnv {
  return isolatedNpmEnv(work, registryUrl);
}

/** Where Node would find `name` for the package in `dir` (pnpm puts a package's dependencies beside it). */
function resolvePackage(name: string, dir: string): string | undefined {
  for (let folder = dir; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(folder) === folder) return undefined;
  }
}

/** Packs every runtime dependency of the tarball (transitively) from node_modules; returns the packuments. */
async function packDependencies(root: Manifest, rootDir: string): Promise<Map<string, { versions: Record<string, object> }>> {
  const packuments = new Map<string, { versions: Record<string, object> }>();
  const seen = new Set<string>();
  const queue: Array<[string, string]> = Object.keys(root.dependencies ?? {}).map((name) => [name, rootDir]);
  mkdirSync(tarballs, { recursive: true });
  while (queue.length > 0) {
    const [name, from] = queue.shift()!;
    const dir = resolvePackage(name, from);
    if (dir === undefined) continue; // an optional dependency for another platform, say
    if (seen.has(dir)) continue;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
    const file = `${manifest.name.replace('/', '-')}-${manifest.version}.tgz`;
    // npm's tarball layout: everything under package/, and no hard links (npm drops them; pnpm's store is full of them).
    await run('tar', ['czf', join(tarballs, file), '--hard-dereference', '--exclude=./node_modules', '--transform', 's,^\\.,package,', '-C', dir, '.']);
    const data = readFileSync(join(tarballs, file));
    const entry = packuments.get(manifest.name) ?? { versions: {} };
    entry.versions[manifest.version] = {
      ...manifest,
      dist: {
        tarball: `${registryUrl}tarballs/${file}`,
        shasum: createHash('sha1').update(data).digest('hex'),
        integrity: `sha512-${createHash('sha512').update(data).digest('base64')}`,
      },
    };
    packuments.set(manifest.name, entry);
    const optionalPeers = new Set(Object.entries(manifest.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([peer]) => peer));
    const deps = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !optionalPeers.has(peer))];
    for (const dep of deps) queue.push([dep, dir]);
  }
  return packuments;
}

let tarball = '';
let manifest: Manifest;

beforeAll(async () => {
  registry = createServer();
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;

  // A tarball this commit already packed, when .ci/run asks for one (MCPWARD_TEST_TARBALL_CACHE): its
  // second runtime installs the same tarball instead of cloning and packing the same tree again.
  const cacheDir = process.env.MCPWARD_TEST_TARBALL_CACHE;
  const head = (await run('git', ['rev-parse', 'HEAD'], { cwd: repoRoot })).stdout.trim();
  const cached = cacheDir ? join(cacheDir, `${head}.tgz`) : undefined;
  if (cached !== undefined && existsSync(cached)) {
    tarball = cached;
    manifest = JSON.parse((await run('tar', ['xzf', tarball, '-O', 'package/package.json'])).stdout) as Manifest;
  } else {
    // The committed tree, as a contributor's fresh clone has it; the dependencies come from the repository.
    await run('git', ['clone', '--quiet', repoRoot, clone]);
    symlinkSync(realpathSync(join(repoRoot, 'node_modules')), join(clone, 'node_modules'), 'dir');
    // The build's own output shares npm's stdout, so the tarball is found by its name, not by --json.
    await run('npm', ['pack', '--pack-destination', work], { cwd: clone, env: npmEnv(), maxBuffer: 64 * 1024 * 1024 });
    manifest = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as Manifest;
    tarball = join(work, `${manifest.name}-${manifest.version}.tgz`);
    if (cached !== undefined) {
      mkdirSync(cacheDir!, { recursive: true });
      copyFileSync(tarball, cached);
    }
  }

  // The clone's node_modules is a link to the repository's: the dependencies resolve the same from either.
  const packuments = await packDependencies(manifest, repoRoot);
  registry.on('request', (request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!.slice(1));
    if (path.startsWith('tarballs/') && existsSync(join(tarballs, path.slice('tarballs/'.length)))) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(readFileSync(join(tarballs, path.slice('tarballs/'.length))));
      return;
    }
    const packument = packuments.get(path);
    if (!packument) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const latest = Object.keys(packument.versions).at(-1)!;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: path, 'dist-tags': { latest }, versions: packument.versions }));
  });

  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', tarball], { cwd: project, env: npmEnv() });
}, 600_000);

afterAll(async () => {
  await new Promise((resolve) => registry?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('npm install of the packed tarball', () => {
  it('installs the mcpward bin, which runs', async () => {
    const bin = join(project, 'node_modules', '.bin', 'mcpward');
    expect((await run(bin, ['--version'])).stdout.trim()).toBe(manifest.version);
    expect((await run(bin, ['rules'])).stdout).toContain('description_changed');
  });

  it('ships the build that prepack made, declarations included', () => {
    const installed = join(project, 'node_modules', 'mcpward');
    for (const file of ['dist/bin.js', 'dist/index.js', 'dist/index.d.ts', 'schemas/config.schema.json']) expect(existsSync(join(installed, file)), file).toBe(true);
  });

  it('resolves import("mcpward") through its exports to the programmatic API', async () => {
    const script = "const m = await import('mcpward'); console.log(JSON.stringify(['check', 'capture', 'diff', 'render', 'connect'].map((n) => typeof m[n])), m.version);";
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
    expect(stdout.trim()).toBe(`["function","function","function","function","function"] ${manifest.version}`);
  });

  it('types the API for a TypeScript consumer through the exports map', async () => {
    writeFileSync(
      join(project, 'consumer.ts'),
      [
        "import { check, render, type Report } from 'mcpward';",
        "const report: Report = await check('mcpward.yaml', { command: 'diff' });",
        "const text: string = await render(report, 'sarif');",
        'export const code: 0 | 1 | 2 = report.exitCode;',
        'export { text };',
        '// @ts-expect-error: a config is a path or an object',
        'await check(42);',
        '// @ts-expect-error: not a report format',
        "await render(report, 'yaml');",
        '',
      ].join('\n'),
    );
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = ['--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node', '--typeRoots', join(repoRoot, 'node_modules', '@types'), 'consumer.ts'];
    const result = await run(process.execPath, [tsc, ...args], { cwd: project }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    expect(result.stdout).toBe('');
  }, 180_000);

  it('runs the node:test example against a fixture server through the installed package', async () => {
    copyFileSync(join(repoRoot, 'examples', 'node-test', 'mcpward.test.mjs'), join(project, 'mcpward.test.mjs'));
    writeFileSync(join(project, 'mcpward.yaml'), stringify({ server: { command: process.execPath, args: [fixturePath('calls')] } }));
    const { stdout } = await run(process.execPath, ['--test', '--test-reporter=tap', 'mcpward.test.mjs'], { cwd: project, env: { PATH: process.env.PATH ?? '' } });
    expect(stdout).toMatch(/^# pass 2$/m);
    expect(stdout).toMatch(/^# fail 0$/m);
  }, 120_000);

  it('runs the fleet example (node:test) against two fixture servers through the installed package', async () => {
    const dir = join(work, 'fleet-project');
    mkdirSync(join(dir, 'node_modules'), { recursive: true });
    symlinkSync(join(project, 'node_modules', 'mcpward'), join(dir, 'node_modules', 'mcpward'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fleet-consumer', version: '1.0.0', private: true, type: 'module' }));
    copyFileSync(join(repoRoot, 'examples', 'node-test', 'fleet.test.mjs'), join(dir, 'fleet.test.mjs'));
    const server = { command: process.execPath, args: [fixturePath('calls')] };
    writeFileSync(join(dir, 'mcpward.yaml'), stringify({ servers: { first: server, second: server } }));
    const { stdout } = await run(process.execPath, ['--test', '--test-reporter=tap', 'fleet.test.mjs'], { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: work } });
    expect(stdout).toMatch(/^# pass 2$/m);
    expect(stdout).toMatch(/^# fail 0$/m);
  }, 180_000);

  it('runs the vitest example against a fixture server through the installed package', async () => {
    const dir = join(work, 'vitest-project');
    mkdirSync(join(dir, 'node_modules'), { recursive: true });
    // The consumer's own dev dependency: vitest from this repository (its dependencies resolve beside its real path).
    symlinkSync(realpathSync(join(repoRoot, 'node_modules', 'vitest')), join(dir, 'node_modules', 'vitest'), 'dir');
    symlinkSync(join(project, 'node_modules', 'mcpward'), join(dir, 'node_modules', 'mcpward'), 'dir');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'vitest-consumer', version: '1.0.0', private: true, type: 'module' }));
    copyFileSync(join(repoRoot, 'examples', 'vitest', 'mcpward.test.ts'), join(dir, 'mcpward.test.ts'));
    writeFileSync(join(dir, 'mcpward.yaml'), stringify({ server: { command: process.execPath, args: [fixturePath('calls')] } }));
    const env = { PATH: process.env.PATH ?? '', HOME: work };
    await run(join(project, 'node_modules', '.bin', 'mcpward'), ['baseline'], { cwd: dir, env });
    const vitest = join(dir, 'node_modules', 'vitest', 'vitest.mjs');
    const { stdout } = await run(process.execPath, [vitest, 'run', '--root', dir, '--reporter', 'verbose', '--no-color'], { cwd: dir, env });
    expect(stdout).toMatch(/Tests\s+3 passed \(3\)/);
  }, 180_000);
});
