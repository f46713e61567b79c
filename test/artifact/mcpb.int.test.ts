/**
 * The bundle identity against bundles made at test time by the official tools, as a publisher
 * makes them: `mcpb pack`, throwaway certificates from `openssl`, `mcpb sign` (fixtures/mcpb/make.sh).
 * The expected fingerprint comes from `openssl x509 -fingerprint`, not from the code under test.
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectBundle } from '../../src/artifact/mcpb.js';

const MAKE = join(import.meta.dirname, '../../fixtures/mcpb/make.sh');
let dir = '';
const read = (name: string): Buffer => readFileSync(join(dir, name));
const now = new Date();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcpward-mcpb-'));
  execFileSync('bash', [MAKE, dir], { stdio: 'pipe', timeout: 120_000 });
}, 150_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bundles packed and signed by the official mcpb CLI', () => {
  it('tells a good, a tampered and an unsigned bundle apart', () => {
    const opensslFingerprint = execFileSync('openssl', ['x509', '-in', join(dir, 'self-signed.pem'), '-noout', '-fingerprint', '-sha256'], { encoding: 'utf8' })
      .split('=')[1]!.trim().replaceAll(':', '').toLowerCase();
    const good = inspectBundle(read('self-signed.mcpb'), now);
    expect(good.signature).toMatchObject({ status: 'verified', chain: 'self-signed', signer: { fingerprint256: opensslFingerprint } });
    expect(good.manifest).toMatchObject({ name: 'mcpward-fixture-bundle', version: '1.2.3' });

    const tampered = Buffer.from(read('self-signed.mcpb'));
    const at = tampered.indexOf('mcpward-fixture-bundle');
    // A stored or deflated byte of the archive, well before the signature block.
    tampered[Math.max(at, 40)] = tampered[Math.max(at, 40)]! ^ 0x20;
    expect(inspectBundle(tampered, now).signature).toMatchObject({ status: 'invalid', reason: 'digest-mismatch' });

    expect(inspectBundle(read('unsigned.mcpb'), now).signature).toEqual({ status: 'unsigned' });
  });

  it('follows a CA chain the signer carries, and refuses an impostor intermediate', () => {
    const leaf = execFileSync('openssl', ['x509', '-in', join(dir, 'leaf.pem'), '-noout', '-fingerprint', '-sha256'], { encoding: 'utf8' })
      .split('=')[1]!.trim().replaceAll(':', '').toLowerCase();
    expect(inspectBundle(read('chain-with-root.mcpb'), now).signature).toMatchObject({ status: 'verified', chain: 'root-carried', chainLength: 3, signer: { fingerprint256: leaf, selfSigned: false } });
    expect(inspectBundle(read('chain-without-root.mcpb'), now).signature).toMatchObject({ status: 'verified', chain: 'incomplete' });
    expect(inspectBundle(read('chain-impostor.mcpb'), now).signature).toMatchObject({ status: 'invalid', reason: 'chain-broken' });
  });
});
