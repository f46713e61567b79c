import { describe, expect, it } from 'vitest';
import { checkCompletions, checkContexts, parseCompletion, totalProblem } from '../../../src/checks/completion/index.js';
import { completionReason } from '../../../src/rules/completion.js';
import type { CompletionRecord, ContextRecord } from '../../../src/snapshot/review.js';
import { isRule, type RuleId } from '../../../src/rules/index.js';
import { argsOf } from '../../support/findings.js';

const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
const answer = (completion: unknown, extra: Partial<CompletionRecord> = {}): CompletionRecord => ({
  context: 'default',
  kind: 'prompt',
  ref: 'summarize',
  argument: 'tenant',
  outcome: 'result',
  result: { completion, resultType: 'complete' },
  ...extra,
});

describe('parseCompletion', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a result', { completion: { values: ['a'] } }, undefined],
    ['no completion', {}, 'the result has no completion object'],
    ['values not an array', { completion: { values: 'a' } }, 'completion.values is not an array'],
    ['a non-string value', { completion: { values: ['a', 1] } }, 'completion.values[1] is not a string'],
  ])('%s', (_, result, reason) => {
    // The check says why with a code and its facts; the registry's sentence states it.
    const parsed = parseCompletion(result);
    expect(parsed.ok ? undefined : completionReason(parsed)).toBe(reason);
  });
});

describe('totalProblem', () => {
  it.each<[string, { values: string[]; total?: unknown; hasMore?: unknown }, string | undefined]>([
    ['values only', { values: values(3) }, undefined],
    ['total equal, hasMore false', { values: values(3), total: 3, hasMore: false }, undefined],
    ['total larger, hasMore true', { values: values(100), total: 250, hasMore: true }, undefined],
    ['hasMore true without total', { values: values(100), hasMore: true }, undefined],
    ['total smaller than the values', { values: values(3), total: 1 }, 'total 1 is smaller than the 3 values returned'],
    ['a fractional total', { values: values(1), total: 1.5 }, 'total is 1.5, not a whole number'],
    ['a negative total', { values: [], total: -1 }, 'total is -1, not a whole number'],
    ['a string hasMore', { values: [], hasMore: 'no' }, 'hasMore is "no", not a boolean'],
    ['hasMore false, total larger', { values: values(2), total: 5, hasMore: false }, 'hasMore is false but total 5 differs from the 2 values returned'],
    ['hasMore true, total equal', { values: values(2), total: 2, hasMore: true }, 'hasMore is true but total 2 does not exceed the 2 values returned'],
    ['over 100 without hasMore', { values: values(150) }, '150 values were returned without hasMore: true'],
  ])('%s', (_, completion, problem) => {
    const found = totalProblem(completion);
    expect(found === undefined ? undefined : completionReason(found)).toBe(problem);
  });

  it('carries the server\'s values as arguments, not inside a sentence', () => {
    expect(totalProblem({ values: [], hasMore: 'no' })).toEqual({ reason: 'hasMore-not-boolean', hasMore: 'no' });
    expect(totalProblem({ values: values(2), total: 5, hasMore: false })).toEqual({ reason: 'hasMore-false-total-differs', total: 5, values: 2 });
  });
});

describe('checkCompletions', () => {
  const status = (findings: ReturnType<typeof checkCompletions>, rule: string) => findings.filter((f) => f.rule === rule).map((f) => f.status);

  it('skips everything when completions are not advertised', () => {
    const findings = checkCompletions({ advertised: false, requests: [], capped: 0 });
    expect(findings.map((f) => [f.rule, f.status])).toEqual([
      ['completion_answers', 'skip'],
      ['completion_unknown_reference', 'skip'],
    ]);
  });

  it('passes a well-formed completion and a rejected unknown reference', () => {
    const findings = checkCompletions({
      advertised: true,
      requests: [answer({ values: ['acme'], total: 1, hasMore: false })],
      unknownReference: { outcome: 'error', error: { code: -32602, message: 'Unknown prompt' } },
      capped: 0,
    });
    expect(findings.every((f) => f.status === 'pass')).toBe(true);
    expect(findings.map((f) => f.rule)).toEqual(['completion_answers', 'completion_values_limit', 'completion_total_consistent', 'completion_unknown_reference']);
  });

  it('fails over 100 values, inconsistent totals and an error, one finding per reference and rule', () => {
    const findings = checkCompletions({
      advertised: true,
      requests: [
        answer({ values: values(150), hasMore: false }, { argument: 'topic' }),
        answer({ values: values(3), total: 1 }),
        { ...answer(undefined), kind: 'resource_template', ref: 'tenant://{tenant}', outcome: 'error', error: { code: -32603, message: 'boom' } },
      ],
      unknownReference: { outcome: 'result', result: { completion: { values: [] } } },
      capped: 0,
    });
    expect(status(findings, 'completion_values_limit')).toEqual(['fail']);
    expect(findings.find((f) => f.rule === 'completion_values_limit')?.args).toMatchObject({ ref: 'summarize', argument: 'topic', count: 150 });
    expect(status(findings, 'completion_total_consistent')).toEqual(['fail']);
    expect(findings.find((f) => f.rule === 'completion_answers' && f.status === 'fail')).toMatchObject({
      subject: { kind: 'resource_template', name: 'tenant://{tenant}' },
      args: { reason: 'no-result', actual: 'error -32603 "boom"' },
    });
    // SHOULD-level: an unknown reference answered with a list warns.
    expect(findings.find((f) => f.rule === 'completion_unknown_reference')).toMatchObject({ status: 'warn', args: { actual: 'a result with 0 value(s)' } });
  });

  it('says so when there is nothing to complete', () => {
    const findings = checkCompletions({ advertised: true, requests: [], capped: 0 });
    expect(findings[0]).toMatchObject({ rule: 'completion_answers', status: 'skip', args: { reason: 'nothing-to-complete' } });
  });
});

