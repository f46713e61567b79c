/**
 * The accepted-findings file (`mcpward.accepted.yaml`): known findings a team has decided to live
 * with, each with a reason and optionally an expiry date. Pure: the CLI reads and writes the file,
 * and passes "today" in, since the clock has no place in the policy.
 */

import { isRecord } from '../model.js';
import { findingHash, formerHash } from '../rules/identity.js';
import { isRuleId, type Finding } from '../rules/index.js';

/** One accepted finding. It holds fingerprints, rule, subject and reason only: never evidence. */
export interface AcceptedEntry {
  /** `findingHash` of the finding: the SARIF `mcpwardFindingHash/v1` fingerprint without its `:n`. */
  fingerprint: string;
  rule: string;
  /** `kind:name` of the finding's subject (redacted like every output), or `server` when it has none. For people; matching uses the fingerprint. */
  subject: string;
  reason: string;
  /** `YYYY-MM-DD`: the last day the entry suppresses its finding. */
  expires?: string;
}

const FINGERPRINT = /^[0-9a-f]{64}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether an entry has expired on `today` (both `YYYY-MM-DD`): it still holds on its expiry date. */
export function isExpired(entry: AcceptedEntry, today: string): boolean {
  return entry.expires !== undefined && entry.expires < today;
}

/** The subject as the file writes it: `tool:echo`, or `server` for a finding about the whole server. */
export function subjectLabel(f: Finding): string {
  return f.subject ? `${f.subject.kind}:${f.subject.name}` : 'server';
}

/** The entry `mcpward accept` writes for a finding. */
export function acceptedEntryOf(f: Finding, reason: string, expires?: string): AcceptedEntry {
  return { fingerprint: findingHash(f), rule: f.rule, subject: subjectLabel(f), reason, ...(expires === undefined ? {} : { expires }) };
}

/**
 * Validates the parsed file (`{ accepted: [entries] }`, or an empty file). Returns the entries, or
 * one line per problem naming the entry and key; values are never echoed.
 */
export function parseAccepted(value: unknown): { entries: AcceptedEntry[]; problems: string[] } {
  if (value === null || value === undefined) return { entries: [], problems: [] };
  if (!isRecord(value)) return { entries: [], problems: ['(top level): expected a mapping with an `accepted` list'] };
  const problems: string[] = [];
  for (const key of Object.keys(value)) if (key !== 'accepted') problems.push(`${key}: unknown key; the file has one key, \`accepted\``);
  const list = value.accepted ?? [];
  if (!Array.isArray(list)) return { entries: [], problems: [...problems, 'accepted: expected a list of entries'] };
  const entries: AcceptedEntry[] = [];
  list.forEach((item: unknown, i) => {
    const at = `accepted[${i}]`;
    if (!isRecord(item)) {
      problems.push(`${at}: expected a mapping with fingerprint, rule, subject and reason`);
      return;
    }
    const before = problems.length;
    for (const key of Object.keys(item)) {
      if (!['fingerprint', 'rule', 'subject', 'reason', 'expires'].includes(key)) problems.push(`${at}.${key}: unknown key`);
    }
    const { fingerprint, rule, subject, reason, expires } = item;
    if (typeof fingerprint !== 'string' || !FINGERPRINT.test(fingerprint)) problems.push(`${at}.fingerprint: expected the 64 hex digits \`mcpward accept\` writes`);
    if (typeof rule !== 'string' || !isRuleId(rule)) problems.push(`${at}.rule: expected a rule id (\`mcpward rules\` lists them)`);
    if (typeof subject !== 'string') problems.push(`${at}.subject: expected a string`);
    if (typeof reason !== 'string' || reason.trim() === '') problems.push(`${at}.reason: is required: say why the finding is accepted`);
    if (expires !== undefined && (typeof expires !== 'string' || !isIsoDate(expires))) problems.push(`${at}.expires: expected a date YYYY-MM-DD (quote it)`);
    if (problems.length > before) return;
    entries.push({
      fingerprint: fingerprint as string,
      rule: rule as string,
      subject: subject as string,
      reason: reason as string,
      ...(expires === undefined ? {} : { expires: expires as string }),
    });
  });
  return { entries, problems };
}

/**
 * Merges new entries into the existing ones: an entry for a fingerprint already accepted replaces
 * it (a new reason or expiry), the rest keep their order, new ones are appended in order.
 */
export function mergeAccepted(existing: readonly AcceptedEntry[], added: readonly AcceptedEntry[]): AcceptedEntry[] {
  const byFingerprint = new Map(added.map((entry) => [entry.fingerprint, entry]));
  const kept = existing.map((entry) => byFingerprint.get(entry.fingerprint) ?? entry);
  const known = new Set(existing.map((entry) => entry.fingerprint));
  const seen = new Set<string>();
  const fresh = added.filter((entry) => !known.has(entry.fingerprint) && !seen.has(entry.fingerprint) && seen.add(entry.fingerprint));
  return [...kept, ...fresh];
}

/**
 * Carries over entries written before a rule's identity was widened (src/rules/identity.ts,
 * `FORMER_IDENTITY`): an entry whose fingerprint matches no finding of the run, but is the former
 * fingerprint of exactly one finding of the run — of any status, so the twelve review-matrix rows
 * that once shared a fingerprint are twelve candidates and none is picked — now holds that
 * finding's current fingerprint. An ambiguous or unmatched entry stays as it was, and goes stale
 * (`accepted_finding_stale`) rather than accept a finding nobody chose. Run it on every finding of
 * the run, before policy; `carried` lists what moved, so the caller can say "re-accept to rewrite
 * the file" (`mcpward accept` writes current fingerprints).
 */
export function carryOver(entries: readonly AcceptedEntry[], findings: readonly Finding[]): { entries: AcceptedEntry[]; carried: Array<{ from: string; to: string; rule: string; subject: string }> } {
  // Nothing accepted, nothing to carry: a run without an accepted file hashes none of its findings
  // (10,000 of them on a generated server, twice a run).
  if (entries.length === 0) return { entries: [], carried: [] };
  const current = new Set(findings.map(findingHash));
  // Former fingerprint → the distinct current fingerprints it now splits into.
  const formerly = new Map<string, Set<string>>();
  for (const f of findings) {
    const former = formerHash(f);
    if (former === undefined) continue;
    formerly.set(former, (formerly.get(former) ?? new Set()).add(findingHash(f)));
  }
  const carried: Array<{ from: string; to: string; rule: string; subject: string }> = [];
  const out = entries.map((entry) => {
    if (current.has(entry.fingerprint)) return entry;
    const candidates = [...(formerly.get(entry.fingerprint) ?? [])];
    if (candidates.length !== 1) return entry;
    const to = candidates[0]!;
    carried.push({ from: entry.fingerprint, to, rule: entry.rule, subject: entry.subject });
    return { ...entry, fingerprint: to };
  });
  return { entries: out, carried };
}
