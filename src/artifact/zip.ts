/**
 * Reads one file out of a ZIP archive (an MCP Bundle is one), by its central directory. Only what
 * a bundle needs: stored or deflated entries, no ZIP64, no encryption. The archive is untrusted, so
 * every offset is checked and the inflated size is capped.
 */

import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipRead =
  | { ok: true; data: Buffer }
  | { ok: false; code: 'not-zip' | 'missing' | 'unsupported' | 'too-large' | 'corrupt' };

/** The bytes of `name` in `archive`, inflated; at most `maxBytes` of them. */
export function readZipEntry(archive: Buffer, name: string, maxBytes: number): ZipRead {
  // The end-of-central-directory record is the last 22 bytes plus a comment of at most 64 KiB.
  const floor = Math.max(0, archive.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = archive.length - 22; i >= floor; i--) {
    if (archive.readUInt32LE(i) === EOCD) { eocd = i; break; }
  }
  if (eocd < 0) return { ok: false, code: 'not-zip' };
  const entries = archive.readUInt16LE(eocd + 10);
  const dirOffset = archive.readUInt32LE(eocd + 16);
  if (dirOffset === 0xffffffff || entries === 0xffff) return { ok: false, code: 'unsupported' };
  let at = dirOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > archive.length || archive.readUInt32LE(at) !== CENTRAL) return { ok: false, code: 'corrupt' };
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    if (at + 46 + nameLength > archive.length) return { ok: false, code: 'corrupt' };
    const entryName = archive.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (entryName !== name) continue;
    if (flags & 0x1) return { ok: false, code: 'unsupported' };
    if (size > maxBytes) return { ok: false, code: 'too-large' };
    if (local + 30 > archive.length || archive.readUInt32LE(local) !== LOCAL) return { ok: false, code: 'corrupt' };
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    if (dataStart + compressed > archive.length) return { ok: false, code: 'corrupt' };
    const raw = archive.subarray(dataStart, dataStart + compressed);
    if (method === 0) return { ok: true, data: Buffer.from(raw) };
    if (method !== 8) return { ok: false, code: 'unsupported' };
    try {
      // The declared size is the stranger's word: the cap holds whatever the stream inflates to.
      return { ok: true, data: inflateRawSync(raw, { maxOutputLength: maxBytes }) };
    } catch (error) {
      return { ok: false, code: (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'corrupt' };
    }
  }
  return { ok: false, code: 'missing' };
}
