import { finding, type Finding } from '../../rules/index.js';
import type { LockedArtifact } from '../../snapshot/lockfile.js';

const server = { kind: 'server', name: 'server' } as const;

/**
 * `floating_start`: the start names no exact version, with the pinned form resolved at the edge
 * (src/edge/artifact.ts). A start with nothing to pin (an HTTP server, a script on disk) passes.
 */
export function checkFloatingStart(artifact: LockedArtifact | undefined): Finding[] {
  if (artifact === undefined || artifact.kind === 'url' || !artifact.floating) {
    return [finding('floating_start', 'pass', { subject: server, args: artifact && artifact.kind !== 'url' ? { start: artifact.start } : {} })];
  }
  const requested = 'requested' in artifact ? artifact.requested : undefined;
  const args = { start: artifact.start, ...(requested === undefined ? {} : { requested }) };
  if (artifact.kind === 'npm') return [finding('floating_start', 'fail', { subject: server, args: { ...args, version: artifact.version, pinned: artifact.pinned } })];
  if (artifact.kind === 'image') return [finding('floating_start', 'fail', { subject: server, args: { ...args, version: artifact.digest, pinned: artifact.pinned } })];
  return [finding('floating_start', 'fail', { subject: server, args: { ...args, reason: artifact.kind === 'unresolved' ? artifact.reason : 'not-implemented' } })];
}
