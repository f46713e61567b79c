// How a corpus finding is named in test/corpus/expectations.json, shared by the corpus test and
// bench/precision.mjs: rule, subject and path, plus the identity arguments the rule's registry entry
// declares (the same parts as a SARIF fingerprint) — never message text. Findings that still share
// a key get `#2`, `#3`, … in report order.

/** Non-pass findings: the ones a reviewer judges. */
export function judged(finding) {
  return finding.status === 'fail' || finding.status === 'warn';
}

/** The key of one finding; `identityOf(rule)` lists the rule's identity argument names. */
export function findingKey(finding, identityOf) {
  const subject = finding.subject ? `${finding.subject.kind}:${finding.subject.name}` : '-';
  const args = finding.args ?? {};
  const identity = identityOf(finding.rule)
    .filter((name) => typeof args[name] === 'string')
    .map((name) => `${name}=${args[name]}`);
  return [finding.rule, subject, finding.path ?? '-', ...identity].join(' | ');
}

/** Keys of every judged finding of one report, made unique with `#n`. */
export function keyFindings(findings, identityOf) {
  const seen = new Map();
  return findings.filter(judged).map((finding) => {
    const base = findingKey(finding, identityOf);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: n === 1 ? base : `${base} #${n}`, finding };
  });
}
