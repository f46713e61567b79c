import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { resolveArtifact, type ArtifactTarget } from '../../src/edge/artifact.js';
import type { Lockfile } from '../../src/snapshot/lockfile.js';
import { fixturePath, repoRoot } from '../helpers/servers.js';
import { isolatedNpmEnv, startRegistry, type LoopbackRegistry, type Published } from '../helpers/registry.js';
import { project, runCli } from '../support/cli.js';

/**
 * `pnpm dlx` and extra `-p` packages against real runs: the pnpm of the project's own lockfile
 * (a devDependency, never fetched) and real npx install from a registry on 127.0.0.1 into caches in
 * a temp folder; the resolver reads what they left, and the pinned command it gives runs the
 * version it names.
 */

const run = promisify(execFile);
const work = realpathSync(mkdtempSync(join(tmpdir(), 'mcpward-dlx-')));
const PNPM = join(repoRoot, 'node_modules', '.bin', 'pnpm');
const PKG = '@demo/mcp-srv';
const HELPER = 'geo-helper';
let registry: LoopbackRegistry;
let v1: Published;
let v2: Published;
let helper: Published;
/** 1.2.0, published by the first test after it resolved 1.1.0. */
let v3: Published;
let env: Record<string, string>;

/** A package whose bin prints its version, or runs the calls fixture (an SDK server) over stdio. */
function writePackage(name: string, bin: string, version: string): string {
  const dir = join(work, 'src', `${bin}-${version}`);
  mkdirSync(join(dir, 'bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version, bin: { [bin]: 'bin/server.mjs' } }));
  writeFileSync(
    join(dir, 'bin', 'server.mjs'),
    `#!/usr/bin/env node\nif (process.argv.includes('--version')) console.log(${JSON.stringify(version)});\nelse await import(${JSON.stringify(pathToFileURL(fixturePath('calls')).href)});\n`,
  );
  chmodSync(join(dir, 'bin', 'server.mjs'), 0o755);
  return dir;
}

const stdio = (command: string, args: string[], cwd = work): ArtifactTarget => ({ transport: 'stdio', command, args, cwd, env });
/** Runs a pinned command line (its words hold no quotes here) with extra arguments. */
const runPinned = async (pinned: string, extra: string[]) => {
  const [command, ...args] = pinned.split(' ');
  return (await run(command!, [...args, ...extra], { cwd: work, env })).stdout.trim();
};

beforeAll(async () => {
  registry = await startRegistry(work);
  v1 = await registry.publish(writePackage(PKG, 'mcp-srv', '1.0.0'));
  v2 = await registry.publish(writePackage(PKG, 'mcp-srv', '1.1.0'));
  helper = await registry.publish(writePackage(HELPER, 'geo', '2.0.0'));
  // pnpm's cache, store, state and config in the temp folder: nothing of the machine's pnpm is read or written.
  env = {
    ...isolatedNpmEnv(work, registry.url),
    XDG_CACHE_HOME: join(work, 'xdg-cache'),
    XDG_CONFIG_HOME: join(work, 'xdg-config'),
    XDG_DATA_HOME: join(work, 'xdg-data'),
    XDG_STATE_HOME: join(work, 'xdg-state'),
    npm_config_store_dir: join(work, 'pnpm-store'),
  };
}, 120_000);

afterAll(async () => {
  await registry?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("pnpm dlx: the version and integrity from the cache folder pnpm's dlx left", () => {
  it('a floating `pnpm dlx pkg` resolves to what the registry served; the pinned form runs that version after a newer one is published', async () => {
    expect((await run(PNPM, ['dlx', PKG, '--version'], { cwd: work, env })).stdout.trim()).toBe('1.1.0');
    const artifact = await resolveArtifact(stdio(PNPM, ['dlx', PKG, '--transport', 'stdio']));
    expect(artifact).toEqual({ kind: 'npm', start: 'pnpm-dlx', floating: true, requested: PKG, name: PKG, version: '1.1.0', integrity: v2.integrity, source: 'pnpm-dlx-cache', pinned: `${PNPM} dlx ${PKG}@1.1.0` });
    // One folder under <XDG_CACHE_HOME>/pnpm/dlx, named by the key the resolver recomputed to accept it.
    expect(readdirSync(join(work, 'xdg-cache', 'pnpm', 'dlx'))).toHaveLength(1);

    v3 = await registry.publish(writePackage(PKG, 'mcp-srv', '1.2.0'));
    expect(await runPinned((artifact as { pinned: string }).pinned, ['--version'])).toBe('1.1.0');
    // The floating start now runs 1.2.0: two folders for the same spec, and which one the next start runs is not decided offline.
    expect((await run(PNPM, ['dlx', PKG, '--version'], { cwd: work, env })).stdout.trim()).toBe('1.2.0');
    expect(await resolveArtifact(stdio(PNPM, ['dlx', PKG]))).toEqual({ kind: 'unresolved', start: 'pnpm-dlx', reason: 'ambiguous', floating: true, requested: PKG });
  }, 180_000);

  it('an exact version is not floating and reads only its own folder; one that never ran here is not installed', async () => {
    await run(PNPM, ['dlx', `${PKG}@1.0.0`, '--version'], { cwd: work, env });
    expect(await resolveArtifact(stdio('pnpx', [`${PKG}@1.0.0`]))).toEqual({
      kind: 'npm', start: 'pnpm-dlx', floating: false, requested: `${PKG}@1.0.0`, name: PKG, version: '1.0.0', integrity: v1.integrity, source: 'pnpm-dlx-cache', pinned: `pnpx ${PKG}@1.0.0`,
    });
    expect(await resolveArtifact(stdio(PNPM, ['dlx', `${PKG}@0.9.0`]))).toMatchObject({ kind: 'unresolved', reason: 'not-installed', floating: false });
    // A range reads the folder whose version it admits.
    expect(await resolveArtifact(stdio(PNPM, ['dlx', `${PKG}@~1.0.0`]))).toMatchObject({ kind: 'npm', version: '1.0.0', floating: true, pinned: `${PNPM} dlx ${PKG}@1.0.0` });
  }, 180_000);

  it('--allow-build is part of the folder key: each start reads the folder made with its own', async () => {
    const before = readdirSync(join(work, 'xdg-cache', 'pnpm', 'dlx')).length;
    await run(PNPM, ['dlx', `--allow-build=${HELPER}`, `${PKG}@1.1.0`, '--version'], { cwd: work, env });
    expect(readdirSync(join(work, 'xdg-cache', 'pnpm', 'dlx'))).toHaveLength(before + 1);
    expect(await resolveArtifact(stdio(PNPM, ['dlx', `--allow-build=${HELPER}`, `${PKG}@1.1.0`]))).toMatchObject({ kind: 'npm', version: '1.1.0', integrity: v2.integrity, pinned: `${PNPM} dlx --allow-build=${HELPER} ${PKG}@1.1.0` });
    expect(await resolveArtifact(stdio(PNPM, ['dlx', `${PKG}@1.1.0`]))).toMatchObject({ kind: 'npm', version: '1.1.0', integrity: v2.integrity });
  }, 180_000);

  it("the cache folder the server's environment or the user's npmrc names is where it looks, not the project's .npmrc", async () => {
    const cacheDir = join(work, 'own-cache');
    const own = { ...env, npm_config_cache_dir: cacheDir };
    await run(PNPM, ['dlx', `${PKG}@1.0.0`, '--version'], { cwd: work, env: own });
    expect(readdirSync(join(cacheDir, 'dlx'))).toHaveLength(1);
    expect(await resolveArtifact({ ...stdio(PNPM, ['dlx', `${PKG}@1.0.0`]), env: own })).toMatchObject({ kind: 'npm', version: '1.0.0', integrity: v1.integrity });
    // The user's npmrc moves it too; a project's .npmrc does not: pnpm reads dlx settings as if run in the home folder.
    const userconfig = join(work, 'dlx-npmrc');
    writeFileSync(userconfig, `cache-dir=${join(work, 'rc-cache')}\n`);
    const rc = { ...env, npm_config_userconfig: userconfig };
    await run(PNPM, ['dlx', `${PKG}@1.1.0`, '--version'], { cwd: work, env: rc });
    expect(readdirSync(join(work, 'rc-cache', 'dlx'))).toHaveLength(1);
    expect(await resolveArtifact({ ...stdio(PNPM, ['dlx', `${PKG}@1.1.0`]), env: rc })).toMatchObject({ kind: 'npm', version: '1.1.0', integrity: v2.integrity });
    const app = join(work, 'rc-app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'rc-app', version: '0.0.0', private: true }));
    writeFileSync(join(app, '.npmrc'), 'cache-dir=.pnpm-cache\n');
    const appEnv = { ...env, XDG_CACHE_HOME: join(work, 'app-xdg-cache') };
    await run(PNPM, ['dlx', `${PKG}@1.1.0`, '--version'], { cwd: app, env: appEnv });
    expect(readdirSync(join(work, 'app-xdg-cache', 'pnpm', 'dlx'))).toHaveLength(1);
    expect(await resolveArtifact({ ...stdio(PNPM, ['dlx', `${PKG}@1.1.0`], app), env: appEnv })).toMatchObject({ kind: 'npm', version: '1.1.0', integrity: v2.integrity });
    expect(await resolveArtifact({ ...stdio(PNPM, ['dlx', `${PKG}@1.1.0`]), env: { ...env, npm_config_cache_dir: join(work, 'empty-cache') } })).toMatchObject({ kind: 'unresolved', reason: 'not-installed' });
  }, 180_000);

  it('extra --package packages: every one pinned, the pinned form pins all and runs them', async () => {
    const args = ['dlx', `--package=${PKG}@1.0.0`, '--package', HELPER, 'mcp-srv'];
    expect((await run(PNPM, [...args, '--version'], { cwd: work, env })).stdout.trim()).toBe('1.0.0');
    const artifact = await resolveArtifact(stdio(PNPM, args));
    expect(artifact).toEqual({
      kind: 'npm', start: 'pnpm-dlx', floating: true, requested: `${PKG}@1.0.0`, name: PKG, version: '1.0.0', integrity: v1.integrity,
      packages: [{ name: HELPER, version: '2.0.0', integrity: helper.integrity, requested: HELPER }],
      source: 'pnpm-dlx-cache', pinned: `${PNPM} dlx --package=${PKG}@1.0.0 --package ${HELPER}@2.0.0 mcp-srv`,
    });
    expect(await runPinned((artifact as { pinned: string }).pinned, ['--version'])).toBe('1.0.0');
    // The helper's bin is installed beside the server's.
    expect(await runPinned(`${PNPM} dlx --package=${PKG}@1.0.0 --package ${HELPER}@2.0.0 geo`, ['--version'])).toBe('2.0.0');
  }, 180_000);
});

describe('npx and npm exec: extra -p packages', () => {
  it('npx -p a -p b cmd: both pinned from the npx cache, and the pinned command runs them', async () => {
    const args = ['-y', '-p', `${PKG}@1.1.0`, '-p', HELPER, 'mcp-srv'];
    expect((await run('npx', [...args, '--version'], { cwd: work, env })).stdout.trim()).toBe('1.1.0');
    const artifact = await resolveArtifact(stdio('npx', args));
    expect(artifact).toEqual({
      kind: 'npm', start: 'npx', floating: true, requested: `${PKG}@1.1.0`, name: PKG, version: '1.1.0', integrity: v2.integrity,
      packages: [{ name: HELPER, version: '2.0.0', integrity: helper.integrity, requested: HELPER }],
      source: 'npx-cache', pinned: `npx -y -p ${PKG}@1.1.0 -p ${HELPER}@2.0.0 mcp-srv`,
    });
    expect(await runPinned((artifact as { pinned: string }).pinned, ['--version'])).toBe('1.1.0');
    // The pinned start installed into its own folder: it resolves to itself, not floating.
    expect(await resolveArtifact(stdio('npx', ['-y', '-p', `${PKG}@1.1.0`, '-p', `${HELPER}@2.0.0`, 'mcp-srv']))).toMatchObject({ floating: false, packages: [{ name: HELPER, version: '2.0.0' }] });
  }, 180_000);

  it('npm exec --package=a --package=b: the same, with an extra package that is not a registry spec left unresolved', async () => {
    const args = ['exec', '--yes', `--package=${PKG}@1.0.0`, `--package=${HELPER}@2.0.0`, '--', 'mcp-srv'];
    await run('npm', [...args, '--version'], { cwd: work, env });
    expect(await resolveArtifact(stdio('npm', args))).toMatchObject({ kind: 'npm', start: 'npm-exec', floating: false, version: '1.0.0', packages: [{ name: HELPER, version: '2.0.0', integrity: helper.integrity }], pinned: `npm exec --yes --package=${PKG}@1.0.0 --package=${HELPER}@2.0.0 -- mcp-srv` });
    expect(await resolveArtifact(stdio('npm', ['exec', '--yes', `--package=${PKG}@1.0.0`, '--package=github:org/repo', '--', 'mcp-srv']))).toMatchObject({ kind: 'unresolved', reason: 'unsupported-spec' });
  }, 180_000);
});

describe('npx: a package installed globally', () => {
  it('a bare name whose bin is in the global prefix: npx runs it without the cache; its version is pinned, the integrity npm did not record is absent', async () => {
    const prefix = join(work, 'global');
    await registry.publish(writePackage('glob-srv', 'glob-srv', '1.0.0'));
    await run('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', 'glob-srv@1.0.0'], { cwd: work, env });
    await registry.publish(writePackage('glob-srv', 'glob-srv', '1.1.0'));
    const globalEnv = { ...env, npm_config_prefix: prefix };
    // The registry's latest is 1.1.0, but npx runs the global 1.0.0.
    expect((await run('npx', ['-y', 'glob-srv', '--version'], { cwd: work, env: globalEnv })).stdout.trim()).toBe('1.0.0');
    // npm writes no hidden lockfile for the global folder: no integrity was recorded for the global copy.
    expect(existsSync(join(prefix, 'lib', 'node_modules', '.package-lock.json'))).toBe(false);
    expect(existsSync(join(prefix, 'lib', 'node_modules', 'glob-srv', 'package.json'))).toBe(true);
    expect(await resolveArtifact({ ...stdio('npx', ['-y', 'glob-srv', '--stdio']), env: globalEnv })).toEqual({
      kind: 'npm', start: 'npx', floating: true, requested: 'glob-srv', name: 'glob-srv', version: '1.0.0', source: 'npm-global', pinned: 'npx -y glob-srv@1.0.0',
    });
    // With a version npx takes the global copy too when it is that version (no cache folder is made for it), not for another.
    expect((await run('npx', ['-y', 'glob-srv@1.0.0', '--version'], { cwd: work, env: globalEnv })).stdout.trim()).toBe('1.0.0');
    expect(await resolveArtifact({ ...stdio('npx', ['-y', 'glob-srv@1.0.0']), env: globalEnv })).toMatchObject({ kind: 'npm', floating: false, version: '1.0.0', source: 'npm-global', pinned: 'npx -y glob-srv@1.0.0' });
    expect(await resolveArtifact({ ...stdio('npx', ['-y', 'glob-srv@~1.0.0']), env: globalEnv })).toMatchObject({ kind: 'npm', floating: true, version: '1.0.0', source: 'npm-global' });
    expect((await run('npx', ['-y', 'glob-srv@1.1.0', '--version'], { cwd: work, env: globalEnv })).stdout.trim()).toBe('1.1.0');
    expect(await resolveArtifact({ ...stdio('npx', ['-y', 'glob-srv@1.1.0']), env: globalEnv })).toMatchObject({ kind: 'npm', version: '1.1.0', source: 'npx-cache' });
    // A tag is decided by the registry now: with a global copy present, not offline.
    expect(await resolveArtifact({ ...stdio('npx', ['-y', 'glob-srv@latest']), env: globalEnv })).toMatchObject({ kind: 'unresolved', reason: 'ambiguous' });
  }, 180_000);

  it("a global bin of that name that belongs to another package: npx runs it, and it is ambiguous, not the cache's answer", async () => {
    const prefix = join(work, 'global-other');
    await registry.publish(writePackage('shadow-owner', 'shadow', '4.0.0'));
    await registry.publish(writePackage('shadow', 'shadow', '0.1.0'));
    await run('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', 'shadow-owner'], { cwd: work, env });
    const globalEnv = { ...env, npm_config_prefix: prefix };
    expect((await run('npx', ['-y', 'shadow', '--version'], { cwd: work, env: globalEnv })).stdout.trim()).toBe('4.0.0');
    expect(await resolveArtifact({ ...stdio('npx', ['-y', 'shadow']), env: globalEnv })).toEqual({ kind: 'unresolved', start: 'npx', reason: 'ambiguous', floating: true, requested: 'shadow' });
  }, 180_000);
});

describe('diff: each package of an npx -p start against the baseline', () => {
  it('an extra package the registry moved is artifact_changed (info), naming every package before and after', async () => {
    const extra = 'geo-extra';
    await registry.publish(writePackage(extra, 'geo-extra', '1.0.0'));
    const npxEnv = { npm_config_registry: registry.url, npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' };
    const p = project({ server: { command: 'npx', args: ['-y', '-p', `${PKG}@1.1.0`, '-p', extra, 'mcp-srv', '--transport', 'stdio'], env: npxEnv }, calls: { enabled: false } });
    const baseline = await runCli(['baseline'], { cwd: p.dir, timeoutMs: 180_000 });
    expect(baseline.code, baseline.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')) as Lockfile;
    expect(lock.artifact).toMatchObject({ kind: 'npm', version: '1.1.0', integrity: v2.integrity, packages: [{ name: extra, version: '1.0.0' }], pinned: `npx -y -p ${PKG}@1.1.0 -p ${extra}@1.0.0 mcp-srv` });

    // npx checks a name-only package against the registry on each start and installs the newer one.
    await registry.publish(writePackage(extra, 'geo-extra', '1.1.0'));
    const diff = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir, timeoutMs: 180_000 });
    const findings = (JSON.parse(diff.stdout) as { findings: Array<{ rule: string; status: string; severity: string; args: Record<string, unknown> }> }).findings;
    expect(findings.filter((f) => f.rule.startsWith('artifact_') && f.status !== 'pass')).toEqual([
      expect.objectContaining({ rule: 'artifact_changed', severity: 'info', args: { before: `${PKG}@1.1.0 + ${extra}@1.0.0`, after: `${PKG}@1.1.0 + ${extra}@1.1.0` } }),
    ]);
    // The start floats through its extra package: the finding names every spec and pins them all.
    expect(findings.filter((f) => f.rule === 'floating_start')).toEqual([
      expect.objectContaining({ status: 'fail', args: { start: 'npx', requested: `${PKG}@1.1.0, ${extra}`, version: `${PKG}@1.1.0 + ${extra}@1.1.0`, pinned: `npx -y -p ${PKG}@1.1.0 -p ${extra}@1.1.0 mcp-srv` } }),
    ]);
  }, 300_000);
});

describe('init --from writes pnpm dlx and multi-package starts pinned', () => {
  it('every package at the version installed here, the server arguments unchanged, and the comment says where it was read', async () => {
    const dir = join(work, 'init');
    mkdirSync(dir);
    writeFileSync(
      join(dir, '.mcp.json'),
      JSON.stringify({
        mcpServers: {
          dlx: { command: PNPM, args: ['dlx', `--package=${PKG}@1.0.0`, '--package', HELPER, 'mcp-srv', '--root', '/srv'] },
          npx: { command: 'npx', args: ['-y', '-p', `${PKG}@1.1.0`, '-p', HELPER, 'mcp-srv'] },
        },
      }),
    );
    const result = await runCli(['init', '--from', '.mcp.json'], { cwd: dir, env });
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(join(dir, 'mcpward.yaml'), 'utf8');
    const config = parseYaml(text) as { servers: Record<string, { command: string; args: string[] }> };
    expect(config.servers.dlx).toEqual({ command: PNPM, args: ['dlx', `--package=${PKG}@1.0.0`, '--package', `${HELPER}@2.0.0`, 'mcp-srv', '--root', '/srv'] });
    expect(config.servers.npx).toEqual({ command: 'npx', args: ['-y', '-p', `${PKG}@1.1.0`, '-p', `${HELPER}@2.0.0`, 'mcp-srv'] });
    expect(text).toContain(`: ${PKG}@1.0.0 + ${HELPER}@2.0.0, as installed in pnpm's dlx cache`);
    expect(text).toContain(`: ${PKG}@1.1.0 + ${HELPER}@2.0.0, as installed in the npx cache`);
  }, 180_000);
});

describe('baseline pins a pnpm dlx start', () => {
  const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'lockfile.schema.json'), 'utf8')) as object);

  it('the version and integrity the registry served, in the default cache under the server HOME; floating_start gives the pinned command', async () => {
    const serverEnv = { npm_config_registry: registry.url, npm_config_update_notifier: 'false' };
    const p = project({ server: { command: PNPM, args: ['dlx', PKG, '--transport', 'stdio'], env: serverEnv }, calls: { enabled: false } });
    const result = await runCli(['baseline'], { cwd: p.dir, timeoutMs: 180_000 });
    expect(result.code, result.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')) as Lockfile;
    expect(validate(lock), JSON.stringify(validate.errors)).toBe(true);
    expect(lock.artifact).toEqual({ kind: 'npm', start: 'pnpm-dlx', floating: true, requested: PKG, name: PKG, version: v3.version, integrity: v3.integrity, source: 'pnpm-dlx-cache', pinned: `${PNPM} dlx ${PKG}@1.2.0` });
    expect(JSON.stringify(lock)).not.toContain(registry.url);

    const report = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, timeoutMs: 180_000 });
    const findings = (JSON.parse(report.stdout) as { findings: Array<{ rule: string; status: string; args: Record<string, unknown> }> }).findings;
    expect(findings.filter((f) => f.rule === 'floating_start')).toEqual([expect.objectContaining({ status: 'fail', args: { start: 'pnpm-dlx', requested: PKG, version: '1.2.0', pinned: `${PNPM} dlx ${PKG}@1.2.0` } })]);
    expect(findings.filter((f) => f.rule.startsWith('artifact_') && f.status === 'fail')).toEqual([]);
  }, 300_000);
});
