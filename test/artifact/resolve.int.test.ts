import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveArtifact, type ArtifactTarget } from '../../src/edge/artifact.js';
import type { LockedArtifact, Lockfile } from '../../src/snapshot/lockfile.js';
import { fixturePath, repoRoot } from '../helpers/servers.js';
import { isolatedNpmEnv, startRegistry, type LoopbackRegistry, type Published } from '../helpers/registry.js';
import { project, runCli } from '../support/cli.js';

/**
 * The artifact resolver against real artifacts: a real npx of a real package from a registry on
 * 127.0.0.1 fills a real npm cache, a real `npm install` writes a real package-lock.json, and the
 * hashes are compared with `sha256sum`'s. Then `baseline` pins them through the built CLI.
 */

const run = promisify(execFile);
const work = realpathSync(mkdtempSync(join(tmpdir(), 'mcpward-artifact-')));
const PKG = '@demo/mcp-srv';
let registry: LoopbackRegistry;
let v1: Published;
let v2: Published;
let npmEnv: Record<string, string>;

/** A package whose bin prints its version, or runs the calls fixture (an SDK server) over stdio. */
function writePackage(version: string): string {
  const dir = join(work, 'src', version);
  mkdirSync(join(dir, 'bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: PKG, version, bin: { 'mcp-srv': 'bin/server.mjs' } }));
  writeFileSync(
    join(dir, 'bin', 'server.mjs'),
    `#!/usr/bin/env node\nif (process.argv.includes('--version')) console.log(${JSON.stringify(version)});\nelse await import(${JSON.stringify(pathToFileURL(fixturePath('calls')).href)});\n`,
  );
  chmodSync(join(dir, 'bin', 'server.mjs'), 0o755);
  return dir;
}

const sha256sum = async (path: string) => `sha256:${(await run('sha256sum', [path])).stdout.split(' ')[0]}`;
const stdio = (command: string, args: string[], cwd: string, env: Record<string, string> = npmEnv): ArtifactTarget => ({ transport: 'stdio', command, args, cwd, env });

beforeAll(async () => {
  registry = await startRegistry(work);
  v1 = await registry.publish(writePackage('1.0.0'));
  v2 = await registry.publish(writePackage('1.1.0'));
  npmEnv = isolatedNpmEnv(work, registry.url);
}, 120_000);

afterAll(async () => {
  await registry?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npx: the version and integrity the start itself installed into the npm cache', () => {
  it('a floating `npx -y pkg` resolves to the latest the registry served, with its integrity, and a pinned form that runs it', async () => {
    const ran = await run('npx', ['-y', PKG, '--version'], { cwd: work, env: npmEnv });
    expect(ran.stdout.trim()).toBe('1.1.0');
    const artifact = await resolveArtifact(stdio('npx', ['-y', PKG, '--transport', 'stdio'], work));
    expect(artifact).toEqual({ kind: 'npm', start: 'npx', floating: true, requested: PKG, name: PKG, version: v2.version, integrity: v2.integrity, source: 'npx-cache', pinned: `npx -y ${PKG}@1.1.0` });
    // The pinned form is a working start: it runs the version that was resolved.
    const [command, ...args] = (artifact as { pinned: string }).pinned.split(' ');
    expect((await run(command!, [...args, '--version'], { cwd: work, env: npmEnv })).stdout.trim()).toBe('1.1.0');
  }, 120_000);

  it('an exact version through -p is not floating, and reads its own cache folder', async () => {
    await run('npx', ['--yes', '-p', `${PKG}@1.0.0`, 'mcp-srv', '--version'], { cwd: work, env: npmEnv });
    const artifact = await resolveArtifact(stdio('npx', ['--yes', '-p', `${PKG}@1.0.0`, 'mcp-srv'], work));
    expect(artifact).toMatchObject({ kind: 'npm', floating: false, version: '1.0.0', integrity: v1.integrity, pinned: `npx --yes -p ${PKG}@1.0.0 mcp-srv` });
  }, 120_000);

  it('npm exec reads the same cache as npx', async () => {
    await run('npm', ['exec', '--yes', '--package=@demo/mcp-srv@latest', '--', 'mcp-srv', '--version'], { cwd: work, env: npmEnv });
    const artifact = await resolveArtifact(stdio('npm', ['exec', '--yes', '--package=@demo/mcp-srv@latest', '--', 'mcp-srv'], work));
    expect(artifact).toMatchObject({ kind: 'npm', start: 'npm-exec', floating: true, version: '1.1.0', integrity: v2.integrity, pinned: `npm exec --yes --package=${PKG}@1.1.0 -- mcp-srv` });
  }, 120_000);

  it('a start that never ran here is unresolved, not guessed', async () => {
    expect(await resolveArtifact(stdio('npx', ['-y', `${PKG}@0.9.0`], work))).toEqual({ kind: 'unresolved', start: 'npx', reason: 'not-installed', floating: false, requested: `${PKG}@0.9.0` });
    expect(await resolveArtifact(stdio('npx', ['-y', 'github:org/repo'], work))).toMatchObject({ kind: 'unresolved', reason: 'unsupported-spec' });
  });

  it("a package the project depends on: npx runs the project's copy, pinned by the project's package-lock.json", async () => {
    const app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '0.0.0', private: true }));
    await run('npm', ['install', '--no-audit', '--no-fund', `${PKG}@1.0.0`], { cwd: app, env: npmEnv });
    const artifact = await resolveArtifact(stdio('npx', ['-y', PKG], app));
    expect(artifact).toMatchObject({ kind: 'npm', floating: true, version: '1.0.0', integrity: v1.integrity, source: 'package-lock' });
    // A tag against the installed copy depends on what the registry says now: not decided offline.
    expect(await resolveArtifact(stdio('npx', ['-y', `${PKG}@latest`], app))).toMatchObject({ kind: 'unresolved', reason: 'ambiguous' });
    // `node node_modules/…/bin/server.mjs`: the script, its package and the lockfile's integrity for it.
    const script = join(app, 'node_modules', '@demo', 'mcp-srv', 'bin', 'server.mjs');
    expect(await resolveArtifact(stdio('node', ['node_modules/@demo/mcp-srv/bin/server.mjs'], app))).toEqual({
      kind: 'node-script',
      start: 'node',
      floating: false,
      entry: script,
      sha256: await sha256sum(script),
      package: { name: PKG, version: '1.0.0', integrity: v1.integrity },
    });
  }, 120_000);
});

