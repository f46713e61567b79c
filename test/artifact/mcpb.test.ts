/**
 * MCP Bundle identity over bundles packed and signed by the official `mcpb` CLI with throwaway
 * certificates (fixtures/mcpb/make.sh rebuilds them; test/artifact/mcpb.int.test.ts runs the same
 * tools at test time). Fingerprints are computed here by Node's own X.509 parser, not by the code
 * under test.
 */

import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspectBundle } from '../../src/artifact/mcpb.js';

const DIR = join(import.meta.dirname, '../../fixtures/mcpb');
const NOW = new Date('2027-01-01T00:00:00Z');
const read = (name: string): Buffer => readFileSync(join(DIR, name));
const fingerprint = (pem: string): string => new X509Certificate(read(pem)).fingerprint256.replaceAll(':', '').toLowerCase();
const FOOTER = 'MCPB_SIG_END';

describe('MCP Bundle identity', () => {
  it('an unsigned bundle: its hash, its manifest, no signature', () => {
    const id = inspectBundle(read('unsigned.mcpb'), NOW);
    expect(id.signature).toEqual({ status: 'unsigned' });
    expect(id.sha256).toBe(id.archiveSha256);
    expect(id.manifest).toEqual({ name: 'mcpward-fixture-bundle', version: '1.2.3', manifestVersion: '0.3' });
  });

  it('a self-signed bundle verifies, names its signer by fingerprint, and signs the unsigned archive', () => {
    const id = inspectBundle(read('self-signed.mcpb'), NOW);
    expect(id.signature).toMatchObject({ status: 'verified', chain: 'self-signed', chainLength: 1, digest: 'sha256', validNow: true });
    if (id.signature.status !== 'verified') throw new Error('unreachable');
    expect(id.signature.signer).toMatchObject({ fingerprint256: fingerprint('self-signed.pem'), selfSigned: true, codeSigning: true, subject: 'CN=mcpward fixture publisher' });
    expect(id.archiveSha256).toBe(inspectBundle(read('unsigned.mcpb'), NOW).sha256);
    expect(id.sha256).not.toBe(id.archiveSha256);
  });

  it('a CA-issued bundle: the carried chain verifies up to its root, or as far as it is carried', () => {
    const whole = inspectBundle(read('chain-with-root.mcpb'), NOW).signature;
    expect(whole).toMatchObject({ status: 'verified', chain: 'root-carried', chainLength: 3 });
    expect(whole.status === 'verified' && whole.signer.fingerprint256).toBe(fingerprint('leaf.pem'));
    expect(whole.status === 'verified' && whole.signer.selfSigned).toBe(false);
    expect(inspectBundle(read('chain-without-root.mcpb'), NOW).signature).toMatchObject({ status: 'verified', chain: 'incomplete', chainLength: 2 });
  });

  it('an intermediate with the right name and the wrong key breaks the chain', () => {
    expect(inspectBundle(read('chain-impostor.mcpb'), NOW).signature).toMatchObject({ status: 'invalid', reason: 'chain-broken' });
  });

  it('a tampered archive no longer matches what was signed; its hash changes', () => {
    const signed = read('self-signed.mcpb');
    const tampered = Buffer.from(signed);
    tampered[60] = tampered[60]! ^ 0x01;
    const id = inspectBundle(tampered, NOW);
    expect(id.signature).toMatchObject({ status: 'invalid', reason: 'digest-mismatch' });
    expect(id.sha256).not.toBe(inspectBundle(signed, NOW).sha256);
  });

  it('a changed signature byte fails the signature, not the digest', () => {
    const signed = Buffer.from(read('self-signed.mcpb'));
    const last = signed.length - FOOTER.length - 1;
    signed[last] = signed[last]! ^ 0x01;
    expect(inspectBundle(signed, NOW).signature).toMatchObject({ status: 'invalid', reason: 'bad-signature' });
  });

  it('a block whose length does not land on the footer is malformed, not unsigned', () => {
    const signed = Buffer.from(read('self-signed.mcpb'));
    const at = signed.lastIndexOf('MCPB_SIG_V1') + 'MCPB_SIG_V1'.length;
    signed.writeUInt32LE(signed.readUInt32LE(at) + 1, at);
    expect(inspectBundle(signed, NOW).signature).toEqual({ status: 'invalid', reason: 'malformed' });
    const garbage = Buffer.concat([read('unsigned.mcpb'), Buffer.from('MCPB_SIG_V1'), Buffer.from([3, 0, 0, 0, 0x30, 0x81, 0x05]), Buffer.from(FOOTER)]);
    expect(inspectBundle(garbage, NOW).signature).toEqual({ status: 'invalid', reason: 'malformed' });
  });

  it('validity is judged at the time given: a certificate past its end is not valid now', () => {
    const later = inspectBundle(read('self-signed.mcpb'), new Date('2200-01-01T00:00:00Z')).signature;
    expect(later).toMatchObject({ status: 'verified', validNow: false });
  });

  it('no change to a signed bundle makes it throw', () => {
    const signed = read('chain-with-root.mcpb');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(signed.length - 1), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 }), fc.nat(signed.length), (flips, cut) => {
        const mutated = Buffer.from(signed);
        for (const [at, bits] of flips) mutated[at] = mutated[at]! ^ bits;
        for (const bytes of [mutated, mutated.subarray(0, cut)]) {
          const id = inspectBundle(bytes, NOW);
          expect(['unsigned', 'invalid', 'verified']).toContain(id.signature.status);
        }
      }),
      { seed: 20261204, numRuns: 300 },
    );
  });
});
