/**
 * What runs, as opposed to what it says: the artifact the start resolved to (src/edge/artifact.ts,
 * or the bundle the collector opened), judged on its own (a floating start, a bundle whose
 * signature does not hold) and against the one the baseline pinned (docs/lockfile.md, "The
 * artifact"). Pure over the evidence.
 */

import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import { runLockfile, type LockedArtifact, type NpmArtifact } from '../../snapshot/lockfile.js';
import { checkDrift } from '../drift/index.js';
import type { Evidence } from '../../snapshot/evidence.js';
import { defineFamily } from '../family.js';
import { checkRegistryManifest } from './registry.js';

const server = { kind: 'server' as const, name: 'server' };

/** What a reader recognises the artifact by: `pkg@1.2.3`, a path, an image reference, a bundle's name and version. */
export function artifactLabel(a: LockedArtifact): string {
  switch (a.kind) {
    case 'npm': return [a, ...(a.packages ?? [])].map((p) => `${p.name}@${p.version}`).join(' + ');
    case 'node-script': return a.package?.name !== undefined ? `${a.entry} (${a.package.name}@${a.package.version ?? '?'})` : a.entry;
    case 'python-script': return a.project?.name !== undefined ? `${a.entry} (${a.project.name} ${a.project.version ?? '?'})` : a.entry;
    case 'executable': return a.path;
    case 'image': return `${a.requested}@${a.digest}`;
    case 'mcpb': return a.name !== undefined ? `${a.name}@${a.version ?? '?'} (${a.file})` : a.file;
    case 'url': return `${a.url} (${a.serverInfo.name} ${a.serverInfo.version})`;
    case 'python': return `${a.distribution}==${a.version}${a.origin === 'editable' ? ' (editable)' : ''}`;
    case 'unresolved': return a.requested ?? a.start;
  }
}

/** The release an artifact claims to be, when it names one: two artifacts of one release must have one content. */
function release(a: LockedArtifact): string | undefined {
  switch (a.kind) {
    case 'npm': return `${a.kind}:${a.name}@${a.version}`;
    case 'mcpb': return a.name !== undefined && a.version !== undefined ? `${a.kind}:${a.name}@${a.version}` : undefined;
    // A tag names a release only as long as nobody moves it; a digest change under one tag is an update, not a republish.
    case 'image': return undefined;
    case 'node-script': return a.package?.name !== undefined && a.package.version !== undefined && a.package.integrity !== undefined ? `npm:${a.package.name}@${a.package.version}` : undefined;
    // An editable install's code is a working tree its RECORD does not list: no release to hold it to.
    case 'python': return a.origin === 'editable' ? undefined : `python:${a.distribution}@${a.version}`;
    default: return undefined;
  }
}

/** The content an artifact was, as hashed: registry integrity, file hash, image digest, the signed archive. */
function content(a: LockedArtifact): string | undefined {
  switch (a.kind) {
    case 'npm': return a.integrity;
    case 'node-script': return a.package?.integrity ?? a.sha256;
    case 'python-script': return a.sha256;
    case 'executable': return a.sha256;
    case 'image': return a.digest;
    // The archive, not the file: re-signing changes the file and is judged by the signer rule.
    case 'mcpb': return a.archiveSha256;
    case 'url': return `${a.url} ${a.serverInfo.name} ${a.serverInfo.version}`;
    // A locally modified install is never the released content, whatever its RECORD says.
    case 'python': return a.verified ? a.record : `${a.record} (${a.modified ?? '?'} installed files differ from its RECORD)`;
    case 'unresolved': return undefined;
  }
}

/** Whether the contract differs from the pinned one: any drift finding that is not a pass. */
function contractChanged(evidence: Evidence): boolean {
  const baseline = evidence.baseline!;
  const current = runLockfile(evidence.snapshot, evidence.records, { fullText: true, outputShapes: false });
  return checkDrift(baseline, current).some((f) => f.status !== 'pass' && f.status !== 'skip');
}

