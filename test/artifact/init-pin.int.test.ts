import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isolatedNpmEnv, startRegistry, type LoopbackRegistry } from '../helpers/registry.js';
import { runCli } from '../support/cli.js';

/**
 * `mcpward init --from .mcp.json` against a real npm cache: a real `npx -y pkg` from the loopback
 * registry fills it, and the written mcpward.yaml starts `pkg@<that version>`. With an empty cache
 * the start is kept as written and the file says why it floats.
 */

const run = promisify(execFile);
const work = realpathSync(mkdtempSync(join(tmpdir(), 'mcpward-init-pin-')));
const PKG = '@demo/pin-srv';
let registry: LoopbackRegistry;
let npmEnv: Record<string, string>;

function writePackage(version: string): string {
  const dir = join(work, 'src', version);
  mkdirSync(join(dir, 'bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: PKG, version, bin: { 'pin-srv': 'bin/server.mjs' } }));
  writeFileSync(join(dir, 'bin', 'server.mjs'), `#!/usr/bin/env node\nconsole.log(${JSON.stringify(version)});\n`);
  chmodSync(join(dir, 'bin', 'server.mjs'), 0o755);
  return dir;
}

/** A project folder with the client's .mcp.json: the floating start and the server's own arguments. */
function clientProject(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { demo: { command: 'npx', args: ['-y', PKG, '--root', '/srv/data'] } } }));
  return dir;
}

beforeAll(async () => {
  registry = await startRegistry(work);
  await registry.publish(writePackage('1.0.0'));
  await registry.publish(writePackage('2.3.4'));
  npmEnv = isolatedNpmEnv(work, registry.url);
}, 120_000);

afterAll(async () => {
  await registry?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('init --from writes pinned starts', () => {
  it('a start that ran here is written with the version the npx cache holds, the server arguments unchanged, and says so', async () => {
    const ran = await run('npx', ['-y', PKG], { cwd: work, env: npmEnv });
    expect(ran.stdout.trim()).toBe('2.3.4');
    const dir = clientProject('cached');
    const result = await runCli(['init', '--from', '.mcp.json'], { cwd: dir, env: npmEnv });
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(join(dir, 'mcpward.yaml'), 'utf8');
    const config = parse(text) as { servers: Record<string, { command: string; args: string[] }> };
    expect(config.servers.demo).toEqual({ command: 'npx', args: ['-y', `${PKG}@2.3.4`, '--root', '/srv/data'] });
    expect(text).toContain(`# pinned from npx -y ${PKG}: 2.3.4, as installed in the npx cache\n  demo:`);
    expect(result.stderr).toContain(`"demo": npx -y ${PKG} pinned to 2.3.4`);
    // The written start works: it runs the pinned version.
    const pinned = config.servers.demo!;
    expect((await run(pinned.command, pinned.args.slice(0, 2), { cwd: work, env: npmEnv })).stdout.trim()).toBe('2.3.4');
  }, 120_000);

  it('with nothing in the cache the start is kept as written, with the reason it floats', async () => {
    const empty = { ...npmEnv, npm_config_cache: join(work, 'empty-cache') };
    const dir = clientProject('uncached');
    const result = await runCli(['init', '--from', '.mcp.json'], { cwd: dir, env: empty });
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(join(dir, 'mcpward.yaml'), 'utf8');
    const config = parse(text) as { servers: Record<string, { command: string; args: string[] }> };
    expect(config.servers.demo).toEqual({ command: 'npx', args: ['-y', PKG, '--root', '/srv/data'] });
    expect(text).toMatch(new RegExp(`# npx -y ${PKG} floats: .*Not pinned: nothing installed for it was found where the start installs;.*floating_start.*\\n  demo:`));
    expect(result.stderr).toMatch(/"demo": .* floats and could not be pinned offline \(nothing installed/);
  }, 120_000);
});
