import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { JsonValue } from '../../model.js';
import { isRecord } from '../../snapshot/view.js';

/**
 * A low-severity note when the contract broke without a semver-major bump (minor for 0.x). Versions
 * that are not semver say nothing: we cannot tell what a bump means there.
 */
export function checkVersionBump(before: ServerFacts, after: ServerFacts, findings: readonly Finding[]): Finding[] {
  // `breaking` is a fact the drift checks record on each finding, never a severity read back.
  const breaking = findings.filter((f) => f.breaking === true).length;
  if (breaking === 0) return [];
  // The version is the SDK's, not the server's: it says nothing about the server's contract.
  if (isPythonSdkVersion(before) || isPythonSdkVersion(after)) return [];
  return bumpFinding(before.version, after.version, breaking);
}

/** What the version note reads of each side: `serverInfo.version` and the advertised capabilities. */
export interface ServerFacts {
  version: string;
  capabilities: JsonValue;
}

/**
 * A Python `mcp` SDK server that sets no version of its own reports the SDK's version as
 * `serverInfo.version` (../shared/PROTOCOL.md). Recognised by the SDK's capabilities default — it
 * always advertises `experimental`, an empty object unless the author adds one, which the
 * TypeScript SDKs never send — together with a version in the SDK's own release range (`mcp`
 * 1.x and 2.x). A server author's version that happens to look the same is skipped as well: the
 * note is low and about a label, so missing it costs less than blaming a server for its SDK's
 * release number.
 */
function isPythonSdkVersion(server: ServerFacts): boolean {
  const caps = server.capabilities;
  if (!isRecord(caps) || !isRecord(caps.experimental)) return false;
  const v = semver(server.version);
  return v !== undefined && ((v[0] === 1 && v[1] <= 60) || (v[0] === 2 && v[1] <= 30));
}

function bumpFinding(before: string, after: string, breaking: number): Finding[] {
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
