import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resolveArtifact, type ArtifactTarget } from '../../src/edge/artifact.js';
import type { Lockfile, PythonArtifact } from '../../src/snapshot/lockfile.js';
import { repoRoot } from '../helpers/servers.js';
import { project, runCli } from '../support/cli.js';

/**
 * Python artifacts against a real venv: python3 -m venv, the `mcp` SDK from the package index pip
 * is configured with (the local mirror first, as scripts/python-venv.sh does), and our own server
 * distribution (fixtures/python/mcpward-demo) built into wheels by pip and installed by pip, so
 * the RECORD is the one pip writes. uv and pipx are not installed here: their layouts are built
 * the way they lay them out (a real venv at the path uv or pipx would use, filled by a real pip
 * install), and neither uv nor pipx runs. Where python3, venv or the index is missing, the file
 * says which step failed and runs only the test that says so.
 */

const run = promisify(execFile);
const work = realpathSync(mkdtempSync(join(tmpdir(), 'mcpward-python-')));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const DIST = 'mcpward-demo-server';
const REQ = 'mcpward-demo.server';
const venv = join(work, 'venv');
const python = join(venv, 'bin', 'python');
const pip = join(venv, 'bin', 'pip');
const wheels = join(work, 'wheels');
const index = existsSync('/opt/pypi/simple') ? ['--index-url', 'file:///opt/pypi/simple'] : [];
const quiet = ['-q', '--disable-pip-version-check'];

/** Builds the venv and the two wheels; the failed step and its output when the machine cannot. */
async function prepare(): Promise<{ ok: true } | { ok: false; step: string; detail: string }> {
  const step = async (name: string, command: string, args: string[]) => {
    try {
      await run(command, args, { cwd: work, timeout: 300_000, env: { ...process.env, PIP_NO_INPUT: '1' } });
      return undefined;
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      return { ok: false as const, step: name, detail: (e.stderr || e.message).trim().split('\n').slice(-5).join('\n') };
    }
  };
  if (process.platform === 'win32') return { ok: false, step: 'platform', detail: 'the venv layout built here is the POSIX one' };
  const failed =
    (await step('python3 -m venv', 'python3', ['-m', 'venv', venv])) ??
    (await step('pip install mcp', pip, ['install', ...quiet, ...index, 'mcp==2.3.0']));
  if (failed) return failed;
  for (const version of ['1.0.0', '1.1.0']) {
    const src = join(work, 'src', version);
    cpSync(join(repoRoot, 'fixtures', 'python', 'mcpward-demo'), src, { recursive: true });
    const pyproject = join(src, 'pyproject.toml');
    writeFileSync(pyproject, readFileSync(pyproject, 'utf8').replace('version = "0.0.0"', `version = "${version}"`));
    const built = await step(`pip wheel ${version}`, pip, ['wheel', ...quiet, '--no-deps', ...index, '-w', wheels, src]);
    if (built) return built;
  }
  return (await step('pip install the fixture', pip, ['install', ...quiet, '--no-deps', '--no-index', '--find-links', wheels, `${REQ}==1.0.0`])) ?? { ok: true };
}

const prepared = await prepare();

/** Installs a wheel of the fixture into another environment with the venv's pip, as a uv or pipx environment would hold it. */
async function installInto(target: string, version: string): Promise<void> {
  await run('python3', ['-m', 'venv', '--without-pip', target], { timeout: 120_000 });
  await run(pip, ['--python', join(target, 'bin', 'python'), 'install', ...quiet, '--no-deps', '--no-index', '--find-links', wheels, `${REQ}==${version}`], { timeout: 120_000 });
}

const site = () => join(venv, 'lib', readdirSync(join(venv, 'lib')).find((d) => d.startsWith('python'))!, 'site-packages');