describe('checkContexts', () => {
  const context = (name: string, tools: string[], suggestions: string[], extra: Partial<ContextRecord> = {}): ContextRecord => ({
    name,
    hidden: [],
    tools,
    listComplete: true,
    completions: { advertised: true, requests: [answer({ values: suggestions }, { context: name })], capped: 0 },
    ...extra,
  });
  const byRule = <R extends RuleId>(findings: ReturnType<typeof checkContexts>, rule: R) => findings.filter(isRule(rule));

  it('reports the visible tool set of each context against the default connection', () => {
    const findings = checkContexts(['a', 'b', 'purge'], [context('viewer', ['a', 'b', 'extra'], [])]);
    expect(byRule(findings, 'context_tool_visibility')[0]).toMatchObject({ status: 'pass', severity: 'info', args: { context: 'viewer', visible: 3, missing: ['purge'], extra: ['extra'] } });
    // No hidden names: nothing to enforce.
    expect(byRule(findings, 'context_hidden_tool')).toEqual([]);
  });

  it('passes a low-privilege context that receives nothing hidden', () => {
    const findings = checkContexts(['a', 'purge'], [context('viewer', ['a'], ['acme'], { hidden: ['purge', 'globex'] })]);
    expect(byRule(findings, 'context_hidden_tool')[0]).toMatchObject({ status: 'pass', args: { count: 2 } });
    expect(byRule(findings, 'context_hidden_suggestion')[0]).toMatchObject({ status: 'pass' });
  });

  it('fails a hidden tool and a suggestion that equals or contains a hidden name', () => {
    const findings = checkContexts(['a', 'purge'], [context('viewer', ['a', 'purge'], ['acme', 'globex-prod'], { hidden: ['purge', 'globex'] })]);
    expect(byRule(findings, 'context_hidden_tool')[0]).toMatchObject({ status: 'fail', args: { context: 'viewer', names: ['purge'] } });
    expect(byRule(findings, 'context_hidden_suggestion')[0]).toMatchObject({ status: 'fail', args: { context: 'viewer', names: ['globex'], ref: 'summarize tenant' } });
  });

  it('isolated_from hides every tool only the named context sees, so suggestions must not name one', () => {
    const admin = context('admin', ['a', 'purge_tenant'], ['acme']);
    const viewer = context('viewer', ['a'], ['purge_tenant'], { isolatedFrom: 'admin' });
    const findings = checkContexts(['a', 'purge_tenant'], [admin, viewer]);
    expect(byRule(findings, 'context_hidden_tool').map((f) => f.status)).toEqual(['pass']);
    expect(byRule(findings, 'context_hidden_suggestion')[0]).toMatchObject({ status: 'fail', args: { names: ['purge_tenant'] } });
  });

  it('a refused caller sees nothing and leaks nothing; a failed or skipped one is not judged', () => {
    const findings = checkContexts(['a'], [
      { name: 'stranger', hidden: ['a'], tools: [], listComplete: true, refused: 'HTTP 401' },
      { name: 'broken', hidden: ['a'], tools: [], listComplete: false, failed: 'timeout' },
      { name: 'stdio-headers', hidden: ['a'], tools: [], listComplete: false, skipped: 'over stdio a context needs `env`' },
    ]);
    expect(findings.filter((f) => argsOf(f).context === 'stranger').map((f) => [f.rule, f.status])).toEqual([
      ['context_tool_visibility', 'pass'],
      ['context_hidden_tool', 'pass'],
      ['context_hidden_suggestion', 'pass'],
    ]);
    for (const name of ['broken', 'stdio-headers']) expect(findings.filter((f) => argsOf(f).context === name).every((f) => f.status === 'skip')).toBe(true);
  });

  it('skips suggestions when the context is not offered completions, and a partial listing without a leak', () => {
    const findings = checkContexts(['a'], [{ name: 'viewer', hidden: ['purge'], tools: ['a'], listComplete: false, completions: { advertised: false, requests: [], capped: 0 } }]);
    expect(byRule(findings, 'context_hidden_tool')[0]?.status).toBe('skip');
    expect(byRule(findings, 'context_hidden_suggestion')[0]?.status).toBe('skip');
  });
});
