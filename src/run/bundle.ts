/**
 * Starts an MCP Bundle (`server.bundle`) as a client that installs it would: the bundle is
 * identified (src/artifact/mcpb.ts), unpacked into a fresh temporary folder and started from its
 * manifest's `mcp_config`. The folder is removed when mcpward exits. A bundle whose signature does
 * not verify is still unpacked and tested: the identity says what was and was not verified and the
 * lockfile pins it; refusing to look at it would hide what it does.
 */

import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { bundleLaunch, type UserConfigValue } from '../artifact/bundle-launch.js';
import { bundleArchive, type BundleIdentity, inspectBundle } from '../artifact/mcpb.js';
import { listZip, readEntry, safeEntryName } from '../artifact/zip.js';
import { UserError } from '../errors.js';
import type { BundleArtifact } from '../snapshot/lockfile.js';

/** Caps on what a bundle may unpack to: far above any real bundle, far below filling a disk. */
const MAX_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024;
const MAX_ENTRIES = 200_000;

export interface OpenedBundle {
  identity: BundleIdentity;
  /** The identity as the lockfile pins it. */
  artifact: BundleArtifact;
  /** The unpacked bundle: the server's working folder and `${__dirname}`. */
  dir: string;
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** `path` is absolute (the config loader resolved it against the config's folder). */
export function openBundle(path: string, userConfig: Readonly<Record<string, UserConfigValue>>): OpenedBundle {
  let file: Buffer;
  try {
    file = readFileSync(path);
  } catch (error) {
    throw new UserError('config', `server.bundle: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
  const identity = inspectBundle(file, new Date());
  const archive = bundleArchive(file);
  const listed = listZip(archive);
  if (!listed.ok) throw new UserError('config', `server.bundle: ${path} is not an MCP Bundle this version can unpack (${listed.code}).`);
  const unsafe = listed.entries.find((e) => !safeEntryName(e.name));
  if (unsafe) throw new UserError('config', `server.bundle: ${path} holds an entry whose name would land outside its folder (${JSON.stringify(unsafe.name.slice(0, 200))}); it was not unpacked.`);
  if (listed.entries.length > MAX_ENTRIES) throw new UserError('config', `server.bundle: ${path} holds more than ${MAX_ENTRIES} entries; it was not unpacked.`);
  const dir = mkdtempSync(join(tmpdir(), 'mcpward-bundle-'));
  // Removed however mcpward ends (the CLI exits through process.exit, which runs 'exit' handlers).
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  let budget = MAX_UNPACKED_BYTES;
  let manifest: unknown;
  for (const entry of listed.entries) {
    const target = join(dir, ...entry.name.split('/'));
    if (entry.directory) { mkdirSync(target, { recursive: true }); continue; }
    const read = readEntry(archive, entry, budget);
    if (!read.ok) throw new UserError('config', `server.bundle: ${path}: the entry ${JSON.stringify(entry.name.slice(0, 200))} cannot be unpacked (${read.code}).`);
    budget -= read.data.length;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, read.data);
    // Keep the executable bits a Unix packer recorded (a bundled binary must stay runnable).
    if (entry.mode !== undefined && (entry.mode & 0o111) !== 0) chmodSync(target, entry.mode & 0o755);
    if (entry.name === 'manifest.json') {
      try {
        manifest = JSON.parse(read.data.toString('utf8'));
      } catch {
        throw new UserError('config', `server.bundle: the manifest.json of ${path} is not JSON.`);
      }
    }
  }
  if (manifest === undefined) throw new UserError('config', `server.bundle: ${path} has no manifest.json.`);
  const launch = bundleLaunch(manifest, { dirname: dir, home: homedir(), platform: process.platform, separator: sep, userConfig });
  if (!launch.ok) {
    throw new UserError('config', launch.code === 'missing-user-config'
      ? `server.user_config.${launch.key}: the bundle ${path} needs this setting (its manifest declares no default); set it under server.user_config.`
      : `server.bundle: the manifest of ${path} has no server.mcp_config with a command, so there is nothing to start.`);
  }
  return { identity, artifact: bundleArtifact(basename(path), identity), dir, command: launch.command, args: launch.args, env: launch.env };
}

/** What the lockfile pins of a bundle: hashes, manifest name and version, and the signature's outcome with the signer's fingerprint. */
export function bundleArtifact(file: string, identity: BundleIdentity): BundleArtifact {
  const s = identity.signature;
  const manifest = 'unresolved' in identity.manifest ? {} : identity.manifest;
  return {
    kind: 'mcpb',
    start: 'mcpb',
    // A bundle file is one fixed artifact: nothing about it floats.
    floating: false,
    file,
    sha256: `sha256:${identity.sha256}`,
    archiveSha256: `sha256:${identity.archiveSha256}`,
    ...(manifest.name === undefined ? {} : { name: manifest.name }),
    ...(manifest.version === undefined ? {} : { version: manifest.version }),
    signature: s.status === 'unsigned'
      ? { status: 'unsigned' }
      : s.status === 'invalid'
        ? { status: 'invalid', reason: s.reason, ...(s.signer ? { signer: s.signer.fingerprint256 } : {}) }
        : { status: 'verified', signer: s.signer.fingerprint256, subject: s.signer.subject, issuer: s.signer.issuer, chain: s.chain },
  };
}
