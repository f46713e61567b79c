import { FAMILIES, type Severity, type Status } from '../model.js';
import { type Report, type Summary } from '../report/types.js';
import { type Finding } from '../rules/index.js';
import { ruleMeta } from '../rules/index.js';

/** What the user decided should fail the run (checks.drift.fail_on and severity overrides). */
export interface Policy {
  driftFailOn: Severity | readonly string[];
  /** Per-rule severity overrides (drift classes today). */
  severity: Readonly<Record<string, Severity>>;
}

const RANK: Record<Severity, number> = { info: 0, low: 1, medium: 2, high: 3 };

/**
 * Applies severity overrides and decides which failures fail the run. A failure that policy lets
 * through is kept as a warning, so nothing found is ever dropped from the report.
 */
export function applyPolicy(findings: readonly Finding[], policy: Policy): Finding[] {
  return findings.map((original) => {
    const severity = policy.severity[original.rule] ?? original.severity;
    const f = severity === original.severity ? original : { ...original, severity };
    if (f.status !== 'fail') return f;
    const family = ruleMeta(f.rule).family;
    const blocking =
      family === 'drift'
        ? typeof policy.driftFailOn === 'string'
          ? RANK[severity] >= RANK[policy.driftFailOn] && severity !== 'info'
          : policy.driftFailOn.includes(f.rule)
        : severity !== 'info';
    return blocking ? f : { ...f, status: 'warn' as const };
  });
}

const STATUS_ORDER: Record<Status, number> = { fail: 0, warn: 1, skip: 2, pass: 3 };

/** Deterministic order for every reporter: family, status, subject, rule, path, then arguments. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  const key = (f: Finding) => [
    String(FAMILIES.indexOf(ruleMeta(f.rule).family)).padStart(3, '0'),
    String(STATUS_ORDER[f.status]),
    f.subject?.kind ?? '',
    f.subject?.name ?? '',
    f.rule,
    f.path ?? '',
    JSON.stringify(f.args),
  ];
  return [...findings].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
    }
    return 0;
  });
}

export function summarize(findings: readonly Finding[]): Summary {
  const summary: Summary = { passed: 0, failed: 0, warnings: 0, skipped: 0 };
  for (const f of findings) {
    if (f.status === 'pass') summary.passed++;
    else if (f.status === 'fail') summary.failed++;
    else if (f.status === 'warn') summary.warnings++;
    else summary.skipped++;
  }
  return summary;
}

/** 2 when the run did not complete (never overwritten), 1 when a failure survived policy, else 0. */
export function exitCodeOf(report: Pick<Report, 'completed' | 'findings'>): 0 | 1 | 2 {
  if (!report.completed) return 2;
  return report.findings.some((f) => f.status === 'fail') ? 1 : 0;
}
