/**
 * The completion family: the shape of `completion/complete` answers and what each authorization
 * context is allowed to see. Pure over the records `mcpward review` made.
 */

import { INVALID_PARAMS } from '../../protocol/codes.js';
import type { JsonValue, SubjectKind } from '../../model.js';
import type { CompletionReason } from '../../rules/completion.js';
import type { Finding } from '../../rules/index.js';
import { finding } from '../../rules/index.js';
import type { CompletionEvidence, CompletionRecord, ContextRecord } from '../../snapshot/review.js';
import { isRecord } from '../../snapshot/view.js';
import { defineFamily } from '../family.js';

/** CompleteResult caps `completion.values` at this many items. */
const MAX_COMPLETION_VALUES = 100;

/** `completion.values` / `total` / `hasMore` read from a result, or why they cannot be. */
export type ParsedCompletion = { ok: true; values: string[]; total?: unknown; hasMore?: unknown } | ({ ok: false } & CompletionReason);

export function parseCompletion(result: unknown): ParsedCompletion {
  const completion = isRecord(result) ? result.completion : undefined;
  if (!isRecord(completion)) return { ok: false, reason: 'no-completion-object' };
  if (!Array.isArray(completion.values)) return { ok: false, reason: 'values-not-array' };
  const bad = completion.values.findIndex((v) => typeof v !== 'string');
  if (bad !== -1) return { ok: false, reason: 'value-not-string', index: bad };
  return {
    ok: true,
    values: completion.values as string[],
    ...('total' in completion ? { total: completion.total } : {}),
    ...('hasMore' in completion ? { hasMore: completion.hasMore } : {}),
  };
}

/** How `total` and `hasMore` disagree with the values, if they do (the values are the server's, parsed from JSON). */
export function totalProblem(c: { values: string[]; total?: unknown; hasMore?: unknown }): CompletionReason | undefined {
  const values = c.values.length;
  const { total, hasMore } = c;
  if (total !== undefined && !(typeof total === 'number' && Number.isInteger(total) && total >= 0)) return { reason: 'total-not-whole', total: total as JsonValue };
  if (hasMore !== undefined && typeof hasMore !== 'boolean') return { reason: 'hasMore-not-boolean', hasMore: hasMore as JsonValue };
  if (typeof total === 'number' && total < values) return { reason: 'total-below-values', total, values };
  if (hasMore === false && typeof total === 'number' && total !== values) return { reason: 'hasMore-false-total-differs', total, values };
  if (hasMore === true && typeof total === 'number' && total <= values) return { reason: 'hasMore-true-total-not-above', total, values };
  if (values > MAX_COMPLETION_VALUES && hasMore !== true) return { reason: 'over-limit-without-hasMore', values };
  return undefined;
}

/** Completions on the default connection: one finding per reference and rule, plus the unknown-reference probe. */
export function checkCompletions(evidence: CompletionEvidence): Finding[] {
  const server = { kind: 'server' as const, name: 'server' };
  if (!evidence.advertised) {
    const args = { skipped: true, reason: 'not-advertised' } as const;
    return [finding('completion_answers', 'skip', { subject: server, args }), finding('completion_unknown_reference', 'skip', { subject: server, args })];
  }
  const findings: Finding[] = [];
  const byRef = new Map<string, CompletionRecord[]>();
  for (const r of evidence.requests) byRef.set(`${r.kind}\u0000${r.ref}`, [...(byRef.get(`${r.kind}\u0000${r.ref}`) ?? []), r]);
  if (byRef.size === 0) {
    findings.push(finding('completion_answers', 'skip', { subject: server, args: { skipped: true, reason: 'nothing-to-complete' } }));
  }
  for (const records of byRef.values()) {
    const { kind, ref } = records[0]!;
    const subject = { kind: kind as SubjectKind, name: ref };
    const base = { kind, ref };
    let failed: Finding | undefined;
    let over: Finding | undefined;
    let inconsistent: Finding | undefined;
    let answered = 0;
    for (const r of records) {
      const parsed: ParsedCompletion = r.outcome === 'result' ? parseCompletion(r.result) : { ok: false, reason: 'no-result', actual: outcomeText(r) };
      if (!parsed.ok) {
        const { ok: _, ...why } = parsed;
        failed ??= finding('completion_answers', 'fail', { subject, args: { ...base, argument: r.argument, ...why } });
        continue;
      }
      answered++;
      if (parsed.values.length > MAX_COMPLETION_VALUES) over ??= finding('completion_values_limit', 'fail', { subject, args: { ...base, argument: r.argument, count: parsed.values.length } });
      const problem = totalProblem(parsed);
      if (problem) inconsistent ??= finding('completion_total_consistent', 'fail', { subject, args: { ...base, argument: r.argument, ...problem } });
    }
    const count = records.length;
    findings.push(failed ?? finding('completion_answers', 'pass', { subject, args: { ...base, count } }));
    // Limits and totals are judged only on answers that parsed.
    if (answered > 0) {
      findings.push(
        over ?? finding('completion_values_limit', 'pass', { subject, args: base }),
        inconsistent ?? finding('completion_total_consistent', 'pass', { subject, args: base }),
      );
    }
  }
  const unknown = evidence.unknownReference;
  if (!unknown) {
    findings.push(finding('completion_unknown_reference', 'skip', { subject: server, args: { skipped: true, reason: 'not-sent' } }));
  } else if (unknown.outcome === 'error' && unknown.error?.code === INVALID_PARAMS) {
    findings.push(finding('completion_unknown_reference', 'pass', { subject: server }));
  } else {
    // SHOULD-level: a deviation warns.
    findings.push(finding('completion_unknown_reference', 'warn', { subject: server, args: { actual: outcomeText(unknown) } }));
  }
  return findings;
}

