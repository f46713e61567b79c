/**
 * `server.bundle`: mcpward starts the server an MCP Bundle's manifest names, from the bundle
 * packed and signed by the official mcpb CLI (fixtures/mcpb), with `${user_config.*}` from the
 * config, and leaves no unpacked folder behind.
 */

import { createHash, X509Certificate } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
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

  it('baseline pins the bundle: its hashes, manifest, and the verified signer, in the published lockfile schema', async () => {
    writeFileSync(join(root, 'pin.yaml'), stringify({ server: { bundle: './server.mcpb', user_config: { fixture: fixturePath('legacy') } }, checks: { drift: { baseline: './pin.lock.json' } } }));
    const r = await runCli(['baseline', '--config', join(root, 'pin.yaml')], { cwd: root, env: { TMPDIR: temp } });
    expect(r.code, r.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(root, 'pin.lock.json'), 'utf8')) as { artifact: Record<string, unknown> };
    const file = readFileSync(join(root, 'server.mcpb'));
    const signer = new X509Certificate(readFileSync(join(repoRoot, 'fixtures/mcpb/self-signed.pem'))).fingerprint256.replaceAll(':', '').toLowerCase();
    expect(lock.artifact).toEqual({
      kind: 'mcpb', start: 'mcpb', floating: false, file: 'server.mcpb',
      sha256: `sha256:${createHash('sha256').update(file).digest('hex')}`,
      archiveSha256: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      name: 'mcpward-fixture-bundle', version: '1.2.3',
      signature: { status: 'verified', signer, subject: 'CN=mcpward fixture publisher', issuer: 'CN=mcpward fixture publisher', chain: 'self-signed' },
    });
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'lockfile.schema.json'), 'utf8')) as object);
    expect(validate(lock), JSON.stringify(validate.errors)).toBe(true);
    const diff = await runCli(['diff', '--config', join(root, 'pin.yaml')], { cwd: root, env: { TMPDIR: temp } });
    expect(diff.code, diff.stderr).toBe(0);
  });

  it('diff grades what changed in the bundle: another signer is high, a tampered archive is high', async () => {
    const config = join(root, 'grade.yaml');
    writeFileSync(config, stringify({ server: { bundle: './graded.mcpb', user_config: { fixture: fixturePath('legacy') } }, checks: { drift: { baseline: './grade.lock.json' } } }));
    copyFileSync(join(repoRoot, 'fixtures/mcpb/self-signed.mcpb'), join(root, 'graded.mcpb'));
    expect((await runCli(['baseline', '--config', config], { cwd: root, env: { TMPDIR: temp } })).code).toBe(0);
    const findings = async () => {
      const r = await runCli(['diff', '--reporter', 'json', '--config', config], { cwd: root, env: { TMPDIR: temp } });
      const report = JSON.parse(r.stdout) as { findings: Array<{ rule: string; status: string; severity: string }> };
      return { code: r.code, failing: report.findings.filter((f) => f.status === 'fail').map((f) => `${f.rule}:${f.severity}`).sort() };
    };
    expect(await findings()).toEqual({ code: 0, failing: [] });
    // The same archive, signed by a CA-issued leaf instead of the pinned self-signed certificate.
    copyFileSync(join(repoRoot, 'fixtures/mcpb/chain-with-root.mcpb'), join(root, 'graded.mcpb'));
    expect(await findings()).toEqual({ code: 1, failing: ['bundle_signer_changed:high'] });
    const tampered = readFileSync(join(repoRoot, 'fixtures/mcpb/self-signed.mcpb'));
    tampered[60] = tampered[60]! ^ 0x01;
    writeFileSync(join(root, 'graded.mcpb'), tampered);
    const r = await runCli(['diff', '--reporter', 'json', '--config', config], { cwd: root, env: { TMPDIR: temp } });
    // A flipped byte may also break the archive itself; either way the run must fail on the signature.
    expect(r.code, r.stderr).not.toBe(0);
    if (r.code === 1) expect(r.stdout).toContain('bundle_signature_invalid');
  });

  it('a registry server.json is held against the bundle that runs: its fileSha256 and version', async () => {
    const sha = createHash('sha256').update(readFileSync(join(root, 'server.mcpb'))).digest('hex');
    const manifest = (fileSha256: string) => ({ name: 'io.github.example/fixture', version: '1.2.3', packages: [{ registryType: 'mcpb', identifier: 'https://example.com/server.mcpb', version: '1.2.3', fileSha256, transport: { type: 'stdio' } }] });
    const config = join(root, 'registry.yaml');
    writeFileSync(config, stringify({ server: { bundle: './server.mcpb', registry_manifest: './server.json', user_config: { fixture: fixturePath('legacy') } } }));
    const mismatches = async () => {
      const r = await runCli(['run', '--no-calls', '--reporter', 'json', '--config', config], { cwd: root, env: { TMPDIR: temp } });
      return (JSON.parse(r.stdout) as { findings: Array<{ rule: string; status: string; args: Record<string, unknown> }> }).findings.filter((f) => f.rule === 'registry_manifest_mismatch' && f.status !== 'pass').map((f) => String(f.args.field)).sort();
    };
    writeFileSync(join(root, 'server.json'), JSON.stringify(manifest(sha)));
    // The fixture server reports its own version, not the bundle's: that difference is real and reported.
    expect(await mismatches()).toEqual(['server-version']);
    writeFileSync(join(root, 'server.json'), JSON.stringify(manifest('0'.repeat(64))));
    expect(await mismatches()).toEqual(['file-sha256', 'server-version']);
    writeFileSync(join(root, 'server.json'), '{ not json');
    const bad = await runCli(['run', '--no-calls', '--config', config], { cwd: root, env: { TMPDIR: temp } });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('server.registry_manifest');
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
