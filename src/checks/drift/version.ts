import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';

/**
 * A low-severity note when the contract broke without a semver-major bump (minor for 0.x). Versions
 * that are not semver say nothing: we cannot tell what a bump means there.
 */
export function checkVersionBump(before: string, after: string, findings: readonly Finding[]): Finding[] {
  // `breaking` is a fact the drift checks record on each finding, never a severity read back.
  const breaking = findings.filter((f) => f.breaking === true).length;
  if (breaking === 0) return [];
  const b = semver(before);
  const a = semver(after);
  if (!b || !a) return [];
  const bumped = b[0] === 0 && a[0] === 0 ? a[1] > b[1] : a[0] > b[0];
  if (bumped) return [];
  return [finding('version_not_bumped', 'fail', { subject: { kind: 'server', name: 'server' }, path: 'serverInfo.version', args: { before, after, breaking } })];
}

function semver(version: string): [number, number, number] | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}
