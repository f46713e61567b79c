import { countStatuses, FAMILIES, SEVERITY_RANK, type Family, type Severity, type Status } from '../model.js';
import { type Report, type Summary } from '../report/types.js';
import { finding, ruleMeta, type Finding } from '../rules/index.js';
import { findingHash } from '../rules/identity.js';
import { carryOver, isExpired, type AcceptedEntry } from './accepted.js';

export type { AcceptedEntry } from './accepted.js';

/** A rule's setting in `rules:`: `off`, or a severity that replaces the rule's own. */
export type RuleLevel = 'off' | Severity;

/**
 * What the user decided should fail the run: one severity threshold for every family
 * (`policy.fail_on`), drift's own part of it (`checks.drift.fail_on`), per-rule settings
 * (`rules:`, and `checks.drift.severity`), and the accepted findings.
 */
export interface Policy {
  /** Lowest severity of a failing finding that fails the run (every family but drift). Default `medium`. */
  failOn?: Exclude<Severity, 'info'>;
  /** Drift: a severity threshold, or the drift classes that fail. */
  driftFailOn: Severity | readonly string[];
  /** Per-rule severity overrides (`checks.drift.severity`, then `rules:` on top). */
  severity: Readonly<Record<string, Severity>>;
  /** Rules whose findings are dropped from the report (`rules: { id: off }`). */
  off?: readonly string[];
  /** Entries of the accepted-findings file. */
  accepted?: readonly AcceptedEntry[];
  /** `YYYY-MM-DD`, passed in by the CLI: entries that expired before it no longer suppress. */
  today?: string;
  /**
   * The families that judged this run: only their entries can be stale (a security entry is not
   * stale under `mcpward diff`, which runs drift alone). Every family when left out.
   */
  judged?: ReadonlySet<Family>;
  /**
   * Rules of a judged family that this run could not evaluate (drift's output-shape rules compare
   * sampled results, which `--no-calls` does not take): their entries are not stale either.
   */
  unjudged?: ReadonlySet<string>;
}


/** The policy the config says: `policy.fail_on`, `checks.drift`, and `rules:` (which wins over `checks.drift.severity`). */
export function policyOf(config: {
  policy: { fail_on: Exclude<Severity, 'info'> };
  checks: { drift: { fail_on: Severity | readonly string[]; severity: Readonly<Partial<Record<string, Severity>>> } };
  rules: Readonly<Record<string, RuleLevel | { severity: RuleLevel }>>;
}): Policy {
  const severity: Record<string, Severity> = {};
  for (const [id, level] of Object.entries(config.checks.drift.severity)) if (level !== undefined) severity[id] = level;
  const off: string[] = [];
  for (const [id, setting] of Object.entries(config.rules)) {
    const level = typeof setting === 'string' ? setting : setting.severity;
    if (level === 'off') off.push(id);
    else severity[id] = level;
  }
  return { failOn: config.policy.fail_on, driftFailOn: config.checks.drift.fail_on, severity, off };
}

/**
 * Applies the policy: drops the rules turned off, applies severity overrides, keeps a failure
 * below the threshold as a warning, marks the findings an accepted entry matches (as warnings that
 * say so). Nothing found is dropped except what the user turned off. Stale entries are
 * `staleAccepted`'s, once the whole run is policed.
 */
export function applyPolicy(findings: readonly Finding[], policy: Policy): Finding[] {
  const off = new Set(policy.off ?? []);
  const failOn = policy.failOn ?? 'medium';
  const today = policy.today ?? '0000-00-00';
  const entries = new Map<string, AcceptedEntry>();
  // An entry written under a rule's former identity accepts the one finding it now names (src/rules/identity.ts).
  for (const entry of carryOver(policy.accepted ?? [], findings).entries) entries.set(entry.fingerprint, entry);

  return findings.flatMap((original): Finding[] => {
    if (off.has(original.rule)) return [];
    const severity = policy.severity[original.rule] ?? original.severity;
    const f = severity === original.severity ? original : { ...original, severity };
    if (f.status !== 'fail' && f.status !== 'warn') return [f];
    const entry = entries.size > 0 ? entries.get(findingHash(f)) : undefined;
    if (entry && !isExpired(entry, today)) {
      return [{ ...f, status: 'warn' as const, accepted: { reason: entry.reason, ...(entry.expires === undefined ? {} : { expires: entry.expires }) } }];
    }
    if (f.status !== 'fail') return [f];
    const family = ruleMeta(f.rule).family;
    const blocking =
      family === 'drift'
        ? typeof policy.driftFailOn === 'string'
          ? SEVERITY_RANK[severity] >= SEVERITY_RANK[policy.driftFailOn] && severity !== 'info'
          : policy.driftFailOn.includes(f.rule)
        : SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
    return [blocking ? f : { ...f, status: 'warn' as const }];
  });
}

