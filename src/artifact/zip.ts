/**
 * Reads a ZIP archive (an MCP Bundle is one) by its central directory. Only what a bundle needs:
 * stored or deflated entries, no ZIP64, no encryption. The archive is untrusted, so every offset is
 * checked, inflated sizes are capped whatever the archive declares, and entry names that would
 * land outside the folder they are unpacked into are refused.
 */

import { inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipProblem = 'not-zip' | 'missing' | 'unsupported' | 'too-large' | 'corrupt';

export interface ZipEntry {
  name: string;
  directory: boolean;
  /** Unix permission bits when the archive was made on Unix, else undefined. */
  mode?: number;
  size: number;
  method: number;
  flags: number;
  compressed: number;
  local: number;
}

export type ZipRead = { ok: true; data: Buffer } | { ok: false; code: ZipProblem };

/** Every entry of the central directory, or why it cannot be read. */
export function listZip(archive: Buffer): { ok: true; entries: ZipEntry[] } | { ok: false; code: ZipProblem } {
  // The end-of-central-directory record is the last 22 bytes plus a comment of at most 64 KiB.
  const floor = Math.max(0, archive.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = archive.length - 22; i >= floor; i--) {
    if (archive.readUInt32LE(i) === EOCD) { eocd = i; break; }
  }
  if (eocd < 0) return { ok: false, code: 'not-zip' };
  const count = archive.readUInt16LE(eocd + 10);
  const dirOffset = archive.readUInt32LE(eocd + 16);
  if (dirOffset === 0xffffffff || count === 0xffff) return { ok: false, code: 'unsupported' };
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > archive.length || archive.readUInt32LE(at) !== CENTRAL) return { ok: false, code: 'corrupt' };
    const madeBy = archive.readUInt16LE(at + 4) >> 8;
    const nameLength = archive.readUInt16LE(at + 28);
    if (at + 46 + nameLength > archive.length) return { ok: false, code: 'corrupt' };
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const external = archive.readUInt32LE(at + 38);
    entries.push({
      name,
      directory: name.endsWith('/'),
      // 3 = Unix: the high half of the external attributes holds st_mode.
      ...(madeBy === 3 ? { mode: (external >>> 16) & 0o777 } : {}),
      flags: archive.readUInt16LE(at + 8),
      method: archive.readUInt16LE(at + 10),
      compressed: archive.readUInt32LE(at + 20),
      size: archive.readUInt32LE(at + 24),
      local: archive.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return { ok: true, entries };
}

/** The inflated bytes of one entry, at most `maxBytes`. */
export function readEntry(archive: Buffer, entry: ZipEntry, maxBytes: number): ZipRead {
  if (entry.flags & 0x1) return { ok: false, code: 'unsupported' };
  if (entry.size > maxBytes) return { ok: false, code: 'too-large' };
  const local = entry.local;
  if (local + 30 > archive.length || archive.readUInt32LE(local) !== LOCAL) return { ok: false, code: 'corrupt' };
  const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
  if (dataStart + entry.compressed > archive.length) return { ok: false, code: 'corrupt' };
  const raw = archive.subarray(dataStart, dataStart + entry.compressed);
  if (entry.method === 0) return { ok: true, data: Buffer.from(raw) };
  if (entry.method !== 8) return { ok: false, code: 'unsupported' };
  try {
    // The declared size is the stranger's word: the cap holds whatever the stream inflates to.
    return { ok: true, data: inflateRawSync(raw, { maxOutputLength: Math.max(1, maxBytes) }) };
  } catch (error) {
    return { ok: false, code: (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'corrupt' };
  }
}

/** The bytes of `name` in `archive`, inflated; at most `maxBytes` of them. */
export function readZipEntry(archive: Buffer, name: string, maxBytes: number): ZipRead {
  const listed = listZip(archive);
  if (!listed.ok) return listed;
  const entry = listed.entries.find((e) => e.name === name);
  return entry ? readEntry(archive, entry, maxBytes) : { ok: false, code: 'missing' };
}

/**
 * Whether an entry name stays inside the folder it is unpacked into: relative, no `..` segment,
 * no drive letter or backslash (which Windows would read as a separator), no NUL.
 */
export function safeEntryName(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || name.includes('\0') || /^[A-Za-z]:/.test(name)) return false;
  return name.split('/').every((part) => part !== '..');
}
