import { createHash } from 'node:crypto';
import { identityOf, type Finding } from './index.js';

/**
 * The hex sha256 of a finding's identity: rule, subject, path and the identity arguments its rule
 * declares. No line numbers, versions or measurements go in, so a finding keeps it across runs. It
 * is the SARIF fingerprint (`mcpwardFindingHash/v1`) and the key of an accepted finding, so the two
 * can never disagree about which finding is which.
 */
export function findingHash(f: Finding): string {
  const args = identityOf(f);
  const identity = [f.rule, f.subject?.kind ?? null, f.subject?.name ?? null, f.path ?? null, args];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}