/**
 * One `accepted_finding_stale` warning per accepted entry that matches no failing or warning
 * finding of the policed run, or that has expired (its finding then fails again, if policy says it
 * fails). Called once, on every policed finding of the run, after the review pass.
 */
export function staleAccepted(policed: readonly Finding[], policy: Policy): Finding[] {
  const off = new Set(policy.off ?? []);
  if (off.has('accepted_finding_stale')) return [];
  if ((policy.accepted ?? []).length === 0) return [];
  const today = policy.today ?? '0000-00-00';
  const reported = new Set(policed.filter((f) => f.status === 'fail' || f.status === 'warn').map(findingHash));
  const level = policy.severity.accepted_finding_stale;
  return carryOver(policy.accepted ?? [], policed).entries.flatMap((entry): Finding[] => {
    const expired = isExpired(entry, today);
    const matches = reported.has(entry.fingerprint);
    if (matches && !expired) return [];
    if (off.has(entry.rule) || policy.unjudged?.has(entry.rule) || (policy.judged && !policy.judged.has(ruleMeta(entry.rule).family))) return [];
    const why = matches ? 'expired' : 'unmatched';
    const args = { fingerprint: entry.fingerprint, rule: entry.rule, subject: entry.subject, reason: entry.reason, why, ...(entry.expires === undefined ? {} : { expires: entry.expires }) };
    const f = finding('accepted_finding_stale', 'warn', { args });
    return [level === undefined ? f : { ...f, severity: level }];
  });
}

const STATUS_ORDER: Record<Status, number> = { fail: 0, warn: 1, skip: 2, pass: 3 };

/** Deterministic order for every reporter: family, status, subject, rule, path, then arguments. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  const family = new Map<string, number>();
  const familyOf = (rule: string): number => {
    let i = family.get(rule);
    if (i === undefined) family.set(rule, (i = FAMILIES.indexOf(ruleMeta(rule).family)));
    return i;
  };
  // Each key is built once, not once per comparison: tens of thousands of findings sort in
  // n·log n comparisons. The arguments are serialised only for findings that tie on everything
  // else (10,000 tools' admissions never do), and then once.
  const keyed = findings.map((f) => ({
    f,
    k: [familyOf(f.rule), STATUS_ORDER[f.status], f.subject?.kind ?? '', f.subject?.name ?? '', f.rule, f.path ?? ''] as const,
    args: undefined as string | undefined,
  }));
  const argsOf = (x: (typeof keyed)[number]): string => (x.args ??= JSON.stringify(x.f.args));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.k.length; i++) {
      if (a.k[i] !== b.k[i]) return a.k[i]! < b.k[i]! ? -1 : 1;
    }
    const x = argsOf(a);
    const y = argsOf(b);
    return x === y ? 0 : x < y ? -1 : 1;
  });
  return keyed.map(({ f }) => f);
}

export function summarize(findings: readonly Finding[]): Summary {
  return countStatuses(findings);
}

/**
 * 2 when the run did not complete — fatal, or incomplete with its findings kept (never overwritten:
 * a partial report passing is not a pass) — 1 when a failure survived policy, else 0.
 */
export function exitCodeOf(report: Pick<Report, 'completed' | 'findings'>): 0 | 1 | 2 {
  if (!report.completed) return 2;
  return report.findings.some((f) => f.status === 'fail') ? 1 : 0;
}
