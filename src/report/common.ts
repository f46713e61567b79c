import { FAMILIES, type Family, type JsonValue } from '../model.js';
import { type Finding } from '../rules/index.js';
import { ruleMeta, type Quote } from '../rules/index.js';
import { changeWhy } from '../rules/change-why.js';

export { countStatuses, type StatusCounts } from '../model.js';

/** Findings grouped by their rule's family, families in FAMILIES order, findings in report order. */
export function groupByFamily(findings: readonly Finding[]): Array<[Family, Finding[]]> {
  const groups = new Map<Family, Finding[]>();
  for (const f of findings) {
    const family = ruleMeta(f.rule).family;
    const group = groups.get(family);
    if (group) group.push(f);
    else groups.set(family, [f]);
  }
  return FAMILIES.filter((family) => groups.has(family)).map((family) => [family, groups.get(family)!]);
}

/** The rule's sentence for this finding; every server-supplied value goes through `q`. */
export { findingMessage } from '../rules/index.js';

/**
 * Quoting for plain text, shared by the console and the JSON report's `message` so both say the
 * same sentence. It only quotes: the medium escapes (the console sanitises each line, JSON
 * escapes hidden characters).
 */
export const plainQuote: Quote = (value) => {
  if (value === undefined) return '(none)';
  // Quotes and backslashes are escaped so a value can never seem to end early.
  if (typeof value === 'string') return `"${value.replace(/["\\]/g, '\\$&')}"`;
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(plainQuote).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * Whether a finding needs an `at <subject> › <path>` line: when it has a path, or a subject its
 * sentence does not already name (most security messages say where, not which tool).
 */
export function needsLocation(f: Finding, message: string, q: Quote): boolean {
  // A server-wide finding without a path has nowhere more precise to point.
  return f.path !== undefined || (f.subject !== undefined && f.subject.kind !== 'server' && !message.includes(q(f.subject.name)));
}

/** `1 warning`, `2 warnings`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export type WordChange = 'added' | 'removed' | 'equal';
export interface WordDiffPart {
  change: WordChange;
  text: string;
}

// The one spelling drift's word diff uses (src/diff/describe.ts); anything else is not a word diff.
const OPS: Record<string, WordChange> = { added: 'added', removed: 'removed', same: 'equal' };

/** `evidence.diff` as a word diff (`[{ op, text }]`), or undefined when it is anything else. */
export function parseWordDiff(value: JsonValue | undefined): WordDiffPart[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const parts: WordDiffPart[] = [];
  for (const item of value) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
    const change = typeof item.op === 'string' && Object.hasOwn(OPS, item.op) ? OPS[item.op] : undefined;
    if (change === undefined || typeof item.text !== 'string') return undefined;
    parts.push({ change, text: item.text });
  }
  return parts;
}

/**
 * Evidence entries except the keys a reporter has already shown, in the check's order. A change's
 * reason (`change`: a code and its facts) is shown as its sentence, `why`, written from the
 * registry's vocabulary; a reason this version does not know is shown as the data it is.
 */
export function otherEvidence(evidence: Finding['evidence'], shown: readonly string[]): Array<[string, JsonValue]> {
  return Object.entries(evidence ?? {})
    .filter((entry): entry is [string, JsonValue] => entry[1] !== undefined && !shown.includes(entry[0]))
    .map(([key, value]): [string, JsonValue] => {
      const why = key === 'change' ? changeWhy(value) : undefined;
      return why === undefined ? [key, value] : ['why', why];
    });
}

/**
 * The evidence as the JSON report writes it: the data, and next to a change's reason (`change`)
 * its sentence (`why`), so readers of the file who do not render reasons themselves still read it.
 */
export function evidenceWithWhy(evidence: Finding['evidence']): Finding['evidence'] {
  const why = evidence === undefined ? undefined : changeWhy(evidence.change);
  return why === undefined ? evidence : { ...evidence, why };
}