describe('scripts and executables', () => {
  it('node server.js in a temp package: its package name and version and the SHA-256 sha256sum gives', async () => {
    const dir = join(work, 'own');
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'own-server', version: '3.1.4' }));
    writeFileSync(join(dir, 'dist', 'server.js'), 'console.log("own")\n');
    expect(await resolveArtifact(stdio(process.execPath, ['--enable-source-maps', 'dist/server.js'], dir), { machine: { cwd: dir } })).toEqual({
      kind: 'node-script',
      start: 'node',
      floating: false,
      entry: '<cwd>/dist/server.js',
      sha256: await sha256sum(join(dir, 'dist', 'server.js')),
      package: { name: 'own-server', version: '3.1.4' },
    });
    expect(await resolveArtifact(stdio('node', ['missing.js'], dir))).toMatchObject({ kind: 'unresolved', reason: 'not-found' });
  });

  it('an executable found on the server PATH through a symlink: the real path and its SHA-256', async () => {
    const bin = join(work, 'pathdir');
    const real = join(work, 'tools', 'real-server');
    mkdirSync(bin, { recursive: true });
    mkdirSync(join(work, 'tools'), { recursive: true });
    writeFileSync(real, '#!/bin/sh\necho real\n');
    chmodSync(real, 0o755);
    symlinkSync(real, join(bin, 'my-server'));
    const env = { PATH: `${join(work, 'nowhere')}:${bin}` };
    expect(await resolveArtifact(stdio('my-server', ['--stdio'], work, env))).toEqual({ kind: 'executable', start: 'executable', floating: false, path: real, sha256: await sha256sum(real) });
    // Relative to the server's folder, as the start resolves it.
    expect(await resolveArtifact(stdio('./tools/real-server', [], work, {}))).toMatchObject({ kind: 'executable', path: real });
    // A file that is not executable is not what the start would run.
    chmodSync(real, 0o644);
    expect(await resolveArtifact(stdio('my-server', [], work, env))).toMatchObject({ kind: 'unresolved', reason: 'not-found' });
  });

  it('uvx and docker say plainly what was not resolved, and whether the start floats', async () => {
    // No uv cache under this HOME: nothing uvx left to read (test/artifact/python.int.test.ts builds one).
    expect(await resolveArtifact(stdio('uvx', ['mcp-server-time'], work))).toEqual({ kind: 'unresolved', start: 'uvx', reason: 'not-installed', floating: true, requested: 'mcp-server-time' });
    // No engine answers on a test machine without a daemon, and a running one holds no such image: never a digest.
    const image = await resolveArtifact(stdio('docker', ['run', '-i', '--rm', 'mcpward-test/none:1'], work, { PATH: process.env.PATH ?? '' }), { engineTimeoutMs: 3_000 });
    expect(image).toMatchObject({ kind: 'unresolved', start: 'docker', floating: true, requested: 'mcpward-test/none:1' });
    expect(['no-engine', 'not-installed']).toContain((image as { reason: string }).reason);
  });

  it('an image by tag pins the digest a live engine holds for it; without an engine this says so', async () => {
    // Only an image pulled from a registry has a repository digest; the test uses one the engine
    // already holds (it pulls nothing: no test reaches the internet).
    const engine = await promisify(execFile)('docker', ['images', '--digests', '--format', '{{.Repository}}:{{.Tag}} {{.Digest}}'], { timeout: 5_000 }).then(
      (r) => r.stdout,
      () => undefined,
    );
    const held = engine?.split('\n').map((line) => line.split(' ')).find(([ref, digest]) => ref !== undefined && !ref.includes('<none>') && digest?.startsWith('sha256:'));
    if (held === undefined) {
      console.warn(engine === undefined ? 'artifact: no container engine answers here, so the live image-digest test did not run' : 'artifact: the container engine holds no pulled image, so the live image-digest test did not run');
      expect(await resolveArtifact(stdio('docker', ['run', '-i', 'mcpward-test/none:1'], work, { PATH: process.env.PATH ?? '' }), { engineTimeoutMs: 3_000 })).toMatchObject({ kind: 'unresolved' });
      return;
    }
    const [ref, digest] = held as [string, string];
    expect(await resolveArtifact(stdio('docker', ['run', '-i', '--rm', ref], work, { PATH: process.env.PATH ?? '' }))).toMatchObject({
      kind: 'image',
      floating: true,
      requested: ref,
      digest,
      pinned: expect.stringContaining(`@${digest}`) as unknown as string,
    });
  });

  it('an HTTP server: the URL without credentials or query, and what it reported', async () => {
    expect(await resolveArtifact({ transport: 'http', url: 'https://user:pw@mcp.example/v1/mcp?key=secret#x', env: {}, serverInfo: { name: 'srv', version: '2.0.0' } })).toEqual({
      kind: 'url',
      url: 'https://mcp.example/v1/mcp',
      serverInfo: { name: 'srv', version: '2.0.0' },
    });
  });
});

