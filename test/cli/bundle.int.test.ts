/**
 * `server.bundle`: mcpward starts the server an MCP Bundle's manifest names, from the bundle
 * packed and signed by the official mcpb CLI (fixtures/mcpb), with `${user_config.*}` from the
 * config, and leaves no unpacked folder behind.
 */

import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { fixturePath, repoRoot } from '../helpers/servers.js';
import { runCli } from '../support/cli.js';

const root = mkdtempSync(join(tmpdir(), 'mcpward-bundle-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const temp = join(root, 'tmp');
mkdirSync(temp);
copyFileSync(join(repoRoot, 'fixtures/mcpb/self-signed.mcpb'), join(root, 'server.mcpb'));

describe.runIf(process.platform !== 'win32')('a server started from an MCP Bundle', () => {
  it('runs the manifest’s command with the configured user_config, and removes the unpacked folder', async () => {
    writeFileSync(join(root, 'mcpward.yaml'), stringify({ server: { bundle: './server.mcpb', user_config: { fixture: fixturePath('legacy') } } }));
    const r = await runCli(['run', '--no-calls', '--reporter', 'json', '--config', join(root, 'mcpward.yaml')], { cwd: root, env: { TMPDIR: temp } });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).server.name).toBe('legacy-fixture');
    expect(readdirSync(temp).filter((name) => name.startsWith('mcpward-bundle-'))).toEqual([]);
  });

  it('a setting the manifest requires and the config leaves out is exit 2 naming its key', async () => {
    writeFileSync(join(root, 'missing.yaml'), stringify({ server: { bundle: './server.mcpb' } }));
    const r = await runCli(['run', '--no-calls', '--config', join(root, 'missing.yaml')], { cwd: root, env: { TMPDIR: temp } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('server.user_config.fixture');
    expect(readdirSync(temp).filter((name) => name.startsWith('mcpward-bundle-'))).toEqual([]);
  });

  it('bundle and command together are a config error', async () => {
    writeFileSync(join(root, 'both.yaml'), stringify({ server: { bundle: './server.mcpb', command: 'node' } }));
    const r = await runCli(['run', '--no-calls', '--config', join(root, 'both.yaml')], { cwd: root });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('server.bundle');
  });
});