/**
 * Authorization contexts: how each one's visible tool set differs from the default connection,
 * and whether it received a tool or a suggestion hidden from it. `isolated_from` adds every tool
 * only the named context sees to the hidden names.
 */
export function checkContexts(defaultTools: readonly string[], contexts: readonly ContextRecord[]): Finding[] {
  const findings: Finding[] = [];
  const byName = new Map(contexts.map((c) => [c.name, c]));
  for (const c of contexts) {
    const subject = { kind: 'server' as const, name: 'server' };
    const usable = c.skipped === undefined && c.failed === undefined;
    if (!usable) {
      const why = { reason: 'context-unusable', actual: c.skipped ?? c.failed! } as const;
      findings.push(finding('context_tool_visibility', 'skip', { subject, args: { context: c.name, skipped: true, ...why } }));
      if (hiddenNames(c, byName).length > 0 || c.isolatedFrom !== undefined) {
        findings.push(finding('context_hidden_tool', 'skip', { subject, args: { context: c.name, skipped: true, ...why } }));
        findings.push(finding('context_hidden_suggestion', 'skip', { subject, args: { context: c.name, skipped: true, ...why } }));
      }
      continue;
    }
    const visible = new Set(c.tools);
    const defaults = new Set(defaultTools);
    findings.push(
      finding('context_tool_visibility', 'pass', {
        subject,
        args: {
          context: c.name,
          visible: c.tools.length,
          missing: defaultTools.filter((t) => !visible.has(t)),
          extra: c.tools.filter((t) => !defaults.has(t)),
          ...(c.refused ? { refused: c.refused } : {}),
        },
      }),
    );
    const hidden = hiddenNames(c, byName);
    if (hidden.length === 0) continue;
    const leakedTools = c.tools.filter((t) => hidden.includes(t));
    if (leakedTools.length > 0) findings.push(finding('context_hidden_tool', 'fail', { subject, args: { context: c.name, names: leakedTools } }));
    else if (!c.listComplete) findings.push(finding('context_hidden_tool', 'skip', { subject, args: { context: c.name, skipped: true, reason: 'context-listing-incomplete' } }));
    else findings.push(finding('context_hidden_tool', 'pass', { subject, args: { context: c.name, count: hidden.length } }));

    const completions = c.completions;
    if (c.refused) {
      findings.push(finding('context_hidden_suggestion', 'pass', { subject, args: { context: c.name, count: 0 } }));
    } else if (!completions?.advertised) {
      findings.push(finding('context_hidden_suggestion', 'skip', { subject, args: { context: c.name, skipped: true, reason: 'not-advertised-to-context' } }));
    } else {
      const leak = leakedSuggestions(completions.requests, hidden);
      findings.push(
        leak
          ? finding('context_hidden_suggestion', 'fail', { subject, args: { context: c.name, names: leak.names, ref: leak.ref } })
          : finding('context_hidden_suggestion', 'pass', { subject, args: { context: c.name, count: completions.requests.length } }),
      );
    }
  }
  return findings;
}

/** The names hidden from a context: its own list plus, with `isolated_from`, the tools only that context sees. */
export function hiddenNames(c: ContextRecord, byName: ReadonlyMap<string, ContextRecord>): string[] {
  const names = new Set(c.hidden);
  const other = c.isolatedFrom === undefined ? undefined : byName.get(c.isolatedFrom);
  if (other && other.failed === undefined && other.skipped === undefined) for (const tool of other.tools) if (!c.tools.includes(tool)) names.add(tool);
  return [...names];
}

/** The first completion whose suggestions equal or contain a hidden name. */
export function leakedSuggestions(requests: readonly CompletionRecord[], hidden: readonly string[]): { ref: string; names: string[] } | undefined {
  for (const r of requests) {
    const parsed = r.outcome === 'result' ? parseCompletion(r.result) : undefined;
    if (!parsed?.ok) continue;
    const names = hidden.filter((h) => parsed.values.some((v) => v === h || v.includes(h)));
    if (names.length > 0) return { ref: `${r.ref} ${r.argument}`, names };
  }
  return undefined;
}

function outcomeText(r: Pick<CompletionRecord, 'outcome' | 'error' | 'result' | 'httpStatus'>): string {
  if (r.outcome === 'error') return `error ${r.error?.code ?? '?'} ${JSON.stringify(r.error?.message ?? '')}`;
  if (r.outcome === 'result') {
    const parsed = parseCompletion(r.result);
    return parsed.ok ? `a result with ${parsed.values.length} value(s)` : `a result without completion values`;
  }
  return r.outcome === 'timeout' ? 'no answer in time' : `no answer${r.httpStatus === undefined ? '' : ` (HTTP ${r.httpStatus})`}`;
}

/** The review's family: what completions answered on the main connection and in each authorization context. */
export const completionFamily = defineFamily({
  family: 'completion',
  run: ({ evidence }) => {
    const defaultTools = evidence.snapshot.tools.map((t) => t.key).filter((k): k is string => k !== undefined);
    return [...(evidence.completions ? checkCompletions(evidence.completions) : []), ...checkContexts(defaultTools, evidence.contexts)];
  },
});
