import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../src/snapshot/calls.js';
import type { Finding } from '../../../src/rules/index.js';
import { collectReviewEvidence, decideVerdict, type ReviewData } from '../../../src/checks/review/index.js';
import { snapshot } from '../../support/snapshot.js';
import { verdictReasons } from '../../../src/rules/review-words.js';
import { plainQuote } from '../../../src/report/common.js';

const record = (tool: string, layer: CallRecord['layer'], extra: Partial<CallRecord['call']> = {}, sent = true): CallRecord => ({
  call: { index: 0, purpose: 'suite-case', tool, arguments: {}, basis: 'allowlisted', group: tool, ...extra },
  layer,
  sent,
  durationMs: 1,
});
const fail = { rule: 'content_blocks_valid', status: 'fail', severity: 'medium', args: {} } as Finding;
const pass = { rule: 'content_blocks_valid', status: 'pass', severity: 'medium', args: {} } as Finding;
const evidence = (tools: ReviewData['evidence']['tools'], complete = true): ReviewData['evidence'] => ({ discovery: { complete, pages: 1, stop: complete ? 'end' : 'error' }, tools });
const tool = (name: string, successes: number, failures: number) => ({ tool: name, successes, failures, sufficient: successes > 0 && failures > 0 });

describe('decideVerdict', () => {
  it.each<[string, ReviewData['evidence'], Finding[], ReviewData['verdict']['value']]>([
    ['complete evidence, nothing failed', evidence([tool('a', 1, 1)]), [pass], 'approve'],
    ['complete evidence, a failure', evidence([tool('a', 1, 1)]), [pass, fail], 'reject'],
    ['only successful calls', evidence([tool('a', 3, 0)]), [pass], 'insufficient-evidence'],
    ['only failures', evidence([tool('a', 0, 2)]), [pass], 'insufficient-evidence'],
    ['one tool of two lacks evidence', evidence([tool('a', 1, 1), tool('b', 1, 0)]), [pass], 'insufficient-evidence'],
    ['missing evidence outranks a failure', evidence([tool('a', 1, 0)]), [fail], 'insufficient-evidence'],
    ['incomplete discovery pages', evidence([tool('a', 1, 1)], false), [pass], 'insufficient-evidence'],
    ['no tool to review', evidence([]), [pass], 'insufficient-evidence'],
  ])('%s → %s', (_, e, findings, verdict) => {
    expect(decideVerdict(e, findings).value).toBe(verdict);
  });

  it('names what is missing and what failed', () => {
    const lacking = decideVerdict(evidence([tool('a', 1, 0), tool('b', 0, 0)]), []).causes;
    expect(lacking).toEqual([{ code: 'tools_lacking_evidence', tools: ['a', 'b'] }]);
    expect(verdictReasons(lacking, plainQuote)).toEqual(['2 tool(s) lack a validated success or failure result: "a", "b"']);
    const failed = decideVerdict(evidence([tool('a', 1, 1)]), [fail, fail]).causes;
    expect(failed).toEqual([{ code: 'findings_failed', count: 2, rules: ['content_blocks_valid'] }]);
    expect(verdictReasons(failed, plainQuote)).toEqual(['2 finding(s) failed: content_blocks_valid']);
    expect(verdictReasons(decideVerdict(evidence([tool('a', 1, 1)], false), []).causes, plainQuote)).toEqual(['the tools listing is incomplete ("error")']);
  });
});

describe('collectReviewEvidence', () => {
  const s = snapshot([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);

  it('counts results as successes, isError results and JSON-RPC errors as failures', () => {
    const records = [
      record('a', 'ok'),
      record('a', 'tool'),
      record('b', 'ok'),
      record('b', 'protocol', { purpose: 'probe-invalid-args' }),
      record('c', 'ok'),
      record('c', 'timeout'),
      record('c', 'tool', {}, false),
      record('mcpward-probe-no-such-tool', 'protocol', { purpose: 'probe-unknown-tool', basis: 'nonexistent-tool' }),
    ];
    expect(collectReviewEvidence(s, records, []).tools).toEqual([
      { tool: 'a', successes: 1, failures: 1, sufficient: true },
      { tool: 'b', successes: 1, failures: 1, sufficient: true },
      { tool: 'c', successes: 1, failures: 0, sufficient: false },
    ]);
  });

  it('a result whose text reads as a failure is no evidence of success (nor a validated failure)', () => {
    const failed = { ...record('a', 'ok'), result: { content: [{ type: 'text', text: 'Failed to list items: upstream API returned 503' }] } };
    const listed = { ...record('a', 'ok'), result: { content: [{ type: 'text', text: 'No errors found' }] } };
    expect(collectReviewEvidence(s, [failed, record('a', 'tool')], ['a']).tools).toEqual([{ tool: 'a', successes: 0, failures: 1, sufficient: false }]);
    expect(collectReviewEvidence(s, [failed, listed, record('a', 'tool')], ['a']).tools).toEqual([{ tool: 'a', successes: 1, failures: 1, sufficient: true }]);
  });

  it('reviews only review.tools when given; a tool that is not listed can never be sufficient', () => {
    const records = [record('a', 'ok'), record('a', 'tool'), record('ghost', 'ok'), record('ghost', 'tool')];
    expect(collectReviewEvidence(s, records, ['a', 'ghost']).tools.map((t) => [t.tool, t.sufficient])).toEqual([
      ['a', true],
      ['ghost', false],
    ]);
  });

  it('needs a complete tools listing', () => {
    expect(collectReviewEvidence(s, [], []).discovery).toEqual({ complete: true, pages: 1, stop: 'end' });
    const broken = snapshot([{ name: 'a' }], { lists: { ...s.lists, tools: { stop: 'cursor-loop', pages: [] } } });
    expect(collectReviewEvidence(broken, [], []).discovery).toEqual({ complete: false, pages: 0, stop: 'cursor-loop' });
    const none = snapshot([], { lists: { ...s.lists, tools: { stop: 'not-advertised', pages: [] } } });
    expect(collectReviewEvidence(none, [], []).discovery.stop).toBe('the server does not advertise tools');
  });
});
