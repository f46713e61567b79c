/**
 * The identity of an MCP Bundle (`.mcpb`): its hashes, its manifest's name and version, and its
 * signature. Pure over the file's bytes (the edge reads the file); `now` comes from the caller.
 *
 * A signed bundle is the ZIP archive followed by a block the official `mcpb sign` appends:
 * `MCPB_SIG_V1`, a 4-byte little-endian length, a DER PKCS#7 SignedData whose content is detached
 * (it is the archive before the block), and `MCPB_SIG_END`. What is verified here, and only this:
 * the archive's digest equals the signed `messageDigest` attribute; the signature over the signed
 * attributes verifies with the signer certificate's key; the certificates the bundle carries chain
 * from the signer upwards, each signed by the next. What is not: whether the chain ends at a root
 * anyone trusts (mcpward reads no trust store and goes online for no revocation list): it pins the
 * signer's certificate fingerprint instead, so a different signer is drift (docs/lockfile.md).
 */

import { createHash, verify, X509Certificate } from 'node:crypto';
import { children, content, type Der, DerError, encoded, expect, oid, readDer, TAG, time } from './der.js';
import { readZipEntry } from './zip.js';

const HEADER = Buffer.from('MCPB_SIG_V1', 'latin1');
const FOOTER = Buffer.from('MCPB_SIG_END', 'latin1');
/** A manifest larger than this is no manifest anyone wrote by hand or tool. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
/** Longer chains than this are not built by any CA; the walk stops rather than loop. */
const MAX_CHAIN = 8;

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  codeSigning: '1.3.6.1.5.5.7.3.3',
} as const;

const DIGESTS: Readonly<Record<string, 'sha256' | 'sha384' | 'sha512'>> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Signature algorithms whose verification needs no parameters beyond the digest: RSA PKCS#1 v1.5 and ECDSA. */
const SIGNATURES = new Set([
  '1.2.840.113549.1.1.1', // rsaEncryption, the digest named apart
  '1.2.840.113549.1.1.11', '1.2.840.113549.1.1.12', '1.2.840.113549.1.1.13',
  '1.2.840.10045.2.1', '1.2.840.10045.4.3.2', '1.2.840.10045.4.3.3', '1.2.840.10045.4.3.4',
]);

export interface BundleManifest {
  name?: string;
  version?: string;
  manifestVersion?: string;
}

export interface BundleSigner {
  subject: string;
  issuer: string;
  /** SHA-256 of the signer certificate's DER, lower-case hex: what the lockfile pins. */
  fingerprint256: string;
  serialNumber: string;
  validFrom: string;
  validTo: string;
  selfSigned: boolean;
  /** Whether the certificate allows code signing (extended key usage); null when it states no extended key usage. */
  codeSigning: boolean | null;
}

export type ChainStatus =
  /** The signer certificate signs itself: nothing vouches for it but the pin. */
  | 'self-signed'
  /** Every carried certificate up to a self-signed root verified. */
  | 'root-carried'
  /** Verified as far as the bundle carries certificates; the issuer of the last is not in the bundle. */
  | 'incomplete';

export type BundleSignature =
  | { status: 'unsigned' }
  | {
    status: 'invalid';
    /** `malformed`: the block or its DER does not parse; `digest-mismatch`: the archive is not the one signed (tampered); `bad-signature`: the signed attributes do not verify; `chain-broken`: a carried issuer's signature on a certificate does not verify. */
    reason: 'malformed' | 'digest-mismatch' | 'bad-signature' | 'no-signer-certificate' | 'unsupported-algorithm' | 'chain-broken';
    signer?: BundleSigner;
  }
  | {
    status: 'verified';
    signer: BundleSigner;
    chain: ChainStatus;
    /** Certificates in the chain that verified, the signer included. */
    chainLength: number;
    digest: 'sha256' | 'sha384' | 'sha512';
    /** The signing time the signer claims (not attested by a timestamp authority). */
    signingTime?: string;
    /** Every certificate of the chain within its validity at `now`. */
    validNow: boolean;
  };

export interface BundleIdentity {
  /** SHA-256 of the file as distributed, signature block included. */
  sha256: string;
  /** SHA-256 of the archive the signature covers (equal to `sha256` when unsigned). */
  archiveSha256: string;
  manifest: BundleManifest | { unresolved: 'not-zip' | 'missing' | 'unsupported' | 'too-large' | 'corrupt' | 'not-json' };
  signature: BundleSignature;
}

export function inspectBundle(file: Buffer, now: Date): BundleIdentity {
  const split = splitSignature(file);
  const archive = split.archive;
  return {
    sha256: sha256(file),
    archiveSha256: sha256(archive),
    manifest: readManifest(archive),
    signature: split.block === undefined ? { status: 'unsigned' } : split.block === 'malformed' ? { status: 'invalid', reason: 'malformed' } : verifyBlock(split.block, archive, now),
  };
}

/** A signature check that a malformed key or signature answers with false rather than a throw. */
function verifySignature(digest: string, data: Uint8Array, cert: X509Certificate, signature: Uint8Array): boolean {
  try {
    // The key is read inside the try: a certificate whose key does not decode throws on access.
    return verify(digest, data, cert.publicKey, signature);
  } catch {
    return false;
  }
}