/** The content identity computed here independently: RECORD's hashed rows inside site-packages, without the installer's own files, sorted. */
function expectedRecord(sitePackages: string, version: string): string {
  const distInfo = `mcpward_demo_server-${version}.dist-info`;
  const rows = readFileSync(join(sitePackages, distInfo, 'RECORD'), 'utf8')
    .split('\n')
    .map((line) => line.split(','))
    .filter(([path, hash]) => path && hash && !path.startsWith('../') && !['INSTALLER', 'REQUESTED', 'RECORD', 'direct_url.json'].map((f) => `${distInfo}/${f}`).includes(path))
    .map(([path, hash]) => `${path},${hash}`)
    .sort();
  return `sha256:${createHash('sha256').update(rows.join('\n')).digest('hex')}`;
}

const stdio = (command: string, args: string[], env: Record<string, string> = {}, cwd = work): ArtifactTarget => ({ transport: 'stdio', command, args, cwd, env: { PATH: process.env.PATH ?? '', HOME: work, ...env } });

if (!prepared.ok) {
  describe('Python artifacts on a real venv', () => {
    it('did not run: the machine could not build the venv, and says which step failed', () => {
      process.stderr.write(`python artifacts: not run, ${prepared.step} failed:\n${prepared.detail}\n`);
      expect(prepared.step).toMatch(/^(platform|python3 -m venv|pip install mcp|pip wheel .*|pip install the fixture)$/);
    });
  });
} else {
  describe('python -m and a venv console script: the installed distribution', () => {
    it('python -m mod and the console script pin one distribution, name, version and RECORD, verified on disk', async () => {
      const record = expectedRecord(site(), '1.0.0');
      const byModule = await resolveArtifact(stdio(python, ['-m', 'mcpward_demo']));
      expect(byModule).toEqual({ kind: 'python', start: 'python', floating: false, requested: 'mcpward_demo', distribution: DIST, version: '1.0.0', record, verified: true, installer: 'pip', source: 'site-packages' });
      // The console script through a symlink elsewhere on PATH (as pipx and `uv tool install` expose them).
      const bin = join(work, 'pathbin');
      mkdirSync(bin, { recursive: true });
      symlinkSync(join(venv, 'bin', 'mcpward-demo'), join(bin, 'mcpward-demo'));
      const byScript = await resolveArtifact(stdio('mcpward-demo', [], { PATH: `${bin}:${process.env.PATH ?? ''}` }));
      expect(byScript).toEqual({ kind: 'python', start: 'executable', floating: false, distribution: DIST, version: '1.0.0', record, verified: true, installer: 'pip', source: 'site-packages' });
    }, 60_000);

    it('a module of the standard library, of the working folder, or not installed: unresolved with its reason', async () => {
      // json is not in the venv: the interpreter is asked (once) where its standard library is.
      expect(await resolveArtifact(stdio(python, ['-m', 'json.tool']))).toEqual({ kind: 'unresolved', start: 'python', floating: false, reason: 'not-distribution', requested: 'json.tool' });
      const project = join(work, 'shadow');
      mkdirSync(join(project, 'mcpward_demo'), { recursive: true });
      expect(await resolveArtifact(stdio(python, ['-m', 'mcpward_demo'], {}, project))).toMatchObject({ kind: 'unresolved', reason: 'not-distribution' });
      // -P (and -I) leave the working folder off sys.path: the installed distribution runs again.
      expect(await resolveArtifact(stdio(python, ['-P', '-m', 'mcpward_demo'], {}, project))).toMatchObject({ kind: 'python', distribution: DIST });
      expect(await resolveArtifact(stdio(python, ['-m', 'no_such_module_here']))).toMatchObject({ kind: 'unresolved', reason: 'not-installed' });
    }, 60_000);

    it('the system interpreter (not a venv) is asked for its site-packages: pip itself is a distribution there', async () => {
      const artifact = await resolveArtifact(stdio('python3', ['-m', 'pip']));
      expect(artifact).toMatchObject({ kind: 'python', start: 'python', distribution: 'pip', source: 'site-packages' });
      expect((artifact as PythonArtifact).record).toMatch(/^sha256:[0-9a-f]{64}$/);
    }, 60_000);
  });

  describe('uvx and pipx run: the environments uv and pipx leave (layouts built here; uv and pipx do not run)', () => {
    const uvCache = join(work, 'uv-cache');
    const uvEnv = (n: string) => join(uvCache, 'archive-v0', n);
    const link = (n: string, ih: string, rh: string) => {
      mkdirSync(join(uvCache, 'environments-v2', ih), { recursive: true });
      symlinkSync(uvEnv(n), join(uvCache, 'environments-v2', ih, rh));
    };

    it('uvx: one cached environment pins the start; two versions make a floating start ambiguous; an installed tool wins', async () => {
      await installInto(uvEnv('env-a'), '1.0.0');
      link('env-a', 'a1b2c3', 'd4e5f6');
      const env = { UV_CACHE_DIR: uvCache };
      const a = await resolveArtifact(stdio('uvx', [REQ, '--flag'], env));
      // The same wheel as the venv's, through another environment and path: the same identity.
      expect(a).toEqual({ kind: 'python', start: 'uvx', floating: true, requested: REQ, distribution: DIST, version: '1.0.0', record: expectedRecord(site(), '1.0.0'), verified: true, installer: 'pip', source: 'uv-cache', pinned: `uvx ${REQ}@1.0.0` });
      expect(await resolveArtifact(stdio('uvx', [`${REQ}@1.1.0`], env))).toMatchObject({ kind: 'unresolved', start: 'uvx', reason: 'not-installed', floating: false });
      // XDG_CACHE_HOME says where uv's cache is when UV_CACHE_DIR does not.
      mkdirSync(join(work, 'xdg'), { recursive: true });
      symlinkSync(uvCache, join(work, 'xdg', 'uv'));
      expect(await resolveArtifact(stdio('uv', ['tool', 'run', REQ], { XDG_CACHE_HOME: join(work, 'xdg') }))).toMatchObject({ kind: 'python', version: '1.0.0', pinned: `uv tool run ${REQ}@1.0.0` });

      await installInto(uvEnv('env-b'), '1.1.0');
      link('env-b', 'a1b2c3', '0f9e8d');
      expect(await resolveArtifact(stdio('uvx', [REQ], env))).toEqual({ kind: 'unresolved', start: 'uvx', floating: true, reason: 'ambiguous', requested: REQ });
      expect(await resolveArtifact(stdio('uvx', ['--from', `${REQ}==1.1.0`, 'mcpward-demo'], env))).toMatchObject({ kind: 'python', floating: false, version: '1.1.0', source: 'uv-cache', pinned: `uvx --from ${REQ}==1.1.0 mcpward-demo` });

      // `uv tool install` (UV_TOOL_DIR/<name>): what uvx runs for the bare name, unless --isolated.
      const tools = join(work, 'uv-tools');
      await installInto(join(tools, DIST), '1.0.0');
      expect(await resolveArtifact(stdio('uvx', [REQ], { ...env, UV_TOOL_DIR: tools }))).toMatchObject({ kind: 'python', version: '1.0.0', source: 'uv-tool' });
      expect(await resolveArtifact(stdio('uvx', ['--isolated', REQ], { ...env, UV_TOOL_DIR: tools }))).toMatchObject({ kind: 'unresolved', reason: 'ambiguous' });
    }, 180_000);

    it('pipx run: the run cache under PIPX_HOME, with the pinned --spec form; an expired cache entry is not what runs', async () => {
      const pipxHome = join(work, 'pipx');
      const cached = join(pipxHome, '.cache', '3f2a9c1d7b6e5a4');
      await installInto(cached, '1.1.0');
      const env = { PIPX_HOME: pipxHome };
      expect(await resolveArtifact(stdio('pipx', ['run', '--spec', REQ, 'mcpward-demo'], env))).toEqual({
        kind: 'python', start: 'pipx', floating: true, requested: REQ, distribution: DIST, version: '1.1.0', record: expect.stringMatching(/^sha256:/), verified: true, installer: 'pip', source: 'pipx-cache', pinned: `pipx run --spec ${REQ}==1.1.0 mcpward-demo`,
      });
      // init --from writes the start pinned, the server's own arguments unchanged.
      const client = join(work, 'client');
      mkdirSync(client, { recursive: true });
      writeFileSync(join(client, '.mcp.json'), JSON.stringify({ mcpServers: { demo: { command: 'pipx', args: ['run', '--spec', REQ, 'mcpward-demo', '--verbose-server'] } } }));
      const init = await runCli(['init', '--from', '.mcp.json'], { cwd: client, env });
      expect(init.code, init.stderr).toBe(0);
      const written = parse(readFileSync(join(client, 'mcpward.yaml'), 'utf8')) as { servers: Record<string, { command: string; args: string[] }> };
      expect(written.servers.demo).toMatchObject({ command: 'pipx', args: ['run', '--spec', `${REQ}==1.1.0`, 'mcpward-demo', '--verbose-server'] });
      writeFileSync(join(cached, 'pipx_expired_venv'), '');
      expect(await resolveArtifact(stdio('pipx', ['run', '--spec', REQ, 'mcpward-demo'], env))).toMatchObject({ kind: 'unresolved', reason: 'not-installed' });
    }, 120_000);
  });

  describe('baseline and diff through the built CLI', () => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'lockfile.schema.json'), 'utf8')) as object);
    type Report = { code: number | null; servers: Array<{ fleetName: string; findings: Array<{ rule: string; status: string; severity: string; args: Record<string, unknown> }> }> };
    const diff = async (dir: string): Promise<Report> => {
      const result = await runCli(['diff', '--reporter', 'json'], { cwd: dir, timeoutMs: 180_000 });
      expect(result.stdout, result.stderr).not.toBe('');
      return { code: result.code, ...(JSON.parse(result.stdout) as Omit<Report, 'code'>) };
    };
    const artifactFindings = (report: Report) =>
      report.servers.flatMap((s) => s.findings.filter((f) => f.rule.startsWith('artifact_') && f.status !== 'pass').map((f) => `${s.fleetName} ${f.rule} ${f.status} ${f.severity}`)).sort();

    it('baseline pins both starts; a modified install is artifact_republished (high, the run fails); an upgrade is artifact_changed (info)', async () => {
      const server = { env: { PYTHONDONTWRITEBYTECODE: '1' } };
      const p = project({
        servers: { module: { ...server, command: python, args: ['-m', 'mcpward_demo'] }, script: { ...server, command: join(venv, 'bin', 'mcpward-demo') } },
        calls: { enabled: false },
        timeouts: { connect_ms: 30_000 },
      });
      const baseline = await runCli(['baseline'], { cwd: p.dir, timeoutMs: 180_000 });
      expect(baseline.code, baseline.stderr).toBe(0);
      const fleet = JSON.parse(readFileSync(join(p.dir, 'mcpward.lock.json'), 'utf8')) as { servers: Record<string, Lockfile> };
      const record = expectedRecord(site(), '1.0.0');
      expect(fleet.servers.module!.artifact).toMatchObject({ kind: 'python', start: 'python', distribution: DIST, version: '1.0.0', record, verified: true });
      expect(fleet.servers.script!.artifact).toMatchObject({ kind: 'python', start: 'executable', distribution: DIST, version: '1.0.0', record, verified: true });
      for (const lock of Object.values(fleet.servers)) expect(validate(lock), JSON.stringify(validate.errors)).toBe(true);

      // One installed file changed by hand: the same release, content its RECORD does not describe.
      appendFileSync(join(site(), 'mcpward_demo', 'server.py'), '\n# changed after install\n');
      const tampered = await diff(p.dir);
      expect(artifactFindings(tampered)).toEqual(['module artifact_republished fail high', 'script artifact_republished fail high']);
      expect(tampered.code).not.toBe(0);

      // An upgrade (pip replaces the files): another version, the contract unchanged.
      await run(pip, ['install', ...quiet, '--no-deps', '--no-index', '--find-links', wheels, `${REQ}==1.1.0`], { timeout: 120_000 });
      const upgraded = await diff(p.dir);
      // Info: reported as a warning, and the run passes.
      expect(artifactFindings(upgraded)).toEqual(['module artifact_changed warn info', 'script artifact_changed warn info']);
      expect(upgraded.code).toBe(0);
    }, 400_000);
  });
}