export function checkArtifact(evidence: Evidence): Finding[] {
  const now = evidence.artifact;
  if (now === undefined) return [];
  const out: Finding[] = [];
  if (now.kind === 'unresolved') out.push(finding('artifact_unresolved', 'skip', { subject: server, args: { start: now.start, reason: now.reason, ...(now.requested === undefined ? {} : { requested: now.requested }) } }));
  if (now.kind !== 'url') {
    if (now.floating) {
      // An npm start with more packages floats when any of them does: every spec as written, every version resolved.
      const requested = now.kind === 'npm' && now.packages?.length ? [now.requested, ...now.packages.map((p) => p.requested ?? p.name)].join(', ') : 'requested' in now ? now.requested : undefined;
      const resolved =
        now.kind === 'npm' && now.packages?.length
          ? { version: artifactLabel(now), pinned: now.pinned }
          : now.kind === 'npm' || (now.kind === 'python' && now.pinned !== undefined)
          ? { version: now.version, pinned: now.pinned! }
          : now.kind === 'image'
            ? { version: now.digest, pinned: now.pinned }
            : { reason: now.kind === 'unresolved' ? now.reason : 'not-implemented' };
      out.push(finding('floating_start', 'fail', { subject: server, args: { start: now.start, ...(requested === undefined ? {} : { requested }), ...resolved } }));
    } else if (now.kind !== 'unresolved') {
      out.push(finding('floating_start', 'pass', { subject: server, args: { start: now.start } }));
    }
  }
  if (now.kind === 'mcpb') {
    const signature = now.signature;
    if (signature.status === 'invalid') out.push(finding('bundle_signature_invalid', 'fail', { subject: server, args: { file: now.file, reason: signature.reason } }));
    else if (signature.status === 'verified') out.push(finding('bundle_signature_invalid', 'pass', { subject: server, args: { file: now.file, reason: 'verified' } }));
  }
  const before = evidence.baseline?.artifact;
  if (before === undefined) return out;
  if (before.kind === 'npm' && now.kind === 'npm') return [...out, ...npmDrift(before, now, evidence)];
  const [releaseBefore, releaseNow, contentBefore, contentNow] = [release(before), release(now), content(before), content(now)];
  if (releaseBefore !== undefined && releaseBefore === releaseNow && contentBefore !== undefined && contentNow !== undefined && contentBefore !== contentNow) {
    out.push(finding('artifact_republished', 'fail', { subject: server, args: { release: artifactLabel(now), before: contentBefore, after: contentNow } }));
  } else if (before.kind !== now.kind || releaseBefore !== releaseNow || contentBefore !== contentNow || artifactLabel(before) !== artifactLabel(now)) {
    // An artifact that could not be resolved now is not a change: it is said by artifact_unresolved.
    if (now.kind !== 'unresolved') out.push(finding('artifact_changed', 'fail', { subject: server, args: { before: artifactLabel(before), after: artifactLabel(now) } }));
  } else if (contentNow !== undefined && contractChanged(evidence)) {
    out.push(finding('contract_changed_artifact_unchanged', 'fail', { subject: server, args: { artifact: artifactLabel(now) } }));
  }
  if (before.kind === 'mcpb' && now.kind === 'mcpb' && before.signature.status === 'verified') {
    const signerNow = now.signature.status === 'unsigned' ? 'unsigned' : now.signature.signer;
    if (signerNow !== undefined && signerNow !== before.signature.signer) {
      out.push(finding('bundle_signer_changed', 'fail', { subject: server, args: { file: now.file, before: before.signature.signer, after: signerNow } }));
    }
  }
  return out;
}

/**
 * An npm-family start against its baseline, package by package: one the same version with another
 * integrity is republished (high), another version or another set of packages is a change (info).
 * A baseline without `packages` was written before extra packages were pinned, or for a start with
 * one package: it is compared on the first package only, so an old lockfile shows no drift.
 */
function npmDrift(before: NpmArtifact, now: NpmArtifact, evidence: Evidence): Finding[] {
  const extras = before.packages !== undefined;
  const pins = (a: NpmArtifact) => [{ name: a.name, version: a.version, integrity: a.integrity }, ...(extras ? (a.packages ?? []) : [])];
  const [was, is] = [pins(before), pins(now)];
  const republished = is.filter((p) => was.some((w) => w.name === p.name && w.version === p.version && w.integrity !== undefined && p.integrity !== undefined && w.integrity !== p.integrity));
  const label = (list: typeof was) => list.map((p) => `${p.name}@${p.version}`).join(' + ');
  const out: Finding[] = [];
  if (republished.length > 0) {
    const integrity = (list: typeof was, name: string) => list.find((p) => p.name === name)!.integrity!;
    out.push(finding('artifact_republished', 'fail', { subject: server, args: { release: label(republished), before: republished.map((p) => integrity(was, p.name)).join(' + '), after: republished.map((p) => p.integrity!).join(' + ') } }));
  }
  // An integrity known on one side only (another source recorded it) is a change, not a republish.
  const changed = label(was) !== label(is) || is.some((p) => was.some((w) => w.name === p.name && (w.integrity === undefined) !== (p.integrity === undefined)));
  if (changed) out.push(finding('artifact_changed', 'fail', { subject: server, args: { before: label(was), after: label(is) } }));
  else if (republished.length === 0 && is.every((p) => p.integrity !== undefined) && contractChanged(evidence)) {
    out.push(finding('contract_changed_artifact_unchanged', 'fail', { subject: server, args: { artifact: label(is) } }));
  }
  return out;
}

export const artifactFamily = defineFamily({
  family: 'artifact',
  run: ({ evidence }) => [
    ...checkArtifact(evidence),
    ...checkRegistryManifest(evidence.registryManifest, evidence.artifact, {
      transport: evidence.snapshot.transport,
      ...(typeof serverVersion(evidence) === 'string' ? { serverVersion: serverVersion(evidence)! } : {}),
      envNames: evidence.envNames ?? [],
    }),
  ],
});

function serverVersion(evidence: Evidence): string | undefined {
  const info = evidence.snapshot.serverInfo;
  return info !== null && typeof info === 'object' && !Array.isArray(info) && typeof (info as { version?: unknown }).version === 'string' ? (info as { version: string }).version : undefined;
}
