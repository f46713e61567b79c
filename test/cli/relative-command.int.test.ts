import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { fixturePath } from '../helpers/servers.js';
import { runCli } from '../support/cli.js';

// A config beside its server script, run from another folder: the script is found beside the
// config, as the lockfile and the accepted file are (issue 26).
const root = mkdtempSync(join(tmpdir(), 'mcpward-relative-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const configDir = join(root, 'project', 'mcp');
const elsewhere = join(root, 'elsewhere');
mkdirSync(configDir, { recursive: true });
mkdirSync(elsewhere, { recursive: true });
const script = join(configDir, 'start.sh');
// The script records where it runs, so the test sees the working folder the server got.
writeFileSync(script, `#!/bin/sh\npwd > started-in\nexec "${process.execPath}" "${fixturePath('legacy')}" --transport stdio\n`);
chmodSync(script, 0o755);

describe.runIf(process.platform !== 'win32')('a relative server.command', () => {
  it('resolves against the config file’s folder, which is also the server’s working folder', async () => {
    writeFileSync(join(configDir, 'mcpward.yaml'), stringify({ server: { command: './start.sh' } }));
    const r = await runCli(['run', '--no-calls', '--config', join(configDir, 'mcpward.yaml')], { cwd: elsewhere });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(configDir, 'started-in'), 'utf8').trim()).toBe(configDir);
  });

  it('that does not exist is exit 2 naming the path tried, not the PATH', async () => {
    writeFileSync(join(configDir, 'missing.yaml'), stringify({ server: { command: './no-such-start.sh' } }));
    const r = await runCli(['run', '--no-calls', '--config', join(configDir, 'missing.yaml')], { cwd: elsewhere, env: { PATH: `/secret-folder-a:${process.env.PATH ?? ''}` } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${join(configDir, 'no-such-start.sh')} does not exist`);
    expect(r.stdout + r.stderr).not.toContain('/secret-folder-a');
  });

  it('a bare name not on PATH says how many folders were searched, not what they are', async () => {
    writeFileSync(join(configDir, 'bare.yaml'), stringify({ server: { command: 'mcpward-no-such-server' } }));
    const r = await runCli(['run', '--no-calls', '--config', join(configDir, 'bare.yaml')], { cwd: elsewhere, env: { PATH: `/secret-folder-b:${process.env.PATH ?? ''}` } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/could not start `mcpward-no-such-server`: not found on PATH \(\d+ folders? of the server environment's PATH searched\)/);
    expect(r.stdout + r.stderr).not.toContain('/secret-folder-b');
  });

  it('a bare name is looked up on PATH, never in the config file’s folder it runs in', async () => {
    const bin = join(root, 'bin');
    mkdirSync(bin, { recursive: true });
    // Same name in both places: the one beside the config would say so and fail the run.
    const onPath = join(bin, 'mcpward-bare-fixture');
    writeFileSync(onPath, `#!/bin/sh\necho path > "${join(root, 'bare-ran')}"\nexec "${process.execPath}" "${fixturePath('legacy')}" --transport stdio\n`);
    chmodSync(onPath, 0o755);
    const beside = join(configDir, 'mcpward-bare-fixture');
    writeFileSync(beside, `#!/bin/sh\necho config-folder > "${join(root, 'bare-ran')}"\nexit 1\n`);
    chmodSync(beside, 0o755);
    writeFileSync(join(configDir, 'bare-found.yaml'), stringify({ server: { command: 'mcpward-bare-fixture' } }));
    const r = await runCli(['run', '--no-calls', '--config', join(configDir, 'bare-found.yaml')], { cwd: elsewhere, env: { PATH: `${bin}:${process.env.PATH ?? ''}` } });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(root, 'bare-ran'), 'utf8').trim()).toBe('path');
  });

  it('with server.cwd set (relative to the config), the server runs there and a relative command resolves there', async () => {
    const sub = join(configDir, 'sub');
    mkdirSync(sub, { recursive: true });
    const inSub = join(sub, 'start.sh');
    writeFileSync(inSub, `#!/bin/sh\npwd > started-in\nexec "${process.execPath}" "${fixturePath('legacy')}" --transport stdio\n`);
    chmodSync(inSub, 0o755);
    writeFileSync(join(configDir, 'sub.yaml'), stringify({ server: { command: './start.sh', cwd: 'sub' } }));
    const r = await runCli(['run', '--no-calls', '--config', join(configDir, 'sub.yaml')], { cwd: elsewhere });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(sub, 'started-in'), 'utf8').trim()).toBe(sub);
  });
});