/** The archive a bundle file carries: the file without its signature block, if it has one. */
export function bundleArchive(file: Buffer): Buffer {
  return splitSignature(file).archive;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The archive and the PKCS#7 block. Unsigned unless the file ends with the footer; with the footer,
 * a header whose length field lands exactly on it must exist, or the block is malformed (a bundle
 * that claims a signature it does not carry is not an unsigned bundle).
 */
function splitSignature(file: Buffer): { archive: Buffer; block?: Buffer | 'malformed' } {
  const footerAt = file.length - FOOTER.length;
  if (footerAt < 0 || !file.subarray(footerAt).equals(FOOTER)) return { archive: file };
  let at = file.lastIndexOf(HEADER, footerAt);
  while (at >= 0) {
    const lengthAt = at + HEADER.length;
    if (lengthAt + 4 <= footerAt && lengthAt + 4 + file.readUInt32LE(lengthAt) === footerAt) {
      return { archive: file.subarray(0, at), block: file.subarray(lengthAt + 4, footerAt) };
    }
    at = at === 0 ? -1 : file.lastIndexOf(HEADER, at - 1);
  }
  return { archive: file, block: 'malformed' };
}

function readManifest(archive: Buffer): BundleIdentity['manifest'] {
  const entry = readZipEntry(archive, 'manifest.json', MAX_MANIFEST_BYTES);
  if (!entry.ok) return { unresolved: entry.code };
  let parsed: unknown;
  try {
    parsed = JSON.parse(entry.data.toString('utf8'));
  } catch {
    return { unresolved: 'not-json' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { unresolved: 'not-json' };
  const m = parsed as Record<string, unknown>;
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  const out: BundleManifest = {};
  const name = text(m.name);
  const version = text(m.version);
  const manifestVersion = text(m.manifest_version) ?? text(m.dxt_version);
  if (name !== undefined) out.name = name;
  if (version !== undefined) out.version = version;
  if (manifestVersion !== undefined) out.manifestVersion = manifestVersion;
  return out;
}

interface SignerInfo {
  issuer: Uint8Array;
  serial: Uint8Array;
  digestOid: string;
  signedAttributes?: Der;
  signatureOid: string;
  signature: Uint8Array;
}

function verifyBlock(block: Buffer, archive: Buffer, now: Date): BundleSignature {
  let certificates: Array<{ der: Uint8Array; cert: X509Certificate }>;
  let signers: SignerInfo[];
  try {
    const contentInfo = children(expect(readDer(block), TAG.sequence));
    if (contentInfo.length < 2 || oid(contentInfo[0]!) !== OID.signedData) return { status: 'invalid', reason: 'malformed' };
    const signedData = children(expect(children(expect(contentInfo[1]!, TAG.context0))[0]!, TAG.sequence));
    const certs = signedData.find((d) => d.tag === TAG.context0);
    const infos = signedData[signedData.length - 1]!;
    certificates = certs ? children(certs).map((d) => ({ der: encoded(d), cert: new X509Certificate(encoded(d)) })) : [];
    signers = children(expect(infos, TAG.set)).map(parseSignerInfo);
  } catch (error) {
    if (error instanceof DerError || error instanceof TypeError || (error as { code?: string }).code?.startsWith('ERR_')) return { status: 'invalid', reason: 'malformed' };
    throw error;
  }
  if (signers.length === 0) return { status: 'invalid', reason: 'malformed' };
  let first: { signer: BundleSigner; cert: X509Certificate; digest: 'sha256' | 'sha384' | 'sha512'; signingTime?: Date } | undefined;
  for (const info of signers) {
    const match = certificates.find((c) => sameIssuerSerial(c.der, info));
    if (!match) return { status: 'invalid', reason: 'no-signer-certificate' };
    const signer = describe(match.der, match.cert);
    const digest = DIGESTS[info.digestOid];
    if (digest === undefined || !SIGNATURES.has(info.signatureOid)) return { status: 'invalid', reason: 'unsupported-algorithm', signer };
    const checked = checkSigner(info, digest, match.cert, archive);
    if (checked.reason) return { status: 'invalid', reason: checked.reason, signer };
    first ??= { signer, cert: match.cert, digest, ...(checked.signingTime ? { signingTime: checked.signingTime } : {}) };
  }
  const chain = walkChain(first!.cert, certificates.map((c) => c.cert));
  if (chain.status === 'broken') return { status: 'invalid', reason: 'chain-broken', signer: first!.signer };
  return {
    status: 'verified',
    signer: first!.signer,
    chain: chain.status,
    chainLength: chain.path.length,
    digest: first!.digest,
    ...(first!.signingTime ? { signingTime: first!.signingTime.toISOString() } : {}),
    // An unparseable date is no validity (NaN compares false).
    validNow: chain.path.every((c) => Date.parse(c.validFrom) <= now.getTime() && now.getTime() <= Date.parse(c.validTo)),
  };
}

function parseSignerInfo(node: Der): SignerInfo {
  const parts = children(expect(node, TAG.sequence));
  const issuerAndSerial = children(expect(parts[1]!, TAG.sequence));
  const digestAlgorithm = children(expect(parts[2]!, TAG.sequence));
  let i = 3;
  const signedAttributes = parts[i]?.tag === TAG.context0 ? parts[i++] : undefined;
  const signatureAlgorithm = children(expect(parts[i++]!, TAG.sequence));
  const signature = content(expect(parts[i]!, TAG.octetString));
  return {
    issuer: encoded(expect(issuerAndSerial[0]!, TAG.sequence)),
    serial: content(expect(issuerAndSerial[1]!, TAG.integer)),
    digestOid: oid(digestAlgorithm[0]!),
    ...(signedAttributes ? { signedAttributes } : {}),
    signatureOid: oid(signatureAlgorithm[0]!),
    signature,
  };
}

function checkSigner(info: SignerInfo, digest: 'sha256' | 'sha384' | 'sha512', cert: X509Certificate, archive: Buffer): { reason?: 'malformed' | 'digest-mismatch' | 'bad-signature'; signingTime?: Date } {
  const actual = createHash(digest).update(archive).digest();
  if (info.signedAttributes === undefined) {
    // No signed attributes: the signature is over the content itself.
    return verifySignature(digest, archive, cert, info.signature) ? {} : { reason: 'digest-mismatch' };
  }
  let messageDigest: Uint8Array | undefined;
  let contentType: string | undefined;
  let signingTime: Date | undefined;
  try {
    for (const attribute of children(info.signedAttributes)) {
      const [type, values] = children(expect(attribute, TAG.sequence));
      const value = children(expect(values!, TAG.set))[0];
      if (value === undefined) continue;
      const name = oid(type!);
      if (name === OID.messageDigest) messageDigest = content(expect(value, TAG.octetString));
      else if (name === OID.contentType) contentType = oid(value);
      else if (name === OID.signingTime) signingTime = time(value);
    }
  } catch (error) {
    if (error instanceof DerError) return { reason: 'malformed' };
    throw error;
  }
  // RFC 5652 §5.3: with signed attributes, content-type and message-digest must both be present.
  if (messageDigest === undefined || contentType !== OID.data) return { reason: 'malformed' };
  if (!Buffer.from(messageDigest).equals(actual)) return { reason: 'digest-mismatch' };
  // The signature covers the attributes' DER encoded as a SET, not with the [0] tag they carry here.
  const signed = Buffer.from(encoded(info.signedAttributes));
  signed[0] = TAG.set;
  if (!verifySignature(digest, signed, cert, info.signature)) return { reason: 'bad-signature' };
  return signingTime ? { signingTime } : {};
}

/** Whether a certificate's issuer name and serial number are the ones a SignerInfo names. */
function sameIssuerSerial(der: Uint8Array, info: SignerInfo): boolean {
  try {
    const tbs = children(expect(children(expect(readDer(der), TAG.sequence))[0]!, TAG.sequence));
    const offset = tbs[0]!.tag === TAG.context0 ? 1 : 0;
    const serial = content(expect(tbs[offset]!, TAG.integer));
    const issuer = encoded(expect(tbs[offset + 2]!, TAG.sequence));
    return Buffer.from(serial).equals(info.serial) && Buffer.from(issuer).equals(info.issuer);
  } catch {
    return false;
  }
}

function describe(der: Uint8Array, cert: X509Certificate): BundleSigner {
  const usage = cert.keyUsage as string[] | undefined;
  return {
    subject: cert.subject,
    issuer: cert.issuer,
    fingerprint256: sha256(der),
    serialNumber: cert.serialNumber.toLowerCase(),
    validFrom: isoDate(cert.validFrom),
    validTo: isoDate(cert.validTo),
    selfSigned: issues(cert, cert),
    codeSigning: usage === undefined ? null : usage.includes(OID.codeSigning),
  };
}

/** OpenSSL's rendering of a validity date as ISO 8601; a date it cannot render stays as given. */
function isoDate(text: string): string {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? text : new Date(ms).toISOString();
}

function issues(subject: X509Certificate, issuer: X509Certificate): boolean {
  try {
    return subject.checkIssued(issuer) && subject.verify(issuer.publicKey);
  } catch {
    return false;
  }
}

function walkChain(signer: X509Certificate, carried: X509Certificate[]): { status: ChainStatus | 'broken'; path: X509Certificate[] } {
  const path = [signer];
  let current = signer;
  for (let step = 0; step < MAX_CHAIN; step++) {
    if (issues(current, current)) return { status: path.length === 1 ? 'self-signed' : 'root-carried', path };
    const named = carried.filter((c) => c !== current && current.checkIssued(c));
    const next = named.find((c) => issues(current, c));
    // A carried certificate with the issuer's name whose key did not sign this one: the chain is forged or broken.
    if (!next) return { status: named.length > 0 ? 'broken' : 'incomplete', path };
    if (path.includes(next)) return { status: 'broken', path };
    path.push(next);
    current = next;
  }
  return { status: 'broken', path };
}