describe('baseline pins the artifact', () => {
  const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'lockfile.schema.json'), 'utf8')) as object);
  const SECRET = 'artifact-secret-value-4711';

  it('a fleet: every server gets its artifact, valid against the schema, with no environment value in it', async () => {
    const npxEnv = { npm_config_registry: registry.url, npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false', API_TOKEN: SECRET };
    const p = project({
      servers: {
        packaged: { command: 'npx', args: ['-y', PKG, '--transport', 'stdio'], env: npxEnv },
        script: { command: process.execPath, args: [fixturePath('calls'), '--transport', 'stdio'], env: { API_TOKEN: SECRET } },
      },
    });
    const result = await runCli(['baseline'], { cwd: p.dir, timeoutMs: 180_000 });
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(registry.url);
    const fleet = JSON.parse(text) as { servers: Record<string, Lockfile> };
    for (const entry of Object.values(fleet.servers)) expect(validate(entry), JSON.stringify(validate.errors)).toBe(true);
    // npx installed into the default cache under the server's HOME (the project folder here).
    expect(fleet.servers.packaged!.artifact).toEqual({ kind: 'npm', start: 'npx', floating: true, requested: PKG, name: PKG, version: '1.1.0', integrity: v2.integrity, source: 'npx-cache', pinned: `npx -y ${PKG}@1.1.0` });
    const script = fleet.servers.script!.artifact as Extract<LockedArtifact, { kind: 'node-script' }>;
    expect(script).toMatchObject({ kind: 'node-script', floating: false, sha256: await sha256sum(realpathSync(fixturePath('calls'))) });
    expect(script.package?.name).toBeDefined();
  }, 240_000);

  it('one server; a lockfile without the block (written before it existed) still diffs clean', async () => {
    const p = project({ server: { command: process.execPath, args: [fixturePath('calls'), '--transport', 'stdio'] } });
    expect((await runCli(['baseline'], { cwd: p.dir })).code).toBe(0);
    const path = join(p.dir, 'mcpward.lock.json');
    const lock = JSON.parse(readFileSync(path, 'utf8')) as Lockfile;
    expect(lock.artifact).toMatchObject({ kind: 'node-script', sha256: await sha256sum(realpathSync(fixturePath('calls'))) });
    delete lock.artifact;
    writeFileSync(path, JSON.stringify(lock));
    const diff = await runCli(['diff', '--reporter', 'json'], { cwd: p.dir });
    expect(diff.code, diff.stderr).toBe(0);
    expect((JSON.parse(diff.stdout) as { findings: Array<{ status: string }> }).findings.filter((f) => f.status === 'fail')).toEqual([]);
  }, 120_000);

  it('run: an npx start without a version is floating_start with the pinned command; a script on disk passes', async () => {
    const npxEnv = { npm_config_registry: registry.url, npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' };
    const p = project({
      servers: {
        packaged: { command: 'npx', args: ['-y', PKG, '--transport', 'stdio'], env: npxEnv },
        script: { command: process.execPath, args: [fixturePath('calls'), '--transport', 'stdio'] },
      },
      calls: { enabled: false },
    });
    const result = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, timeoutMs: 180_000 });
    const report = JSON.parse(result.stdout) as { servers: Array<{ fleetName: string; findings: Array<{ rule: string; status: string; severity: string; args: Record<string, unknown> }> }> };
    const floating = (name: string) => report.servers.find((s) => s.fleetName === name)!.findings.filter((f) => f.rule === 'floating_start');
    expect(floating('packaged')).toEqual([expect.objectContaining({ status: 'fail', severity: 'medium', args: { start: 'npx', requested: PKG, version: '1.1.0', pinned: `npx -y ${PKG}@1.1.0` } })]);
    expect(floating('script')).toEqual([expect.objectContaining({ status: 'pass', args: { start: 'node' } })]);
  }, 240_000);

  it('accept sees floating_start as run does, and the next run honours the entry', async () => {
    const npxEnv = { npm_config_registry: registry.url, npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' };
    const p = project({ server: { command: 'npx', args: ['-y', PKG, '--transport', 'stdio'], env: npxEnv }, calls: { enabled: false } });
    const accept = await runCli(['accept', '--rule', 'floating_start', '--reason', 'upgrades are reviewed upstream'], { cwd: p.dir, timeoutMs: 180_000 });
    expect(accept.code, accept.stderr).toBe(0);
    const rerun = await runCli(['run', '--reporter', 'json'], { cwd: p.dir, timeoutMs: 180_000 });
    const findings = (JSON.parse(rerun.stdout) as { findings: Array<{ rule: string; status: string; accepted?: { reason: string } }> }).findings.filter((f) => f.rule === 'floating_start');
    expect(findings).toEqual([expect.objectContaining({ status: 'warn', accepted: { reason: 'upgrades are reviewed upstream' } })]);
  }, 240_000);
});

